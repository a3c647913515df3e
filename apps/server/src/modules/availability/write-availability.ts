// The one writer of availability (docs/availability.md, "One writer"): every write of the five flags
// (the owner's and the manager's toggles, the owner's edit form, the reset at opening) comes here, so
// each stamps the flags' times, reaches the live feed and tells the bread alerts the same way. A new
// writer is one more AvailabilityWriter and its rule below.
import { AVAILABILITY_FIELDS, type TAvailabilityFlags } from '@fournil/shared';
import type { Db } from '../../db/client.js';
import type { ServiceContext } from '../../service-context.js';
import { writeFlags } from './repository.js';

/** Who writes, which decides how the write reads (AVAILABILITY_RULES). */
export type AvailabilityWriter = 'toggle' | 'edit-form' | 'opening';

/**
 * - `stampsUnchanged`: a flag sent with the value it already has still gets the write's time (a
 *   toggle is someone saying "this is true now"; the edit form resends every flag, so only those it
 *   changes count as set now).
 * - `yieldsToLaterWrites`: a flag set at or after the write's time is left alone (the reset at
 *   opening writes the period's start, and must not undo a toggle made since, on any instance).
 */
const AVAILABILITY_RULES: Record<AvailabilityWriter, { stampsUnchanged: boolean; yieldsToLaterWrites: boolean }> = {
  toggle: { stampsUnchanged: true, yieldsToLaterWrites: false },
  'edit-form': { stampsUnchanged: false, yieldsToLaterWrites: false },
  opening: { stampsUnchanged: true, yieldsToLaterWrites: true },
};

/** Some flags of one bakery, by one writer, at one time (the flags left out are untouched). */
export type AvailabilityWrite = {
  bakeryId: number;
  flags: Partial<TAvailabilityFlags>;
  by: AvailabilityWriter;
  at: Date;
};

export type AvailabilityContext = Pick<ServiceContext, 'db'> & Partial<Pick<ServiceContext, 'alerts'>>;

/**
 * Writes these flags in one transaction, with `alongside` (the caller's other writes of the same
 * request, e.g. the edit form's texts and photos: all or nothing), and returns the ids of the bakeries
 * it changed and what `alongside` returned. Guarantees, whoever writes:
 * - each flag set gets its `_maj` time by the writer's rule;
 * - the live feed and the in-memory cards learn it: the UPDATE fires the bakery_changed trigger, whose
 *   NOTIFY every instance receives at commit (docs/decisions/003-live-feed.md, 008);
 * - a bakery whose bread went from false to true tells the `pain` alerts, AFTER the commit: the claim
 *   runs on another connection and only claims while the bakery has bread, which it would not see
 *   before the commit, and no notification may leave for a write rolled back (docs/alerts.md, "Sending").
 * One write per bakery per call.
 */
export async function writeAvailability<T = undefined>(
  ctx: AvailabilityContext,
  writes: readonly AvailabilityWrite[],
  alongside?: (tx: Db) => Promise<T>,
): Promise<{ written: number[]; alongside: T }> {
  const rows = writes
    .filter((write) => AVAILABILITY_FIELDS.some((field) => typeof write.flags[field] === 'boolean'))
    .map((write) => ({ bakeryId: write.bakeryId, flags: write.flags, at: write.at, ...AVAILABILITY_RULES[write.by] }));
  if (new Set(rows.map((row) => row.bakeryId)).size !== rows.length) throw new Error('writeAvailability: one write per bakery');
  const { changed, result } = await ctx.db.transaction(async (tx) => {
    const result = alongside ? await alongside(tx) : (undefined as T);
    return { changed: await writeFlags(tx, rows), result };
  });
  for (const { id, breadBack } of changed) if (breadBack) ctx.alerts?.breadBack(id);
  return { written: changed.map((row) => row.id), alongside: result };
}

/**
 * Visitors' reports are the other writer of the bread alerts (docs/availability.md, "One writer";
 * docs/visitor-reports.md). A report writes only its own table, never the flag columns (the baker's
 * word stays the baker's), and the card shows the reports' word by the shared rule `shownBread`. So
 * the caller says whether the bread worth an alert went from no to yes with this report — on a
 * listing only once REPORT_RULES.listingBreadAlertReportsNeeded visitors agree — and calls this
 * AFTER the report is committed, as writeAvailability does.
 */
export function tellReportedBread(ctx: AvailabilityContext, bakeryId: number, change: { before: boolean; after: boolean }): void {
  if (!change.before && change.after) ctx.alerts?.breadBackReported(bakeryId);
}
