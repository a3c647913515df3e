import { describe, expect, it } from 'vitest';
import { holidayReminders, type TReminderBakery } from './holiday-reminders';

const paris: TReminderBakery = { id: 1, nom: 'Au Bon Pain', code_postal_boulangerie: '75006', jours_feries: null };
const strasbourg: TReminderBakery = { id: 2, nom: 'Bretzel & Co', code_postal_boulangerie: '67000', jours_feries: null };

describe('holidayReminders', () => {
  it('reminds of Christmas 14 days ahead, not 15', () => {
    expect(holidayReminders([paris], '2026-12-11')).toEqual([{ bakeryId: 1, nom: 'Au Bon Pain', date: '2026-12-25', holiday: 'Noël' }]);
    expect(holidayReminders([paris], '2026-12-10')).toEqual([]);
  });

  it('adds the 26 December for a bakery in Alsace-Moselle, and crosses into the new year', () => {
    const reminders = holidayReminders([paris, strasbourg], '2026-12-20');
    expect(reminders.map((reminder) => `${reminder.date} ${reminder.nom}`)).toEqual([
      '2026-12-25 Au Bon Pain',
      '2026-12-25 Bretzel & Co',
      '2026-12-26 Bretzel & Co',
      '2027-01-01 Au Bon Pain',
      '2027-01-01 Bretzel & Co',
    ]);
  });

  it('stays silent for a bakery whose rule is said', () => {
    expect(
      holidayReminders(
        [
          { ...paris, jours_feries: 'habituels' },
          { ...strasbourg, jours_feries: 'fermes' },
        ],
        '2026-12-20',
      ),
    ).toEqual([]);
  });

  it('reminds on the holiday itself, and treats a rule absent from an older answer as not said', () => {
    const { jours_feries: _rule, ...withoutRule } = paris;
    expect(holidayReminders([withoutRule], '2027-05-01').map((reminder) => reminder.date)).toEqual([
      '2027-05-01',
      '2027-05-06',
      '2027-05-08',
    ]);
  });
});
