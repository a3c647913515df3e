// A local HTTP peer speaking the part of Stripe's API the adapter uses
// (docs/third-party-services.md, "Stripe: card payments"):
// form-encoded POST /v1/checkout/sessions → a Checkout Session object, GET /v1/checkout/sessions/{id},
// POST /v1/subscriptions/{id} (cancel at period end), POST /v1/billing_portal/sessions, POST
// /v1/refunds (a Refund object, within what the payment intent has left, replayed for a repeated
// Idempotency-Key; holdRefunds() makes the refunds at once and keeps their answers until released, a
// slow Stripe). Tests mark sessions paid with complete() (or awaiting a delayed method with
// completeAsync()), and sign the events Stripe would send with signedEvent() and the object builders below.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export type PeerSession = {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  url: string;
  success_url: string;
  cancel_url: string;
  amount_total: number;
  currency: string;
  customer_email: string | null;
  metadata: Record<string, string>;
  subscription: string | null;
  payment_intent: string | null;
  invoice: string | null;
  customer: string | null;
};

export type PeerPortalSession = { id: string; object: 'billing_portal.session'; customer: string; return_url: string; url: string };

/** Stripe's Refund object (https://docs.stripe.com/api/refunds/object), the fields the adapter reads and a few more. */
export type PeerRefund = {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  created: number;
  currency: string;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: string | null;
  status: 'succeeded' | 'pending' | 'failed' | 'canceled';
};

/** A paid payment intent: what can still be refunded. */
export type PeerPaymentIntent = { id: string; amount: number; amountRefunded: number };

export type StripePeer = {
  url: string;
  sessions: Map<string, PeerSession>;
  /** Form bodies received, by path (tests read what the adapter sent). */
  requests: {
    method: string;
    path: string;
    form: URLSearchParams;
    authorization: string | undefined;
    idempotencyKey?: string | undefined;
  }[];
  /** Payment intents by id: complete() adds one for a payment session; addPaymentIntent() any other. */
  paymentIntents: Map<string, PeerPaymentIntent>;
  refunds: PeerRefund[];
  addPaymentIntent(id: string, amount: number): PeerPaymentIntent;
  /**
   * Set to make every refund fail with this HTTP status and Stripe error (null: refunds work): a 4xx
   * is Stripe's refusal (`invalid_request_error`), a 5xx its own failure (`api_error`).
   */
  refundFailure: { status: number; message: string } | null;
  /**
   * From now on each refund is made at once but its answer is held (a slow Stripe) until the returned
   * function is called; `refundsHeld` counts the answers waiting.
   */
  holdRefunds(): () => void;
  readonly refundsHeld: number;
  canceledSubscriptions: string[];
  portalSessions: PeerPortalSession[];
  complete(id: string): PeerSession;
  /** Checkout done with a delayed method (SEPA debit): complete, not paid yet. */
  completeAsync(id: string): PeerSession;
  expire(id: string): void;
  close(): Promise<void>;
};

const stripeError = (message: string, type = 'invalid_request_error') => JSON.stringify({ error: { type, message } });

/** The server's settings for Stripe pointed at this peer, its webhooks signed with `webhookSecret`. */
export function stripeEnvFor(peer: Pick<StripePeer, 'url'>, webhookSecret: string, secretKey = 'sk_test_fournil') {
  return {
    PAYMENTS_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: secretKey,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_URL: peer.url,
  } as const;
}

