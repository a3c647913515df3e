// One interface for every payment provider (docs/decisions/007-payment-providers.md): the payment
// service speaks only this, so Stripe and the simulated provider take exactly the same paths.
export type CheckoutMode = 'payment' | 'subscription';

export type CheckoutRequest = {
  mode: CheckoutMode;
  /** What the first payment costs (after any promo code). */
  amountCents: number;
  /** Subscription only: the monthly price from the second month on (the promo lowers the first only). */
  recurringAmountCents?: number | undefined;
  productName: string;
  /** Our own ids, echoed back by the provider's events. */
  metadata: Record<string, string>;
  /** May contain the literal `{CHECKOUT_SESSION_ID}`, replaced by the provider. */
  successUrl: string;
  cancelUrl: string;
  customerEmail?: string | undefined;
};

export type CheckoutSession = { sessionId: string; url: string };

export type ProviderSessionStatus = {
  status: 'paid' | 'unpaid' | 'expired';
  subscriptionId: string | null;
  /** Receipt reference (payment intent, invoice or session id). */
  reference: string | null;
  /** The provider's customer (a subscription's card is updated on its billing portal). */
  customerId?: string | null;
};

/** What a paid checkout tells: the same for a card paid at once and a delayed method that succeeded. */
type PaidCheckout = { sessionId: string; subscriptionId: string | null; reference: string | null; customerId: string | null };

/** A verified provider event, reduced to what the payment service applies. */
export type ProviderEvent =
  | ({ id: string; type: 'checkout.session.completed'; isPaid: boolean } & PaidCheckout)
  /** A delayed method (SEPA debit…) of a completed checkout was paid / refused. */
  | ({ id: string; type: 'checkout.session.async_payment_succeeded' } & PaidCheckout)
  | { id: string; type: 'checkout.session.async_payment_failed'; sessionId: string }
  | {
      id: string;
      type: 'invoice.paid';
      subscriptionId: string;
      periodStart: Date;
      periodEnd: Date;
      amountCents: number;
      reference: string;
      /** The provider's invoice id: the ledger's key for a renewal (docs/payments.md, "The ledger"). */
      invoiceId: string;
      /** The payment intent that paid it, when the event carries it (a refund names it). */
      paymentIntentId: string | null;
      /** The subscription's first invoice: its receipt was sent with the checkout. */
      isFirstInvoice: boolean;
    }
  | { id: string; type: 'invoice.payment_failed'; subscriptionId: string; amountCents: number; nextAttempt: Date | null }
  | { id: string; type: 'customer.subscription.deleted'; subscriptionId: string; periodEnd: Date | null }
  /** The cumulative amount refunded on a charge (Stripe's `amount_refunded`), not the last refund's. */
  | { id: string; type: 'charge.refunded'; paymentIntentId: string; amountRefundedCents: number; at: Date }
  | {
      id: string;
      type: 'charge.dispute.created';
      disputeId: string;
      paymentIntentId: string;
      amountCents: number;
      reason: string;
      at: Date;
    }
  | { id: string; type: 'ignored'; providerType: string };

/** The webhook body or its signature is not what the provider sends: 400, nothing recorded. */
export class WebhookSignatureError extends Error {}
/** The provider could not be reached or refused the call: 503 for the user, logged. */
export class PaymentProviderError extends Error {
  /**
   * True when the provider answered that it did not do it (Stripe: a 4xx other than 409); false when
   * the outcome is unknown (no answer, a timeout, a 5xx): the call may have been carried out.
   */
  readonly isRefusal: boolean;

  constructor(message: string, options: { cause?: unknown; isRefusal?: boolean } = {}) {
    super(message, { cause: options.cause });
    this.isRefusal = options.isRefusal ?? false;
  }
}

/** A refund the provider accepted (Stripe's Refund object, reduced). */
export type ProviderRefund = {
  refundId: string;
  /** `succeeded` or `pending` (a bank transfer back may take days): either way the money is on its way back. */
  status: string;
  amountCents: number;
};

export type RefundOptions = {
  /** The same key for the same refund: a retried call refunds once (Stripe's Idempotency-Key). */
  idempotencyKey?: string | undefined;
};

export type PaymentProvider = {
  name: 'stripe' | 'simulated';
  /** `{provider}` in the screens' messages. */
  displayName: string;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  retrieveSession(sessionId: string): Promise<ProviderSessionStatus>;
  parseWebhook(rawBody: Buffer, signatureHeader: string | undefined): ProviderEvent;
  /** Stops renewals; the period already paid runs to its end. */
  cancelSubscription(subscriptionId: string): Promise<void>;
  /**
   * The provider's page where a customer updates the card of their subscriptions, coming back to
   * `returnUrl`; null when the provider has none (the simulation: no card was ever given).
   */
  createPortalSession(customerId: string, returnUrl: string): Promise<{ url: string } | null>;
  /**
   * Gives back `amountCents` of a paid payment (`providerPaymentId`: Stripe's payment intent). Throws
   * PaymentProviderError when the provider refuses (`isRefusal`: nothing was refunded) or cannot be
   * reached (the refund may have been made: only a call with the same idempotency key may follow).
   */
  refund(providerPaymentId: string, amountCents: number, options?: RefundOptions): Promise<ProviderRefund>;
};
