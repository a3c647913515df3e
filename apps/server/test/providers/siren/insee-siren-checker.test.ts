// SIREN verification through the real INSEE adapter, against a local HTTP peer speaking Sirene 3.11.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/helper.js';
import { bearer, login, registerConfirmed } from '../../testing/auth-helpers.js';

const API_KEY = 'cle-insee-de-test';

const period = (values: Record<string, unknown>) => ({
  dateFin: null,
  dateDebut: '2019-10-25',
  etatAdministratifUniteLegale: 'A',
  denominationUniteLegale: null,
  nomUniteLegale: null,
  activitePrincipaleUniteLegale: '10.71C',
  nomenclatureActivitePrincipaleUniteLegale: 'NAFRev2',
  ...values,
});

const unit = (siren: string, periods: Record<string, unknown>[], extra: Record<string, unknown> = {}) => ({
  status: 200,
  body: {
    header: { statut: 200, message: 'OK' },
    uniteLegale: { siren, statutDiffusionUniteLegale: 'O', ...extra, periodesUniteLegale: periods },
  },
});

const UNITS: Record<string, { status: number; body: unknown }> = {
  // An active bakery whose older period was a restaurant.
  '123456782': unit('123456782', [
    period({ denominationUniteLegale: 'BOULANGERIE DEMO' }),
    period({ dateFin: '2019-10-24', dateDebut: '2010-01-01', activitePrincipaleUniteLegale: '56.10A', denominationUniteLegale: 'RESTO' }),
  ]),
  // A sole trader: no denomination, a name.
  '401234562': unit('401234562', [period({ nomUniteLegale: 'MARTIN', activitePrincipaleUniteLegale: '10.71D' })], {
    prenom1UniteLegale: 'LEA',
  }),
  // Ceased: its current period is C, an older one was active.
  '732829320': unit('732829320', [
    period({ dateDebut: '2021-06-30', etatAdministratifUniteLegale: 'C' }),
    period({ dateFin: '2021-06-29', dateDebut: '2001-01-01', etatAdministratifUniteLegale: 'A' }),
  ]),
  '552100554': unit('552100554', [period({ activitePrincipaleUniteLegale: '47.11F', denominationUniteLegale: 'SUPERMARCHE' })]),
  // A sole trader who refused diffusion (statut P): INSEE masks the names as [ND].
  '356000000': unit(
    '356000000',
    [period({ nomUniteLegale: '[ND]', categorieJuridiqueUniteLegale: '1000', activitePrincipaleUniteLegale: '10.71C' })],
    { statutDiffusionUniteLegale: 'P', prenom1UniteLegale: '[ND]', prenomUsuelUniteLegale: '[ND]' },
  ),
  // A sole trader with a married name and a usual first name: the names people know them by.
  '130005481': unit(
    '130005481',
    [period({ nomUniteLegale: 'DURAND', nomUsageUniteLegale: 'PETIT', categorieJuridiqueUniteLegale: '1000' })],
    { prenom1UniteLegale: 'MARIE', prenomUsuelUniteLegale: 'ANNE' },
  ),
  '987654324': { status: 404, body: { header: { statut: 404, message: 'Aucun élément trouvé pour le siren 987654324' } } },
  '512345679': { status: 429, body: { header: { statut: 429, message: 'Too Many Requests' } } },
  '812345676': { status: 500, body: { header: { statut: 500, message: 'Erreur' } } },
  '398765438': { status: 200, body: '<html>pas du JSON</html>' },
};

