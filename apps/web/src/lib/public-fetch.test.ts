// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/testing/render-with-providers';
import { ApiError, NETWORK_ERROR_MESSAGE } from './api-error';
import { publicGetJson } from './public-fetch';

describe('publicGetJson', () => {
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

  it('reads public JSON without sending the session, even when one is stored', async () => {
    localStorage.setItem('token', 'abc.def');
    fetchMock.mockResolvedValue(jsonResponse([{ id: 1 }]));
    await expect(publicGetJson('/api/boulangeries/?lat=45&lng=4&rayon=2')).resolves.toEqual([{ id: 1 }]);
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/boulangeries/?lat=45&lng=4&rayon=2');
    expect(new Headers(init?.headers).has('Authorization')).toBe(false);
    expect(new Headers(init?.headers).get('Accept')).toBe('application/json');
  });

  it('throws the server’s French sentence as an ApiError, and its field messages without their keys', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ detail: 'Boulangerie introuvable.' }, 404));
    await expect(publicGetJson('/api/boulangeries/9/public/')).rejects.toMatchObject({ status: 404, message: 'Boulangerie introuvable.' });
    fetchMock.mockResolvedValueOnce(jsonResponse({ lat: ['Latitude invalide.'] }, 400));
    const error = await publicGetJson('/api/boulangeries/?lat=95').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Latitude invalide.');
    expect((error as ApiError).fieldErrors).toEqual({ lat: ['Latitude invalide.'] });
  });

  it('says the server cannot be reached when the request fails, and lets an abort through', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(publicGetJson('/api/x/')).rejects.toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });
    fetchMock.mockRejectedValueOnce(new DOMException('Aborted', 'AbortError'));
    await expect(publicGetJson('/api/x/')).rejects.toMatchObject({ name: 'AbortError' });
  });
});
