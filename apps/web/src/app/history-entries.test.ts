// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { currentIndex, hasEarlierEntry, isRouterHistoryState, newEntryState } from './history-entries';

describe('history entries', () => {
  afterEach(() => window.history.replaceState(null, ''));

  it('counts an entry the router did not create as the first one', () => {
    window.history.replaceState({ something: 'else' }, '');
    expect(currentIndex()).toBe(0);
    expect(hasEarlierEntry()).toBe(false);
  });

  it('says "back" stays on the site once an entry was pushed after the first', () => {
    window.history.replaceState(newEntryState(0), '');
    expect(hasEarlierEntry()).toBe(false);
    window.history.pushState(newEntryState(currentIndex() + 1), '');
    expect(currentIndex()).toBe(1);
    expect(hasEarlierEntry()).toBe(true);
  });

  it('writes states shaped as React Router reads them', () => {
    const state = newEntryState(3);
    expect(isRouterHistoryState(state)).toBe(true);
    expect(state).toEqual({ usr: null, key: expect.stringMatching(/^[0-9a-z]{1,8}$/), idx: 3 });
    expect(newEntryState(3).key).not.toBe(state.key);
  });
});
