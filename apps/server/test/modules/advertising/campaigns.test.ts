// The campaign manager's API (docs/advertising.md: "Who may do what", "Validation", "Images",
// "Publishing", "Statistics"): access, ownership, publishing rules, images and statistics. End dates
// and duplication: campaign-end-dates.test.ts.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { CAMPAIGN_MESSAGES, LOGO_MESSAGES, PAYMENT_MESSAGES } from '@fournil/shared';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../testing/auth-helpers.js';
import * as fixtures from '../../testing/campaign-fixtures.js';
import { sendForm } from '../../testing/campaign-fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/helper.js';
import { DEMO_BAKERY_SIRENS, PRO_TEST_ENV, rowsOf, signUpOwner, type Account } from '../../testing/manager-fixtures.js';
import type { FilePart } from '../../testing/multipart.js';

let t: TestApp;
let owner: Account;
let stranger: Account;
/** An owner whose advertising access ended (a grant that ran out). */
let lapsed: Account;
let bakeryId: number;
let strangerBakeryId: number;
let mediaDir: string;

const LIST = '/api/regiepub/campagnes-publicitaires/';
const one = (id: number) => `${LIST}${id}/`;
const CHROMIUM_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36';
const PROVIDER_MESSAGE = CAMPAIGN_MESSAGES.paymentNotCurrent;

const mediaFiles = () => (fs.existsSync(mediaDir) ? fs.readdirSync(mediaDir).sort() : []);
const image = (data: Buffer, filename = 'affiche.jpg', contentType = 'image/jpeg'): FilePart => ({
  name: 'image',
  filename,
  contentType,
  data,
});
const portrait = () =>
  sharp({ create: { width: 360, height: 640, channels: 3, background: '#c8a165' } })
    .jpeg()
    .toBuffer();

const send = (account: Account, method: 'POST' | 'PATCH', url: string, fields: Record<string, string>, files: FilePart[] = []) =>
  sendForm(t.app, account, method, url, fields, files);
const createBakery = (account: Account, nom: string) => fixtures.createBakery(t.app, account, nom);
const grantAccess = (account: Account) => fixtures.grantAccess(t.database.db, account.id);
const payMonth = (id: number) => fixtures.payMonth(t.database.db, id);

async function createCampaign(account: Account, boulangerie: number, nom = 'Galette des rois'): Promise<number> {
  const response = await send(account, 'POST', LIST, {
    boulangerie: String(boulangerie),
    nom_campagne: nom,
    description: 'Frangipane maison',
    formule: 'payante',
    url_site_boulanger: 'https://fournil.example.fr',
    etat: 'brouillon',
  });
  if (response.statusCode !== 201) throw new Error(`campaign: ${response.statusCode} ${response.body}`);
  return response.json().id;
}

const publish = (account: Account, id: number, etat: 'active' | 'brouillon' = 'active') =>
  t.app.inject({ method: 'PATCH', url: one(id), headers: bearer(account.access), payload: { etat } });

beforeAll(async () => {
  t = await buildTestApp(PRO_TEST_ENV);
  mediaDir = path.join(t.app.config.dataDir, 'media');
  owner = await signUpOwner(t.app, 'proprio-regie', DEMO_BAKERY_SIRENS[0]);
  stranger = await signUpOwner(t.app, 'autre-regie', DEMO_BAKERY_SIRENS[1]);
  lapsed = await signUpOwner(t.app, 'sans-acces', DEMO_BAKERY_SIRENS[2]);
  bakeryId = await createBakery(owner, 'Au Bon Pain');
  strangerBakeryId = await createBakery(stranger, 'Chez Autre');
  await grantAccess(owner);
  await grantAccess(stranger);
}, 90_000);
afterAll(async () => t?.close());

