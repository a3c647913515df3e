// Staff refunds with the simulated provider (docs/back-office.md, "Refunds"):
// `POST /api/admin/paiements/{id}/rembourser/` — the whole remaining amount or part of it, a credit
// note per refund, the access ended once nothing is left, French 400/409, staff only, audited, and
// two refunds at once give back the money once.
import {
  ADMIN_MESSAGES,
  ADMIN_REFUND_MESSAGES,
  INVOICE_MESSAGES,
  INVOICE_NUMBER_PATTERN,
  formatEuros,
  type TAdminPayment,
} from '@fournil/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../../src/db/schema/index.js';
import { adminRequest, auditEntriesOf, staffAccount } from '../../testing/admin-fixtures.js';
import { bearer } from '../../testing/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../testing/helper.js';
import { verifiedOwner } from '../../testing/payment-fixtures.js';
import { PRO_TEST_ENV, type Account } from '../../testing/manager-fixtures.js';

let t: TestApp;
let staff: Account;

const refund = (account: Account | null, id: number, payload?: Record<string, unknown>) =>
  adminRequest(t.app, account, 'POST', `/api/admin/paiements/${id}/rembourser/`, payload);
const hasAccess = async (account: Account) =>
  (await t.app.inject({ method: 'GET', url: '/api/payments/access/', headers: bearer(account.access) })).json().has_access as boolean;

/** The owner buys the one-off access (15,00 €) on the simulated checkout; the staff list shows it. */
async function paidAccess(owner: Account): Promise<TAdminPayment> {
  const checkout = await t.app.inject({
    method: 'POST',
    url: '/api/payments/create-checkout-session/',
    headers: bearer(owner.access),
    payload: { mode: 'payment' },
  });
  const sessionId = checkout.json().sessionId as string;
  const paid = await t.app.inject({ method: 'POST', url: `/api/payments/simulation/${sessionId}/payer/`, headers: bearer(owner.access) });
  if (paid.statusCode !== 200) throw new Error(`Payer: ${paid.statusCode} ${paid.body}`);
  const list = await adminRequest(t.app, staff, 'GET', `/api/admin/payments/?q=${encodeURIComponent(owner.email)}`);
  const [row] = list.json().results as TAdminPayment[];
  if (!row?.ledger) throw new Error(`no recorded payment for ${owner.email}: ${list.body}`);
  return row;
}

const creditNotesOf = async (paymentId: number) =>
  (
    await t.app.db.db
      .select({ number: invoices.number, type: invoices.type, ttc: invoices.totalTtcCents })
      .from(invoices)
      .where(eq(invoices.paymentId, paymentId))
  ).filter((document) => document.type === 'avoir');

beforeAll(async () => {
  t = await buildTestApp(PRO_TEST_ENV);
  staff = await staffAccount(t.app, 'remboursement-staff');
}, 180_000);

afterAll(async () => {
  await t?.close();
});

describe('GET /api/admin/payments/ and the recorded payment', () => {
  it('shows a paid session with its invoice (staff PDF address), nothing refunded and no dispute', async () => {
    const owner = await verifiedOwner(t.app, 'remb-liste');
    const row = await paidAccess(owner);
    expect(row.ledger).toMatchObject({
      amount_cents: 1500,
      refunded_cents: 0,
      refundable_cents: 1500,
      method: 'simulation',
      disputed_at: null,
      refunded_at: null,
    });
    expect(row.ledger!.documents).toHaveLength(1);
    const [invoice] = row.ledger!.documents;
    expect(invoice).toMatchObject({ type: 'facture', montant_ttc_cents: 1500, pdf_url: `/api/admin/factures/${invoice!.numero}/pdf/` });
    expect(invoice!.numero).toMatch(INVOICE_NUMBER_PATTERN);
  });

  it('lets staff download any document as PDF; the owner is refused there (403) and an unknown number is 404', async () => {
    const owner = await verifiedOwner(t.app, 'remb-pdf');
    const [invoice] = (await paidAccess(owner)).ledger!.documents;
    const pdf = await adminRequest(t.app, staff, 'GET', invoice!.pdf_url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${invoice!.numero}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await adminRequest(t.app, owner, 'GET', invoice!.pdf_url)).statusCode).toBe(403);
    const unknown = await adminRequest(t.app, staff, 'GET', '/api/admin/factures/F-1999-000001/pdf/');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: INVOICE_MESSAGES.notFound });
  });
});

