// Visitors' reports end to end (docs/visitor-reports.md): what the card and the
// detail show, expiry, a fresh baker flag winning, « C'est fermé » needing two visitors, the 30-minute
// and daily limits on both keys (a new cookie on the same address, an IPv6 /64), the 300 m refusal,
// blocks, the position kept nowhere (logs, every table), the live push, the bread alert (a listing
// only when two agree), and the owner's one mail a day. The production limits apply (no test factor).
// On PostgreSQL and PGlite (triggers and NOTIFY).
import type { AddressInfo } from 'node:net';
import { REPORT_MESSAGES, parisDay, parisWallTimeToInstant, type TNearbyBakery, type TPublicBakeryDetail } from '@fournil/shared';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bakeries, mailOutbox, visitorReportBlocks, visitorReports, type DayHoursRow, type DayMap } from '../../../src/db/schema/index.js';
import { RATE_LIMITS } from '../../../src/plugins/rate-limit/policies.js';
import { sha256Hex } from '../../../src/lib/secure-token.js';
import { CENTER, insertBakery, insertOwner, offset } from '../../testing/bakery-fixtures.js';
import { FeedClient, type FeedMessage } from '../../testing/feed-client.js';
import { buildTestApp, type TestApp } from '../../testing/helper.js';
import { PRO_TEST_ENV } from '../../testing/manager-fixtures.js';
import { startPushPeer, type PushPeer } from '../../testing/push-peer.js';

const DAYS = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'] as const;
/** Open every day 00:00–23:59, so the tests hold at whatever time they run. */
function alwaysOpen(): { joursOuvertures: DayMap<boolean>; horairesOuvertures: DayMap<DayHoursRow> } {
  const jours = {} as DayMap<boolean>;
  const horaires = {} as DayMap<DayHoursRow>;
  for (const day of DAYS) {
    jours[day] = true;
    horaires[day] = { ouverture_matin: '00:00', fermeture_matin: '23:59', ouverture_apm: null, fermeture_apm: null };
  }
  return { joursOuvertures: jours, horairesOuvertures: horaires };
}

/** The start of today's open period: the reset at opening's stamp, which is not the baker speaking. */
const periodStart = () => parisWallTimeToInstant(parisDay(new Date()), 0);

let t: TestApp;
let peer: PushPeer;
let baseUrl: string;
let ownerId: number;
const logLines: string[] = [];
const sockets: FeedClient[] = [];
let place = 0;

beforeAll(async () => {
  // A report counts two hours, or until the bakery's closing (23:59 here) if sooner, and the alerts keep
  // quiet at night: the file's clock starts at noon, Paris time, today, and runs from there (Date only).
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: parisWallTimeToInstant(parisDay(new Date()), 12 * 60) });
  peer = await startPushPeer();
  t = await buildTestApp(
    { ...PRO_TEST_ENV, PUSH_EXTRA_HOSTS: peer.host, LOG_LEVEL: 'info' },
    {
      rateLimits: { reportPerBakery: RATE_LIMITS.reportPerBakery, reportPerDay: RATE_LIMITS.reportPerDay },
      logger: true,
      logStream: { write: (line) => logLines.push(line) },
    },
  );
  ownerId = await insertOwner(t.app.db.db);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t?.close();
  await peer?.close();
  vi.useRealTimers();
});

/** A new bakery, its own spot (1 km apart), no bread by a flag from the start of today's period (not fresh). */
async function newBakery(options: { listing?: boolean; nom?: string } = {}) {
  place += 1;
  const position = offset(CENTER, place, 0);
  const at = periodStart();
  const row = await insertBakery(t.app.db.db, ownerId, {
    nom: options.nom ?? `Fournil ${place}`,
    position,
    ...alwaysOpen(),
    ...(options.listing ? { proprietaireId: null } : {}),
    disponibilitePain: false,
    disponibilitePainMaj: at,
    disponibiliteCafeMaj: at,
    disponibiliteCroissantMaj: at,
    disponibiliteSandwichMaj: at,
    disponibiliteBioMaj: at,
  });
  return { id: row.id, position };
}

type Who = { cookie?: string; ip?: string };
let ipCount = 0;
/** A visitor of their own: no cookie yet, an address nobody else uses. */
const stranger = (): Who => ({ ip: `198.51.100.${++ipCount}` });

async function send(bakeryId: number, body: unknown, who: Who): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: `/api/boulangeries/${bakeryId}/signalements/`,
    payload: body as Record<string, unknown>,
    remoteAddress: who.ip ?? '198.51.100.250',
    headers: who.cookie ? { cookie: `fournil_visitor=${who.cookie}` } : {},
  });
}

