// The radius search in memory: every placed bakery's card in a k-d tree (kdbush), searched
// nearest-first on the sphere (geokdbush). It answers exactly what the SQL search
// (repository.nearbyQuery) answers — same ids, same order, same distances — which
// test/modules/bakeries/nearby-index.test.ts checks on both databases. Pure data structure: nearby-cards.ts keeps
// it current.
import { haversineKm } from '@fournil/shared';
import { around } from 'geokdbush';
import KDBush from 'kdbush';
import type { CardEntry } from './card.js';
import { NEARBY_LIMIT, type NearbyParams } from './repository.js';

export type NearbyHit = { entry: CardEntry; distanceKm: number };
export type NearbySearch = { hits: NearbyHit[]; isCapped: boolean };

/** kdbush item i is the bakery ids[i]; no tree at all while there is no bakery. */
type Tree = { kd: KDBush | null; ids: number[] };

/**
 * geokdbush measures with its own haversine, which may differ from ours in the last bits: it is
 * asked for a little more (1 mm, and a few more results than the cap), then our distance decides.
 */
const CANDIDATE_SLACK_KM = 1e-6;
const CANDIDATE_EXTRA = 64;

function byDistanceThenId(a: NearbyHit, b: NearbyHit): number {
  return a.distanceKm - b.distanceKm || a.entry.id - b.entry.id;
}

export class NearbyIndex {
  private readonly entries = new Map<number, CardEntry>();
  /** Rebuilt lazily after a bakery is added, removed or moved (35,000 points take a few ms). */
  private tree: Tree | null = null;

  get size(): number {
    return this.entries.size;
  }

  get(id: number): CardEntry | undefined {
    return this.entries.get(id);
  }

  forEachId(callback: (id: number) => void): void {
    for (const id of this.entries.keys()) callback(id);
  }

  replaceAll(entries: Iterable<CardEntry>): void {
    this.entries.clear();
    for (const entry of entries) this.entries.set(entry.id, entry);
    this.tree = null;
  }

  /** Adds or replaces a card; the tree is rebuilt only when the position changed. */
  upsert(entry: CardEntry): void {
    const previous = this.entries.get(entry.id);
    this.entries.set(entry.id, entry);
    if (!previous || previous.latitude !== entry.latitude || previous.longitude !== entry.longitude) this.tree = null;
  }

  remove(id: number): void {
    if (this.entries.delete(id)) this.tree = null;
  }

  /** Bakeries within `rayonKm` of the centre, nearest first (ties by id), at most NEARBY_LIMIT. */
  search(params: NearbyParams): NearbyHit[] {
    return this.searchCapped(params).hits;
  }

  /** The same search, and whether the cap left bakeries out (docs/nearby-search.md, "Cap"). */
  searchCapped({ lat, lng, rayonKm }: NearbyParams): NearbySearch {
    const tree = this.currentTree();
    if (!tree.kd) return { hits: [], isCapped: false };
    const centre = { lat, lng };
    const maxCandidates = NEARBY_LIMIT + CANDIDATE_EXTRA;
    let candidates = around(tree.kd, lng, lat, maxCandidates, rayonKm + CANDIDATE_SLACK_KM);
    let hits = this.measure(tree, candidates, centre, rayonKm);
    if (candidates.length === maxCandidates && !this.isCutClear(hits)) {
      // Many bakeries at (almost) the same distance around the cap: take them all to cut exactly.
      candidates = around(tree.kd, lng, lat, Infinity, rayonKm + CANDIDATE_SLACK_KM);
      hits = this.measure(tree, candidates, centre, rayonKm);
    }
    // Candidates go past the cap (CANDIDATE_EXTRA), so one more hit than the cap means some were left out.
    return { hits: hits.slice(0, NEARBY_LIMIT), isCapped: hits.length > NEARBY_LIMIT };
  }

  private measure(tree: Tree, candidates: number[], centre: { lat: number; lng: number }, rayonKm: number): NearbyHit[] {
    const hits: NearbyHit[] = [];
    for (const index of candidates) {
      const entry = this.entries.get(tree.ids[index]!);
      if (!entry) continue;
      const distanceKm = haversineKm(centre, { lat: entry.latitude, lng: entry.longitude });
      if (distanceKm <= rayonKm) hits.push({ entry, distanceKm });
    }
    return hits.sort(byDistanceThenId);
  }

  /** True when the last candidate is clearly farther than the last kept hit, so none was missed. */
  private isCutClear(hits: NearbyHit[]): boolean {
    if (hits.length < CANDIDATE_EXTRA + NEARBY_LIMIT) return true;
    const lastKept = hits[NEARBY_LIMIT - 1]!.distanceKm;
    const lastCandidate = hits[hits.length - 1]!.distanceKm;
    return lastCandidate - lastKept > CANDIDATE_SLACK_KM;
  }

  private currentTree(): Tree {
    if (this.tree) return this.tree;
    const ids: number[] = [];
    if (this.entries.size === 0) {
      this.tree = { kd: null, ids };
      return this.tree;
    }
    const kd = new KDBush(this.entries.size);
    for (const entry of this.entries.values()) {
      kd.add(entry.longitude, entry.latitude);
      ids.push(entry.id);
    }
    kd.finish();
    this.tree = { kd, ids };
    return this.tree;
  }
}