describe('access to the campaign API', () => {
  it('lets an owner whose access lapsed see, unpublish and delete, and refuses create, edit, images, publish and duplicate', async () => {
    const bakery = await createBakery(lapsed, 'Le Fournil Échu');
    await grantAccess(lapsed);
    await payMonth(bakery);
    const kept = await createCampaign(lapsed, bakery, 'Gardée');
    const doomed = await createCampaign(lapsed, bakery, 'À supprimer');
    const withImage = await send(lapsed, 'POST', `${one(doomed)}images/`, {}, [image(await portrait())]);
    const imageId: number = withImage.json().images[0].id;
    expect((await publish(lapsed, kept)).statusCode).toBe(200);
    await t.database.db.execute(sql`UPDATE ad_access_grants SET ends_at = now() - interval '1 minute' WHERE user_id = ${lapsed.id}`);

    const refused = [
      await send(lapsed, 'POST', LIST, { boulangerie: String(bakery), nom_campagne: 'Nouvelle', formule: 'payante' }),
      await send(lapsed, 'PATCH', one(doomed), { nom_campagne: 'Renommée' }),
      await send(lapsed, 'POST', `${one(doomed)}images/`, {}, [image(await portrait())]),
      await publish(lapsed, doomed),
      await t.app.inject({ method: 'POST', url: `${one(kept)}dupliquer/`, headers: bearer(lapsed.access) }),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: PAYMENT_MESSAGES.accessRequired });
    }

    const list = await t.app.inject({ method: 'GET', url: LIST, headers: bearer(lapsed.access) });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((c: { id: number; nom_campagne: string; etat: string }) => [c.id, c.nom_campagne, c.etat])).toEqual([
      [kept, 'Gardée', 'active'],
      [doomed, 'À supprimer', 'brouillon'],
    ]);
    const cards = await t.app.inject({ method: 'GET', url: '/api/regiepub/boulangeries/', headers: bearer(lapsed.access) });
    expect(cards.statusCode).toBe(200);
    expect(cards.json()).toEqual([
      { id: bakery, nom: 'Le Fournil Échu', ville: 'Paris', paid_this_month: true, has_active_campaign: true, subscription_active: false },
    ]);
    expect((await t.app.inject({ method: 'GET', url: one(kept), headers: bearer(lapsed.access) })).statusCode).toBe(200);

    const unpublished = await publish(lapsed, kept, 'brouillon');
    expect(unpublished.statusCode).toBe(200);
    expect(unpublished.json().etat).toBe('brouillon');
    const imageRemoved = await t.app.inject({
      method: 'DELETE',
      url: `${one(doomed)}images/${imageId}/supprimer/`,
      headers: bearer(lapsed.access),
    });
    expect(imageRemoved.statusCode).toBe(200);
    expect(imageRemoved.json().images).toEqual([]);
    expect((await t.app.inject({ method: 'DELETE', url: one(doomed), headers: bearer(lapsed.access) })).statusCode).toBe(204);
    expect(
      (await t.app.inject({ method: 'GET', url: LIST, headers: bearer(lapsed.access) })).json().map((c: { id: number }) => c.id),
    ).toEqual([kept]);
  });

  it("still refuses another owner's campaign to an owner whose access lapsed", async () => {
    const id = await createCampaign(owner, bakeryId, 'Pas à lui');
    for (const response of [
      await t.app.inject({ method: 'GET', url: one(id), headers: bearer(lapsed.access) }),
      await publish(lapsed, id, 'brouillon'),
      await t.app.inject({ method: 'DELETE', url: one(id), headers: bearer(lapsed.access) }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: 'Non autorisé' });
    }
    await t.app.inject({ method: 'DELETE', url: one(id), headers: bearer(owner.access) });
  });

  it('answers 401 to an anonymous caller', async () => {
    expect((await t.app.inject({ method: 'GET', url: LIST })).statusCode).toBe(401);
  });

  it("refuses another owner's campaign and bakery with 403 Non autorisé", async () => {
    const id = await createCampaign(owner, bakeryId, 'Privée');
    for (const response of [
      await t.app.inject({ method: 'GET', url: one(id), headers: bearer(stranger.access) }),
      await publish(stranger, id),
      await t.app.inject({ method: 'DELETE', url: one(id), headers: bearer(stranger.access) }),
      await send(stranger, 'PATCH', one(id), { nom_campagne: 'Volée' }),
      await send(stranger, 'POST', LIST, { boulangerie: String(bakeryId), nom_campagne: 'Intruse', formule: 'payante' }),
      await send(owner, 'POST', LIST, { boulangerie: String(strangerBakeryId), nom_campagne: 'Chez l’autre', formule: 'payante' }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: 'Non autorisé' });
    }
    const list = await t.app.inject({ method: 'GET', url: LIST, headers: bearer(stranger.access) });
    expect(list.json().map((c: { id: number }) => c.id)).not.toContain(id);
    await t.app.inject({ method: 'DELETE', url: one(id), headers: bearer(owner.access) });
  });
});

