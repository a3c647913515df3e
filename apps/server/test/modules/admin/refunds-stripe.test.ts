// Staff refunds with Stripe (docs/back-office.md, "Refunds"): the refund goes to Stripe's
// `POST /v1/refunds` (the local peer) with the payment intent, the amount and an idempotency key, and
// is recorded at once with its credit note; when Stripe refuses, the answer is a French 503, nothing
// is recorded, and the refund can be asked again. What happens when Stripe is slow, does not answer,
// or when the answer and the event cross: refund-requests.test.ts.
import { ADMIN_REFUND_MESSAGES } from '@fournil/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRequest, staffAccount } from '../../testing/admin-fixtures.js';
import { bearer } from '../../testing/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../testing/helper.js';
import { verifiedOwner } from '../../testing/payment-fixtures.js';
import { PRO_TEST_ENV, type Account } from '../../testing/manager-fixtures.js';
import { startStripePeer, type StripePeer, stripeEnvFor } from '../../testing/stripe-peer.js';
import { deliverChargeRefunded, paidOnStripe, recordedRefunds, refundCalls } from '../../testing/stripe-refund-fixtures.js';

let t: TestApp;
let peer: StripePeer;
let staff: Account;

const WEBHOOK_SECRET = 'whsec_test_refunds';
const refund = (id: number, payload?: Record<string, unknown>) =>
  adminRequest(t.app, staff, 'POST', `/api/admin/paiements/${id}/rembourser/`, payload);
const chargeRefunded = (paymentIntent: string, amountRefunded: number, id: string) =>
  deliverChargeRefunded(t.app, WEBHOOK_SECRET, paymentIntent, amountRefunded, id);
const paid = (owner: Account) => paidOnStripe(t.app, peer, staff, owner);
const recorded = (ledgerId: number) => recordedRefunds(t.app, ledgerId);

beforeAll(async () => {
  peer = await startStripePeer();
  t = await buildTestApp({ ...PRO_TEST_ENV, ...stripeEnvFor(peer, WEBHOOK_SECRET) });
  staff = await staffAccount(t.app, 'stripe-remb-staff');
}, 180_000);

afterAll(async () => {
  await t?.close();
  await peer?.close();
});

describe('POST /api/admin/paiements/{id}/rembourser/ with Stripe', () => {
  it('sends the payment intent and the amount to Stripe and records the refund at once, with its credit note', async () => {
    const owner = await verifiedOwner(t.app, 'stripe-remb');
    const { ledgerId, paymentIntent } = await paid(owner);

    const response = await refund(ledgerId, { amount_cents: 500 });
    expect(response.statusCode).toBe(200);
    expect(response.json().avoir).toMatch(/^A-\d{4}-\d{6}$/);
    expect(response.json().payment).toMatchObject({ refunded_cents: 500, refundable_cents: 1000 });
    const [sent] = refundCalls(peer);
    expect(sent!.form.get('payment_intent')).toBe(paymentIntent);
    expect(sent!.form.get('amount')).toBe('500');
    expect(sent!.authorization).toBe('Bearer sk_test_fournil');
    expect(sent!.idempotencyKey).toMatch(/^fournil-refund-/);
    expect(peer.paymentIntents.get(paymentIntent)!.amountRefunded).toBe(500);
    expect(await recorded(ledgerId)).toEqual({ refunded: 500, creditNotes: 1 });

    const rest = await refund(ledgerId);
    expect(rest.statusCode).toBe(200);
    expect(refundCalls(peer).at(-1)!.form.get('amount')).toBe('1000');
    // Each refund asked has its own key: the second is not mistaken for a repeat of the first.
    expect(refundCalls(peer).at(-1)!.idempotencyKey).not.toBe(sent!.idempotencyKey);
    expect(peer.paymentIntents.get(paymentIntent)!.amountRefunded).toBe(1500);
    expect(await recorded(ledgerId)).toEqual({ refunded: 1500, creditNotes: 2 });
  });

  it("then Stripe's own charge.refunded events, twice and out of order, change nothing more: one credit note per refund", async () => {
    const owner = await verifiedOwner(t.app, 'stripe-remb-echo');
    const { ledgerId, paymentIntent } = await paid(owner);
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
    expect(refundCalls(peer).filter((request) => request.form.get('payment_intent') === paymentIntent)).toHaveLength(2);
  });

  it('answers a French 503 and records nothing when Stripe refuses; asked again once Stripe accepts, it refunds once', async () => {
    const owner = await verifiedOwner(t.app, 'stripe-refus');
    const { ledgerId, paymentIntent } = await paid(owner);
    peer.refundFailure = { status: 400, message: 'This charge cannot be refunded right now.' };
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

    // The refused refund holds nothing back: the next click is a new refund, under a new key
    // (the refused call's key would only replay the refusal).
    const again = await refund(ledgerId);
    expect(again.statusCode).toBe(200);
    const [refused, accepted] = refundCalls(peer).filter((request) => request.form.get('payment_intent') === paymentIntent);
    expect(accepted!.idempotencyKey).not.toBe(refused!.idempotencyKey);
    expect(peer.paymentIntents.get(paymentIntent)!.amountRefunded).toBe(1500);
    expect(await recorded(ledgerId)).toEqual({ refunded: 1500, creditNotes: 1 });
  });
});
