// Geocoding and directions against real local HTTP peers speaking the BAN and OSRM formats
// (docs/third-party-services.md): no mocked fetch (docs/decisions/005-third-party-peers.md).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { haversineKm, ROUTE_MAX_KM } from '@fournil/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BanGeocoder, GazetteerGeocoder } from '../../../src/providers/geocoding/index.js';
import { ProviderUnavailableError } from '../../../src/providers/http.js';
import { OsrmRouter } from '../../../src/providers/routing/index.js';
import { insertBakery, insertOwner } from '../../testing/bakery-fixtures.js';
import { RATE_LIMITS } from '../../../src/plugins/rate-limit/policies.js';
import { OSRM_PUBLIC_RATE } from '../../../src/providers/routing/osrm-router.js';
import { buildTestApp, type TestApp } from '../../testing/helper.js';

type Peer = { url: string; requests: { path: string; userAgent: string | undefined }[]; close(): Promise<void> };

async function startPeer(handle: (url: URL, response: http.ServerResponse) => void): Promise<Peer> {
  const requests: Peer['requests'] = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://peer');
    requests.push({ path: `${url.pathname}${url.search}`, userAgent: request.headers['user-agent'] });
    handle(url, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function json(response: http.ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

const SAVENAY_FEATURE = {
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [-1.9434, 47.3594] },
  properties: {
    label: '17 Route du Lac 44260 Savenay',
    score: 0.96,
    housenumber: '17',
    name: '17 Route du Lac',
    street: 'Route du Lac',
    postcode: '44260',
    citycode: '44195',
    city: 'Savenay',
    context: '44, Loire-Atlantique, Pays de la Loire',
    type: 'housenumber',
  },
};

function banFeature(label: string, type: string, city: string, postcode: string, coordinates: [number, number]) {
  return {
    type: 'Feature',
    geometry: { type: 'Point', coordinates },
    properties: { label, score: 0.9, name: label, postcode, city, context: '34, Hérault, Occitanie', type },
  };
}

/** What the BAN's autocomplete answers for 'montp': the town, then a street of a neighbouring one. */
const MONTP_FEATURES = [
  banFeature('Montpellier', 'municipality', 'Montpellier', '34000', [3.8772, 43.6109]),
  banFeature('Avenue de Montpellier 34970 Lattes', 'street', 'Lattes', '34970', [3.9032, 43.5679]),
];

/** A BAN-compatible geocoder: knows one address; 'erreur' answers 500; 'lent' never answers. */
function banHandler(url: URL, response: http.ServerResponse): void {
  const collection = (features: unknown[]) => ({ type: 'FeatureCollection', version: 'draft', features });
  if (url.pathname === '/search/') {
    const q = url.searchParams.get('q') ?? '';
    if (q.length < 3) return json(response, 400, { code: 400, detail: ['q: must contain between 3 and 200 chars'] });
    if (url.searchParams.get('autocomplete') === '1') {
      const limit = Number(url.searchParams.get('limit') ?? 5);
      return json(response, 200, collection(/^montp/i.test(q) ? MONTP_FEATURES.slice(0, limit) : []));
    }
    if (q === 'erreur serveur') return json(response, 500, { message: 'boom' });
    if (q === 'lent') return;
    if (/^bourg de savenay$/i.test(q))
      return json(response, 200, collection([banFeature('Savenay', 'municipality', 'Savenay', '44260', [-1.9434, 47.3594])]));
    if (/^lac de grand-lieu$/i.test(q))
      return json(response, 200, collection([banFeature('Lac de Grand-Lieu 44830 Bouaye', 'locality', 'Bouaye', '44830', [-1.68, 47.1])]));
    return json(response, 200, collection(/route du lac/i.test(q) ? [SAVENAY_FEATURE] : []));
  }
  if (url.pathname === '/reverse/') {
    const lat = Number(url.searchParams.get('lat'));
    return json(response, 200, collection(lat > 47 && lat < 48 ? [SAVENAY_FEATURE] : []));
  }
  json(response, 404, { message: 'not found' });
}

function osrmRoute(distance: number, duration: number, coordinates: [number, number][]) {
  return {
    distance,
    duration,
    weight: duration,
    weight_name: 'routability',
    geometry: { type: 'LineString', coordinates },
    legs: [{ steps: [], distance, duration, summary: '' }],
  };
}

/** An OSRM-compatible router: /car answers two routes, /foot NoRoute, /bike 429, /broken 502, /slow never. */
function osrmHandler(url: URL, response: http.ServerResponse): void {
  if (url.pathname.startsWith('/car/route/v1/driving/')) {
    return json(response, 200, {
      code: 'Ok',
      routes: [
        osrmRoute(2500.4, 420, [
          [2.3488, 48.8534],
          [2.36, 48.86],
          [2.37, 48.87],
        ]),
        osrmRoute(1234.5, 300.2, [
          [2.3488, 48.8534],
          [2.37, 48.87],
        ]),
      ],
      waypoints: [],
    });
  }
  if (url.pathname.startsWith('/foot/route/v1/walking/'))
    return json(response, 400, { code: 'NoRoute', message: 'Impossible route between points' });
  if (url.pathname.startsWith('/bike/route/v1/cycling/')) {
    response.writeHead(429, { 'content-type': 'text/html' }).end('<html><body>Too Many Requests</body></html>');
    return;
  }
  if (url.pathname.startsWith('/broken/')) {
    response.writeHead(502, { 'content-type': 'text/html' }).end('<html><body>Bad Gateway</body></html>');
    return;
  }
  if (url.pathname.startsWith('/slow/')) return;
  json(response, 404, { code: 'InvalidUrl' });
}

let ban: Peer;
let osrm: Peer;
let t: TestApp;

beforeAll(async () => {
  ban = await startPeer(banHandler);
  osrm = await startPeer(osrmHandler);
  t = await buildTestApp({
    GEOCODER_URL: ban.url,
    ROUTER_URL_DRIVING: `${osrm.url}/car`,
    ROUTER_URL_WALKING: `${osrm.url}/foot`,
    ROUTER_URL_CYCLING: `${osrm.url}/bike`,
  });
});
afterAll(async () => {
  await t?.close();
  await osrm?.close();
  await ban?.close();
});

describe('BanGeocoder and OsrmRouter (adapters)', () => {
  it('asks the BAN with limit=1 and our User-Agent, and reads [lng, lat]', async () => {
    const geocoder = new BanGeocoder(ban.url);
    expect(await geocoder.search('17 route du lac savenay')).toEqual({
      label: '17 Route du Lac 44260 Savenay',
      lat: 47.3594,
      lng: -1.9434,
      city: 'Savenay',
      postcode: '44260',
    });
    const request = ban.requests.at(-1)!;
    expect(request.path).toBe('/search/?q=17+route+du+lac+savenay&limit=1');
    expect(request.userAgent).toBe('Fournil/1.0');
    await geocoder.reverse(47.3594, -1.9434);
    expect(ban.requests.at(-1)!.path).toBe('/reverse/?lon=-1.9434&lat=47.3594&limit=1');
  });

  it('treats a BAN 500 and a BAN that does not answer in time as unavailable', async () => {
    await expect(new BanGeocoder(ban.url).search('erreur serveur')).rejects.toBeInstanceOf(ProviderUnavailableError);
    await expect(new BanGeocoder(ban.url, 200).search('lent')).rejects.toBeInstanceOf(ProviderUnavailableError);
  });

  it('asks OSRM with alternatives and the full GeoJSON overview but no steps, and keeps the shortest route', async () => {
    const router = new OsrmRouter({ driving: `${osrm.url}/car`, walking: `${osrm.url}/foot`, cycling: `${osrm.url}/slow` }, 200);
    const route = await router.route('driving', { lat: 48.8534, lng: 2.3488 }, { lat: 48.87, lng: 2.37 });
    expect(route).toEqual({
      distanceM: 1234.5,
      durationS: 300.2,
      geometry: [
        [2.3488, 48.8534],
        [2.37, 48.87],
      ],
    });
    expect(osrm.requests.at(-1)!.path).toBe(
      '/car/route/v1/driving/2.3488,48.8534;2.37,48.87?alternatives=true&steps=false&geometries=geojson&overview=full',
    );
    expect(osrm.requests.at(-1)!.userAgent).toBe('Fournil/1.0');
    expect(await router.route('walking', { lat: 48.8534, lng: 2.3488 }, { lat: 48.87, lng: 2.37 })).toBeNull();
    await expect(router.route('cycling', { lat: 48.8534, lng: 2.3488 }, { lat: 48.87, lng: 2.37 })).rejects.toBeInstanceOf(
      ProviderUnavailableError,
    );
  });

  it('finds communes offline by name, hyphens and accents aside, or by postcode, and the nearest one in reverse', async () => {
    const gazetteer = new GazetteerGeocoder();
    expect(await gazetteer.search('SAINT ETIENNE')).toMatchObject({
      label: 'Saint-Étienne (42000)',
      city: 'Saint-Étienne',
      postcode: '42000',
    });
    expect(await gazetteer.search('44260')).toMatchObject({ label: 'Savenay (44260)' });
    expect(await gazetteer.search('75011')).toMatchObject({ label: 'Paris (75011)', city: 'Paris' });
    expect(await gazetteer.search('xqzwv')).toBeNull();
    expect(await gazetteer.reverse(47.36, -1.94)).toMatchObject({ label: 'Savenay (44260)' });
    expect(await gazetteer.reverse(45, -30)).toBeNull();
  });
});

describe('GET /api/geo/geocode/?q=', () => {
  it('answers the BAN result', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/geo/geocode/?q=17%20Route%20du%20Lac%20Savenay' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      label: '17 Route du Lac 44260 Savenay',
      lat: 47.3594,
      lng: -1.9434,
      city: 'Savenay',
      postcode: '44260',
    });
  });

  it('marks a town-only (municipality) or lieu-dit (locality) answer approximate, as the creation form reads it', async () => {
    const town = await t.app.inject({ method: 'GET', url: '/api/geo/geocode/?q=Bourg%20de%20Savenay' });
    expect(town.statusCode).toBe(200);
    expect(town.json()).toEqual({
      label: 'Savenay',
      lat: 47.3594,
      lng: -1.9434,
      city: 'Savenay',
      postcode: '44260',
      position_approximative: true,
    });
    const place = await t.app.inject({ method: 'GET', url: '/api/geo/geocode/?q=Lac%20de%20Grand-Lieu' });
    expect(place.json()).toMatchObject({ city: 'Bouaye', position_approximative: true });
    const address = await t.app.inject({ method: 'GET', url: '/api/geo/geocode/?q=17%20Route%20du%20Lac%20Savenay' });
    expect(address.json()).not.toHaveProperty('position_approximative');
  });

  it('serves a repeated question from its cache', async () => {
    const before = ban.requests.length;
    await t.app.inject({ method: 'GET', url: '/api/geo/geocode/?q=17%20route%20du%20lac%20savenay' });
    await t.app.inject({ method: 'GET', url: '/api/geo/geocode/?q=17%20route%20du%20lac%20savenay' });
    expect(ban.requests.length - before).toBeLessThanOrEqual(1);
  });

  it("answers 404 with the spec's message when nothing matches", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/geo/geocode/?q=nulle%20part%20ici' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: "Adresse non trouvée ! Essayez d'être plus précis." });
  });

  it('refuses an empty or a too long query with a French 400', async () => {
    for (const q of ['', '%20%20', 'a'.repeat(201)]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/geo/geocode/?q=${q}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ q: ['Saisissez une adresse ou une ville (200 caractères au plus).'] });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/geo/geocode/' })).statusCode).toBe(400);
  });
});

