// Staff refunds with Stripe (docs/back-office.md, "Refunds"): the refund goes to Stripe's
// `POST /v1/refunds` (the local peer) with the payment intent and the amount, and is recorded at
// once with its credit note; when Stripe fails, the answer is a French 503 and nothing is recorded.
import { ADMIN_REFUND_MESSAGES, type TAdminPayment } from '@fournil/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, payments } from '../../../src/db/schema/index.js';
import { adminRequest, staffAccount } from '../../testing/admin-fixtures.js';
import { bearer } from '../../testing/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../testing/helper.js';
import { verifiedOwner } from '../../testing/payment-fixtures.js';
import { PRO_TEST_ENV, type Account } from '../../testing/manager-fixtures.js';
import { chargeObject, signedEvent, startStripePeer, type StripePeer } from '../../testing/stripe-peer.js';

let t: TestApp;
let peer: StripePeer;
let staff: Account;

const refund = (id: number, payload?: Record<string, unknown>) =>
  adminRequest(t.app, staff, 'POST', `/api/admin/paiements/${id}/rembourser/`, payload);
const WEBHOOK_SECRET = 'whsec_test_refunds';
/** Stripe's own `charge.refunded` for the intent, with the cumulative refunded total, signed and delivered. */
const chargeRefunded = (paymentIntent: string, amountRefunded: number, id: string) => {
  const body = signedEvent(
    { id, type: 'charge.refunded', data: { object: chargeObject(paymentIntent, 1500, amountRefunded) } },
    WEBHOOK_SECRET,
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook/',
    headers: { 'content-type': 'application/json', 'stripe-signature': body.signature },
    payload: body.payload,
  });
};
const refundRequests = () => peer.requests.filter((request) => request.method === 'POST' && request.path === '/v1/refunds');

/** A one-off access paid on Stripe: the session completed at the peer, then confirmed by the status check. */
async function paidOnStripe(owner: Account): Promise<{ ledgerId: number; paymentIntent: string }> {
  const checkout = await t.app.inject({
    method: 'POST',
    url: '/api/payments/create-checkout-session/',
    headers: bearer(owner.access),
    payload: { mode: 'payment' },
  });
  const sessionId = checkout.json().sessionId as string;
  const session = peer.complete(sessionId);
  const status = await t.app.inject({ method: 'GET', url: `/api/payments/paiements/status/?session_id=${sessionId}` });
  expect(status.json().status).toBe('paid');
  const list = await adminRequest(t.app, staff, 'GET', `/api/admin/payments/?q=${encodeURIComponent(owner.email)}`);
  const [row] = list.json().results as TAdminPayment[];
  return { ledgerId: row!.ledger!.id, paymentIntent: session.payment_intent! };
}

const recorded = async (id: number) => {
  const [row] = await t.app.db.db.select({ refunded: payments.refundedCents }).from(payments).where(eq(payments.id, id));
  const documents = await t.app.db.db.select({ type: invoices.type }).from(invoices).where(eq(invoices.paymentId, id));
  return { refunded: row!.refunded, creditNotes: documents.filter((document) => document.type === 'avoir').length };
};

beforeAll(async () => {
  peer = await startStripePeer();
  t = await buildTestApp({
    ...PRO_TEST_ENV,
    PAYMENTS_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_fournil',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: peer.url,
  });
  staff = await staffAccount(t.app, 'stripe-remb-staff');
}, 180_000);

afterAll(async () => {
  await t?.close();
  await peer?.close();
});

describe('POST /api/admin/paiements/{id}/rembourser/ with Stripe', () => {
  it('sends the payment intent and the amount to Stripe and records the refund at once, with its credit note', async () => {
    const owner = await verifiedOwner(t.app, 'stripe-remb');
    const { ledgerId, paymentIntent } = await paidOnStripe(owner);

    const response = await refund(ledgerId, { amount_cents: 500 });
    expect(response.statusCode).toBe(200);
    expect(response.json().avoir).toMatch(/^A-\d{4}-\d{6}$/);
    expect(response.json().payment).toMatchObject({ refunded_cents: 500, refundable_cents: 1000 });
    const [sent] = refundRequests();
    expect(sent!.form.get('payment_intent')).toBe(paymentIntent);
    expect(sent!.form.get('amount')).toBe('500');
    expect(sent!.authorization).toBe('Bearer sk_test_fournil');
    expect(peer.paymentIntents.get(paymentIntent)!.amountRefunded).toBe(500);
    expect(await recorded(ledgerId)).toEqual({ refunded: 500, creditNotes: 1 });

    const rest = await refund(ledgerId);
    expect(rest.statusCode).toBe(200);
    expect(refundRequests().at(-1)!.form.get('amount')).toBe('1000');
    expect(peer.paymentIntents.get(paymentIntent)!.amountRefunded).toBe(1500);
    expect(await recorded(ledgerId)).toEqual({ refunded: 1500, creditNotes: 2 });
  });

  it("then Stripe's own charge.refunded events, twice and out of order, change nothing more: one credit note per refund", async () => {
    const owner = await verifiedOwner(t.app, 'stripe-remb-echo');
    const { ledgerId, paymentIntent } = await paidOnStripe(owner);
    expect((await refund(ledgerId, { amount_cents: 500 })).statusCode).toBe(200);
    expect((await refund(ledgerId)).statusCode).toBe(200);
    expect(await recorded(ledgerId)).toEqual({ refunded: 1500, creditNotes: 2 });

    // Stripe sends one event per refund, each with the total so far; here the second comes first, then both again.
    const responses = [
      await chargeRefunded(paymentIntent, 1500, 'evt_echo_full'),
      await chargeRefunded(paymentIntent, 500, 'evt_echo_partial'),
      ...(await Promise.all([
        chargeRefunded(paymentIntent, 1500, 'evt_echo_full'),
        chargeRefunded(paymentIntent, 500, 'evt_echo_partial'),
      ])),
    ];
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await recorded(ledgerId)).toEqual({ refunded: 1500, creditNotes: 2 });
    expect(refundRequests().filter((request) => request.form.get('payment_intent') === paymentIntent)).toHaveLength(2);
  });

  it('answers a French 503 and records nothing when Stripe fails', async () => {
    const owner = await verifiedOwner(t.app, 'stripe-panne');
    const { ledgerId, paymentIntent } = await paidOnStripe(owner);
    peer.refundFailure = { status: 500, message: 'An unknown error occurred' };
    try {
      const response = await refund(ledgerId);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ detail: ADMIN_REFUND_MESSAGES.providerFailed });
    } finally {
      peer.refundFailure = null;
    }
    expect(await recorded(ledgerId)).toEqual({ refunded: 0, creditNotes: 0 });
    expect(peer.paymentIntents.get(paymentIntent)!.amountRefunded).toBe(0);
    const access = await t.app.inject({ method: 'GET', url: '/api/payments/access/', headers: bearer(owner.access) });
    expect(access.json().has_access).toBe(true);
  });
});
