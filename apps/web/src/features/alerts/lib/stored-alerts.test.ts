// @vitest-environment jsdom
import { ALERTS_STORAGE_KEY, type TAlert } from '@fournil/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { readStoredAlerts, withAlert, withoutAlert, writeStoredAlerts } from './stored-alerts';
import { vapidKeyBytes } from './push-subscription';

const alert = (id: number, boulangerie_id: number, type: TAlert['type'], la_nuit = false): TAlert => ({
  id,
  boulangerie_id,
  boulangerie_nom: `Boulangerie ${boulangerie_id}`,
  type,
  la_nuit,
  cree_le: '2026-11-27T08:00:00Z',
  dernier_envoi: null,
});

// docs/alerts-web.md, "« Mes alertes »": the browser's copy, shown offline.
describe('stored alerts', () => {
  afterEach(() => localStorage.clear());

  it('reads back what was written, under the shared key', () => {
    writeStoredAlerts([alert(1, 12, 'pain')]);
    expect(JSON.parse(localStorage.getItem(ALERTS_STORAGE_KEY) ?? 'null')).toHaveLength(1);
    expect(readStoredAlerts()).toEqual([alert(1, 12, 'pain')]);
  });

  it('reads nothing from a missing, broken or foreign value', () => {
    expect(readStoredAlerts()).toEqual([]);
    localStorage.setItem(ALERTS_STORAGE_KEY, '{pas du json');
    expect(readStoredAlerts()).toEqual([]);
    localStorage.setItem(ALERTS_STORAGE_KEY, JSON.stringify([{ id: 'x' }, alert(2, 13, 'ouverture')]));
    expect(readStoredAlerts()).toEqual([alert(2, 13, 'ouverture')]);
  });

  it('keeps one alert per bakery and kind: a new one replaces the former', () => {
    const list = withAlert([alert(1, 12, 'pain'), alert(2, 12, 'ouverture')], alert(3, 12, 'pain', true));
    expect(list).toEqual([alert(2, 12, 'ouverture'), alert(3, 12, 'pain', true)]);
    expect(withoutAlert(list, 2)).toEqual([alert(3, 12, 'pain', true)]);
  });
});

describe('vapidKeyBytes', () => {
  it('decodes the base64url key the server sends, without padding', () => {
    expect([...vapidKeyBytes('AQID_-8')]).toEqual([1, 2, 3, 255, 239]);
  });
});
