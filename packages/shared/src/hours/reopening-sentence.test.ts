// « Rouvre mardi à 7 h »: when a bakery really reopens after a closure, run under TZ=UTC and
// TZ=Europe/Paris (Node applies an assignment to process.env.TZ at once; the zone before is put back).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBakeryCalendar, TPublicClosure, TSpecialHours } from './calendar.schemas.js';
import { openingInputOfCard } from './opening-input.js';
import { reopeningSentence } from './reopening-sentence.js';

/** Tuesday–Saturday 07:00–13:00 and 15:00–19:00: closed on Sunday and Monday. */
const TUESDAY_TO_SATURDAY = '23456=0700-1300,1500-1900';
/** Monday–Saturday 07:30–13:00: closed on Sunday only. */
const MONDAY_TO_SATURDAY = '123456=0730-1300';
/** Mondays only, 07:00–12:00. */
const MONDAYS = '1=0700-1200';

const closure = (debut: string, fin: string): TPublicClosure => ({ debut, fin, motif: 'Travaux' });
const special = (date: string, ...plages: [string, string][]): TSpecialHours => ({
  date,
  plages: plages.map(([ouverture, fermeture]) => ({ ouverture, fermeture })),
});

function sentence(week: string, closures: TPublicClosure[], calendar: Partial<TBakeryCalendar> & { code?: string } = {}, instant?: string) {
  const input = openingInputOfCard({
    horaires_ouvertures: week,
    code_postal_boulangerie: calendar.code ?? '75011',
    jours_feries: calendar.jours_feries ?? null,
    fermetures: closures,
    horaires_speciaux: calendar.horaires_speciaux ?? [],
  });
  return reopeningSentence(input, closures[0]!, new Date(instant ?? '2026-11-20T10:00:00+01:00'));
}

describe.each(['UTC', 'Europe/Paris'])('reopeningSentence with TZ=%s', (zone) => {
  let previous: string | undefined;
  beforeAll(() => {
    previous = process.env.TZ;
    process.env.TZ = zone;
  });
  afterAll(() => {
    if (previous === undefined) delete process.env.TZ;
    else process.env.TZ = previous;
  });

  it('a closure ending on Saturday, closed on Sunday and Monday every week: « Rouvre mardi à 7 h »', () => {
    expect(sentence(TUESDAY_TO_SATURDAY, [closure('2026-12-01', '2026-12-05')])).toBe('Rouvre mardi à 7\u00a0h');
  });

  it('a closure ending on Saturday, closed on Sunday only: reopens on Monday, with the minutes', () => {
    expect(sentence(MONDAY_TO_SATURDAY, [closure('2026-12-01', '2026-12-05')])).toBe('Rouvre lundi à 7\u00a0h\u00a030');
  });

  it('says nothing when the bakery opens the day after the closure', () => {
    expect(sentence(TUESDAY_TO_SATURDAY, [closure('2026-12-01', '2026-12-04')])).toBeNull();
    expect(sentence(MONDAY_TO_SATURDAY, [closure('2026-12-06', '2026-12-06')])).toBeNull();
  });

  it('a public holiday the bakery closes on is skipped (11 November, a Wednesday)', () => {
    const closures = [closure('2026-11-09', '2026-11-10')];
    expect(sentence(TUESDAY_TO_SATURDAY, closures, { jours_feries: 'fermes' })).toBe('Rouvre jeudi à 7\u00a0h');
    // With the usual hours on public holidays, it opens on the 11th: nothing to add.
    expect(sentence(TUESDAY_TO_SATURDAY, closures, { jours_feries: 'habituels' })).toBeNull();
  });

  it('in Alsace, Christmas and 26 December closed, then Sunday and Monday: reopens on Tuesday 29', () => {
    const closures = [closure('2026-12-21', '2026-12-24')];
    expect(sentence(TUESDAY_TO_SATURDAY, closures, { jours_feries: 'fermes', code: '67000' })).toBe('Rouvre mardi à 7\u00a0h');
    // In Paris, 26 December is a Saturday like any other.
    expect(sentence(TUESDAY_TO_SATURDAY, closures, { jours_feries: 'fermes' })).toBe('Rouvre samedi à 7\u00a0h');
  });

  it('special hours on the reopening day give its time', () => {
    const closures = [closure('2026-12-01', '2026-12-05')];
    expect(sentence(TUESDAY_TO_SATURDAY, closures, { horaires_speciaux: [special('2026-12-08', ['09:00', '12:00'])] })).toBe(
      'Rouvre mardi à 9\u00a0h',
    );
  });

  it('special hours on a usually closed day make it the reopening day; a day closed by special hours is skipped', () => {
    const closures = [closure('2026-12-01', '2026-12-05')];
    expect(sentence(TUESDAY_TO_SATURDAY, closures, { horaires_speciaux: [special('2026-12-07', ['08:00', '12:30'])] })).toBe(
      'Rouvre lundi à 8\u00a0h',
    );
    // Open on the Sunday right after the closure: nothing to add.
    expect(sentence(TUESDAY_TO_SATURDAY, closures, { horaires_speciaux: [special('2026-12-06', ['08:00', '12:30'])] })).toBeNull();
    expect(sentence(TUESDAY_TO_SATURDAY, closures, { horaires_speciaux: [special('2026-12-08')] })).toBe('Rouvre mercredi à 7\u00a0h');
  });

  it('across a month end: a closure ending Saturday 31 October reopens on Tuesday 3 November', () => {
    expect(sentence(TUESDAY_TO_SATURDAY, [closure('2026-10-26', '2026-10-31')])).toBe('Rouvre mardi à 7\u00a0h');
  });

  it('a closure followed by another one counts from the end of the second', () => {
    const closures = [closure('2026-12-01', '2026-12-05'), closure('2026-12-06', '2026-12-09')];
    expect(sentence(TUESDAY_TO_SATURDAY, closures)).toBeNull();
    expect(sentence(TUESDAY_TO_SATURDAY, [closure('2026-12-01', '2026-12-05'), closure('2026-12-07', '2026-12-08')])).toBe(
      'Rouvre mercredi à 7\u00a0h',
    );
  });

  it('a week or more after the closure: the date, with its year only when it is not the current Paris year', () => {
    const closures = [closure('2026-12-21', '2026-12-28')];
    expect(sentence(MONDAYS, closures, {}, '2026-12-31T22:30:00Z')).toBe('Rouvre le 4 janvier 2027 à 7\u00a0h');
    // 23:30 UTC on 31 December is already 1 January in Paris.
    expect(sentence(MONDAYS, closures, {}, '2026-12-31T23:30:00Z')).toBe('Rouvre le 4 janvier à 7\u00a0h');
  });

  it('a bakery without hours never reopens: nothing to say', () => {
    expect(sentence('', [closure('2026-12-01', '2026-12-05')])).toBeNull();
  });
});
