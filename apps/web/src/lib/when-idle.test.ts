// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('waits for the next frame, then asks for an idle period with a time-out', () => {
    const frames: FrameRequestCallback[] = [];
    const requestIdleCallback = vi.fn((_callback: IdleRequestCallback, _options?: IdleRequestOptions) => 7);
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    const callback = vi.fn();

    whenIdle(callback, { timeoutMs: 1_500 });
    expect(requestIdleCallback).not.toHaveBeenCalled();
    frames[0]?.(0);
    expect(requestIdleCallback).toHaveBeenCalledWith(callback, { timeout: 1_500 });
  });

  it('can wait a while after the frame before asking', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const frames: FrameRequestCallback[] = [];
    const requestIdleCallback = vi.fn((_callback: IdleRequestCallback, _options?: IdleRequestOptions) => 7);
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);

    whenIdle(vi.fn(), { delayMs: 3_000 });
    frames[0]?.(0);
    vi.advanceTimersByTime(2_999);
    expect(requestIdleCallback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(requestIdleCallback).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('can be cancelled before it runs', () => {
    const frames: FrameRequestCallback[] = [];
    const cancelAnimationFrame = vi.fn();
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', cancelAnimationFrame);
    const stop = whenIdle(vi.fn());
    stop();
    expect(cancelAnimationFrame).toHaveBeenCalledWith(1);
  });
});
