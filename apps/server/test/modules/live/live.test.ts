// The live feed /ws/chat/ with a real WebSocket client against a listening app.
import type { AddressInfo } from 'node:net';
import { haversineKm, roundDistanceKm } from '@fournil/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../src/app.js';
import { bakeries } from '../../../src/db/schema/index.js';
import * as bakeryRepository from '../../../src/modules/bakeries/repository.js';
import { setAvailability } from '../../testing/availability-writes.js';
import { CENTER, insertBakery, insertOwner, offset, weekOpenExceptMonday } from '../../testing/bakery-fixtures.js';
import { FeedClient } from '../../testing/feed-client.js';
import { buildTestApp, isPostgresRun, makeTempDir, testConfig, type TestApp } from '../../testing/helper.js';

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

function fixtureValues(proprietaireId: number, index: number) {
  const position = offset(CENTER, 60, index);
  return {
    proprietaireId,
    nom: `Suivie ${index}`,
    adressePostale: `${index} rue de la Suite`,
    ville: 'Meaux',
    codePostalBoulangerie: '77100',
    latitude: position.lat,
    longitude: position.lng,
    ...weekOpenExceptMonday(),
  };
}

/**
 * Lets the notifications of fixture inserts pass before a client subscribes (else they are pushed too):
 * the cards' read barrier resolves once every committed change is applied and fanned out.
 */
const settle = () => t.app.nearbyCards.fresh();

let t: TestApp;
let baseUrl: string;
let near: Awaited<ReturnType<typeof insertBakery>>;
let alsoNear: Awaited<ReturnType<typeof insertBakery>>;
let far: Awaited<ReturnType<typeof insertBakery>>;
const clients: FeedClient[] = [];

async function connect(url = baseUrl): Promise<FeedClient> {
  const client = await FeedClient.open(url);
  clients.push(client);
  return client;
}

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.app.db.db;
  const owner = await insertOwner(db);
  near = await insertBakery(db, owner, {
    nom: 'Le Pétrin Bastille',
    position: offset(CENTER, 0.8, 0),
    presentation: 'Maison fondée en 1950.',
  });
  alsoNear = await insertBakery(db, owner, { nom: 'La Mie Dorée', position: offset(CENTER, 0, -1.2) });
  far = await insertBakery(db, owner, { nom: 'Au Moulin Lointain', position: offset(CENTER, 0, 9) });
  baseUrl = await listen(t.app);
  await settle();
});
afterAll(async () => {
  for (const client of clients) client.close();
  await t?.close();
});

