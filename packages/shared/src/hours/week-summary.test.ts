import { describe, expect, it } from 'vitest';
import { summariseWeek } from './week-summary.js';
import { toWeekRanges } from './week-ranges.js';

const morningAndAfternoon = { ouverture_matin: '07:00', fermeture_matin: '13:30', ouverture_apm: '15:30', fermeture_apm: '19:30' };
const sundayMorning = { ouverture_matin: '07:30', fermeture_matin: '13:00' };

describe('summariseWeek', () => {
  it('groups the consecutive days that share their hours and leaves closed days out', () => {
    const jours = { lundi: false, mardi: true, mercredi: true, jeudi: true, vendredi: true, samedi: true, dimanche: true };
    const horaires = {
      mardi: morningAndAfternoon,
      mercredi: morningAndAfternoon,
      jeudi: morningAndAfternoon,
      vendredi: morningAndAfternoon,
      samedi: morningAndAfternoon,
      dimanche: sundayMorning,
    };
    expect(summariseWeek(toWeekRanges(jours, horaires))).toBe(
      'Mardi–samedi 7\u00a0h–13\u00a0h\u00a030, 15\u00a0h\u00a030–19\u00a0h\u00a030 ; dimanche 7\u00a0h\u00a030–13\u00a0h',
    );
  });

  it('names two days with a comma, and a day alone by itself', () => {
    const jours = { lundi: true, mardi: true, jeudi: true };
    const horaires = { lundi: sundayMorning, mardi: sundayMorning, jeudi: morningAndAfternoon };
    expect(summariseWeek(toWeekRanges(jours, horaires))).toBe(
      'Lundi, mardi 7\u00a0h\u00a030–13\u00a0h ; jeudi 7\u00a0h–13\u00a0h\u00a030, 15\u00a0h\u00a030–19\u00a0h\u00a030',
    );
  });

  it('splits a run when the hours change, even between neighbours', () => {
    const jours = { lundi: true, mardi: true, mercredi: true };
    const horaires = { lundi: sundayMorning, mardi: morningAndAfternoon, mercredi: sundayMorning };
    expect(summariseWeek(toWeekRanges(jours, horaires))).toBe(
      'Lundi 7\u00a0h\u00a030–13\u00a0h ; mardi 7\u00a0h–13\u00a0h\u00a030, 15\u00a0h\u00a030–19\u00a0h\u00a030 ; mercredi 7\u00a0h\u00a030–13\u00a0h',
    );
  });

  it('is empty for a week without any opening', () => {
    expect(summariseWeek(toWeekRanges({}, {}))).toBe('');
  });
});