/** Reports from `who` near the bakery; keeps the cookie the server issued in `who`. */
async function reportAs(
  bakery: { id: number; position: { lat: number; lng: number } },
  type: string,
  who: Who,
): Promise<LightMyRequestResponse> {
  const near = offset(bakery.position, 0.1, 0.05);
  const response = await send(bakery.id, { type, latitude: near.lat, longitude: near.lng }, who);
  const issued = response.cookies.find((cookie) => cookie.name === 'fournil_visitor');
  if (issued) who.cookie = issued.value;
  return response;
}

async function card(id: number): Promise<TNearbyBakery> {
  const response = await t.app.inject({ method: 'GET', url: `/api/boulangeries/cartes/?ids=${id}` });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as TNearbyBakery[])[0]!;
}

async function detail(id: number): Promise<TPublicBakeryDetail> {
  const response = await t.app.inject({ method: 'GET', url: `/api/boulangeries/${id}/public/` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TPublicBakeryDetail;
}

describe('a report', () => {
  it('is thanked, needs no account, and the card and the detail show it', async () => {
    const bakery = await newBakery();
    const before = await card(bakery.id);
    expect(before.disponibilite_pain).toBe(false);
    expect(before.signalements).toBeNull();

    const who = stranger();
    const response = await reportAs(bakery, 'pain', who);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ message: REPORT_MESSAGES.thanks });
    expect(who.cookie).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const after = await card(bakery.id);
    expect(after.disponibilite_pain).toBe(true);
    expect(after.signalements!.pain).toMatchObject({ valeur: true, nombre: 1 });
    expect(after.signalements!.pain!.expire - after.signalements!.pain!.dernier).toBe(2 * 3600);
    const page = await detail(bakery.id);
    expect(page.disponibilite_pain).toBe(true);
    expect(page.signalements).toEqual(after.signalements);

    // A second visitor agreeing: « … par 2 visiteurs ».
    expect((await reportAs(bakery, 'pain', stranger())).statusCode).toBe(201);
    expect((await card(bakery.id)).signalements!.pain).toMatchObject({ valeur: true, nombre: 2 });
    // The newest decides, and counts from there.
    expect((await reportAs(bakery, 'plus_de_pain', stranger())).statusCode).toBe(201);
    const turned = await card(bakery.id);
    expect(turned.disponibilite_pain).toBe(false);
    expect(turned.signalements!.pain).toMatchObject({ valeur: false, nombre: 1 });
  });

  it('gives way to a fresh baker flag, and the reports before it no longer count', async () => {
    const bakery = await newBakery();
    expect((await reportAs(bakery, 'pain', stranger())).statusCode).toBe(201);
    expect((await card(bakery.id)).disponibilite_pain).toBe(true);
    // The baker says « plus de pain » (as their toggle writes it, a moment ago): fresh, it wins.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await t.app.db.db
      .update(bakeries)
      .set({ disponibilitePain: false, disponibilitePainMaj: new Date(Date.now() - 1000) })
      .where(eq(bakeries.id, bakery.id));
    const after = await card(bakery.id);
    expect(after.disponibilite_pain).toBe(false);
    expect(after.signalements?.pain ?? null).toBeNull();
    // A report made since shows, but the fresh flag still decides the bread shown.
    expect((await reportAs(bakery, 'pain', stranger())).statusCode).toBe(201);
    const later = await card(bakery.id);
    expect(later.signalements!.pain).toMatchObject({ valeur: true, nombre: 1 });
    expect(later.disponibilite_pain).toBe(false);
  });

  it('expires by time alone: the card is built again without it', async () => {
    const bakery = await newBakery();
    const now = new Date();
    await t.app.db.db.insert(visitorReports).values({
      bakeryId: bakery.id,
      type: 'pain',
      visitorKey: sha256Hex('visitor:expiring'),
      addressKey: sha256Hex('address:203.0.113.9'),
      createdAt: new Date(Math.floor(now.getTime() / 1000) * 1000 - 7200_000 + 2000),
      expiresAt: new Date(Math.floor(now.getTime() / 1000) * 1000 + 2000),
      duringOpening: true,
    });
    expect((await card(bakery.id)).disponibilite_pain).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const after = await card(bakery.id);
    expect(after.signalements?.pain ?? null).toBeNull();
    expect(after.disponibilite_pain).toBe(false);
    expect((await detail(bakery.id)).signalements?.pain ?? null).toBeNull();
  });

  it('« C’est fermé » shows only from two different visitors, and never closes the bakery', async () => {
    const bakery = await newBakery();
    const first = stranger();
    expect((await reportAs(bakery, 'ferme', first)).statusCode).toBe(201);
    expect((await card(bakery.id)).signalements?.ferme ?? null).toBeNull();
    expect((await reportAs(bakery, 'ferme', stranger())).statusCode).toBe(201);
    const after = await card(bakery.id);
    expect(after.signalements!.ferme).toMatchObject({ nombre: 2 });
    // The hours are untouched: the card still reads open by its week.
    expect(after.horaires_ouvertures).toBe((await card(bakery.id)).horaires_ouvertures);
    expect(after.disponibilite_pain).toBe(false);
  });
});