describe('create, read, edit, delete', () => {
  it('creates a draft with the spec field names and lists it', async () => {
    const response = await send(owner, 'POST', LIST, {
      boulangerie: String(bakeryId),
      nom_campagne: 'Croissants du dimanche',
      formule: 'payante',
      url_site_boulanger: '',
      etat: 'brouillon',
    });
    expect(response.statusCode).toBe(201);
    const campaign = response.json();
    expect(campaign).toMatchObject({
      boulangerie: bakeryId,
      nom_campagne: 'Croissants du dimanche',
      description: '',
      formule: 'payante',
      etat: 'brouillon',
      images: [],
      stats: { vues: 0, clics: 0 },
    });
    const list = await t.app.inject({ method: 'GET', url: LIST, headers: bearer(owner.access) });
    expect(list.json()).toContainEqual(campaign);
  });

  it('refuses a missing name, a missing formule and a bad site URL field by field', async () => {
    const response = await send(owner, 'POST', LIST, {
      boulangerie: String(bakeryId),
      nom_campagne: '  ',
      url_site_boulanger: 'javascript:alert(1)',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json()).sort()).toEqual(['formule', 'nom_campagne', 'url_site_boulanger']);
  });

  it('edits with multipart, leaving out what is not sent, then deletes', async () => {
    const id = await createCampaign(owner, bakeryId, 'À modifier');
    const edited = await send(owner, 'PATCH', one(id), { nom_campagne: 'Modifiée' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      nom_campagne: 'Modifiée',
      description: 'Frangipane maison',
      url_site_boulanger: 'https://fournil.example.fr',
    });
    const blank = await send(owner, 'PATCH', one(id), { nom_campagne: '' });
    expect(blank.statusCode).toBe(400);
    expect(Object.keys(blank.json())).toEqual(['nom_campagne']);
    const deleted = await t.app.inject({ method: 'DELETE', url: one(id), headers: bearer(owner.access) });
    expect(deleted.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: one(id), headers: bearer(owner.access) })).statusCode).toBe(404);
  });
});

describe('clearing fields', () => {
  it('stores a description and a site address sent empty as empty, and keeps the rest', async () => {
    const id = await createCampaign(owner, bakeryId, 'À vider');
    const cleared = await send(owner, 'PATCH', one(id), { description: '' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ nom_campagne: 'À vider', description: '', url_site_boulanger: 'https://fournil.example.fr' });
    const noSite = await send(owner, 'PATCH', one(id), { url_site_boulanger: '   ' });
    expect(noSite.statusCode).toBe(200);
    expect(noSite.json()).toMatchObject({ description: '', url_site_boulanger: '' });
    const [row] = await rowsOf<{ description: string; url_site_boulanger: string }>(
      t.database.db,
      sql`SELECT description, url_site_boulanger FROM campaigns WHERE id = ${id}`,
    );
    expect(row).toEqual({ description: '', url_site_boulanger: '' });
    await t.app.inject({ method: 'DELETE', url: one(id), headers: bearer(owner.access) });
  });
});

