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
