import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi, type Mock } from 'vitest';

/**
 * Replaces `fetch` with a mock for each test of the calling suite (reset before each test) and, unless
 * `signedIn` is false, stores an access token. After each test: unmounts, restores `fetch`, clears storage.
 * Call it at the top of a `describe` (or module), before the suite's own hooks.
 */
export function stubFetch({ signedIn = true }: { signedIn?: boolean } = {}): Mock<typeof fetch> {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    if (signedIn) localStorage.setItem('token', 'jwt');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
  });
  return fetchMock;
}
