import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR_MESSAGE, apiFetch } from './api-client';

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

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
    await expect(apiFetch('/api/x/')).rejects.toThrow('email: Adresse e-mail invalide.');
  });

  it('reports a network failure as status 0 with a French message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiFetch('/api/x/')).rejects.toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });
  });
});
