// Bakeries without an owner (docs/decisions/019-bakeries-without-an-owner.md): a listing written by
// plain SQL, as an import will, is on every public surface (nearby search, detail, sitemap, town page,
// live feed), on no owner's screen, and every professional route answers it as it answers a bakery of
// someone else. A bulk write announces one reload instead of a notification per row.
import type { AddressInfo } from 'node:net';
import { addDays, parisDay } from '@fournil/shared';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/db/client.js';
import { BAKERY_CHANGED_CHANNEL, bulkWriteBakeries } from '../../../src/modules/bakeries/repository.js';
import { resetAvailabilityAtOpening } from '../../../src/modules/availability/reset-at-opening.js';
import { staffAccount } from '../../testing/admin-fixtures.js';
import { bearer } from '../../testing/auth-helpers.js';
import { CENTER, insertBakery, offset, weekOpenExceptMonday } from '../../testing/bakery-fixtures.js';
import { grantAccess } from '../../testing/campaign-fixtures.js';
import { FeedClient } from '../../testing/feed-client.js';
import { buildTestApp, type TestApp } from '../../testing/helper.js';
import { fakeWebBuild } from '../../testing/web-build.js';
import { DEMO_BAKERY_SIRENS, PRO_TEST_ENV, rowsOf, signUp, signUpOwner, type Account } from '../../testing/manager-fixtures.js';
import { multipart } from '../../testing/multipart.js';

let t: TestApp;
let owner: Account;
let manager: Account;
/** A bakery of another owner: what every professional answer on the listing must look like. */
let othersBakery: number;
let listing: number;

const db = (): Db => t.app.db.db;

/** A listing as an import writes it: no owner, flags never told (null times), one OSM source. */
async function insertListing(database: Db, nom: string, position: { lat: number; lng: number }, osmNode: number): Promise<number> {
  const { joursOuvertures, horairesOuvertures } = weekOpenExceptMonday();
  const [row] = await rowsOf<{ id: number }>(
    database,
    sql`INSERT INTO bakeries (proprietaire_id, nom, adresse_postale, ville, code_postal_boulangerie, latitude, longitude,
        jours_ouvertures, horaires_ouvertures, disponibilite_pain_maj, disponibilite_cafe_maj, disponibilite_croissant_maj,
        disponibilite_sandwich_maj, disponibilite_bio_maj)
      VALUES (NULL, ${nom}, '8 rue des Archives', 'Paris', '75004', ${position.lat}, ${position.lng},
        ${JSON.stringify(joursOuvertures)}::jsonb, ${JSON.stringify(horairesOuvertures)}::jsonb, NULL, NULL, NULL, NULL, NULL)
      RETURNING id`,
  );
  await database.execute(
    sql`INSERT INTO bakery_sources (source, source_id, bakery_id, licence) VALUES ('osm', ${`node/${osmNode}`}, ${row!.id}, 'ODbL-1.0')`,
  );
  return row!.id;
}

/** The constraint a database error names, through Drizzle's wrapping. */
async function violatedConstraint(write: Promise<unknown>): Promise<string | undefined> {
  try {
    await write;
  } catch (error) {
    for (let current: unknown = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
      const constraint = (current as { constraint?: unknown }).constraint;
      if (typeof constraint === 'string') return constraint;
    }
    return 'no constraint named';
  }
  return undefined;
}

const near = (rayon = 3) => `/api/boulangeries/?lat=${CENTER.lat}&lng=${CENTER.lng}&rayon=${rayon}`;
const nearbyIds = async (): Promise<number[]> =>
  (await t.app.inject({ method: 'GET', url: near() })).json().map((card: { id: number }) => card.id);

