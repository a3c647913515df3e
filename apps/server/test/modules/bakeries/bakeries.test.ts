import zlib from 'node:zlib';
import { haversineKm, NEARBY_QUERY_MESSAGES, parisMonthStart, roundCardCoordinate, roundDistanceKm, ZNearbyBakery } from '@fournil/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bakeries, bakeryImages, bakeryMonthlyPayments, campaignImages, campaigns } from '../../../src/db/schema/index.js';
import { nearbyQuery } from '../../../src/modules/bakeries/repository.js';
import { CENTER, insertBakery, insertOwner, offset } from '../../testing/bakery-fixtures.js';
import { type TestApp, buildTestApp } from '../../testing/helper.js';

type Fixture = Awaited<ReturnType<typeof insertBakery>>;

let t: TestApp;
const placed: Record<string, Fixture> = {};

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.app.db.db;
  const owner = await insertOwner(db);
  const spots = {
    north500m: offset(CENTER, 0.5, 0),
    east1500m: offset(CENTER, 0, 1.5),
    // Inside the search box of a 2 km radius (its corner) but 2.4 km away: must be filtered out.
    boxCorner: offset(CENTER, 1.7, 1.7),
    nearEdge: offset(CENTER, -1.98, 0),
    south3km: offset(CENTER, -3, 0),
    west8km: offset(CENTER, 0, -8),
    far30km: offset(CENTER, 30, 0),
  };
  for (const [name, position] of Object.entries(spots)) {
    placed[name] = await insertBakery(db, owner, { nom: `Boulangerie ${name}`, position });
  }
  placed.noCoordinates = await insertBakery(db, owner, { nom: 'Sans coordonnées', position: null });
  placed.north500m = (await insertBakery(db, owner, {
    nom: 'Au Levain du Marais',
    position: spots.north500m,
    telephoneBoulangerie: '01 42 72 00 00',
    descriptionCourte: 'Pain au levain, cuit au feu de bois.',
    presentation: 'Depuis 1920.',
    motduboulanger: 'Bienvenue !',
    imageLogoMain: 'logos/levain.jpg',
    disponibiliteCafe: true,
  }))!;
  await db.insert(bakeryImages).values([
    { bakeryId: placed.north500m.id, image: 'boulangeries/b.jpg', position: 2 },
    { bakeryId: placed.north500m.id, image: 'boulangeries/a.jpg', position: 1 },
  ]);
});
afterAll(async () => t?.close());