describe('GET /api/geo/reverse/?lat=&lng=', () => {
  it('answers the BAN result, or 404 in French when there is no address there', async () => {
    const found = await t.app.inject({ method: 'GET', url: '/api/geo/reverse/?lat=47.3594&lng=-1.9434' });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ label: '17 Route du Lac 44260 Savenay', postcode: '44260' });
    const none = await t.app.inject({ method: 'GET', url: '/api/geo/reverse/?lat=10&lng=10' });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ detail: 'Adresse introuvable à partir de ces coordonnées.' });
  });

  it('refuses bad coordinates with a French 400', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/geo/reverse/?lat=abc&lng=200' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ lat: ['Latitude invalide.'], lng: ['Longitude invalide.'] });
  });
});

describe('GET /api/geo/route/?mode=&from_lat=&from_lng=&to_lat=&to_lng=', () => {
  const trip = 'from_lat=48.8534&from_lng=2.3488&to_lat=48.87&to_lng=2.37';

  it('answers the shortest route in km and minutes with its line', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/geo/route/?mode=driving&${trip}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      mode: 'driving',
      available: true,
      distance_km: 1.235,
      duration_min: 5,
      geometry: [
        [2.3488, 48.8534],
        [2.37, 48.87],
      ],
    });
  });

  it('caches a route for the same trip (coordinates to 5 decimals)', async () => {
    const before = osrm.requests.length;
    await t.app.inject({ method: 'GET', url: `/api/geo/route/?mode=driving&${trip}` });
    await t.app.inject({
      method: 'GET',
      url: '/api/geo/route/?mode=driving&from_lat=48.853400001&from_lng=2.3488&to_lat=48.87&to_lng=2.37',
    });
    expect(osrm.requests.length).toBe(before);
  });

  it('says the mode is unavailable when the router finds no route (NoRoute)', async () => {
    const walking = await t.app.inject({ method: 'GET', url: `/api/geo/route/?mode=walking&${trip}` });
    expect(walking.statusCode).toBe(200);
    expect(walking.json()).toEqual({ mode: 'walking', available: false });
  });

  it('answers 503 « Itinéraire momentanément indisponible. » when the router refuses (429), not "no route"', async () => {
    const cycling = await t.app.inject({ method: 'GET', url: `/api/geo/route/?mode=cycling&${trip}` });
    expect(cycling.statusCode).toBe(503);
    expect(cycling.json()).toEqual({ detail: 'Itinéraire momentanément indisponible.' });
    expect(cycling.headers['retry-after']).toBe('30');
  });

  it('asks the router for no turn-by-turn steps (the screen shows distance, duration and the line)', async () => {
    const before = osrm.requests.length;
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/geo/route/?mode=driving&from_lat=48.8&from_lng=2.3&to_lat=48.87&to_lng=2.37',
    });
    expect(response.json()).toMatchObject({ available: true });
    expect(osrm.requests.length).toBe(before + 1);
    expect(new URL(osrm.requests.at(-1)!.path, 'http://peer').searchParams.get('steps')).toBe('false');
  });

  it(`refuses a trip over ${ROUTE_MAX_KM} km as the crow flies with a French 400 for the whole request, without asking the router`, async () => {
    const before = osrm.requests.length;
    // Lyon → Paris: ~392 km.
    const lyon = await t.app.inject({
      method: 'GET',
      url: '/api/geo/route/?mode=driving&from_lat=45.764&from_lng=4.8357&to_lat=48.8534&to_lng=2.3488',
    });
    expect(lyon.statusCode).toBe(400);
    expect(lyon.json()).toEqual({ non_field_errors: ["Point de départ trop éloigné : l'itinéraire est limité à 200 km à vol d'oiseau."] });
    // ~22 km across the antimeridian is measured on the sphere: asked (walking: NoRoute), not refused.
    const far = await t.app.inject({ method: 'GET', url: '/api/geo/route/?mode=walking&from_lat=0&from_lng=179.9&to_lat=0&to_lng=-179.9' });
    expect(far.statusCode).toBe(200);
    // Paris → Sydney, by bike: refused.
    const world = await t.app.inject({
      method: 'GET',
      url: '/api/geo/route/?mode=cycling&from_lat=48.85&from_lng=2.35&to_lat=-33.87&to_lng=151.21',
    });
    expect(world.statusCode).toBe(400);
    expect(osrm.requests.length).toBe(before + 1);
    // Orléans → Paris (~111 km) is still asked.
    const orleans = await t.app.inject({
      method: 'GET',
      url: '/api/geo/route/?mode=driving&from_lat=47.9029&from_lng=1.9093&to_lat=48.8534&to_lng=2.3488',
    });
    expect(orleans.json()).toMatchObject({ mode: 'driving', available: true });
    expect(osrm.requests.length).toBe(before + 2);
  });

  it('refuses an unknown mode or bad coordinates with a French 400', async () => {
    const mode = await t.app.inject({ method: 'GET', url: `/api/geo/route/?mode=avion&${trip}` });
    expect(mode.statusCode).toBe(400);
    expect(mode.json()).toEqual({ mode: ['Mode de déplacement invalide : driving, walking ou cycling.'] });
    const coordinates = await t.app.inject({ method: 'GET', url: '/api/geo/route/?mode=driving&from_lat=95&from_lng=2&to_lat=&to_lng=x' });
    expect(coordinates.statusCode).toBe(400);
    expect(Object.keys(coordinates.json()).sort()).toEqual(['from_lat', 'to_lat', 'to_lng']);
  });
});

