// The reset at opening (docs/availability.md, "Reset at opening"): at each new opening after a closed
// period, a bakery's five flags go back to its opening defaults, so yesterday evening's « Pas de
// pain » is not what visitors read at 7 h. Run every minute and at start-up by every instance
// (src/jobs.ts): the write yields to any flag set since the period's start, so instances
// racing each other, or a run repeated, change nothing twice.
import { AVAILABILITY_FIELDS, currentOpenPeriodStart, parisDay, type TAvailabilityFlags } from '@fournil/shared';
import type { ServiceContext } from '../../service-context.js';
import { AVAILABILITY_COLUMNS } from './columns.js';
import { openingInputOf } from './opening-input.js';
import * as repository from './repository.js';
import { writeAvailability, type AvailabilityWrite } from './write-availability.js';

/** Bakeries per transaction (one UPDATE statement each). */
const BATCH = 500;

/**
 * Resets the flags set before the current open period of each bakery open at `now()` to their opening
 * defaults, with the period's start as their time; returns the ids changed. Bread coming back this
 * way tells the `pain` alerts like any other write (write-availability.ts).
 */
export async function resetAvailabilityAtOpening(
  ctx: Pick<ServiceContext, 'db' | 'now'> & Partial<Pick<ServiceContext, 'alerts'>>,
): Promise<number[]> {
  const instant = ctx.now();
  const today = parisDay(instant);
  const due: AvailabilityWrite[] = [];
  for (const row of await repository.findResetCandidates(ctx.db, today, instant)) {
    const start = currentOpenPeriodStart(openingInputOf(row, today), instant);
    if (!start) continue;
    const flags: Partial<TAvailabilityFlags> = {};
    for (const field of AVAILABILITY_FIELDS) {
      const { maj, ouverture } = AVAILABILITY_COLUMNS[field];
      const setAt = row[maj]; // never null on an owned bakery (a check of migration 0024)
      if (setAt === null || setAt < start) flags[field] = row[ouverture];
    }
    if (Object.keys(flags).length > 0) due.push({ bakeryId: row.id, flags, by: 'opening', at: start });
  }
  const changed: number[] = [];
  for (let index = 0; index < due.length; index += BATCH) {
    changed.push(...(await writeAvailability(ctx, due.slice(index, index + BATCH))).written);
  }
  return changed;
}
