import { describe, expect, it } from 'vitest';
import { easterSunday, isAlsaceMoselle, publicHolidayOn, publicHolidaysBetween, publicHolidaysOf } from './french-holidays.js';

// Official dates, written out by hand from the published calendars (service-public.fr), not computed.
const OFFICIAL: Record<number, { easter: string; national: string[]; vendrediSaint: string }> = {
  2026: {
    easter: '2026-04-05',
    vendrediSaint: '2026-04-03',
    national: [
      '2026-01-01',
      '2026-04-06',
      '2026-05-01',
      '2026-05-08',
      '2026-05-14',
      '2026-05-25',
      '2026-07-14',
      '2026-08-15',
      '2026-11-01',
      '2026-11-11',
      '2026-12-25',
    ],
  },
  2027: {
    easter: '2027-03-28',
    vendrediSaint: '2027-03-26',
    national: [
      '2027-01-01',
      '2027-03-29',
      '2027-05-01',
      '2027-05-06',
      '2027-05-08',
      '2027-05-17',
      '2027-07-14',
      '2027-08-15',
      '2027-11-01',
      '2027-11-11',
      '2027-12-25',
    ],
  },
  2028: {
    easter: '2028-04-16',
    vendrediSaint: '2028-04-14',
    national: [
      '2028-01-01',
      '2028-04-17',
      '2028-05-01',
      '2028-05-08',
      '2028-05-25',
      '2028-06-05',
      '2028-07-14',
      '2028-08-15',
      '2028-11-01',
      '2028-11-11',
      '2028-12-25',
    ],
  },
  2029: {
    easter: '2029-04-01',
    vendrediSaint: '2029-03-30',
    national: [
      '2029-01-01',
      '2029-04-02',
      '2029-05-01',
      '2029-05-08',
      '2029-05-10',
      '2029-05-21',
      '2029-07-14',
      '2029-08-15',
      '2029-11-01',
      '2029-11-11',
      '2029-12-25',
    ],
  },
  2030: {
    easter: '2030-04-21',
    vendrediSaint: '2030-04-19',
    national: [
      '2030-01-01',
      '2030-04-22',
      '2030-05-01',
      '2030-05-08',
      '2030-05-30',
      '2030-06-10',
      '2030-07-14',
      '2030-08-15',
      '2030-11-01',
      '2030-11-11',
      '2030-12-25',
    ],
  },
};

const dates = (year: number, codePostal: string) => publicHolidaysOf(year, codePostal).map((holiday) => holiday.date);

describe('French public holidays', () => {
  describe.each(Object.entries(OFFICIAL))('%s', (yearText, official) => {
    const year = Number(yearText);

    it('finds Easter Sunday', () => {
      expect(easterSunday(year)).toBe(official.easter);
    });

    it('has the 11 national holidays in Paris, and no others', () => {
      expect(dates(year, '75011')).toEqual(official.national);
    });

    it('adds Vendredi saint and 26 December in Moselle, Bas-Rhin and Haut-Rhin', () => {
      const local = [...official.national, official.vendrediSaint, `${year}-12-26`].sort();
      for (const codePostal of ['57000', '67000', '68100']) expect(dates(year, codePostal)).toEqual(local);
    });
  });

  it('names each holiday in French', () => {
    expect(publicHolidaysOf(2026, '67000').map((holiday) => `${holiday.date} ${holiday.nom}`)).toEqual([
      '2026-01-01 Jour de l’an',
      '2026-04-03 Vendredi saint',
      '2026-04-06 Lundi de Pâques',
      '2026-05-01 Fête du Travail',
      '2026-05-08 Victoire 1945',
      '2026-05-14 Ascension',
      '2026-05-25 Lundi de Pentecôte',
      '2026-07-14 Fête nationale',
      '2026-08-15 Assomption',
      '2026-11-01 Toussaint',
      '2026-11-11 Armistice 1918',
      '2026-12-25 Noël',
      '2026-12-26 Saint-Étienne',
    ]);
  });

  it('says which holiday a date is, for the postcode', () => {
    expect(publicHolidayOn('2027-05-06', '75001')).toBe('Ascension');
    expect(publicHolidayOn('2026-12-26', '67000')).toBe('Saint-Étienne');
    expect(publicHolidayOn('2026-12-26', '75001')).toBeNull();
    expect(publicHolidayOn('2028-04-14', '57070')).toBe('Vendredi saint');
    expect(publicHolidayOn('2028-04-14', '69001')).toBeNull();
    expect(publicHolidayOn('2026-11-26', '67000')).toBeNull();
  });

  it('reads Alsace-Moselle from the first two digits of the postcode only', () => {
    expect(isAlsaceMoselle(' 67000 ')).toBe(true);
    expect(isAlsaceMoselle('68')).toBe(true);
    expect(isAlsaceMoselle('57')).toBe(true);
    expect(isAlsaceMoselle('75067')).toBe(false);
    expect(isAlsaceMoselle('58000')).toBe(false);
    expect(isAlsaceMoselle('')).toBe(false);
  });

  it('hands out copies: changing a returned list does not change the next answer', () => {
    const first = publicHolidaysOf(2029, '75011');
    first[0]!.nom = 'changé';
    first.pop();
    expect(publicHolidaysOf(2029, '75011')).toHaveLength(11);
    expect(publicHolidayOn('2029-01-01', '75011')).toBe('Jour de l’an');
  });

  it('lists the holidays between two dates, across a new year', () => {
    expect(publicHolidaysBetween('2026-12-20', '2027-01-10', '67000')).toEqual([
      { date: '2026-12-25', nom: 'Noël' },
      { date: '2026-12-26', nom: 'Saint-Étienne' },
      { date: '2027-01-01', nom: 'Jour de l’an' },
    ]);
    expect(publicHolidaysBetween('2026-11-26', '2026-12-24', '75011')).toEqual([]);
    expect(publicHolidaysBetween('2026-12-25', '2026-12-25', '75011')).toEqual([{ date: '2026-12-25', nom: 'Noël' }]);
  });

  it('reads a missing postcode as outside Alsace-Moselle', () => {
    expect(isAlsaceMoselle(null)).toBe(false);
    expect(isAlsaceMoselle(undefined)).toBe(false);
  });
});
