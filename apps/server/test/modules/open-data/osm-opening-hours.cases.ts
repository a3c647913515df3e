// The table of OpenStreetMap opening_hours values, as French bakeries write them, with the exact answer
// of weekFromOsmOpeningHours for each (docs/open-data.md, "Opening hours from OpenStreetMap").
import { DAY_NAMES, type TDayHours, type TDayName, type THolidayRule } from '@fournil/shared';
import type { TOsmHours, TOsmHoursReason } from '../../../src/modules/open-data/osm-opening-hours.js';

export type TOsmHoursCase = { value: string | undefined; expected: TOsmHours };

/** The open days and their ranges, written 'HH:MM-HH:MM' or 'HH:MM-HH:MM,HH:MM-HH:MM'; a day left out is closed. */
type TWeekSpec = Partial<Record<TDayName, string>>;

function dayHours(spec: string | undefined): TDayHours {
  const [morning, afternoon] = spec === undefined ? [] : spec.split(',').map((range) => range.split('-'));
  return {
    ouverture_matin: morning?.[0] ?? null,
    fermeture_matin: morning?.[1] ?? null,
    ouverture_apm: afternoon?.[0] ?? null,
    fermeture_apm: afternoon?.[1] ?? null,
  };
}

function week(spec: TWeekSpec, jours_feries: THolidayRule = null): TOsmHours {
  const jours = Object.fromEntries(DAY_NAMES.map((day) => [day, spec[day] !== undefined])) as Record<TDayName, boolean>;
  const horaires = Object.fromEntries(DAY_NAMES.map((day) => [day, dayHours(spec[day])])) as Record<TDayName, TDayHours>;
  return { kind: 'week', jours_ouvertures: jours, horaires_ouvertures: horaires, jours_feries };
}

/** The same ranges on each of the given days. */
function days(names: readonly TDayName[], ranges: string): TWeekSpec {
  return Object.fromEntries(names.map((day) => [day, ranges]));
}

const MO_FR = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi'] as const;
const MO_SA = [...MO_FR, 'samedi'] as const;
const TU_SA = ['mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'] as const;
const MO_SU = DAY_NAMES;

function weekCase(value: string, spec: TWeekSpec, jours_feries: THolidayRule = null): TOsmHoursCase {
  return { value, expected: week(spec, jours_feries) };
}

function toConfirm(value: string, reason: TOsmHoursReason): TOsmHoursCase {
  return { value, expected: { kind: 'to-confirm', raw: value, reason } };
}

