import { parisWallTime } from '../dates/paris-dates.js';
import type { TDayName } from './day-names.js';

export type TParisClock = {
  day: TDayName;
  /** Minutes since midnight, Paris wall-clock time. */
  minutes: number;
  /** 'HH:MM', Paris wall-clock time. */
  hhmm: string;
};

/** Weekday and time of day in Europe/Paris at `date`, whatever the runtime's own time zone. */
export function getParisClock(date: Date): TParisClock {
  const wall = parisWallTime(date);
  const hhmm = `${String(wall.hour).padStart(2, '0')}:${String(wall.minute).padStart(2, '0')}`;
  return { day: wall.weekday, minutes: wall.hour * 60 + wall.minute, hhmm };
}
