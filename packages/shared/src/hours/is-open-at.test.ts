import { describe, expect, it } from 'vitest';
import { emptyWeek, type THorairesOuvertures, type TJoursOuvertures } from './hours.schemas.js';
import { getDayStatuses, isOpenAt } from './is-open-at.js';

/** Every day checked, 07:00–13:00 and 15:30–19:30. */
function bakeryWeek(): { jours: TJoursOuvertures; horaires: THorairesOuvertures } {
  const { jours_ouvertures, horaires_ouvertures } = emptyWeek();
  for (const day of Object.keys(jours_ouvertures) as (keyof TJoursOuvertures)[]) {
    jours_ouvertures[day] = true;
    horaires_ouvertures[day] = {
      ouverture_matin: '07:00',
      fermeture_matin: '13:00',
      ouverture_apm: '15:30',
      fermeture_apm: '19:30',
    };
  }
  return { jours: jours_ouvertures, horaires: horaires_ouvertures };
}

// 2026-01-14 is a Wednesday; Paris is UTC+1 in January.
const wednesdayParis = (hhmm: string): Date => new Date(`2026-01-14T${hhmm}:00+01:00`);

describe('isOpenAt', () => {
  const { jours, horaires } = bakeryWeek();

  it('opens at the opening time sharp (07:00)', () => {
    expect(isOpenAt(jours, horaires, wednesdayParis('06:59'))).toBe(false);
    expect(isOpenAt(jours, horaires, wednesdayParis('07:00'))).toBe(true);
  });

  it('closes at the closing time sharp (13:00)', () => {
    expect(isOpenAt(jours, horaires, wednesdayParis('12:59'))).toBe(true);
    expect(isOpenAt(jours, horaires, wednesdayParis('13:00'))).toBe(false);
  });

  it('is closed during the lunch break and open again in the afternoon', () => {
    expect(isOpenAt(jours, horaires, wednesdayParis('14:00'))).toBe(false);
    expect(isOpenAt(jours, horaires, wednesdayParis('15:30'))).toBe(true);
    expect(isOpenAt(jours, horaires, wednesdayParis('19:29'))).toBe(true);
    expect(isOpenAt(jours, horaires, wednesdayParis('19:30'))).toBe(false);
  });

  it('uses Paris time, whatever the UTC time says', () => {
    // 06:30 UTC is 07:30 in Paris in winter: open.
    expect(isOpenAt(jours, horaires, new Date('2026-01-14T06:30:00Z'))).toBe(true);
    // 12:30 UTC is 13:30 in Paris: lunch break.
    expect(isOpenAt(jours, horaires, new Date('2026-01-14T12:30:00Z'))).toBe(false);
  });

  it('is open at 08:30 Paris on the spring DST day (2026-03-29T06:30:00Z)', () => {
    expect(isOpenAt(jours, horaires, new Date('2026-03-29T06:30:00Z'))).toBe(true);
    // 04:30 UTC is 06:30 Paris after the switch: not yet open.
    expect(isOpenAt(jours, horaires, new Date('2026-03-29T04:30:00Z'))).toBe(false);
  });

  it('is open at 07:30 Paris on the autumn DST day (2026-10-25T06:30:00Z)', () => {
    expect(isOpenAt(jours, horaires, new Date('2026-10-25T06:30:00Z'))).toBe(true);
    // 05:30 UTC is 06:30 Paris after the switch back: not yet open.
    expect(isOpenAt(jours, horaires, new Date('2026-10-25T05:30:00Z'))).toBe(false);
    // 12:00 UTC is 13:00 Paris: just closed.
    expect(isOpenAt(jours, horaires, new Date('2026-10-25T12:00:00Z'))).toBe(false);
  });

  it('is closed on a day off even with hours filled in', () => {
    const offOnWednesday = { ...jours, mercredi: false };
    expect(isOpenAt(offOnWednesday, horaires, wednesdayParis('09:00'))).toBe(false);
  });

  it('is closed on a checked day without hours', () => {
    const { horaires_ouvertures } = emptyWeek();
    expect(isOpenAt(jours, horaires_ouvertures, wednesdayParis('09:00'))).toBe(false);
    expect(isOpenAt(jours, { lundi: horaires.lundi }, wednesdayParis('09:00'))).toBe(false);
  });

  it('is closed when the opening data is missing altogether', () => {
    expect(isOpenAt(null, null, wednesdayParis('09:00'))).toBe(false);
    expect(isOpenAt(undefined, horaires, wednesdayParis('09:00'))).toBe(false);
    expect(isOpenAt({}, horaires, wednesdayParis('09:00'))).toBe(false);
  });

  it('ignores a range with a missing end and keeps the other one', () => {
    const afternoonOnly = {
      mercredi: { ouverture_matin: '07:00', fermeture_matin: null, ouverture_apm: '15:00', fermeture_apm: '19:00' },
    };
    expect(isOpenAt({ mercredi: true }, afternoonOnly, wednesdayParis('09:00'))).toBe(false);
    expect(isOpenAt({ mercredi: true }, afternoonOnly, wednesdayParis('16:00'))).toBe(true);
  });

  it('ignores a reversed range rather than opening all day', () => {
    const reversed = { mercredi: { ouverture_matin: '13:00', fermeture_matin: '07:00', ouverture_apm: null, fermeture_apm: null } };
    expect(isOpenAt({ mercredi: true }, reversed, wednesdayParis('09:00'))).toBe(false);
    expect(isOpenAt({ mercredi: true }, reversed, wednesdayParis('15:00'))).toBe(false);
  });

  it('accepts times with seconds as stored by some databases', () => {
    const withSeconds = { mercredi: { ouverture_matin: '07:00:00', fermeture_matin: '13:00:00' } };
    expect(isOpenAt({ mercredi: true }, withSeconds, wednesdayParis('07:00'))).toBe(true);
  });
});

