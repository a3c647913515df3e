// What production refuses or requires (docs/production.md), and the demonstration and test doors no
// network may reach. Each rule gives one French sentence naming the variable; loadConfig stops the
// start with every refusal at once.
import type { TEnv } from './env-schema.js';
import { isStartTlsRequired, isUrlWithProtocol } from './env-values.js';

/** `localhost`, 127.0.0.0/8 or ::1: a server listening there is reachable from this machine only. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  return bare === 'localhost' || bare === '::1' || /^127(\.\d{1,3}){3}$/.test(bare);
}

const LOOPBACK_HOST = 'HOST=127.0.0.1 (ou localhost, ::1)';

/**
 * Doors left open for demonstration and tests, in every environment: with any of them HOST must be
 * loopback. The demo accounts' password is in the README, the dev mailbox's links open any account,
 * the captcha's test answer `PASSED` opens every form to robots, and a limit factor lifts the abuse
 * limits (password guessing, sign-ups, contact) out of the way.
 */
export function networkRefusals(e: TEnv): string[] {
  if (isLoopbackHost(e.HOST)) return [];
  const refusals: string[] = [];
  for (const name of ['SEED_DEMO', 'DEV_MAILBOX'] as const) {
    if (e[name]) refusals.push(`${name}=1 exige ${LOOPBACK_HOST} : la démonstration ne s’ouvre pas au réseau.`);
  }
  if (e.CAPTCHA_TEST_MODE) {
    refusals.push(`CAPTCHA_TEST_MODE=1 exige ${LOOPBACK_HOST} : la réponse de test PASSED ne s’ouvre pas au réseau.`);
  }
  if (e.RATE_LIMIT_FACTOR !== undefined) {
    refusals.push(
      `RATE_LIMIT_FACTOR exige ${LOOPBACK_HOST} : un serveur ouvert au réseau garde les limites d’abus de docs/sessions-and-limits.md.`,
    );
  }
  return refusals;
}

/**
 * NODE_ENV=production is the one switch to a safe deployment (docs/production.md): every door left
 * open for development or demonstration, every secret that would travel in clear, stops the start.
 */
export function productionRefusals(e: TEnv): string[] {
  const refusals: string[] = [];
  const refuse = (message: string) => refusals.push(message);
  if (!e.APP_URL) refuse('APP_URL est obligatoire quand NODE_ENV=production (URL publique en https://).');
  else if (!isUrlWithProtocol(e.APP_URL, ['https:'])) refuse('APP_URL doit commencer par https:// quand NODE_ENV=production.');
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
  refusals.push(...clearSecretRefusals(e), ...missingSellerRefusals(e), ...missingLegalIdentityRefusals(e));
  return refusals;
}

const isLoopbackUrl = (value: string) => isLoopbackHost(new URL(value).hostname);

/**
 * The provider connections that carry a secret readable on the wire (docs/production.md, « Secrets
 * en transit »): Stripe's secret key (a bearer header), SMTP's password and every mail's links, the
 * INSEE key (a header). Each must be encrypted; SMTP and INSEE may stay plain towards this very machine
 * (a local relay, a local proxy). S3 is not among them: its requests are signed, the secret never sent.
 */
function clearSecretRefusals(e: TEnv): string[] {
  const refusals: string[] = [];
  if (e.STRIPE_API_URL && !isUrlWithProtocol(e.STRIPE_API_URL, ['https:'])) {
    refusals.push('STRIPE_API_URL doit commencer par https:// quand NODE_ENV=production : la clé secrète Stripe ne circule pas en clair.');
  }
  if (e.SMTP_URL && !isUrlWithProtocol(e.SMTP_URL, ['smtps:']) && !isStartTlsRequired(e.SMTP_URL) && !isLoopbackUrl(e.SMTP_URL)) {
    refusals.push(
      'SMTP_URL doit chiffrer la connexion quand NODE_ENV=production : smtps://… (TLS dès la connexion) ou smtp://…?requireTLS=true (STARTTLS exigé), sauf vers un relais de cette machine (127.0.0.1, localhost, ::1).',
    );
  }
  if (e.INSEE_API_KEY && !isUrlWithProtocol(e.INSEE_API_URL, ['https:']) && !isLoopbackUrl(e.INSEE_API_URL)) {
    refusals.push(
      'INSEE_API_URL doit commencer par https:// quand NODE_ENV=production (sauf vers 127.0.0.1, localhost, ::1) : la clé INSEE ne circule pas en clair.',
    );
  }
  return refusals;
}

/** An invoice must name its seller (docs/invoices.md): no demonstration seller in production. */
function missingSellerRefusals(e: TEnv): string[] {
  const missing = (['SELLER_NAME', 'SELLER_ADDRESS', 'SELLER_SIREN'] as const).filter((name) => !e[name]);
  if (missing.length === 0) return [];
  const names = missing.join(', ');
  return [
    `${names} ${missing.length === 1 ? 'est obligatoire' : 'sont obligatoires'} quand NODE_ENV=production (vendeur nommé sur les factures, docs/invoices.md).`,
  ];
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

function missingLegalIdentityRefusals(e: TEnv): string[] {
  const missing = REQUIRED_LEGAL.filter((name) => !e[name]);
  if (missing.length === 0) return [];
  const names = missing.join(', ');
  return [
    `${names} ${missing.length === 1 ? 'est obligatoire' : 'sont obligatoires'} quand NODE_ENV=production (éditeur et hébergeur nommés dans les mentions légales, docs/production.md).`,
  ];
}
