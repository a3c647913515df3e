// Stripe Checkout (docs/third-party-services.md, "Stripe: card payments"): hosted Checkout Sessions
// in `payment` or `subscription` mode, webhooks verified on the raw body, subscriptions cancelled
// at the period end. The SDK's host/port/protocol come from STRIPE_API_URL so tests talk to a local
// peer (test/testing/stripe-peer.ts).
import Stripe from 'stripe';
import {
  PaymentProviderError,
  WebhookSignatureError,
  type CheckoutRequest,
  type CheckoutSession,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderRefund,
  type ProviderSessionStatus,
  type RefundOptions,
} from './payment-provider.js';

export type StripeSettings = { secretKey: string; webhookSecret: string | undefined; apiUrl?: string | undefined };

function sdkAddress(apiUrl: string | undefined): { host?: string; port?: number; protocol?: 'http' | 'https' } {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)), protocol };
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;
const fromUnix = (seconds: number) => new Date(seconds * 1000);

export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly displayName = 'Stripe';
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    this.stripe = new Stripe(settings.secretKey, {
      ...sdkAddress(settings.apiUrl),
      maxNetworkRetries: 1,
      timeout: 15_000,
      telemetry: false,
    });
  }

  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    const unitAmount = request.mode === 'subscription' ? (request.recurringAmountCents ?? request.amountCents) : request.amountCents;
    // A promo on a subscription lowers the first invoice only: a single-use coupon, not a lower price.
    const firstDiscount = unitAmount - request.amountCents;
    const coupon =
      request.mode === 'subscription' && firstDiscount > 0
        ? await this.call(() =>
            this.stripe.coupons.create({ amount_off: firstDiscount, currency: 'eur', duration: 'once', max_redemptions: 1 }),
          )
        : undefined;
    const priceData = {
      currency: 'eur',
      unit_amount: unitAmount,
      product_data: { name: request.productName },
      ...(request.mode === 'subscription' ? { recurring: { interval: 'month' as const } } : {}),
    };
    const session = await this.call(() =>
      this.stripe.checkout.sessions.create({
        mode: request.mode,
        line_items: [{ price_data: priceData, quantity: 1 }],
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        metadata: request.metadata,
        ...(coupon ? { discounts: [{ coupon: coupon.id }] } : {}),
        ...(request.mode === 'subscription'
          ? { subscription_data: { metadata: request.metadata } }
          : { payment_intent_data: { metadata: request.metadata } }),
        ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
        locale: 'fr',
      }),
    );
    if (!session.url) throw new PaymentProviderError('Stripe returned a session without url');
    return { sessionId: session.id, url: session.url };
  }

  async retrieveSession(sessionId: string): Promise<ProviderSessionStatus> {
    const session = await this.call(() => this.stripe.checkout.sessions.retrieve(sessionId));
    const isPaid = session.status === 'complete' && session.payment_status !== 'unpaid';
    return {
      status: isPaid ? 'paid' : session.status === 'expired' ? 'expired' : 'unpaid',
      subscriptionId: idOf(session.subscription),
      reference: idOf(session.payment_intent) ?? idOf(session.invoice) ?? session.id,
      customerId: idOf(session.customer),
    };
  }

  parseWebhook(rawBody: Buffer, signatureHeader: string | undefined): ProviderEvent {
    if (!this.settings.webhookSecret || !signatureHeader) throw new WebhookSignatureError('missing secret or signature');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signatureHeader, this.settings.webhookSecret);
    } catch (error) {
      throw new WebhookSignatureError((error as Error).message);
    }
    return parseStripeEvent(event);
  }

  async cancelSubscription(subscriptionId: string): Promise<void> {
    await this.call(() => this.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }));
  }

  /** `POST /v1/billing_portal/sessions`: a one-time link to the customer's portal (card, invoices). */
  async createPortalSession(customerId: string, returnUrl: string): Promise<{ url: string }> {
    const session = await this.call(() =>
      this.stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl, locale: 'fr' }),
    );
    return { url: session.url };
  }

  /** `POST /v1/refunds` with the payment intent (or the charge, `ch_…`) and the amount in cents. */
  async refund(providerPaymentId: string, amountCents: number, options: RefundOptions = {}): Promise<ProviderRefund> {
    const target = providerPaymentId.startsWith('ch_') ? { charge: providerPaymentId } : { payment_intent: providerPaymentId };
    const refund = await this.call(() =>
      this.stripe.refunds.create(
        { ...target, amount: amountCents, reason: 'requested_by_customer' },
        options.idempotencyKey ? { idempotencyKey: options.idempotencyKey } : undefined,
      ),
    );
    if (refund.status === 'failed' || refund.status === 'canceled')
      throw new PaymentProviderError(`Stripe: refund ${refund.id} ${refund.status}`, { isRefusal: true });
    return { refundId: refund.id, status: refund.status ?? 'pending', amountCents: refund.amount };
  }

  private async call<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (error) {
      throw new PaymentProviderError(`Stripe: ${(error as Error).message}`, { cause: error, isRefusal: isRefusal(error) });
    }
  }
}

