import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveStatus } from '../components/live-status';
import { LIVE_FEED_TOASTS, liveFeedUrl, useLiveFeed, type UseLiveFeedOptions } from './use-live-feed';

class FakeSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static instances: FakeSocket[] = [];
  readyState = FakeSocket.CONNECTING;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;

  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1000) {
    this.readyState = FakeSocket.CLOSED;
    this.onclose?.({ code });
  }
  open() {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.();
  }
  receive(value: unknown) {
    this.onmessage?.({ data: JSON.stringify(value) });
  }
  drop(code: number) {
    this.readyState = FakeSocket.CLOSED;
    this.onclose?.({ code });
  }
}

function Harness(props: UseLiveFeedOptions) {
  const { status } = useLiveFeed(props);
  return <LiveStatus status={status} />;
}

const last = () => FakeSocket.instances[FakeSocket.instances.length - 1] as FakeSocket;

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

  it('subscribes on open, re-subscribes when the radius changes, and hands over lists and bakeries', () => {
    const onBakeries = vi.fn();
    const onBakery = vi.fn();
    const { rerender } = render(<Harness subscription={{ lat: 48.85, lng: 2.34, rayon: 2 }} onBakeries={onBakeries} onBakery={onBakery} />);
    expect(screen.getByTestId('live-status').textContent).toBe('Déconnecté');

    act(() => last().open());
    expect(screen.getByTestId('live-status').textContent).toBe('Connecté');
    expect(last().sent).toEqual([{ type: 'subscribe', lat: 48.85, lng: 2.34, rayon: 2 }]);

    rerender(<Harness subscription={{ lat: 48.85, lng: 2.34, rayon: 10 }} onBakeries={onBakeries} onBakery={onBakery} />);
    expect(last().sent).toEqual([
      { type: 'subscribe', lat: 48.85, lng: 2.34, rayon: 2 },
      { type: 'subscribe', lat: 48.85, lng: 2.34, rayon: 10 },
    ]);

    act(() => last().receive([{ id: 1 }]));
    act(() => last().receive({ id: 1, disponibilite_pain: false }));
    expect(onBakeries).toHaveBeenCalledWith([{ id: 1 }]);
    expect(onBakery).toHaveBeenCalledWith({ id: 1, disponibilite_pain: false });
  });

  it('sends watch for a detail page', () => {
    render(<Harness watchId={12} />);
    act(() => last().open());
    expect(last().sent).toEqual([{ type: 'watch', id: 12 }]);
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
