// The public detail, the server-written bakery page and the town pages come from the details kept in
// memory as ready bytes (modules/bakeries/public-details.ts, docs/public-details.md): the same answer as
// the database gives, every change committed anywhere — plain SQL included — in the very next answer,
// one database read however many ask at once, and memory within its budget. Runs on PGlite and PostgreSQL.
import zlib from 'node:zlib';
import type { TPublicBakeryDetail } from '@fournil/shared';
import { townSlug } from '@fournil/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PublicDetails } from '../../../src/modules/bakeries/public-details.js';
import { getPublicBakery } from '../../../src/modules/bakeries/service.js';
import { CENTER, insertBakery, insertOwner, offset } from '../../testing/bakery-fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/helper.js';
import { openPlainSql, type PlainSql } from '../../testing/plain-sql.js';
import { fakeWebBuild } from '../../testing/web-build.js';

let t: TestApp;
let owner: number;
/** Plain SQL from outside the app (test/testing/plain-sql.ts). */
let plainSql: PlainSql;

beforeAll(async () => {
  t = await buildTestApp({}, { webDistDir: fakeWebBuild() });
  owner = await insertOwner(t.app.db.db);
  plainSql = await openPlainSql(t);
});
afterAll(async () => {
  await plainSql?.close();
  await t?.close();
});

async function detailResponse(id: number, acceptEncoding = 'identity') {
  return t.app.inject({ method: 'GET', url: `/api/boulangeries/${id}/public/`, headers: { 'accept-encoding': acceptEncoding } });
}

async function detail(id: number): Promise<TPublicBakeryDetail> {
  const response = await detailResponse(id);
  expect(response.statusCode).toBe(200);
  return response.json() as TPublicBakeryDetail;
}

async function page(url: string): Promise<{ status: number; html: string }> {
  const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  return { status: response.statusCode, html: response.body };
}

/** What the database says now, serialized as the route serializes it. */
async function fromDatabase(id: number): Promise<unknown> {
  return JSON.parse(JSON.stringify(await getPublicBakery(t.app.db.db, id)));
}

