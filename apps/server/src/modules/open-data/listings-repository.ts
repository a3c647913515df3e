// SQL of the listings import (docs/open-data.md, "Importing listings: one per shop"). Every statement writes a
// batch (at most IMPORT_BATCH_SIZE rows, one JSON parameter or one multi-row INSERT), inside the one transaction
// of bulkWriteBakeries: the rows announce nothing, the transaction one RELOAD.
import { and, asc, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bakeries, bakerySources, listingDuplicateCandidates, type BakerySource, type BakerySourceLicence } from '../../db/schema/index.js';
import type { TLoadedBakery, TLoadedRecord, TWriteMode } from './known-bakeries.js';
import type { TListingColumns } from './listing-columns.js';

/** What each source's data may be used under, credited on the page and in the published file (docs/open-data.md). */
export const SOURCE_LICENCES: Record<BakerySource, BakerySourceLicence> = { osm: 'ODbL-1.0', sirene: 'Licence-Ouverte-2.0' };

/** Rows per statement: 500 listings of about 25 parameters stay far below PostgreSQL's 65,535. */
export const IMPORT_BATCH_SIZE = 500;
/** Rows per read while loading what the database holds. */
const LOAD_PAGE_SIZE = 5_000;
/** One import at a time: two at once (OSM and Sirene) would each create the shop the other is creating. */
export const IMPORT_LISTINGS_LOCK_ID = 727_013;

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Waits for any other import to commit; released with the transaction. */
export async function lockListingImports(tx: Db): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${IMPORT_LISTINGS_LOCK_ID})`);
}

/** Every bakery, owned or not, a page at a time (keyset on the id), except those merged into another. */
export async function* loadBakeries(tx: Db): AsyncIterable<TLoadedBakery[]> {
  for (let after = 0; ;) {
    const page = await tx
      .select({
        id: bakeries.id,
        owned: sql<boolean>`${bakeries.proprietaireId} IS NOT NULL`,
        nom: bakeries.nom,
        adressePostale: bakeries.adressePostale,
        latitude: bakeries.latitude,
        longitude: bakeries.longitude,
        hiddenAt: bakeries.hiddenAt,
      })
      .from(bakeries)
      // A listing staff merged into another has no record left and is no shop of its own: never matched again.
      .where(and(gt(bakeries.id, after), isNull(bakeries.mergedIntoId)))
      .orderBy(asc(bakeries.id))
      .limit(LOAD_PAGE_SIZE);
    if (page.length === 0) return;
    yield page;
    after = page[page.length - 1]!.id;
  }
}

/** Every record of every source, a page at a time (keyset on the primary key). */
export async function* loadRecords(tx: Db): AsyncIterable<TLoadedRecord[]> {
  for (let after: { source: BakerySource; sourceId: string } | null = null; ;) {
    const page: TLoadedRecord[] = await tx
      .select({
        source: bakerySources.source,
        sourceId: bakerySources.sourceId,
        bakeryId: bakerySources.bakeryId,
        firstSeenAt: bakerySources.firstSeenAt,
        goneSince: bakerySources.goneSince,
        siret: bakerySources.siret,
      })
      .from(bakerySources)
      .where(after ? sql`(${bakerySources.source}, ${bakerySources.sourceId}) > (${after.source}, ${after.sourceId})` : undefined)
      .orderBy(asc(bakerySources.source), asc(bakerySources.sourceId))
      .limit(LOAD_PAGE_SIZE);
    if (page.length === 0) return;
    yield page;
    after = page[page.length - 1]!;
  }
}

/** Ids for listings not written yet, so that records later in the same batch can be attached to them. */
export async function allocateBakeryIds(tx: Db, count: number): Promise<number[]> {
  const result = await tx.execute(
    sql`SELECT nextval(pg_get_serial_sequence('bakeries', 'id'))::integer AS id FROM generate_series(1, ${count}::integer)`,
  );
  return rowsOf<{ id: number }>(result).map((row) => row.id);
}

export type TNewListing = { id: number; columns: TListingColumns };

/** New listings: no owner, every flag untold (null times: unknown), the opening defaults and empty texts. */
export async function insertListings(tx: Db, listings: readonly TNewListing[], now: Date): Promise<void> {
  if (listings.length === 0) return;
  await tx.insert(bakeries).values(
    listings.map(({ id, columns }) => ({
      id,
      proprietaireId: null,
      ...columns,
      disponibilitePainMaj: null,
      disponibiliteCafeMaj: null,
      disponibiliteCroissantMaj: null,
      disponibiliteSandwichMaj: null,
      disponibiliteBioMaj: null,
      createdAt: now,
      updatedAt: now,
    })),
  );
}

export type TNewRecord = { source: BakerySource; sourceId: string; bakeryId: number; siret: string | null };

export async function insertRecords(tx: Db, records: readonly TNewRecord[], now: Date): Promise<void> {
  if (records.length === 0) return;
  await tx
    .insert(bakerySources)
    .values(records.map((record) => ({ ...record, licence: SOURCE_LICENCES[record.source], firstSeenAt: now, lastSeenAt: now })));
}

export type TDuplicateCandidate = typeof listingDuplicateCandidates.$inferInsert;

/** Queues pairs for staff; a pair already there (resolved or not) stays as it is. Returns how many were queued. */
export async function queueDuplicateCandidates(tx: Db, candidates: readonly TDuplicateCandidate[]): Promise<number> {
  if (candidates.length === 0) return 0;
  const queued = await tx
    .insert(listingDuplicateCandidates)
    .values([...candidates])
    .onConflictDoNothing()
    .returning({ id: listingDuplicateCandidates.id });
  return queued.length;
}

export type TFactsWrite = { id: number; mode: TWriteMode; columns: TListingColumns };

/** Optional texts: '' is "the record does not say". Column names from this fixed list only. */
const OPTIONAL_TEXTS = ['adresse_postale', 'ville', 'code_postal_boulangerie', 'telephone_boulangerie', 'site_web'] as const;
const HOURS = ['jours_ouvertures', 'horaires_ouvertures', 'jours_feries', 'horaires_statut', 'horaires_source'] as const;
const LEAD_ONLY = ['nom', 'latitude', 'longitude'] as const;
const ALL = [...LEAD_ONLY, ...OPTIONAL_TEXTS, ...HOURS];

/** The value each column gets, by the rules of TWriteMode (known-bakeries.ts); `b` is the row as it is, `v` the record. */
function mergedValue(column: (typeof ALL)[number]): string {
  if ((LEAD_ONLY as readonly string[]).includes(column)) return `CASE WHEN v.mode = 'fill' THEN b.${column} ELSE v.${column} END`;
  if ((OPTIONAL_TEXTS as readonly string[]).includes(column))
    return `CASE WHEN v.mode = 'lead-sole' OR (v.mode = 'lead' AND v.${column} <> '') OR (v.mode = 'fill' AND b.${column} = '') THEN v.${column} ELSE b.${column} END`;
  // The five columns of the hours go together: a record that knows nothing of them leaves all five.
  const taken = `v.mode = 'lead-sole' OR (v.mode = 'lead' AND v.horaires_statut <> 'non_renseignes') OR (v.mode = 'fill' AND b.horaires_statut = 'non_renseignes')`;
  return `CASE WHEN ${taken} THEN v.${column} ELSE b.${column} END`;
}

/**
 * Writes records' facts to their listings, and only where a value changes: a listing that would stay as it is
 * is not written at all (its row, `updated_at` included, is untouched). A bakery with an owner is never written,
 * whatever the caller passed. At most one write per bakery per call. Returns the ids written.
 */
export async function writeListingFacts(tx: Db, writes: readonly TFactsWrite[], now: Date): Promise<number[]> {
  if (writes.length === 0) return [];
  const json = JSON.stringify(
    writes.map(({ id, mode, columns: c }) => ({
      id,
      mode,
      nom: c.nom,
      latitude: c.latitude,
      longitude: c.longitude,
      adresse_postale: c.adressePostale,
      ville: c.ville,
      code_postal_boulangerie: c.codePostalBoulangerie,
      telephone_boulangerie: c.telephoneBoulangerie,
      site_web: c.siteWeb,
      jours_ouvertures: c.joursOuvertures,
      horaires_ouvertures: c.horairesOuvertures,
      jours_feries: c.joursFeries,
      horaires_statut: c.horairesStatut,
      horaires_source: c.horairesSource,
    })),
  );
  const merged = ALL.map((column) => `${mergedValue(column)} AS ${column}`).join(', ');
  const set = ALL.map((column) => `${column} = n.${column}`).join(', ');
  const before = ALL.map((column) => `b.${column}`).join(', ');
  const after = ALL.map((column) => `n.${column}`).join(', ');
  const result = await tx.execute(sql`WITH v AS (SELECT * FROM jsonb_to_recordset(${json}::jsonb) AS v(id integer, mode text, nom text,
        latitude float8, longitude float8, adresse_postale text, ville text, code_postal_boulangerie text, telephone_boulangerie text,
        site_web text, jours_ouvertures jsonb, horaires_ouvertures jsonb, jours_feries text, horaires_statut text, horaires_source text)),
      n AS (SELECT b.id, ${sql.raw(merged)} FROM v JOIN bakeries AS b ON b.id = v.id AND b.proprietaire_id IS NULL)
    UPDATE bakeries AS b SET ${sql.raw(set)}, updated_at = ${at(now)}
    FROM n
    WHERE b.id = n.id AND (${sql.raw(before)}) IS DISTINCT FROM (${sql.raw(after)})
    RETURNING b.id`);
  return rowsOf<{ id: number }>(result).map((row) => row.id);
}

export type TRecordSeen = { source: BakerySource; sourceId: string; siret: string | null; closed: boolean };

/** Records found again: seen now; there (gone_since cleared) unless the file says the établissement is closed. */
export async function markRecordsSeen(tx: Db, records: readonly TRecordSeen[], now: Date): Promise<void> {
  if (records.length === 0) return;
  const json = JSON.stringify(
    records.map((record) => ({ source: record.source, source_id: record.sourceId, siret: record.siret, closed: record.closed })),
  );
  await tx.execute(sql`UPDATE bakery_sources AS s
    SET last_seen_at = ${at(now)}, gone_since = CASE WHEN v.closed THEN coalesce(s.gone_since, ${at(now)}) ELSE NULL END, siret = v.siret
    FROM jsonb_to_recordset(${json}::jsonb) AS v(source text, source_id text, siret text, closed boolean)
    WHERE s.source = v.source AND s.source_id = v.source_id`);
}

/** Records a complete file no longer has: gone from now (unless already gone). Returns their bakeries. */
export async function markRecordsGone(
  tx: Db,
  records: readonly { source: BakerySource; sourceId: string }[],
  now: Date,
): Promise<number[]> {
  if (records.length === 0) return [];
  const json = JSON.stringify(records.map((record) => ({ source: record.source, source_id: record.sourceId })));
  const result = await tx.execute(sql`UPDATE bakery_sources AS s SET gone_since = ${at(now)}
    FROM jsonb_to_recordset(${json}::jsonb) AS v(source text, source_id text)
    WHERE s.source = v.source AND s.source_id = v.source_id AND s.gone_since IS NULL
    RETURNING s.bakery_id AS id`);
  return rowsOf<{ id: number }>(result).map((row) => row.id);
}

const noLiveRecord = sql`NOT EXISTS (SELECT 1 FROM bakery_sources AS s WHERE s.bakery_id = ${bakeries.id} AND s.gone_since IS NULL)`;

/** Hides the listings among `ids` whose every record is gone; an owner's bakery never. Returns the ids hidden. */
export async function hideListingsWithoutRecords(tx: Db, ids: readonly number[], now: Date): Promise<number[]> {
  if (ids.length === 0) return [];
  const hidden = await tx
    .update(bakeries)
    .set({ hiddenAt: now, updatedAt: now })
    .where(and(inArray(bakeries.id, [...ids]), isNull(bakeries.proprietaireId), isNull(bakeries.hiddenAt), noLiveRecord))
    .returning({ id: bakeries.id });
  return hidden.map((row) => row.id);
}

/** Shows again listings the import had hidden, one of whose records is back. Returns the ids shown. */
export async function showListings(tx: Db, ids: readonly number[], now: Date): Promise<number[]> {
  if (ids.length === 0) return [];
  const shown = await tx
    .update(bakeries)
    .set({ hiddenAt: null, updatedAt: now })
    .where(and(inArray(bakeries.id, [...ids]), isNull(bakeries.proprietaireId), isNotNull(bakeries.hiddenAt)))
    .returning({ id: bakeries.id });
  return shown.map((row) => row.id);
}