describe('POST /api/admin/paiements/{id}/rembourser/', () => {
  it('refunds everything by default: a credit note for 15,00 €, the access ends now, the entry is audited', async () => {
    const owner = await verifiedOwner(t.app, 'remb-tout');
    const { ledger } = await paidAccess(owner);
    expect(await hasAccess(owner)).toBe(true);

    const response = await refund(staff, ledger!.id);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.avoir).toMatch(/^A-\d{4}-\d{6}$/);
    expect(body.payment).toMatchObject({ id: ledger!.id, refunded_cents: 1500, refundable_cents: 0 });
    expect(body.payment.refunded_at).not.toBeNull();
    expect(body.payment.documents.map((document: { type: string }) => document.type)).toEqual(['facture', 'avoir']);
    expect(body.payment.documents[1]).toMatchObject({ numero: body.avoir, montant_ttc_cents: 1500 });
    expect(await hasAccess(owner)).toBe(false);

    const [entry] = await auditEntriesOf(t.app, staff, 'payment', ledger!.id);
    expect(entry).toMatchObject({
      action: 'refund',
      actor_email: staff.email,
      before: { refunded_cents: 0 },
      after: { refunded_cents: 1500, amount_refunded_now_cents: 1500 },
    });

    const again = await refund(staff, ledger!.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: ADMIN_REFUND_MESSAGES.alreadyRefunded });
    expect(await creditNotesOf(ledger!.id)).toHaveLength(1);
  });

  it('refunds part, refuses more than what is left, then refunds the rest: one credit note each, access ends with the last', async () => {
    const owner = await verifiedOwner(t.app, 'remb-partiel');
    const { ledger } = await paidAccess(owner);

    const part = await refund(staff, ledger!.id, { amount_cents: 500 });
    expect(part.statusCode).toBe(200);
    expect(part.json().payment).toMatchObject({ refunded_cents: 500, refundable_cents: 1000 });
    expect(await hasAccess(owner)).toBe(true);

    const tooMuch = await refund(staff, ledger!.id, { amount_cents: 1001 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toEqual({ amount_cents: [ADMIN_REFUND_MESSAGES.tooMuch(formatEuros(1000))] });

    const rest = await refund(staff, ledger!.id, {});
    expect(rest.statusCode).toBe(200);
    expect(rest.json().payment).toMatchObject({ refunded_cents: 1500, refundable_cents: 0 });
    expect(await hasAccess(owner)).toBe(false);
    expect((await creditNotesOf(ledger!.id)).map((note) => note.ttc).sort((a, b) => a - b)).toEqual([500, 1000]);
  });

  it('refuses an amount that is not a positive whole number of cents, in French', async () => {
    const owner = await verifiedOwner(t.app, 'remb-montant');
    const { ledger } = await paidAccess(owner);
    for (const amount_cents of [0, -100, 12.5, '500']) {
      const response = await refund(staff, ledger!.id, { amount_cents });
      expect(response.statusCode, String(amount_cents)).toBe(400);
      expect(response.json(), String(amount_cents)).toEqual({ amount_cents: [ADMIN_REFUND_MESSAGES.amount] });
    }
    expect(await creditNotesOf(ledger!.id)).toEqual([]);
  });

  it('gives the money back once when two refunds of everything arrive together (a double click)', async () => {
    const owner = await verifiedOwner(t.app, 'remb-double');
    const { ledger } = await paidAccess(owner);
    const responses = await Promise.all([refund(staff, ledger!.id), refund(staff, ledger!.id)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    // The second click finds the first one's refund under way, or already recorded.
    expect([ADMIN_REFUND_MESSAGES.inProgress, ADMIN_REFUND_MESSAGES.alreadyRefunded]).toContain(
      responses.find((response) => response.statusCode === 409)!.json().detail,
    );
    expect(await creditNotesOf(ledger!.id)).toEqual([expect.objectContaining({ ttc: 1500 })]);
    const entries = await auditEntriesOf(t.app, staff, 'payment', ledger!.id);
    expect(entries.filter((entry) => entry.action === 'refund')).toHaveLength(1);
  });

  it('is for the staff only: 401 without a session, 403 for the owner of the payment', async () => {
    const owner = await verifiedOwner(t.app, 'remb-interdit');
    const { ledger } = await paidAccess(owner);
    expect((await refund(null, ledger!.id)).statusCode).toBe(401);
    const forbidden = await refund(owner, ledger!.id);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ detail: ADMIN_MESSAGES.staffOnly });
    expect(await hasAccess(owner)).toBe(true);
    expect(await creditNotesOf(ledger!.id)).toEqual([]);
  });

  it('answers 404 for a payment that does not exist', async () => {
    const response = await refund(staff, 2_000_000_000);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: ADMIN_MESSAGES.notFound });
  });
});
