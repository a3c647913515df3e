/** Weekday keys of `jours_ouvertures` / `horaires_ouvertures`, Monday first (docs/api-conventions.md, "Names and values"). */
export const DAY_NAMES = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'] as const;

export type TDayName = (typeof DAY_NAMES)[number];

/** Capitalised labels for tables and forms. */
export const DAY_LABELS: Record<TDayName, string> = {
  lundi: 'Lundi',
  mardi: 'Mardi',
  mercredi: 'Mercredi',
  jeudi: 'Jeudi',
  vendredi: 'Vendredi',
  samedi: 'Samedi',
  dimanche: 'Dimanche',
};