describe('the limits', () => {
  it('refuse a second report on a bakery within 30 minutes, by cookie and by address (a new cookie, the same /64)', async () => {
    const bakery = await newBakery();
    const who: Who = { ip: '2001:db8:aa:bb::1' };
    expect((await reportAs(bakery, 'pain', who)).statusCode).toBe(201);
    const again = await reportAs(bakery, 'pain', who);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual({ detail: REPORT_MESSAGES.tooSoon });
    // Cookies cleared: a new visitor, the same address.
    const cleared = await reportAs(bakery, 'pain', { ip: '2001:db8:aa:bb::1' });
    expect(cleared.statusCode).toBe(429);
    expect(cleared.json()).toEqual({ detail: REPORT_MESSAGES.tooSoon });
    // Another address of the same IPv6 /64 is the same address.
    const sameNetwork = await reportAs(bakery, 'pain', { ip: '2001:db8:aa:bb:ffff:1:2:3' });
    expect(sameNetwork.statusCode).toBe(429);
    // The same cookie from another address: the visitor's key is spent.
    const moved = await reportAs(bakery, 'pain', { cookie: who.cookie!, ip: '203.0.113.77' });
    expect(moved.statusCode).toBe(429);
    // Another visitor elsewhere may.
    expect((await reportAs(bakery, 'plus_de_pain', stranger())).statusCode).toBe(201);
  });

  it('allow 20 reports a day per address, then the French 429, whatever the cookie', async () => {
    const ip = '203.0.113.200';
    for (let index = 0; index < RATE_LIMITS.reportPerDay.max; index += 1) {
      const response = await reportAs(await newBakery(), 'pain', { ip });
      expect(response.statusCode, response.body).toBe(201);
    }
    const over = await reportAs(await newBakery(), 'pain', { ip });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ detail: REPORT_MESSAGES.tooManyToday });
  });
});

describe('refusals', () => {
  it('beyond 300 m: 400 with the French reason; within: accepted', async () => {
    const bakery = await newBakery();
    const far = offset(bakery.position, 0.31, 0);
    const refused = await send(bakery.id, { type: 'pain', latitude: far.lat, longitude: far.lng }, stranger());
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ detail: REPORT_MESSAGES.tooFar });
    const near = offset(bakery.position, 0.29, 0);
    expect((await send(bakery.id, { type: 'pain', latitude: near.lat, longitude: near.lng }, stranger())).statusCode).toBe(201);
  });

  it('bad input: a French 400; an unknown or hidden bakery: 404', async () => {
    const bakery = await newBakery();
    const badType = await send(bakery.id, { type: 'baguette', latitude: 48.8, longitude: 2.3 }, stranger());
    expect(badType.statusCode).toBe(400);
    expect(badType.body).toContain(REPORT_MESSAGES.invalidType);
    const badPosition = await send(bakery.id, { type: 'pain', latitude: 'ici', longitude: 2.3 }, stranger());
    expect(badPosition.statusCode).toBe(400);
    expect(badPosition.body).toContain(REPORT_MESSAGES.invalidPosition);
    const unknown = await send(2_000_000, { type: 'pain', latitude: 48.8, longitude: 2.3 }, stranger());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Boulangerie introuvable.' });
    await t.app.db.db.update(bakeries).set({ hiddenAt: new Date() }).where(eq(bakeries.id, bakery.id));
    const hidden = await reportAs(bakery, 'pain', stranger());
    expect(hidden.statusCode).toBe(404);
  });

  it('a blocked visitor or address: 403', async () => {
    const bakery = await newBakery();
    const who = stranger();
    expect((await reportAs(bakery, 'pain', who)).statusCode).toBe(201);
    await t.app.db.db.insert(visitorReportBlocks).values({ kind: 'address', keyHash: sha256Hex(`address:${who.ip}`) });
    const refused = await reportAs(await newBakery(), 'pain', { ip: who.ip! });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: REPORT_MESSAGES.blocked });
  });
});

