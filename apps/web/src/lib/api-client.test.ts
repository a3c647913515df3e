// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/testing/render-with-providers';
import {
  ApiError,
  NETWORK_ERROR_MESSAGE,
  REFRESH_LOCK_NAME,
  errorDetail,
  errorFields,
  REFRESH_PATH,
  apiFetch,
  readCookie,
  refreshAccessToken,
  setSessionExpiredHandler,
} from './api-client';

describe('apiFetch', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    localStorage.clear();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('calls the absolute path with cookies and returns the parsed JSON', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ ok: true }));
    await expect(apiFetch<{ ok: boolean }>('/api/health')).resolves.toEqual({ ok: true });
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/health');
    expect(init?.credentials).toBe('include');
    expect(new Headers(init?.headers).has('Authorization')).toBe(false);
  });

  it('adds the bearer token when one is stored', async () => {
    localStorage.setItem('token', 'abc.def');
    fetchMock.mockResolvedValue(jsonResponse({}));
    await apiFetch('/api/cotepro/mes-boulangeries/');
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe('Bearer abc.def');
  });

  it('sends plain bodies as JSON', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(apiFetch('/api/contact/', { method: 'POST', body: { nom: 'Ana' } })).resolves.toBeUndefined();
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe('{"nom":"Ana"}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('throws an ApiError with the status, the body and the detail as message', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ detail: 'Non autorisé' }, 403));
    const error = await apiFetch('/api/x/').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, body: { detail: 'Non autorisé' }, message: 'Non autorisé' });
  });

  it('turns field errors into one readable message', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ email: ['Adresse e-mail invalide.'] }, 400));
    await expect(apiFetch('/api/x/')).rejects.toThrow('Email : Adresse e-mail invalide.');
  });

  it('reports a network failure as status 0 with a French message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiFetch('/api/x/')).rejects.toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });
  });

  it('reads the body once into detail and field errors', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ detail: 'Trop de tentatives.', captcha: ['Captcha invalide ou expiré.'] }, 429));
    const error = await apiFetch('/api/x/').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ detail: 'Trop de tentatives.', fieldErrors: { captcha: ['Captcha invalide ou expiré.'] } });
    expect(errorDetail(error)).toBe('Trop de tentatives.');
    expect(errorFields(error)).toEqual({ captcha: ['Captcha invalide ou expiré.'] });
    expect(errorDetail(new Error('x'))).toBeNull();
    expect(errorFields(new Error('x'))).toEqual({});
  });

  it('keeps a text answer (a proxy page) as the message, with neither detail nor field errors', async () => {
    fetchMock.mockResolvedValue(new Response('Bad Gateway', { status: 502, headers: { 'Content-Type': 'text/plain' } }));
    await expect(apiFetch('/api/x/')).rejects.toMatchObject({ status: 502, message: 'Bad Gateway', detail: null, fieldErrors: {} });
  });
});

describe('apiFetch: CSRF header', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    document.cookie = 'csrftoken=csrf-123; path=/';
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    document.cookie = 'csrftoken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('echoes the csrftoken cookie in X-CSRFToken on writes only', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse({})));
    await apiFetch('/api/contact/', { method: 'POST', body: {} });
    await apiFetch('/api/faqs/');
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('X-CSRFToken')).toBe('csrf-123');
    expect(new Headers(fetchMock.mock.calls[1]?.[1]?.headers).has('X-CSRFToken')).toBe(false);
  });

  it('reads the cookie among others', () => {
    document.cookie = 'autre=1; path=/';
    expect(readCookie('csrftoken')).toBe('csrf-123');
    expect(readCookie('absent')).toBeNull();
  });
});

