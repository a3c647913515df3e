import { LIVE_FEED_MESSAGES, WS_RECONNECT_DELAY_MS, WS_RESTART_RECONNECT_SPREAD_MS, WS_SERVICE_RESTART } from '@fournil/shared';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket, lastSocket } from '@/testing/fake-socket';
import { makeNearbyCard, makePublicDetail } from '@/testing/live-bakeries';
import { LiveStatus } from '../components/live-status';
import { LIVE_FEED_TOASTS, WATCHED_BAKERY_NOT_FOUND, liveFeedUrl, useLiveFeed, type UseLiveFeedOptions } from './use-live-feed';

function Harness(props: UseLiveFeedOptions) {
  const { status } = useLiveFeed(props);
  return <LiveStatus status={status} />;
}

const last = lastSocket;

describe('useLiveFeed', () => {
  beforeEach(() => {
    FakeSocket.instances = [];
    vi.useFakeTimers();
    vi.stubGlobal('WebSocket', FakeSocket);
  });

  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('builds the same-origin ws: or wss: address', () => {
    expect(liveFeedUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/ws/chat/');
    expect(liveFeedUrl({ protocol: 'https:', host: 'fournil.fr' })).toBe('wss://fournil.fr/ws/chat/');
  });

  it('subscribes on open, re-subscribes when the radius changes, and hands over the circle and its changed cards', () => {
    const onBakeries = vi.fn();
    const onCard = vi.fn();
    const onDetail = vi.fn();
    const props = { onBakeries, onCard, onDetail };
    const { rerender } = render(<Harness subscription={{ lat: 48.85, lng: 2.34, rayon: 2 }} {...props} />);
    expect(screen.getByTestId('live-status').textContent).toBe('Déconnecté');

    act(() => last().open());
    expect(screen.getByTestId('live-status').textContent).toBe('Connecté');
    expect(last().sent).toEqual([{ type: 'subscribe', lat: 48.85, lng: 2.34, rayon: 2 }]);

    rerender(<Harness subscription={{ lat: 48.85, lng: 2.34, rayon: 10 }} {...props} />);
    expect(last().sent).toEqual([
      { type: 'subscribe', lat: 48.85, lng: 2.34, rayon: 2 },
      { type: 'subscribe', lat: 48.85, lng: 2.34, rayon: 10 },
    ]);

    const circle = [makeNearbyCard({ id: 1, distance_km: 0.4 }), makeNearbyCard({ id: 2, distance_km: 1.1 })];
    const changed = makeNearbyCard({ id: 1, distance_km: 0.4, disponibilite_pain: false });
    act(() => last().receive(circle));
    act(() => last().receive(changed));
    expect(onBakeries).toHaveBeenCalledWith(circle);
    expect(onCard).toHaveBeenCalledWith(changed);
    expect(onDetail).not.toHaveBeenCalled();
  });

  it('sends watch for a detail page and hands over the watched bakery’s detail', () => {
    const onCard = vi.fn();
    const onDetail = vi.fn();
    render(<Harness watchId={12} onCard={onCard} onDetail={onDetail} />);
    act(() => last().open());
    expect(last().sent).toEqual([{ type: 'watch', id: 12 }]);

    const detail = makePublicDetail({ id: 12, disponibilite_pain: false });
    act(() => last().receive(detail));
    expect(onDetail).toHaveBeenCalledWith(detail);
    expect(onCard).not.toHaveBeenCalled();
  });

  it('toasts the feed’s error messages', () => {
    const onNotice = vi.fn();
    render(<Harness watchId={12} onNotice={onNotice} />);
    act(() => last().open());
    act(() => last().receive({ type: 'error', detail: 'Trop de messages, réessayez dans quelques instants.' }));
    expect(onNotice).toHaveBeenCalledWith(LIVE_FEED_TOASTS.error);
  });

  it('does not toast « Erreur WebSocket » when the watched bakery does not exist (its page says not found)', () => {
    const onNotice = vi.fn();
    render(<Harness watchId={999999} onNotice={onNotice} />);
    act(() => last().open());
    act(() => last().receive({ type: 'error', detail: LIVE_FEED_MESSAGES.bakeryNotFound }));
    expect(onNotice).not.toHaveBeenCalled();
    expect(WATCHED_BAKERY_NOT_FOUND).toBe(LIVE_FEED_MESSAGES.bakeryNotFound);
  });

  it('reconnects 3 s after an abnormal close, with a toast, and not after a normal one', () => {
    const onNotice = vi.fn();
    render(<Harness subscription={{ lat: 1, lng: 2, rayon: 2 }} onNotice={onNotice} />);
    act(() => last().open());
    act(() => last().drop(1006));
    expect(screen.getByTestId('live-status').textContent).toBe('Déconnecté');
    expect(onNotice).toHaveBeenCalledWith(LIVE_FEED_TOASTS.disconnected);
    expect(FakeSocket.instances).toHaveLength(1);

    act(() => vi.advanceTimersByTime(2999));
    expect(FakeSocket.instances).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(FakeSocket.instances).toHaveLength(2);
    act(() => last().open());
    expect(last().sent).toEqual([{ type: 'subscribe', lat: 1, lng: 2, rayon: 2 }]);

    act(() => last().drop(1000));
    act(() => vi.advanceTimersByTime(10_000));
    expect(FakeSocket.instances).toHaveLength(2);
  });

  it('spreads the reconnections after an instance restart (1012) over 3 to 8 s', () => {
    const reconnectDelay = (random: number) => {
      vi.spyOn(Math, 'random').mockReturnValue(random);
      const { unmount } = render(<Harness subscription={{ lat: 1, lng: 2, rayon: 2 }} />);
      const before = FakeSocket.instances.length;
      act(() => last().open());
      act(() => last().drop(WS_SERVICE_RESTART));
      let waited = 0;
      while (FakeSocket.instances.length === before && waited < 20_000) {
        act(() => vi.advanceTimersByTime(100));
        waited += 100;
      }
      unmount();
      vi.mocked(Math.random).mockRestore();
      return waited;
    };
    expect(reconnectDelay(0)).toBe(WS_RECONNECT_DELAY_MS);
    expect(reconnectDelay(0.999)).toBe(WS_RECONNECT_DELAY_MS + WS_RESTART_RECONNECT_SPREAD_MS);
  });

  it('shows Erreur and toasts a connection error once while retrying', () => {
    const onNotice = vi.fn();
    render(<Harness onNotice={onNotice} />);
    act(() => {
      last().onerror?.();
      last().drop(1006);
    });
    expect(screen.getByTestId('live-status').textContent).toBe('Erreur');
    act(() => vi.advanceTimersByTime(3000));
    act(() => {
      last().onerror?.();
      last().drop(1006);
    });
    expect(onNotice.mock.calls).toEqual([[LIVE_FEED_TOASTS.connectionError]]);
  });

  it('closes with 1000 on unmount and does not reconnect', () => {
    const { unmount } = render(<Harness />);
    act(() => last().open());
    unmount();
    act(() => vi.advanceTimersByTime(10_000));
    expect(FakeSocket.instances).toHaveLength(1);
    expect(last().readyState).toBe(FakeSocket.CLOSED);
  });
});
