// Payments as staff follow them (docs/back-office.md, "Payments"): the filtered list, paid totals
// per Paris month, and the CSV export — BOM, `;`, French header and amounts, formula cells made
// inert, at most ADMIN_CSV_MAX_ROWS rows, each export audited.
import { ADMIN_CSV_MAX_ROWS, type TAdminPayment } from '@fournil/shared';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentSessions, promoCodes, users } from '../../../src/db/schema/index.js';
import { ADMIN_SERVER_MESSAGES } from '../../../src/modules/admin/admin-messages.js';
import { adminRequest, auditEntriesOf, staffAccount } from '../../testing/admin-fixtures.js';
import { insertBakery, insertOwner } from '../../testing/bakery-fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/helper.js';
import { PRO_TEST_ENV, type Account } from '../../testing/manager-fixtures.js';

let t: TestApp;
let staff: Account;
const ids: Record<'bakeryMarch' | 'accessApril' | 'pending' | 'formula' | 'failedFebruary', number> = {} as never;
/** A name that, split at its commas, would be two formulas: a DDE call and a function. */
const CHEZ_PAUL = "Chez Paul,=cmd|'/C calc'!A0,@SUM(1+1)";
let ownerA: number;
let bakeryMarch: { id: number; nom: string };

const api = (url: string) => adminRequest(t.app, staff, 'GET', url);
const listIds = async (query: string) =>
  ((await api(`/api/admin/payments/?${query}`)).json().results as TAdminPayment[]).map((payment) => payment.id);
const parisToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

async function insertPayment(values: typeof paymentSessions.$inferInsert): Promise<number> {
  const [row] = await t.app.db.db.insert(paymentSessions).values(values).returning({ id: paymentSessions.id });
  return row!.id;
}

beforeAll(async () => {
  t = await buildTestApp(PRO_TEST_ENV);
  staff = await staffAccount(t.app, 'paiements-staff');
  const db = t.app.db.db;
  ownerA = await insertOwner(db);
  const [trickster] = await db
    .insert(users)
    .values({ username: 'farceur', email: '+33@farceur.example', passwordHash: 'x', emailVerified: true, isProprietaire: true })
    .returning({ id: users.id });
  bakeryMarch = await insertBakery(db, ownerA, { nom: 'Au Bon Pain; et Vin', position: null });
  const formulaBakery = await insertBakery(db, trickster!.id, { nom: '=HYPERLINK("http://mal.example")', position: null });
  const [promo] = await db.insert(promoCodes).values({ code: 'BIENVENUE', discountCents: 300 }).returning({ id: promoCodes.id });

  const at = (iso: string) => new Date(iso);
  ids.bakeryMarch = await insertPayment({
    userId: ownerA,
    purpose: 'bakery_month',
    boulangerieId: bakeryMarch.id,
    period: '2025-03-01',
    amountCents: 1500,
    provider: 'stripe',
    providerSessionId: 'cs_mars',
    status: 'paid',
    createdAt: at('2025-03-10T10:00:00Z'),
    completedAt: at('2025-03-10T10:01:00Z'),
  });
  // 31 March 22:30 UTC is 1 April 00:30 in Paris (summer time): an April payment.
  ids.accessApril = await insertPayment({
    userId: ownerA,
    purpose: 'ad_access_payment',
    amountCents: 1200,
    promoCodeId: promo!.id,
    provider: 'simulated',
    providerSessionId: 'sim_avril',
    status: 'paid',
    createdAt: at('2025-03-31T22:30:00Z'),
    completedAt: at('2025-03-31T22:31:00Z'),
  });
  ids.pending = await insertPayment({
    userId: trickster!.id,
    purpose: 'ad_access_subscription',
    amountCents: 1200,
    provider: 'stripe',
    providerSessionId: 'cs_attente',
    status: 'pending',
    createdAt: at('2025-04-05T09:00:00Z'),
  });
  ids.formula = await insertPayment({
    userId: trickster!.id,
    purpose: 'bakery_month',
    boulangerieId: formulaBakery.id,
    period: '2025-04-01',
    amountCents: 1500,
    provider: 'stripe',
    providerSessionId: '@cs_formule',
    status: 'paid',
    createdAt: at('2025-04-10T08:00:00Z'),
    completedAt: at('2025-04-10T08:00:30Z'),
  });
  // 31 January 23:30 UTC is 1 February in Paris.
  ids.failedFebruary = await insertPayment({
    userId: ownerA,
    purpose: 'bakery_month',
    boulangerieId: bakeryMarch.id,
    period: '2025-02-01',
    amountCents: 1500,
    provider: 'stripe',
    providerSessionId: 'cs_fevrier',
    status: 'failed',
    createdAt: at('2025-01-31T23:30:00Z'),
  });
}, 180_000);

