// Push alerts end to end (docs/alerts.md), against a local push service speaking RFC 8030 that checks
// the VAPID signature and decrypts each payload (testing/push-peer.ts): a visitor asks to be told when
// there is bread, the owner (or the manager) toggles bread on through the real PATCH routes, and the
// peer receives one notification. The alerts' clock is fixed (Tuesday 1 December 2026, Paris), on
// PGlite and on PostgreSQL.
import { ALERT_MESSAGES, ALERTS_PER_SUBSCRIPTION_MAX, bakeryPagePath, type TAlert } from '@fournil/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bakeries, ownerManagers, pushSubscriptions } from '../../../src/db/schema/index.js';
import { resetAvailabilityAtOpening } from '../../../src/modules/availability/reset-at-opening.js';
import { RATE_LIMITS, TOO_MANY_ATTEMPTS } from '../../../src/plugins/rate-limit/index.js';
import { bearer } from '../../testing/auth-helpers.js';
import { multipart } from '../../testing/multipart.js';
import { insertBakery, offset } from '../../testing/bakery-fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/helper.js';
import { DEMO_BAKERY_SIRENS, PRO_TEST_ENV, signUp, signUpOwner, type Account } from '../../testing/manager-fixtures.js';
import { startPushPeer, type PeerSubscription, type PushPeer } from '../../testing/push-peer.js';

const CLERMONT = { lat: 45.78, lng: 3.08 };
/** A Paris wall time in December 2026 (UTC+1): 1 December is a Tuesday; the fixture's week opens 07:00–13:00 and 15:00–19:30, closed on Monday. */
const paris = (day: number, time: string) => new Date(`2026-12-${String(day).padStart(2, '0')}T${time}:00+01:00`);

let peer: PushPeer;
let t: TestApp;
let clock = paris(1, '16:05');
let owner: Account;
let manager: Account;
let bakeryId: number;

beforeAll(async () => {
  peer = await startPushPeer();
  t = await buildTestApp({ ...PRO_TEST_ENV, PUSH_EXTRA_HOSTS: peer.host }, { alertsClock: () => clock, resetClock: () => clock });
  owner = await signUpOwner(t.app, 'alertes-proprio', DEMO_BAKERY_SIRENS[0]);
  manager = await signUp(t.app, 'alertes-responsable');
  await t.app.db.db.insert(ownerManagers).values({ ownerId: owner.id, managerId: manager.id });
});
afterAll(async () => {
  await t?.close();
  await peer?.close();
});

beforeEach(async () => {
  clock = paris(1, '16:05');
  await t.app.db.db.delete(pushSubscriptions);
  if (bakeryId) await t.app.db.db.delete(bakeries).where(eq(bakeries.id, bakeryId));
  const at = paris(1, '15:10');
  const row = await insertBakery(t.app.db.db, owner.id, {
    nom: 'Fournil de Jaude',
    ville: 'Clermont-Ferrand',
    codePostalBoulangerie: '63000',
    position: CLERMONT,
    responsableId: manager.id,
    disponibilitePain: false,
    disponibilitePainMaj: at,
    disponibiliteCafeMaj: at,
    disponibiliteCroissantMaj: at,
    disponibiliteSandwichMaj: at,
    disponibiliteBioMaj: at,
  });
  bakeryId = row.id;
});

const createAlert = (
  subscription: PeerSubscription,
  body: { type?: 'pain' | 'ouverture'; la_nuit?: boolean; boulangerie_id?: number } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/alertes/',
    payload: { abonnement: { endpoint: subscription.endpoint, keys: subscription.keys }, boulangerie_id: bakeryId, type: 'pain', ...body },
  });

const proofOf = (subscription: PeerSubscription) => ({ endpoint: subscription.endpoint, auth: subscription.keys.auth });

async function listOf(subscription: PeerSubscription): Promise<TAlert[]> {
  const response = await t.app.inject({ method: 'POST', url: '/api/alertes/liste/', payload: proofOf(subscription) });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** Toggles bread through the owner's PATCH (or the manager's), then waits for the work after the answer. */
