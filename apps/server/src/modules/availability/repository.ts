// SQL of availability: the one statement that writes the flags (write-availability.ts is its only
// caller) and what the reset at opening reads.
import { AVAILABILITY_FIELDS, type TAvailabilityFlags } from '@fournil/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bakeries } from '../../db/schema/index.js';
import { AVAILABILITY_COLUMNS, type AvailabilityTimeColumns } from './columns.js';

type BakeryRow = typeof bakeries.$inferSelect;

// The column names of AVAILABILITY_COLUMNS are the table's (columns.ts cannot read the schema).
AVAILABILITY_COLUMNS satisfies Record<string, { flag: keyof BakeryRow; maj: keyof BakeryRow; ouverture: keyof BakeryRow }>;

/** A closure as these queries read it: [debut, fin, motif]. */
export type OpeningClosure = [string, string, string | null];

/** What decides whether a bakery is open on a day: its week, holiday rule, that day's closures and special hours. */
export type OpeningRow = {
  id: number;
  codePostalBoulangerie: string;
  joursOuvertures: BakeryRow['joursOuvertures'];
  horairesOuvertures: BakeryRow['horairesOuvertures'];
  joursFeries: BakeryRow['joursFeries'];
  fermetures: OpeningClosure[];
  plagesDuJour: { ouverture: string; fermeture: string }[] | null;
};

/** The columns of an OpeningRow for `today` (Paris). */
export function openingColumns(today: string) {
  // Qualified by hand: drizzle writes a column of the only table of a select without its table.
  const bakeryId = sql.raw('"bakeries"."id"');
  return {
    id: bakeries.id,
    codePostalBoulangerie: bakeries.codePostalBoulangerie,
    joursOuvertures: bakeries.joursOuvertures,
    horairesOuvertures: bakeries.horairesOuvertures,
    joursFeries: bakeries.joursFeries,
    fermetures: sql<
      OpeningClosure[]
    >`coalesce((SELECT jsonb_agg(jsonb_build_array(to_char(c.debut, 'YYYY-MM-DD'), to_char(c.fin, 'YYYY-MM-DD'), c.motif) ORDER BY c.debut, c.id)
      FROM bakery_closures AS c WHERE c.bakery_id = ${bakeryId} AND c.debut <= ${today}::date AND c.fin >= ${today}::date), '[]'::jsonb)`,
    plagesDuJour: sql<
      { ouverture: string; fermeture: string }[] | null
    >`(SELECT s.plages FROM bakery_special_hours AS s WHERE s.bakery_id = ${bakeryId} AND s.jour = ${today}::date)`,
  };
}

/** What the reset at opening reads of a bakery: when it opens today, each flag's time and its opening default. */
export type ResetCandidateRow = OpeningRow &
  AvailabilityTimeColumns &
  Pick<BakeryRow, (typeof AVAILABILITY_COLUMNS)[keyof typeof AVAILABILITY_COLUMNS]['ouverture']>;

const oldestMaj = sql`least(${sql.join(
  AVAILABILITY_FIELDS.map((field) => bakeries[AVAILABILITY_COLUMNS[field].maj]),
  sql`, `,
)})`;

/**
 * Every owned bakery with a flag set before `now`, with what decides whether it is open on `today` (Paris)
 * (docs/availability.md, "Reset at opening"). Only today matters: an open period starts today. The
 * opening defaults are an owner's word: a listing has none, its flags stay as they are
 * (docs/decisions/019-bakeries-without-an-owner.md).
 */
export async function findResetCandidates(db: Db, today: string, now: Date): Promise<ResetCandidateRow[]> {
  const times = Object.fromEntries(
    AVAILABILITY_FIELDS.map((field) => [AVAILABILITY_COLUMNS[field].maj, bakeries[AVAILABILITY_COLUMNS[field].maj]]),
  );
  const defaults = Object.fromEntries(
    AVAILABILITY_FIELDS.map((field) => [AVAILABILITY_COLUMNS[field].ouverture, bakeries[AVAILABILITY_COLUMNS[field].ouverture]]),
  );
  const rows = await db
    .select({ ...openingColumns(today), ...times, ...defaults })
    .from(bakeries)
    .where(sql`${bakeries.proprietaireId} IS NOT NULL AND ${oldestMaj} < ${now.toISOString()}::timestamptz`);
  return rows as unknown as ResetCandidateRow[];
}

/** One row of the write: the flags given (the others untouched), when, and how the writer's rule reads. */
export type FlagWrite = {
  bakeryId: number;
  flags: Partial<TAvailabilityFlags>;
  at: Date;
  /** The flag's time moves even when its value does not (else only a changed flag gets `at`). */
  stampsUnchanged: boolean;
  /** A flag whose time is `at` or later (set since, by anyone) is left alone. */
  yieldsToLaterWrites: boolean;
};

/**
 * Writes the flags of these bakeries in one statement (one row each) and returns the bakeries it
 * changed, with whether bread went from false to true. `before` locks the rows and reads bread as it
 * was: RETURNING only sees the new row, and the lock makes two writers at once see each other's bread.
 * The UPDATE fires the bakery_changed trigger (migration 0002): cards and the live feed learn it at commit.
 */
export async function writeFlags(db: Db, writes: readonly FlagWrite[]): Promise<{ id: number; breadBack: boolean }[]> {
  if (writes.length === 0) return [];
  const rows = JSON.stringify(
    writes.map((write) => ({
      id: write.bakeryId,
      at: write.at.toISOString(),
      stamps_unchanged: write.stampsUnchanged,
      yields: write.yieldsToLaterWrites,
      ...write.flags,
    })),
  );
  // Column names from the fixed list of flags, never from input; SET expressions read the row as it was.
  const applies = (flag: string) => `(v."${flag}" IS NOT NULL AND (NOT v.yields OR b."${flag}_maj" < v.at))`;
  const set = AVAILABILITY_FIELDS.map(
    (flag) =>
      `"${flag}" = CASE WHEN ${applies(flag)} THEN v."${flag}" ELSE b."${flag}" END, ` +
      `"${flag}_maj" = CASE WHEN ${applies(flag)} AND (v.stamps_unchanged OR v."${flag}" IS DISTINCT FROM b."${flag}") THEN v.at ELSE b."${flag}_maj" END`,
  ).join(', ');
  const columns = AVAILABILITY_FIELDS.map((flag) => `"${flag}" boolean`).join(', ');
  const anyApplies = AVAILABILITY_FIELDS.map(applies).join(' OR ');
  const result = await db.execute(sql`WITH v AS (SELECT * FROM jsonb_to_recordset(${rows}::jsonb)
        AS v(id integer, at timestamptz, stamps_unchanged boolean, yields boolean, ${sql.raw(columns)})),
      before AS (SELECT bk.id, bk.disponibilite_pain AS pain FROM bakeries AS bk JOIN v ON v.id = bk.id FOR UPDATE OF bk)
    UPDATE bakeries AS b SET ${sql.raw(set)}, updated_at = now()
    FROM v, before
    WHERE b.id = v.id AND before.id = b.id AND (${sql.raw(anyApplies)})
    RETURNING b.id, (NOT before.pain AND b.disponibilite_pain) AS "breadBack"`);
  return (result as unknown as { rows: { id: number; breadBack: boolean }[] }).rows.map((row) => ({
    id: row.id,
    breadBack: row.breadBack === true,
  }));
}
