// End dates and duplication (docs/advertising.md, "End dates"): an optional last day, Paris time,
// inclusive; after it the campaign reads terminee, is gone from the public page at Paris midnight, is
// marked terminee by the hourly job (once across instances), frees the bakery's active slot, is never
// published again, and can be duplicated into a new draft.
import { CAMPAIGN_FIELD_MESSAGES, CAMPAIGN_MESSAGES, CAMPAIGN_NOM_MAX, parisDay } from '@fournil/shared';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endPastCampaigns } from '../../../src/modules/advertising/end-dates.js';
import { listPublishedCampaigns } from '../../../src/modules/advertising/public-campaigns.js';
import { bearer } from '../../testing/auth-helpers.js';
import * as fixtures from '../../testing/campaign-fixtures.js';
import { sendForm } from '../../testing/campaign-fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/helper.js';
import { PRO_TEST_ENV, rowsOf, type Account } from '../../testing/manager-fixtures.js';
import type { FilePart } from '../../testing/multipart.js';
import { verifiedOwner } from '../../testing/payment-fixtures.js';

let t: TestApp;
let owner: Account;
let other: Account;

const LIST = '/api/regiepub/campagnes-publicitaires/';
const one = (id: number) => `${LIST}${id}/`;
const DAY_MS = 86_400_000;
const today = () => parisDay(new Date());
const dayOffset = (days: number) => parisDay(new Date(Date.now() + days * DAY_MS));
const CHROMIUM_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36';

const send = (account: Account, method: 'POST' | 'PATCH', url: string, fields: Record<string, string>, files: FilePart[] = []) =>
  sendForm(t.app, account, method, url, fields, files);
const createBakery = (account: Account, nom: string) => fixtures.createBakery(t.app, account, nom);
const grantAccess = (account: Account) => fixtures.grantAccess(t.database.db, account.id);
const payMonth = (bakery: number, period?: string) => fixtures.payMonth(t.database.db, bakery, period);

const get = (account: Account, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(account.access) });
const publish = (account: Account, id: number, etat: 'active' | 'brouillon' = 'active') =>
  t.app.inject({ method: 'PATCH', url: one(id), headers: bearer(account.access), payload: { etat } });
const duplicate = (account: Account, id: number) =>
  t.app.inject({ method: 'POST', url: `${one(id)}dupliquer/`, headers: bearer(account.access) });