afterAll(async () => {
  await t?.close();
});

describe('GET /api/admin/payments/', () => {
  it('lists every payment newest first with its account, bakery, month and promo code', async () => {
    const response = await api('/api/admin/payments/');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.count).toBe(5);
    expect((body.results as TAdminPayment[]).map((payment) => payment.id)).toEqual([
      ids.formula,
      ids.pending,
      ids.accessApril,
      ids.bakeryMarch,
      ids.failedFebruary,
    ]);
    const byId = new Map((body.results as TAdminPayment[]).map((payment) => [payment.id, payment]));
    expect(byId.get(ids.bakeryMarch)).toMatchObject({
      provider: 'stripe',
      provider_session_id: 'cs_mars',
      status: 'paid',
      purpose: 'bakery_month',
      amount_cents: 1500,
      period: '2025-03-01',
      boulangerie: { id: bakeryMarch.id, nom: bakeryMarch.nom },
      promo_code: null,
      completed_at: '2025-03-10T10:01:00.000Z',
    });
    expect(byId.get(ids.accessApril)).toMatchObject({ boulangerie: null, promo_code: 'BIENVENUE', user: { id: ownerA } });
  });

  it('filters by provider, status, purpose and Paris days, and sorts by amount', async () => {
    expect(await listIds('status=paid')).toEqual([ids.formula, ids.accessApril, ids.bakeryMarch]);
    expect(await listIds('provider=simulated')).toEqual([ids.accessApril]);
    expect(await listIds('purpose=bakery_month&status=paid')).toEqual([ids.formula, ids.bakeryMarch]);
    expect(await listIds('from=2025-02-01&to=2025-02-01')).toEqual([ids.failedFebruary]);
    expect(await listIds('to=2025-01-31')).toEqual([]);
    expect(await listIds('from=2025-04-01')).toEqual([ids.formula, ids.pending, ids.accessApril]);
    expect(await listIds('to=2025-03-31')).toEqual([ids.bakeryMarch, ids.failedFebruary]);
    expect(await listIds('q=bienvenue')).toEqual([ids.accessApril]);
    expect((await listIds('sort=amount_cents')).slice(0, 2).sort()).toEqual([ids.accessApril, ids.pending].sort());
    const badDay = await api('/api/admin/payments/?from=2025-13-01');
    expect(badDay.statusCode).toBe(400);
    expect(badDay.json()).toEqual({ from: ['Date invalide.'] });
    expect((await api('/api/admin/payments/?status=rembourse')).statusCode).toBe(400);
  });
});

describe('GET /api/admin/payments/totals/', () => {
  it('sums paid amounts per Paris month, newest first, with the list’s filters', async () => {
    const totals = await api('/api/admin/payments/totals/');
    expect(totals.statusCode).toBe(200);
    expect(totals.json()).toEqual([
      { month: '2025-04', paid_cents: 2700, paid_count: 2 },
      { month: '2025-03', paid_cents: 1500, paid_count: 1 },
    ]);
    expect((await api('/api/admin/payments/totals/?purpose=bakery_month')).json()).toEqual([
      { month: '2025-04', paid_cents: 1500, paid_count: 1 },
      { month: '2025-03', paid_cents: 1500, paid_count: 1 },
    ]);
    expect((await api('/api/admin/payments/totals/?status=pending')).json()).toEqual([]);
  });
});

