// Staff refunds against the Stripe peer (refunds-stripe.test.ts, refund-requests.test.ts): a one-off
// access paid on Stripe, Stripe's own events delivered signed to the webhook, and what the ledger
// recorded for a payment.
import type { TAdminPayment } from '@fournil/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { invoices, payments } from '../../src/db/schema/index.js';
import { adminRequest } from './admin-fixtures.js';
import { bearer } from './auth-helpers.js';
import type { Account } from './manager-fixtures.js';
import { chargeObject, signedEvent, type StripePeer } from './stripe-peer.js';

/** A one-off access (15,00 €) paid on Stripe: the session completed at the peer, then confirmed by the status check. */
export async function paidOnStripe(
  app: FastifyInstance,
  peer: StripePeer,
  staff: Account,
  owner: Account,
): Promise<{ ledgerId: number; paymentIntent: string }> {
  const checkout = await app.inject({
    method: 'POST',
    url: '/api/payments/create-checkout-session/',
    headers: bearer(owner.access),
    payload: { mode: 'payment' },
  });
  const sessionId = checkout.json().sessionId as string;
  const session = peer.complete(sessionId);
  const status = await app.inject({ method: 'GET', url: `/api/payments/paiements/status/?session_id=${sessionId}` });
  if (status.json().status !== 'paid') throw new Error(`status check: ${status.body}`);
  const list = await adminRequest(app, staff, 'GET', `/api/admin/payments/?q=${encodeURIComponent(owner.email)}`);
  const [row] = list.json().results as TAdminPayment[];
  if (!row?.ledger) throw new Error(`no recorded payment for ${owner.email}: ${list.body}`);
  return { ledgerId: row.ledger.id, paymentIntent: session.payment_intent! };
}

/** A Stripe event, signed with the webhook's secret and delivered to `POST /api/payments/webhook/`. */
export function deliverEvent(app: FastifyInstance, secret: string, event: { id: string; type: string; data: { object: object } }) {
  const body = signedEvent(event, secret);
  return app.inject({
    method: 'POST',
    url: '/api/payments/webhook/',
    headers: { 'content-type': 'application/json', 'stripe-signature': body.signature },
    payload: body.payload,
  });
}

/** Stripe's own `charge.refunded` for a 15,00 € intent, with the cumulative refunded total. */
export const deliverChargeRefunded = (app: FastifyInstance, secret: string, paymentIntent: string, amountRefunded: number, id: string) =>
  deliverEvent(app, secret, { id, type: 'charge.refunded', data: { object: chargeObject(paymentIntent, 1500, amountRefunded) } });

/** What the ledger holds for a payment: the refunded total and the number of credit notes. */
export async function recordedRefunds(app: FastifyInstance, ledgerId: number): Promise<{ refunded: number; creditNotes: number }> {
  const [row] = await app.db.db.select({ refunded: payments.refundedCents }).from(payments).where(eq(payments.id, ledgerId));
  const documents = await app.db.db.select({ type: invoices.type }).from(invoices).where(eq(invoices.paymentId, ledgerId));
  return { refunded: row!.refunded, creditNotes: documents.filter((document) => document.type === 'avoir').length };
}

export const refundCalls = (peer: StripePeer) =>
  peer.requests.filter((request) => request.method === 'POST' && request.path === '/v1/refunds');
