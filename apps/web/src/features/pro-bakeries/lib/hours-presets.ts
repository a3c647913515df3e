import { DAY_NAMES, emptyDayHours, type TDayHours, type TDayName } from '@fournil/shared';
import type { TWeek } from './copy-monday';

export type THoursPreset = {
  key: 'split' | 'continuous';
  /** The button's text (docs/bakery-management.md, "Creating a bakery"). */
  label: string;
  /** What the preset sets, written out under the button. */
  hint: string;
  week: () => TWeek;
};

const TUESDAY_TO_SATURDAY: readonly TDayName[] = ['mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'];

/** The same hours on Tuesday to Saturday; Monday and Sunday closed with empty hours. */
function tuesdayToSaturday(hours: TDayHours): TWeek {
  const week = { jours_ouvertures: {}, horaires_ouvertures: {} } as TWeek;
  for (const day of DAY_NAMES) {
    const isOpen = TUESDAY_TO_SATURDAY.includes(day);
    week.jours_ouvertures[day] = isOpen;
    week.horaires_ouvertures[day] = isOpen ? { ...hours } : emptyDayHours();
  }
  return week;
}

/** The two weeks most French bakeries keep, one tap each; the owner adjusts a day afterwards. */
export const HOURS_PRESETS: readonly THoursPreset[] = [
  {
    key: 'split',
    label: 'Mardi–samedi 7 h–13 h / 15 h–19 h 30',
    hint: 'Fermé le lundi et le dimanche.',
    week: () => tuesdayToSaturday({ ouverture_matin: '07:00', fermeture_matin: '13:00', ouverture_apm: '15:00', fermeture_apm: '19:30' }),
  },
  {
    key: 'continuous',
    label: 'Journée continue',
    hint: 'Mardi–samedi 7 h–19 h 30 sans coupure ; fermé le lundi et le dimanche.',
    week: () => tuesdayToSaturday({ ouverture_matin: '07:00', fermeture_matin: '19:30', ouverture_apm: null, fermeture_apm: null }),
  },
];

/** « Copier sur tous les jours »: every day of the week takes `source`'s open flag and hours. */
export function copyDayToAll(week: TWeek, source: TDayName): TWeek {
  const jours = { ...week.jours_ouvertures };
  const horaires = { ...week.horaires_ouvertures };
  for (const day of DAY_NAMES) {
    jours[day] = week.jours_ouvertures[source];
    horaires[day] = { ...week.horaires_ouvertures[source] };
  }
  return { jours_ouvertures: jours, horaires_ouvertures: horaires };
}

function isSameDay(a: TDayHours, b: TDayHours): boolean {
  return (
    a.ouverture_matin === b.ouverture_matin &&
    a.fermeture_matin === b.fermeture_matin &&
    a.ouverture_apm === b.ouverture_apm &&
    a.fermeture_apm === b.fermeture_apm
  );
}

/**
 * The « Dupliquer horaires Lundi » ticks of a stored week. They are not stored: a ticked day is
 * saved as a copy of Monday, so the days that are an exact copy of an open Monday show ticked again
 * after a reload. A closed Monday ticks nothing (every closed day would look like a copy of it, and
 * opening Monday would then open them all).
 */
export function duplicatedDays(week: TWeek): Set<TDayName> {
  const days = new Set<TDayName>();
  if (!week.jours_ouvertures.lundi) return days;
  for (const day of DAY_NAMES) {
    if (day === 'lundi') continue;
    if (week.jours_ouvertures[day] && isSameDay(week.horaires_ouvertures[day], week.horaires_ouvertures.lundi)) days.add(day);
  }
  return days;
}
