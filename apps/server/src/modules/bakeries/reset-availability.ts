// The reset at opening (docs/availability.md, "Reset at opening"): at each new opening after a closed
// period, a bakery's five flags go back to its opening defaults, so yesterday evening's « Pas de
// pain » is not what visitors read at 7 h. Run every minute and at start-up by every instance
// (src/jobs.ts): the update is conditional, so instances racing each other, or a run
// repeated, change nothing twice.
import { currentOpenPeriodStart, parisDay, toWeekRanges, type TOpeningInput } from '@fournil/shared';
import type { Db } from '../../db/client.js';
import type { ServiceContext } from '../../lib/service-context.js';
import type { AlertDispatcher } from '../alerts/dispatch.js';
import * as repository from './repository.js';
import type { OpeningRow } from './repository.js';

/** Bakeries per UPDATE statement. */
const BATCH = 500;

/** The opening input of a bakery row for `today` (Paris), its calendar limited to that day. */
export function openingInputOf(row: OpeningRow, today: string): TOpeningInput {
  return {
    week: toWeekRanges(row.joursOuvertures, row.horairesOuvertures),
    code_postal: row.codePostalBoulangerie,
    jours_feries: row.joursFeries ?? null,
    fermetures: row.fermetures.map(([debut, fin, motif]) => ({ debut, fin, motif })),
    horaires_speciaux: row.plagesDuJour ? [{ date: today, plages: row.plagesDuJour }] : [],
  };
}

/**
 * Resets the flags set before the current open period of each bakery open at `now()`; returns the ids
 * changed. A bakery whose bread comes back with its opening defaults tells its `pain` alerts
 * (docs/alerts.md, "Sending").
 */
export async function resetAvailabilityAtOpening({
  db,
  now,
  alerts,
}: {
  db: Db;
  now: ServiceContext['now'];
  alerts?: Pick<AlertDispatcher, 'breadBack'>;
}): Promise<number[]> {
  const instant = now();
  const today = parisDay(instant);
  const due: { id: number; start: Date }[] = [];
  for (const row of await repository.findResetCandidates(db, today, instant)) {
    const start = currentOpenPeriodStart(openingInputOf(row, today), instant);
    if (start && row.oldestMaj < start) due.push({ id: row.id, start });
  }
  const changed: number[] = [];
  for (let index = 0; index < due.length; index += BATCH) {
    for (const { id, breadBack } of await repository.resetFlagsBefore(db, due.slice(index, index + BATCH))) {
      changed.push(id);
      if (breadBack) alerts?.breadBack(id);
    }
  }
  return changed;
}
