// Approximate positions (docs/bakery-management.md, "Approximate positions"): a bakery that the offline
// gazetteer could only place at a commune or arrondissement centre stays off every public read until
// its owner places or confirms the pin with `PATCH {position}`, which only the owner may send.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { encodeBakeryParts, type TBakeryFieldsInput } from '@fournil/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../testing/auth-helpers.js';
import { buildTestApp, makeTempDir, type TestApp } from '../../testing/helper.js';
import { DEMO_BAKERY_SIRENS, makeManager, PRO_TEST_ENV, signUp, signUpOwner, type Account } from '../../testing/manager-fixtures.js';
import { multipart } from '../../testing/multipart.js';

/** Where the owner says the shop really is: 8 rue des Lilas, Paris 19e. */
const SHOP = { latitude: 48.8775, longitude: 2.3981 };

type ProBakery = { id: number; nom: string; latitude: number | null; longitude: number | null; position_approximative: boolean };

/** The built page the town pages are written into (the real build's root element). */
function webBuild(): string {
  const dir = makeTempDir('fournil-dist-');
  const page =
    '<!doctype html>\n<html lang="fr">\n  <head>\n    <title>Fournil</title>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n';
  fs.writeFileSync(path.join(dir, 'index.html'), page);
  fs.writeFileSync(path.join(dir, 'boulangerie.html'), page);
  return dir;
}

let t: TestApp;
let ban: http.Server;
let owner: Account;
let otherOwner: Account;
let manager: Account;
let bakery: ProBakery;

beforeAll(async () => {
  // The address service is down for the whole file: every search gets the offline gazetteer.
  ban = http.createServer((_request, response) => response.writeHead(503, { 'content-type': 'application/json' }).end('{}'));
  await new Promise<void>((resolve) => ban.listen(0, '127.0.0.1', resolve));
  t = await buildTestApp(
    { ...PRO_TEST_ENV, GEOCODER_URL: `http://127.0.0.1:${(ban.address() as AddressInfo).port}` },
    { webDistDir: webBuild() },
  );
  owner = await signUpOwner(t.app, 'proprio-lilas', DEMO_BAKERY_SIRENS[0]);
  otherOwner = await signUpOwner(t.app, 'proprio-voisin', DEMO_BAKERY_SIRENS[1]);
  manager = await signUp(t.app, 'responsable-lilas');
  const fields: Partial<TBakeryFieldsInput> = {
    nom: 'Fournil des Lilas',
    adresse_postale: '8 rue des Lilas',
    code_postal_boulangerie: '75019',
    ville: 'Paris',
  };
  const body = multipart(encodeBakeryParts(fields));
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/cotepro/mes-boulangeries/',
    headers: { ...bearer(owner.access), ...body.headers },
    payload: body.payload,
  });
  expect(created.statusCode, created.body).toBe(201);
  bakery = created.json<ProBakery>();
  await makeManager(t.app, owner, bakery.id, manager);
}, 60_000);
afterAll(async () => {
  await t?.close();
  ban?.closeAllConnections();
  await new Promise((resolve) => ban?.close(resolve));
});

