import { ALERT_MESSAGES, type TAlert } from '@fournil/shared';
import { describe, expect, it } from 'vitest';
import { ALERT_OFFLINE_REASON, alertButtonState, favouriteAlertSettings } from './alert-button-state';

// docs/alerts-web.md, "On the bakery page": which button a bakery page shows.
const alert = (boulangerie_id: number, type: TAlert['type']): TAlert => ({
  id: 40 + boulangerie_id,
  boulangerie_id,
  boulangerie_nom: 'Au Bon Pain',
  type,
  la_nuit: false,
  cree_le: '2026-11-27T08:00:00Z',
  dernier_envoi: null,
});

describe('alertButtonState', () => {
  const base = { bakeryId: 12, alerts: [], isOffline: false };

  it('offers « Me prévenir quand il y a du pain » on an open bakery without bread', () => {
    expect(alertButtonState({ ...base, isOpen: true, hasBread: false })).toEqual({
      kind: 'pain',
      action: 'create',
      label: ALERT_MESSAGES.askBread,
      disabledReason: null,
    });
  });

  it('offers « Me prévenir à l’ouverture » on a closed bakery, bread or not', () => {
    for (const hasBread of [true, false]) {
      expect(alertButtonState({ ...base, isOpen: false, hasBread })).toMatchObject({
        kind: 'ouverture',
        action: 'create',
        label: ALERT_MESSAGES.askOpening,
      });
    }
  });

  it('offers nothing on an open bakery with bread', () => {
    expect(alertButtonState({ ...base, isOpen: true, hasBread: true })).toEqual({ kind: null });
  });

  it('offers « Ne plus me prévenir » when this browser has that alert for this bakery', () => {
    const existing = alert(12, 'pain');
    expect(alertButtonState({ ...base, alerts: [existing], isOpen: true, hasBread: false })).toMatchObject({
      action: 'remove',
      label: ALERT_MESSAGES.stop,
      alert: existing,
    });
  });

  it('ignores the alerts of another kind or another bakery', () => {
    const alerts = [alert(12, 'ouverture'), alert(13, 'pain')];
    expect(alertButtonState({ ...base, alerts, isOpen: true, hasBread: false })).toMatchObject({
      action: 'create',
      label: ALERT_MESSAGES.askBread,
    });
  });

  it('is disabled offline, with the reason', () => {
    expect(alertButtonState({ ...base, isOffline: true, isOpen: false, hasBread: false })).toMatchObject({
      disabledReason: ALERT_OFFLINE_REASON,
    });
  });
});

describe('favouriteAlertSettings', () => {
  it('lists bread then opening, each on when this browser has it for this bakery', () => {
    const mine = (id: number, boulangerie_id: number, type: 'pain' | 'ouverture') => ({
      id,
      boulangerie_id,
      boulangerie_nom: 'X',
      type,
      la_nuit: false,
      cree_le: '',
      dernier_envoi: null,
    });
    const settings = favouriteAlertSettings(12, [mine(1, 12, 'ouverture'), mine(2, 13, 'pain')]);
    expect(settings.map((setting) => [setting.kind, setting.alert?.id ?? null])).toEqual([
      ['pain', null],
      ['ouverture', 1],
    ]);
  });
});
