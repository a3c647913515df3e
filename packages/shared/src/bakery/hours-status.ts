// How far a bakery's week can be trusted (bakeries.horaires_statut; docs/open-data.md, "Listings on the
// public surfaces"): without zod, so that the home page reads it (decision 009).

export const HORAIRES_STATUTS = ['renseignes', 'a_confirmer', 'non_renseignes'] as const;
export type THorairesStatut = (typeof HORAIRES_STATUTS)[number];

/** The status text of unknown hours: never « Fermé ». */
export const UNKNOWN_HOURS_LABELS = {
  a_confirmer: 'Horaires à confirmer',
  non_renseignes: 'Horaires non renseignés',
} as const satisfies Record<Exclude<THorairesStatut, 'renseignes'>, string>;
export type TUnknownHoursLabel = (typeof UNKNOWN_HOURS_LABELS)[keyof typeof UNKNOWN_HOURS_LABELS];

/** « Selon la source : Mo-Fr 07:00-13:00 », shown after « Horaires à confirmer ». */
export function hoursSourceText(source: string): string {
  return `Selon la source : ${source}`;
}
