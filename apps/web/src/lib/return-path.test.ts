// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { isSafeReturnPath, rememberReturnPath, takeReturnPath } from './return-path';

describe('return path after login', () => {
  afterEach(() => localStorage.clear());

  it('gives the remembered path once', () => {
    rememberReturnPath('/invite/accepter/abc123');
    expect(takeReturnPath()).toBe('/invite/accepter/abc123');
    expect(takeReturnPath()).toBeNull();
  });

  it('forgets a path older than an invitation lives (7 days)', () => {
    const now = Date.now();
    rememberReturnPath('/invite/accepter/abc123', now - 8 * 24 * 60 * 60_000);
    expect(takeReturnPath(now)).toBeNull();
  });

  it('never remembers or returns another site', () => {
    for (const path of ['https://evil.example/x', '//evil.example', '/\\evil', '/login?next=/x', 'javascript:alert(1)']) {
      expect(isSafeReturnPath(path)).toBe(false);
      rememberReturnPath(path);
      expect(takeReturnPath()).toBeNull();
    }
    localStorage.setItem('fournil.returnAfterLogin', JSON.stringify({ path: '//evil.example', savedAt: Date.now() }));
    expect(takeReturnPath()).toBeNull();
  });
});
