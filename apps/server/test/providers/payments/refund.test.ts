// Refunds at the provider (docs/back-office.md, "Refunds"): Stripe's `POST /v1/refunds` with the
// payment intent and the amount in cents, against the local peer; the simulated provider refunds
// at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentProviderError, SimulatedPaymentProvider, StripePaymentProvider } from '../../../src/providers/payments/index.js';
import { startStripePeer, type StripePeer } from '../../testing/stripe-peer.js';

let peer: StripePeer;
let stripe: StripePaymentProvider;

beforeAll(async () => {
  peer = await startStripePeer();
  stripe = new StripePaymentProvider({ secretKey: 'sk_test_refunds', webhookSecret: undefined, apiUrl: peer.url });
});

afterAll(async () => {
  await peer?.close();
});

describe('StripePaymentProvider.refund', () => {
  it('sends the payment intent and the amount to POST /v1/refunds and reads the Refund object', async () => {
    peer.addPaymentIntent('pi_partiel', 1500);
    const refund = await stripe.refund('pi_partiel', 500, { idempotencyKey: 'fournil-refund-1-0-500' });
    expect(refund).toMatchObject({ status: 'succeeded', amountCents: 500 });
    expect(refund.refundId).toMatch(/^re_/);
    const sent = peer.requests.filter((request) => request.path === '/v1/refunds').at(-1)!;
    expect(sent.method).toBe('POST');
    expect(sent.form.get('payment_intent')).toBe('pi_partiel');
    expect(sent.form.get('amount')).toBe('500');
    expect(sent.idempotencyKey).toBe('fournil-refund-1-0-500');
    expect(peer.paymentIntents.get('pi_partiel')!.amountRefunded).toBe(500);
  });

  it('refunds once when the same call is retried with the same idempotency key', async () => {
    peer.addPaymentIntent('pi_rejoue', 1500);
    const first = await stripe.refund('pi_rejoue', 1500, { idempotencyKey: 'fournil-refund-2-0-1500' });
    const again = await stripe.refund('pi_rejoue', 1500, { idempotencyKey: 'fournil-refund-2-0-1500' });
    expect(again.refundId).toBe(first.refundId);
    expect(peer.refunds.filter((refund) => refund.payment_intent === 'pi_rejoue')).toHaveLength(1);
  });

  it('throws a PaymentProviderError when Stripe refuses (more than what is left) or fails', async () => {
    peer.addPaymentIntent('pi_trop', 1500);
    await expect(stripe.refund('pi_trop', 1501)).rejects.toBeInstanceOf(PaymentProviderError);
    peer.refundFailure = { status: 500, message: 'Stripe is down' };
    try {
      await expect(stripe.refund('pi_trop', 100)).rejects.toBeInstanceOf(PaymentProviderError);
    } finally {
      peer.refundFailure = null;
    }
    expect(peer.paymentIntents.get('pi_trop')!.amountRefunded).toBe(0);
  });

  it('tells a refusal (a 4xx: nothing refunded) from an unknown outcome (a 5xx or no answer: maybe refunded)', async () => {
    peer.addPaymentIntent('pi_issue', 1500);
    const failure = (promise: Promise<unknown>) =>
      promise.then(
        () => null,
        (error: unknown) => error as PaymentProviderError,
      );
    expect((await failure(stripe.refund('pi_issue', 1501)))?.isRefusal).toBe(true);
    peer.refundFailure = { status: 500, message: 'An unknown error occurred' };
    try {
      expect((await failure(stripe.refund('pi_issue', 100, { idempotencyKey: 'fournil-refund-issue' })))?.isRefusal).toBe(false);
    } finally {
      peer.refundFailure = null;
    }
    const unreachable = new StripePaymentProvider({ secretKey: 'sk_test_refunds', webhookSecret: undefined, apiUrl: 'http://127.0.0.1:9' });
    const lost = await failure(unreachable.refund('pi_issue', 100));
    expect(lost).toBeInstanceOf(PaymentProviderError);
    expect(lost?.isRefusal).toBe(false);
  });
});

describe('SimulatedPaymentProvider.refund', () => {
  it('succeeds locally for the amount asked', async () => {
    const refund = await new SimulatedPaymentProvider('http://localhost').refund('sim_session', 1200);
    expect(refund).toMatchObject({ status: 'succeeded', amountCents: 1200 });
    expect(refund.refundId).toMatch(/^sim_re_/);
  });
});
