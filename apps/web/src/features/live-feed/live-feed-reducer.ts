import { isNearbyCard, type TNearbyBakery, type TPublicBakeryDetail } from '@fournil/shared';

/**
 * What the live feed `/ws/chat/` sends (ZNearbyBakery and isNearbyCard in the shared package):
 * - an array of cards: the subscribed circle, sorted by distance; it replaces the list;
 * - one card: a bakery of the circle changed (or entered it);
 * - one public detail: a watched bakery changed;
 * - `{type: 'error', detail}`.
 */
export type TLiveMessage =
  | { kind: 'list'; cards: TNearbyBakery[] }
  | { kind: 'card'; card: TNearbyBakery }
  | { kind: 'detail'; detail: TPublicBakeryDetail }
  | { kind: 'error'; detail: string };

type TLiveBakery = TNearbyBakery | TPublicBakeryDetail;

// The frame comes from our own server: check only what tells the kinds apart, not every field.
function isLiveBakery(value: unknown): value is TLiveBakery {
  if (typeof value !== 'object' || value === null) return false;
  const { id, horaires_ouvertures } = value as { id?: unknown; horaires_ouvertures?: unknown };
  return (
    typeof id === 'number' &&
    (typeof horaires_ouvertures === 'string' || (typeof horaires_ouvertures === 'object' && horaires_ouvertures !== null))
  );
}

function isCard(value: unknown): value is TNearbyBakery {
  return isLiveBakery(value) && isNearbyCard(value);
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
  if (Array.isArray(value)) return { kind: 'list', cards: value.filter(isCard) };
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (record.type === 'error') return { kind: 'error', detail: typeof record.detail === 'string' ? record.detail : '' };
  if (!isLiveBakery(value)) return null;
  return isNearbyCard(value) ? { kind: 'card', card: value } : { kind: 'detail', detail: value };
}

type TWithDistance = { id: number; distance_km: number };

export function sortByDistance<T extends TWithDistance>(list: T[]): T[] {
  return [...list].sort((a, b) => a.distance_km - b.distance_km || a.id - b.id);
}

/**
 * Applies one changed card to a list sorted by distance: replaces it, adds it when it entered the
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
