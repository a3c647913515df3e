import { ApiError, readBody } from './api-error';

/**
 * GET of a public API path (`/api/...`) as JSON, without the session: no token, no refresh, no CSRF
 * (lib/api-client.ts does those for the signed-in screens). Throws ApiError on a non-2xx answer and
 * ApiError status 0 when the server cannot be reached; an abort stays an AbortError. Used by the first
 * load of '/', whose JavaScript is budgeted (docs/nearby-search.md "Speed targets").
 */
export async function publicGetJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { headers: { Accept: 'application/json' }, ...(signal ? { signal } : {}) });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, null);
  }
  const data = await readBody(response);
  if (!response.ok) throw new ApiError(response.status, data);
  return data as T;
}