/** A day well inside the detail's 60 days ahead, whatever today is. */
const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('GET /api/boulangeries/{id}/public/ from memory', () => {
  it('answers what the database says, byte for byte the same JSON, and again from memory without a read', async () => {
    const bakery = await insertBakery(t.app.db.db, owner, { nom: 'La Mie Exacte', position: offset(CENTER, 0.1, 0.1) });
    expect(await detail(bakery.id)).toEqual(await fromDatabase(bakery.id));
    const reads = t.app.publicDetails.databaseReads;
    expect(await detail(bakery.id)).toEqual(await fromDatabase(bakery.id));
    expect(t.app.publicDetails.databaseReads).toBe(reads);
  });

  it('sends the same JSON compressed as brotli or gzip, as the client accepts, with Vary', async () => {
    const bakery = await insertBakery(t.app.db.db, owner, {
      nom: 'Le Fournil Compressé',
      position: offset(CENTER, 0.2, 0.1),
      motduboulanger: 'Pain au levain, viennoiseries pur beurre et pâtisseries du jour. '.repeat(20),
    });
    const plain = await detailResponse(bakery.id);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const brotli = await detailResponse(bakery.id, 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('Accept-Encoding');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(plain.body);
    const gzip = await detailResponse(bakery.id, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
    expect(JSON.parse(plain.body)).toEqual(await fromDatabase(bakery.id));
  });

  it('a wrong id stays a 404 in French, and a malformed one a 400', async () => {
    const missing = await detailResponse(987_654_321);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Boulangerie introuvable.' });
    expect((await detailResponse(987_654_321)).statusCode).toBe(404);
    const malformed = await t.app.inject({ method: 'GET', url: '/api/boulangeries/abc/public/' });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('a change committed by plain SQL is in the very next answer', () => {
  it('the bakery row: a name, a flag, a hiding and its return', async () => {
    const bakery = await insertBakery(t.app.db.db, owner, { nom: 'Le Pain Changeant', position: offset(CENTER, 0.3, 0) });
    await detail(bakery.id);
    for (let round = 0; round < 6; round += 1) {
      const value = round % 2 === 0;
      await plainSql.run('UPDATE bakeries SET disponibilite_pain = $1, nom = $2 WHERE id = $3', [
        value,
        `Le Pain Changeant ${round}`,
        bakery.id,
      ]);
      expect(await detail(bakery.id), `round ${round}`).toMatchObject({ disponibilite_pain: value, nom: `Le Pain Changeant ${round}` });
    }
    await plainSql.run('UPDATE users SET suspended_at = now() WHERE id = $1', [owner]);
    expect((await detailResponse(bakery.id)).statusCode).toBe(404);
    await plainSql.run('UPDATE users SET suspended_at = NULL WHERE id = $1', [owner]);
    expect((await detail(bakery.id)).nom).toBe('Le Pain Changeant 5');
  });

  it('a photo, a closure, special hours and a visitor’s report: each in the next answer, and gone once deleted', async () => {
    const bakery = await insertBakery(t.app.db.db, owner, { nom: 'Le Fournil Vivant', position: offset(CENTER, -0.3, 0) });
    expect(await detail(bakery.id)).toMatchObject({ images: [], fermetures: [], horaires_speciaux: [] });

    await plainSql.run(`INSERT INTO bakery_images (bakery_id, image, position) VALUES ($1, 'bakeries/vitrine.jpg', 0)`, [bakery.id]);
    expect((await detail(bakery.id)).images).toHaveLength(1);
    await plainSql.run('DELETE FROM bakery_images WHERE bakery_id = $1', [bakery.id]);
    expect((await detail(bakery.id)).images).toEqual([]);

    const [debut, fin] = [daysAhead(10), daysAhead(20)];
    await plainSql.run(`INSERT INTO bakery_closures (bakery_id, debut, fin, motif) VALUES ($1, $2, $3, 'Congés annuels')`, [
      bakery.id,
      debut,
      fin,
    ]);
    expect((await detail(bakery.id)).fermetures).toEqual([{ debut, fin, motif: 'Congés annuels' }]);
    await plainSql.run('DELETE FROM bakery_closures WHERE bakery_id = $1', [bakery.id]);
    expect((await detail(bakery.id)).fermetures).toEqual([]);

    await plainSql.run(`INSERT INTO bakery_special_hours (bakery_id, jour, plages) VALUES ($1, $2, '[]'::jsonb)`, [
      bakery.id,
      daysAhead(5),
    ]);
    expect((await detail(bakery.id)).horaires_speciaux).toMatchObject([{ date: daysAhead(5), plages: [] }]);

    // A report counts when made after the baker's last word on the bread (docs/visitor-reports.md).
    await plainSql.run(`UPDATE bakeries SET disponibilite_pain_maj = now() - interval '1 hour' WHERE id = $1`, [bakery.id]);
    await plainSql.run(
      `INSERT INTO visitor_reports (bakery_id, type, visitor_key, address_key, during_opening, expires_at)
       VALUES ($1, 'plus_de_pain', $2, $3, true, now() + interval '1 hour')`,
      [bakery.id, 'd'.repeat(64), 'e'.repeat(64)],
    );
    expect((await detail(bakery.id)).signalements).toMatchObject({ pain: { valeur: false, nombre: 1 } });
    expect(await detail(bakery.id)).toEqual(await fromDatabase(bakery.id));
    await plainSql.run('DELETE FROM visitor_reports WHERE bakery_id = $1', [bakery.id]);
    expect((await detail(bakery.id)).signalements).toBeNull();
  });

  it('a TRUNCATE of the photos (a bulk write): every detail is read again', async () => {
    const bakery = await insertBakery(t.app.db.db, owner, { nom: 'La Mie Tronquée', position: offset(CENTER, 0, -0.3) });
    await plainSql.run(`INSERT INTO bakery_images (bakery_id, image, position) VALUES ($1, 'bakeries/vitrine.jpg', 0)`, [bakery.id]);
    expect((await detail(bakery.id)).images).toHaveLength(1);
    await plainSql.run('TRUNCATE bakery_images');
    expect((await detail(bakery.id)).images).toEqual([]);
  });
});

describe('the server-written pages from the same memory', () => {
  it('the bakery page and its town page show a rename made by plain SQL at once', async () => {
    const bakery = await insertBakery(t.app.db.db, owner, {
      nom: 'Au Pain de Cachan',
      position: offset(CENTER, 0.4, 0.4),
      ville: 'Cachan',
      codePostalBoulangerie: '94230',
    });
    const townPath = `/ville/${townSlug('Cachan', '94230')}`;
    expect((await page(`/boulangerie/${bakery.id}`)).html).toContain('Au Pain de Cachan');
    expect((await page(townPath)).html).toContain('Au Pain de Cachan');
    await plainSql.run(`UPDATE bakeries SET nom = 'Au Pain Renommé de Cachan' WHERE id = $1`, [bakery.id]);
    const renamed = await page(`/boulangerie/${bakery.id}`);
    expect(renamed.status).toBe(200);
    expect(renamed.html).toContain('Au Pain Renommé de Cachan');
    expect((await page(townPath)).html).toContain('Au Pain Renommé de Cachan');
    await plainSql.run('UPDATE bakeries SET hidden_at = now() WHERE id = $1', [bakery.id]);
    expect((await page(`/boulangerie/${bakery.id}`)).status).toBe(404);
  });
});

describe('one read for many askers, and a bounded memory', () => {
  it('50 requests at once for a bakery that just changed: one database read', async () => {
    const bakery = await insertBakery(t.app.db.db, owner, { nom: 'La Ruée', position: offset(CENTER, -0.2, -0.2) });
    await detail(bakery.id);
    await plainSql.run(`UPDATE bakeries SET nom = 'La Ruée du Matin' WHERE id = $1`, [bakery.id]);
    await t.app.nearbyCards.fresh();
    const reads = t.app.publicDetails.databaseReads;
    const answers = await Promise.all(Array.from({ length: 50 }, () => detailResponse(bakery.id)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(50).fill(200));
    expect(new Set(answers.map((answer) => answer.json().nom))).toEqual(new Set(['La Ruée du Matin']));
    expect(t.app.publicDetails.databaseReads - reads).toBe(1);
  });

  it('never holds more bytes than its budget: the least recently asked go first', async () => {
    const ids: number[] = [];
    for (let index = 0; index < 12; index += 1)
      ids.push((await insertBakery(t.app.db.db, owner, { nom: `La Fournée ${index}`, position: offset(CENTER, 0.05 * index, 0.5) })).id);
    const oneDetail = new PublicDetails(t.app.db.db, t.app.nearbyCards);
    const [first] = (await oneDetail.getPrecompressed([ids[0]!])).values();
    const weight = first!.json.length + first!.br.length + first!.gzip.length;
    const budget = weight * 5;
    const details = new PublicDetails(t.app.db.db, t.app.nearbyCards, { maxBytes: budget });
    for (const id of ids) await details.getPrecompressed([id]);
    expect(details.bytes).toBeLessThanOrEqual(budget);
    expect(details.size).toBeGreaterThanOrEqual(3);
    expect(details.size).toBeLessThan(ids.length);
    // The last asked is kept, the first is read again.
    const reads = details.databaseReads;
    await details.getPrecompressed([ids.at(-1)!]);
    expect(details.databaseReads).toBe(reads);
    await details.getPrecompressed([ids[0]!]);
    expect(details.databaseReads).toBe(reads + 1);
  });
});
