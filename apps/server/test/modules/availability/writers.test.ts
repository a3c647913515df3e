// Every writer of availability goes through the one writer (src/modules/availability/, docs/availability.md,
// "One writer"): for each, the bread flag's time is stamped, a live socket watching the bakery receives
// the change, and the `pain` alert reaches a local push service (testing/push-peer.ts). The alerts'
// and the reset's clock is fixed (Tuesday 1 December 2026, Paris); the toggles stamp the real time.
// On PGlite and on PostgreSQL (TEST_DB).
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bakeries, ownerManagers, pushSubscriptions } from '../../../src/db/schema/index.js';
import { resetAvailabilityAtOpening } from '../../../src/modules/availability/reset-at-opening.js';
import { bearer } from '../../testing/auth-helpers.js';
import { insertBakery } from '../../testing/bakery-fixtures.js';
import { FeedClient, type FeedMessage } from '../../testing/feed-client.js';
import { buildTestApp, type TestApp } from '../../testing/helper.js';
import { DEMO_BAKERY_SIRENS, PRO_TEST_ENV, signUp, signUpOwner, type Account } from '../../testing/manager-fixtures.js';
import { multipart } from '../../testing/multipart.js';
import { startPushPeer, type PushPeer } from '../../testing/push-peer.js';

/** A Paris wall time in December 2026 (UTC+1): 1 December is a Tuesday; the fixture's week opens 07:00–13:00 and 15:00–19:30, closed on Monday. */
const paris = (day: number, time: string) => new Date(`2026-12-${String(day).padStart(2, '0')}T${time}:00+01:00`);

let peer: PushPeer;
let t: TestApp;
let baseUrl: string;
let clock = paris(1, '16:05');
let owner: Account;
let manager: Account;
let bakeryId: number;
const sockets: FeedClient[] = [];

beforeAll(async () => {
  peer = await startPushPeer();
  t = await buildTestApp({ ...PRO_TEST_ENV, PUSH_EXTRA_HOSTS: peer.host }, { alertsClock: () => clock, resetClock: () => clock });
  owner = await signUpOwner(t.app, 'ecrivains-proprio', DEMO_BAKERY_SIRENS[0]);
  manager = await signUp(t.app, 'ecrivains-responsable');
  await t.app.db.db.insert(ownerManagers).values({ ownerId: owner.id, managerId: manager.id });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t?.close();
  await peer?.close();
});

/** Yesterday's afternoon state: no bread, every flag set at 15:10 on Tuesday (after the afternoon opening). */
const SET_AT = paris(1, '15:10');

beforeEach(async () => {
  clock = paris(1, '16:05');
  await t.app.db.db.delete(pushSubscriptions);
  if (bakeryId) await t.app.db.db.delete(bakeries).where(eq(bakeries.id, bakeryId));
  const row = await insertBakery(t.app.db.db, owner.id, {
    nom: 'Fournil des Écrivains',
    ville: 'Clermont-Ferrand',
    codePostalBoulangerie: '63000',
    position: { lat: 45.78, lng: 3.08 },
    responsableId: manager.id,
    disponibilitePain: false,
    disponibilitePainMaj: SET_AT,
    disponibiliteCafeMaj: SET_AT,
    disponibiliteCroissantMaj: SET_AT,
    disponibiliteSandwichMaj: SET_AT,
    disponibiliteBioMaj: SET_AT,
  });
  bakeryId = row.id;
});

async function patch(account: Account, path: string, body: { headers?: Record<string, string>; payload: unknown }): Promise<void> {
  const response = await t.app.inject({
    method: 'PATCH',
    url: `/api/cotepro/${path}/${bakeryId}/`,
    headers: { ...bearer(account.access), ...body.headers },
    payload: body.payload as string,
  });
  expect(response.statusCode, response.body).toBe(200);
}

type Writer = {
  name: string;
  /** Writes bread on; returns the time the flag must carry (null: the real time of the write). */
  write(): Promise<Date | null>;
};

const WRITERS: Writer[] = [
  {
    name: 'the owner’s JSON toggle',
    write: async () => {
      await patch(owner, 'ma-boulangerie', { payload: { disponibilite_pain: true } });
      return null;
    },
  },
  {
    name: 'the manager’s toggle',
    write: async () => {
      await patch(manager, 'ma-boulangerie-responsable', { payload: { disponibilite_pain: true } });
      return null;
    },
  },
  {
    name: 'the owner’s edit form (multipart)',
    write: async () => {
      await patch(owner, 'ma-boulangerie', multipart({ disponibilite_pain: 'true', nom: 'Fournil des Écrivains' }));
      return null;
    },
  },
  {
    name: 'the reset at opening (bread back with the opening defaults)',
    write: async () => {
      // Wednesday's opening: the flags set on Tuesday go back to their defaults, bread on.
      clock = paris(2, '07:00');
      const reset = await resetAvailabilityAtOpening({ db: t.app.db.db, now: () => clock, alerts: t.app.alerts });
      expect(reset).toEqual([bakeryId]);
      return paris(2, '07:00');
    },
  },
];

/** The next message matching `isIt`, skipping others (a write may notify more than once). */
async function nextWhere(socket: FeedClient, isIt: (message: FeedMessage) => boolean): Promise<FeedMessage> {
  for (;;) {
    const message = await socket.next(3000);
    if (isIt(message)) return message;
  }
}

type Detail = { id: number; disponibilite_pain: boolean; disponibilites_maj: (number | null)[] };
const isDetail = (message: FeedMessage): message is FeedMessage & Detail => !Array.isArray(message) && message.id === bakeryId;

describe('every writer of availability, through the one writer', () => {
  it.each(WRITERS)('$name stamps the time, reaches an open live socket and fires the bread alert', async (writer) => {
    const subscription = peer.subscribe();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/alertes/',
      payload: { abonnement: { endpoint: subscription.endpoint, keys: subscription.keys }, boulangerie_id: bakeryId, type: 'pain' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const socket = await FeedClient.open(baseUrl);
    sockets.push(socket);
    socket.send({ type: 'watch', id: bakeryId });
    const watched = await nextWhere(socket, isDetail);
    expect(watched).toMatchObject({ disponibilite_pain: false });

    const before = new Date();
    const expectedAt = await writer.write();
    const after = new Date();
    await t.app.background.settled();

    const [row] = await t.app.db.db
      .select({ pain: bakeries.disponibilitePain, painMaj: bakeries.disponibilitePainMaj })
      .from(bakeries)
      .where(eq(bakeries.id, bakeryId));
    expect(row!.pain).toBe(true);
    if (expectedAt) expect(row!.painMaj!.toISOString()).toBe(expectedAt.toISOString());
    else {
      expect(row!.painMaj!.getTime()).toBeGreaterThanOrEqual(before.getTime());
      expect(row!.painMaj!.getTime()).toBeLessThanOrEqual(after.getTime());
    }

    const pushed = (await nextWhere(socket, (message) => isDetail(message) && message.disponibilite_pain)) as Detail;
    expect(pushed.disponibilites_maj[0]).toBe(Math.floor(row!.painMaj!.getTime() / 1000));

    expect(peer.rejected()).toEqual([]);
    const received = peer.messages(subscription.id);
    expect(received).toHaveLength(1);
    expect(received[0]!.payload).toMatchObject({ title: 'Du pain chez Fournil des Écrivains', boulangerie_id: bakeryId, type: 'pain' });
  });
});
