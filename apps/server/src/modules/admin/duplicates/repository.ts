// SQL of the staff's review queue « Doublons à vérifier » (docs/open-data.md, "The staff's review queue"): the page
// of candidates with both sides' facts and sources, and the writes of a merge or a « Garder séparées ».
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import type { BakerySource } from '../../../db/schema/index.js';
import { pageLimits, type PageRequest } from '../list-page.js';

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export type DuplicateStatus = 'pending' | 'resolved' | 'all';

export type CandidateRow = {
  id: number;
  bakeryId: number;
  otherBakeryId: number | null;
  source: BakerySource | null;
  sourceId: string | null;
  recordNom: string | null;
  distanceM: number;
  reason: 'near_different_name' | 'attached_to_owned';
  createdAt: Date;
  resolvedAt: Date | null;
  resolution: 'merged' | 'kept_apart' | null;
  /** The bakery holding the record(s) after the resolution (see service.ts). */
  resultBakeryId: number | null;
};

export type SideRow = {
  id: number;
  nom: string;
  adressePostale: string;
  codePostal: string;
  ville: string;
  latitude: number | null;
  longitude: number | null;
  proprietaireId: number | null;
  proprietaireEmail: string | null;
  createdAt: Date;
  mergedIntoId: number | null;
  hiddenAt: Date | null;
};

export type SourceRow = { bakeryId: number; source: BakerySource; sourceId: string; goneSince: Date | null };

const toDate = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));
const toDateOrNull = (value: unknown): Date | null => (value === null || value === undefined ? null : toDate(value));

const CANDIDATE_COLUMNS = sql`c.id, c.bakery_id AS "bakeryId", c.other_bakery_id AS "otherBakeryId", c.source, c.source_id AS "sourceId",
  c.record_nom AS "recordNom", c.distance_m AS "distanceM", c.reason, c.created_at AS "createdAt", c.resolved_at AS "resolvedAt",
  c.resolution,
  CASE
    WHEN c.resolution IS NULL THEN NULL
    WHEN c.other_bakery_id IS NULL THEN (SELECT s.bakery_id FROM bakery_sources AS s WHERE s.source = c.source AND s.source_id = c.source_id)
    WHEN c.resolution = 'merged' THEN coalesce(b.merged_into_id, o.merged_into_id)
    ELSE NULL
  END AS "resultBakeryId"`;

function candidateOf(row: Record<string, unknown>): CandidateRow {
  return {
    ...(row as CandidateRow),
    createdAt: toDate(row.createdAt),
    resolvedAt: toDateOrNull(row.resolvedAt),
  };
}

function statusFilter(status: DuplicateStatus): SQL {
  if (status === 'pending') return sql`c.resolution IS NULL`;
  if (status === 'resolved') return sql`c.resolution IS NOT NULL`;
  return sql`TRUE`;
}

function searchFilter(q: string | undefined): SQL {
  if (!q) return sql`TRUE`;
  const pattern = `%${q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return sql`(b.nom ILIKE ${pattern} OR b.ville ILIKE ${pattern} OR o.nom ILIKE ${pattern} OR o.ville ILIKE ${pattern} OR c.record_nom ILIKE ${pattern})`;
}

/** One page of the queue: pending first (oldest first, the order the import queued them), then the resolved, latest first. */
export async function findCandidatesPage(
  db: Db,
  query: PageRequest & { q?: string | undefined; status: DuplicateStatus },
): Promise<{ count: number; rows: CandidateRow[] }> {
  const from = sql`FROM listing_duplicate_candidates AS c JOIN bakeries AS b ON b.id = c.bakery_id LEFT JOIN bakeries AS o ON o.id = c.other_bakery_id
    WHERE ${statusFilter(query.status)} AND ${searchFilter(query.q)}`;
  const [total] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n ${from}`));
  const { limit, offset } = pageLimits(query);
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`SELECT ${CANDIDATE_COLUMNS} ${from}
      ORDER BY (c.resolution IS NOT NULL), CASE WHEN c.resolution IS NULL THEN c.created_at END ASC, c.resolved_at DESC, c.id ASC
      LIMIT ${limit} OFFSET ${offset}`),
  );
  return { count: total?.n ?? 0, rows: rows.map(candidateOf) };
}

export async function findCandidate(db: Db, id: number, options: { forUpdate?: boolean } = {}): Promise<CandidateRow | undefined> {
  const lock = options.forUpdate ? sql`FOR UPDATE OF c` : sql``;
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`SELECT ${CANDIDATE_COLUMNS} FROM listing_duplicate_candidates AS c JOIN bakeries AS b ON b.id = c.bakery_id
      LEFT JOIN bakeries AS o ON o.id = c.other_bakery_id WHERE c.id = ${id} ${lock}`),
  );
  return row ? candidateOf(row) : undefined;
}

/** Both sides of the page's pairs (locked in a merge, so that a claim or another merge waits). */
export async function findSides(db: Db, ids: readonly number[], options: { forUpdate?: boolean } = {}): Promise<SideRow[]> {
  if (ids.length === 0) return [];
  const lock = options.forUpdate ? sql`FOR UPDATE OF b` : sql``;
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`SELECT b.id, b.nom, b.adresse_postale AS "adressePostale", b.code_postal_boulangerie AS "codePostal", b.ville,
        b.latitude, b.longitude, b.proprietaire_id AS "proprietaireId", u.email AS "proprietaireEmail", b.created_at AS "createdAt",
        b.merged_into_id AS "mergedIntoId", b.hidden_at AS "hiddenAt"
      FROM bakeries AS b LEFT JOIN users AS u ON u.id = b.proprietaire_id WHERE b.id IN (${list}) ORDER BY b.id ${lock}`),
  );
  return rows.map((row) => ({ ...(row as SideRow), createdAt: toDate(row.createdAt), hiddenAt: toDateOrNull(row.hiddenAt) }));
}

