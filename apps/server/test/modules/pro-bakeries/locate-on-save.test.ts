// Every bakery on the map (docs/bakery-management.md, "Position on the map"): a bakery saved without
// coordinates is located by the server from its address, through a local peer speaking the BAN's
// wire format (docs/decisions/005-third-party-peers.md); a failure saves it without coordinates.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { encodeBakeryParts, type TBakeryFieldsInput } from '@fournil/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../testing/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../testing/helper.js';
import { DEMO_BAKERY_SIRENS, PRO_TEST_ENV, signUpOwner, type Account } from '../../testing/manager-fixtures.js';
import { multipart } from '../../testing/multipart.js';

const ROSIERS = { lat: 48.8571, lng: 2.3589 };
const BELLECOUR = { lat: 45.7578, lng: 4.832 };

const SAVENAY = { lat: 47.3594, lng: -1.9434 };

function feature(label: string, at: { lat: number; lng: number }, postcode: string, city: string, type = 'housenumber') {
  return {
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [at.lng, at.lat] },
    properties: { label, score: 0.93, name: label, postcode, city, context: '', type },
  };
}

/** Knows two streets and a town only (Savenay: its centre, a 'municipality'); 'panne' makes it answer 500 (the BAN down); anything else is not found. */
function banAnswer(q: string): { status: number; body: unknown } {
  const collection = (features: unknown[]) => ({ type: 'FeatureCollection', version: 'draft', features });
  if (/panne/i.test(q)) return { status: 500, body: { message: 'boom' } };
  if (/rosiers/i.test(q)) return { status: 200, body: collection([feature('12 Rue des Rosiers 75004 Paris', ROSIERS, '75004', 'Paris')]) };
  if (/savenay/i.test(q)) return { status: 200, body: collection([feature('Savenay', SAVENAY, '44260', 'Savenay', 'municipality')]) };
  if (/bellecour/i.test(q)) return { status: 200, body: collection([feature('Place Bellecour 69002 Lyon', BELLECOUR, '69002', 'Lyon')]) };
  return { status: 200, body: collection([]) };
}

let t: TestApp;
let ban: http.Server;
let owner: Account;
const queries: string[] = [];

beforeAll(async () => {
  ban = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://peer');
    const q = url.searchParams.get('q') ?? '';
    queries.push(q);
    const { status, body } = banAnswer(q);
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => ban.listen(0, '127.0.0.1', resolve));
  t = await buildTestApp({ ...PRO_TEST_ENV, GEOCODER_URL: `http://127.0.0.1:${(ban.address() as AddressInfo).port}` });
  owner = await signUpOwner(t.app, 'proprio-carte', DEMO_BAKERY_SIRENS[0]);
}, 60_000);
afterAll(async () => {
  await t?.close();
  ban?.closeAllConnections();
  await new Promise((resolve) => ban?.close(resolve));
});

function address(adresse: string, codePostal: string, ville: string): Partial<TBakeryFieldsInput> {
  return { nom: `Fournil ${adresse}`, adresse_postale: adresse, code_postal_boulangerie: codePostal, ville };
}

