import { describe, expect, it } from 'vitest';
import { openingInputOfCard } from './opening-input.js';
import { getWeekPlan } from './week-plan.js';

const LUNCH_BREAK = '12345=0700-1300,1500-1900 6=0730-1300';

function bakery(calendar: Partial<Parameters<typeof openingInputOfCard>[0]> = {}) {
  return openingInputOfCard({ horaires_ouvertures: LUNCH_BREAK, code_postal_boulangerie: '75011', ...calendar });
}

const summary = (rows: ReturnType<typeof getWeekPlan>) =>
  rows.map(
    (row) => `${row.label} ${row.date} ${row.source} ${row.ranges.map((range) => `${range.open}-${range.close}`).join(',') || 'fermé'}`,
  );

describe('getWeekPlan', () => {
  it('lists Monday to Sunday of the current Paris week with the usual hours', () => {
    const rows = getWeekPlan(bakery(), new Date('2026-11-26T10:00:00+01:00'));
    expect(summary(rows)).toEqual([
      'Lundi 2026-11-23 hours 420-780,900-1140',
      'Mardi 2026-11-24 hours 420-780,900-1140',
      'Mercredi 2026-11-25 hours 420-780,900-1140',
      'Jeudi 2026-11-26 hours 420-780,900-1140',
      'Vendredi 2026-11-27 hours 420-780,900-1140',
      'Samedi 2026-11-28 hours 450-780',
      'Dimanche 2026-11-29 hours fermé',
    ]);
    expect(rows.map((row) => row.isToday)).toEqual([false, false, false, true, false, false, false]);
    expect(rows.map((row) => row.isOpenNow)).toEqual([false, false, false, true, false, false, false]);
  });

  it('takes the week of the Paris day: Monday 00:30 in Paris starts a new week while UTC is still on Sunday', () => {
    const rows = getWeekPlan(bakery(), new Date('2026-11-30T00:30:00+01:00'));
    expect(rows[0]).toMatchObject({ date: '2026-11-30', isToday: true, isOpenNow: false });
    expect(rows[6]!.date).toBe('2026-12-06');
  });

  it('puts special hours, closures and holidays in place, with their reason and name', () => {
    const rows = getWeekPlan(
      bakery({
        jours_feries: 'fermes',
        fermetures: [{ debut: '2026-12-21', fin: '2026-12-22', motif: 'Travaux' }],
        horaires_speciaux: [{ date: '2026-12-24', plages: [{ ouverture: '07:00', fermeture: '17:00' }] }],
      }),
      new Date('2026-12-23T10:00:00+01:00'),
    );
    expect(summary(rows)).toEqual([
      'Lundi 2026-12-21 closure fermé',
      'Mardi 2026-12-22 closure fermé',
      'Mercredi 2026-12-23 hours 420-780,900-1140',
      'Jeudi 2026-12-24 special 420-1020',
      'Vendredi 2026-12-25 holiday fermé',
      'Samedi 2026-12-26 hours 450-780',
      'Dimanche 2026-12-27 hours fermé',
    ]);
    expect(rows[0]).toMatchObject({ closureReason: 'Travaux', holidayName: null });
    expect(rows[4]).toMatchObject({ closureReason: null, holidayName: 'Noël', holidayNote: null });
  });

  it('notes a holiday whose rule is not said, on a day with usual hours', () => {
    const rows = getWeekPlan(bakery(), new Date('2026-12-23T10:00:00+01:00'));
    expect(rows[4]).toMatchObject({ source: 'hours', holidayName: 'Noël', holidayNote: 'Jour férié : horaires à confirmer' });
    expect(rows[3]).toMatchObject({ holidayName: null, holidayNote: null });
  });

  it('is closed now on a closure day', () => {
    const rows = getWeekPlan(
      bakery({ fermetures: [{ debut: '2026-11-26', fin: '2026-11-26', motif: null }] }),
      new Date('2026-11-26T10:00:00+01:00'),
    );
    expect(rows[3]).toMatchObject({ isToday: true, isOpenNow: false, source: 'closure', closureReason: null });
  });
});
