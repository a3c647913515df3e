import type { TLiveBakery } from '@fournil/shared';

/** What the live feed `/ws/chat/` can send (DESIGN §3). */
export type TLiveMessage =
  | { kind: 'list'; bakeries: TLiveBakery[] }
  | { kind: 'bakery'; bakery: TLiveBakery }
  | { kind: 'error'; detail: string };

function isBakery(value: unknown): value is TLiveBakery {
  return typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'number';
}

/** Reads one frame; null when it is not JSON or not a message of the feed. */
export function parseLiveMessage(data: unknown): TLiveMessage | null {
  if (typeof data !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (Array.isArray(value)) return { kind: 'list', bakeries: value.filter(isBakery) };
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (record.type === 'error') return { kind: 'error', detail: typeof record.detail === 'string' ? record.detail : '' };
  if (isBakery(value)) return { kind: 'bakery', bakery: value };
  return null;
}

type TWithDistance = { id: number; distance_km: number };

export function sortByDistance<T extends TWithDistance>(list: T[]): T[] {
  return [...list].sort((a, b) => a.distance_km - b.distance_km || a.id - b.id);
}

/**
 * Applies one changed bakery to a list sorted by distance: replaces it, adds it when it entered the
 * radius, removes it when it left. Returns the same array when nothing changes.
 */
export function applyBakeryUpdate<T extends TWithDistance>(list: T[], updated: T, radiusKm: number): T[] {
  const index = list.findIndex((bakery) => bakery.id === updated.id);
  const isInRadius = updated.distance_km <= radiusKm;
  if (index === -1) return isInRadius ? sortByDistance([...list, updated]) : list;
  if (!isInRadius) return list.filter((bakery) => bakery.id !== updated.id);
  const next = [...list];
  next[index] = updated;
  return list[index]?.distance_km === updated.distance_km ? next : sortByDistance(next);
}
