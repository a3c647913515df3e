// The « Sponsorisé » card of the home list and the campaign published by the month paid from it
// (docs/advertising.md, "Sponsored card" and "Publish on payment").
import { CAMPAIGN_MESSAGES, parisDay, parisMonthStart } from '@fournil/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignDailyStats, campaigns } from '../../../src/db/schema/index.js';
import { bearer } from '../../testing/auth-helpers.js';
import { insertBakery, offset } from '../../testing/bakery-fixtures.js';
import { addCampaignImageRow, payMonth } from '../../testing/campaign-fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/helper.js';
import { PRO_TEST_ENV, type Account } from '../../testing/manager-fixtures.js';
import { verifiedOwner } from '../../testing/payment-fixtures.js';

let t: TestApp;
let owner: Account;

const CHROMIUM_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36';
const FIREFOX_UA = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const db = () => t.app.db.db;

const sponsored = (centre: { lat: number; lng: number }, userAgent = CHROMIUM_UA, ip = '203.0.113.7') =>
  t.app.inject({
    method: 'GET',
    url: `/api/regiepub/campagnes-sponsorisees/?lat=${centre.lat}&lng=${centre.lng}`,
    headers: { 'user-agent': userAgent },
    remoteAddress: ip,
  });

async function bakeryAt(nom: string, position: { lat: number; lng: number }): Promise<number> {
  return (await insertBakery(db(), owner.id, { nom, position, ville: 'Grenoble' })).id;
}

async function campaignOf(boulangerieId: number, values: Partial<typeof campaigns.$inferInsert> = {}): Promise<number> {
  const [row] = await db()
    .insert(campaigns)
    .values({ boulangerieId, nomCampagne: 'Pain au levain', description: 'Cuit au feu de bois', etat: 'active', ...values })
    .returning({ id: campaigns.id });
  return row!.id;
}

async function viewsOf(campaignId: number): Promise<number> {
  const rows = await db()
    .select({ views: campaignDailyStats.views })
    .from(campaignDailyStats)
    .where(eq(campaignDailyStats.campaignId, campaignId));
  return rows.reduce((sum, row) => sum + row.views, 0);
}

const etatOf = async (campaignId: number) =>
  (await db().select({ etat: campaigns.etat }).from(campaigns).where(eq(campaigns.id, campaignId)))[0]?.etat;

beforeAll(async () => {
  t = await buildTestApp({ ...PRO_TEST_ENV, APP_URL: 'http://fournil.test' });
  owner = await verifiedOwner(t.app, 'sponsor-owner');
}, 180_000);
afterAll(async () => t?.close());

