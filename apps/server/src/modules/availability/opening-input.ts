// What decides whether a bakery is open on a given day (Paris), as the server reads it from its row:
// the reset at opening (reset-at-opening.ts) and the alerts (modules/alerts/dispatch.ts) both ask.
import { toWeekRanges, type TOpeningInput } from '@fournil/shared';
import type { OpeningRow } from './repository.js';

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