function patchPosition(account: Account | null, payload: unknown, id = bakery.id) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/cotepro/ma-boulangerie/${id}/`,
    headers: account ? bearer(account.access) : {},
    payload: payload as object,
  });
}

/** Every public surface that could show the bakery, and whether it does. */
async function publicSightings(): Promise<Record<string, boolean>> {
  const at = `lat=${SHOP.latitude}&lng=${SHOP.longitude}`;
  const nearby = await t.app.inject({ method: 'GET', url: `/api/boulangeries/?${at}&rayon=10` });
  const detail = await t.app.inject({ method: 'GET', url: `/api/boulangeries/${bakery.id}/public/` });
  const suggest = await t.app.inject({ method: 'GET', url: `/api/geo/suggest/?q=Lilas&${at}` });
  const town = await t.app.inject({ method: 'GET', url: '/ville/paris-75019' });
  const sitemap = await t.app.inject({ method: 'GET', url: '/sitemaps/boulangeries-1.xml' });
  return {
    nearby: nearby.json<{ id: number }[]>().some((card) => card.id === bakery.id),
    detail: detail.statusCode === 200,
    suggest: suggest.json<{ boulangeries: { id: number }[] }>().boulangeries.some((found) => found.id === bakery.id),
    town: town.statusCode === 200 && town.body.includes('Fournil des Lilas'),
    sitemap: sitemap.body.includes(`/boulangerie/${bakery.id}`),
  };
}

describe('a bakery placed by the offline gazetteer', () => {
  it('is saved with the centre found, marked approximate', () => {
    expect(bakery.position_approximative).toBe(true);
    expect(bakery.latitude).not.toBeNull();
    expect(bakery.longitude).not.toBeNull();
  });

  it('stays off the nearby list, its public page, the suggestions, its town page and the sitemap', async () => {
    expect(await publicSightings()).toEqual({ nearby: false, detail: false, suggest: false, town: false, sitemap: false });
  });
});

describe('PATCH /api/cotepro/ma-boulangerie/{id}/ {position}', () => {
  it('refuses anonymous visitors (401), the manager and another owner (403), leaving it approximate', async () => {
    expect((await patchPosition(null, { position: SHOP })).statusCode).toBe(401);
    // A manager is no owner: the owner's PATCH asks for a verified SIREN first.
    const byManager = await patchPosition(manager, { position: SHOP });
    expect(byManager.statusCode).toBe(403);
    expect(byManager.json()).toEqual({ detail: 'Vous devez vérifier votre SIREN pour accéder à cette fonctionnalité' });
    const byOther = await patchPosition(otherOwner, { position: SHOP });
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json()).toEqual({ detail: 'Non autorisé' });
    // The manager's own route takes availability flags only.
    const managerRoute = await t.app.inject({
      method: 'PATCH',
      url: `/api/cotepro/ma-boulangerie-responsable/${bakery.id}/`,
      headers: bearer(manager.access),
      payload: { position: SHOP },
    });
    expect(managerRoute.statusCode).toBe(400);
    const mine = await t.app.inject({ method: 'GET', url: `/api/cotepro/ma-boulangerie/${bakery.id}/`, headers: bearer(owner.access) });
    expect(mine.json<ProBakery>().position_approximative).toBe(true);
  });

  it('refuses bad coordinates with a French 400 on the field', async () => {
    const cases: [unknown, Record<string, unknown>][] = [
      [{ position: { latitude: 95, longitude: 2.39 } }, { position: ['Latitude invalide : entre -90 et 90.'] }],
      [{ position: { latitude: 48.87, longitude: 'est' } }, { position: ['Longitude invalide : entre -180 et 180.'] }],
      [{ position: { latitude: 48.87 } }, { position: [expect.any(String)] }],
      [{ position: null }, { position: ['Renseignez la latitude et la longitude, ou aucune des deux.'] }],
      [{ position: SHOP, disponibilite_pain: true }, { detail: 'Une seule modification à la fois.' }],
    ];
    for (const [payload, errors] of cases) {
      const response = await patchPosition(owner, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json(), JSON.stringify(payload)).toMatchObject(errors);
    }
  });

  it('takes the owner’s pin, clears the flag and shows the bakery on every public surface', async () => {
    const response = await patchPosition(owner, { position: SHOP });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ProBakery>()).toMatchObject({ ...SHOP, position_approximative: false });
    expect(await publicSightings()).toEqual({ nearby: true, detail: true, suggest: true, town: true, sitemap: true });
  });

  it('is held off again when a new address is located by the gazetteer, and a pin confirmed where it was clears the flag', async () => {
    const body = multipart(encodeBakeryParts({ adresse_postale: '10 rue des Lilas' }));
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/cotepro/ma-boulangerie/${bakery.id}/`,
      headers: { ...bearer(owner.access), ...body.headers },
      payload: body.payload,
    });
    // A new address located by the gazetteer again: approximate again, and off the map again.
    expect(moved.json<ProBakery>().position_approximative).toBe(true);
    expect((await publicSightings()).nearby).toBe(false);
    const { latitude, longitude } = moved.json<ProBakery>();
    const confirmed = await patchPosition(owner, { position: { latitude, longitude } });
    expect(confirmed.json<ProBakery>()).toMatchObject({ latitude, longitude, position_approximative: false });
  });
});