describe('GET /api/admin/payments/export.csv', () => {
  it('sends a CSV French spreadsheets open as is: BOM, `;`, French header, `15,00`, Paris dates, a dated file name', async () => {
    const response = await api('/api/admin/payments/export.csv?sort=created_at');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="paiements-${parisToday()}.csv"`);
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines.pop()).toBe('');
    expect(lines[0]).toBe(
      'Numéro;Créé le;Payé le;Prestataire;Référence du prestataire;Statut;Objet;Montant (€);Mois payé;Compte;Boulangerie;Code promo',
    );
    expect(lines).toHaveLength(6);
    expect(lines[2]).toBe(
      `${ids.bakeryMarch};10/03/2025 11:00;10/03/2025 11:01;stripe;cs_mars;Payé;Publication du mois d’une boulangerie;15,00;03/2025;${await ownerEmail(ownerA)};"Au Bon Pain; et Vin";`,
    );
    expect(lines[3]).toBe(
      `${ids.accessApril};01/04/2025 00:30;01/04/2025 00:31;simulated;sim_avril;Payé;Accès à la Régie Publicitaire (paiement unique);12,00;;${await ownerEmail(ownerA)};;BIENVENUE`,
    );
  });

  it('makes cells a spreadsheet would run as formulas inert with a leading apostrophe', async () => {
    const response = await api('/api/admin/payments/export.csv?status=paid&purpose=bakery_month&from=2025-04-01');
    const [, line, ...rest] = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(rest).toEqual(['']);
    expect(line).toBe(
      `${ids.formula};10/04/2025 10:00;10/04/2025 10:00;stripe;'@cs_formule;Payé;Publication du mois d’une boulangerie;15,00;04/2025;'+33@farceur.example;"'=HYPERLINK(""http://mal.example"")";`,
    );
  });

  it('writes each export to the audit log with its filters and row count', async () => {
    const entries = await auditEntriesOf(t.app, staff, 'payments', `paiements-${parisToday()}.csv`);
    expect(entries.map((entry) => entry.action)).toEqual(['export', 'export']);
    expect(entries[1]).toMatchObject({
      actor_email: staff.email,
      after: { filters: { status: 'paid', purpose: 'bakery_month', from: '2025-04-01' }, rows: 1 },
    });
  });

  it('gives back, read by a CSV parser, the name of a bakery holding formulas as one cell, and no cell that starts a formula', async () => {
    const chezPaul = await insertBakery(t.app.db.db, ownerA, { nom: CHEZ_PAUL, position: null });
    await insertPayment({
      userId: ownerA,
      purpose: 'bakery_month',
      boulangerieId: chezPaul.id,
      period: '2025-06-01',
      amountCents: 1500,
      provider: 'stripe',
      providerSessionId: 'cs_chez_paul',
      status: 'paid',
      createdAt: new Date('2025-06-02T08:00:00Z'),
      completedAt: new Date('2025-06-02T08:01:00Z'),
    });
    const response = await api('/api/admin/payments/export.csv?from=2025-04-01');
    const cells = (parse(response.body, { bom: true, delimiter: ';' }) as string[][]).flat();
    expect(cells.filter((cell) => cell === CHEZ_PAUL)).toHaveLength(1);
    expect(cells.filter((cell) => cell.includes('cmd|'))).toEqual([CHEZ_PAUL]);
    expect(cells).toEqual(expect.arrayContaining(['\'=HYPERLINK("http://mal.example")', "'+33@farceur.example", "'@cs_formule"]));
    expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
  });

  it(`refuses more than ${ADMIN_CSV_MAX_ROWS} rows with a French message asking to narrow the dates`, async () => {
    await t.app.db.db.execute(sql`
      INSERT INTO payment_sessions (user_id, purpose, amount_cents, provider, provider_session_id, status, created_at)
      SELECT ${ownerA}, 'ad_access_payment', 1500, 'lot', 'lot-' || g, 'failed', timestamptz '2024-01-01 12:00:00+00' + (g % 100) * interval '1 day'
      FROM generate_series(1, ${ADMIN_CSV_MAX_ROWS + 1}) AS g`);
    const tooMany = await api('/api/admin/payments/export.csv?provider=lot');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ detail: ADMIN_SERVER_MESSAGES.csvTooManyRows });
    const narrowQuery = 'provider=lot&from=2024-01-01&to=2024-01-05';
    const narrowed = await api(`/api/admin/payments/export.csv?${narrowQuery}`);
    expect(narrowed.statusCode).toBe(200);
    const { count } = (await api(`/api/admin/payments/?${narrowQuery}`)).json();
    expect(count).toBeGreaterThan(2000);
    expect(narrowed.body.split('\r\n').length - 2).toBe(count);
    // The list pages the same rows, whatever their number.
    expect((await api('/api/admin/payments/?provider=lot&page_size=100')).json()).toMatchObject({
      count: ADMIN_CSV_MAX_ROWS + 1,
      page_size: 100,
    });
  });
});

async function ownerEmail(id: number): Promise<string> {
  const rows = await t.app.db.db
    .select({ email: users.email })
    .from(users)
    .where(sql`${users.id} = ${id}`);
  return rows[0]!.email;
}
