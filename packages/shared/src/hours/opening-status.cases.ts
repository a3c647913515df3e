// The table every runtime checks the opening status against (docs/opening-hours.md): run by the shared,
// web (jsdom) and api test projects, with the machine's time zone and with TZ=America/New_York.
// Instants are written with their Paris offset (+01:00 in winter, +02:00 in summer): 2026 changes
// time on 29 March (02:00 → 03:00) and on 25 October (03:00 → 02:00).
import type { TBakeryCalendar, TPublicClosure, TSpecialHours } from './calendar.schemas.js';
import type { TOpeningInput, TOpeningReason } from './day-plan.js';
import { openingInputOfCard } from './opening-input.js';

export type TOpeningStatusCase = {
  name: string;
  input: TOpeningInput;
  /** ISO instant with its offset. */
  instant: string;
  expected: {
    isOpen: boolean;
    label: string;
    holidayNote: string | null;
    /** ISO instant, or null when the status never changes again. */
    nextChange: string | null;
    reason?: TOpeningReason;
  };
};

/** Monday–Friday 07:00–13:00 and 15:00–19:00, Saturday 07:30–13:00, closed on Sunday. */
const LUNCH_BREAK = '12345=0700-1300,1500-1900 6=0730-1300';
/** Every day 07:00–19:30. */
const EVERY_DAY = '1234567=0700-1930';
/** Every day 08:00–18:45. */
const QUARTER_TO = '1234567=0800-1845';
/** A night bakehouse shop: Sunday 02:30–06:00, Monday–Saturday 07:00–13:00. */
const NIGHT_SUNDAY = '7=0230-0600 123456=0700-1300';
/** Sunday 01:00–03:00 only. */
const SUNDAY_SMALL_HOURS = '7=0100-0300';

const PARIS = '75011';
const STRASBOURG = '67000';
const MULHOUSE = '68100';
const METZ = '57000';

type TCalendarPart = Partial<TBakeryCalendar> & { code?: string };

function bakery(week: string, calendar: TCalendarPart = {}): TOpeningInput {
  return openingInputOfCard({
    horaires_ouvertures: week,
    code_postal_boulangerie: calendar.code ?? PARIS,
    jours_feries: calendar.jours_feries ?? null,
    fermetures: calendar.fermetures ?? [],
    horaires_speciaux: calendar.horaires_speciaux ?? [],
  });
}

const closure = (debut: string, fin: string, motif: string | null = null): TPublicClosure => ({ debut, fin, motif });
const special = (date: string, ...plages: [string, string][]): TSpecialHours => ({
  date,
  plages: plages.map(([ouverture, fermeture]) => ({ ouverture, fermeture })),
});

const NOTE = 'Jour férié : horaires à confirmer';

/**
 * The table, built on demand: exported through @fournil/shared for the three test projects, it
 * costs nothing to a bundle that does not call it.
 */
