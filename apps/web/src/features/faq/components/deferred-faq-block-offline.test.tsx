import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeferredFaqBlock } from './deferred-faq-block';

// The FAQ chunk cannot be fetched (offline, or replaced by a new deployment).
vi.mock('./faq-block', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

let reportIntersection: (() => void) | null = null;

class FakeObserver {
  constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
    reportIntersection = () => callback([{ isIntersecting: true }]);
  }
  observe() {}
  disconnect() {}
}

describe('DeferredFaqBlock without its chunk', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('leaves the page as it is instead of failing it', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { container } = render(
      <main>
        <p>Boulangeries</p>
        <DeferredFaqBlock pathname="/" />
      </main>,
    );
    await act(async () => {
      reportIntersection?.();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(container.textContent).toBe('Boulangeries');
    expect(container.querySelector('.faq-placeholder')).toBeNull();
  });
});
