// Chooses the payment provider from the configuration, once, at start-up (providers/index.ts; the app
// reaches it as `app.providers.payments`): Stripe when PAYMENTS_PROVIDER=stripe (or a key is set), else the simulation.
import type { Config } from '../../config/index.js';
import type { PaymentProvider } from './payment-provider.js';
import { SimulatedPaymentProvider } from './simulated-payment-provider.js';
import { StripePaymentProvider } from './stripe-payment-provider.js';

export * from './payment-provider.js';
export { SimulatedPaymentProvider } from './simulated-payment-provider.js';
export { StripePaymentProvider } from './stripe-payment-provider.js';

export function createPaymentProvider(config: Pick<Config, 'payments' | 'appUrl'>): PaymentProvider {
  const { payments } = config;
  if (payments.provider === 'stripe' && payments.stripeSecretKey) {
    return new StripePaymentProvider({
      secretKey: payments.stripeSecretKey,
      webhookSecret: payments.stripeWebhookSecret,
      apiUrl: payments.stripeApiUrl,
    });
  }
  return new SimulatedPaymentProvider(config.appUrl);
}