async function create(fields: Partial<TBakeryFieldsInput>) {
  const body = multipart(encodeBakeryParts(fields));
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/cotepro/mes-boulangeries/',
    headers: { ...bearer(owner.access), ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{
    id: number;
    latitude: number | null;
    longitude: number | null;
    adresse_postale: string;
    position_approximative: boolean;
  }>();
}

async function edit(id: number, fields: Partial<TBakeryFieldsInput>) {
  const body = multipart(encodeBakeryParts(fields));
  const response = await t.app.inject({
    method: 'PATCH',
    url: `/api/cotepro/ma-boulangerie/${id}/`,
    headers: { ...bearer(owner.access), ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ latitude: number | null; longitude: number | null; adresse_postale: string; position_approximative: boolean }>();
}

async function nearbyIds(at: { lat: number; lng: number }): Promise<number[]> {
  const response = await t.app.inject({ method: 'GET', url: `/api/boulangeries/?lat=${at.lat}&lng=${at.lng}&rayon=2` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ id: number }[]>().map((card) => card.id);
}

describe('a bakery saved without coordinates', () => {
  it('is located from its street, postcode and town on create, and appears in the nearby search', async () => {
    const bakery = await create(address('12 rue des Rosiers', '75004', 'Paris'));
    expect(queries).toContain('12 rue des Rosiers, 75004 Paris');
    expect(bakery).toMatchObject({
      latitude: ROSIERS.lat,
      longitude: ROSIERS.lng,
      adresse_postale: '12 rue des Rosiers',
      position_approximative: false,
    });
    expect(await nearbyIds(ROSIERS)).toContain(bakery.id);
  });

  it('is marked approximate when the BAN only found the town (a municipality answer), and a street is not', async () => {
    const bakery = await create(address('Lieu inconnu', '44260', 'Savenay'));
    expect(bakery).toMatchObject({ latitude: SAVENAY.lat, longitude: SAVENAY.lng, position_approximative: true });
    const precise = await edit(bakery.id, address('Place Bellecour', '69002', 'Lyon'));
    expect(precise).toMatchObject({ latitude: BELLECOUR.lat, longitude: BELLECOUR.lng, position_approximative: false });
  });

  it('keeps the coordinates the owner gave, without asking the geocoder', async () => {
    const before = queries.length;
    const bakery = await create({ ...address('3 rue des Rosiers', '75004', 'Paris'), latitude: 48.85, longitude: 2.35 });
    expect(bakery).toMatchObject({ latitude: 48.85, longitude: 2.35, position_approximative: false });
    expect(queries.length).toBe(before);
  });

  it('is located again when its address changes without new coordinates', async () => {
    const bakery = await create(address('12 rue des Rosiers', '75004', 'Paris'));
    // The edit form sends the stored coordinates back with the new address: they are not new.
    const moved = await edit(bakery.id, { ...address('Place Bellecour', '69002', 'Lyon'), latitude: ROSIERS.lat, longitude: ROSIERS.lng });
    expect(moved).toMatchObject({ latitude: BELLECOUR.lat, longitude: BELLECOUR.lng, position_approximative: false });
  });

  it('is not located again when only its name changes', async () => {
    const bakery = await create({ ...address('12 rue des Rosiers', '75004', 'Paris'), latitude: 48.85, longitude: 2.35 });
    const renamed = await edit(bakery.id, { nom: 'Le Nouveau Fournil' });
    expect(renamed).toMatchObject({ latitude: 48.85, longitude: 2.35 });
  });

  it('takes new coordinates sent with a new address as they are', async () => {
    const bakery = await create(address('12 rue des Rosiers', '75004', 'Paris'));
    const moved = await edit(bakery.id, { ...address('Place Bellecour', '69002', 'Lyon'), latitude: 45.76, longitude: 4.83 });
    expect(moved).toMatchObject({ latitude: 45.76, longitude: 4.83 });
  });

  it('is saved without coordinates when the address is not found, and stays off the map', async () => {
    const bakery = await create(address('7 impasse Inconnue', '75004', 'Paris'));
    expect(bakery).toMatchObject({ latitude: null, longitude: null, position_approximative: false });
    expect(await nearbyIds(ROSIERS)).not.toContain(bakery.id);
  });

  it('loses its old position when its new address is not found, rather than showing the old place', async () => {
    const bakery = await create(address('12 rue des Rosiers', '75004', 'Paris'));
    const moved = await edit(bakery.id, address('7 impasse Inconnue', '75011', 'Paris'));
    expect(moved).toMatchObject({ latitude: null, longitude: null });
  });
});

// Last: after a BAN failure the server skips the BAN for 30 s, so the gazetteer answers what follows.
describe('when the BAN is down, the offline gazetteer', () => {
  it('fills the coordinates with the commune centre, keeps the street, and says the position is approximate', async () => {
    const bakery = await create(address('5 rue de la panne', '44260', 'Savenay'));
    expect(bakery.adresse_postale).toBe('5 rue de la panne');
    expect(bakery.position_approximative).toBe(true);
    expect(bakery.latitude).toBeCloseTo(47.36, 1);
    expect(bakery.longitude).toBeCloseTo(-1.94, 1);
  });

  it('saves the bakery without coordinates when the town is unknown too', async () => {
    const bakery = await create(address('Qwxz', '19999', 'Zzyzx'));
    expect(bakery).toMatchObject({ latitude: null, longitude: null, position_approximative: false });
  });

  it('no longer says approximate once the owner places the bakery', async () => {
    const bakery = await create(address('8 rue de la panne', '44260', 'Savenay'));
    const placed = await edit(bakery.id, { latitude: 47.3594, longitude: -1.9434 });
    expect(placed).toMatchObject({ latitude: 47.3594, longitude: -1.9434, position_approximative: false });
  });
});
