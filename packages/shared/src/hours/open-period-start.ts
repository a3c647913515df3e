// When the bakery's current open period began (docs/availability.md, "Reset at opening"): the
// availability flags set before it go back to the bakery's opening defaults. Same calendar as the
// opening status (day-plan.ts: closures, special hours, public holidays, usual week).
// No zod here: pure and light, like opening-status.ts.
import { parisDay, parisWallTimeToInstant } from '../dates/paris-dates.js';
import { dayPlanOf, type TOpeningInput } from './day-plan.js';

/**
 * The instant the open period containing `instant` started, or null when the bakery is closed at
 * `instant`. Ranges that follow each other without a gap (13:00–13:00) are one period; a lunch
 * break is a closed period, so the afternoon opening starts a new one.
 */
export function currentOpenPeriodStart(input: TOpeningInput, instant: Date): Date | null {
  const plan = dayPlanOf(input, parisDay(instant));
  let runOpen = -1;
  let runClose = -1;
  for (const range of plan.ranges) {
    if (range.open > runClose) runOpen = range.open;
    runClose = Math.max(runClose, range.close);
    const opensAt = parisWallTimeToInstant(plan.date, runOpen);
    const closesAt = parisWallTimeToInstant(plan.date, runClose);
    if (instant >= opensAt && instant < closesAt) return opensAt;
  }
  return null;
}