beforeAll(async () => {
  t = await buildTestApp(PRO_TEST_ENV, { webDistDir: fakeWebBuild() });
  owner = await signUpOwner(t.app, 'fiche-proprio', DEMO_BAKERY_SIRENS[0]);
  manager = await signUp(t.app, 'fiche-responsable');
  const other = await signUpOwner(t.app, 'fiche-autre', DEMO_BAKERY_SIRENS[1]);
  await grantAccess(db(), owner.id);
  othersBakery = (await insertBakery(db(), other.id, { nom: 'Chez un autre', position: offset(CENTER, 0.5, 0.5) })).id;
  await insertBakery(db(), owner.id, { nom: 'La mienne', position: offset(CENTER, 0.4, 0) });
  listing = await insertListing(db(), 'Fiche ouverte des Archives', offset(CENTER, 0.3, 0.2), 1001);
}, 180_000);

afterAll(async () => {
  await t?.close();
});

describe('a listing (no owner) on the public surfaces', () => {
  it('is in the nearby search, with its flags untold (null times)', async () => {
    const cards = (await t.app.inject({ method: 'GET', url: near() })).json() as { id: number; disponibilites_maj: unknown }[];
    expect(cards.find((card) => card.id === listing)).toMatchObject({
      nom: 'Fiche ouverte des Archives',
      disponibilites_maj: [null, null, null, null, null],
    });
  });

  it('has its public detail and its cards by id', async () => {
    const detail = await t.app.inject({ method: 'GET', url: `/api/boulangeries/${listing}/public/` });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ id: listing, nom: 'Fiche ouverte des Archives' });
    const cards = await t.app.inject({ method: 'GET', url: `/api/boulangeries/cartes/?ids=${listing}` });
    expect(cards.json().map((card: { id: number }) => card.id)).toEqual([listing]);
  });

  it('is in the bakery sitemap, on its town page, and has its server-rendered page', async () => {
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemaps/boulangeries-1.xml' });
    expect(sitemap.body).toContain(`/boulangerie/${listing}</loc>`);
    const town = await t.app.inject({ method: 'GET', url: '/ville/paris-75004' });
    expect(town.statusCode).toBe(200);
    expect(town.body).toContain(`/boulangerie/${listing}`);
    expect(town.body).toContain('Fiche ouverte des Archives');
    const page = await t.app.inject({ method: 'GET', url: `/boulangerie/${listing}` });
    expect(page.statusCode).toBe(200);
  });

  it('is sent by the live feed, in a circle and to a page watching it', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const client = await FeedClient.open(`ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`);
    try {
      client.send({ type: 'subscribe', lat: CENTER.lat, lng: CENTER.lng, rayon: 3 });
      const circle = (await client.nextMatching(Array.isArray)) as { id: number }[];
      expect(circle.map((card) => card.id)).toContain(listing);
      client.send({ type: 'watch', id: listing });
      expect(await client.nextMatching((message) => !Array.isArray(message) && message.id === listing)).toMatchObject({
        nom: 'Fiche ouverte des Archives',
      });
    } finally {
      client.close();
    }
  });

  it('is listed to staff without an owner, and shown to visitors', async () => {
    const staff = await staffAccount(t.app, 'fiche-equipe');
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/bakeries/?q=Fiche%20ouverte', headers: bearer(staff.access) });
    expect(response.statusCode).toBe(200);
    expect(response.json().results).toEqual([expect.objectContaining({ id: listing, proprietaire: null, is_public: true })]);
  });

  it('leaves every public read once hidden on its own account (hidden_at), and comes back', async () => {
    const hidden = await insertListing(db(), 'Fiche disparue', offset(CENTER, 0.2, -0.2), 1002);
    expect(await nearbyIds()).toContain(hidden);
    await db().execute(sql`UPDATE bakeries SET hidden_at = now() WHERE id = ${hidden}`);
    expect(await nearbyIds()).not.toContain(hidden);
    expect((await t.app.inject({ method: 'GET', url: `/api/boulangeries/${hidden}/public/` })).statusCode).toBe(404);
    await db().execute(sql`UPDATE bakeries SET hidden_at = NULL WHERE id = ${hidden}`);
    expect(await nearbyIds()).toContain(hidden);
  });
});

