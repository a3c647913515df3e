// Fournil's week built from the open ranges read in an OSM value (docs/open-data.md, "Opening hours from
// OpenStreetMap"), and checked by the shared schemas the API and the forms use before it is kept.
import {
  DAY_NAMES,
  ZHolidayRule,
  ZHorairesOuvertures,
  ZJoursOuvertures,
  emptyDayHours,
  type TDayHours,
  type TDayName,
  type THolidayRule,
  type THorairesOuvertures,
  type TJoursOuvertures,
} from '@fournil/shared';
import type { TMinuteRange } from './osm-reference-days.js';

export type TOsmWeek = {
  kind: 'week';
  jours_ouvertures: TJoursOuvertures;
  horaires_ouvertures: THorairesOuvertures;
  jours_feries: THolidayRule;
};

function timeOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** 0 ranges: closed; 1: the morning only; 2: the morning and the afternoon (the caller refuses more). */
function dayHoursOf(ranges: readonly TMinuteRange[]): TDayHours {
  const [morning, afternoon] = ranges;
  return {
    ...emptyDayHours(),
    ...(morning && { ouverture_matin: timeOf(morning[0]), fermeture_matin: timeOf(morning[1]) }),
    ...(afternoon && { ouverture_apm: timeOf(afternoon[0]), fermeture_apm: timeOf(afternoon[1]) }),
  };
}

/**
 * The week of the given ranges, Monday first; a day with no range is closed. Null when the shared
 * schemas refuse it (a time past 23:59, a closing before its opening…): the caller keeps the value to
 * confirm rather than store a week the owner's form would reject.
 */
export function weekOfRanges(week: readonly (readonly TMinuteRange[])[], holidayRule: THolidayRule): TOsmWeek | null {
  const jours = {} as Record<TDayName, boolean>;
  const horaires = {} as Record<TDayName, TDayHours>;
  DAY_NAMES.forEach((name, index) => {
    const ranges = week[index] ?? [];
    jours[name] = ranges.length > 0;
    horaires[name] = dayHoursOf(ranges);
  });
  const checkedJours = ZJoursOuvertures.safeParse(jours);
  const checkedHoraires = ZHorairesOuvertures.safeParse(horaires);
  const checkedRule = ZHolidayRule.safeParse(holidayRule);
  if (!checkedJours.success || !checkedHoraires.success || !checkedRule.success) return null;
  return { kind: 'week', jours_ouvertures: checkedJours.data, horaires_ouvertures: checkedHoraires.data, jours_feries: checkedRule.data };
}
