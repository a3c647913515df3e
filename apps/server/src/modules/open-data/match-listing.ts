// Which bakery a new record describes, if any (docs/open-data.md, "Importing listings: one per shop"): one
// bakery per shop, and never a second one beside an owner's. Pure: the import gives it the bakeries around.
import { isSimilarName } from './normalise-name.js';

/** Around a record, the bakeries that may be the same shop. OSM's mappers and Sirene's geocoding rarely disagree by more. */
export const MATCH_RADIUS_M = 75;
/** Within this of an owner's bakery, a record of another name is attached to it (and queued) rather than made a second bakery. */
export const OWNED_NEIGHBOUR_RADIUS_M = 30;
/**
 * A SIRET names one établissement, but an OSM mapper may copy a head office's to another shop: past this distance
 * the same SIRET is taken for such a copy, and the record is matched by place and name like any other.
 */
export const SIRET_MAX_DISTANCE_M = 10_000;

export type TMatchRecord = { nameKey: string; addressKey: string | null };

export type TMatchCandidate = {
  id: number;
  owned: boolean;
  /** normaliseName of its name, addressKey of its address line. */
  nameKey: string;
  addressKey: string | null;
  distanceM: number;
};

export type TMatchDecision =
  /** The same shop: the record becomes one more source of that bakery. */
  | { kind: 'attach'; bakeryId: number; reason: 'siret' | 'name' | 'address' }
  /** An owner's bakery within 30 m under another name: the record goes to it, and the pair to staff. */
  | { kind: 'attach-uncertain'; bakeryId: number; distanceM: number }
  /** A bakery within 75 m under another name and address: a new listing, and the pair to staff. */
  | { kind: 'create-and-queue'; neighbourId: number; distanceM: number }
  | { kind: 'create' };

/** The bakery of the record's SIRET, with its distance (null when it has no position). */
export type TSiretMatch = { id: number; distanceM: number | null };

function certainty(record: TMatchRecord, candidate: TMatchCandidate): { name: boolean; address: boolean } {
  return {
    name: isSimilarName(record.nameKey, candidate.nameKey),
    address: record.addressKey !== null && record.addressKey === candidate.addressKey,
  };
}

/**
 * The decision for a record no bakery has yet, in this order:
 * 1. the bakery that already has its SIRET (another record of it, within 10 km);
 * 2. among the bakeries within 75 m, one with a similar name or the same house number and street: the best
 *    (both, then the name, then the address), an owner's before a listing, then the nearest;
 * 3. an owner's bakery within 30 m whatever its name: attached, uncertain;
 * 4. any bakery within 75 m: a new listing, queued with the nearest;
 * 5. otherwise a new listing.
 * `candidates` are the bakeries within MATCH_RADIUS_M of the record, in any order.
 */
export function decideMatch(record: TMatchRecord, siretMatch: TSiretMatch | null, candidates: readonly TMatchCandidate[]): TMatchDecision {
  if (siretMatch && (siretMatch.distanceM === null || siretMatch.distanceM <= SIRET_MAX_DISTANCE_M)) {
    return { kind: 'attach', bakeryId: siretMatch.id, reason: 'siret' };
  }
  const near = candidates.filter((candidate) => candidate.distanceM <= MATCH_RADIUS_M);
  let best: { candidate: TMatchCandidate; score: number } | null = null;
  for (const candidate of near) {
    const { name, address } = certainty(record, candidate);
    if (!name && !address) continue;
    // Both (4) > the name (2) > the address (1); an owner's bakery wins a tie (0.5), then the nearer.
    const score = (name ? 2 : 0) + (address ? 1 : 0) + (name && address ? 1 : 0) + (candidate.owned ? 0.5 : 0);
    if (!best || score > best.score || (score === best.score && candidate.distanceM < best.candidate.distanceM))
      best = { candidate, score };
  }
  if (best) {
    const { name } = certainty(record, best.candidate);
    return { kind: 'attach', bakeryId: best.candidate.id, reason: name ? 'name' : 'address' };
  }
  const nearest = [...near].sort((a, b) => a.distanceM - b.distanceM);
  const owned = nearest.find((candidate) => candidate.owned && candidate.distanceM <= OWNED_NEIGHBOUR_RADIUS_M);
  if (owned) return { kind: 'attach-uncertain', bakeryId: owned.id, distanceM: owned.distanceM };
  const neighbour = nearest[0];
  if (neighbour) return { kind: 'create-and-queue', neighbourId: neighbour.id, distanceM: neighbour.distanceM };
  return { kind: 'create' };
}
