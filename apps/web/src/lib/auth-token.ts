import { TOKEN_STORAGE_KEY } from '@fournil/shared';

// localStorage can throw (privacy modes, disabled storage): treat that as "no token".
export function getToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function hasToken(): boolean {
  const token = getToken();
  return token !== null && token !== '';
}

/** Keeps the access token (JWT, 15 min) under `token` (TOKEN_STORAGE_KEY, docs/product-constants.md). */
export function setToken(token: string): void {
  try {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // Storage refused: the session lasts as long as the refresh cookie allows.
  }
}

export function clearToken(): void {
  try {
    window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
