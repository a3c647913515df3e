// French public holidays, computed (docs/opening-hours.md, "Public holidays"): the 11 national days,
// and in Alsace-Moselle (postcodes 57, 67, 68) Vendredi saint and the 26 December as well.
// No zod and no library: the home page reads this through the opening status (decision 009).
import { addDays, calendarDate } from '../dates/calendar-days.js';

export type TPublicHoliday = { date: string; nom: string };

/** Postcodes of Moselle (57), Bas-Rhin (67) and Haut-Rhin (68): the local law adds two holidays. */
const ALSACE_MOSELLE_PREFIXES = ['57', '67', '68'] as const;

export function isAlsaceMoselle(codePostal: string | null | undefined): boolean {
  const code = (codePostal ?? '').trim();
  return ALSACE_MOSELLE_PREFIXES.some((prefix) => code.startsWith(prefix));
}

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, "Meeus/Jones/Butcher"). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return calendarDate(year, month, day);
}

function nationalHolidays(year: number): TPublicHoliday[] {
  const easter = easterSunday(year);
  return [
    { date: calendarDate(year, 1, 1), nom: 'Jour de l’an' },
    { date: addDays(easter, 1), nom: 'Lundi de Pâques' },
    { date: calendarDate(year, 5, 1), nom: 'Fête du Travail' },
    { date: calendarDate(year, 5, 8), nom: 'Victoire 1945' },
    { date: addDays(easter, 39), nom: 'Ascension' },
    { date: addDays(easter, 50), nom: 'Lundi de Pentecôte' },
    { date: calendarDate(year, 7, 14), nom: 'Fête nationale' },
    { date: calendarDate(year, 8, 15), nom: 'Assomption' },
    { date: calendarDate(year, 11, 1), nom: 'Toussaint' },
    { date: calendarDate(year, 11, 11), nom: 'Armistice 1918' },
    { date: calendarDate(year, 12, 25), nom: 'Noël' },
  ];
}

function alsaceMoselleHolidays(year: number): TPublicHoliday[] {
  return [
    { date: addDays(easterSunday(year), -2), nom: 'Vendredi saint' },
    { date: calendarDate(year, 12, 26), nom: 'Saint-Étienne' },
  ];
}

// A status reads the holidays of a year for every card of a list: computed once per year and region.
const cache = new Map<string, TPublicHoliday[]>();

function cachedHolidaysOf(year: number, codePostal: string | null | undefined): readonly TPublicHoliday[] {
  const isLocal = isAlsaceMoselle(codePostal);
  const key = `${year}:${isLocal ? 'alsace-moselle' : 'france'}`;
  let holidays = cache.get(key);
  if (!holidays) {
    holidays = [...nationalHolidays(year), ...(isLocal ? alsaceMoselleHolidays(year) : [])].sort((x, y) => x.date.localeCompare(y.date));
    cache.set(key, holidays);
  }
  return holidays;
}

/** The public holidays of `year` for a bakery at `codePostal`, sorted by date. */
export function publicHolidaysOf(year: number, codePostal: string): TPublicHoliday[] {
  return cachedHolidaysOf(year, codePostal).map((holiday) => ({ ...holiday }));
}

/** The French name of the public holiday on `date` ('YYYY-MM-DD') for a bakery at `codePostal`, else null. */
export function publicHolidayOn(date: string, codePostal: string): string | null {
  const year = Number(date.slice(0, 4));
  if (!Number.isInteger(year)) return null;
  return cachedHolidaysOf(year, codePostal).find((holiday) => holiday.date === date)?.nom ?? null;
}

/** The public holidays from `first` to `last` ('YYYY-MM-DD', both included), sorted: the owner's reminders before each holiday. */
export function publicHolidaysBetween(first: string, last: string, codePostal: string): TPublicHoliday[] {
  const holidays: TPublicHoliday[] = [];
  for (let year = Number(first.slice(0, 4)); year <= Number(last.slice(0, 4)); year++) {
    for (const holiday of cachedHolidaysOf(year, codePostal))
      if (first <= holiday.date && holiday.date <= last) holidays.push({ ...holiday });
  }
  return holidays;
}