async function toggleBread(value: boolean, by: 'owner' | 'manager' = 'owner') {
  const response =
    by === 'owner'
      ? await t.app.inject({
          method: 'PATCH',
          url: `/api/cotepro/ma-boulangerie/${bakeryId}/`,
          headers: bearer(owner.access),
          payload: { disponibilite_pain: value },
        })
      : await t.app.inject({
          method: 'PATCH',
          url: `/api/cotepro/ma-boulangerie-responsable/${bakeryId}/`,
          headers: bearer(manager.access),
          payload: { disponibilite_pain: value },
        });
  expect(response.statusCode, response.body).toBe(200);
  await t.app.background.settled();
}

const laterBy = (hours: number, minutes = 0) => {
  clock = new Date(clock.getTime() + (hours * 60 + minutes) * 60_000);
};

describe('a bread alert, from the owner’s toggle to the push service', () => {
  it('gives the VAPID public key to subscribe with', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/alertes/config/' });
    expect(response.json()).toEqual({ enabled: true, vapid_public_key: expect.stringMatching(/^[A-Za-z0-9_-]{87}$/) });
  });

  it('sends one decryptable notification naming the bakery, then none for a second toggle within 3 h', async () => {
    const subscription = peer.subscribe();
    const created = await createAlert(subscription);
    expect(created.statusCode, created.body).toBe(201);
    const alert = created.json() as TAlert;
    expect(alert).toMatchObject({
      boulangerie_id: bakeryId,
      boulangerie_nom: 'Fournil de Jaude',
      type: 'pain',
      la_nuit: false,
      dernier_envoi: null,
    });

    await toggleBread(true);
    expect(peer.rejected()).toEqual([]);
    const received = peer.messages(subscription.id);
    expect(received).toHaveLength(1);
    expect(received[0]!.payload).toEqual({
      title: 'Du pain chez Fournil de Jaude',
      body: ALERT_MESSAGES.breadBody,
      url: bakeryPagePath(bakeryId),
      alerte_id: alert.id,
      boulangerie_id: bakeryId,
      type: 'pain',
    });
    expect(received[0]!).toMatchObject({ ttl: '3600', urgency: 'high' });
    const config = (await t.app.inject({ method: 'GET', url: '/api/alertes/config/' })).json() as { vapid_public_key: string };
    expect(received[0]!.vapidKey).toBe(config.vapid_public_key);

    laterBy(1);
    await toggleBread(false);
    await toggleBread(true);
    expect(peer.messages(subscription.id)).toHaveLength(1);
    expect((await listOf(subscription))[0]!.dernier_envoi).toBe(paris(1, '16:05').toISOString());
  });

  it('sends again after 3 h when the manager toggles bread on', async () => {
    const subscription = peer.subscribe();
    await createAlert(subscription);
    await toggleBread(true, 'manager');
    laterBy(3, 1);
    await toggleBread(false, 'manager');
    await toggleBread(true, 'manager');
    expect(peer.messages(subscription.id)).toHaveLength(2);
  });

  it('sends once when two writers bring bread back at the same moment (claim once)', async () => {
    const subscription = peer.subscribe();
    await createAlert(subscription);
    await t.app.db.db.update(bakeries).set({ disponibilitePain: true }).where(eq(bakeries.id, bakeryId));
    t.app.alerts.breadBack(bakeryId);
    t.app.alerts.breadBack(bakeryId);
    await t.app.background.settled();
    expect(peer.messages(subscription.id)).toHaveLength(1);
  });

  it('sends when the owner’s edit form (multipart) sets bread on', async () => {
    const subscription = peer.subscribe();
    await createAlert(subscription);
    const body = multipart({ disponibilite_pain: 'true' });
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/cotepro/ma-boulangerie/${bakeryId}/`,
      headers: { ...bearer(owner.access), ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    await t.app.background.settled();
    expect(peer.messages(subscription.id)).toHaveLength(1);
  });

  it('sends when bread comes back with the opening defaults at the next opening', async () => {
    clock = paris(1, '13:30');
    const subscription = peer.subscribe();
    await createAlert(subscription);
    clock = paris(2, '07:00');
    const reset = await resetAvailabilityAtOpening({ db: t.app.db.db, now: () => clock, alerts: t.app.alerts });
    expect(reset).toContain(bakeryId);
    await t.app.background.settled();
    expect(peer.messages(subscription.id)).toHaveLength(1);
    expect(peer.messages(subscription.id)[0]!.payload).toMatchObject({ title: 'Du pain chez Fournil de Jaude' });
  });

  it('sends nothing while the bakery is closed', async () => {
    clock = paris(1, '13:30');
    const subscription = peer.subscribe();
    await createAlert(subscription);
    await toggleBread(true);
    expect(peer.messages(subscription.id)).toHaveLength(0);
    expect((await listOf(subscription))[0]!.dernier_envoi).toBeNull();
  });

  it('deletes the subscription and its alerts when the push service answers 410', async () => {
    const subscription = peer.subscribe();
    await createAlert(subscription);
    await createAlert(subscription, { type: 'ouverture' });
    peer.answer(subscription.id, 410);
    await toggleBread(true);
    const left = await t.app.db.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, subscription.endpoint));
    expect(left).toEqual([]);
    expect(await listOf(subscription)).toEqual([]);
    const alertsLeft = await t.app.db.db.execute(sql`SELECT count(*)::int AS n FROM alerts`);
    expect((alertsLeft as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    const counted = await t.app.metrics.registry.getSingleMetricAsString('fournil_alert_pushes_total');
    expect(counted).toMatch(/kind="pain",outcome="gone"[^}]*} 1/);
  });

  it('keeps alerts without « la nuit » for later during quiet hours (21 h–7 h), and sends those with it', async () => {
    // Open late this Tuesday: 06:00–23:00.
    await t.app.db.db.execute(
      sql`INSERT INTO bakery_special_hours (bakery_id, jour, plages) VALUES (${bakeryId}, '2026-12-01', ${JSON.stringify([{ ouverture: '06:00', fermeture: '23:00' }])}::jsonb)`,
    );
    clock = paris(1, '21:30');
    const sleeper = peer.subscribe();
    const nightOwl = peer.subscribe();
    await createAlert(sleeper);
    await createAlert(nightOwl, { la_nuit: true });
    await toggleBread(true);
    expect(peer.messages(sleeper.id)).toHaveLength(0);
    expect(peer.messages(nightOwl.id)).toHaveLength(1);
    expect((await listOf(sleeper))[0]!.dernier_envoi).toBeNull();
  });
});

describe('an opening alert', () => {
  it('is sent once when the bakery opens, and again at the next opening', async () => {
    clock = paris(1, '13:30');
    const subscription = peer.subscribe();
    expect((await createAlert(subscription, { type: 'ouverture' })).statusCode).toBe(201);
    // Asked at 13:30 (the alerts' clock; rows are stamped by the database's own clock, which passed
    // 1 December 2026 15:00 and would make the 15:00 opening look older than the alert).
    await t.app.db.db.execute(sql`UPDATE alerts SET created_at = ${paris(1, '13:30').toISOString()}::timestamptz`);
    expect(await t.app.alerts.sweepOpenings()).toBe(0);
    clock = paris(1, '15:01');
    expect(await t.app.alerts.sweepOpenings()).toBe(1);
    expect(await t.app.alerts.sweepOpenings()).toBe(0);
    const [message] = peer.messages(subscription.id);
    expect(message!.payload).toMatchObject({
      title: 'Fournil de Jaude est ouverte',
      body: ALERT_MESSAGES.openingBody,
      type: 'ouverture',
      url: bakeryPagePath(bakeryId),
    });
    clock = paris(2, '07:01');
    expect(await t.app.alerts.sweepOpenings()).toBe(1);
    expect(peer.messages(subscription.id)).toHaveLength(2);
  });

  it('waits for the next opening when asked while the bakery is already open', async () => {
    const subscription = peer.subscribe();
    await createAlert(subscription, { type: 'ouverture' });
    // Asked at 16:00 (the alerts' clock; rows are stamped by the database's own clock).
    await t.app.db.db.execute(sql`UPDATE alerts SET created_at = ${paris(1, '16:00').toISOString()}::timestamptz`);
    expect(await t.app.alerts.sweepOpenings()).toBe(0);
    clock = paris(2, '07:00');
    expect(await t.app.alerts.sweepOpenings()).toBe(1);
  });
});

describe('who may create, list and remove alerts', () => {
  it('refuses an endpoint on a host that is not a known push service', async () => {
    const subscription = peer.subscribe();
    for (const endpoint of [
      'https://evil.example/x',
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com.evil.example/x',
      'https://user@updates.push.services.mozilla.com/wpush/v2/x',
    ]) {
      const response = await createAlert({ ...subscription, endpoint });
      expect(response.statusCode, endpoint).toBe(400);
      expect(response.json(), endpoint).toEqual({ detail: ALERT_MESSAGES.endpointRefused });
    }
    const known = await createAlert({ ...subscription, endpoint: 'https://fcm.googleapis.com/fcm/send/abc:def' });
    expect(known.statusCode).toBe(201);
  });

  it('answers 404 for an unknown bakery, and 200 updating « la nuit » for an alert that exists', async () => {
    const subscription = peer.subscribe();
    const unknown = await createAlert(subscription, { boulangerie_id: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: ALERT_MESSAGES.unknownBakery });
    await createAlert(subscription);
    const again = await createAlert(subscription, { la_nuit: true });
    expect(again.statusCode).toBe(200);
    expect((again.json() as TAlert).la_nuit).toBe(true);
    expect(await listOf(subscription)).toHaveLength(1);
  });

  it('needs the subscription’s auth secret to list, remove or take over its alerts', async () => {
    const subscription = peer.subscribe();
    const alert = (await createAlert(subscription)).json() as TAlert;
    const wrong = { endpoint: subscription.endpoint, auth: 'QUFBQUFBQUFBQUFBQUFBQQ' };
    const listed = await t.app.inject({ method: 'POST', url: '/api/alertes/liste/', payload: wrong });
    expect(listed.json()).toEqual([]);
    const unknownEndpoint = await t.app.inject({
      method: 'POST',
      url: '/api/alertes/liste/',
      payload: { ...wrong, endpoint: `${peer.origin}/inconnu` },
    });
    expect(unknownEndpoint.json()).toEqual([]);
    const removed = await t.app.inject({ method: 'POST', url: `/api/alertes/${alert.id}/retrait/`, payload: wrong });
    expect(removed.statusCode).toBe(404);
    expect(removed.json()).toEqual({ detail: ALERT_MESSAGES.notFound });
    const hijack = await createAlert({ endpoint: subscription.endpoint, keys: { p256dh: peer.subscribe().keys.p256dh, auth: wrong.auth } });
    expect(hijack.statusCode).toBe(403);
    expect(await listOf(subscription)).toHaveLength(1);

    const mine = await t.app.inject({ method: 'POST', url: `/api/alertes/${alert.id}/retrait/`, payload: proofOf(subscription) });
    expect(mine.statusCode).toBe(204);
    expect(await listOf(subscription)).toEqual([]);
    // Its last alert gone, the subscription goes too.
    expect(await t.app.db.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, subscription.endpoint))).toEqual([]);
  });

  it('links the subscription to the account signed in when an alert is asked, ignores a bad token, and keeps the link when anonymous', async () => {
    const subscription = peer.subscribe();
    const ask = (headers: Record<string, string>, type: 'pain' | 'ouverture') =>
      t.app.inject({
        method: 'POST',
        url: '/api/alertes/',
        headers,
        payload: { abonnement: { endpoint: subscription.endpoint, keys: subscription.keys }, boulangerie_id: bakeryId, type },
      });
    const linkedAccount = async () =>
      (await t.app.db.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, subscription.endpoint)))[0]!.userId;

    expect((await ask({ authorization: 'Bearer pas.un.jeton' }, 'pain')).statusCode).toBe(201);
    expect(await linkedAccount()).toBeNull();
    expect((await ask(bearer(manager.access), 'ouverture')).statusCode).toBe(201);
    expect(await linkedAccount()).toBe(manager.id);
    expect((await ask({}, 'pain')).statusCode).toBe(200);
    expect(await linkedAccount()).toBe(manager.id);
    // Another account on the same browser: the subscription is now theirs.
    expect((await ask(bearer(owner.access), 'pain')).statusCode).toBe(200);
    expect(await linkedAccount()).toBe(owner.id);
  });

  it(`holds at most ${ALERTS_PER_SUBSCRIPTION_MAX} alerts per subscription`, async () => {
    const subscription = peer.subscribe();
    const ids: number[] = [];
    for (let index = 0; index < ALERTS_PER_SUBSCRIPTION_MAX / 2; index += 1) {
      ids.push((await insertBakery(t.app.db.db, owner.id, { nom: `Quota ${index}`, position: offset(CLERMONT, 1, index / 10) })).id);
    }
    for (const id of ids) {
      for (const type of ['pain', 'ouverture'] as const)
        expect((await createAlert(subscription, { boulangerie_id: id, type })).statusCode).toBe(201);
    }
    const refused = await createAlert(subscription);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ detail: ALERT_MESSAGES.tooMany });
    expect((await createAlert(subscription, { boulangerie_id: ids[0]!, la_nuit: true })).statusCode).toBe(200);
    for (const id of ids) await t.app.db.db.delete(bakeries).where(eq(bakeries.id, id));
  });
});

describe('the per-address limit on new alerts', () => {
  // Each creation may store a subscription the server will call later: one address gets
  // RATE_LIMITS.alertCreate an hour (docs/alerts.md, "Limits"), counted as in production.
  let limited: TestApp;
  let limitedBakeryId: number;
  beforeAll(async () => {
    limited = await buildTestApp(
      { ...PRO_TEST_ENV, PUSH_EXTRA_HOSTS: peer.host },
      { alertsClock: () => clock, rateLimits: { alertCreate: RATE_LIMITS.alertCreate } },
    );
    const limitedOwner = await signUpOwner(limited.app, 'alertes-limite', DEMO_BAKERY_SIRENS[1]);
    limitedBakeryId = (
      await insertBakery(limited.app.db.db, limitedOwner.id, { nom: 'Fournil de la Limite', position: CLERMONT, disponibilitePain: false })
    ).id;
  });
  afterAll(async () => limited?.close());

  const subscribeFrom = (remoteAddress: string) => {
    const subscription = peer.subscribe();
    return limited.app.inject({
      method: 'POST',
      url: '/api/alertes/',
      remoteAddress,
      payload: { abonnement: { endpoint: subscription.endpoint, keys: subscription.keys }, boulangerie_id: limitedBakeryId, type: 'pain' },
    });
  };

  it(`subscribes one address ${RATE_LIMITS.alertCreate.max} times an hour, refuses the next in French and stores nothing, while another address still subscribes`, async () => {
    expect(RATE_LIMITS.alertCreate.timeWindow).toBe(60 * 60_000);
    for (let index = 0; index < RATE_LIMITS.alertCreate.max; index += 1) expect((await subscribeFrom('203.0.113.7')).statusCode).toBe(201);
    const refused = await subscribeFrom('203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ detail: TOO_MANY_ATTEMPTS });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await limited.app.db.db.select().from(pushSubscriptions)).toHaveLength(RATE_LIMITS.alertCreate.max);

    expect((await subscribeFrom('198.51.100.7')).statusCode).toBe(201);
    expect(await limited.app.db.db.select().from(pushSubscriptions)).toHaveLength(RATE_LIMITS.alertCreate.max + 1);
  });
});
