import type { TDayName, THorairesOuvertures, TJoursOuvertures } from '@fournil/shared';

export type TWeek = { jours_ouvertures: TJoursOuvertures; horaires_ouvertures: THorairesOuvertures };

/** Copies Monday's open flag and hours to `days` (the days marked 'Dupliquer horaires Lundi'). */
export function copyMonday(week: TWeek, days: Iterable<TDayName>): TWeek {
  const jours = { ...week.jours_ouvertures };
  const horaires = { ...week.horaires_ouvertures };
  for (const day of days) {
    if (day === 'lundi') continue;
    jours[day] = jours.lundi;
    horaires[day] = { ...horaires.lundi };
  }
  return { jours_ouvertures: jours, horaires_ouvertures: horaires };
}