const LATTES = { lat: 43.5679, lng: 3.9032 };
/** About 25 km from Montpellier and from Lattes. */
const SETE = { lat: 43.4028, lng: 3.6928 };

describe('GET /api/geo/suggest/?q=', () => {
  beforeAll(async () => {
    const db = t.database.db;
    const owner = await insertOwner(db);
    const montpellier = { lat: 43.6109, lng: 3.8772 };
    const names = [
      'Au Pain de Montpellier',
      'Montpellier Levain',
      'Montpellier Comédie',
      'Fournil Montpelliérain',
      'Le Petit Montpellier',
      'Zéphyr de Montpellier',
    ];
    for (const nom of names)
      await insertBakery(db, owner, { nom, position: montpellier, ville: 'Montpellier', codePostalBoulangerie: '34000' });
    await insertBakery(db, owner, {
      nom: 'Montpellier Sans Position',
      position: null,
      ville: 'Montpellier',
      codePostalBoulangerie: '34000',
    });
    await insertBakery(db, owner, {
      nom: 'Pâtisserie Éloïse',
      position: montpellier,
      ville: 'Montpellier',
      codePostalBoulangerie: '34070',
    });
    await insertBakery(db, owner, { nom: 'Levain Lattes', position: LATTES, ville: 'Lattes', codePostalBoulangerie: '34970' });
    await insertBakery(db, owner, { nom: 'Levain Sète', position: SETE, ville: 'Sète', codePostalBoulangerie: '34200' });
    const suspended = await insertOwner(db);
    await insertBakery(db, suspended, { nom: 'Montpellier Suspendue', position: montpellier });
    await db.execute(sql`UPDATE users SET suspended_at = now() WHERE id = ${suspended}`);
  });

  it("answers the geocoder's places (autocomplete, 5 at most) and the bakeries whose name starts with the query first", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/geo/suggest/?q=Montp' });
    expect(response.statusCode).toBe(200);
    expect(ban.requests.at(-1)!.path).toBe('/search/?q=Montp&autocomplete=1&limit=5');
    const body = response.json();
    expect(body.lieux).toEqual([
      {
        kind: 'ville',
        label: 'Montpellier',
        city: 'Montpellier',
        postcode: '34000',
        lat: 43.6109,
        lng: 3.8772,
        position_approximative: true,
      },
      { kind: 'adresse', label: 'Avenue de Montpellier 34970 Lattes', city: 'Lattes', postcode: '34970', lat: 43.5679, lng: 3.9032 },
    ]);
    // Five at most; names starting with the query first, then the others alphabetically; never an
    // unplaced bakery nor one of a suspended owner.
    expect(body.boulangeries.map((bakery: { nom: string }) => bakery.nom)).toEqual([
      'Montpellier Comédie',
      'Montpellier Levain',
      'Au Pain de Montpellier',
      'Fournil Montpelliérain',
      'Le Petit Montpellier',
    ]);
    expect(body.boulangeries[0]).toEqual({
      kind: 'boulangerie',
      id: expect.any(Number),
      nom: 'Montpellier Comédie',
      ville: 'Montpellier',
      code_postal_boulangerie: '34000',
    });
  });

  it('matches bakery names without regard to accents or case, and reads % and _ as themselves', async () => {
    for (const q of ['patisserie elo', 'ÉLOÏSE', 'serie Él']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/geo/suggest/?q=${encodeURIComponent(q)}` });
      expect(
        response.json().boulangeries.map((bakery: { nom: string }) => bakery.nom),
        q,
      ).toEqual(['Pâtisserie Éloïse']);
    }
    const wildcards = await t.app.inject({ method: 'GET', url: `/api/geo/suggest/?q=${encodeURIComponent('%_%')}` });
    expect(wildcards.json()).toEqual({ lieux: [], boulangeries: [], adresses_indisponibles: false });
  });

  it('puts, around the visitor, the bakeries within the radius first, nearest first, then the others as before', async () => {
    const names = async (query: string) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/geo/suggest/?q=Levain${query}` });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().boulangeries.map((bakery: { nom: string }) => bakery.nom);
    };
    // Nowhere in particular: names starting with the query first, then alphabetically.
    expect(await names('')).toEqual(['Levain Lattes', 'Levain Sète', 'Montpellier Levain']);
    // From Lattes within 10 km: Lattes (0 km), then Montpellier (about 5 km); Sète, outside, after.
    expect(await names(`&lat=${LATTES.lat}&lng=${LATTES.lng}&rayon=10`)).toEqual(['Levain Lattes', 'Montpellier Levain', 'Levain Sète']);
    // From Sète within 2 km: Sète alone is inside; the others keep their order.
    expect(await names(`&lat=${SETE.lat}&lng=${SETE.lng}&rayon=2`)).toEqual(['Levain Sète', 'Levain Lattes', 'Montpellier Levain']);
  });

  it('asks the BAN to prefer what lies around a position rounded to 2 decimals, and puts the places within the radius first', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/geo/suggest/?q=Montpe&lat=43.56791&lng=3.90318&rayon=2` });
    expect(response.statusCode).toBe(200);
    expect(ban.requests.at(-1)!.path).toBe('/search/?q=Montpe&autocomplete=1&limit=5&lat=43.57&lon=3.9');
    const body = response.json();
    // The street in Lattes is within 2 km, Montpellier's centre (5 km) is not.
    expect(body.lieux.map((place: { label: string }) => place.label)).toEqual(['Avenue de Montpellier 34970 Lattes', 'Montpellier']);
    expect(body.adresses_indisponibles).toBe(false);
  });

  it('refuses a position without both coordinates, or a radius out of (0, 50] km, with a French 400', async () => {
    const cases: [string, Record<string, string[]>][] = [
      ['&lat=43.6', { lng: ['Longitude invalide.'] }],
      ['&lng=3.9', { lat: ['Latitude invalide.'] }],
      ['&lat=95&lng=3.9', { lat: ['Latitude invalide.'] }],
      ['&lat=43.6&lng=3.9&rayon=0', { rayon: ['Rayon invalide : entre 0 et 50 km.'] }],
      ['&lat=43.6&lng=3.9&rayon=51', { rayon: ['Rayon invalide : entre 0 et 50 km.'] }],
    ];
    for (const [query, errors] of cases) {
      const response = await t.app.inject({ method: 'GET', url: `/api/geo/suggest/?q=Montp${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject(errors);
    }
  });

  it('refuses fewer than 3 characters (spaces aside) or more than 200 with a French 400, without asking the geocoder', async () => {
    const before = ban.requests.length;
    for (const q of ['', 'ab', '%20ab%20%20', 'a'.repeat(201)]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/geo/suggest/?q=${q}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ q: ['Saisissez au moins 3 caractères (200 au plus).'] });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/geo/suggest/' })).statusCode).toBe(400);
    expect(ban.requests.length).toBe(before);
  });
});

