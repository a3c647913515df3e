import { describe, expect, it } from 'vitest';
import { DAY_NAMES } from './day-names.js';
import { emptyWeek, ZDayHours, ZHorairesOuvertures, ZJoursOuvertures, ZTime } from './hours.schemas.js';

const closedDay = { ouverture_matin: null, fermeture_matin: null, ouverture_apm: null, fermeture_apm: null };

function messagesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}

describe('ZTime', () => {
  it('accepts HH:MM from 00:00 to 23:59', () => {
    for (const time of ['00:00', '07:00', '12:30', '23:59']) expect(ZTime.safeParse(time).success).toBe(true);
  });

  it('refuses other shapes with a French message', () => {
    for (const time of ['24:00', '7:00', '07:60', '07h00', '07:00:00', '']) {
      const result = ZTime.safeParse(time);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Heure invalide (format HH:MM).');
    }
  });
});

describe('ZDayHours', () => {
  it('accepts a closed day, a morning only, and a day with a lunch break', () => {
    expect(ZDayHours.safeParse(closedDay).success).toBe(true);
    expect(ZDayHours.safeParse({ ...closedDay, ouverture_matin: '07:00', fermeture_matin: '13:00' }).success).toBe(true);
    expect(
      ZDayHours.safeParse({ ouverture_matin: '07:00', fermeture_matin: '13:00', ouverture_apm: '13:00', fermeture_apm: '19:30' }).success,
    ).toBe(true);
  });

  it('asks for both ends of a range, on the missing field', () => {
    expect(messagesOf(ZDayHours.safeParse({ ...closedDay, ouverture_matin: '07:00' }))).toEqual([
      ['fermeture_matin', 'Indiquez l’heure d’ouverture et l’heure de fermeture.'],
    ]);
    expect(messagesOf(ZDayHours.safeParse({ ...closedDay, fermeture_apm: '19:00' }))).toEqual([
      ['ouverture_apm', 'Indiquez l’heure d’ouverture et l’heure de fermeture.'],
    ]);
  });

  it('refuses a closing time at or before the opening time', () => {
    expect(messagesOf(ZDayHours.safeParse({ ...closedDay, ouverture_matin: '13:00', fermeture_matin: '07:00' }))).toEqual([
      ['fermeture_matin', 'La fermeture doit être après l’ouverture.'],
    ]);
    expect(messagesOf(ZDayHours.safeParse({ ...closedDay, ouverture_apm: '15:00', fermeture_apm: '15:00' }))).toEqual([
      ['fermeture_apm', 'La fermeture doit être après l’ouverture.'],
    ]);
  });

  it('refuses an afternoon that starts before the morning closes', () => {
    const overlapping = { ouverture_matin: '07:00', fermeture_matin: '13:00', ouverture_apm: '12:00', fermeture_apm: '19:00' };
    expect(messagesOf(ZDayHours.safeParse(overlapping))).toEqual([
      ['ouverture_apm', 'L’après-midi doit commencer après la fermeture du matin.'],
    ]);
  });
});

describe('ZJoursOuvertures', () => {
  it('fills missing days with false and drops unknown keys', () => {
    expect(ZJoursOuvertures.parse({ lundi: true, funday: true })).toEqual({
      lundi: true,
      mardi: false,
      mercredi: false,
      jeudi: false,
      vendredi: false,
      samedi: false,
      dimanche: false,
    });
  });

  it('refuses a non-boolean day', () => {
    expect(ZJoursOuvertures.safeParse({ lundi: 'oui' }).success).toBe(false);
  });
});

describe('ZHorairesOuvertures', () => {
  it('gives a missing day null hours', () => {
    const parsed = ZHorairesOuvertures.parse({ lundi: { ...closedDay, ouverture_matin: '07:00', fermeture_matin: '13:00' } });
    expect(parsed.lundi.ouverture_matin).toBe('07:00');
    expect(parsed.dimanche).toEqual(closedDay);
  });

  it('reports errors on the day and field path', () => {
    const result = ZHorairesOuvertures.safeParse({ samedi: { ...closedDay, ouverture_matin: '08:00', fermeture_matin: '07:00' } });
    expect(messagesOf(result)).toEqual([['samedi.fermeture_matin', 'La fermeture doit être après l’ouverture.']]);
  });
});

describe('emptyWeek', () => {
  it('returns seven closed days without hours, as fresh objects', () => {
    const week = emptyWeek();
    expect(Object.keys(week.jours_ouvertures)).toEqual([...DAY_NAMES]);
    expect(Object.values(week.jours_ouvertures).every((open) => !open)).toBe(true);
    expect(Object.values(week.horaires_ouvertures).every((day) => Object.values(day).every((time) => time === null))).toBe(true);
    week.horaires_ouvertures.lundi.ouverture_matin = '07:00';
    expect(emptyWeek().horaires_ouvertures.lundi.ouverture_matin).toBeNull();
    expect(week.horaires_ouvertures.mardi.ouverture_matin).toBeNull();
  });

  it('passes its own schemas', () => {
    const week = emptyWeek();
    expect(ZJoursOuvertures.parse(week.jours_ouvertures)).toEqual(week.jours_ouvertures);
    expect(ZHorairesOuvertures.parse(week.horaires_ouvertures)).toEqual(week.horaires_ouvertures);
  });
});