/**
 * Stripe answered that it did not carry the request out: a 4xx, except 409 (another request with
 * the same idempotency key is under way, or a lock timed out). No answer, a timeout or a 5xx leave
 * the outcome unknown (docs/third-party-services.md, "Stripe: card payments", Refund).
 */
function isRefusal(error: unknown): boolean {
  if (!(error instanceof Stripe.errors.StripeError) || error instanceof Stripe.errors.StripeIdempotencyError) return false;
  const status = error.statusCode;
  return status !== undefined && status >= 400 && status < 500 && status !== 409;
}

type CheckoutSessionObject = Stripe.Checkout.Session;
/** The invoice as the webhook sends it: fields of the API versions before 2025-03-31 kept as a fallback. */
type InvoiceObject = Stripe.Invoice & { subscription?: string | { id: string } | null; payment_intent?: string | { id: string } | null };

function paidCheckout(session: CheckoutSessionObject) {
  return {
    sessionId: session.id,
    subscriptionId: idOf(session.subscription),
    reference: idOf(session.payment_intent) ?? idOf(session.invoice) ?? session.id,
    customerId: idOf(session.customer),
  };
}

/** Since API 2025-03-31 an invoice names its subscription under `parent.subscription_details`. */
function invoiceSubscription(invoice: InvoiceObject): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription) ?? idOf(invoice.subscription);
}

/** The payment intent of an invoice: `payments` (API 2025-03-31+, when included) or the former field. */
function invoicePaymentIntent(invoice: InvoiceObject): string | null {
  const payment = invoice.payments?.data?.find((row) => row.status === 'paid') ?? invoice.payments?.data?.[0];
  return idOf(payment?.payment?.payment_intent) ?? idOf(invoice.payment_intent);
}

/**
 * A verified Stripe event reduced to what the payment service applies (docs/payments.md, "Provider
 * events"); the shapes are those of the API version of the webhook endpoint, older fields kept as
 * fallbacks. Any other type is `ignored`.
 */
export function parseStripeEvent(event: Stripe.Event): ProviderEvent {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      // `no_payment_required` (a 100 % discount) counts as paid; `unpaid` waits for an async method.
      return { id: event.id, type: event.type, isPaid: session.payment_status !== 'unpaid', ...paidCheckout(session) };
    }
    case 'checkout.session.async_payment_succeeded':
      return { id: event.id, type: event.type, ...paidCheckout(event.data.object) };
    case 'checkout.session.async_payment_failed':
      return { id: event.id, type: event.type, sessionId: event.data.object.id };
    case 'invoice.paid': {
      const invoice = event.data.object as InvoiceObject;
      const subscriptionId = invoiceSubscription(invoice);
      if (!subscriptionId || !invoice.id) return { id: event.id, type: 'ignored', providerType: event.type };
      const period = invoice.lines?.data?.[0]?.period ?? { start: invoice.period_start, end: invoice.period_end };
      return {
        id: event.id,
        type: event.type,
        subscriptionId,
        periodStart: fromUnix(period.start),
        periodEnd: fromUnix(period.end),
        amountCents: invoice.amount_paid,
        reference: invoice.number ?? invoice.id,
        invoiceId: invoice.id,
        paymentIntentId: invoicePaymentIntent(invoice),
        isFirstInvoice: invoice.billing_reason === 'subscription_create',
      };
    }
    case 'invoice.payment_failed': {
      const invoice = event.data.object as InvoiceObject;
      const subscriptionId = invoiceSubscription(invoice);
      if (!subscriptionId) return { id: event.id, type: 'ignored', providerType: event.type };
      const next = invoice.next_payment_attempt;
      return { id: event.id, type: event.type, subscriptionId, amountCents: invoice.amount_due, nextAttempt: next ? fromUnix(next) : null };
    }
    case 'customer.subscription.deleted': {
      const subscription = event.data.object as Stripe.Subscription & { current_period_end?: number };
      const end = subscription.items?.data?.[0]?.current_period_end ?? subscription.current_period_end ?? subscription.ended_at ?? null;
      return { id: event.id, type: event.type, subscriptionId: subscription.id, periodEnd: end ? fromUnix(end) : null };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const paymentIntentId = idOf(charge.payment_intent);
      if (!paymentIntentId) return { id: event.id, type: 'ignored', providerType: event.type };
      // `amount_refunded` is the charge's total so far: applying the highest total is order-insensitive.
      return { id: event.id, type: event.type, paymentIntentId, amountRefundedCents: charge.amount_refunded, at: fromUnix(event.created) };
    }
    case 'charge.dispute.created': {
      const dispute = event.data.object;
      const paymentIntentId = idOf(dispute.payment_intent);
      if (!paymentIntentId) return { id: event.id, type: 'ignored', providerType: event.type };
      return {
        id: event.id,
        type: event.type,
        disputeId: dispute.id,
        paymentIntentId,
        amountCents: dispute.amount,
        reason: dispute.reason,
        at: fromUnix(dispute.created ?? event.created),
      };
    }
    default:
      return { id: event.id, type: 'ignored', providerType: event.type };
  }
}