describe('a listing on the professional side', () => {
  it('is on no owner’s list and no manager’s list', async () => {
    const mine = await t.app.inject({ method: 'GET', url: '/api/cotepro/mes-boulangeries/', headers: bearer(owner.access) });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().map((bakery: { nom: string }) => bakery.nom)).toEqual(['La mienne']);
    const managed = await t.app.inject({
      method: 'GET',
      url: '/api/cotepro/mes-boulangeries-responsable/',
      headers: bearer(manager.access),
    });
    expect(managed.json()).toEqual([]);
  });

  const day = (ahead: number) => addDays(parisDay(new Date()), ahead);
  /** Every professional route that names a bakery (the rows of test/app/authorization-matrix.ts on `f.bakery`). */
  const routes: [string, (id: number) => InjectOptions][] = [
    ['GET ma-boulangerie', (id) => ({ method: 'GET', url: `/api/cotepro/ma-boulangerie/${id}/` })],
    [
      'PATCH ma-boulangerie',
      (id) => ({ method: 'PATCH', url: `/api/cotepro/ma-boulangerie/${id}/`, payload: { disponibilite_cafe: true } }),
    ],
    ['DELETE ma-boulangerie', (id) => ({ method: 'DELETE', url: `/api/cotepro/ma-boulangerie/${id}/` })],
    [
      'PATCH ma-boulangerie-responsable',
      (id) => ({ method: 'PATCH', url: `/api/cotepro/ma-boulangerie-responsable/${id}/`, payload: { disponibilite_pain: true } }),
    ],
    ['POST quitter', (id) => ({ method: 'POST', url: `/api/cotepro/ma-boulangerie-responsable/${id}/quitter/` })],
    ['GET fermetures', (id) => ({ method: 'GET', url: `/api/cotepro/ma-boulangerie/${id}/fermetures/` })],
    [
      'POST fermetures',
      (id) => ({ method: 'POST', url: `/api/cotepro/ma-boulangerie/${id}/fermetures/`, payload: { debut: day(300), fin: day(301) } }),
    ],
    ['DELETE fermetures', (id) => ({ method: 'DELETE', url: `/api/cotepro/ma-boulangerie/${id}/fermetures/999999/` })],
    [
      'PUT horaires-speciaux',
      (id) => ({ method: 'PUT', url: `/api/cotepro/ma-boulangerie/${id}/horaires-speciaux/${day(302)}/`, payload: { plages: [] } }),
    ],
    ['DELETE horaires-speciaux', (id) => ({ method: 'DELETE', url: `/api/cotepro/ma-boulangerie/${id}/horaires-speciaux/${day(303)}/` })],
    [
      'POST inviter-responsable',
      (id) => ({
        method: 'POST',
        url: '/api/boulangeries/inviter-responsable/',
        payload: { email: 'fiche-invite@exemple.fr', boulangerie_id: id },
      }),
    ],
    [
      'POST campagnes-publicitaires',
      (id) => {
        const body = multipart({ boulangerie: String(id), nom_campagne: 'Brioche du dimanche', formule: 'payante' });
        return { method: 'POST', url: '/api/regiepub/campagnes-publicitaires/', headers: body.headers, payload: body.payload };
      },
    ],
    [
      'POST create-payment-session',
      (id) => ({ method: 'POST', url: '/api/payments/create-payment-session/', payload: { boulangerie_id: id } }),
    ],
    ['POST subscription/cancel', (id) => ({ method: 'POST', url: `/api/payments/bakeries/${id}/subscription/cancel/` })],
  ];

  async function answer(account: Account, request: InjectOptions): Promise<{ status: number; body: unknown }> {
    const response = await t.app.inject({ ...request, headers: { ...request.headers, ...bearer(account.access) } });
    return { status: response.statusCode, body: response.json() };
  }

  it.each(routes)(
    '%s: an owner and a signed-in user get the answer of someone else’s bakery, and nothing changes',
    async (_name, request) => {
      for (const account of [owner, manager]) {
        const onListing = await answer(account, request(listing));
        expect(onListing.status === 403 || onListing.status === 404, `${account.username}: ${JSON.stringify(onListing)}`).toBe(true);
        expect(onListing).toEqual(await answer(account, request(othersBakery)));
      }
      const [row] = await rowsOf<{ proprietaire_id: number | null; responsable_id: number | null }>(
        db(),
        sql`SELECT proprietaire_id, responsable_id FROM bakeries WHERE id = ${listing}`,
      );
      expect(row).toEqual({ proprietaire_id: null, responsable_id: null });
    },
  );
});