export async function startStripePeer(): Promise<StripePeer> {
  const sessions = new Map<string, PeerSession>();
  const requests: StripePeer['requests'] = [];
  const canceledSubscriptions: string[] = [];
  const portalSessions: PeerPortalSession[] = [];
  const paymentIntents = new Map<string, PeerPaymentIntent>();
  const refunds: PeerRefund[] = [];
  const refundsByKey = new Map<string, PeerRefund>();
  const peerState = { refundFailure: null as StripePeer['refundFailure'], hold: null as Promise<void> | null, held: 0 };
  /** A refund's answer, sent now or when the hold is released. */
  const answerRefund = (send: (status: number, payload: string) => void, refund: PeerRefund) => {
    if (!peerState.hold) return send(200, JSON.stringify(refund));
    peerState.held += 1;
    void peerState.hold.then(() => {
      peerState.held -= 1;
      send(200, JSON.stringify(refund));
    });
  };
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const path = new URL(request.url ?? '/', 'http://peer').pathname;
      const form = new URLSearchParams(body);
      const idempotencyKey = request.headers['idempotency-key'];
      requests.push({
        method: request.method ?? '',
        path,
        form,
        authorization: request.headers.authorization,
        idempotencyKey: typeof idempotencyKey === 'string' ? idempotencyKey : undefined,
      });
      const send = (status: number, payload: string) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(6).toString('hex')}` });
        response.end(payload);
      };
      if (!request.headers.authorization?.startsWith('Bearer sk_test_'))
        return send(401, stripeError('Invalid API Key provided', 'invalid_request_error'));
      if (request.method === 'POST' && path === '/v1/checkout/sessions') {
        if (request.headers['content-type'] !== 'application/x-www-form-urlencoded') return send(400, stripeError('form body expected'));
        const id = `cs_test_${randomBytes(12).toString('hex')}`;
        const metadata: Record<string, string> = {};
        for (const [key, value] of form) {
          const match = /^metadata\[(.+)\]$/.exec(key);
          if (match) metadata[match[1]!] = value;
        }
        const session: PeerSession = {
          id,
          object: 'checkout.session',
          mode: form.get('mode') ?? 'payment',
          status: 'open',
          payment_status: 'unpaid',
          url: `https://checkout.stripe.com/c/pay/${id}`,
          success_url: (form.get('success_url') ?? '').replace('{CHECKOUT_SESSION_ID}', id),
          cancel_url: form.get('cancel_url') ?? '',
          amount_total: Number(form.get('line_items[0][price_data][unit_amount]') ?? 0),
          currency: form.get('line_items[0][price_data][currency]') ?? 'eur',
          customer_email: form.get('customer_email'),
          metadata,
          subscription: null,
          payment_intent: null,
          invoice: null,
          customer: null,
        };
        sessions.set(id, session);
        return send(200, JSON.stringify(session));
      }
      if (request.method === 'POST' && path === '/v1/coupons') {
        const coupon = {
          id: `co_${randomBytes(6).toString('hex')}`,
          object: 'coupon',
          amount_off: Number(form.get('amount_off')),
          currency: form.get('currency'),
          duration: form.get('duration'),
        };
        return send(200, JSON.stringify(coupon));
      }
      const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
      if (request.method === 'GET' && sessionMatch) {
        const session = sessions.get(decodeURIComponent(sessionMatch[1]!));
        if (!session) return send(404, stripeError(`No such checkout.session: '${sessionMatch[1]}'`));
        return send(200, JSON.stringify(session));
      }
      const subscriptionMatch = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
      if (request.method === 'POST' && subscriptionMatch) {
        canceledSubscriptions.push(decodeURIComponent(subscriptionMatch[1]!));
        return send(
          200,
          JSON.stringify({
            id: subscriptionMatch[1],
            object: 'subscription',
            cancel_at_period_end: form.get('cancel_at_period_end') === 'true',
          }),
        );
      }
      if (request.method === 'POST' && path === '/v1/billing_portal/sessions') {
        const customer = form.get('customer');
        if (!customer) return send(400, stripeError('Missing required param: customer.'));
        const id = `bps_${randomBytes(8).toString('hex')}`;
        const portal: PeerPortalSession = {
          id,
          object: 'billing_portal.session',
          customer,
          return_url: form.get('return_url') ?? '',
          url: `https://billing.stripe.com/p/session/${id}`,
        };
        portalSessions.push(portal);
        return send(200, JSON.stringify(portal));
      }
      if (request.method === 'POST' && path === '/v1/refunds') {
        const replayed = typeof idempotencyKey === 'string' ? refundsByKey.get(idempotencyKey) : undefined;
        if (replayed) return answerRefund(send, replayed);
        const failure = peerState.refundFailure;
        if (failure)
          return send(failure.status, stripeError(failure.message, failure.status < 500 ? 'invalid_request_error' : 'api_error'));
        const intentId = form.get('payment_intent') ?? '';
        const intent = paymentIntents.get(intentId);
        if (!intent) return send(404, stripeError(`No such payment_intent: '${intentId}'`));
        const left = intent.amount - intent.amountRefunded;
        const amount = form.has('amount') ? Number(form.get('amount')) : left;
        if (left === 0) return send(400, stripeError(`Charge ch_${intent.id} has already been refunded.`));
        if (!Number.isInteger(amount) || amount <= 0 || amount > left) {
          return send(
            400,
            stripeError(
              `Refund amount (€${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge (€${(left / 100).toFixed(2)})`,
            ),
          );
        }
        intent.amountRefunded += amount;
        const refund: PeerRefund = {
          id: `re_${randomBytes(12).toString('hex')}`,
          object: 'refund',
          amount,
          charge: `ch_${intent.id}`,
          created: Math.floor(Date.now() / 1000),
          currency: 'eur',
          metadata: {},
          payment_intent: intent.id,
          reason: form.get('reason'),
          status: 'succeeded',
        };
        refunds.push(refund);
        if (typeof idempotencyKey === 'string') refundsByKey.set(idempotencyKey, refund);
        return answerRefund(send, refund);
      }
      return send(404, stripeError(`Unrecognized request URL (${request.method}: ${path})`));
    });
  });
  const complete = (id: string): PeerSession => {
    const session = sessions.get(id);
    if (!session) throw new Error(`no peer session ${id}`);
    session.status = 'complete';
    session.payment_status = 'paid';
    if (session.mode === 'subscription') {
      session.subscription = `sub_${randomBytes(8).toString('hex')}`;
      session.customer = `cus_${randomBytes(7).toString('hex')}`;
      // Stripe names the subscription's first invoice on the session; its payment intent only on the invoice.
      session.invoice = `in_${randomBytes(8).toString('hex')}`;
    } else {
      session.payment_intent = `pi_${randomBytes(8).toString('hex')}`;
      paymentIntents.set(session.payment_intent, { id: session.payment_intent, amount: session.amount_total, amountRefunded: 0 });
    }
    return session;
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sessions,
    requests,
    canceledSubscriptions,
    portalSessions,
    paymentIntents,
    refunds,
    addPaymentIntent(id, amount) {
      const intent = { id, amount, amountRefunded: 0 };
      paymentIntents.set(id, intent);
      return intent;
    },
    get refundFailure() {
      return peerState.refundFailure;
    },
    set refundFailure(value) {
      peerState.refundFailure = value;
    },
    holdRefunds() {
      let release!: () => void;
      peerState.hold = new Promise<void>((resolve) => (release = resolve));
      return () => {
        peerState.hold = null;
        release();
      };
    },
    get refundsHeld() {
      return peerState.held;
    },
    complete,
    completeAsync(id) {
      const session = complete(id);
      session.payment_status = 'unpaid';
      return session;
    },
    expire(id) {
      const session = sessions.get(id);
      if (session) session.status = 'expired';
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

// ——— Signed events, as Stripe sends them to the webhook (API version of the endpoint: basil) ———

const signer = new Stripe('sk_test_signing_only');

export type SignedEvent = { payload: string; signature: string };

/** An event body signed with `secret` the way Stripe signs it (`Stripe-Signature: t=…,v1=…`). */
export function signedEvent(
  event: { id: string; type: string; data: { object: object } },
  secret: string,
  created = Math.floor(Date.now() / 1000),
): SignedEvent {
  const payload = JSON.stringify({ object: 'event', api_version: '2025-03-31.basil', created, livemode: false, ...event });
  return { payload, signature: signer.webhooks.generateTestHeaderString({ payload, secret }) };
}

/** A charge after refunds: `amount_refunded` is the total refunded so far. */
export function chargeObject(paymentIntent: string, amount: number, amountRefunded: number) {
  return {
    id: `ch_${paymentIntent.slice(3)}`,
    object: 'charge',
    amount,
    amount_refunded: amountRefunded,
    refunded: amountRefunded === amount,
    currency: 'eur',
    payment_intent: paymentIntent,
    status: 'succeeded',
  };
}

export function disputeObject(paymentIntent: string, amount: number, reason = 'fraudulent', id = `dp_${randomBytes(6).toString('hex')}`) {
  return {
    id,
    object: 'dispute',
    amount,
    currency: 'eur',
    charge: `ch_${paymentIntent.slice(3)}`,
    payment_intent: paymentIntent,
    reason,
    status: 'needs_response',
    created: Math.floor(Date.now() / 1000),
  };
}

/** A subscription invoice of API 2025-03-31 (the subscription under `parent`), paid or failed. */
export function invoiceObject(
  subscription: string,
  options: {
    id: string;
    periodStart: number;
    periodEnd: number;
    amount: number;
    billingReason?: string;
    paymentIntent?: string;
    nextAttempt?: number | null;
  },
) {
  return {
    id: options.id,
    object: 'invoice',
    number: `NUM-${options.id}`,
    amount_paid: options.amount,
    amount_due: options.amount,
    billing_reason: options.billingReason ?? 'subscription_cycle',
    next_payment_attempt: options.nextAttempt ?? null,
    parent: { type: 'subscription_details', subscription_details: { subscription } },
    lines: { object: 'list', data: [{ period: { start: options.periodStart, end: options.periodEnd } }] },
    period_start: options.periodStart,
    period_end: options.periodEnd,
    ...(options.paymentIntent
      ? {
          payments: {
            object: 'list',
            data: [
              { object: 'invoice_payment', status: 'paid', payment: { type: 'payment_intent', payment_intent: options.paymentIntent } },
            ],
          },
        }
      : {}),
  };
}
