// The professional bakery API (docs/bakery-management.md, "Who may do what" and "Requests"):
// owners create, read, edit and delete their bakeries; managers toggle availability.
import {
  BAKERY_FIELD_MESSAGES,
  BAKERY_MESSAGES,
  emptyWeek,
  encodeBakeryParts,
  HOURS_MESSAGES,
  parisMonthStart,
  type TBakeryFieldsInput,
} from '@fournil/shared';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { bakeryMonthlyPayments, ownerManagers, paymentSessions } from '../../../src/db/schema/index.js';
import { ONE_CHANGE_AT_A_TIME } from '../../../src/modules/pro-bakeries/service.js';
import { bearer } from '../../testing/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../testing/helper.js';
import { DEMO_BAKERY_SIRENS, PRO_TEST_ENV, signUp, signUpOwner, verifySiren, type Account } from '../../testing/manager-fixtures.js';
import { multipart } from '../../testing/multipart.js';

let t: TestApp;
let owner: Account;
let otherOwner: Account;
let manager: Account;
let stranger: Account;

const LIST = '/api/cotepro/mes-boulangeries/';
const one = (id: number) => `/api/cotepro/ma-boulangerie/${id}/`;
const managed = (id: number) => `/api/cotepro/ma-boulangerie-responsable/${id}/`;

function validFields(overrides: Partial<TBakeryFieldsInput> = {}): Partial<TBakeryFieldsInput> {
  const week = emptyWeek();
  week.jours_ouvertures.lundi = true;
  week.horaires_ouvertures.lundi = { ouverture_matin: '07:00', fermeture_matin: '13:00', ouverture_apm: '15:30', fermeture_apm: '19:30' };
  return {
    nom: 'Au Bon Levain',
    adresse_postale: '12 rue des Rosiers',
    ville: 'Paris',
    code_postal_boulangerie: '75004',
    telephone_boulangerie: '01 42 72 00 00',
    latitude: 48.857,
    longitude: 2.359,
    description_courte: 'Pain au levain naturel.',
    presentation: 'Depuis 1920.',
    motduboulanger: 'Bienvenue !',
    publicite: true,
    disponibilite_pain: true,
    disponibilite_cafe: false,
    disponibilite_croissant: true,
    disponibilite_sandwich: false,
    disponibilite_bio: true,
    ...week,
    responsable: null,
    ...overrides,
  };
}

function create(account: Account, parts: Record<string, string>) {
  const body = multipart(parts);
  return t.app.inject({ method: 'POST', url: LIST, headers: { ...bearer(account.access), ...body.headers }, payload: body.payload });
}

function editMultipart(account: Account, id: number, parts: Record<string, string>) {
  const body = multipart(parts);
  return t.app.inject({ method: 'PATCH', url: one(id), headers: { ...bearer(account.access), ...body.headers }, payload: body.payload });
}

function patchJson(account: Account, url: string, payload: unknown) {
  return t.app.inject({ method: 'PATCH', url, headers: bearer(account.access), payload: payload as Record<string, unknown> });
}

