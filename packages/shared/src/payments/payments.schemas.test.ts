import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from './payment-messages.js';
import { AD_OFFER_MESSAGES } from '../campaigns/ad-offer-messages.js';
import { CAMPAIGN_MESSAGES } from '../campaigns/campaign-messages.js';
import {
  PROMO_CODE_MAX_LENGTH,
  ZCreateCheckoutSessionRequest,
  ZUnlockForm,
  accessPriceCents,
  amountAfterDiscount,
} from './payments.schemas.js';

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('payment rules', () => {
  it('prices the access by mode (spec §9)', () => {
    expect(accessPriceCents('payment')).toBe(1500);
    expect(accessPriceCents('subscription')).toBe(1200);
  });

  it('never goes below 0 after a discount (spec §5 Promo)', () => {
    expect(amountAfterDiscount(1500, 300)).toBe(1200);
    expect(amountAfterDiscount(1200, 5000)).toBe(0);
  });

  it('writes money the French way', () => {
    expect(plain(PAYMENT_MESSAGES.promoApplied(300))).toBe('Code appliqué : -3,00 €');
    expect(plain(PAYMENT_MESSAGES.oneOffLabel)).toBe('Paiement unique : 15,00 €');
    expect(plain(PAYMENT_MESSAGES.subscriptionLabel)).toBe('Abonnement mensuel : 12,00 € / mois');
  });

  it('never names the payment provider nor its mode outside the simulated checkout page', () => {
    expect(PAYMENT_MESSAGES.unknownSession).toBe('Session de paiement inconnue.');
    expect(PAYMENT_MESSAGES.paymentStartError).toBe("Erreur lors de l'initialisation du paiement.");
    const simulationPageOnly = new Set(['simulated', 'simulationOnly']);
    const wording = Object.entries({ ...PAYMENT_MESSAGES, ...CAMPAIGN_MESSAGES, ...AD_OFFER_MESSAGES })
      .filter(([key]) => !simulationPageOnly.has(key))
      .map(([, value]) => (typeof value === 'function' ? (value as (...args: string[]) => string)('payment', 'x') : value))
      .join('\n');
    expect(wording).not.toMatch(/stripe|simulation|simulé|mode test|test mode/i);
  });

  it('accepts the spec’s checkout body and refuses an unknown mode or a negative amount', () => {
    expect(ZCreateCheckoutSessionRequest.parse({ promo_code: 'BIENVENUE', mode: 'payment', amount_cents: 1200 })).toEqual({
      promo_code: 'BIENVENUE',
      mode: 'payment',
      amount_cents: 1200,
    });
    expect(ZCreateCheckoutSessionRequest.safeParse({ mode: 'gratuit' }).success).toBe(false);
    expect(ZCreateCheckoutSessionRequest.safeParse({ mode: 'payment', amount_cents: -1 }).success).toBe(false);
  });
});

describe('ZUnlockForm', () => {
  it('holds the formula and the typed code, within the request’s limits', () => {
    expect(ZUnlockForm.parse({ mode: 'subscription', promo_code: ' BIENVENUE ' })).toEqual({
      mode: 'subscription',
      promo_code: 'BIENVENUE',
    });
    expect(ZUnlockForm.safeParse({ mode: 'payment', promo_code: 'X'.repeat(PROMO_CODE_MAX_LENGTH + 1) }).success).toBe(false);
  });
});
