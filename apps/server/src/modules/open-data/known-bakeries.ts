// What the listings import holds in memory while it runs (docs/open-data.md, "Importing listings: one per shop"):
// every bakery's position, normalised name and address, whether it has an owner, and its records — a few fields
// each, loaded once, so that matching 40,000 records asks the database nothing.
import { GridIndex, distanceMetres, type TPoint } from './grid-index.js';
import { recordKey, type TListingSource } from './listing-facts.js';
import { MATCH_RADIUS_M, type TMatchCandidate, type TSiretMatch } from './match-listing.js';
import { addressKey } from './normalise-address.js';
import { normaliseName } from './normalise-name.js';

export type TRecordState = { key: string; source: TListingSource; sourceId: string; firstSeenAt: number; goneAt: number | null };

export type TKnownBakery = {
  id: number;
  owned: boolean;
  latitude: number | null;
  longitude: number | null;
  nameKey: string;
  addressKey: string | null;
  /** When it was hidden (ms), null while shown. */
  hiddenAt: number | null;
  /** Hidden by an import because every record was gone: shown again when one comes back (not when staff hid it). */
  hiddenBySources: boolean;
  records: TRecordState[];
};

export type TLoadedBakery = {
  id: number;
  owned: boolean;
  nom: string;
  adressePostale: string;
  latitude: number | null;
  longitude: number | null;
  hiddenAt: Date | null;
};
export type TLoadedRecord = {
  source: TListingSource;
  sourceId: string;
  bakeryId: number;
  firstSeenAt: Date;
  goneSince: Date | null;
  siret: string | null;
};

/**
 * How a record may write its listing's facts. The lead record (OSM before Sirene, for the name, the position and
 * the hours; then the first seen) writes them; when it is the only live record it writes them as they are, empty
 * fields included, so that a phone removed from OSM leaves Fournil too. With other records beside it, an empty
 * field of the lead's keeps what another record gave, and the others only fill what is still empty: no two
 * records of one shop undo each other's facts from one import to the next.
 */
export type TWriteMode = 'lead-sole' | 'lead' | 'fill';

const SOURCE_RANK: Record<TListingSource, number> = { osm: 2, sirene: 1 };

/** Whether record a leads record b. */
function leads(a: TRecordState, b: TRecordState): boolean {
  if (SOURCE_RANK[a.source] !== SOURCE_RANK[b.source]) return SOURCE_RANK[a.source] > SOURCE_RANK[b.source];
  if (a.firstSeenAt !== b.firstSeenAt) return a.firstSeenAt < b.firstSeenAt;
  return a.key < b.key;
}

type TLocated = TPoint & { bakery: TKnownBakery };

export class KnownBakeries {
  private readonly bakeries = new Map<number, TKnownBakery>();
  private readonly records = new Map<string, { bakery: TKnownBakery; state: TRecordState }>();
  private readonly sirets = new Map<string, TKnownBakery>();
  private readonly grid = new GridIndex<TLocated>();

  addBakery(row: TLoadedBakery): TKnownBakery {
    const bakery: TKnownBakery = {
      id: row.id,
      owned: row.owned,
      latitude: row.latitude,
      longitude: row.longitude,
      nameKey: normaliseName(row.nom),
      addressKey: addressKey(row.adressePostale),
      hiddenAt: row.hiddenAt ? row.hiddenAt.getTime() : null,
      hiddenBySources: false,
      records: [],
    };
    this.bakeries.set(bakery.id, bakery);
    if (row.latitude !== null && row.longitude !== null) this.grid.add({ latitude: row.latitude, longitude: row.longitude, bakery });
    return bakery;
  }

  addRecord(row: TLoadedRecord): TRecordState | undefined {
    const bakery = this.bakeries.get(row.bakeryId);
    if (!bakery) return undefined;
    const state: TRecordState = {
      key: recordKey(row.source, row.sourceId),
      source: row.source,
      sourceId: row.sourceId,
      firstSeenAt: row.firstSeenAt.getTime(),
      goneAt: row.goneSince ? row.goneSince.getTime() : null,
    };
    bakery.records.push(state);
    this.records.set(state.key, { bakery, state });
    if (row.siret !== null && !this.sirets.has(row.siret)) this.sirets.set(row.siret, bakery);
    return state;
  }

  /**
   * After loading: a listing is hidden by the import when its every record is gone and it was hidden at the time
   * the last of them went (the import writes both with one `now`); a listing staff hid stays hidden.
   */
  finishLoading(): void {
    for (const bakery of this.bakeries.values()) {
      if (bakery.owned || bakery.hiddenAt === null || bakery.records.length === 0) continue;
      const times = bakery.records.map((record) => record.goneAt);
      if (times.every((time) => time !== null)) bakery.hiddenBySources = Math.max(...(times as number[])) === bakery.hiddenAt;
    }
  }

  record(key: string): { bakery: TKnownBakery; state: TRecordState } | undefined {
    return this.records.get(key);
  }

  /** The records of one source, for marking gone those a complete file did not have. */
  *recordsOf(source: TListingSource): Iterable<{ bakery: TKnownBakery; state: TRecordState }> {
    for (const entry of this.records.values()) if (entry.state.source === source) yield entry;
  }

  bakery(id: number): TKnownBakery | undefined {
    return this.bakeries.get(id);
  }

  siretMatch(siret: string | null, point: TPoint): TSiretMatch | null {
    const bakery = siret === null ? undefined : this.sirets.get(siret);
    if (!bakery) return null;
    const { latitude, longitude } = bakery;
    return { id: bakery.id, distanceM: latitude === null || longitude === null ? null : distanceMetres(point, { latitude, longitude }) };
  }

  candidatesAround(point: TPoint): TMatchCandidate[] {
    return this.grid.within(point, MATCH_RADIUS_M).map(({ item: { bakery }, distanceM }) => ({
      id: bakery.id,
      owned: bakery.owned,
      nameKey: bakery.nameKey,
      addressKey: bakery.addressKey,
      distanceM,
    }));
  }

  /** A record of this run joins its bakery (a new one, or a merge) and lends it its SIRET. */
  attach(bakery: TKnownBakery, state: TRecordState, siret: string | null): void {
    bakery.records.push(state);
    this.records.set(state.key, { bakery, state });
    if (siret !== null && !this.sirets.has(siret)) this.sirets.set(siret, bakery);
  }

  writeMode(bakery: TKnownBakery, state: TRecordState): TWriteMode {
    const live = bakery.records.filter((record) => record.goneAt === null);
    if (live.some((record) => record !== state && leads(record, state))) return 'fill';
    return live.length <= 1 ? 'lead-sole' : 'lead';
  }
}