async function createOk(account: Account, overrides: Partial<TBakeryFieldsInput> = {}): Promise<Record<string, unknown> & { id: number }> {
  const response = await create(account, encodeBakeryParts(validFields(overrides)));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

beforeAll(async () => {
  t = await buildTestApp(PRO_TEST_ENV);
  owner = await signUpOwner(t.app, 'proprio', DEMO_BAKERY_SIRENS[0]);
  otherOwner = await signUpOwner(t.app, 'voisin', DEMO_BAKERY_SIRENS[1]);
  manager = await signUp(t.app, 'responsable');
  stranger = await signUp(t.app, 'passant');
  // The managers module makes this link when an invitation is accepted; here it is set directly.
  await t.app.db.db.insert(ownerManagers).values({ ownerId: owner.id, managerId: manager.id });
}, 60_000);
afterAll(async () => t?.close());

describe('authentication and SIREN', () => {
  it('answers 401 without a token on every professional route', async () => {
    for (const [method, url] of [
      ['GET', LIST],
      ['POST', LIST],
      ['GET', one(1)],
      ['PATCH', one(1)],
      ['DELETE', one(1)],
      ['GET', '/api/cotepro/mes-boulangeries-responsable/'],
      ['PATCH', managed(1)],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('refuses an account without a verified SIREN with 403 and the SIREN message', async () => {
    for (const [method, url] of [
      ['GET', LIST],
      ['POST', LIST],
      ['GET', one(1)],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: bearer(stranger.access) });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: BAKERY_MESSAGES.sirenRequired });
    }
  });
});

describe('POST /api/cotepro/mes-boulangeries/', () => {
  it('creates a bakery from multipart parts and returns the professional shape without private data', async () => {
    const bakery = await createOk(owner);
    expect(bakery).toMatchObject({
      nom: 'Au Bon Levain',
      adresse: '12 rue des Rosiers',
      adresse_postale: '12 rue des Rosiers',
      code_postal_boulangerie: '75004',
      latitude: 48.857,
      longitude: 2.359,
      publicite: true,
      disponibilite_pain: true,
      disponibilite_croissant: true,
      disponibilite_cafe: false,
      image_logo_main: null,
      images: [],
      proprietaire: { id: owner.id },
      responsable: null,
      responsable_obj: null,
    });
    expect((bakery.jours_ouvertures as Record<string, boolean>).lundi).toBe(true);
    expect((bakery.horaires_ouvertures as Record<string, unknown>).lundi).toEqual({
      ouverture_matin: '07:00',
      fermeture_matin: '13:00',
      ouverture_apm: '15:30',
      fermeture_apm: '19:30',
    });
    expect(JSON.stringify(bakery)).not.toContain(owner.email);
    expect(JSON.stringify(bakery)).not.toContain(DEMO_BAKERY_SIRENS[0]);

    const list = await t.app.inject({ method: 'GET', url: LIST, headers: bearer(owner.access) });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((row: { id: number }) => row.id)).toContain(bakery.id);
    const otherList = await t.app.inject({ method: 'GET', url: LIST, headers: bearer(otherOwner.access) });
    expect(otherList.json()).toEqual([]);

    const publicPage = await t.app.inject({ method: 'GET', url: `/api/boulangeries/${bakery.id}/public/` });
    expect(publicPage.json()).toMatchObject({ nom: 'Au Bon Levain', disponibilite_pain: true });
  });

  it('needs only nom, adresse, ville and code postal; the rest takes the empty form values', async () => {
    const response = await create(owner, { nom: 'Minimal', adresse_postale: '1 rue A', ville: 'Lyon', code_postal_boulangerie: '69 001' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      code_postal_boulangerie: '69001',
      publicite: false,
      disponibilite_pain: false,
      telephone_boulangerie: '',
    });
  });

  it('names each missing required field in French', async () => {
    const response = await create(owner, { telephone_boulangerie: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      nom: [BAKERY_FIELD_MESSAGES.nomRequired],
      adresse_postale: [BAKERY_FIELD_MESSAGES.adresseRequired],
      ville: [BAKERY_FIELD_MESSAGES.villeRequired],
      code_postal_boulangerie: [BAKERY_FIELD_MESSAGES.codePostal],
    });
  });

  it.each([
    ['description_courte too long', { description_courte: 'x'.repeat(256) }, 'description_courte', BAKERY_FIELD_MESSAGES.tooLong(255)],
    ['nom blank', { nom: '   ' }, 'nom', BAKERY_FIELD_MESSAGES.nomRequired],
    ['nom too long', { nom: 'n'.repeat(201) }, 'nom', BAKERY_FIELD_MESSAGES.tooLong(200)],
    ['postcode of 4 digits', { code_postal_boulangerie: '7500' }, 'code_postal_boulangerie', BAKERY_FIELD_MESSAGES.codePostal],
    ['postcode 00000', { code_postal_boulangerie: '00000' }, 'code_postal_boulangerie', BAKERY_FIELD_MESSAGES.codePostal],
    ['latitude out of range', { latitude: 91 }, 'latitude', BAKERY_FIELD_MESSAGES.latitude],
    ['longitude out of range', { longitude: -181 }, 'longitude', BAKERY_FIELD_MESSAGES.longitude],
    ['latitude without longitude', { longitude: null }, 'longitude', BAKERY_FIELD_MESSAGES.coordinatesPair],
    ['phone with letters', { telephone_boulangerie: 'appelez-nous' }, 'telephone_boulangerie', BAKERY_FIELD_MESSAGES.telephone],
  ] as const)('refuses %s with the French field error', async (_label, overrides, field, message) => {
    const response = await create(owner, encodeBakeryParts(validFields(overrides as Partial<TBakeryFieldsInput>)));
    expect(response.statusCode).toBe(400);
    expect(response.json()[field]).toContain(message);
  });

  it('refuses a latitude that is not a number, and a boolean that is not true/false', async () => {
    const response = await create(owner, { ...encodeBakeryParts(validFields()), latitude: '48,85', publicite: 'oui' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ latitude: [BAKERY_FIELD_MESSAGES.latitude], publicite: [BAKERY_FIELD_MESSAGES.boolean] });
  });

  it('checks the hours: HH:MM, closing after opening, afternoon after morning', async () => {
    const hours = (lundi: Record<string, string | null>) => {
      const week = emptyWeek();
      week.jours_ouvertures.lundi = true;
      return { ...encodeBakeryParts(validFields()), horaires_ouvertures: JSON.stringify({ ...week.horaires_ouvertures, lundi }) };
    };
    const badTime = await create(
      owner,
      hours({ ouverture_matin: '7h', fermeture_matin: '13:00', ouverture_apm: null, fermeture_apm: null }),
    );
    expect(badTime.statusCode).toBe(400);
    expect(badTime.json().horaires_ouvertures).toContain(HOURS_MESSAGES.invalidTime);
    const closingFirst = await create(
      owner,
      hours({ ouverture_matin: '13:00', fermeture_matin: '07:00', ouverture_apm: null, fermeture_apm: null }),
    );
    expect(closingFirst.json().horaires_ouvertures).toContain(HOURS_MESSAGES.closingBeforeOpening);
    const overlapping = await create(
      owner,
      hours({ ouverture_matin: '07:00', fermeture_matin: '13:00', ouverture_apm: '12:00', fermeture_apm: '19:00' }),
    );
    expect(overlapping.json().horaires_ouvertures).toContain(HOURS_MESSAGES.afternoonBeforeMorning);
    const notJson = await create(owner, { ...encodeBakeryParts(validFields()), jours_ouvertures: '{lundi' });
    expect(notJson.statusCode).toBe(400);
    expect(Object.keys(notJson.json())).toEqual(['jours_ouvertures']);
  });

  it('refuses unknown text and file parts', async () => {
    const unknownText = await create(owner, { ...encodeBakeryParts(validFields()), proprietaire: String(otherOwner.id) });
    expect(unknownText.statusCode).toBe(400);
    expect(Object.keys(unknownText.json())).toEqual(['proprietaire']);
    const body = multipart(encodeBakeryParts(validFields()), [
      { name: 'document', filename: 'a.png', contentType: 'image/png', data: Buffer.from('x') },
    ]);
    const unknownFile = await t.app.inject({
      method: 'POST',
      url: LIST,
      headers: { ...bearer(owner.access), ...body.headers },
      payload: body.payload,
    });
    expect(unknownFile.statusCode).toBe(400);
    expect(Object.keys(unknownFile.json())).toEqual(['document']);
    const editOnly = await create(owner, { ...encodeBakeryParts(validFields()), delete_logo: 'true' });
    expect(Object.keys(editOnly.json())).toEqual(['delete_logo']);
  });

  it('refuses a JSON body: the creation form is multipart', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: LIST,
      headers: bearer(owner.access),
      payload: validFields() as Record<string, unknown>,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ detail: 'Formulaire multipart attendu.' });
  });

  it('accepts as responsable only one of this owner’s managers', async () => {
    const refused = await create(otherOwner, encodeBakeryParts(validFields({ responsable: manager.id })));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ responsable: [BAKERY_MESSAGES.unknownManager] });
    const bakery = await createOk(owner, { nom: 'Avec responsable', responsable: manager.id });
    expect(bakery).toMatchObject({ responsable: { id: manager.id }, responsable_obj: { email: manager.email } });
  });
});

