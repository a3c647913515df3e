import { PARIS_TIME_ZONE } from '../constants.js';
import type { TDayName } from './day-names.js';

export type TParisClock = {
  day: TDayName;
  /** Minutes since midnight, Paris wall-clock time. */
  minutes: number;
  /** 'HH:MM', Paris wall-clock time. */
  hhmm: string;
};

// Created once: building an Intl formatter is costly and this runs for every bakery in a list.
const parisFormatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: PARIS_TIME_ZONE,
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const WEEKDAY_TO_DAY: Record<string, TDayName> = {
  Mon: 'lundi',
  Tue: 'mardi',
  Wed: 'mercredi',
  Thu: 'jeudi',
  Fri: 'vendredi',
  Sat: 'samedi',
  Sun: 'dimanche',
};

/** Weekday and time of day in Europe/Paris at `date`, whatever the runtime's own time zone. */
export function getParisClock(date: Date): TParisClock {
  let weekday = '';
  let hour = 0;
  let minute = 0;
  for (const part of parisFormatter.formatToParts(date)) {
    if (part.type === 'weekday') weekday = part.value;
    else if (part.type === 'hour') hour = Number(part.value) % 24;
    else if (part.type === 'minute') minute = Number(part.value);
  }
  const day = WEEKDAY_TO_DAY[weekday];
  if (!day) throw new RangeError(`Invalid date: ${String(date)}`);
  const hhmm = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  return { day, minutes: hour * 60 + minute, hhmm };
}
