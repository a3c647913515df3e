import type { TNearbyBakery } from '@fournil/shared';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '@/lib/api-error';
import { publicGetJson } from '@/lib/public-fetch';

export type TNearbyParams = { lat: number; lng: number; rayon: number };

/** About one metre: positions closer than this share a cache entry and a request. */
export function roundCoordinate(value: number): number {
  return Math.round(value * 1e5) / 1e5;
}

export function nearbyBakeriesKey({ lat, lng, rayon }: TNearbyParams): string {
  return `${roundCoordinate(lat)},${roundCoordinate(lng)},${rayon}`;
}

/** `GET /api/boulangeries/?lat=&lng=&rayon=`: the bakeries within `rayon` km, sorted by distance (compact cards). */
export function getNearbyBakeries({ lat, lng, rayon }: TNearbyParams, signal?: AbortSignal): Promise<TNearbyBakery[]> {
  const query = new URLSearchParams({ lat: String(roundCoordinate(lat)), lng: String(roundCoordinate(lng)), rayon: String(rayon) });
  return publicGetJson<TNearbyBakery[]>(`/api/boulangeries/?${query}`, signal);
}

// The home page keeps its lists in this small cache rather than in React Query, which stays out of the
// first load of '/' (lib/navigation.tsx says why). Same rules as the app's query client
// (lib/query-client.ts): fresh for 30 s, one retry after a network or server error, none after a 4xx.
const STALE_AFTER_MS = 30_000;
const RETRY_DELAY_MS = 1_000;
/** Older centres are forgotten beyond this many (a walk across town creates one per 50 m). */
const MAX_ENTRIES = 20;

type TEntry = { data?: TNearbyBakery[]; error?: unknown; updatedAt: number; isFetching: boolean };

const entries = new Map<string, TEntry>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Same value: a plain field compares as it is, the calendar's lists (closures, special hours) by content. */
function isSameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  return typeof a === 'object' && a !== null && typeof b === 'object' && b !== null && JSON.stringify(a) === JSON.stringify(b);
}

function isSameCard(a: TNearbyBakery, b: TNearbyBakery): boolean {
  const fields = Object.keys(a) as (keyof TNearbyBakery)[];
  return fields.length === Object.keys(b).length && fields.every((field) => isSameValue(a[field], b[field]));
}

/**
 * `next`, or `previous` itself when it holds the very same cards: the live feed's subscribe answer
 * usually repeats the list just fetched (or comes just before it), and the page need not draw it twice.
 */
export function keepSameCards(previous: TNearbyBakery[] | undefined, next: TNearbyBakery[]): TNearbyBakery[] {
  if (!previous || previous.length !== next.length) return next;
  return previous.every((card, index) => isSameCard(card, next[index] as TNearbyBakery)) ? previous : next;
}

/** Bumped at every change a screen can see (a list, an error): lets a new subscriber know it missed one. */
let visibleVersion = 0;

function setEntry(key: string, entry: TEntry): void {
  const previous = entries.get(key);
  entries.delete(key);
  entries.set(key, entry);
  for (const oldest of entries.keys()) {
    if (entries.size <= MAX_ENTRIES) break;
    entries.delete(oldest);
  }
  // A request starting or ending with the same cards changes nothing on screen: no redraw.
  if (previous?.data === entry.data && previous?.error === entry.error) return;
  visibleVersion += 1;
  for (const listener of listeners) listener();
}

async function fetchWithRetry(params: TNearbyParams): Promise<TNearbyBakery[]> {
  try {
    return await getNearbyBakeries(params);
  } catch (error) {
    if (isApiError(error) && error.status >= 400 && error.status < 500) throw error;
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    return getNearbyBakeries(params);
  }
}

function load(params: TNearbyParams): void {
  const key = nearbyBakeriesKey(params);
  const entry = entries.get(key);
  if (entry?.isFetching) return;
  setEntry(key, { data: entry?.data, updatedAt: entry?.updatedAt ?? 0, isFetching: true });
  fetchWithRetry(params).then(
    (data) => setEntry(key, { data: keepSameCards(entries.get(key)?.data, data), updatedAt: Date.now(), isFetching: false }),
    (error: unknown) => {
      const current = entries.get(key);
      setEntry(key, { data: current?.data, error, updatedAt: current?.updatedAt ?? 0, isFetching: false });
    },
  );
}

/**
 * Changes the cached list of `params` (the live feed's cards go straight here); `update` returns the
 * same array, or undefined, to leave it as it is.
 */
export function setNearbyBakeries(
  params: TNearbyParams,
  update: (previous: TNearbyBakery[] | undefined) => TNearbyBakery[] | undefined,
): void {
  const key = nearbyBakeriesKey(params);
  const entry = entries.get(key);
  const updated = update(entry?.data);
  if (updated === undefined) return;
  const data = keepSameCards(entry?.data, updated);
  if (data === entry?.data) return;
  setEntry(key, { data, updatedAt: Date.now(), isFetching: entry?.isFetching ?? false });
}

export type TNearbyBakeries = {
  data: TNearbyBakery[] | undefined;
  /** No list to show yet. */
  isPending: boolean;
  /** The list shown is the previous centre's or radius's while the new one loads. */
  isPlaceholderData: boolean;
  error: unknown;
  refetch: () => void;
};

/**
 * Nearby bakeries; nothing until a search centre is known. Keeps the previous list while a new radius loads.
 *
 * A new list is drawn in a transition rather than through useSyncExternalStore, whose renders cannot be
 * split: a few hundred cards then render in short slices and never block a tap or a scroll for long.
 */
export function useNearbyBakeries(params: TNearbyParams | null): TNearbyBakeries {
  const key = params ? nearbyBakeriesKey(params) : null;
  const [, setVersion] = useState(0);
  const firstRenderVersion = useRef(visibleVersion);
  useEffect(() => {
    const redraw = () => startTransition(() => setVersion((version) => version + 1));
    const unsubscribe = subscribe(redraw);
    // A change between the first render and this subscription would otherwise go unseen.
    if (visibleVersion !== firstRenderVersion.current) redraw();
    return unsubscribe;
  }, []);
  // Read at render time: the cache changes only outside rendering, and the transition above redraws after each change.
  const entry = key === null ? undefined : entries.get(key);
  const [lastData, setLastData] = useState<TNearbyBakery[] | undefined>(undefined);
  if (entry?.data && entry.data !== lastData) setLastData(entry.data);

  useEffect(() => {
    if (!params) return;
    const current = entries.get(nearbyBakeriesKey(params));
    if (!current || (!current.isFetching && Date.now() - current.updatedAt > STALE_AFTER_MS)) load(params);
  }, [params]);

  // Stable while the search is the same, so that a memoised list is not drawn again for nothing.
  const refetch = useCallback(() => {
    if (params) load(params);
  }, [params]);

  const data = key === null ? undefined : (entry?.data ?? lastData);
  return {
    data,
    isPending: data === undefined && entry?.error === undefined,
    isPlaceholderData: data !== undefined && entry?.data === undefined,
    error: entry?.error ?? null,
    refetch,
  };
}