describe('images', () => {
  it('stores up to 5 re-encoded images, refuses a sixth and a PDF named .jpg, stores nothing then', async () => {
    const id = await createCampaign(owner, bakeryId, 'Avec images');
    const files = await Promise.all(Array.from({ length: 5 }, portrait));
    const added = await send(
      owner,
      'POST',
      `${one(id)}images/`,
      {},
      files.slice(0, 3).map((data) => image(data)),
    );
    expect(added.statusCode).toBe(201);
    expect(added.json().images).toHaveLength(3);

    const before = mediaFiles();
    const pdf = await send(owner, 'POST', `${one(id)}images/`, {}, [
      image(Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n'), 'affiche.jpg'),
    ]);
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json()).toEqual({ image: [CAMPAIGN_MESSAGES.unsupportedFile] });
    expect(mediaFiles()).toEqual(before);

    const tooMany = await send(owner, 'POST', `${one(id)}images/`, {}, [image(files[3]!), image(files[4]!), image(files[0]!)]);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ image: [CAMPAIGN_MESSAGES.tooManyImages] });
    expect(mediaFiles()).toEqual(before);

    const full = await send(owner, 'POST', `${one(id)}images/`, {}, [image(files[3]!), image(files[4]!)]);
    expect(full.statusCode).toBe(201);
    const campaign = full.json();
    expect(campaign.images).toHaveLength(5);
    const sixth = await send(owner, 'POST', `${one(id)}images/`, {}, [image(files[0]!)]);
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json()).toEqual({ image: [CAMPAIGN_MESSAGES.tooManyImages] });

    const stored = path.join(mediaDir, campaign.images[0].image.replace(/^\/media\//, ''));
    expect((await sharp(stored).metadata()).format).toBe('jpeg');

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${one(id)}images/${campaign.images[0].id}/supprimer/`,
      headers: bearer(owner.access),
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().images).toHaveLength(4);
    expect(fs.existsSync(stored)).toBe(false);
    await t.app.inject({ method: 'DELETE', url: one(id), headers: bearer(owner.access) });
    expect(mediaFiles()).toEqual(before.filter((name) => !campaign.images.some((i: { image: string }) => i.image.endsWith(name))));
  });

  it('adds images through the edit form too, and a refused image leaves the campaign unchanged', async () => {
    const id = await createCampaign(owner, bakeryId, 'Édition avec image');
    const refused = await send(owner, 'PATCH', one(id), { nom_campagne: 'Renommée' }, [
      image(Buffer.from('pas une image'), 'photo.png', 'image/png'),
    ]);
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toEqual({ image: [CAMPAIGN_MESSAGES.unsupportedFile] });
    const unchanged = await t.app.inject({ method: 'GET', url: one(id), headers: bearer(owner.access) });
    expect(unchanged.json()).toMatchObject({ nom_campagne: 'Édition avec image', images: [] });
    const accepted = await send(owner, 'PATCH', one(id), { nom_campagne: 'Renommée' }, [image(await portrait())]);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ nom_campagne: 'Renommée' });
    expect(accepted.json().images).toHaveLength(1);
    await t.app.inject({ method: 'DELETE', url: one(id), headers: bearer(owner.access) });
  });

  it('refuses an image over 2 MB (413) and an empty file (400)', async () => {
    const id = await createCampaign(owner, bakeryId, 'Vide');
    const heavy = await sharp(crypto.randomBytes(1000 * 800 * 3), { raw: { width: 1000, height: 800, channels: 3 } })
      .png()
      .toBuffer();
    expect(heavy.length).toBeGreaterThan(2 * 1024 * 1024);
    const tooHeavy = await send(owner, 'POST', `${one(id)}images/`, {}, [image(heavy, 'grande.png', 'image/png')]);
    expect(tooHeavy.statusCode).toBe(413);
    expect(tooHeavy.json()).toEqual({ image: [LOGO_MESSAGES.photoSize] });
    const empty = await send(owner, 'POST', `${one(id)}images/`, {}, [image(Buffer.alloc(0))]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ image: [LOGO_MESSAGES.none] });
    await t.app.inject({ method: 'DELETE', url: one(id), headers: bearer(owner.access) });
  });
});

describe('publishing', () => {
  let paidBakery: number;

  it('refuses to publish while the month is unpaid, with the provider message', async () => {
    paidBakery = await createBakery(owner, 'Le Fournil Payé');
    const id = await createCampaign(owner, paidBakery, 'Pas encore payée');
    const response = await publish(owner, id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: PROVIDER_MESSAGE });
    const cards = await t.app.inject({ method: 'GET', url: '/api/regiepub/boulangeries/', headers: bearer(owner.access) });
    expect(cards.json()).toContainEqual({
      id: paidBakery,
      nom: 'Le Fournil Payé',
      ville: 'Paris',
      paid_this_month: false,
      has_active_campaign: false,
      subscription_active: false,
    });
  });

  it('leaves exactly one active campaign after twenty concurrent publishes on two campaigns', async () => {
    await payMonth(paidBakery);
    const first = await createCampaign(owner, paidBakery, 'Première');
    const second = await createCampaign(owner, paidBakery, 'Seconde');
    const responses = await Promise.all(Array.from({ length: 20 }, (_, index) => publish(owner, index % 2 === 0 ? first : second)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    for (const response of responses.filter((r) => r.statusCode === 409))
      expect(response.json()).toEqual({ detail: CAMPAIGN_MESSAGES.alreadyActive });
    const active = await rowsOf<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM campaigns WHERE boulangerie_id = ${paidBakery} AND etat = 'active'`,
    );
    expect(active).toHaveLength(1);

    const cards = await t.app.inject({ method: 'GET', url: '/api/regiepub/boulangeries/', headers: bearer(owner.access) });
    expect(cards.json()).toContainEqual({
      id: paidBakery,
      nom: 'Le Fournil Payé',
      ville: 'Paris',
      paid_this_month: true,
      has_active_campaign: true,
      subscription_active: false,
    });
    const publicList = await t.app.inject({ method: 'GET', url: `/api/regiepub/boulangeries/${paidBakery}/campagnes-publiees/` });
    expect(publicList.json().map((c: { id: number }) => c.id)).toEqual([active[0]!.id]);
    expect(publicList.headers['cache-control']).toBe('no-cache');

    const unpublished = await publish(owner, active[0]!.id, 'brouillon');
    expect(unpublished.json().etat).toBe('brouillon');
    expect((await t.app.inject({ method: 'GET', url: `/api/regiepub/boulangeries/${paidBakery}/campagnes-publiees/` })).json()).toEqual([]);
  });

  it('refuses an unknown etat', async () => {
    const id = await createCampaign(owner, paidBakery, 'Terminée ?');
    const response = await publish(owner, id, 'terminee' as 'active');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['etat']);
  });
});