describe('apiFetch: refresh once after a 401, then retry', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const onSessionExpired = vi.fn();
  let restoreHandler: () => void = () => {};

  const calls = () => fetchMock.mock.calls.map(([path, init]) => [String(path), new Headers(init?.headers).get('Authorization')]);

  beforeEach(() => {
    fetchMock.mockReset();
    onSessionExpired.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem('token', 'old');
    document.cookie = 'csrftoken=csrf-abc; path=/';
    restoreHandler = setSessionExpiredHandler(onSessionExpired);
  });

  afterEach(() => {
    restoreHandler();
    vi.unstubAllGlobals();
    localStorage.clear();
    document.cookie = 'csrftoken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  /** The server: the user endpoint accepts only `Bearer new`; the refresh answers `refresh`. */
  function server(refresh: () => Response | Promise<Response>) {
    fetchMock.mockImplementation((input, init) => {
      if (String(input) === REFRESH_PATH) return Promise.resolve(refresh());
      const authorization = new Headers(init?.headers).get('Authorization');
      return Promise.resolve(
        authorization === 'Bearer new' ? jsonResponse({ id: 1 }) : jsonResponse({ detail: 'Non authentifié : reconnectez-vous' }, 401),
      );
    });
  }

  it('refreshes with the cookie and the CSRF header, stores the new token and retries the request', async () => {
    server(() => jsonResponse({ access: 'new', access_expiration: '2026-01-01T00:15:00Z' }));
    await expect(apiFetch('/api/auth/user/')).resolves.toEqual({ id: 1 });
    expect(calls()).toEqual([
      ['/api/auth/user/', 'Bearer old'],
      [REFRESH_PATH, null],
      ['/api/auth/user/', 'Bearer new'],
    ]);
    const refreshInit = fetchMock.mock.calls[1]?.[1];
    expect(refreshInit?.method).toBe('POST');
    expect(refreshInit?.credentials).toBe('include');
    expect(refreshInit?.body).toBe('{}');
    expect(new Headers(refreshInit?.headers).get('X-CSRFToken')).toBe('csrf-abc');
    expect(localStorage.getItem('token')).toBe('new');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('retries a write with its body', async () => {
    server(() => jsonResponse({ access: 'new' }));
    await apiFetch('/api/auth/user/', { method: 'PATCH', body: { commune: 'Paris' } });
    const retry = fetchMock.mock.calls[2]?.[1];
    expect(retry?.method).toBe('PATCH');
    expect(retry?.body).toBe('{"commune":"Paris"}');
    expect(new Headers(retry?.headers).get('X-CSRFToken')).toBe('csrf-abc');
  });

  it('refreshes only once: a second 401 is thrown', async () => {
    fetchMock.mockImplementation((input) =>
      Promise.resolve(
        String(input) === REFRESH_PATH ? jsonResponse({ access: 'newer' }) : jsonResponse({ detail: 'Non authentifié' }, 401),
      ),
    );
    await expect(apiFetch('/api/auth/user/')).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(fetchMock.mock.calls.filter(([path]) => String(path) === REFRESH_PATH)).toHaveLength(1);
  });

  it('shares one refresh between concurrent requests', async () => {
    let release: (response: Response) => void = () => {};
    server(() => new Promise<Response>((resolve) => (release = resolve)));
    const first = apiFetch('/api/auth/user/');
    const second = apiFetch('/api/cotepro/mes-boulangeries/');
    await vi.waitFor(() => expect(fetchMock.mock.calls.filter(([path]) => String(path) === REFRESH_PATH)).toHaveLength(1));
    release(jsonResponse({ access: 'new' }));
    await expect(Promise.all([first, second])).resolves.toEqual([{ id: 1 }, { id: 1 }]);
    expect(fetchMock.mock.calls.filter(([path]) => String(path) === REFRESH_PATH)).toHaveLength(1);
  });

  it('clears the token and reports the expired session once when the refresh is refused', async () => {
    server(() => jsonResponse({ detail: 'Jeton invalide ou expiré.' }, 401));
    const results = await Promise.allSettled([apiFetch('/api/auth/user/'), apiFetch('/api/auth/user/')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(results[0]).toMatchObject({ reason: { status: 401 } });
    expect(localStorage.getItem('token')).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    // No retry after a refused refresh.
    expect(fetchMock.mock.calls.filter(([path]) => String(path) !== REFRESH_PATH)).toHaveLength(2);
  });

  it('keeps the session when the refresh cannot reach the server', async () => {
    fetchMock.mockImplementation((input) =>
      String(input) === REFRESH_PATH ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(jsonResponse({}, 401)),
    );
    await expect(apiFetch('/api/auth/user/')).rejects.toMatchObject({ status: 0 });
    expect(localStorage.getItem('token')).toBe('old');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('does not refresh when no token was sent', async () => {
    localStorage.clear();
    fetchMock.mockResolvedValue(jsonResponse({ detail: 'Non authentifié : reconnectez-vous' }, 401));
    await expect(apiFetch('/api/auth/user/')).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('does not refresh when asked not to', async () => {
    fetchMock.mockResolvedValue(jsonResponse({}, 401));
    await expect(apiFetch('/api/auth/logout/', { method: 'POST', refreshOnUnauthorized: false })).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('retries with a token renewed meanwhile by another request, without refreshing again', async () => {
    fetchMock.mockImplementation((_input, init) => {
      const authorization = new Headers(init?.headers).get('Authorization');
      if (authorization === 'Bearer old') {
        localStorage.setItem('token', 'new'); // another request renewed it while this one was in flight
        return Promise.resolve(jsonResponse({}, 401));
      }
      return Promise.resolve(jsonResponse({ id: 1 }));
    });
    await expect(apiFetch('/api/auth/user/')).resolves.toEqual({ id: 1 });
    expect(calls()).toEqual([
      ['/api/auth/user/', 'Bearer old'],
      ['/api/auth/user/', 'Bearer new'],
    ]);
  });
});

describe('refreshAccessToken: tabs take turns with a Web Lock', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let restoreHandler: () => void = () => {};

  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem('token', 'old');
    restoreHandler = setSessionExpiredHandler(() => {});
  });

  afterEach(() => {
    restoreHandler();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  /** navigator.locks stand-in: runs the callbacks one after the other and records the names. */
  function stubLocks(beforeGrant: () => void = () => {}) {
    const names: string[] = [];
    let queue = Promise.resolve();
    const request = vi.fn((name: string, callback: () => Promise<unknown>) => {
      names.push(name);
      const run = queue.then(() => {
        beforeGrant();
        return callback();
      });
      queue = run.then(
        () => undefined,
        () => undefined,
      );
      return run;
    });
    vi.stubGlobal('navigator', { ...navigator, locks: { request } });
    return names;
  }

  it('refreshes while holding the fournil-refresh lock', async () => {
    const names = stubLocks();
    fetchMock.mockResolvedValue(jsonResponse({ access: 'new' }));
    await expect(refreshAccessToken('old')).resolves.toEqual({ kind: 'renewed', token: 'new' });
    expect(names).toEqual([REFRESH_LOCK_NAME]);
    expect(REFRESH_LOCK_NAME).toBe('fournil-refresh');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('token')).toBe('new');
  });

  it('uses the newer token another tab stored while it waited for the lock, without refreshing', async () => {
    // The other tab held the lock and renewed the session just before this one got it.
    stubLocks(() => localStorage.setItem('token', 'from-other-tab'));
    await expect(refreshAccessToken('old')).resolves.toEqual({ kind: 'renewed', token: 'from-other-tab' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refreshes without a lock where the Web Locks API is missing', async () => {
    vi.stubGlobal('navigator', { ...navigator, locks: undefined });
    fetchMock.mockResolvedValue(jsonResponse({ access: 'new' }));
    await expect(refreshAccessToken('old')).resolves.toEqual({ kind: 'renewed', token: 'new' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