describe('GET /api/boulangeries/?lat=&lng=&rayon=', () => {
  it('returns only the bakeries within the radius, nearest first, as compact cards with great-circle distances rounded once', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/boulangeries/?lat=${CENTER.lat}&lng=${CENTER.lng}&rayon=2` });
    expect(response.statusCode).toBe(200);
    const list = response.json() as Record<string, unknown>[];
    expect(list.map((bakery) => bakery.nom)).toEqual([
      'Boulangerie north500m',
      'Au Levain du Marais',
      'Boulangerie east1500m',
      'Boulangerie nearEdge',
    ]);
    const stored = new Map((await t.app.db.db.select().from(bakeries)).map((row) => [row.id, row]));
    for (const bakery of list) {
      const row = stored.get(bakery.id as number)!;
      const exact = haversineKm(CENTER, { lat: row.latitude!, lng: row.longitude! });
      expect(bakery.distance_km).toBe(roundDistanceKm(exact));
      expect(bakery.latitude).toBe(roundCardCoordinate(row.latitude!));
      expect(bakery.longitude).toBe(roundCardCoordinate(row.longitude!));
    }
    const levain = list[1]!;
    expect(Object.keys(levain).sort()).toEqual(
      [
        'id',
        'nom',
        'adresse',
        'ville',
        'code_postal_boulangerie',
        'latitude',
        'longitude',
        'distance_km',
        'disponibilite_pain',
        'disponibilite_cafe',
        'disponibilite_croissant',
        'disponibilite_sandwich',
        'disponibilite_bio',
        'revendiquee',
        'horaires_statut',
        'disponibilites_maj',
        'horaires_ouvertures',
        'image_logo_main',
        'jours_feries',
        'fermetures',
        'horaires_speciaux',
        'signalements',
      ].sort(),
    );
    expect(() => ZNearbyBakery.array().parse(list)).not.toThrow();
    expect(levain).toMatchObject({
      id: placed.north500m!.id,
      adresse: '1 rue Au Levain du Marais',
      ville: 'Paris',
      code_postal_boulangerie: '75004',
      disponibilite_pain: true,
      disponibilite_cafe: true,
      disponibilite_bio: false,
      image_logo_main: '/media/logos/levain.jpg',
    });
    // Closed on Monday, 07:00–13:00 and 15:00–19:30 the other days (bakery-fixtures.ts).
    expect(levain.horaires_ouvertures).toBe('234567=0700-1300,1500-1930');
  });

  it('sends the same answer compressed with brotli or gzip when the browser accepts it', async () => {
    const url = `/api/boulangeries/?lat=${CENTER.lat}&lng=${CENTER.lng}&rayon=10`;
    const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    const brotli = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('Accept-Encoding');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('finds more bakeries with a 10 km radius, still sorted, and never the ones without coordinates', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/boulangeries?lat=${CENTER.lat}&lng=${CENTER.lng}&rayon=10` });
    const list = response.json() as { nom: string; distance_km: number }[];
    expect(list.map((bakery) => bakery.nom)).toEqual([
      'Boulangerie north500m',
      'Au Levain du Marais',
      'Boulangerie east1500m',
      'Boulangerie nearEdge',
      'Boulangerie boxCorner',
      'Boulangerie south3km',
      'Boulangerie west8km',
    ]);
    const distances = list.map((bakery) => bakery.distance_km);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
  });

  it('answers an empty array far from every bakery', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/boulangeries/?lat=43.2965&lng=5.3698&rayon=50' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it.each([
    ['nothing', '', { lat: [NEARBY_QUERY_MESSAGES.lat], lng: [NEARBY_QUERY_MESSAGES.lng], rayon: [NEARBY_QUERY_MESSAGES.rayon] }],
    ['a non-numeric latitude', 'lat=abc&lng=2.35&rayon=2', { lat: [NEARBY_QUERY_MESSAGES.lat] }],
    ['an empty longitude', 'lat=48.85&lng=&rayon=2', { lng: [NEARBY_QUERY_MESSAGES.lng] }],
    ['a latitude beyond 90', 'lat=91&lng=2.35&rayon=2', { lat: [NEARBY_QUERY_MESSAGES.lat] }],
    ['a longitude beyond 180', 'lat=48.85&lng=-181&rayon=2', { lng: [NEARBY_QUERY_MESSAGES.lng] }],
    ['a zero radius', 'lat=48.85&lng=2.35&rayon=0', { rayon: [NEARBY_QUERY_MESSAGES.rayon] }],
    ['a radius over 50 km', 'lat=48.85&lng=2.35&rayon=50.5', { rayon: [NEARBY_QUERY_MESSAGES.rayon] }],
    ['a radius that is not a number', 'lat=48.85&lng=2.35&rayon=Infinity', { rayon: [NEARBY_QUERY_MESSAGES.rayon] }],
  ])('refuses %s with 400 and French messages per field', async (_case, query, expected) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/boulangeries/?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(expected);
  });

  it('is answered by the GiST index bakeries_earth_idx, not by scanning the table', async () => {
    const params = { lat: CENTER.lat, lng: CENTER.lng, rayonKm: 2 };
    const plan = await t.app.db.db.transaction(async (tx) => {
      // A handful of rows would make a sequential scan cheaper: forbid it to see the index plan.
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const result = await tx.execute(sql`EXPLAIN ${nearbyQuery(t.app.db.db, params).getSQL()}`);
      return (result as unknown as { rows: Record<string, string>[] }).rows.map((row) => Object.values(row).join(' ')).join('\n');
    });
    expect(plan).toContain('bakeries_earth_idx');
    expect(plan).toMatch(/^Limit/);
  });
});

