import { describe, expect, it } from 'vitest';
import { encodeCompactWeek, parseCompactWeek } from './compact-week.js';
import { emptyWeek } from './hours.schemas.js';
import { openingInputOfCard, openingInputOfDetail } from './opening-input.js';
import { getOpeningStatus } from './opening-status.js';
import { toWeekRanges } from './week-ranges.js';

/** Monday–Friday 07:00–13:30 and 15:30–20:00, Saturday 07:30–13:00, Sunday off but with hours kept. */
function week() {
  const { jours_ouvertures: jours, horaires_ouvertures: horaires } = emptyWeek();
  for (const day of ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi'] as const) {
    jours[day] = true;
    horaires[day] = { ouverture_matin: '07:00', fermeture_matin: '13:30', ouverture_apm: '15:30', fermeture_apm: '20:00' };
  }
  jours.samedi = true;
  horaires.samedi = { ouverture_matin: '07:30', fermeture_matin: '13:00', ouverture_apm: null, fermeture_apm: null };
  horaires.dimanche = { ouverture_matin: '08:00', fermeture_matin: '12:00', ouverture_apm: null, fermeture_apm: null };
  return { jours, horaires };
}

// 2026-01-12 is a Monday; Paris is UTC+1 in January.
const parisTime = (day: number, hhmm: string): Date => new Date(`2026-01-${String(12 + day).padStart(2, '0')}T${hhmm}:00+01:00`);

describe('compact week', () => {
  it('groups the days that share their ranges and leaves closed days out', () => {
    const { jours, horaires } = week();
    expect(encodeCompactWeek(jours, horaires)).toBe('12345=0700-1330,1530-2000 6=0730-1300');
  });

  it('is empty for a bakery that never opens, and a checked day without hours is closed', () => {
    const { jours_ouvertures, horaires_ouvertures } = emptyWeek();
    expect(encodeCompactWeek(jours_ouvertures, horaires_ouvertures)).toBe('');
    expect(encodeCompactWeek({ ...jours_ouvertures, lundi: true }, horaires_ouvertures)).toBe('');
    expect(encodeCompactWeek(null, undefined)).toBe('');
  });

  it('reads back the same ranges as the full week', () => {
    const { jours, horaires } = week();
    expect(parseCompactWeek(encodeCompactWeek(jours, horaires))).toEqual(toWeekRanges(jours, horaires));
  });

  it('gives a card the same status as the full week, every 5 minutes over a whole week', () => {
    const { jours, horaires } = week();
    const calendar = { jours_feries: null, fermetures: [], horaires_speciaux: [] };
    const card = openingInputOfCard({
      horaires_ouvertures: encodeCompactWeek(jours, horaires),
      code_postal_boulangerie: '75004',
      ...calendar,
    });
    const detail = openingInputOfDetail({
      jours_ouvertures: jours,
      horaires_ouvertures: horaires,
      code_postal_boulangerie: '75004',
      ...calendar,
    });
    for (let day = 0; day < 7; day += 1) {
      for (let minutes = 0; minutes < 24 * 60; minutes += 5) {
        const date = parisTime(day, `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`);
        expect(getOpeningStatus(card, date), date.toISOString()).toEqual(getOpeningStatus(detail, date));
      }
    }
  });

  it('skips malformed groups instead of throwing: those days read as closed', () => {
    expect(parseCompactWeek('8=0700-1200 1=2500-2600 2=0700-1200 x')).toEqual([[], [{ open: 420, close: 720 }], [], [], [], [], []]);
    expect(parseCompactWeek('garbage')).toEqual([[], [], [], [], [], [], []]);
  });
});