describe('GET, PATCH and DELETE /api/cotepro/ma-boulangerie/{id}/', () => {
  let bakeryId: number;
  beforeAll(async () => {
    bakeryId = (await createOk(owner, { nom: 'La Fournée' })).id;
  });

  it('reads the bakery for its owner only: 403 Non autorisé for another owner, 404 when unknown', async () => {
    const mine = await t.app.inject({ method: 'GET', url: one(bakeryId), headers: bearer(owner.access) });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ id: bakeryId, nom: 'La Fournée' });
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const other = await t.app.inject({
        method,
        url: one(bakeryId),
        headers: bearer(otherOwner.access),
        payload: { disponibilite_pain: false },
      });
      expect(other.statusCode).toBe(403);
      expect(other.json()).toEqual({ detail: 'Non autorisé' });
    }
    const unknown = await t.app.inject({ method: 'GET', url: one(999_999), headers: bearer(owner.access) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: BAKERY_MESSAGES.notFound });
  });

  it('edits some fields by multipart and keeps the others', async () => {
    const response = await editMultipart(
      owner,
      bakeryId,
      encodeBakeryParts({ nom: 'La Fournée du Marais', disponibilite_cafe: true, latitude: 48.86, longitude: 2.36 }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      nom: 'La Fournée du Marais',
      disponibilite_cafe: true,
      latitude: 48.86,
      ville: 'Paris',
      publicite: true,
    });
    const blank = await editMultipart(owner, bakeryId, { nom: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ nom: [BAKERY_FIELD_MESSAGES.nomRequired] });
    const half = await editMultipart(owner, bakeryId, { latitude: '45' });
    expect(half.json()).toEqual({ longitude: [BAKERY_FIELD_MESSAGES.coordinatesPair] });
    const nothing = await editMultipart(owner, bakeryId, {});
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json()).toEqual({ detail: BAKERY_MESSAGES.nothingToChange });
  });

  it('patches one availability flag by JSON, and refuses two flags or other fields', async () => {
    const response = await patchJson(owner, one(bakeryId), { disponibilite_pain: false });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ disponibilite_pain: false, disponibilite_croissant: true });
    const two = await patchJson(owner, one(bakeryId), { disponibilite_pain: true, disponibilite_cafe: true });
    expect(two.statusCode).toBe(400);
    expect(two.json()).toEqual({ detail: ONE_CHANGE_AT_A_TIME });
    const other = await patchJson(owner, one(bakeryId), { nom: 'Par JSON' });
    expect(other.statusCode).toBe(400);
    expect(Object.keys(other.json())).toEqual(['nom']);
    const notBoolean = await patchJson(owner, one(bakeryId), { disponibilite_pain: 'oui' });
    expect(notBoolean.statusCode).toBe(400);
    expect(notBoolean.json()).toEqual({ disponibilite_pain: [BAKERY_FIELD_MESSAGES.boolean] });
    const badManager = await patchJson(owner, one(bakeryId), { responsable: 'quelqu’un' });
    expect(badManager.json()).toEqual({ responsable: [BAKERY_FIELD_MESSAGES.responsable] });
    const empty = await patchJson(owner, one(bakeryId), {});
    expect(empty.json()).toEqual({ detail: BAKERY_MESSAGES.nothingToChange });
    const detail = await t.app.inject({ method: 'GET', url: one(bakeryId), headers: bearer(owner.access) });
    expect(detail.json()).toMatchObject({ nom: 'La Fournée du Marais', disponibilite_pain: false });
  });

  it('assigns one of the owner’s managers by JSON and removes them with {responsable: null}', async () => {
    const assigned = await patchJson(owner, one(bakeryId), { responsable: manager.id });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json()).toMatchObject({ responsable: { id: manager.id }, responsable_obj: { email: manager.email } });
    const stranger_ = await patchJson(owner, one(bakeryId), { responsable: stranger.id });
    expect(stranger_.json()).toEqual({ responsable: [BAKERY_MESSAGES.unknownManager] });
    const removed = await patchJson(owner, one(bakeryId), { responsable: null });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ responsable: null, responsable_obj: null });
  });
});

