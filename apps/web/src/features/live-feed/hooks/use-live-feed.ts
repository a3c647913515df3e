import {
  WS_RECONNECT_DELAY_MS,
  WS_RESTART_RECONNECT_SPREAD_MS,
  WS_SERVICE_RESTART,
  type TNearbyBakery,
  type TPublicBakeryDetail,
} from '@fournil/shared';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { parseLiveMessage } from '../live-feed-reducer';

export type TLiveStatus = 'Connecté' | 'Déconnecté' | 'Erreur';

/** Toasts of the live feed (docs/live-feed.md, "In the browser"). */
export const LIVE_FEED_TOASTS = {
  disconnected: 'WebSocket déconnecté',
  connectionError: 'Erreur de connexion WebSocket',
  error: 'Erreur WebSocket',
} as const;

/**
 * The server's answer to the watch of a bakery that does not exist (LIVE_FEED_MESSAGES.bakeryNotFound,
 * a test checks they match). Spelled here: the shared schemas module would bring zod into the home
 * page's first load.
 */
export const WATCHED_BAKERY_NOT_FOUND = 'Boulangerie introuvable.';

export type TLiveSubscription = { lat: number; lng: number; rayon: number };

export type UseLiveFeedOptions = {
  /** Position and radius to follow: the server answers with the bakeries in range, then their changes. */
  subscription?: TLiveSubscription | null;
  /** One bakery to follow by id (detail page). */
  watchId?: number | null;
  /** The whole circle, sorted by distance from the subscribed centre: it replaces the list. */
  onBakeries?: (cards: TNearbyBakery[]) => void;
  /** One bakery of the circle changed (or entered it). */
  onCard?: (card: TNearbyBakery) => void;
  /** A watched bakery changed: its whole public detail. */
  onDetail?: (detail: TPublicBakeryDetail) => void;
  /** A French message for a toast. */
  onNotice?: (message: string) => void;
};

export function liveFeedUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/ws/chat/`;
}

function send(socket: WebSocket | null, message: unknown): void {
  if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
}

/**
 * The live feed `/ws/chat/`: connects on mount, reconnects after 3 s when closed with a code other
 * than 1000 (3 to 8 s after a 1012, an instance restarting), (re)sends the subscription and the watched id whenever they change or the socket reopens.
 */
export function useLiveFeed({ subscription = null, watchId = null, onBakeries, onCard, onDetail, onNotice }: UseLiveFeedOptions): {
  status: TLiveStatus;
} {
  const [status, setStatus] = useState<TLiveStatus>('Déconnecté');
  const socketRef = useRef<WebSocket | null>(null);

  const lat = subscription?.lat;
  const lng = subscription?.lng;
  const rayon = subscription?.rayon;

  const sendState = useEffectEvent((socket: WebSocket) => {
    if (lat !== undefined && lng !== undefined && rayon !== undefined) send(socket, { type: 'subscribe', lat, lng, rayon });
    if (watchId !== null) send(socket, { type: 'watch', id: watchId });
  });

  const handleFrame = useEffectEvent((data: unknown) => {
    const message = parseLiveMessage(data);
    if (!message) return;
    if (message.kind === 'list') onBakeries?.(message.cards);
    else if (message.kind === 'card') onCard?.(message.card);
    else if (message.kind === 'detail') onDetail?.(message.detail);
    // A watched bakery that does not exist: its page already says so (not found), the feed is fine.
    else if (message.detail !== WATCHED_BAKERY_NOT_FOUND) onNotice?.(LIVE_FEED_TOASTS.error);
  });

  const notify = useEffectEvent((message: string) => onNotice?.(message));

  useEffect(() => {
    if (typeof WebSocket === 'undefined') return;
    let isDisposed = false;
    let reconnectTimer: number | undefined;
    // Failed attempts in a row: only the first one is toasted, not every retry.
    let failuresInARow = 0;

    const connect = () => {
      let socket: WebSocket;
      try {
        socket = new WebSocket(liveFeedUrl());
      } catch {
        setStatus('Erreur');
        return;
      }
      socketRef.current = socket;
      let isOpen = false;

      socket.onopen = () => {
        isOpen = true;
        failuresInARow = 0;
        setStatus('Connecté');
        sendState(socket);
      };
      socket.onmessage = (event) => handleFrame(event.data);
      socket.onerror = () => {
        if (isDisposed) return;
        setStatus('Erreur');
        if (isOpen) notify(LIVE_FEED_TOASTS.error);
        else if (failuresInARow === 0) notify(LIVE_FEED_TOASTS.connectionError);
      };
      socket.onclose = (event) => {
        if (socketRef.current === socket) socketRef.current = null;
        if (isDisposed) return;
        if (isOpen) {
          setStatus('Déconnecté');
          if (event.code !== 1000) notify(LIVE_FEED_TOASTS.disconnected);
        } else {
          failuresInARow += 1;
          setStatus('Erreur');
        }
        const spreadMs = event.code === WS_SERVICE_RESTART ? Math.random() * WS_RESTART_RECONNECT_SPREAD_MS : 0;
        if (event.code !== 1000) reconnectTimer = window.setTimeout(connect, WS_RECONNECT_DELAY_MS + spreadMs);
      };
    };

    connect();
    return () => {
      isDisposed = true;
      window.clearTimeout(reconnectTimer);
      const socket = socketRef.current;
      socketRef.current = null;
      socket?.close(1000);
    };
  }, []);

  // A new position or radius: subscribe again on the open socket (a reopened socket sends it in onopen).
  useEffect(() => {
    if (lat === undefined || lng === undefined || rayon === undefined) return;
    send(socketRef.current, { type: 'subscribe', lat, lng, rayon });
  }, [lat, lng, rayon]);

  useEffect(() => {
    if (watchId === null) return;
    send(socketRef.current, { type: 'watch', id: watchId });
    return () => send(socketRef.current, { type: 'unwatch', id: watchId });
  }, [watchId]);

  return { status };
}