describe('GET /api/regiepub/campagnes-sponsorisees/', () => {
  it('answers the published, paid campaign of a bakery within 2 km, and nothing beyond 2 km', async () => {
    const centre = { lat: 45.188, lng: 5.724 };
    const bakery = await bakeryAt('Le Fournil du Vercors', offset(centre, 1.5, 0));
    await payMonth(db(), bakery);
    const campaign = await campaignOf(bakery);

    const near = await sponsored(centre);
    expect(near.statusCode).toBe(200);
    expect(near.headers['cache-control']).toBe('no-store');
    expect(near.json()).toEqual([
      {
        id: campaign,
        nom_campagne: 'Pain au levain',
        description: 'Cuit au feu de bois',
        image: null,
        boulangerie: { id: bakery, nom: 'Le Fournil du Vercors', ville: 'Grenoble', distance_km: 1.5 },
      },
    ]);
    expect((await sponsored(offset(centre, -0.6, 0))).json()).toEqual([]);
  });

  it('answers nothing for a draft, an unpaid month, an ended campaign or a month paid only for another period', async () => {
    const centre = { lat: 44.0, lng: 4.0 };
    const draft = await bakeryAt('Brouillon', offset(centre, 0.2, 0));
    await payMonth(db(), draft);
    await campaignOf(draft, { etat: 'brouillon' });
    const unpaid = await bakeryAt('Impayée', offset(centre, 0.3, 0));
    await campaignOf(unpaid);
    const ended = await bakeryAt('Terminée', offset(centre, 0.4, 0));
    await payMonth(db(), ended);
    const yesterday = parisDay(new Date(Date.now() - 86_400_000));
    await campaignOf(ended, { endsOn: yesterday });
    const lastMonth = await bakeryAt('Mois passé', offset(centre, 0.5, 0));
    await payMonth(db(), lastMonth, '2020-01-01');
    await campaignOf(lastMonth);

    expect((await sponsored(centre)).json()).toEqual([]);
  });

  it('answers at most one campaign: the nearest bakery’s', async () => {
    const centre = { lat: 44.5, lng: 4.5 };
    const far = await bakeryAt('Loin', offset(centre, 1.2, 0));
    const near = await bakeryAt('Près', offset(centre, 0, 0.4));
    await payMonth(db(), far);
    await payMonth(db(), near);
    await campaignOf(far);
    const nearest = await campaignOf(near, { nomCampagne: 'La plus proche' });

    const found = (await sponsored(centre)).json();
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ id: nearest, boulangerie: { id: near, distance_km: 0.4 } });
  });

  it('counts each display as one view, a repeat from the same visitor within 30 minutes once, a crawler never', async () => {
    const centre = { lat: 43.5, lng: 3.5 };
    const bakery = await bakeryAt('Compteur', offset(centre, 0.1, 0));
    await payMonth(db(), bakery);
    const campaign = await campaignOf(bakery);

    await sponsored(centre);
    await sponsored(centre);
    expect(await viewsOf(campaign)).toBe(1);
    await sponsored(centre, FIREFOX_UA, '198.51.100.9');
    expect(await viewsOf(campaign)).toBe(2);
    await sponsored(centre, 'Googlebot/2.1 (+http://www.google.com/bot.html)', '198.51.100.10');
    expect(await viewsOf(campaign)).toBe(2);
    // The owner reads it in the campaign manager's statistics.
    const list = await t.app.inject({ method: 'GET', url: '/api/regiepub/campagnes-publicitaires/', headers: bearer(owner.access) });
    expect(list.json().find((row: { id: number }) => row.id === campaign).stats.vues).toBe(2);
  });

  it('refuses a missing or impossible centre with 400 and a French message', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/regiepub/campagnes-sponsorisees/?lat=91&lng=' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ lat: ['Latitude invalide.'], lng: ['Longitude invalide.'] });
  });
});