describe('GET /api/geo/route/ when the router is down', () => {
  const trip = 'from_lat=49.12&from_lng=6.18&to_lat=49.11&to_lng=6.17';
  let down: TestApp;
  let closedUrl: string;

  beforeAll(async () => {
    // A port that listened a moment ago and no longer does: connection refused.
    const gone = await startPeer(() => undefined);
    closedUrl = gone.url;
    await gone.close();
    down = await buildTestApp({
      GEOCODER_URL: ban.url,
      ROUTER_URL_DRIVING: `${osrm.url}/broken`,
      ROUTER_URL_WALKING: closedUrl,
      ROUTER_URL_CYCLING: `${osrm.url}/bike`,
    });
  });
  afterAll(async () => {
    await down?.close();
  });

  it('answers 503 with a French detail for a 5xx and for a router that cannot be reached, every time (nothing cached)', async () => {
    for (const mode of ['driving', 'walking', 'driving'] as const) {
      const before = osrm.requests.length;
      const response = await down.app.inject({ method: 'GET', url: `/api/geo/route/?mode=${mode}&${trip}` });
      expect(response.statusCode, mode).toBe(503);
      expect(response.json()).toEqual({ detail: 'Itinéraire momentanément indisponible.' });
      // The broken router was really asked again: the failure was not kept as "no route".
      if (mode === 'driving') expect(osrm.requests.length).toBe(before + 1);
    }
  });

  it('still refuses bad input with a French 400', async () => {
    const response = await down.app.inject({
      method: 'GET',
      url: '/api/geo/route/?mode=driving&from_lat=95&from_lng=6.18&to_lat=49.11&to_lng=6.17',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ from_lat: ['Latitude invalide.'] });
  });
});

