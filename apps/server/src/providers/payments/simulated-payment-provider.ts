// The provider used without Stripe keys (docs/third-party-services.md, "Stripe: card payments"): the
// "checkout page" is our own /paiement/simulation/{session_id}; the sessions live in the
// payment_sessions table like any other, and its `Payer` button completes a session through the
// payment service's provider-event path (modules/payments/complete-session.ts). No money moves: the
// page says so.
import { randomBytes } from 'node:crypto';
import {
  WebhookSignatureError,
  type CheckoutRequest,
  type CheckoutSession,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderRefund,
  type ProviderSessionStatus,
} from './payment-provider.js';

export const SIMULATED_SESSION_PREFIX = 'sim_';

export class SimulatedPaymentProvider implements PaymentProvider {
  readonly name = 'simulated' as const;
  readonly displayName = 'Simulation';

  constructor(private readonly appUrl: string) {}

  async createCheckout(_request: CheckoutRequest): Promise<CheckoutSession> {
    // 32 random bytes: the id is the only key to the public status of the session.
    const sessionId = `${SIMULATED_SESSION_PREFIX}${randomBytes(32).toString('base64url')}`;
    return { sessionId, url: `${this.appUrl}/paiement/simulation/${sessionId}` };
  }

  /** Nothing happens outside our database: a simulated session is paid only by `Payer`. */
  async retrieveSession(_sessionId: string): Promise<ProviderSessionStatus> {
    return { status: 'unpaid', subscriptionId: null, reference: null, customerId: null };
  }

  parseWebhook(_rawBody: Buffer, _signatureHeader: string | undefined): ProviderEvent {
    throw new WebhookSignatureError('the simulated provider sends no webhooks');
  }

  async cancelSubscription(_subscriptionId: string): Promise<void> {}

  /** No card is ever given to the simulation: nothing to update. */
  async createPortalSession(_customerId: string, _returnUrl: string): Promise<{ url: string } | null> {
    return null;
  }

  /** No money moved, so none goes back: the refund succeeds here and now. */
  async refund(_providerPaymentId: string, amountCents: number): Promise<ProviderRefund> {
    return { refundId: `${SIMULATED_SESSION_PREFIX}re_${randomBytes(16).toString('base64url')}`, status: 'succeeded', amountCents };
  }

  /** The subscription id a simulated `Payer` creates. */
  newSubscriptionId(): string {
    return `${SIMULATED_SESSION_PREFIX}sub_${randomBytes(16).toString('base64url')}`;
  }
}