describe('the position', () => {
  it('is in no log line and in no table', async () => {
    const bakery = await newBakery();
    // Digits no other value has: the position sent, to 9 decimals.
    const latitude = Number((bakery.position.lat + 0.000123457).toFixed(9));
    const longitude = Number((bakery.position.lng + 0.000234567).toFixed(9));
    logLines.length = 0;
    const response = await send(bakery.id, { type: 'plus_de_pain', latitude, longitude }, stranger());
    expect(response.statusCode, response.body).toBe(201);
    expect(logLines.length).toBeGreaterThan(0);
    const marks = [String(latitude), String(longitude), '000123457', '000234567'];
    for (const line of logLines) for (const mark of marks) expect(line).not.toContain(mark);

    // Every row of every table of the public schema, as text.
    const tables = (await t.app.db.db.execute(
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    )) as unknown as { rows: { table_name: string }[] };
    expect(tables.rows.map((row) => row.table_name)).toContain('visitor_reports');
    for (const { table_name: table } of tables.rows) {
      const dump = (await t.app.db.db.execute(
        sql.raw(`SELECT coalesce(string_agg(x::text, ' '), '') AS text FROM "${table}" AS x`),
      )) as unknown as {
        rows: { text: string }[];
      };
      for (const mark of marks) expect(dump.rows[0]!.text, table).not.toContain(mark);
    }
  });
});

/** The next message matching `isIt`, skipping others. */
async function nextWhere(socket: FeedClient, isIt: (message: FeedMessage) => boolean): Promise<FeedMessage> {
  for (;;) {
    const message = await socket.next(3000);
    if (isIt(message)) return message;
  }
}

describe('live', () => {
  it('a report reaches an open page watching the bakery', async () => {
    const bakery = await newBakery();
    const socket = await FeedClient.open(baseUrl);
    sockets.push(socket);
    socket.send({ type: 'watch', id: bakery.id });
    const isIt = (message: FeedMessage) => !Array.isArray(message) && (message as { id?: number }).id === bakery.id;
    expect(await nextWhere(socket, isIt)).toMatchObject({ disponibilite_pain: false, signalements: null });
    expect((await reportAs(bakery, 'pain', stranger())).statusCode).toBe(201);
    const pushed = await nextWhere(
      socket,
      (message) => isIt(message) && (message as { disponibilite_pain?: boolean }).disponibilite_pain === true,
    );
    expect(pushed).toMatchObject({ signalements: { pain: { valeur: true, nombre: 1 } } });
  });
});

async function subscribeBread(bakeryId: number) {
  const subscription = peer.subscribe();
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/alertes/',
    payload: { abonnement: { endpoint: subscription.endpoint, keys: subscription.keys }, boulangerie_id: bakeryId, type: 'pain' },
  });
  expect(created.statusCode, created.body).toBe(201);
  return subscription;
}

describe('the bread alerts', () => {
  it('fire once when a report brings bread back on an owned bakery', async () => {
    const bakery = await newBakery({ nom: 'Fournil des Alertes' });
    const subscription = await subscribeBread(bakery.id);
    expect((await reportAs(bakery, 'pain', stranger())).statusCode).toBe(201);
    await t.app.background.settled();
    expect(peer.messages(subscription.id)).toHaveLength(1);
    expect(peer.messages(subscription.id)[0]!.payload).toMatchObject({ boulangerie_id: bakery.id, type: 'pain' });
    expect((await reportAs(bakery, 'pain', stranger())).statusCode).toBe(201);
    await t.app.background.settled();
    expect(peer.messages(subscription.id)).toHaveLength(1);
    expect(peer.rejected()).toEqual([]);
  });

  it('on a listing, fire only when two visitors agree', async () => {
    const bakery = await newBakery({ listing: true, nom: 'Fiche sans propriétaire' });
    const subscription = await subscribeBread(bakery.id);
    expect((await reportAs(bakery, 'pain', stranger())).statusCode).toBe(201);
    await t.app.background.settled();
    expect((await card(bakery.id)).disponibilite_pain).toBe(true);
    expect(peer.messages(subscription.id)).toHaveLength(0);
    expect((await reportAs(bakery, 'pain', stranger())).statusCode).toBe(201);
    await t.app.background.settled();
    expect(peer.messages(subscription.id)).toHaveLength(1);
  });
});

describe('the owner', () => {
  it('gets one mail a day at most about the reports', async () => {
    const bakery = await newBakery({ nom: 'Fournil du Courrier' });
    const mailsAbout = async () =>
      (await t.app.db.db.select({ subject: mailOutbox.subject }).from(mailOutbox)).filter((mail) =>
        mail.subject.includes('Fournil du Courrier'),
      );
    expect((await reportAs(bakery, 'plus_de_pain', stranger())).statusCode).toBe(201);
    expect((await reportAs(bakery, 'pain', stranger())).statusCode).toBe(201);
    expect((await reportAs(bakery, 'ferme', stranger())).statusCode).toBe(201);
    const mails = await mailsAbout();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Un visiteur a signalé « Plus de pain » chez Fournil du Courrier – Fournil');
  });
});