export async function findSources(db: Db, bakeryIds: readonly number[]): Promise<SourceRow[]> {
  if (bakeryIds.length === 0) return [];
  const list = sql.join(
    bakeryIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`SELECT bakery_id AS "bakeryId", source, source_id AS "sourceId", gone_since AS "goneSince"
      FROM bakery_sources WHERE bakery_id IN (${list}) ORDER BY source, source_id`),
  );
  return rows.map((row) => ({ ...(row as SourceRow), goneSince: toDateOrNull(row.goneSince) }));
}

export async function resolveCandidate(db: Db, id: number, resolution: 'merged' | 'kept_apart', now: Date): Promise<void> {
  await db.execute(sql`UPDATE listing_duplicate_candidates SET resolution = ${resolution}, resolved_at = ${now.toISOString()}::timestamptz
    WHERE id = ${id}`);
}

/**
 * Moves everything of `absorbed` that follows a shop to `kept`: its records, its favourites and its alerts (a
 * visitor who had both keeps one of each), then hides it with the pointer to where it went. Nothing is deleted but
 * the absorbed bakery's rows that the kept one already had.
 */
export async function mergeBakeryInto(db: Db, absorbed: number, kept: number, now: Date): Promise<void> {
  const at = sql`${now.toISOString()}::timestamptz`;
  await db.execute(sql`UPDATE bakery_sources SET bakery_id = ${kept} WHERE bakery_id = ${absorbed}`);
  await db.execute(sql`INSERT INTO account_favourites (user_id, bakery_id, created_at)
    SELECT user_id, ${kept}, created_at FROM account_favourites WHERE bakery_id = ${absorbed} ON CONFLICT DO NOTHING`);
  await db.execute(sql`DELETE FROM account_favourites WHERE bakery_id = ${absorbed}`);
  await db.execute(sql`INSERT INTO alerts (subscription_id, bakery_id, kind, la_nuit, created_at, last_sent_at)
    SELECT subscription_id, ${kept}, kind, la_nuit, created_at, last_sent_at FROM alerts WHERE bakery_id = ${absorbed} ON CONFLICT DO NOTHING`);
  await db.execute(sql`DELETE FROM alerts WHERE bakery_id = ${absorbed}`);
  await db.execute(sql`UPDATE bakeries SET hidden_at = coalesce(hidden_at, ${at}), merged_into_id = ${kept}, updated_at = ${at}
    WHERE id = ${absorbed}`);
  // Other pairs still waiting that name the absorbed listing now name the kept one, unless that pair is already
  // queued or would pair the kept bakery with itself: those are settled by this merge.
  for (const column of ['bakery_id', 'other_bakery_id'] as const) {
    const other = column === 'bakery_id' ? 'other_bakery_id' : 'bakery_id';
    await db.execute(sql`UPDATE listing_duplicate_candidates AS c SET ${sql.raw(column)} = ${kept}
      WHERE c.${sql.raw(column)} = ${absorbed} AND c.resolution IS NULL AND c.other_bakery_id IS NOT NULL AND c.${sql.raw(other)} <> ${kept}
        AND NOT EXISTS (SELECT 1 FROM listing_duplicate_candidates AS d WHERE d.id <> c.id AND d.other_bakery_id IS NOT NULL
          AND least(d.bakery_id, d.other_bakery_id) = least(${kept}::int, c.${sql.raw(other)})
          AND greatest(d.bakery_id, d.other_bakery_id) = greatest(${kept}::int, c.${sql.raw(other)}))`);
  }
  await db.execute(sql`UPDATE listing_duplicate_candidates SET resolution = 'merged', resolved_at = ${at}
    WHERE resolution IS NULL AND (bakery_id = ${absorbed} OR other_bakery_id = ${absorbed})`);
}

/** The record an owner's bakery keeps apart becomes a listing of its own; returns the new listing's id. */
export async function detachRecordToNewListing(
  db: Db,
  record: { source: BakerySource; sourceId: string; nom: string },
  from: SideRow,
  now: Date,
): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const week = JSON.stringify({
    lundi: false,
    mardi: false,
    mercredi: false,
    jeudi: false,
    vendredi: false,
    samedi: false,
    dimanche: false,
  });
  const closed = { ouverture_matin: null, fermeture_matin: null, ouverture_apm: null, fermeture_apm: null };
  const hours = JSON.stringify({
    lundi: closed,
    mardi: closed,
    mercredi: closed,
    jeudi: closed,
    vendredi: closed,
    samedi: closed,
    dimanche: closed,
  });
  // Until the next import writes the record's own facts (it is then the listing's only record), the new listing
  // stands where the record was attached: same town and position, its own name, hours unknown.
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`INSERT INTO bakeries (proprietaire_id, nom, adresse_postale, ville, code_postal_boulangerie, latitude, longitude,
        jours_ouvertures, horaires_ouvertures, horaires_statut, disponibilite_pain_maj, disponibilite_cafe_maj, disponibilite_croissant_maj,
        disponibilite_sandwich_maj, disponibilite_bio_maj, created_at, updated_at)
      VALUES (NULL, ${record.nom}, ${from.adressePostale}, ${from.ville}, ${from.codePostal}, ${from.latitude}, ${from.longitude},
        ${week}::jsonb, ${hours}::jsonb, 'non_renseignes', NULL, NULL, NULL, NULL, NULL, ${at}, ${at})
      RETURNING id`),
  );
  const id = row!.id;
  await db.execute(sql`UPDATE bakery_sources SET bakery_id = ${id} WHERE source = ${record.source} AND source_id = ${record.sourceId}`);
  return id;
}