const publicIds = async (bakery: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/regiepub/boulangeries/${bakery}/campagnes-publiees/` }))
    .json()
    .map((c: { id: number }) => c.id);

async function createCampaign(bakery: number, nom: string, extra: Record<string, string> = {}): Promise<number> {
  const response = await send(owner, 'POST', LIST, {
    boulangerie: String(bakery),
    nom_campagne: nom,
    description: 'Frangipane maison',
    formule: 'payante',
    url_site_boulanger: 'https://fournil.example.fr',
    ...extra,
  });
  if (response.statusCode !== 201) throw new Error(`campaign: ${response.statusCode} ${response.body}`);
  return response.json().id;
}

/** Time passes: the campaign's last day becomes yesterday (a past date cannot be sent). */
async function endYesterday(id: number): Promise<void> {
  await t.database.db.execute(sql`UPDATE campaigns SET ends_on = ${dayOffset(-1)} WHERE id = ${id}`);
}

const etatInDatabase = async (id: number) =>
  (await rowsOf<{ etat: string }>(t.database.db, sql`SELECT etat FROM campaigns WHERE id = ${id}`))[0]?.etat;

beforeAll(async () => {
  t = await buildTestApp(PRO_TEST_ENV);
  owner = await verifiedOwner(t.app, 'proprio-fin');
  other = await verifiedOwner(t.app, 'autre-fin');
  await grantAccess(owner);
  await grantAccess(other);
}, 90_000);
afterAll(async () => t?.close());

describe('the end date on create and edit', () => {
  let bakery: number;

  beforeAll(async () => {
    bakery = await createBakery(owner, 'Au Dernier Jour');
  });

  it('accepts today as the last day and refuses a day already past or a malformed date', async () => {
    const created = await send(owner, 'POST', LIST, {
      boulangerie: String(bakery),
      nom_campagne: 'Jusqu’à ce soir',
      formule: 'payante',
      ends_on: today(),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ etat: 'brouillon', ends_on: today() });

    const past = await send(owner, 'POST', LIST, {
      boulangerie: String(bakery),
      nom_campagne: 'Hier',
      formule: 'payante',
      ends_on: dayOffset(-1),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toEqual({ ends_on: [CAMPAIGN_FIELD_MESSAGES.endsOnPast] });
    const malformed = await send(owner, 'POST', LIST, {
      boulangerie: String(bakery),
      nom_campagne: 'Mal écrite',
      formule: 'payante',
      ends_on: '31/12/2026',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ ends_on: [CAMPAIGN_FIELD_MESSAGES.endsOn] });
  });

  it('sets, refuses a past day and clears the end date through the edit form', async () => {
    const id = await createCampaign(bakery, 'Datée');
    expect((await get(owner, one(id))).json().ends_on).toBeNull();
    const set = await send(owner, 'PATCH', one(id), { ends_on: dayOffset(10) });
    expect(set.statusCode).toBe(200);
    expect(set.json().ends_on).toBe(dayOffset(10));
    const past = await send(owner, 'PATCH', one(id), { ends_on: dayOffset(-1) });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toEqual({ ends_on: [CAMPAIGN_FIELD_MESSAGES.endsOnPast] });
    const cleared = await send(owner, 'PATCH', one(id), { ends_on: '' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ ends_on: null, nom_campagne: 'Datée', description: 'Frangipane maison' });
  });
});

describe('a campaign past its end date', () => {
  it('disappears from the public page, reads terminee, is not counted and frees the active slot before any job runs', async () => {
    const bakery = await createBakery(owner, 'Le Fournil Fini');
    await payMonth(bakery);
    const ended = await createCampaign(bakery, 'Soldes d’hiver', { ends_on: today() });
    expect((await publish(owner, ended)).statusCode).toBe(200);
    expect(await publicIds(bakery)).toEqual([ended]);

    await endYesterday(ended);
    expect(await publicIds(bakery)).toEqual([]);
    const read = await get(owner, one(ended));
    expect(read.json()).toMatchObject({ etat: 'terminee', ends_on: dayOffset(-1) });
    expect(await etatInDatabase(ended)).toBe('active');
    const cards = await get(owner, '/api/regiepub/boulangeries/');
    expect(cards.json()).toContainEqual(expect.objectContaining({ id: bakery, paid_this_month: true, has_active_campaign: false }));
    await t.app.inject({ method: 'POST', url: `${one(ended)}vue/`, headers: { 'user-agent': CHROMIUM_UA } });
    expect((await get(owner, one(ended))).json().stats.vues).toBe(0);

    const next = await createCampaign(bakery, 'Soldes de printemps');
    const published = await publish(owner, next);
    expect(published.statusCode).toBe(200);
    expect(published.json().etat).toBe('active');
    expect(await etatInDatabase(ended)).toBe('terminee');
    expect(await publicIds(bakery)).toEqual([next]);
  });

  it('is never published or edited again; unpublishing it changes nothing', async () => {
    const bakery = await createBakery(owner, 'Aux Croissants Passés');
    await payMonth(bakery);
    const id = await createCampaign(bakery, 'Passée');
    await endYesterday(id);
    for (const response of [
      await publish(owner, id),
      await send(owner, 'PATCH', one(id), { nom_campagne: 'Relancée' }),
      await send(owner, 'PATCH', one(id), { ends_on: dayOffset(30) }),
      await send(owner, 'POST', `${one(id)}images/`, {}, [
        {
          name: 'image',
          filename: 'a.jpg',
          contentType: 'image/jpeg',
          data: await sharp({ create: { width: 90, height: 160, channels: 3, background: '#c8a165' } })
            .jpeg()
            .toBuffer(),
        },
      ]),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ detail: CAMPAIGN_MESSAGES.ended });
    }
    const unpublished = await publish(owner, id, 'brouillon');
    expect(unpublished.statusCode).toBe(200);
    expect(unpublished.json()).toMatchObject({ etat: 'terminee', nom_campagne: 'Passée' });
    expect((await t.app.inject({ method: 'DELETE', url: one(id), headers: bearer(owner.access) })).statusCode).toBe(204);
  });

  it('leaves the public page at Paris midnight of its last day, not before', async () => {
    const bakery = await createBakery(owner, 'Au Réveillon');
    await payMonth(bakery, '2026-12-01');
    await payMonth(bakery, '2027-01-01');
    const id = await createCampaign(bakery, 'Bûches', { ends_on: dayOffset(1) });
    await t.database.db.execute(sql`UPDATE campaigns SET etat = 'active', ends_on = '2026-12-31' WHERE id = ${id}`);
    const at = (iso: string) => ({ db: t.database.db, now: () => new Date(iso) });
    // 23:59:59 in Paris on 31 December (UTC+1), then midnight.
    expect((await listPublishedCampaigns(at('2026-12-31T22:59:59Z'), bakery)).map((c) => c.id)).toEqual([id]);
    expect(await listPublishedCampaigns(at('2026-12-31T23:00:00Z'), bakery)).toEqual([]);
    await t.database.db.execute(sql`DELETE FROM campaigns WHERE id = ${id}`);
  });
});

describe('the end-of-campaign job', () => {
  it('marks active and draft campaigns past their end as terminee, once across two concurrent runs, and leaves the others', async () => {
    const bakery = await createBakery(owner, 'Le Fournil du Job');
    await payMonth(bakery);
    const activeEnded = await createCampaign(bakery, 'Active finie');
    const draftEnded = await createCampaign(bakery, 'Brouillon fini');
    const lastDay = await createCampaign(bakery, 'Dernier jour', { ends_on: today() });
    const open = await createCampaign(bakery, 'Sans fin');
    expect((await publish(owner, activeEnded)).statusCode).toBe(200);
    await endYesterday(activeEnded);
    await endYesterday(draftEnded);

    const clock = { now: () => new Date() };
    const runs = await Promise.all([endPastCampaigns(t.database, clock), endPastCampaigns(t.database, clock)]);
    expect(runs.reduce((sum, n) => sum + n, 0)).toBe(2);
    expect([
      await etatInDatabase(activeEnded),
      await etatInDatabase(draftEnded),
      await etatInDatabase(lastDay),
      await etatInDatabase(open),
    ]).toEqual(['terminee', 'terminee', 'brouillon', 'brouillon']);
    expect(await endPastCampaigns(t.database, clock)).toBe(0);
    // The slot is free: another campaign of the bakery can go live.
    expect((await publish(owner, open)).statusCode).toBe(200);
  });
});

describe('POST /api/regiepub/campagnes-publicitaires/{id}/dupliquer/', () => {
  it('makes a new draft « {nom} (copie) » with the description, formule and site address, without images or end date', async () => {
    const bakery = await createBakery(owner, 'Au Double Pain');
    const id = await createCampaign(bakery, 'Fête du pain', { ends_on: dayOffset(5) });
    const photo = await sharp({ create: { width: 90, height: 160, channels: 3, background: '#c8a165' } })
      .jpeg()
      .toBuffer();
    expect(
      (await send(owner, 'POST', `${one(id)}images/`, {}, [{ name: 'image', filename: 'a.jpg', contentType: 'image/jpeg', data: photo }]))
        .statusCode,
    ).toBe(201);
    await endYesterday(id);

    const copy = await duplicate(owner, id);
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({
      boulangerie: bakery,
      nom_campagne: 'Fête du pain (copie)',
      description: 'Frangipane maison',
      formule: 'payante',
      url_site_boulanger: 'https://fournil.example.fr',
      etat: 'brouillon',
      ends_on: null,
      images: [],
      stats: { vues: 0, clics: 0 },
    });
    expect(copy.json().id).not.toBe(id);
    const source = (await get(owner, one(id))).json();
    expect(source).toMatchObject({ nom_campagne: 'Fête du pain', etat: 'terminee' });
    expect(source.images).toHaveLength(1);
    const list = (await get(owner, LIST)).json().map((c: { id: number }) => c.id);
    expect(list).toContain(copy.json().id);
  });

  it('keeps the copy within the name limit', async () => {
    const bakery = await createBakery(owner, 'Au Long Nom');
    const id = await createCampaign(bakery, 'é'.repeat(CAMPAIGN_NOM_MAX));
    const copy = await duplicate(owner, id);
    expect(copy.statusCode).toBe(201);
    expect(copy.json().nom_campagne).toBe(`${'é'.repeat(CAMPAIGN_NOM_MAX - 8)} (copie)`);
  });

  it("refuses another owner's campaign (403) and an unknown one (404)", async () => {
    const bakery = await createBakery(owner, 'Au Pain Gardé');
    const id = await createCampaign(bakery, 'À moi');
    const stolen = await duplicate(other, id);
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json()).toEqual({ detail: 'Non autorisé' });
    const unknown = await duplicate(owner, 999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: CAMPAIGN_MESSAGES.notFound });
  });
});