export function openingStatusCases(): TOpeningStatusCase[] {
  const SUMMER_HOLIDAYS = [closure('2026-08-10', '2026-08-31', 'Congés annuels')];
  return [
    // The usual week (Thursday 26 November 2026).
    {
      name: 'open in the morning, closing at the lunch break',
      input: bakery(LUNCH_BREAK),
      instant: '2026-11-26T10:00:00+01:00',
      expected: {
        isOpen: true,
        label: 'Ouvert · ferme à 13\u00a0h',
        holidayNote: null,
        nextChange: '2026-11-26T12:30:00+01:00',
        reason: 'hours',
      },
    },
    {
      name: 'closing soon from 30 minutes before closing',
      input: bakery(LUNCH_BREAK),
      instant: '2026-11-26T12:30:00+01:00',
      expected: { isOpen: true, label: 'Ferme bientôt · 13\u00a0h', holidayNote: null, nextChange: '2026-11-26T13:00:00+01:00' },
    },
    {
      name: 'still closing soon in the last minute',
      input: bakery(LUNCH_BREAK),
      instant: '2026-11-26T12:59:59+01:00',
      expected: { isOpen: true, label: 'Ferme bientôt · 13\u00a0h', holidayNote: null, nextChange: '2026-11-26T13:00:00+01:00' },
    },
    {
      name: 'closed at the closing minute, opening again in the afternoon',
      input: bakery(LUNCH_BREAK),
      instant: '2026-11-26T13:00:00+01:00',
      expected: {
        isOpen: false,
        label: 'Fermé · ouvre à 15\u00a0h',
        holidayNote: null,
        nextChange: '2026-11-26T15:00:00+01:00',
        reason: 'hours',
      },
    },
    {
      name: 'closed before the morning opening',
      input: bakery(LUNCH_BREAK),
      instant: '2026-11-26T06:59:00+01:00',
      expected: { isOpen: false, label: 'Fermé · ouvre à 7\u00a0h', holidayNote: null, nextChange: '2026-11-26T07:00:00+01:00' },
    },
    {
      name: 'open at the opening minute',
      input: bakery(LUNCH_BREAK),
      instant: '2026-11-26T07:00:00+01:00',
      expected: { isOpen: true, label: 'Ouvert · ferme à 13\u00a0h', holidayNote: null, nextChange: '2026-11-26T12:30:00+01:00' },
    },
    {
      name: 'closed in the evening: opens tomorrow, the text changes at midnight',
      input: bakery(LUNCH_BREAK),
      instant: '2026-11-26T19:00:00+01:00',
      expected: { isOpen: false, label: 'Fermé · ouvre demain à 7\u00a0h', holidayNote: null, nextChange: '2026-11-27T00:00:00+01:00' },
    },
    {
      name: 'closing soon on Friday evening',
      input: bakery(LUNCH_BREAK),
      instant: '2026-11-27T18:45:00+01:00',
      expected: { isOpen: true, label: 'Ferme bientôt · 19\u00a0h', holidayNote: null, nextChange: '2026-11-27T19:00:00+01:00' },
    },
    {
      name: 'Friday evening: Saturday opens at 07:30',
      input: bakery(LUNCH_BREAK),
      instant: '2026-11-27T19:00:00+01:00',
      expected: {
        isOpen: false,
        label: 'Fermé · ouvre demain à 7\u00a0h\u00a030',
        holidayNote: null,
        nextChange: '2026-11-28T00:00:00+01:00',
      },
    },
    {
      name: 'Saturday afternoon: opens on Monday, across the week-end',
      input: bakery(LUNCH_BREAK),
      instant: '2026-11-28T13:00:00+01:00',
      expected: { isOpen: false, label: 'Fermé · ouvre lundi à 7\u00a0h', holidayNote: null, nextChange: '2026-11-29T00:00:00+01:00' },
    },
    {
      name: 'Sunday: opens tomorrow',
      input: bakery(LUNCH_BREAK),
      instant: '2026-11-29T10:00:00+01:00',
      expected: { isOpen: false, label: 'Fermé · ouvre demain à 7\u00a0h', holidayNote: null, nextChange: '2026-11-30T00:00:00+01:00' },
    },
    {
      name: 'Saturday morning range',
      input: bakery(LUNCH_BREAK),
      instant: '2026-11-28T07:30:00+01:00',
      expected: { isOpen: true, label: 'Ouvert · ferme à 13\u00a0h', holidayNote: null, nextChange: '2026-11-28T12:30:00+01:00' },
    },
    {
      name: 'closing time with minutes, before the last 30 minutes',
      input: bakery(QUARTER_TO),
      instant: '2026-11-26T18:14:00+01:00',
      expected: { isOpen: true, label: 'Ouvert · ferme à 18\u00a0h\u00a045', holidayNote: null, nextChange: '2026-11-26T18:15:00+01:00' },
    },
    {
      name: 'closing time with minutes, in the last 30 minutes',
      input: bakery(QUARTER_TO),
      instant: '2026-11-26T18:20:00+01:00',
      expected: { isOpen: true, label: 'Ferme bientôt · 18\u00a0h\u00a045', holidayNote: null, nextChange: '2026-11-26T18:45:00+01:00' },
    },
    {
      name: 'two ranges that touch read as one: closing at the end of the second',
      input: bakery('1234567=0700-1300,1300-1900'),
      instant: '2026-11-26T12:45:00+01:00',
      expected: { isOpen: true, label: 'Ouvert · ferme à 19\u00a0h', holidayNote: null, nextChange: '2026-11-26T18:30:00+01:00' },
    },
    {
      name: 'opening at midnight: the next change is the opening itself',
      input: bakery('6=0000-0200'),
      instant: '2026-11-27T23:00:00+01:00',
      expected: { isOpen: false, label: 'Fermé · ouvre demain à 0\u00a0h', holidayNote: null, nextChange: '2026-11-28T00:00:00+01:00' },
    },
    {
      name: 'open from midnight',
      input: bakery('6=0000-0200'),
      instant: '2026-11-28T00:00:00+01:00',
      expected: { isOpen: true, label: 'Ouvert · ferme à 2\u00a0h', holidayNote: null, nextChange: '2026-11-28T01:30:00+01:00' },
    },
    {
      name: 'a bakery that never opens reads « Fermé » and never changes',
      input: bakery(''),
      instant: '2026-11-26T10:00:00+01:00',
      expected: { isOpen: false, label: 'Fermé', holidayNote: null, nextChange: null },
    },

    // Public holidays.
    {
      name: 'Noël with the rule not said: the usual status and the note',
      input: bakery(LUNCH_BREAK),
      instant: '2026-12-25T10:00:00+01:00',
      expected: {
        isOpen: true,
        label: 'Ouvert · ferme à 13\u00a0h',
        holidayNote: NOTE,
        nextChange: '2026-12-25T12:30:00+01:00',
        reason: 'hours',
      },
    },
    {
      name: 'Noël with the rule not said, closed at lunch: the note stays',
      input: bakery(LUNCH_BREAK),
      instant: '2026-12-25T14:00:00+01:00',
      expected: { isOpen: false, label: 'Fermé · ouvre à 15\u00a0h', holidayNote: NOTE, nextChange: '2026-12-25T15:00:00+01:00' },
    },
    {
      name: "Noël with the rule 'fermes': closed all day",
      input: bakery(LUNCH_BREAK, { jours_feries: 'fermes' }),
      instant: '2026-12-25T10:00:00+01:00',
      expected: {
        isOpen: false,
        label: 'Fermé · ouvre demain à 7\u00a0h\u00a030',
        holidayNote: null,
        nextChange: '2026-12-26T00:00:00+01:00',
        reason: 'holiday',
      },
    },
    {
      name: "Christmas Eve evening with the rule 'fermes': Noël is skipped, « demain » from midnight",
      input: bakery(LUNCH_BREAK, { jours_feries: 'fermes' }),
      instant: '2026-12-24T19:30:00+01:00',
      expected: {
        isOpen: false,
        label: 'Fermé · ouvre samedi à 7\u00a0h\u00a030',
        holidayNote: null,
        nextChange: '2026-12-25T00:00:00+01:00',
      },
    },
    {
      name: "Noël with the rule 'habituels': usual hours, no note",
      input: bakery(LUNCH_BREAK, { jours_feries: 'habituels' }),
      instant: '2026-12-25T10:00:00+01:00',
      expected: { isOpen: true, label: 'Ouvert · ferme à 13\u00a0h', holidayNote: null, nextChange: '2026-12-25T12:30:00+01:00' },
    },
    {
      name: "26 December in Strasbourg (67) with the rule 'fermes': closed until Monday",
      input: bakery(LUNCH_BREAK, { code: STRASBOURG, jours_feries: 'fermes' }),
      instant: '2026-12-26T10:00:00+01:00',
      expected: {
        isOpen: false,
        label: 'Fermé · ouvre lundi à 7\u00a0h',
        holidayNote: null,
        nextChange: '2026-12-27T00:00:00+01:00',
        reason: 'holiday',
      },
    },
    {
      name: "26 December in Paris (75) with the rule 'fermes': an ordinary Saturday",
      input: bakery(LUNCH_BREAK, { jours_feries: 'fermes' }),
      instant: '2026-12-26T10:00:00+01:00',
      expected: {
        isOpen: true,
        label: 'Ouvert · ferme à 13\u00a0h',
        holidayNote: null,
        nextChange: '2026-12-26T12:30:00+01:00',
        reason: 'hours',
      },
    },
    {
      name: '26 December in Mulhouse (68) with the rule not said: the note',
      input: bakery(LUNCH_BREAK, { code: MULHOUSE }),
      instant: '2026-12-26T10:00:00+01:00',
      expected: { isOpen: true, label: 'Ouvert · ferme à 13\u00a0h', holidayNote: NOTE, nextChange: '2026-12-26T12:30:00+01:00' },
    },
    {
      name: '26 December in Paris with the rule not said: no note',
      input: bakery(LUNCH_BREAK),
      instant: '2026-12-26T10:00:00+01:00',
      expected: { isOpen: true, label: 'Ouvert · ferme à 13\u00a0h', holidayNote: null, nextChange: '2026-12-26T12:30:00+01:00' },
    },
    {
      name: "Vendredi saint in Strasbourg (67) with the rule 'fermes'",
      input: bakery(LUNCH_BREAK, { code: STRASBOURG, jours_feries: 'fermes' }),
      instant: '2026-04-03T10:00:00+02:00',
      expected: {
        isOpen: false,
        label: 'Fermé · ouvre demain à 7\u00a0h\u00a030',
        holidayNote: null,
        nextChange: '2026-04-04T00:00:00+02:00',
        reason: 'holiday',
      },
    },
    {
      name: "Vendredi saint in Paris (75) with the rule 'fermes': an ordinary Friday",
      input: bakery(LUNCH_BREAK, { jours_feries: 'fermes' }),
      instant: '2026-04-03T10:00:00+02:00',
      expected: { isOpen: true, label: 'Ouvert · ferme à 13\u00a0h', holidayNote: null, nextChange: '2026-04-03T12:30:00+02:00' },
    },
    {
      name: 'Vendredi saint 2027 in Metz (57) with the rule not said: the note',
      input: bakery(LUNCH_BREAK, { code: METZ }),
      instant: '2027-03-26T10:00:00+01:00',
      expected: { isOpen: true, label: 'Ouvert · ferme à 13\u00a0h', holidayNote: NOTE, nextChange: '2027-03-26T12:30:00+01:00' },
    },
    {
      name: "Lundi de Pâques with the rule 'fermes'",
      input: bakery(LUNCH_BREAK, { jours_feries: 'fermes' }),
      instant: '2026-04-06T10:00:00+02:00',
      expected: {
        isOpen: false,
        label: 'Fermé · ouvre demain à 7\u00a0h',
        holidayNote: null,
        nextChange: '2026-04-07T00:00:00+02:00',
        reason: 'holiday',
      },
    },
    {
      name: "Easter Saturday with the rule 'fermes': opens Tuesday, the text changes only on Monday's midnight",
      input: bakery(LUNCH_BREAK, { jours_feries: 'fermes' }),
      instant: '2026-04-04T14:00:00+02:00',
      expected: { isOpen: false, label: 'Fermé · ouvre mardi à 7\u00a0h', holidayNote: null, nextChange: '2026-04-06T00:00:00+02:00' },
    },
    {
      name: 'Lundi de Pâques 2027 (the day after the change to summer time)',
      input: bakery(LUNCH_BREAK, { jours_feries: 'fermes' }),
      instant: '2027-03-29T10:00:00+02:00',
      expected: { isOpen: false, label: 'Fermé · ouvre demain à 7\u00a0h', holidayNote: null, nextChange: '2027-03-30T00:00:00+02:00' },
    },
    {
      name: "Ascension with the rule 'fermes'",
      input: bakery(LUNCH_BREAK, { jours_feries: 'fermes' }),
      instant: '2026-05-14T16:00:00+02:00',
      expected: { isOpen: false, label: 'Fermé · ouvre demain à 7\u00a0h', holidayNote: null, nextChange: '2026-05-15T00:00:00+02:00' },
    },
    {
      name: 'Ascension with the rule not said',
      input: bakery(LUNCH_BREAK),
      instant: '2026-05-14T16:00:00+02:00',
      expected: { isOpen: true, label: 'Ouvert · ferme à 19\u00a0h', holidayNote: NOTE, nextChange: '2026-05-14T18:30:00+02:00' },
    },
    {
      name: "Lundi de Pentecôte with the rule 'fermes'",
      input: bakery(LUNCH_BREAK, { jours_feries: 'fermes' }),
      instant: '2026-05-25T08:00:00+02:00',
      expected: { isOpen: false, label: 'Fermé · ouvre demain à 7\u00a0h', holidayNote: null, nextChange: '2026-05-26T00:00:00+02:00' },
    },
    {
      name: "14 juillet with the rule 'fermes'",
      input: bakery(LUNCH_BREAK, { jours_feries: 'fermes' }),
      instant: '2026-07-14T09:00:00+02:00',
      expected: {
        isOpen: false,
        label: 'Fermé · ouvre demain à 7\u00a0h',
        holidayNote: null,
        nextChange: '2026-07-15T00:00:00+02:00',
        reason: 'holiday',
      },
    },
    {
      name: "14 juillet with the rule 'habituels'",
      input: bakery(LUNCH_BREAK, { jours_feries: 'habituels' }),
      instant: '2026-07-14T09:00:00+02:00',
      expected: { isOpen: true, label: 'Ouvert · ferme à 13\u00a0h', holidayNote: null, nextChange: '2026-07-14T12:30:00+02:00' },
    },
    {
      name: '15 août (a Saturday) with the rule not said',
      input: bakery(LUNCH_BREAK),
      instant: '2026-08-15T09:00:00+02:00',
      expected: { isOpen: true, label: 'Ouvert · ferme à 13\u00a0h', holidayNote: NOTE, nextChange: '2026-08-15T12:30:00+02:00' },
    },
    {
      name: "1er mai with the rule 'fermes'",
      input: bakery(LUNCH_BREAK, { jours_feries: 'fermes' }),
      instant: '2026-05-01T10:00:00+02:00',
      expected: {
        isOpen: false,
        label: 'Fermé · ouvre demain à 7\u00a0h\u00a030',
        holidayNote: null,
        nextChange: '2026-05-02T00:00:00+02:00',
      },
    },
    {
      name: "8 mai with the rule 'fermes'",
      input: bakery(LUNCH_BREAK, { jours_feries: 'fermes' }),
      instant: '2026-05-08T10:00:00+02:00',
      expected: {
        isOpen: false,
        label: 'Fermé · ouvre demain à 7\u00a0h\u00a030',
        holidayNote: null,
        nextChange: '2026-05-09T00:00:00+02:00',
      },
    },
    {
      name: "11 novembre with the rule 'fermes'",
      input: bakery(LUNCH_BREAK, { jours_feries: 'fermes' }),
      instant: '2026-11-11T12:00:00+01:00',
      expected: { isOpen: false, label: 'Fermé · ouvre demain à 7\u00a0h', holidayNote: null, nextChange: '2026-11-12T00:00:00+01:00' },
    },
    {
      name: "New Year's Eve with the rule 'fermes': 1 January is skipped",
      input: bakery(LUNCH_BREAK, { jours_feries: 'fermes' }),
      instant: '2026-12-31T19:30:00+01:00',
      expected: {
        isOpen: false,
        label: 'Fermé · ouvre samedi à 7\u00a0h\u00a030',
        holidayNote: null,
        nextChange: '2027-01-01T00:00:00+01:00',
      },
    },
    {
      name: 'Toussaint on a Sunday the bakery is closed anyway: no note',
      input: bakery(LUNCH_BREAK),
      instant: '2026-11-01T10:00:00+01:00',
      expected: {
        isOpen: false,
        label: 'Fermé · ouvre demain à 7\u00a0h',
        holidayNote: null,
        nextChange: '2026-11-02T00:00:00+01:00',
        reason: 'hours',
      },
    },
    {
      name: 'the eve of a holiday with the rule not said: the note appears at midnight',
      input: bakery(EVERY_DAY),
      instant: '2026-12-24T20:00:00+01:00',
      expected: { isOpen: false, label: 'Fermé · ouvre demain à 7\u00a0h', holidayNote: null, nextChange: '2026-12-25T00:00:00+01:00' },
    },

    // Exceptional closures.
    {
      name: 'inside the summer closure with a reason',
      input: bakery(LUNCH_BREAK, { fermetures: SUMMER_HOLIDAYS }),
      instant: '2026-08-15T10:00:00+02:00',
      expected: {
        isOpen: false,
        label: "Fermé pour congés annuels jusqu'au 31 août",
        holidayNote: null,
        nextChange: '2026-09-01T00:00:00+02:00',
        reason: 'closure',
      },
    },
    {
      name: 'the last minute of the closure',
      input: bakery(LUNCH_BREAK, { fermetures: SUMMER_HOLIDAYS }),
      instant: '2026-08-31T23:59:00+02:00',
      expected: {
        isOpen: false,
        label: "Fermé pour congés annuels jusqu'au 31 août",
        holidayNote: null,
        nextChange: '2026-09-01T00:00:00+02:00',
      },
    },
    {
      name: 'the first minute after the closure',
      input: bakery(LUNCH_BREAK, { fermetures: SUMMER_HOLIDAYS }),
      instant: '2026-09-01T00:00:00+02:00',
      expected: {
        isOpen: false,
        label: 'Fermé · ouvre à 7\u00a0h',
        holidayNote: null,
        nextChange: '2026-09-01T07:00:00+02:00',
        reason: 'hours',
      },
    },
    {
      name: 'the Sunday before the closure: the next opening is more than a week ahead',
      input: bakery(LUNCH_BREAK, { fermetures: SUMMER_HOLIDAYS }),
      instant: '2026-08-09T12:00:00+02:00',
      expected: {
        isOpen: false,
        label: 'Fermé · ouvre le 1er septembre à 7\u00a0h',
        holidayNote: null,
        nextChange: '2026-08-10T00:00:00+02:00',
      },
    },
    {
      name: 'the last Friday before the closure, closing soon',
      input: bakery(LUNCH_BREAK, { fermetures: SUMMER_HOLIDAYS }),
      instant: '2026-08-07T18:45:00+02:00',
      expected: { isOpen: true, label: 'Ferme bientôt · 19\u00a0h', holidayNote: null, nextChange: '2026-08-07T19:00:00+02:00' },
    },
    {
      name: 'a closure without a reason',
      input: bakery(LUNCH_BREAK, { fermetures: [closure('2026-08-10', '2026-08-31')] }),
      instant: '2026-08-20T10:00:00+02:00',
      expected: {
        isOpen: false,
        label: "Fermeture exceptionnelle jusqu'au 31 août",
        holidayNote: null,
        nextChange: '2026-09-01T00:00:00+02:00',
      },
    },
    {
      name: 'a closure crossing months',
      input: bakery(LUNCH_BREAK, { fermetures: [closure('2026-07-27', '2026-08-03', 'Travaux')] }),
      instant: '2026-07-30T10:00:00+02:00',
      expected: { isOpen: false, label: "Fermé pour travaux jusqu'au 3 août", holidayNote: null, nextChange: '2026-08-04T00:00:00+02:00' },
    },
    {
      name: 'a closure crossing years, seen in December: the year is written until 1 January',
      input: bakery(LUNCH_BREAK, { fermetures: [closure('2026-12-24', '2027-01-04', 'Congés')] }),
      instant: '2026-12-28T10:00:00+01:00',
      // On 1 January the year is no longer written: the text changes at midnight.
      expected: {
        isOpen: false,
        label: "Fermé pour congés jusqu'au 4 janvier 2027",
        holidayNote: null,
        nextChange: '2027-01-01T00:00:00+01:00',
      },
    },
    {
      name: 'a closure crossing years, seen in January: no year',
      input: bakery(LUNCH_BREAK, { fermetures: [closure('2026-12-24', '2027-01-04', 'Congés')] }),
      instant: '2027-01-02T10:00:00+01:00',
      expected: {
        isOpen: false,
        label: "Fermé pour congés jusqu'au 4 janvier",
        holidayNote: null,
        nextChange: '2027-01-05T00:00:00+01:00',
      },
    },
    {
      name: 'the day before a closure crossing years: the opening date carries its year',
      input: bakery(LUNCH_BREAK, { fermetures: [closure('2026-12-20', '2027-01-10', 'Congés')] }),
      instant: '2026-12-19T14:00:00+01:00',
      expected: {
        isOpen: false,
        label: 'Fermé · ouvre le 11 janvier 2027 à 7\u00a0h',
        holidayNote: null,
        nextChange: '2026-12-20T00:00:00+01:00',
      },
    },
    {
      name: 'two closures that follow each other chain to the last day; the second reason shows on its first day',
      input: bakery(LUNCH_BREAK, {
        fermetures: [closure('2026-08-10', '2026-08-16', 'Congés annuels'), closure('2026-08-17', '2026-08-23', 'Travaux')],
      }),
      instant: '2026-08-12T10:00:00+02:00',
      // On the 17th the reason of the second closure shows: the text changes at midnight.
      expected: {
        isOpen: false,
        label: "Fermé pour congés annuels jusqu'au 23 août",
        holidayNote: null,
        nextChange: '2026-08-17T00:00:00+02:00',
      },
    },
    {
      name: 'two overlapping closures chain to the last day',
      input: bakery(LUNCH_BREAK, { fermetures: [closure('2026-08-10', '2026-08-20'), closure('2026-08-15', '2026-08-31')] }),
      instant: '2026-08-12T10:00:00+02:00',
      expected: {
        isOpen: false,
        label: "Fermeture exceptionnelle jusqu'au 31 août",
        holidayNote: null,
        nextChange: '2026-09-01T00:00:00+02:00',
      },
    },
    {
      name: 'two closures a day apart do not chain',
      input: bakery(LUNCH_BREAK, { fermetures: [closure('2026-08-10', '2026-08-16'), closure('2026-08-18', '2026-08-23')] }),
      instant: '2026-08-12T10:00:00+02:00',
      expected: {
        isOpen: false,
        label: "Fermeture exceptionnelle jusqu'au 16 août",
        holidayNote: null,
        nextChange: '2026-08-17T00:00:00+02:00',
      },
    },
    {
      name: 'a reason of blanks reads as no reason',
      input: bakery(LUNCH_BREAK, { fermetures: [closure('2026-08-10', '2026-08-31', '   ')] }),
      instant: '2026-08-20T10:00:00+02:00',
      expected: {
        isOpen: false,
        label: "Fermeture exceptionnelle jusqu'au 31 août",
        holidayNote: null,
        nextChange: '2026-09-01T00:00:00+02:00',
      },
    },
    {
      name: 'an acronym keeps its capitals',
      input: bakery(LUNCH_BREAK, { fermetures: [closure('2026-11-30', '2026-12-02', 'RTT')] }),
      instant: '2026-12-01T10:00:00+01:00',
      expected: { isOpen: false, label: "Fermé pour RTT jusqu'au 2 décembre", holidayNote: null, nextChange: '2026-12-03T00:00:00+01:00' },
    },
    {
      name: 'closed today in one tap (a one-day closure)',
      input: bakery(LUNCH_BREAK, { fermetures: [closure('2026-11-26', '2026-11-26')] }),
      instant: '2026-11-26T10:00:00+01:00',
      expected: {
        isOpen: false,
        label: "Fermeture exceptionnelle jusqu'au 26 novembre",
        holidayNote: null,
        nextChange: '2026-11-27T00:00:00+01:00',
      },
    },
    {
      name: 'a closure wins over special hours of the same day',
      input: bakery(LUNCH_BREAK, {
        fermetures: [closure('2026-11-26', '2026-11-26', 'Panne du four')],
        horaires_speciaux: [special('2026-11-26', ['08:00', '12:00'])],
      }),
      instant: '2026-11-26T10:00:00+01:00',
      expected: {
        isOpen: false,
        label: "Fermé pour panne du four jusqu'au 26 novembre",
        holidayNote: null,
        nextChange: '2026-11-27T00:00:00+01:00',
        reason: 'closure',
      },
    },
    {
      name: 'a closure wins over a holiday with the rule not said',
      input: bakery(LUNCH_BREAK, { fermetures: [closure('2026-12-24', '2026-12-26', 'Congés')] }),
      instant: '2026-12-25T10:00:00+01:00',
      expected: {
        isOpen: false,
        label: "Fermé pour congés jusqu'au 26 décembre",
        holidayNote: null,
        nextChange: '2026-12-27T00:00:00+01:00',
      },
    },
    {
      name: 'Friday evening before a closure over the week-end: the next opening is Wednesday',
      input: bakery(LUNCH_BREAK, { fermetures: [closure('2026-11-28', '2026-12-01', 'Inventaire')] }),
      instant: '2026-11-27T19:30:00+01:00',
      expected: { isOpen: false, label: 'Fermé · ouvre mercredi à 7\u00a0h', holidayNote: null, nextChange: '2026-11-28T00:00:00+01:00' },
    },
    {
      name: 'a closure over the week-end, seen on Sunday: the 1st is an ordinal',
      input: bakery(LUNCH_BREAK, { fermetures: [closure('2026-11-28', '2026-12-01', 'Inventaire')] }),
      instant: '2026-11-29T10:00:00+01:00',
      expected: {
        isOpen: false,
        label: "Fermé pour inventaire jusqu'au 1er décembre",
        holidayNote: null,
        nextChange: '2026-12-02T00:00:00+01:00',
      },
    },
    {
      name: 'a closure ending on Saturday: Sunday reads the usual text',
      input: bakery(LUNCH_BREAK, { fermetures: [closure('2026-12-01', '2026-12-05', 'Travaux')] }),
      instant: '2026-12-05T10:00:00+01:00',
      expected: {
        isOpen: false,
        label: "Fermé pour travaux jusqu'au 5 décembre",
        holidayNote: null,
        nextChange: '2026-12-06T00:00:00+01:00',
      },
    },
    {
      name: 'a closure of a bakery without hours: « Fermé » once it ends',
      input: bakery('', { fermetures: [closure('2026-11-26', '2026-11-27', 'Travaux')] }),
      instant: '2026-11-26T10:00:00+01:00',
      expected: {
        isOpen: false,
        label: "Fermé pour travaux jusqu'au 27 novembre",
        holidayNote: null,
        nextChange: '2026-11-28T00:00:00+01:00',
      },
    },

    // Special hours.
    {
      name: 'special hours replacing the lunch break: open through lunch',
      input: bakery(LUNCH_BREAK, { horaires_speciaux: [special('2026-12-24', ['07:00', '17:00'])] }),
      instant: '2026-12-24T14:00:00+01:00',
      expected: {
        isOpen: true,
        label: 'Ouvert · ferme à 17\u00a0h',
        holidayNote: null,
        nextChange: '2026-12-24T16:30:00+01:00',
        reason: 'special',
      },
    },
    {
      name: 'special hours: closing soon',
      input: bakery(LUNCH_BREAK, { horaires_speciaux: [special('2026-12-24', ['07:00', '17:00'])] }),
      instant: '2026-12-24T16:45:00+01:00',
      expected: { isOpen: true, label: 'Ferme bientôt · 17\u00a0h', holidayNote: null, nextChange: '2026-12-24T17:00:00+01:00' },
    },
    {
      name: 'special hours: closed after the special range, not the usual evening',
      input: bakery(LUNCH_BREAK, { horaires_speciaux: [special('2026-12-24', ['07:00', '17:00'])] }),
      instant: '2026-12-24T17:30:00+01:00',
      expected: {
        isOpen: false,
        label: 'Fermé · ouvre demain à 7\u00a0h',
        holidayNote: null,
        nextChange: '2026-12-25T00:00:00+01:00',
        reason: 'special',
      },
    },
    {
      name: 'special hours closed all day',
      input: bakery(LUNCH_BREAK, { horaires_speciaux: [special('2026-11-26')] }),
      instant: '2026-11-26T10:00:00+01:00',
      expected: {
        isOpen: false,
        label: 'Fermé · ouvre demain à 7\u00a0h',
        holidayNote: null,
        nextChange: '2026-11-27T00:00:00+01:00',
        reason: 'special',
      },
    },
    {
      name: 'special hours closed all day, seen the evening before',
      input: bakery(LUNCH_BREAK, { horaires_speciaux: [special('2026-11-27')] }),
      instant: '2026-11-26T20:00:00+01:00',
      expected: {
        isOpen: false,
        label: 'Fermé · ouvre samedi à 7\u00a0h\u00a030',
        holidayNote: null,
        nextChange: '2026-11-27T00:00:00+01:00',
      },
    },
    {
      name: 'special hours on a Sunday the bakery is usually closed, seen on Saturday',
      input: bakery(LUNCH_BREAK, { horaires_speciaux: [special('2026-11-29', ['08:00', '12:00'])] }),
      instant: '2026-11-28T14:00:00+01:00',
      expected: { isOpen: false, label: 'Fermé · ouvre demain à 8\u00a0h', holidayNote: null, nextChange: '2026-11-29T00:00:00+01:00' },
    },
    {
      name: 'special hours on a Sunday, before opening',
      input: bakery(LUNCH_BREAK, { horaires_speciaux: [special('2026-11-29', ['08:00', '12:00'])] }),
      instant: '2026-11-29T07:00:00+01:00',
      expected: { isOpen: false, label: 'Fermé · ouvre à 8\u00a0h', holidayNote: null, nextChange: '2026-11-29T08:00:00+01:00' },
    },
    {
      name: "special hours on Noël win over the rule 'fermes', without a note",
      input: bakery(LUNCH_BREAK, { jours_feries: 'fermes', horaires_speciaux: [special('2026-12-25', ['08:00', '12:00'])] }),
      instant: '2026-12-25T09:00:00+01:00',
      expected: {
        isOpen: true,
        label: 'Ouvert · ferme à 12\u00a0h',
        holidayNote: null,
        nextChange: '2026-12-25T11:30:00+01:00',
        reason: 'special',
      },
    },
    {
      name: 'two special ranges with minutes: closing soon',
      input: bakery(LUNCH_BREAK, { horaires_speciaux: [special('2026-11-26', ['07:15', '12:45'], ['16:05', '19:10'])] }),
      instant: '2026-11-26T12:20:00+01:00',
      expected: { isOpen: true, label: 'Ferme bientôt · 12\u00a0h\u00a045', holidayNote: null, nextChange: '2026-11-26T12:45:00+01:00' },
    },
    {
      name: 'two special ranges with minutes: the afternoon opening',
      input: bakery(LUNCH_BREAK, { horaires_speciaux: [special('2026-11-26', ['07:15', '12:45'], ['16:05', '19:10'])] }),
      instant: '2026-11-26T13:00:00+01:00',
      expected: { isOpen: false, label: 'Fermé · ouvre à 16\u00a0h\u00a005', holidayNote: null, nextChange: '2026-11-26T16:05:00+01:00' },
    },

    // Summer time: the night of Sunday 29 March 2026 (02:00 → 03:00).
    {
      name: 'March night: Saturday evening, opens tomorrow at 7',
      input: bakery(EVERY_DAY),
      instant: '2026-03-28T20:00:00+01:00',
      expected: { isOpen: false, label: 'Fermé · ouvre demain à 7\u00a0h', holidayNote: null, nextChange: '2026-03-29T00:00:00+01:00' },
    },
    {
      name: 'March night: after midnight, opens at 07:00 summer time',
      input: bakery(EVERY_DAY),
      instant: '2026-03-29T00:30:00+01:00',
      expected: { isOpen: false, label: 'Fermé · ouvre à 7\u00a0h', holidayNote: null, nextChange: '2026-03-29T07:00:00+02:00' },
    },
    {
      name: 'March night: 07:00 summer time is open',
      input: bakery(EVERY_DAY),
      instant: '2026-03-29T07:00:00+02:00',
      expected: { isOpen: true, label: 'Ouvert · ferme à 19\u00a0h\u00a030', holidayNote: null, nextChange: '2026-03-29T19:00:00+02:00' },
    },
    {
      name: 'March night: a 02:30 opening happens when the clocks jump to 03:00',
      input: bakery(NIGHT_SUNDAY),
      instant: '2026-03-29T01:30:00+01:00',
      expected: { isOpen: false, label: 'Fermé · ouvre à 3\u00a0h', holidayNote: null, nextChange: '2026-03-29T03:00:00+02:00' },
    },
    {
      name: 'March night: open from 03:00 summer time',
      input: bakery(NIGHT_SUNDAY),
      instant: '2026-03-29T03:00:00+02:00',
      expected: { isOpen: true, label: 'Ouvert · ferme à 6\u00a0h', holidayNote: null, nextChange: '2026-03-29T05:30:00+02:00' },
    },

    // Winter time: the night of Sunday 25 October 2026 (03:00 → 02:00).
    {
      name: 'October night: Saturday evening, opens tomorrow at 7',
      input: bakery(EVERY_DAY),
      instant: '2026-10-24T20:00:00+02:00',
      expected: { isOpen: false, label: 'Fermé · ouvre demain à 7\u00a0h', holidayNote: null, nextChange: '2026-10-25T00:00:00+02:00' },
    },
    {
      name: 'October night: after midnight, opens at 07:00 winter time (a 25-hour day)',
      input: bakery(EVERY_DAY),
      instant: '2026-10-25T00:30:00+02:00',
      expected: { isOpen: false, label: 'Fermé · ouvre à 7\u00a0h', holidayNote: null, nextChange: '2026-10-25T07:00:00+01:00' },
    },
    {
      name: 'October night: a 02:30 opening is the first 02:30 (summer time)',
      input: bakery(NIGHT_SUNDAY),
      instant: '2026-10-25T02:00:00+02:00',
      expected: { isOpen: false, label: 'Fermé · ouvre à 2\u00a0h\u00a030', holidayNote: null, nextChange: '2026-10-25T02:30:00+02:00' },
    },
    {
      name: 'October night: still open during the repeated hour',
      input: bakery(NIGHT_SUNDAY),
      instant: '2026-10-25T02:15:00+01:00',
      expected: { isOpen: true, label: 'Ouvert · ferme à 6\u00a0h', holidayNote: null, nextChange: '2026-10-25T05:30:00+01:00' },
    },
    {
      name: 'October night: a 03:00 closing is announced 30 real minutes before, at 02:30 winter time',
      input: bakery(SUNDAY_SMALL_HOURS),
      instant: '2026-10-25T02:40:00+02:00',
      expected: { isOpen: true, label: 'Ouvert · ferme à 3\u00a0h', holidayNote: null, nextChange: '2026-10-25T02:30:00+01:00' },
    },
    {
      name: 'October night: closing soon in the repeated hour',
      input: bakery(SUNDAY_SMALL_HOURS),
      instant: '2026-10-25T02:30:00+01:00',
      expected: { isOpen: true, label: 'Ferme bientôt · 3\u00a0h', holidayNote: null, nextChange: '2026-10-25T03:00:00+01:00' },
    },
    {
      name: 'October night: closed at 03:00 winter time, opens next Sunday',
      input: bakery(SUNDAY_SMALL_HOURS),
      instant: '2026-10-25T03:00:00+01:00',
      expected: {
        isOpen: false,
        label: 'Fermé · ouvre le 1er novembre à 1\u00a0h',
        holidayNote: null,
        nextChange: '2026-10-26T00:00:00+01:00',
      },
    },
    // A listing's hours nobody could give (docs/opening-hours.md, "Unknown hours"): never « Fermé », neither open nor closed.
    {
      name: 'unknown hours: an empty week reads « Horaires non renseignés », never « Fermé »',
      input: { ...bakery(''), horaires_statut: 'non_renseignes' },
      instant: '2026-11-26T10:00:00+01:00',
      expected: { isOpen: false, label: 'Horaires non renseignés', holidayNote: null, nextChange: null },
    },
    {
      name: 'hours to confirm read « Horaires à confirmer » even at a time the week would be open',
      input: { ...bakery(EVERY_DAY), horaires_statut: 'a_confirmer' },
      instant: '2026-11-26T10:00:00+01:00',
      expected: { isOpen: false, label: 'Horaires à confirmer', holidayNote: null, nextChange: null },
    },
    {
      name: 'unknown hours on a public holiday: no note, no « Fermé »',
      input: { ...bakery('', { jours_feries: 'fermes' }), horaires_statut: 'non_renseignes' },
      instant: '2026-12-25T10:00:00+01:00',
      expected: { isOpen: false, label: 'Horaires non renseignés', holidayNote: null, nextChange: null },
    },
  ];
}