describe('getDayStatuses', () => {
  it('lists the seven days Monday first with capitalised labels', () => {
    const { jours, horaires } = bakeryWeek();
    const rows = getDayStatuses(jours, horaires, wednesdayParis('09:00'));
    expect(rows.map((row) => row.label)).toEqual(['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche']);
    expect(rows.map((row) => row.day)).toEqual(['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche']);
  });

  it('marks today as "Ouvert maintenant" when open now, other open days as "Ouvert"', () => {
    const { jours, horaires } = bakeryWeek();
    const rows = getDayStatuses(jours, horaires, wednesdayParis('09:00'));
    expect(rows.find((row) => row.day === 'mercredi')?.status).toBe('Ouvert maintenant');
    expect(rows.find((row) => row.day === 'mardi')?.status).toBe('Ouvert');
  });

  it('shows today as "Ouvert" during the lunch break', () => {
    const { jours, horaires } = bakeryWeek();
    const rows = getDayStatuses(jours, horaires, wednesdayParis('14:00'));
    expect(rows.find((row) => row.day === 'mercredi')?.status).toBe('Ouvert');
  });

  it('shows "Fermé" for a day off and for a checked day without a complete range', () => {
    const { jours, horaires } = bakeryWeek();
    jours.lundi = false;
    horaires.mardi = { ouverture_matin: '07:00', fermeture_matin: null, ouverture_apm: null, fermeture_apm: null };
    const rows = getDayStatuses(jours, horaires, wednesdayParis('09:00'));
    expect(rows[0]?.status).toBe('Fermé');
    expect(rows[1]?.status).toBe('Fermé');
  });

  it('carries the hours of each day, null when empty', () => {
    const rows = getDayStatuses({ lundi: true }, { lundi: { ouverture_matin: '07:00', fermeture_matin: '13:00' } });
    expect(rows[0]).toEqual({
      day: 'lundi',
      label: 'Lundi',
      status: expect.stringMatching(/^Ouvert/),
      ouverture_matin: '07:00',
      fermeture_matin: '13:00',
      ouverture_apm: null,
      fermeture_apm: null,
    });
    expect(rows[6]).toMatchObject({ day: 'dimanche', status: 'Fermé', ouverture_matin: null });
  });
});
