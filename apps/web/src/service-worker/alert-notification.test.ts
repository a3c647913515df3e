import { ALERT_MESSAGES, type TAlertPayload } from '@fournil/shared';
import { describe, expect, it } from 'vitest';
import { alertNotification, notificationTarget, readAlertPayload, STOP_ACTION, STOP_ACTION_TITLE } from './alert-notification';

// docs/alerts-web.md, "Notifications": what the service worker shows for a push, and where a click goes.
const payload: TAlertPayload = {
  title: 'Du pain chez Au Bon Pain',
  body: 'Le pain est de retour : la boulangerie vient de l’indiquer.',
  url: '/boulangerie/12',
  alerte_id: 7,
  boulangerie_id: 12,
  type: 'pain',
};

describe('alertNotification', () => {
  it('shows the payload’s title and body, one notification per alert, with « Ne plus me prévenir »', () => {
    const { title, options } = alertNotification(payload);
    expect(title).toBe('Du pain chez Au Bon Pain');
    expect(options.body).toBe(payload.body);
    expect(options.tag).toBe('alerte-7');
    expect(options.data).toEqual(payload);
    expect(options.actions).toEqual([{ action: STOP_ACTION, title: 'Ne plus me prévenir' }]);
  });

  it('names the action as the shared messages do', () => {
    expect(STOP_ACTION_TITLE).toBe(ALERT_MESSAGES.stop);
  });
});

describe('readAlertPayload', () => {
  it('accepts the server’s payload and refuses anything else', () => {
    expect(readAlertPayload(JSON.parse(JSON.stringify(payload)))).toEqual(payload);
    expect(readAlertPayload(null)).toBeNull();
    expect(readAlertPayload('Du pain')).toBeNull();
    expect(readAlertPayload({ ...payload, alerte_id: '7' })).toBeNull();
    expect(readAlertPayload({ title: 'x' })).toBeNull();
  });
});

describe('notificationTarget', () => {
  it('opens the bakery page on this site, never another site', () => {
    expect(notificationTarget('/boulangerie/12', 'https://fournil.fr')).toBe('https://fournil.fr/boulangerie/12');
    expect(notificationTarget('https://fournil.fr/boulangerie/12', 'https://fournil.fr')).toBe('https://fournil.fr/boulangerie/12');
    expect(notificationTarget('https://ailleurs.example/piege', 'https://fournil.fr')).toBeNull();
  });
});
