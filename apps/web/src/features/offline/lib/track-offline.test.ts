// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ASK_STATE_MESSAGE, NEARBY_SERVED_MESSAGE } from '@/service-worker/offline-protocol';
import { PROBE_INTERVAL_MS, trackOffline } from './track-offline';

// docs/offline.md, "Offline home": when the page says it shows kept data.
describe('trackOffline', () => {
  let isOnline = true;
  let worker: EventTarget & { controller: { postMessage: ReturnType<typeof vi.fn> } };
  let stop: () => void = () => {};

  beforeEach(() => {
    isOnline = true;
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => isOnline });
    worker = Object.assign(new EventTarget(), { controller: { postMessage: vi.fn() } });
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: worker });
  });
  afterEach(() => {
    stop();
    Reflect.deleteProperty(navigator, 'onLine');
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  const serve = (fetchedAt: number | null) =>
    worker.dispatchEvent(new MessageEvent('message', { data: { type: NEARBY_SERVED_MESSAGE, fetchedAt } }));

  it('says nothing online, and asks the worker what it served before', async () => {
    const onBanner = vi.fn();
    stop = trackOffline(onBanner);
    await vi.waitFor(() => expect(onBanner).toHaveBeenLastCalledWith(null));
    expect(worker.controller.postMessage).toHaveBeenCalledWith(ASK_STATE_MESSAGE);
  });

  it('shows the banner when the browser goes offline, and removes it back online', async () => {
    const onBanner = vi.fn();
    stop = trackOffline(onBanner);
    isOnline = false;
    window.dispatchEvent(new Event('offline'));
    // No kept list to read here (no Cache Storage in the test): « Hors ligne » alone.
    await vi.waitFor(() => expect(onBanner).toHaveBeenLastCalledWith('Hors ligne'));
    isOnline = true;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(onBanner).toHaveBeenLastCalledWith(null));
  });

  it('shows the banner with the kept list’s time when the worker served it while the browser thought it was online', async () => {
    const onBanner = vi.fn();
    stop = trackOffline(onBanner);
    serve(Date.parse(new Date().toISOString().slice(0, 10) + 'T07:12:00Z'));
    await vi.waitFor(() => expect(onBanner).toHaveBeenLastCalledWith(expect.stringMatching(/^Hors ligne · données d/)));
    serve(null);
    await vi.waitFor(() => expect(onBanner).toHaveBeenLastCalledWith(null));
  });

  it('tries the network now and then while a kept list is shown online, and removes the banner when it answers', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(async () => new Response('{}', { status: 503 }));
    vi.stubGlobal('fetch', fetchMock);
    try {
      const onBanner = vi.fn();
      stop = trackOffline(onBanner);
      await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS);
      expect(fetchMock).not.toHaveBeenCalled();
      serve(Date.now());
      await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(onBanner).toHaveBeenLastCalledWith(expect.stringMatching(/^Hors ligne/));
      fetchMock.mockResolvedValue(new Response('{}', { status: 200 }));
      await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS);
      expect(onBanner).toHaveBeenLastCalledWith(null);
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
  });
});
