// One client of the live hub (live-hub.ts): what it subscribed to and watches, and the rules read
// off its messages alone: their shape, their rate, and whether a card is inside its circle.
import { haversineKm, ZLiveClientMessage, type TLiveClientMessage } from '@fournil/shared';
import type { WebSocket } from 'ws';
import type { CardEntry } from '../bakeries/card.js';
import type { SocketOutput } from './socket-output.js';

export type Circle = { lat: number; lng: number; rayon: number };

export type Client = {
  socket: WebSocket;
  output: SocketOutput;
  circle: Circle | null;
  /** Bumped by every (un)subscribe: an answer to an older subscription is then dropped. */
  circleVersion: number;
  watched: Set<number>;
  /** Bakeries this client currently shows from its circle (to notice one leaving or deleted). */
  shown: Set<number>;
  /** Messages of one client are handled one after the other, in order. */
  queue: Promise<void>;
  isAlive: boolean;
  windowStartedAt: number;
  messagesInWindow: number;
};

/** A client's message, or undefined when it is not JSON of a known shape. */
export function readClientMessage(text: string | null): TLiveClientMessage | undefined {
  let json: unknown;
  try {
    json = text === null ? undefined : JSON.parse(text);
  } catch {
    json = undefined;
  }
  const parsed = ZLiveClientMessage.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}

/** Counts one message in the client's window: accepted, refused, or refused for the first time in that window (told once). */
export function messageVerdict(
  client: Client,
  limits: { maxMessagesPerWindow: number; messageWindowMs: number },
  now: number,
): 'accepted' | 'refused' | 'refusedFirst' {
  const { maxMessagesPerWindow, messageWindowMs } = limits;
  if (now - client.windowStartedAt > messageWindowMs) {
    client.windowStartedAt = now;
    client.messagesInWindow = 0;
  }
  client.messagesInWindow += 1;
  if (client.messagesInWindow <= maxMessagesPerWindow) return 'accepted';
  return client.messagesInWindow === maxMessagesPerWindow + 1 ? 'refusedFirst' : 'refused';
}

/** The distance from the client's centre when the card is inside its circle, else null. */
export function distanceInCircle(circle: Circle | null, entry: CardEntry): number | null {
  if (!circle) return null;
  const distanceKm = haversineKm(circle, { lat: entry.latitude, lng: entry.longitude });
  return distanceKm <= circle.rayon ? distanceKm : null;
}