describe('what the database holds of a listing', () => {
  it('refuses an owned bakery whose flags have no time: only a listing’s may be untold', async () => {
    expect(await violatedConstraint(db().execute(sql`UPDATE bakeries SET disponibilite_pain_maj = NULL WHERE id = ${othersBakery}`))).toBe(
      'bakeries_owned_flags_dated',
    );
  });

  it('keeps one record of a source for one bakery, in the source’s own id format', async () => {
    const insert = (source: string, sourceId: string, bakeryId: number, licence: string) =>
      db().execute(
        sql`INSERT INTO bakery_sources (source, source_id, bakery_id, licence) VALUES (${source}, ${sourceId}, ${bakeryId}, ${licence})`,
      );
    expect(await violatedConstraint(insert('osm', 'node/1001', othersBakery, 'ODbL-1.0'))).toBe('bakery_sources_source_source_id_pk');
    expect(await violatedConstraint(insert('sirene', '123', listing, 'Licence-Ouverte-2.0'))).toBe('bakery_sources_id_format');
    expect(await violatedConstraint(insert('osm', 'node/77', listing, 'CC-BY-4.0'))).toBe('bakery_sources_licence_values');
    await db().execute(
      sql`INSERT INTO bakery_sources (source, source_id, bakery_id, licence) VALUES ('sirene', '12345678200017', ${listing}, 'Licence-Ouverte-2.0')`,
    );
    const sources = await rowsOf<{ source: string }>(
      db(),
      sql`SELECT source FROM bakery_sources WHERE bakery_id = ${listing} ORDER BY source`,
    );
    expect(sources.map((row) => row.source)).toEqual(['osm', 'sirene']);
  });

  it('is left alone by the reset at opening: the opening defaults are an owner’s word', async () => {
    const untold = await insertListing(db(), 'Fiche signalée hier', offset(CENTER, -0.3, 0), 1003);
    await db().execute(
      sql`UPDATE bakeries SET disponibilite_pain = false, disponibilite_pain_maj = now() - interval '3 days' WHERE id = ${untold}`,
    );
    // A Tuesday at 10:00 in Paris: the fixture week is open, the listing's flag is older than the opening.
    const changed = await resetAvailabilityAtOpening({ db: db(), now: () => new Date('2026-12-01T09:00:00Z') });
    expect(changed).not.toContain(untold);
    const [row] = await rowsOf<{ disponibilite_pain: boolean }>(db(), sql`SELECT disponibilite_pain FROM bakeries WHERE id = ${untold}`);
    expect(row!.disponibilite_pain).toBe(false);
  });
});

describe('a bulk write of listings', () => {
  it('announces one reload instead of a notification per row, and the next search has every listing', async () => {
    const payloads: string[] = [];
    const unlisten = await t.database.listen(BAKERY_CHANGED_CHANNEL, (payload) => {
      if (!payload.includes('"sync"')) payloads.push(payload);
    });
    try {
      const ids = await bulkWriteBakeries(db(), async (tx) => {
        const written: number[] = [];
        for (let index = 0; index < 5; index += 1)
          written.push(await insertListing(tx, `Fiche importée ${index}`, offset(CENTER, 1, index * 0.1), 2000 + index));
        return written;
      });
      expect(await nearbyIds()).toEqual(expect.arrayContaining(ids));
      // A plain write after it is announced row by row again (the setting was the transaction's only).
      await db().execute(sql`UPDATE bakeries SET nom = 'Fiche importée renommée' WHERE id = ${ids[0]!}`);
      await expect.poll(() => payloads.length).toBe(2);
      expect(JSON.parse(payloads[0]!)).toEqual({ op: 'RELOAD' });
      expect(JSON.parse(payloads[1]!)).toEqual({ id: ids[0], op: 'UPDATE' });
    } finally {
      await unlisten();
    }
  });
});