describe('publish on payment: POST /api/payments/create-payment-session/ with campagne_id', () => {
  const paySession = (account: Account, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/payments/create-payment-session/', headers: bearer(account.access), payload });
  const simulate = (account: Account, sessionId: string, action: 'payer' | 'annuler') =>
    t.app.inject({ method: 'POST', url: `/api/payments/simulation/${sessionId}/${action}/`, headers: bearer(account.access) });
  /** A draft ready to be paid for: it has an image. */
  const draftWithImage = async (bakery: number) => {
    const id = await campaignOf(bakery, { etat: 'brouillon' });
    await addCampaignImageRow(db(), id);
    return id;
  };

  it('publishes the campaign in the step that records the payment, exactly once', async () => {
    const bakery = await bakeryAt('Payée depuis la campagne', { lat: 45.19, lng: 5.73 });
    const campaign = await draftWithImage(bakery);
    const started = await paySession(owner, { boulangerie_id: bakery, mode: 'payment', campagne_id: campaign });
    expect(started.statusCode).toBe(200);
    const sessionId: string = started.json().session_id;
    expect(await etatOf(campaign)).toBe('brouillon');

    const [first, second] = await Promise.all([simulate(owner, sessionId, 'payer'), simulate(owner, sessionId, 'payer')]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(await etatOf(campaign)).toBe('active');
    // The status check after the fact changes nothing more, and an unpublish is not undone by it.
    await t.app.inject({
      method: 'PATCH',
      url: `/api/regiepub/campagnes-publicitaires/${campaign}/`,
      headers: bearer(owner.access),
      payload: { etat: 'brouillon' },
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/payments/status/?session_id=${sessionId}` })).json().status).toBe('success');
    expect(await etatOf(campaign)).toBe('brouillon');
    const months = await db().execute(
      sql`SELECT count(*)::int AS n FROM bakery_monthly_payments WHERE boulangerie_id = ${bakery} AND period = ${parisMonthStart()}`,
    );
    expect((months as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });

  it('publishes it from a monthly subscription too', async () => {
    const bakery = await bakeryAt('Abonnée', { lat: 45.2, lng: 5.74 });
    const campaign = await draftWithImage(bakery);
    const started = await paySession(owner, { boulangerie_id: bakery, mode: 'subscription', campagne_id: campaign });
    expect((await simulate(owner, started.json().session_id, 'payer')).statusCode).toBe(200);
    expect(await etatOf(campaign)).toBe('active');
  });

  it('never publishes an unpaid campaign: a cancelled checkout leaves it a draft', async () => {
    const bakery = await bakeryAt('Annulée', { lat: 45.21, lng: 5.75 });
    const campaign = await draftWithImage(bakery);
    const started = await paySession(owner, { boulangerie_id: bakery, campagne_id: campaign });
    expect((await simulate(owner, started.json().session_id, 'annuler')).statusCode).toBe(200);
    expect(await etatOf(campaign)).toBe('brouillon');
  });

  it('refuses a campaign of another bakery, an unknown one, an ended one, or one that cannot take the active slot', async () => {
    const bakery = await bakeryAt('Refus', { lat: 45.22, lng: 5.76 });
    const other = await bakeryAt('Autre', { lat: 45.23, lng: 5.77 });
    const foreign = await draftWithImage(other);
    expect((await paySession(owner, { boulangerie_id: bakery, campagne_id: foreign })).json()).toEqual({
      campagne_id: [CAMPAIGN_MESSAGES.otherBakery],
    });
    const unknown = await paySession(owner, { boulangerie_id: bakery, campagne_id: 2_000_000_000 });
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { detail: CAMPAIGN_MESSAGES.notFound }]);
    const ended = await campaignOf(bakery, { etat: 'terminee' });
    const refusedEnded = await paySession(owner, { boulangerie_id: bakery, campagne_id: ended });
    expect([refusedEnded.statusCode, refusedEnded.json()]).toEqual([409, { detail: CAMPAIGN_MESSAGES.ended }]);
    await campaignOf(bakery, { etat: 'active', nomCampagne: 'Déjà active' });
    const draft = await draftWithImage(bakery);
    const refusedSlot = await paySession(owner, { boulangerie_id: bakery, campagne_id: draft });
    expect([refusedSlot.statusCode, refusedSlot.json()]).toEqual([409, { detail: CAMPAIGN_MESSAGES.alreadyActive }]);
  });

  it('refuses to take the fee for a campaign without any image (409), and opens no checkout', async () => {
    const bakery = await bakeryAt('Sans image', { lat: 45.24, lng: 5.78 });
    const bare = await campaignOf(bakery, { etat: 'brouillon' });
    const sessionsBefore = await db().execute(sql`SELECT count(*)::int AS n FROM payment_sessions WHERE boulangerie_id = ${bakery}`);
    const refused = await paySession(owner, { boulangerie_id: bakery, mode: 'payment', campagne_id: bare });
    expect([refused.statusCode, refused.json()]).toEqual([409, { detail: CAMPAIGN_MESSAGES.payNeedsImage }]);
    const sessionsAfter = await db().execute(sql`SELECT count(*)::int AS n FROM payment_sessions WHERE boulangerie_id = ${bakery}`);
    expect((sessionsAfter as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(
      (sessionsBefore as unknown as { rows: { n: number }[] }).rows[0]!.n,
    );
    expect(await etatOf(bare)).toBe('brouillon');
    // With an image, the same campaign may be paid for.
    await addCampaignImageRow(db(), bare);
    expect((await paySession(owner, { boulangerie_id: bakery, mode: 'payment', campagne_id: bare })).statusCode).toBe(200);
  });
});