describe('GET /api/boulangeries/{id}/public/', () => {
  it('returns the public detail with adresse, images in order and media URLs', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/boulangeries/${placed.north500m!.id}/public/` });
    expect(response.statusCode).toBe(200);
    const bakery = response.json();
    expect(bakery).toMatchObject({
      id: placed.north500m!.id,
      nom: 'Au Levain du Marais',
      adresse: '1 rue Au Levain du Marais',
      adresse_postale: '1 rue Au Levain du Marais',
      telephone_boulangerie: '01 42 72 00 00',
      description_courte: 'Pain au levain, cuit au feu de bois.',
      presentation: 'Depuis 1920.',
      motduboulanger: 'Bienvenue !',
      image_logo_main: '/media/logos/levain.jpg',
      disponibilite_cafe: true,
    });
    expect(bakery.images.map((image: { image: string }) => image.image)).toEqual([
      '/media/boulangeries/a.jpg',
      '/media/boulangeries/b.jpg',
    ]);
    expect(bakery.latitude).toBeCloseTo(placed.north500m!.latitude!, 10);
  });

  it('shows a bakery without coordinates with null latitude and longitude', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/boulangeries/${placed.noCoordinates!.id}/public/` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ latitude: null, longitude: null, images: [], image_logo_main: null });
  });

  it('answers 404 Boulangerie introuvable for an unknown id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/boulangeries/999999/public/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Boulangerie introuvable.' });
  });

  it.each(['abc', '-3', '1.5', '99999999999'])('answers a French 400 for the id %s, never a 500', async (id) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/boulangeries/${id}/public/` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ id: ['Identifiant de boulangerie invalide.'] });
  });
});

describe('GET /api/regiepub/boulangeries/{id}/campagnes-publiees/', () => {
  let paid: Fixture;
  let unpaid: Fixture;
  let draftOnly: Fixture;

  beforeAll(async () => {
    const db = t.app.db.db;
    const owner = await insertOwner(db);
    paid = await insertBakery(db, owner, { nom: 'Payée', position: offset(CENTER, 40, 40) });
    unpaid = await insertBakery(db, owner, { nom: 'Impayée', position: offset(CENTER, 40, 41) });
    draftOnly = await insertBakery(db, owner, { nom: 'Brouillon', position: offset(CENTER, 40, 42) });
    const thisMonth = parisMonthStart();
    await db.insert(bakeryMonthlyPayments).values([
      { boulangerieId: paid.id, period: thisMonth, status: 'paid', amountCents: 1500 },
      { boulangerieId: unpaid.id, period: '2020-01-01', status: 'paid', amountCents: 1500 },
      { boulangerieId: unpaid.id, period: thisMonth, status: 'refunded', amountCents: 1500 },
      { boulangerieId: draftOnly.id, period: thisMonth, status: 'paid', amountCents: 1500 },
    ]);
    const [shown] = await db
      .insert(campaigns)
      .values({
        boulangerieId: paid.id,
        nomCampagne: 'Galettes des rois',
        description: 'Tout janvier.',
        urlSiteBoulanger: 'https://payee.example',
        etat: 'active',
      })
      .returning();
    await db.insert(campaigns).values([
      { boulangerieId: paid.id, nomCampagne: 'Ancienne', etat: 'terminee' },
      { boulangerieId: unpaid.id, nomCampagne: 'Non payée', etat: 'active' },
      { boulangerieId: draftOnly.id, nomCampagne: 'Pas encore publiée', etat: 'brouillon' },
    ]);
    await db
      .insert(campaignImages)
      .values([6, 2, 4, 1, 5, 3].map((position) => ({ campaignId: shown!.id, image: `campagnes/${position}.jpg`, position })));
  });

  it('shows the active campaign of a bakery whose month is paid, with at most 5 images in order', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/regiepub/boulangeries/${paid.id}/campagnes-publiees/` });
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      nom_campagne: 'Galettes des rois',
      description: 'Tout janvier.',
      url_site_boulanger: 'https://payee.example',
      formule: 'payante',
    });
    expect(list[0].images.map((image: { image: string }) => image.image)).toEqual([1, 2, 3, 4, 5].map((n) => `/media/campagnes/${n}.jpg`));
  });

  it('hides an active campaign when the current month is not paid', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/regiepub/boulangeries/${unpaid.id}/campagnes-publiees/` });
    expect(response.json()).toEqual([]);
  });

  it('hides a draft campaign even when the month is paid, and answers [] for a bakery without campaigns or unknown', async () => {
    for (const id of [draftOnly.id, placed.north500m!.id, 999999]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/regiepub/boulangeries/${id}/campagnes-publiees/` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    }
  });
});
