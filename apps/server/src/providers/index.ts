// Every third-party service the app talks to, created once at start-up from the configuration
// (buildApp decorates the result as `app.providers`). Services receive what they need from there,
// the same way everywhere; a test swaps one provider in one place: buildApp(config, { providers }).
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/index.js';
import { createGeocoder, type Geocoder } from './geocoding/index.js';
import { createMailTransport, type MailTransport } from './mail/index.js';
import { createPaymentProvider, type PaymentProvider } from './payments/index.js';
import { createPushSender, type PushSender } from './push/index.js';
import { createRouter, type Router } from './routing/index.js';
import { createSirenChecker, type SirenChecker } from './siren/index.js';
import { createMediaStorage, type MediaStorage } from './storage/index.js';

export type Providers = {
  /** Uploaded images: local disk today (providers/storage). */
  storage: MediaStorage;
  /** Card payments: Stripe or the built-in simulation (providers/payments). */
  payments: PaymentProvider;
  /** Address ↔ coordinates: BAN, with the offline gazetteer as fallback (providers/geocoding). */
  geocoder: Geocoder;
  /** Directions per mode: OSRM servers (providers/routing). */
  directions: Router;
  /** Is this SIREN an active bakery: INSEE or the registry file (providers/siren). */
  siren: SirenChecker;
  /** Outgoing e-mail: SMTP, or the outbox only (providers/mail). */
  mailTransport: MailTransport;
  /** Web Push notifications of the alerts (providers/push); a no-op when alerts are off. */
  push: PushSender;
};

export function createProviders(config: Config, log: FastifyBaseLogger, overrides: Partial<Providers> = {}): Providers {
  return {
    storage: overrides.storage ?? createMediaStorage(config),
    payments: overrides.payments ?? createPaymentProvider(config),
    geocoder: overrides.geocoder ?? createGeocoder({ geocoderUrl: config.geocoderUrl, log }),
    directions: overrides.directions ?? createRouter({ routerUrls: config.routerUrls, log }),
    siren: overrides.siren ?? createSirenChecker(config),
    mailTransport: overrides.mailTransport ?? createMailTransport(config),
    push: overrides.push ?? createPushSender(config),
  };
}