describe('when the BAN is down', () => {
  it('answers from the offline gazetteer of communes', async () => {
    await ban.close();
    const search = await t.app.inject({ method: 'GET', url: '/api/geo/geocode/?q=Savenay' });
    expect(search.statusCode).toBe(200);
    expect(search.json()).toEqual({
      label: 'Savenay (44260)',
      lat: 47.3566,
      lng: -1.9231,
      city: 'Savenay',
      postcode: '44260',
      position_approximative: true,
    });
    const reverse = await t.app.inject({ method: 'GET', url: '/api/geo/reverse/?lat=48.8534&lng=2.3488' });
    expect(reverse.statusCode).toBe(200);
    expect(reverse.json()).toMatchObject({ city: 'Paris' });
    const none = await t.app.inject({ method: 'GET', url: '/api/geo/geocode/?q=xqzwv' });
    expect(none.statusCode).toBe(404);
  });

  it('suggests towns from the gazetteer (most populous first), bakeries still from the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/geo/suggest/?q=Montpel' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.lieux[0]).toMatchObject({ kind: 'ville', label: 'Montpellier (34000)', city: 'Montpellier', position_approximative: true });
    expect(body.boulangeries).toHaveLength(5);
    // The page says « Adresses indisponibles pour le moment »: towns only.
    expect(body.adresses_indisponibles).toBe(true);
  });

  it('weights the towns by their distance to the visitor: Saint… from Nantes is a town near Nantes, not the biggest one', async () => {
    const far = (await t.app.inject({ method: 'GET', url: '/api/geo/suggest/?q=Saint' })).json();
    const near = (await t.app.inject({ method: 'GET', url: '/api/geo/suggest/?q=Saint&lat=47.2184&lng=-1.5536&rayon=10' })).json();
    const nantes = { lat: 47.2184, lng: -1.5536 };
    const km = (place: { lat: number; lng: number }) => haversineKm(nantes, place);
    expect(km(far.lieux[0])).toBeGreaterThan(200);
    expect(km(near.lieux[0])).toBeLessThan(15);
    expect(near.lieux[0].label).toMatch(/^Saint/);
  });

  it('never reads a street address without its postcode as a town of the same name (La Roquette, 87 km from Paris)', async () => {
    const street = await t.app.inject({ method: 'GET', url: `/api/geo/geocode/?q=${encodeURIComponent('12 rue de la Roquette')}` });
    expect(street.statusCode).toBe(503);
    expect(street.json()).toEqual({ detail: "Service d'adresses indisponible : ajoutez le code postal, ou utilisez votre position" });
    const withPostcode = await t.app.inject({
      method: 'GET',
      url: `/api/geo/geocode/?q=${encodeURIComponent('12 rue de la Roquette 75011')}`,
    });
    expect(withPostcode.statusCode).toBe(200);
    expect(withPostcode.json()).toMatchObject({ city: 'Paris', postcode: '75011', position_approximative: true });
    // The town's name alone still finds the town.
    const town = await t.app.inject({ method: 'GET', url: '/api/geo/geocode/?q=La%20Roquette' });
    expect(town.json()).toMatchObject({ city: 'La Roquette', postcode: '27700' });
  });
});