describe('the manager endpoints', () => {
  let bakeryId: number;
  beforeAll(async () => {
    bakeryId = (await createOk(owner, { nom: 'Chez le Responsable', responsable: manager.id })).id;
  });

  it('lists the bakeries the user manages, for any signed-in user', async () => {
    const mine = await t.app.inject({ method: 'GET', url: '/api/cotepro/mes-boulangeries-responsable/', headers: bearer(manager.access) });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().map((row: { nom: string }) => row.nom)).toContain('Chez le Responsable');
    expect(JSON.stringify(mine.json())).not.toContain(owner.email);
    const none = await t.app.inject({ method: 'GET', url: '/api/cotepro/mes-boulangeries-responsable/', headers: bearer(stranger.access) });
    expect(none.json()).toEqual([]);
  });

  it('lets the manager toggle one flag, and nobody else but the owner', async () => {
    const toggled = await patchJson(manager, managed(bakeryId), { disponibilite_bio: true });
    expect(toggled.statusCode).toBe(200);
    expect(toggled.json()).toMatchObject({ id: bakeryId, disponibilite_bio: true });
    const byOwner = await patchJson(owner, managed(bakeryId), { disponibilite_bio: false });
    expect(byOwner.statusCode).toBe(200);
    for (const account of [stranger, otherOwner]) {
      const refused = await patchJson(account, managed(bakeryId), { disponibilite_bio: true });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ detail: 'Non autorisé' });
    }
    const twoFlags = await patchJson(manager, managed(bakeryId), { disponibilite_bio: true, disponibilite_pain: true });
    expect(twoFlags.statusCode).toBe(400);
    expect(twoFlags.json()).toEqual({ detail: ONE_CHANGE_AT_A_TIME });
    for (const field of ['nom', 'responsable']) {
      const otherField = await patchJson(manager, managed(bakeryId), { [field]: null });
      expect(otherField.statusCode).toBe(400);
      expect(Object.keys(otherField.json())).toEqual([field]);
    }
  });

  it('gives the manager no owner powers: reading, editing or deleting through the owner routes is 403', async () => {
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const response = await t.app.inject({
        method,
        url: one(bakeryId),
        headers: bearer(manager.access),
        payload: { disponibilite_pain: true },
      });
      expect(response.statusCode).toBe(403);
    }
  });

  it('locks a removed manager out at once', async () => {
    await patchJson(owner, one(bakeryId), { responsable: null });
    const refused = await patchJson(manager, managed(bakeryId), { disponibilite_pain: false });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: 'Non autorisé' });
  });
});

