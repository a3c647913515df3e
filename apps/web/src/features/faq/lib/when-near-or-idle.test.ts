// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_DELAY_MS, IDLE_TIMEOUT_MS, NEAR_VIEWPORT_MARGIN, whenNearOrIdle } from './when-near-or-idle';

type TObserverCallback = (entries: Array<{ isIntersecting: boolean }>) => void;

/** A stand-in IntersectionObserver the test drives by hand. */
class FakeObserver {
  static last: FakeObserver | null = null;
  readonly callback: TObserverCallback;
  readonly options: IntersectionObserverInit | undefined;
  observed: Element[] = [];
  isDisconnected = false;

  constructor(callback: TObserverCallback, options?: IntersectionObserverInit) {
    this.callback = callback;
    this.options = options;
    FakeObserver.last = this;
  }

  observe(element: Element) {
    this.observed.push(element);
  }

  disconnect() {
    this.isDisconnected = true;
  }
}

function observer(): FakeObserver {
  if (!FakeObserver.last) throw new Error('no observer');
  return FakeObserver.last;
}

describe('whenNearOrIdle', () => {
  const element = document.createElement('div');

  beforeEach(() => {
    vi.useFakeTimers();
    FakeObserver.last = null;
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('fires once when the element comes near the viewport', () => {
    const onReady = vi.fn();
    whenNearOrIdle(element, onReady);
    expect(observer().observed).toEqual([element]);
    expect(observer().options?.rootMargin).toBe(NEAR_VIEWPORT_MARGIN);
    observer().callback([{ isIntersecting: false }]);
    expect(onReady).not.toHaveBeenCalled();
    observer().callback([{ isIntersecting: true }]);
    expect(onReady).toHaveBeenCalledTimes(1);
    expect(observer().isDisconnected).toBe(true);
    vi.advanceTimersByTime(IDLE_DELAY_MS + IDLE_TIMEOUT_MS);
    expect(onReady).toHaveBeenCalledTimes(1);
  });

  it('fires when the browser is idle after the delay, without any scrolling', () => {
    const requestIdleCallback = vi.fn((callback: () => void, options?: IdleRequestOptions) => {
      expect(options?.timeout).toBe(IDLE_TIMEOUT_MS);
      return setTimeout(callback, 50) as unknown as number;
    });
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    const onReady = vi.fn();
    whenNearOrIdle(element, onReady);
    vi.advanceTimersByTime(IDLE_DELAY_MS - 1);
    expect(requestIdleCallback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(requestIdleCallback).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(50);
    expect(onReady).toHaveBeenCalledTimes(1);
    expect(observer().isDisconnected).toBe(true);
  });

  it('falls back to the delay alone where there is no requestIdleCallback (Safari)', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const onReady = vi.fn();
    whenNearOrIdle(element, onReady);
    vi.advanceTimersByTime(IDLE_DELAY_MS);
    expect(onReady).toHaveBeenCalledTimes(1);
  });

  it('waits for the viewport alone when idle time is not enough', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const onReady = vi.fn();
    whenNearOrIdle(element, onReady, { isIdleEnough: false });
    vi.advanceTimersByTime(IDLE_DELAY_MS * 10);
    expect(onReady).not.toHaveBeenCalled();
    observer().callback([{ isIntersecting: true }]);
    expect(onReady).toHaveBeenCalledTimes(1);
  });

  it('never fires after its cleanup ran', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const onReady = vi.fn();
    const stop = whenNearOrIdle(element, onReady);
    stop();
    observer().callback([{ isIntersecting: true }]);
    vi.advanceTimersByTime(IDLE_DELAY_MS * 2);
    expect(onReady).not.toHaveBeenCalled();
    expect(observer().isDisconnected).toBe(true);
  });
});