export const OSM_HOURS_CASES: readonly TOsmHoursCase[] = [
  // No value: never a closed week.
  { value: undefined, expected: { kind: 'none' } },
  { value: '', expected: { kind: 'none' } },
  { value: '   ', expected: { kind: 'none' } },

  // Weeks that fit exactly, public holidays not said (null).
  weekCase('Tu-Sa 07:00-13:00,15:30-19:30; Su 07:00-12:30', { ...days(TU_SA, '07:00-13:00,15:30-19:30'), dimanche: '07:00-12:30' }),
  weekCase('Mo-Sa 06:30-20:00', days(MO_SA, '06:30-20:00')),
  weekCase('Mo off; Tu-Su 07:00-20:00', days(['mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'], '07:00-20:00')),
  weekCase('Mo-Fr 06:30-13:30, 15:30-19:30', days(MO_FR, '06:30-13:30,15:30-19:30')),
  weekCase('Mo-Sa 07:00-12:30,14:30-19:00; We off', {
    ...days(['lundi', 'mardi', 'jeudi', 'vendredi', 'samedi'], '07:00-12:30,14:30-19:00'),
  }),
  // A later rule replaces the earlier one for the days it names.
  weekCase('Mo-Sa 07:00-19:00; Tu 07:00-12:00', { ...days(MO_SA, '07:00-19:00'), mardi: '07:00-12:00' }),
  weekCase('Mo,We,Fr 07:00-19:00', days(['lundi', 'mercredi', 'vendredi'], '07:00-19:00')),
  // A weekday range that wraps past Sunday.
  weekCase('We-Mo 07:00-13:00', days(['mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche', 'lundi'], '07:00-13:00')),
  // `,` between rules (an additional rule) reads like `;` here.
  weekCase('Mo-Sa 07:00-19:00, Su 07:00-12:00', { ...days(MO_SA, '07:00-19:00'), dimanche: '07:00-12:00' }),
  // Ranges that touch or overlap are joined by the parser: one range.
  weekCase('Mo 07:00-12:00,12:00-19:00', { lundi: '07:00-19:00' }),
  weekCase('Mo 07:00-12:00,10:00-14:00', { lundi: '07:00-14:00' }),
  // Lowercase, capitals and a missing leading zero: the parser reads them without a warning.
  weekCase('mo-sa 7:00-19:00', days(MO_SA, '07:00-19:00')),
  weekCase('MO-SA 07:00-19:00', days(MO_SA, '07:00-19:00')),
  weekCase('Mo-Sa 07:00 - 19:00', days(MO_SA, '07:00-19:00')),
  weekCase(' Mo-Sa 07:00-19:00 ', days(MO_SA, '07:00-19:00')),
  weekCase('Mo-Sa 07:00-19:00 open', days(MO_SA, '07:00-19:00')),
  // Midnight as an opening is held; 23:59 as a closing too.
  weekCase('Mo-Sa 00:00-12:00', days(MO_SA, '00:00-12:00')),
  weekCase('Mo 23:00-23:59', { lundi: '23:00-23:59' }),
  // A month range covering the whole year is weekly (isWeekStable says so).
  weekCase('Jan-Dec Mo-Sa 07:00-19:00', days(MO_SA, '07:00-19:00')),
  // Closed at all times, said so: a week closed every day (unlike no value at all).
  weekCase('off', {}),
  weekCase('closed', {}),

  // Public holidays closed.
  weekCase(
    'Mo-Fr 07:00-13:00,15:00-19:30; Sa 07:00-19:30; Su 07:00-13:00; PH off',
    { ...days(MO_FR, '07:00-13:00,15:00-19:30'), samedi: '07:00-19:30', dimanche: '07:00-13:00' },
    'fermes',
  ),
  weekCase('Mo-Sa 07:00-12:30,15:00-19:00; PH off', days(MO_SA, '07:00-12:30,15:00-19:00'), 'fermes'),
  weekCase(
    'Tu-Sa 06:30-13:00,15:00-19:30; Su 06:30-12:30; Mo off; PH off',
    { ...days(TU_SA, '06:30-13:00,15:00-19:30'), dimanche: '06:30-12:30' },
    'fermes',
  ),
  weekCase('Mo-Fr 07:00-19:30; Sa 07:00-13:00; Su off; PH off', { ...days(MO_FR, '07:00-19:30'), samedi: '07:00-13:00' }, 'fermes'),
  weekCase('Mo-Sa 07:00-19:00; PH closed', days(MO_SA, '07:00-19:00'), 'fermes'),
  weekCase('Mo-Sa 07:00-19:00; Su,PH off', days(MO_SA, '07:00-19:00'), 'fermes'),
  // Nothing said of the week: kept to confirm rather than shown closed every day.
  toConfirm('PH off', 'holidays-only'),

  // Public holidays with the usual hours.
  weekCase('Mo-Su 07:00-20:00; PH 07:00-20:00', days(MO_SU, '07:00-20:00'), 'habituels'),
  weekCase('Mo-Su,PH 07:00-20:00', days(MO_SU, '07:00-20:00'), 'habituels'),
  // The last rule wins, as the specification says: the holidays of Monday to Saturday open as usual.
  weekCase('PH off; Mo-Sa 07:00-19:00', days(MO_SA, '07:00-19:00'), 'habituels'),

  // Public holidays with other hours: the rule holds only « fermés » or « habituels ».
  toConfirm('Tu-Sa 07:00-13:00,16:00-19:30; Su,PH 07:00-12:30', 'holiday-hours'),
  toConfirm('Mo-Sa 07:00-20:00; Su 07:00-13:00; PH 07:00-13:00', 'holiday-hours'),
  toConfirm('Mo-Sa 06:00-13:00,15:00-20:00; Su 06:00-13:00; PH 06:00-13:00', 'holiday-hours'),
  toConfirm('Mo-Sa 07:00-19:00; PH 08:00-12:00', 'holiday-hours'),
  // A holiday on a Sunday would open, when Sundays do not.
  toConfirm('Mo-Sa,PH 07:00-19:00', 'holiday-hours'),

  // Not the same every week.
  toConfirm('Jul-Aug Mo-Sa 07:00-13:00', 'not-weekly'),
  toConfirm('week 1-26 Mo-Fr 07:00-19:00', 'not-weekly'),
  toConfirm('Mo-Sa 07:00-19:00; Aug off', 'not-weekly'),
  toConfirm('Mo-Sa 07:00-19:00; Su 07:00-12:30; Dec 25 off', 'not-weekly'),
  toConfirm('2026 Mo-Sa 07:00-19:00', 'not-weekly'),
  toConfirm('Mo-Sa 07:00-19:00; Su[1] off; PH off', 'not-weekly'),
  toConfirm('Mo-Sa 07:00-19:00; easter off', 'not-weekly'),
  toConfirm('Mo-Sa 07:00-19:00; PH +1 day off', 'not-weekly'),
  toConfirm('Mo-Sa 07:00-19:00; PH off; Jul 14 07:00-12:00', 'not-weekly'),
  toConfirm('SH off', 'not-weekly'),
  toConfirm('Mo-Sa 07:00-19:00; SH off', 'not-weekly'),

  // Times the week cannot hold.
  toConfirm('Mo-Sa sunrise-sunset', 'variable-times'),
  toConfirm('Mo-Sa (sunrise+01:00)-19:00', 'variable-times'),
  toConfirm('Mo-Fr 07:00-19:00 "sauf vacances"', 'comment'),
  toConfirm('Mo-Sa 07:00-19:00 || "sur rendez-vous"', 'comment'),
  toConfirm('Mo-Sa 07:00-19:00; PH off "fermé"', 'comment'),
  toConfirm('Mo-Sa unknown', 'unknown'),
  toConfirm('Mo-Fr 07:00-19:00; Sa 08:00-12:00; PH unknown', 'unknown'),
  toConfirm('Mo-Sa 07:00+', 'open-end'),
  toConfirm('Mo-Sa 07:00-19:00; PH 07:00+', 'open-end'),
  toConfirm('Fr-Sa 18:00-02:00', 'past-midnight'),
  toConfirm('Su 22:00-02:00', 'past-midnight'),
  toConfirm('Mo-Sa 07:00-24:00', 'past-midnight'),
  toConfirm('24/7', 'past-midnight'),
  toConfirm('Mo 07:00-10:00,11:00-13:00,16:00-19:00', 'more-than-two-ranges'),
  toConfirm('Mo-Sa 07:00-13:00,15:00-19:00,20:00-21:00', 'more-than-two-ranges'),

  // Syntax: refused by the parser, or read only after it corrected the value (it warns).
  toConfirm('Lundi-Samedi 7h-19h', 'syntax'),
  toConfirm('Mo-Sa 7h-19h', 'syntax'),
  toConfirm('Mo-Sa 07h00-19h00', 'syntax'),
  toConfirm('Mo-Sa 07:00-19:00;', 'syntax'),
  toConfirm('Mo-Sa 07:00-12:00 | 14:00-19:00', 'syntax'),
  toConfirm('Mo–Sa 07:00–19:00', 'syntax'),
  toConfirm('Mo-Sa 07.00-19.00', 'syntax'),
  toConfirm('Mo-Sa 07:30-12:30 14:30-19:00', 'syntax'),
  toConfirm('du lundi au samedi de 7h à 19h', 'syntax'),
];