describe('editing the SIREN', () => {
  it('locks the professional area at once while the bakery stays public, until verified again', async () => {
    const locked = await signUpOwner(t.app, 'proprio-siren', DEMO_BAKERY_SIRENS[2]);
    const bakery = await createOk(locked, { nom: 'Toujours Publique' });
    const edited = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/user/',
      headers: bearer(locked.access),
      payload: { adresse_utilisateur: '3 rue du Four', siren: '512345679' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ siren: '512345679', siren_verified: false });

    for (const [method, url] of [
      ['GET', LIST],
      ['GET', one(bakery.id)],
      ['PATCH', one(bakery.id)],
      ['DELETE', one(bakery.id)],
      ['PATCH', managed(bakery.id)],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: bearer(locked.access), payload: { disponibilite_pain: false } });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toEqual({ detail: BAKERY_MESSAGES.sirenRequired });
    }
    const publicPage = await t.app.inject({ method: 'GET', url: `/api/boulangeries/${bakery.id}/public/` });
    expect(publicPage.statusCode).toBe(200);

    await verifySiren(t.app, locked, '512345679');
    const unlocked = await t.app.inject({ method: 'GET', url: LIST, headers: bearer(locked.access) });
    expect(unlocked.statusCode).toBe(200);
  });
});

describe('DELETE /api/cotepro/ma-boulangerie/{id}/', () => {
  it('deletes the bakery and keeps its paid monthly fee and its payment session', async () => {
    const bakery = await createOk(owner, { nom: 'À Supprimer' });
    const db = t.app.db.db;
    const period = parisMonthStart();
    const [session] = await db
      .insert(paymentSessions)
      .values({
        userId: owner.id,
        purpose: 'bakery_month',
        boulangerieId: bakery.id,
        period,
        amountCents: 1500,
        provider: 'fake',
        providerSessionId: `cs_${bakery.id}`,
        status: 'paid',
      })
      .returning();
    const [fee] = await db
      .insert(bakeryMonthlyPayments)
      .values({ boulangerieId: bakery.id, period, status: 'paid', amountCents: 1500, paymentSessionId: session!.id })
      .returning();

    const response = await t.app.inject({ method: 'DELETE', url: one(bakery.id), headers: bearer(owner.access) });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    const gone = await t.app.inject({ method: 'GET', url: `/api/boulangeries/${bakery.id}/public/` });
    expect(gone.statusCode).toBe(404);
    const again = await t.app.inject({ method: 'DELETE', url: one(bakery.id), headers: bearer(owner.access) });
    expect(again.statusCode).toBe(404);

    const [keptFee] = await db.select().from(bakeryMonthlyPayments).where(eq(bakeryMonthlyPayments.id, fee!.id));
    expect(keptFee).toMatchObject({ boulangerieId: null, period, status: 'paid', amountCents: 1500, paymentSessionId: session!.id });
    const [keptSession] = await db.select().from(paymentSessions).where(eq(paymentSessions.id, session!.id));
    expect(keptSession).toMatchObject({ boulangerieId: null, period, status: 'paid', amountCents: 1500 });
  });
});