describe('statistics', () => {
  it('counts a view and a click, not a repeat within the window (whatever the browser, from one IPv6 /64), not a crawler, not an unpublished campaign', async () => {
    const bakery = await createBakery(owner, 'Les Stats');
    await payMonth(bakery);
    const id = await createCampaign(owner, bakery, 'Comptée');
    const draft = await t.app.inject({ method: 'POST', url: `${one(id)}vue/`, headers: { 'user-agent': CHROMIUM_UA } });
    expect(draft.statusCode).toBe(204);
    expect((await publish(owner, id)).statusCode).toBe(200);

    const beacon = (kind: 'vue' | 'clic', ua: string, ip = '203.0.113.7') =>
      t.app.inject({ method: 'POST', url: `${one(id)}${kind}/`, headers: { 'user-agent': ua }, remoteAddress: ip });
    for (const response of [
      await beacon('vue', CHROMIUM_UA),
      await beacon('vue', CHROMIUM_UA),
      await beacon('clic', CHROMIUM_UA),
      await beacon('clic', CHROMIUM_UA),
      await beacon('vue', 'Googlebot/2.1 (+http://www.google.com/bot.html)'),
      await beacon('vue', CHROMIUM_UA, '198.51.100.9'),
    ]) {
      expect(response.statusCode).toBe(204);
    }
    // The same address with another browser, and another address of the same IPv6 /64, are repeats.
    const FIREFOX_UA = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
    for (const response of [
      await beacon('vue', FIREFOX_UA),
      await beacon('vue', CHROMIUM_UA, '2001:db8:7:7::1'),
      await beacon('vue', FIREFOX_UA, '2001:db8:7:7:ffff::2'),
    ]) {
      expect(response.statusCode).toBe(204);
    }
    const campaign = await t.app.inject({ method: 'GET', url: one(id), headers: bearer(owner.access) });
    expect(campaign.json().stats).toEqual({ vues: 3, clics: 1, jours: 30 });
    const rows = await rowsOf<Record<string, unknown>>(t.database.db, sql`SELECT * FROM campaign_daily_stats WHERE campaign_id = ${id}`);
    expect(Object.keys(rows[0]!).sort()).toEqual(['campaign_id', 'clicks', 'day', 'views']);
  });
});
