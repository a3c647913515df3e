import { formatFieldErrors } from '@fournil/shared';
import { paths } from '@/config/paths';
import { ApiError, readBody } from './api-error';
import { clearToken, getToken, setToken } from './auth-token';

export { ApiError, NETWORK_ERROR_MESSAGE, errorDetail, errorFields, errorMessage, isApiError } from './api-error';

export type ApiFetchInit = Omit<RequestInit, 'body'> & {
  /** A plain value is sent as JSON; FormData, Blob, URLSearchParams and strings are sent as they are. */
  body?: unknown;
  /** false: a 401 is thrown as it is, without refreshing the token (e.g. logout). Default true. */
  refreshOnUnauthorized?: boolean;
  /** 'blob': a successful answer is returned as its bytes (a PDF), not decoded as text. */
  responseType?: 'blob';
};

export const REFRESH_PATH = '/api/auth/token/refresh/';
/** Double-submit CSRF: the server sets the readable `csrftoken` cookie, we echo it in this header. */
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'X-CSRFToken';

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined' || !document.cookie) return null;
  for (const part of document.cookie.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

function isSafeMethod(method: string | undefined): boolean {
  const upper = (method ?? 'GET').toUpperCase();
  return upper === 'GET' || upper === 'HEAD' || upper === 'OPTIONS';
}

function setCsrfHeader(headers: Headers): void {
  const csrf = readCookie(CSRF_COOKIE);
  if (csrf && !headers.has(CSRF_HEADER)) headers.set(CSRF_HEADER, csrf);
}

// What to do when the session cannot be renewed. The default leaves the page for the login screen;
// the app may install a router-aware handler (setSessionExpiredHandler) to stay a single-page app.
function goToLogin(): void {
  if (window.location.pathname !== paths.login.path) window.location.assign(paths.login.getHref());
}

let sessionExpiredHandler: () => void = goToLogin;

/** Installs the handler called once when a refresh is refused; returns a function restoring the previous one. */
export function setSessionExpiredHandler(handler: () => void): () => void {
  const previous = sessionExpiredHandler;
  sessionExpiredHandler = handler;
  return () => {
    if (sessionExpiredHandler === handler) sessionExpiredHandler = previous;
  };
}

type RefreshOutcome = { kind: 'renewed'; token: string } | { kind: 'refused' } | { kind: 'unreachable' };

let refreshInFlight: Promise<RefreshOutcome> | null = null;

async function requestNewAccessToken(): Promise<RefreshOutcome> {
  const headers = new Headers({ Accept: 'application/json', 'Content-Type': 'application/json' });
  setCsrfHeader(headers);
  let response: Response;
  try {
    // The refresh token is the httpOnly cookie; the body stays empty.
    response = await fetch(REFRESH_PATH, { method: 'POST', credentials: 'include', headers, body: '{}' });
  } catch {
    return { kind: 'unreachable' };
  }
  if (!response.ok) return response.status >= 500 ? { kind: 'unreachable' } : { kind: 'refused' };
  const data = await readBody(response).catch(() => undefined);
  const access = data && typeof data === 'object' ? (data as { access?: unknown }).access : undefined;
  if (typeof access !== 'string' || access === '') return { kind: 'refused' };
  setToken(access);
  return { kind: 'renewed', token: access };
}

/** The Web Locks name every tab of the site takes before refreshing (docs/sessions-and-limits.md). */
export const REFRESH_LOCK_NAME = 'fournil-refresh';

/**
 * Runs `work` holding the cross-tab refresh lock; without the Web Locks API (old browsers, some
 * embedded views) it simply runs: the server's grace window then covers two tabs refreshing at once.
 */
function withRefreshLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks || typeof locks.request !== 'function') return work();
  return locks.request(REFRESH_LOCK_NAME, () => work()) as Promise<T>;
}

/**
 * Asks the server for a new access token with the refresh cookie. Concurrent callers of this tab
 * share one request, and tabs take turns through a Web Lock: the refresh token rotates, so the
 * tab that waited first looks whether another tab already stored a newer access token than the
 * one that failed (`failedToken`), and uses it instead of refreshing again. A refusal clears the
 * stored token and calls the session-expired handler, once.
 */
export function refreshAccessToken(failedToken?: string): Promise<RefreshOutcome> {
  refreshInFlight ??= withRefreshLock(async (): Promise<RefreshOutcome> => {
    const stored = getToken();
    if (failedToken !== undefined && stored && stored !== failedToken) return { kind: 'renewed', token: stored };
    return requestNewAccessToken();
  })
    .then((outcome) => {
      if (outcome.kind === 'refused') {
        clearToken();
        sessionExpiredHandler();
      }
      return outcome;
    })
    .finally(() => {
      refreshInFlight = null;
    });
  return refreshInFlight;
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer
  );
}

async function send(path: string, init: RequestInit, headers: Headers, body: BodyInit | undefined): Promise<Response> {
  try {
    return await fetch(path, { credentials: 'include', ...init, headers, body: body ?? null });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, null);
  }
}

/**
 * fetch for our API. `path` is absolute (`/api/...`). Adds the bearer token when one is stored and
 * the CSRF header on writes, sends cookies, encodes plain bodies as JSON and throws ApiError on any
 * non-2xx answer. A 401 to a request that carried a token refreshes the token once and retries the
 * request once with the new one.
 */
export async function apiFetch<T>(path: string, init: ApiFetchInit = {}): Promise<T> {
  const { body, headers: initHeaders, refreshOnUnauthorized = true, responseType, ...rest } = init;
  const headers = new Headers(initHeaders);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');

  let requestBody: BodyInit | undefined;
  if (body !== undefined && body !== null) {
    if (isRawBody(body)) {
      requestBody = body;
    } else {
      requestBody = JSON.stringify(body);
      if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    }
  }

  const isWrite = !isSafeMethod(rest.method);
  const hasOwnCsrf = headers.has(CSRF_HEADER);
  if (isWrite) setCsrfHeader(headers);

  const hasOwnAuthorization = headers.has('Authorization');
  const sentToken = hasOwnAuthorization ? null : getToken();
  if (sentToken) headers.set('Authorization', `Bearer ${sentToken}`);

  let response = await send(path, rest, headers, requestBody);

  if (response.status === 401 && sentToken && refreshOnUnauthorized) {
    // Another request may already have renewed the token while this one was in flight.
    const current = getToken();
    const outcome: RefreshOutcome =
      current && current !== sentToken ? { kind: 'renewed', token: current } : await refreshAccessToken(sentToken);
    if (outcome.kind === 'unreachable') throw new ApiError(0, null);
    if (outcome.kind === 'renewed') {
      const retryHeaders = new Headers(headers);
      retryHeaders.set('Authorization', `Bearer ${outcome.token}`);
      // The CSRF cookie may have been renewed with the refresh.
      if (isWrite && !hasOwnCsrf) {
        retryHeaders.delete(CSRF_HEADER);
        setCsrfHeader(retryHeaders);
      }
      response = await send(path, rest, retryHeaders, requestBody);
    }
  }

  if (response.ok && responseType === 'blob') return (await response.blob()) as T;
  const data = await readBody(response);
  // The field messages with their French names (formatFieldErrors), which ApiError leaves to this client.
  if (!response.ok) throw new ApiError(response.status, data, formatFieldErrors(data));
  return data as T;
}
