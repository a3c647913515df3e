// The alerts' screens in Chromium (docs/alerts-web.md): « Me prévenir… » on a bakery page, then
// « Mes alertes ». Headless Chromium here reaches no push service, so the browser's subscription is
// stubbed (a fake PushSubscription), and so are the /api/alertes/ answers, in the shared contract's
// shape: this journey checks what the visitor sees; the push journey itself, from a baker's toggle to
// a decrypted notification, is the server's (docs/alerts.md).
import { ALERT_MESSAGES, type TAlert } from '@fournil/shared';
import { ensureBakery } from '../support/db.js';
import { expect, expectAccessible, test } from '../support/fixtures.js';

const WEDNESDAY_10H = new Date('2026-11-25T09:00:00Z');
const SUBSCRIPTION = { endpoint: 'https://fcm.googleapis.com/fcm/send/e2e-alertes', keys: { p256dh: 'BPk3dGVzdA', auth: 'c2VjcmV0' } };

test.use({ permissions: ['notifications'] });

test('a visitor asks to be told when there is bread, finds it in « Mes alertes » and stops it', async ({ page }) => {
  const bakeryId = await ensureBakery({
    nom: 'Rennes Sans Pain',
    latitude: 48.1173,
    longitude: -1.6778,
    disponibilite_pain: false,
    ville: 'Rennes',
    code_postal_boulangerie: '35000',
  });
  const alerts: TAlert[] = [];
  const created: unknown[] = [];
  await page.route('**/api/alertes/**', async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === '/api/alertes/config/') return route.fulfill({ json: { enabled: true, vapid_public_key: 'BAAAAQ' } });
    if (url.pathname === '/api/alertes/') {
      const body = route.request().postDataJSON() as { boulangerie_id: number; type: TAlert['type']; la_nuit: boolean };
      created.push(body);
      const alert: TAlert = {
        id: 91,
        boulangerie_id: body.boulangerie_id,
        boulangerie_nom: 'Rennes Sans Pain',
        type: body.type,
        la_nuit: body.la_nuit,
        cree_le: new Date().toISOString(),
        dernier_envoi: null,
      };
      alerts.push(alert);
      return route.fulfill({ status: 201, json: alert });
    }
    if (url.pathname === '/api/alertes/liste/') return route.fulfill({ json: alerts });
    const removal = /^\/api\/alertes\/(\d+)\/retrait\/$/.exec(url.pathname);
    if (removal) {
      alerts.splice(
        alerts.findIndex((alert) => alert.id === Number(removal[1])),
        1,
      );
      return route.fulfill({ status: 204 });
    }
    return route.fulfill({ status: 404, json: { detail: 'Ressource introuvable.' } });
  });
  // No push service is reachable: the subscription is a stand-in with the shape browsers give.
  await page.addInitScript((subscription) => {
    let current: unknown = null;
    const fake = { endpoint: subscription.endpoint, toJSON: () => subscription, unsubscribe: async () => true };
    PushManager.prototype.getSubscription = async function () {
      return current as PushSubscription | null;
    };
    PushManager.prototype.subscribe = async function () {
      current = fake;
      return fake as unknown as PushSubscription;
    };
  }, SUBSCRIPTION);

  await page.clock.setFixedTime(WEDNESDAY_10H);
  await page.goto(`/boulangerie/${bakeryId}`);
  const ask = page.getByRole('button', { name: ALERT_MESSAGES.askBread });
  await expect(ask).toBeVisible();
  await page.getByLabel(ALERT_MESSAGES.nightLabel).check();
  await expectAccessible(page, { exclude: ['.maplibregl-canvas'] });
  await ask.click();
  await expect(page.getByText(ALERT_MESSAGES.created)).toBeVisible();
  expect(created).toEqual([{ abonnement: SUBSCRIPTION, boulangerie_id: bakeryId, type: 'pain', la_nuit: true }]);
  await expect(page.getByRole('button', { name: ALERT_MESSAGES.stop })).toBeVisible();

  await page.getByRole('link', { name: ALERT_MESSAGES.listHeading }).click();
  await expect(page.getByRole('heading', { name: ALERT_MESSAGES.listHeading, level: 1 })).toBeVisible();
  const item = page.getByRole('list', { name: ALERT_MESSAGES.listHeading }).getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Rennes Sans Pain');
  await expect(item).toContainText('Quand il y a du pain · Même la nuit');
  await expectAccessible(page);
  await item.getByRole('button', { name: /Ne plus me prévenir/ }).click();
  await expect(page.getByText(ALERT_MESSAGES.removed)).toBeVisible();
  await expect(page.getByText(ALERT_MESSAGES.listEmpty)).toBeVisible();
  expect(alerts).toEqual([]);
});