describe('the live feed', () => {
  /** A visitor's socket subscribed around a point, with its messages queued. */
  async function visitor(lat: number, lng: number) {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = new WebSocket(`ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/ws/chat/`);
    const queue: unknown[] = [];
    let wake: (() => void) | undefined;
    socket.on('message', (data) => {
      queue.push(JSON.parse(data.toString()));
      wake?.();
    });
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const next = async (timeoutMs = 2000): Promise<unknown> => {
      const deadline = Date.now() + timeoutMs;
      while (queue.length === 0) {
        if (Date.now() > deadline) throw new Error('no live message');
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, 50);
        });
      }
      return queue.shift();
    };
    socket.send(JSON.stringify({ type: 'subscribe', lat, lng, rayon: 1 }));
    return { socket, next };
  }

  it('shows a bakery created in range at once, pushes a flag and a photo-only edit, and drops it when deleted', async () => {
    const spot = { latitude: 45.764, longitude: 4.8357 };
    const client = await visitor(spot.latitude, spot.longitude + 0.001);
    expect(await client.next()).toEqual([]);

    // The circle gets cards (as GET /api/boulangeries/), a watcher of the bakery its public detail.
    const bakery = await createOk(owner, { nom: 'Nouvelle à Lyon', ville: 'Lyon', code_postal_boulangerie: '69002', ...spot });
    const card = await client.next();
    expect(card).toMatchObject({ id: bakery.id, nom: 'Nouvelle à Lyon', horaires_ouvertures: expect.any(String) });
    expect(card).not.toHaveProperty('images');
    client.socket.send(JSON.stringify({ type: 'watch', id: bakery.id }));
    expect(await client.next()).toMatchObject({ id: bakery.id, nom: 'Nouvelle à Lyon', images: [] });

    const availability = await patchJson(owner, one(bakery.id), { disponibilite_cafe: true });
    expect(availability.statusCode).toBe(200);
    expect(await client.next()).toMatchObject({ id: bakery.id, disponibilite_cafe: true, horaires_ouvertures: expect.any(String) });
    expect(await client.next()).toMatchObject({ id: bakery.id, disponibilite_cafe: true, images: [] });

    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#d9a441' } })
      .png()
      .toBuffer();
    const body = multipart({}, [{ name: 'images', filename: 'vitrine.png', contentType: 'image/png', data: png }]);
    const photoOnly = await t.app.inject({
      method: 'PATCH',
      url: one(bakery.id),
      headers: { ...bearer(owner.access), ...body.headers },
      payload: body.payload,
    });
    expect(photoOnly.statusCode, photoOnly.body).toBe(200);
    expect(await client.next()).toMatchObject({ id: bakery.id });
    expect(await client.next()).toMatchObject({
      id: bakery.id,
      images: [{ id: expect.any(Number), image: expect.stringMatching(/^\/media\//) }],
    });

    const deleted = await t.app.inject({ method: 'DELETE', url: one(bakery.id), headers: bearer(owner.access) });
    expect(deleted.statusCode).toBe(204);
    expect(await client.next()).toEqual([]);
    client.socket.close(1000);
  });
});
