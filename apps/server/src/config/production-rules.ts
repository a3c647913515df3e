// What production refuses or requires (docs/production.md), and the demonstration doors no network
// may reach: each rule stops the start with one French line naming the variable.
import { ConfigError } from './config-error.js';
import type { TEnv } from './env-schema.js';
import { isUrlWithProtocol } from './env-values.js';

/** `localhost`, 127.0.0.0/8 or ::1: a server listening there is reachable from this machine only. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  return bare === 'localhost' || bare === '::1' || /^127(\.\d{1,3}){3}$/.test(bare);
}

/**
 * The demo accounts (their password is in the README) and the dev mailbox (its links open any
 * account) must never answer from a network: with SEED_DEMO or DEV_MAILBOX, HOST must be loopback.
 */
export function refuseDemoDoorsOnNetwork(e: TEnv): void {
  if (isLoopbackHost(e.HOST)) return;
  for (const name of ['SEED_DEMO', 'DEV_MAILBOX'] as const) {
    if (e[name])
      throw new ConfigError(
        `Configuration invalide : ${name}=1 exige HOST=127.0.0.1 (ou localhost, ::1) : la démonstration ne s’ouvre pas au réseau.`,
      );
  }
}

/**
 * NODE_ENV=production is the one switch to a safe deployment (docs/production.md): every door left
 * open for development or demonstration stops the start, one line naming the variable.
 */
export function refuseUnsafeProduction(e: TEnv): void {
  function refuse(message: string): never {
    throw new ConfigError(`Configuration invalide : ${message}`);
  }
  if (!e.APP_URL) refuse('APP_URL est obligatoire quand NODE_ENV=production (URL publique en https://).');
  if (!isUrlWithProtocol(e.APP_URL, ['https:'])) refuse('APP_URL doit commencer par https:// quand NODE_ENV=production.');
  if (!e.JWT_SECRET) refuse('JWT_SECRET est obligatoire quand NODE_ENV=production.');
  if (!e.SMTP_URL) refuse('SMTP_URL est obligatoire quand NODE_ENV=production (sans lui, aucun e-mail ne partirait).');
  if (!e.INSEE_API_KEY && !e.SIREN_REGISTRY_FILE) {
    refuse(
      'INSEE_API_KEY (ou SIREN_REGISTRY_FILE) est obligatoire quand NODE_ENV=production : le registre SIREN de démonstration y est refusé.',
    );
  }
  if (e.SEED_DEMO) refuse('SEED_DEMO=1 est interdit quand NODE_ENV=production : aucun compte de démonstration en production.');
  if (e.DEV_MAILBOX) refuse('DEV_MAILBOX=1 est interdit quand NODE_ENV=production.');
  if (e.CAPTCHA_TEST_MODE) refuse('CAPTCHA_TEST_MODE est interdit quand NODE_ENV=production.');
  if (e.RATE_LIMIT_FACTOR !== undefined)
    refuse('RATE_LIMIT_FACTOR est interdit quand NODE_ENV=production : les limites d’abus y sont celles de docs/sessions-and-limits.md.');
  // The simulated checkout's « Payer » grants without any money: in production it would give the
  // Régie and every monthly publication away. Stripe is named explicitly, never guessed from a key.
  if (e.PAYMENTS_PROVIDER !== 'stripe') {
    refuse('PAYMENTS_PROVIDER=stripe est obligatoire quand NODE_ENV=production : le paiement simulé y est refusé.');
  }
  if (!e.STRIPE_SECRET_KEY) refuse('STRIPE_SECRET_KEY est obligatoire quand NODE_ENV=production (PAYMENTS_PROVIDER=stripe).');
  if (!e.STRIPE_WEBHOOK_SECRET) {
    refuse(
      'STRIPE_WEBHOOK_SECRET est obligatoire quand NODE_ENV=production (PAYMENTS_PROVIDER=stripe) : sans lui, aucun paiement ne serait enregistré.',
    );
  }
  // Alerts (docs/alerts.md): keys generated on one machine's disk would change with the disk, and
  // every browser subscribed with the old public key would silently stop receiving.
  if (e.ALERTS_ENABLED && (!e.VAPID_PUBLIC_KEY || !e.VAPID_PRIVATE_KEY || !e.VAPID_SUBJECT)) {
    refuse(
      'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY et VAPID_SUBJECT sont obligatoires quand NODE_ENV=production et que les alertes sont actives (npx web-push generate-vapid-keys ; ou ALERTS_ENABLED=0).',
    );
  }
  if (e.PUSH_EXTRA_HOSTS)
    refuse(
      'PUSH_EXTRA_HOSTS est interdit quand NODE_ENV=production : les notifications ne partent que vers les services connus (docs/alerts.md).',
    );
  refuseMissingSeller(e, refuse);
  refuseMissingLegalIdentity(e, refuse);
}

/** An invoice must name its seller (docs/invoices.md): no demonstration seller in production. */
function refuseMissingSeller(e: TEnv, refuse: (message: string) => never): void {
  const missing = (['SELLER_NAME', 'SELLER_ADDRESS', 'SELLER_SIREN'] as const).filter((name) => !e[name]);
  if (missing.length === 0) return;
  const names = missing.join(', ');
  refuse(
    `${names} ${missing.length === 1 ? 'est obligatoire' : 'sont obligatoires'} quand NODE_ENV=production (vendeur nommé sur les factures, docs/invoices.md).`,
  );
}

/**
 * The legal notice must name the publisher, its director of publication and its host (LCEN, art. 6;
 * docs/content.md, "Legal pages"): no demonstration operator in production. The publisher's name,
 * address and registration come from SELLER_* when their LEGAL_* variable is unset.
 */
const REQUIRED_LEGAL = [
  'LEGAL_PUBLISHER_FORM',
  'LEGAL_PUBLISHER_PHONE',
  'LEGAL_CONTACT_EMAIL',
  'LEGAL_PUBLICATION_DIRECTOR',
  'LEGAL_HOST_NAME',
  'LEGAL_HOST_ADDRESS',
  'LEGAL_HOST_PHONE',
] as const;

function refuseMissingLegalIdentity(e: TEnv, refuse: (message: string) => never): void {
  const missing = REQUIRED_LEGAL.filter((name) => !e[name]);
  if (missing.length === 0) return;
  const names = missing.join(', ');
  refuse(
    `${names} ${missing.length === 1 ? 'est obligatoire' : 'sont obligatoires'} quand NODE_ENV=production (éditeur et hébergeur nommés dans les mentions légales, docs/production.md).`,
  );
}