describe('/ws/chat/ live feed', () => {
  it('answers a subscription with the array of cards in range, nearest first: the very answer of GET /api/boulangeries/', async () => {
    const client = await connect();
    client.send({ type: 'subscribe', lat: CENTER.lat, lng: CENTER.lng, rayon: 2 });
    const list = (await client.next()) as Record<string, unknown>[];
    expect(Array.isArray(list)).toBe(true);
    expect(list.map((bakery) => bakery.nom)).toEqual(['Le Pétrin Bastille', 'La Mie Dorée']);
    expect(list[0]).toMatchObject({
      id: near.id,
      adresse: '1 rue Le Pétrin Bastille',
      disponibilite_pain: true,
      horaires_ouvertures: '234567=0700-1300,1500-1930',
    });
    expect(list[0]!.distance_km).toBe(roundDistanceKm(haversineKm(CENTER, { lat: near.latitude!, lng: near.longitude! })));
    const api = await t.app.inject({ method: 'GET', url: `/api/boulangeries/?lat=${CENTER.lat}&lng=${CENTER.lng}&rayon=2` });
    expect(list).toEqual(api.json());
  });

  it('pushes one bakery object within a second when a bakery in the circle changes, and nothing for one outside', async () => {
    const client = await connect();
    client.send({ type: 'subscribe', lat: CENTER.lat, lng: CENTER.lng, rayon: 2 });
    await client.next();

    await setAvailability(t.app.db.db, far.id, { disponibilite_pain: false });
    const startedAt = Date.now();
    await setAvailability(t.app.db.db, near.id, { disponibilite_pain: false, disponibilite_croissant: true });
    const pushed = (await client.next(1000)) as Record<string, unknown>;
    expect(Date.now() - startedAt).toBeLessThan(1000);
    expect(Array.isArray(pushed)).toBe(false);
    expect(pushed).toMatchObject({ id: near.id, disponibilite_pain: false, disponibilite_croissant: true, nom: 'Le Pétrin Bastille' });
    expect(pushed.distance_km).toBe(roundDistanceKm(haversineKm(CENTER, { lat: near.latitude!, lng: near.longitude! })));
    expect(typeof pushed.horaires_ouvertures).toBe('string');

    // Changes reach the socket in commit order: once a later change of `near` is in, nothing of `far` came before it.
    await setAvailability(t.app.db.db, near.id, { disponibilite_pain: true });
    expect(await client.next(1000)).toMatchObject({ id: near.id, disponibilite_pain: true });
    expect(client.received.filter((message) => !Array.isArray(message) && message.id === far.id)).toEqual([]);
  });

  it('pushes a change made by any SQL statement (the database trigger notifies)', async () => {
    const client = await connect();
    client.send({ type: 'subscribe', lat: CENTER.lat, lng: CENTER.lng, rayon: 2 });
    await client.next();
    await t.app.db.db.execute(sql`UPDATE bakeries SET disponibilite_cafe = NOT disponibilite_cafe WHERE id = ${alsoNear.id}`);
    expect(await client.next()).toMatchObject({ id: alsoNear.id, nom: 'La Mie Dorée' });
  });

  it('lets a detail page watch one bakery by id: its public detail at once, then at each change', async () => {
    const client = await connect();
    client.send({ type: 'watch', id: far.id });
    const detail = await t.app.inject({ method: 'GET', url: `/api/boulangeries/${far.id}/public/` });
    expect(await client.next()).toEqual(detail.json());
    await setAvailability(t.app.db.db, far.id, { disponibilite_bio: true });
    expect(await client.next()).toMatchObject({
      id: far.id,
      disponibilite_bio: true,
      adresse_postale: '1 rue Au Moulin Lointain',
      images: [],
    });
  });

  it('answers watches of a bakery from memory: one database read after each change, whoever watches', async () => {
    const reads = vi.spyOn(bakeryRepository, 'findPublicByIds');
    try {
      // A change drops the detail kept in memory.
      await setAvailability(t.app.db.db, alsoNear.id, { disponibilite_bio: true });
      await t.app.nearbyCards.fresh();
      reads.mockClear();
      const publicDetail = async () =>
        (await t.app.inject({ method: 'GET', url: `/api/boulangeries/${alsoNear.id}/public/` })).json() as unknown;

      const watchers = [await connect(), await connect(), await connect()];
      for (const watcher of watchers) {
        watcher.send({ type: 'watch', id: alsoNear.id });
        expect(await watcher.next()).toEqual(await publicDetail());
      }
      watchers[0]!.send({ type: 'watch', id: alsoNear.id });
      expect(await watchers[0]!.next()).toMatchObject({ id: alsoNear.id, disponibilite_bio: true });
      expect(reads).toHaveBeenCalledTimes(1);

      // The next change: read once, sent to every watcher, and kept for the next watch.
      await setAvailability(t.app.db.db, alsoNear.id, { disponibilite_bio: false });
      for (const watcher of watchers) expect(await watcher.next()).toMatchObject({ id: alsoNear.id, disponibilite_bio: false });
      const late = await connect();
      late.send({ type: 'watch', id: alsoNear.id });
      expect(await late.next()).toEqual(await publicDetail());
      expect(reads).toHaveBeenCalledTimes(2);
    } finally {
      reads.mockRestore();
    }
  });

  it('sends watchers the new detail when a photo is added or removed by plain SQL (bakery_images announces it)', async () => {
    const client = await connect();
    client.send({ type: 'watch', id: far.id });
    expect(await client.next()).toMatchObject({ id: far.id, images: [] });
    await t.app.db.db.execute(sql`INSERT INTO bakery_images (bakery_id, image, position) VALUES (${far.id}, 'bakeries/vitrine.jpg', 0)`);
    expect(await client.next()).toMatchObject({ id: far.id, images: [{ image: '/media/bakeries/vitrine.jpg' }] });
    // A new watch is answered with the photo too (from memory, kept current by the same change).
    const other = await connect();
    other.send({ type: 'watch', id: far.id });
    expect(await other.next()).toMatchObject({ id: far.id, images: [{ image: '/media/bakeries/vitrine.jpg' }] });
    await t.app.db.db.execute(sql`DELETE FROM bakery_images WHERE bakery_id = ${far.id}`);
    expect(await client.next()).toMatchObject({ id: far.id, images: [] });
  });

  it('pushes the card to the circle and the detail to a watcher when a closure or special hours are added (the status changes live, docs/opening-calendar.md)', async () => {
    const circle = await connect();
    circle.send({ type: 'subscribe', lat: CENTER.lat, lng: CENTER.lng, rayon: 2 });
    await circle.next();
    const watcher = await connect();
    watcher.send({ type: 'watch', id: near.id });
    await watcher.next();

    // Far enough ahead to be upcoming whatever today is, and inside the detail's 60 days.
    const debut = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const fin = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    await t.app.db.db.execute(
      sql`INSERT INTO bakery_closures (bakery_id, debut, fin, motif) VALUES (${near.id}, ${debut}, ${fin}, 'Congés annuels')`,
    );
    const closure = { debut, fin, motif: 'Congés annuels' };
    expect(await circle.next()).toMatchObject({ id: near.id, fermetures: [closure] });
    expect(await watcher.next()).toMatchObject({ id: near.id, fermetures: [closure] });

    await t.app.db.db.execute(
      sql`INSERT INTO bakery_special_hours (bakery_id, jour, plages) VALUES (${near.id}, ${debut}::date - 1, '[]'::jsonb)`,
    );
    expect(await circle.next()).toMatchObject({ id: near.id, horaires_speciaux: [{ plages: [] }] });
    expect(await watcher.next()).toMatchObject({ id: near.id, horaires_speciaux: [{ plages: [] }] });
    await t.app.db.db.execute(sql`DELETE FROM bakery_closures WHERE bakery_id = ${near.id}`);
    await t.app.db.db.execute(sql`DELETE FROM bakery_special_hours WHERE bakery_id = ${near.id}`);
    await settle();
  });

  it('sends the array again to a client whose bakery left its circle or was deleted', async () => {
    const db = t.app.db.db;
    const owner = await insertOwner(db);
    const moving = await insertBakery(db, owner, { nom: 'Sur le départ', position: offset(CENTER, -40, 0) });
    await settle();
    const client = await connect();
    client.send({ type: 'subscribe', lat: moving.latitude!, lng: moving.longitude!, rayon: 1 });
    expect(((await client.next()) as Record<string, unknown>[]).map((bakery) => bakery.id)).toEqual([moving.id]);
    await db.delete(bakeries).where(eq(bakeries.id, moving.id));
    expect(await client.next()).toEqual([]);
  });

  it('answers bad messages with a French error and keeps the connection', async () => {
    const client = await connect();
    client.send('pas du json');
    expect(await client.next()).toEqual({ type: 'error', detail: 'Message invalide.' });
    client.send({ type: 'subscribe', lat: 100, lng: 2, rayon: 2 });
    expect(await client.next()).toEqual({ type: 'error', detail: 'Message invalide.' });
    client.send({ type: 'subscribe', lat: 48, lng: 2, rayon: 500 });
    expect(await client.next()).toEqual({ type: 'error', detail: 'Message invalide.' });
    client.socket.send(Buffer.from([1, 2, 3]), { binary: true });
    expect(await client.next()).toEqual({ type: 'error', detail: 'Message invalide.' });
    client.send({ type: 'watch', id: 999_999 });
    expect(await client.next()).toEqual({ type: 'error', detail: 'Boulangerie introuvable.' });
    client.send({ type: 'watch', id: near.id });
    expect(await client.next()).toMatchObject({ id: near.id });
  });

  it('limits how many bakeries one socket watches to 20', async () => {
    const db = t.app.db.db;
    const owner = await insertOwner(db);
    const many = await db
      .insert(bakeries)
      .values(Array.from({ length: 21 }, (_, index) => ({ ...fixtureValues(owner, index) })))
      .returning({ id: bakeries.id });
    await settle();
    const client = await connect();
    for (const { id } of many.slice(0, 20)) client.send({ type: 'watch', id });
    for (const { id } of many.slice(0, 20)) expect(await client.next()).toMatchObject({ id });
    client.send({ type: 'watch', id: many[0]!.id });
    expect(await client.next()).toMatchObject({ id: many[0]!.id });
    client.send({ type: 'watch', id: many[20]!.id });
    expect(await client.next()).toEqual({ type: 'error', detail: 'Vous suivez déjà 20 boulangeries.' });
  });

  it('closes a socket that sends a message over 4 KB (1009)', async () => {
    const client = await connect();
    client.send({ type: 'subscribe', padding: 'x'.repeat(5000) });
    expect(await client.closed()).toBe(1009);
  });
});

describe.skipIf(!isPostgresRun)('across server instances (PostgreSQL LISTEN/NOTIFY)', () => {
  let other: FastifyInstance | undefined;
  afterAll(async () => other?.close());

  it('pushes a change made through instance A to a socket on instance B', async () => {
    // A second instance: its own pool and LISTEN connection, the same database.
    other = await buildApp(testConfig({ DATABASE_URL: t.testDb.url! }), { logger: false, webDistDir: makeTempDir('fournil-web-') });
    const otherUrl = await listen(other);
    const client = await connect(otherUrl);
    client.send({ type: 'subscribe', lat: CENTER.lat, lng: CENTER.lng, rayon: 2 });
    await client.next();

    await setAvailability(t.app.db.db, alsoNear.id, { disponibilite_sandwich: true });
    expect(await client.next(1000)).toMatchObject({ id: alsoNear.id, disponibilite_sandwich: true });
  });
});