describe('the directions limit per address', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await buildTestApp(
      { ROUTER_URL_DRIVING: `${osrm.url}/car`, ROUTER_URL_WALKING: `${osrm.url}/foot`, ROUTER_URL_CYCLING: `${osrm.url}/bike` },
      { rateLimits: { route: RATE_LIMITS.route } },
    );
  });
  afterAll(async () => limited?.close());

  it('stays well below the public router budget the whole site shares', () => {
    const perAddressPerMinute = RATE_LIMITS.route.max * (60_000 / RATE_LIMITS.route.timeWindow);
    const sitePerMinute = OSRM_PUBLIC_RATE.limit * (60_000 / OSRM_PUBLIC_RATE.windowMs);
    expect(perAddressPerMinute).toBeLessThanOrEqual(sitePerMinute / 4);
  });

  it('refuses one address past its share while another still gets its route', async () => {
    const route = (ip: string, i: number) =>
      limited.app.inject({
        method: 'GET',
        url: `/api/geo/route/?mode=driving&from_lat=48.85${String(i).padStart(2, '0')}&from_lng=2.3488&to_lat=48.87&to_lng=2.37`,
        remoteAddress: ip,
      });
    for (let i = 0; i < RATE_LIMITS.route.max; i++) expect((await route('203.0.113.50', i)).statusCode).toBe(200);
    const refused = await route('203.0.113.50', 99);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toBe('Trop de tentatives. Réessayez dans quelques minutes.');
    expect((await route('198.51.100.50', 99)).statusCode).toBe(200);
  });
});
