// Alerts switched off, and the VAPID keys generated outside production (docs/alerts.md, "Keys").
import fs from 'node:fs';
import path from 'node:path';
import { ALERT_MESSAGES } from '@fournil/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadVapidKeys } from '../../../src/providers/push/vapid-keys.js';
import { buildTestApp, makeTempDir, testConfig, type TestApp } from '../../testing/helper.js';

describe('alerts switched off (ALERTS_ENABLED=0)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ ALERTS_ENABLED: '0' });
  });
  afterAll(async () => t?.close());

  it('says so, without a key, and refuses new alerts with 503', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/alertes/config/' })).json()).toEqual({ enabled: false, vapid_public_key: null });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/alertes/',
      payload: {
        abonnement: { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh: 'BAAA', auth: 'QUFB' } },
        boulangerie_id: 1,
        type: 'pain',
      },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ detail: ALERT_MESSAGES.disabled });
  });
});

describe('VAPID keys outside production', () => {
  it('are generated once into DATA_DIR and reused at the next start', () => {
    const dataDir = makeTempDir('fournil-vapid-');
    const config = { ...testConfig({ DATA_DIR: dataDir }), dataDir };
    const first = loadVapidKeys(config);
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(first.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(fs.existsSync(path.join(dataDir, 'vapid-keys.json'))).toBe(true);
    expect(loadVapidKeys(config)).toEqual(first);
  });

  it('come from the configuration when given', () => {
    const keys = {
      VAPID_PUBLIC_KEY: 'BJU0dO4zjC838NO9wBtxAPTRhxb3WHp1OGP51wvRRSXq0NXuPrpyxDTMrcf-AqSdEqh_Y5DxlBWRLXips8jYOJE',
      VAPID_PRIVATE_KEY: 'lY-mnvn3ifW29jGpK_CO3HDrFGoKGIcjlP7jjEpoeL0',
    };
    const config = testConfig(keys);
    expect(loadVapidKeys(config)).toEqual({ publicKey: keys.VAPID_PUBLIC_KEY, privateKey: keys.VAPID_PRIVATE_KEY });
    expect(fs.existsSync(path.join(config.dataDir, 'vapid-keys.json'))).toBe(false);
  });
});
