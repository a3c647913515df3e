import { describe, expect, it } from 'vitest';
import { getScrollButtonState } from './scroll-button-state';

describe('getScrollButtonState', () => {
  it('is hidden unless the page is taller than the window by more than 10 px', () => {
    expect(getScrollButtonState({ scrollHeight: 810, viewportHeight: 800, scrollY: 0 }).isVisible).toBe(false);
    expect(getScrollButtonState({ scrollHeight: 811, viewportHeight: 800, scrollY: 0 }).isVisible).toBe(true);
  });

  it('is in the bottom state within 100 px of the bottom', () => {
    const page = { scrollHeight: 2000, viewportHeight: 800 };
    expect(getScrollButtonState({ ...page, scrollY: 0 }).isAtBottom).toBe(false);
    expect(getScrollButtonState({ ...page, scrollY: 1099 }).isAtBottom).toBe(false);
    expect(getScrollButtonState({ ...page, scrollY: 1100 }).isAtBottom).toBe(true);
    expect(getScrollButtonState({ ...page, scrollY: 1200 }).isAtBottom).toBe(true);
  });
});