describe('POST /api/insee/auth/verify-siren/ with INSEE', () => {
  let t: TestApp;
  let peer: http.Server;
  const calls: { path: string; key: string | undefined; accept: string | undefined }[] = [];
  let lea = '';
  let marc = '';

  beforeAll(async () => {
    peer = http.createServer((request, response) => {
      calls.push({
        path: request.url ?? '',
        key: request.headers['x-insee-api-key-integration'] as string | undefined,
        accept: request.headers.accept,
      });
      if (request.headers['x-insee-api-key-integration'] !== API_KEY) {
        response.writeHead(401, { 'content-type': 'application/json' }).end('{"header":{"statut":401}}');
        return;
      }
      const match = /^\/api-sirene\/3\.11\/siren\/(\d{9})$/.exec(request.url ?? '');
      const answer = match ? UNITS[match[1]!] : undefined;
      if (!answer) {
        response
          .writeHead(404, { 'content-type': 'application/json' })
          .end(JSON.stringify({ header: { statut: 404, message: 'Aucun élément trouvé' } }));
        return;
      }
      const body = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
      response.writeHead(answer.status, { 'content-type': 'application/json;charset=utf-8' }).end(body);
    });
    await new Promise<void>((resolve) => peer.listen(0, '127.0.0.1', resolve));
    const port = (peer.address() as AddressInfo).port;
    t = await buildTestApp({ INSEE_API_KEY: API_KEY, INSEE_API_URL: `http://127.0.0.1:${port}/api-sirene/3.11` });
    await registerConfirmed(t.app, { username: 'lea', email: 'lea@example.fr' });
    await registerConfirmed(t.app, { username: 'marc', email: 'marc@example.fr' });
    lea = (await login(t.app, 'lea@example.fr')).access;
    marc = (await login(t.app, 'marc@example.fr')).access;
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => peer?.close(resolve));
  });

  const verify = (access: string, siren: string) =>
    t.app.inject({ method: 'POST', url: '/api/insee/auth/verify-siren/', headers: bearer(access), payload: { siren } });

  it('requires a login', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/insee/auth/verify-siren/', payload: { siren: '123456782' } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Non authentifié : reconnectez-vous', code: 'token_not_valid' });
  });

  it('refuses a bad Luhn locally, without calling INSEE', async () => {
    const before = calls.length;
    const response = await verify(lea, '123456789');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ valid: false, message: 'SIREN invalide ou non reconnu comme boulangerie' });
    expect(calls.length).toBe(before);
  });

  it('refuses a SIREN that is not 9 digits with a field error', async () => {
    const response = await verify(lea, '12345');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ siren: ['Le SIREN doit comporter exactement 9 chiffres.'] });
  });

  it('refuses a ceased unit, a supermarket (47.11F) and an unknown SIREN (404), naming what INSEE found', async () => {
    for (const [siren, message] of [
      ['732829320', 'SIREN non reconnu comme boulangerie : Entreprise sans nom publié — 10.71C, entreprise fermée.'],
      ['552100554', 'SIREN non reconnu comme boulangerie : SUPERMARCHE — 47.11F, hors boulangerie.'],
      ['987654324', 'SIREN introuvable au répertoire des entreprises (INSEE).'],
    ]) {
      const response = await verify(lea, siren!);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ valid: false, message });
    }
    const user = await t.app.inject({ method: 'GET', url: '/api/auth/user/', headers: bearer(lea) });
    expect(user.json()).toMatchObject({ siren: null, siren_verified: false, is_proprietaire: false });
  });

  it('says to retry later when INSEE answers 429, and reports other upstream failures as errors', async () => {
    const limited = await verify(lea, '512345679');
    expect(limited.statusCode).toBe(503);
    expect(limited.json()).toEqual({ valid: false, message: 'Trop de vérifications, réessayez dans une minute.' });
    expect(limited.headers['retry-after']).toBe('60');
    for (const siren of ['812345676', '398765438']) {
      const failed = await verify(lea, siren);
      expect(failed.statusCode).toBe(502);
      expect(failed.json()).toEqual({ valid: false, message: 'Erreur lors de la vérification SIREN' });
    }
  });

  it('accepts an active 10.71C unit, with the INSEE headers, and makes the user a propriétaire', async () => {
    const response = await verify(lea, '123456782');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ valid: true, message: 'SIREN validé comme boulangerie (INSEE)' });
    expect(calls.at(-1)).toEqual({ path: '/api-sirene/3.11/siren/123456782', key: API_KEY, accept: 'application/json' });
    const user = await t.app.inject({ method: 'GET', url: '/api/auth/user/', headers: bearer(lea) });
    expect(user.json()).toMatchObject({ siren: '123456782', siren_verified: true, is_proprietaire: true });
  });

  it('stores the denomination of the current period as the company name, shown on the profile', async () => {
    const user = await t.app.inject({ method: 'GET', url: '/api/auth/user/', headers: bearer(lea) });
    expect(user.json()).toMatchObject({ raison_sociale: 'BOULANGERIE DEMO', entreprise_individuelle: false });
  });

  it('refuses the same SIREN for a second account with 409, without calling INSEE', async () => {
    const before = calls.length;
    const response = await verify(marc, '123456782');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ valid: false, message: 'Ce SIREN est déjà associé à un autre compte.' });
    expect(calls.length).toBe(before);
  });

  it('accepts a sole trader with a bakery code (10.71D)', async () => {
    const response = await verify(marc, '401234562');
    expect(response.json()).toEqual({ valid: true, message: 'SIREN validé comme boulangerie (INSEE)' });
  });

  it('stores a sole trader’s own name (first name + last name) as the company name, marked as a person', async () => {
    const user = await t.app.inject({ method: 'GET', url: '/api/auth/user/', headers: bearer(marc) });
    expect(user.json()).toMatchObject({ raison_sociale: 'LEA MARTIN', entreprise_individuelle: true });
  });

  it('prefers the usual first name and the usage name of a sole trader', async () => {
    await registerConfirmed(t.app, { username: 'anne', email: 'anne@example.fr' });
    const anne = (await login(t.app, 'anne@example.fr')).access;
    expect((await verify(anne, '130005481')).json().valid).toBe(true);
    const user = await t.app.inject({ method: 'GET', url: '/api/auth/user/', headers: bearer(anne) });
    expect(user.json()).toMatchObject({ raison_sociale: 'ANNE PETIT', entreprise_individuelle: true });
  });

  it('stores no name for a unit whose names INSEE masks as [ND], and forgets the name when the SIREN changes', async () => {
    await registerConfirmed(t.app, { username: 'masque', email: 'masque@example.fr' });
    const nd = (await login(t.app, 'masque@example.fr')).access;
    expect((await verify(nd, '356000000')).json().valid).toBe(true);
    const user = await t.app.inject({ method: 'GET', url: '/api/auth/user/', headers: bearer(nd) });
    expect(user.json()).toMatchObject({ siren_verified: true, raison_sociale: null, entreprise_individuelle: true });

    const changed = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/user/',
      headers: bearer(marc),
      payload: { adresse_utilisateur: '1 rue du Four', siren: '123456782' },
    });
    expect(changed.json()).toMatchObject({ siren_verified: false, raison_sociale: null, entreprise_individuelle: false });
  });

  it('lets the first account verify its own SIREN again', async () => {
    const response = await verify(lea, '123456782');
    expect(response.statusCode).toBe(200);
    expect(response.json().valid).toBe(true);
  });
});
