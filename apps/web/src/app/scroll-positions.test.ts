// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { historyEntryKey, rememberScrollPosition, SCROLL_POSITIONS_STORAGE_KEY } from './scroll-positions';

describe('scroll positions for the router', () => {
  beforeEach(() => sessionStorage.clear());

  it('names a history entry as React Router does: its key, else "default"', () => {
    expect(historyEntryKey({ usr: null, key: 'ab12cd34', idx: 0 })).toBe('ab12cd34');
    expect(historyEntryKey(null)).toBe('default');
    expect(historyEntryKey({ idx: 2 })).toBe('default');
  });

  it('adds a position to those already kept', () => {
    sessionStorage.setItem(SCROLL_POSITIONS_STORAGE_KEY, JSON.stringify({ other: 12 }));
    rememberScrollPosition('home', 640);
    expect(JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_STORAGE_KEY) ?? '')).toEqual({ other: 12, home: 640 });
  });

  it('starts over from unreadable storage', () => {
    sessionStorage.setItem(SCROLL_POSITIONS_STORAGE_KEY, 'pas du json');
    rememberScrollPosition('home', 80);
    expect(JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_STORAGE_KEY) ?? '')).toEqual({ home: 80 });
  });
});
