// No stale card: a change committed anywhere — plain SQL from another connection, or a second server
// instance — is in the very next nearby answer of this instance and in its live feed, without a
// restart (modules/bakeries/nearby-cards.ts, docs/nearby-search.md). Runs on PGlite and PostgreSQL.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../../../src/app.js';
import { setAvailability } from '../../testing/availability-writes.js';
import { CENTER, insertBakery, insertOwner, offset } from '../../testing/bakery-fixtures.js';
import { buildTestApp, isPostgresRun, makeTempDir, testConfig, type TestApp } from '../../testing/helper.js';
import { openPlainSql, type PlainSql } from '../../testing/plain-sql.js';

type Card = { id: number; nom: string; disponibilite_pain: boolean; distance_km: number };

let t: TestApp;
let owner: number;
/** Plain SQL from outside the app (test/testing/plain-sql.ts). */
let plainSql: PlainSql;
let other: FastifyInstance | undefined;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await insertOwner(t.app.db.db);
  plainSql = await openPlainSql(t);
});
afterAll(async () => {
  await plainSql?.close();
  await other?.close();
  await t?.close();
});

async function nearby(app: FastifyInstance = t.app, rayon = 2): Promise<Card[]> {
  const response = await app.inject({ method: 'GET', url: `/api/boulangeries/?lat=${CENTER.lat}&lng=${CENTER.lng}&rayon=${rayon}` });
  expect(response.statusCode).toBe(200);
  return response.json() as Card[];
}

describe('a committed change is in the next nearby answer', () => {
  it('availability toggled 20 times by plain SQL: every next answer shows the new value', async () => {
    const bakery = await insertBakery(t.app.db.db, owner, { nom: 'La Bascule', position: offset(CENTER, 0.3, 0) });
    for (let round = 0; round < 20; round += 1) {
      const value = round % 2 === 0;
      await plainSql.run('UPDATE bakeries SET disponibilite_pain = $1 WHERE id = $2', [value, bakery.id]);
      const card = (await nearby()).find((candidate) => candidate.id === bakery.id);
      expect(card?.disponibilite_pain, `round ${round}`).toBe(value);
    }
  });

  it('inserted, renamed, moved away and deleted by plain SQL: each step in the next answer', async () => {
    const spot = offset(CENTER, 0, 0.4);
    await plainSql.run(
      `INSERT INTO bakeries (proprietaire_id, nom, adresse_postale, ville, code_postal_boulangerie, latitude, longitude, jours_ouvertures, horaires_ouvertures)
       VALUES ($1, 'Nouvelle Fournée', '2 rue Neuve', 'Paris', '75004', $2, $3, '{}'::jsonb, '{}'::jsonb)`,
      [owner, spot.lat, spot.lng],
    );
    const inserted = (await nearby()).find((card) => card.nom === 'Nouvelle Fournée');
    expect(inserted).toBeDefined();
    await plainSql.run(`UPDATE bakeries SET nom = 'Fournée Renommée' WHERE id = $1`, [inserted!.id]);
    expect((await nearby()).find((card) => card.id === inserted!.id)?.nom).toBe('Fournée Renommée');
    const away = offset(CENTER, 5, 0);
    await plainSql.run('UPDATE bakeries SET latitude = $1, longitude = $2 WHERE id = $3', [away.lat, away.lng, inserted!.id]);
    expect((await nearby()).map((card) => card.id)).not.toContain(inserted!.id);
    expect((await nearby(t.app, 10)).find((card) => card.id === inserted!.id)?.distance_km).toBeCloseTo(5, 1);
    await plainSql.run('DELETE FROM bakeries WHERE id = $1', [inserted!.id]);
    expect((await nearby(t.app, 10)).map((card) => card.id)).not.toContain(inserted!.id);
  });

  it('a closure and special hours inserted by plain SQL: in the very next answer, and gone once deleted', async () => {
    const bakery = await insertBakery(t.app.db.db, owner, { nom: 'Le Fournil Fermé', position: offset(CENTER, 0.2, -0.3) });
    const card = async () =>
      (await nearby()).find((candidate) => candidate.id === bakery.id) as Card & { fermetures: unknown[]; horaires_speciaux: unknown[] };
    expect((await card()).fermetures).toEqual([]);
    await plainSql.run(
      `INSERT INTO bakery_closures (bakery_id, debut, fin, motif) VALUES ($1, '2099-08-10', '2099-08-31', 'Congés annuels')`,
      [bakery.id],
    );
    expect((await card()).fermetures).toEqual([{ debut: '2099-08-10', fin: '2099-08-31', motif: 'Congés annuels' }]);
    await plainSql.run(
      `INSERT INTO bakery_special_hours (bakery_id, jour, plages) VALUES ($1, '2099-12-24', '[{"ouverture":"07:00","fermeture":"13:00"}]'::jsonb)`,
      [bakery.id],
    );
    expect((await card()).horaires_speciaux).toEqual([{ date: '2099-12-24', plages: [{ ouverture: '07:00', fermeture: '13:00' }] }]);
    await plainSql.run('DELETE FROM bakery_closures WHERE bakery_id = $1', [bakery.id]);
    expect((await card()).fermetures).toEqual([]);
  });

  it.runIf(isPostgresRun)('changed through a second server instance: in the first instance’s next answer and its live feed', async () => {
    other = await buildApp(testConfig({ DATABASE_URL: t.testDb.url! }), { logger: false, webDistDir: makeTempDir('fournil-web-') });
    const bakery = await insertBakery(other.db.db, owner, { nom: 'Deux Fours', position: offset(CENTER, -0.6, 0.2) });
    expect((await nearby()).map((card) => card.id)).toContain(bakery.id);

    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = new WebSocket(`ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/ws/chat/`);
    const frames: unknown[] = [];
    socket.on('message', (data) => frames.push(JSON.parse(data.toString())));
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    socket.send(JSON.stringify({ type: 'subscribe', lat: CENTER.lat, lng: CENTER.lng, rayon: 2 }));
    await expect.poll(() => frames.length).toBe(1);

    await setAvailability(other.db.db, bakery.id, { disponibilite_pain: false });
    expect((await nearby()).find((card) => card.id === bakery.id)?.disponibilite_pain).toBe(false);
    await expect
      .poll(() => frames.find((frame) => (frame as Card).id === bakery.id && (frame as Card).disponibilite_pain === false))
      .toBeDefined();
    socket.close(1000);
  });

  it('emptied by TRUNCATE: the next answer is empty', async () => {
    expect((await nearby(t.app, 10)).length).toBeGreaterThan(0);
    await plainSql.run('TRUNCATE bakeries CASCADE');
    expect(await nearby(t.app, 10)).toEqual([]);
  });
});
