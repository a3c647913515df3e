import { DAY_NAMES, emptyWeek } from '@fournil/shared';
import { describe, expect, it } from 'vitest';
import { HOURS_PRESETS, copyDayToAll, duplicatedDays } from './hours-presets';

const preset = (key: string) => HOURS_PRESETS.find((item) => item.key === key)!;

describe('HOURS_PRESETS', () => {
  it('« Mardi–samedi 7 h–13 h / 15 h–19 h 30 » opens Tuesday to Saturday with a lunch break, Monday and Sunday closed', () => {
    const week = preset('split').week();
    expect(preset('split').label).toBe('Mardi–samedi 7 h–13 h / 15 h–19 h 30');
    expect(DAY_NAMES.filter((day) => week.jours_ouvertures[day])).toEqual(['mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi']);
    expect(week.horaires_ouvertures.jeudi).toEqual({
      ouverture_matin: '07:00',
      fermeture_matin: '13:00',
      ouverture_apm: '15:00',
      fermeture_apm: '19:30',
    });
    expect(week.horaires_ouvertures.lundi).toEqual({
      ouverture_matin: null,
      fermeture_matin: null,
      ouverture_apm: null,
      fermeture_apm: null,
    });
  });

  it('« Journée continue » has one range without a break', () => {
    const week = preset('continuous').week();
    expect(preset('continuous').label).toBe('Journée continue');
    expect(week.horaires_ouvertures.samedi).toEqual({
      ouverture_matin: '07:00',
      fermeture_matin: '19:30',
      ouverture_apm: null,
      fermeture_apm: null,
    });
    expect(week.jours_ouvertures.dimanche).toBe(false);
  });

  it('gives a fresh week each time (a change to one does not leak into the next)', () => {
    const first = preset('split').week();
    first.horaires_ouvertures.mardi.ouverture_matin = '06:00';
    expect(preset('split').week().horaires_ouvertures.mardi.ouverture_matin).toBe('07:00');
    expect(preset('split').week().horaires_ouvertures.mercredi).not.toBe(preset('split').week().horaires_ouvertures.mercredi);
  });
});

describe('copyDayToAll', () => {
  it('gives every day the source day’s open flag and hours, as copies', () => {
    const week = emptyWeek();
    week.jours_ouvertures.mercredi = true;
    week.horaires_ouvertures.mercredi = { ouverture_matin: '06:30', fermeture_matin: '12:30', ouverture_apm: null, fermeture_apm: null };
    const copied = copyDayToAll(week, 'mercredi');
    for (const day of DAY_NAMES) {
      expect(copied.jours_ouvertures[day]).toBe(true);
      expect(copied.horaires_ouvertures[day]).toEqual(week.horaires_ouvertures.mercredi);
    }
    copied.horaires_ouvertures.lundi.ouverture_matin = '05:00';
    expect(copied.horaires_ouvertures.mardi.ouverture_matin).toBe('06:30');
    expect(week.jours_ouvertures.lundi).toBe(false);
  });
});

describe('duplicatedDays', () => {
  it('reads back the ticks of a saved week: the open days that copy an open Monday', () => {
    const week = copyDayToAll(preset('split').week(), 'mardi');
    week.jours_ouvertures.dimanche = false;
    week.horaires_ouvertures.samedi = { ...week.horaires_ouvertures.samedi, fermeture_apm: '18:00' };
    expect([...duplicatedDays(week)]).toEqual(['mardi', 'mercredi', 'jeudi', 'vendredi']);
  });

  it('ticks nothing while Monday is closed', () => {
    expect(duplicatedDays(preset('split').week()).size).toBe(0);
    expect(duplicatedDays(emptyWeek()).size).toBe(0);
  });
});
