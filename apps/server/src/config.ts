// The configuration contract (README.md, "Configuration"; what production requires:
// docs/production.md), parsed once at start-up. A bad value stops the start with one line naming
// the variable (ConfigError.message).
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import type { S3Settings } from './providers/storage/s3-media-storage.js';
import { DEFAULT_PASSWORD_HASH_CONCURRENCY } from './lib/password.js';

export class ConfigError extends Error {}

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const httpUrl = (what: string) =>
  z
    .string()
    .trim()
    .refine((value) => isUrlWithProtocol(value, ['http:', 'https:']), `doit être une URL http(s) valide (${what})`)
    .transform((value) => value.replace(/\/+$/, ''));

const flag = z
  .enum(['0', '1', 'true', 'false', ''], { message: 'doit valoir 0 ou 1' })
  .transform((value) => value === '1' || value === 'true');

/** An empty value means "not set" (the default applies), as for the optional strings. */
const unsetWhenEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema);

/** A whole number from 1 to 1,000,000; unset or empty: `fallback`. */
const positiveCount = (fallback: number) =>
  unsetWhenEmpty(
    z.coerce
      .number({ message: 'doit être un entier positif' })
      .int('doit être un entier positif')
      .min(1, 'doit être un entier positif')
      .max(1_000_000, 'doit être au plus 1000000')
      .default(fallback),
  );

/** A whole number from `min` to `max`; unset or empty: `fallback`. */
const countBetween = (fallback: number, min: number, max: number) => {
  const message = `doit être un entier entre ${min} et ${max}`;
  return unsetWhenEmpty(z.coerce.number({ message }).int(message).min(min, message).max(max, message).default(fallback));
};

function isUrlWithProtocol(value: string, protocols: string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

// proxy-addr's names for address ranges, accepted in a TRUST_PROXY list.
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(value: string): boolean {
  if (PROXY_RANGE_NAMES.has(value)) return true;
  const [address = '', prefix, ...rest] = value.split('/');
  const version = net.isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/** Unset: trust no proxy. `N`: trust N hops. A comma list: trust these addresses or CIDR ranges. */
const ZTrustProxy = z
  .string()
  .trim()
  .optional()
  .refine(
    (value) =>
      value === undefined || value === '' || /^\d{1,2}$/.test(value) || value.split(',').every((part) => isAddressOrCidr(part.trim())),
    'doit être un nombre de relais (ex. 1) ou une liste d’adresses IP ou de plages CIDR séparées par des virgules',
  )
  .transform((value): false | number | string[] => {
    if (value === undefined || value === '' || value === '0') return false;
    if (/^\d{1,2}$/.test(value)) return Number(value);
    return value.split(',').map((part) => part.trim());
  });

const JWT_SECRET_NOT_RANDOM = 'doit être aléatoire (au moins 8 caractères différents, sans motif répété) : openssl rand -base64 48';

const ZEnv = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { message: 'doit valoir development, production ou test' })
    .default('development'),
  PORT: z.coerce
    .number({ message: 'doit être un entier entre 0 et 65535' })
    .int('doit être un entier entre 0 et 65535')
    .min(0, 'doit être un entier entre 0 et 65535')
    .max(65535, 'doit être un entier entre 0 et 65535')
    .default(3000),
  HOST: z.string().trim().min(1, 'ne doit pas être vide').default('127.0.0.1'),
  APP_URL: optionalString.refine((v) => v === undefined || isUrlWithProtocol(v, ['http:', 'https:']), 'doit être une URL http(s) valide'),
  DATA_DIR: z.string().trim().min(1, 'ne doit pas être vide').default('./data'),
  DATABASE_URL: optionalString.refine(
    (v) => v === undefined || isUrlWithProtocol(v, ['postgres:', 'postgresql:']),
    'doit être une URL postgres://utilisateur@hôte:port/base',
  ),
  REDIS_URL: optionalString.refine(
    (v) => v === undefined || isUrlWithProtocol(v, ['redis:', 'rediss:']),
    'doit être une URL redis://hôte:port',
  ),
  // Both defaults depend on NODE_ENV (loadConfig): an explicit value is told apart from none.
  SEED_DEMO: unsetWhenEmpty(flag.optional()),
  DEV_MAILBOX: unsetWhenEmpty(flag.optional()),
  CAPTCHA_TEST_MODE: flag.default(false),
  TRUST_PROXY: ZTrustProxy,
  SMTP_URL: optionalString.refine(
    (v) => v === undefined || isUrlWithProtocol(v, ['smtp:', 'smtps:']),
    'doit être une URL smtp:// ou smtps://',
  ),
  MAIL_FROM: z.string().trim().default('Fournil <no-reply@fournil.local>'),
  STAFF_EMAIL: z.string().trim().email('doit être une adresse e-mail').default('contact@fournil.local'),
  INSEE_API_KEY: optionalString,
  INSEE_API_URL: httpUrl('INSEE').default('https://api.insee.fr/api-sirene/3.11'),
  SIREN_REGISTRY_FILE: optionalString,
  GEOCODER_URL: httpUrl('géocodeur').default('https://api-adresse.data.gouv.fr'),
  ROUTER_URL_DRIVING: httpUrl('routeur voiture').default('https://routing.openstreetmap.de/routed-car'),
  ROUTER_URL_WALKING: httpUrl('routeur piéton').default('https://routing.openstreetmap.de/routed-foot'),
  ROUTER_URL_CYCLING: httpUrl('routeur vélo').default('https://routing.openstreetmap.de/routed-bike'),
  MAP_STYLE_URL: httpUrl('style de carte').default('https://tiles.openfreemap.org/styles/liberty'),
  PAYMENTS_PROVIDER: z.enum(['stripe', 'simulated'], { message: 'doit valoir stripe ou simulated' }).optional(),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  // Where the Stripe SDK sends its calls: the public API unless a test points it at a local peer.
  STRIPE_API_URL: optionalString.refine(
    (v) => v === undefined || isUrlWithProtocol(v, ['http:', 'https:']),
    'doit être une URL http(s) valide',
  ),
  JWT_SECRET: optionalString
    .refine((v) => v === undefined || v.length >= 32, 'doit contenir au moins 32 caractères')
    .refine((v) => v === undefined || v.length < 32 || isDiverseSecret(v), JWT_SECRET_NOT_RANDOM),
  RATE_LIMIT_FACTOR: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.coerce
      .number({ message: 'doit être un nombre positif' })
      .positive('doit être un nombre positif')
      .max(1_000_000, 'doit être au plus 1000000')
      .optional(),
  ),
  // Live feed bounds per instance (docs/reliability.md "Live feed").
  LIVE_MAX_SOCKETS: positiveCount(20_000),
  LIVE_MAX_SOCKETS_PER_ADDRESS: positiveCount(100),
  LIVE_MAX_WATCHED: positiveCount(20),
  LIVE_MAX_MESSAGES: positiveCount(30),
  LIVE_MESSAGE_WINDOW_SECONDS: countBetween(10, 1, 3600),
  // The longest valid message (a subscribe with full-precision coordinates) is about 100 bytes.
  LIVE_MAX_MESSAGE_BYTES: countBetween(4096, 256, 1_048_576),
  // Unread output (docs/reliability.md "Live feed", "Unread output"): per socket about two 500-card
  // lists, per client address (IPv6 /64) ten sockets' worth, per instance two hundred.
  LIVE_MAX_OUTPUT_BYTES: countBetween(600_000, 16_384, 1_000_000_000),
  LIVE_MAX_OUTPUT_BYTES_PER_ADDRESS: countBetween(6_000_000, 16_384, 1_000_000_000),
  LIVE_MAX_OUTPUT_BYTES_TOTAL: countBetween(120_000_000, 16_384, 100_000_000_000),
  LIVE_DRAIN_TIMEOUT_SECONDS: countBetween(10, 1, 600),
  PASSWORD_HASH_CONCURRENCY: countBetween(DEFAULT_PASSWORD_HASH_CONCURRENCY, 1, 64),
  // On SIGTERM, how long /api/ready answers 503 while requests are still served, before the server
  // stops accepting (docs/operations.md, "Health and shutdown"); the default depends on NODE_ENV.
  // When the timed chores first run after start (plugins/background.ts); unset: each chore's own delay.
  JOBS_FIRST_RUN_SECONDS: unsetWhenEmpty(
    z.coerce
      .number({ message: 'doit être un entier entre 0 et 3600' })
      .int('doit être un entier entre 0 et 3600')
      .min(0, 'doit être un entier entre 0 et 3600')
      .max(3600, 'doit être un entier entre 0 et 3600')
      .optional(),
  ),
  SHUTDOWN_DRAIN_SECONDS: unsetWhenEmpty(
    z.coerce
      .number({ message: 'doit être un entier entre 0 et 120' })
      .int('doit être un entier entre 0 et 120')
      .min(0, 'doit être un entier entre 0 et 120')
      .max(120, 'doit être un entier entre 0 et 120')
      .optional(),
  ),
  // The seller named on every invoice (docs/invoices.md); required in production.
  SELLER_NAME: optionalString,
  SELLER_ADDRESS: optionalString,
  SELLER_SIREN: optionalString.refine((v) => v === undefined || /^\d{9}$/.test(v), 'doit contenir 9 chiffres'),
  SELLER_VAT_NUMBER: optionalString.refine(
    (v) => v === undefined || /^FR[0-9A-Z]{2}\d{9}$/.test(v),
    'doit être un numéro de TVA intracommunautaire français (FR + 11 caractères)',
  ),
  // The operator named in the legal pages (docs/content.md, "Legal pages"); the identity is required
  // in production. Publisher name, address and registration default to the invoices' seller.
  LEGAL_PUBLISHER_NAME: optionalString,
  LEGAL_PUBLISHER_FORM: optionalString,
  LEGAL_PUBLISHER_ADDRESS: optionalString,
  LEGAL_PUBLISHER_REGISTRATION: optionalString,
  LEGAL_PUBLISHER_PHONE: optionalString,
  LEGAL_CONTACT_EMAIL: optionalString.refine((v) => v === undefined || z.email().safeParse(v).success, 'doit être une adresse e-mail'),
  LEGAL_PUBLICATION_DIRECTOR: optionalString,
  LEGAL_HOST_NAME: optionalString,
  LEGAL_HOST_ADDRESS: optionalString,
  LEGAL_HOST_PHONE: optionalString,
  // Uploaded media in S3-compatible object storage (docs/media-storage.md): STORAGE_URL, or S3_*.
  STORAGE_URL: optionalString.refine(
    (v) => v === undefined || isUrlWithProtocol(v, ['s3:', 's3+http:']),
    'doit être une URL s3://clé:secret@hôte/compartiment (s3+http:// pour un hôte sans TLS)',
  ),
  S3_BUCKET: optionalString.refine(
    (v) => v === undefined || /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(v),
    'doit être un nom de compartiment S3 (3 à 63 minuscules, chiffres, points ou tirets)',
  ),
  S3_ENDPOINT: optionalString.refine(
    (v) => v === undefined || isUrlWithProtocol(v, ['http:', 'https:']),
    'doit être une URL http(s) valide',
  ),
  S3_REGION: z.string().trim().min(1, 'ne doit pas être vide').default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: unsetWhenEmpty(flag.optional()),
  S3_PREFIX: z
    .string()
    .trim()
    .regex(/^([A-Za-z0-9._-]+\/)*$/, 'doit être vide ou un chemin terminé par « / » (ex. media/)')
    .default(''),
  // Prometheus metrics (docs/operations.md, "Metrics"): GET /metrics with this bearer token, or on a port of its own.
  METRICS_TOKEN: optionalString.refine(
    (v) => v === undefined || v.length >= 32,
    'doit contenir au moins 32 caractères (openssl rand -base64 32)',
  ),
  METRICS_PORT: unsetWhenEmpty(
    z.coerce
      .number({ message: 'doit être un entier entre 1 et 65535' })
      .int('doit être un entier entre 1 et 65535')
      .min(1, 'doit être un entier entre 1 et 65535')
      .max(65535, 'doit être un entier entre 1 et 65535')
      .optional(),
  ),
  METRICS_HOST: z.string().trim().min(1, 'ne doit pas être vide').default('127.0.0.1'),
  // Web Push alerts (docs/alerts.md): on by default; without keys, outside production, a pair is
  // generated once into DATA_DIR (providers/push/vapid-keys.ts); production refuses to start without them.
  ALERTS_ENABLED: unsetWhenEmpty(flag.default(true)),
  VAPID_PUBLIC_KEY: optionalString.refine(
    (v) => v === undefined || /^[A-Za-z0-9_-]{87}$/.test(v),
    'doit être une clé publique VAPID (87 caractères base64url : npx web-push generate-vapid-keys)',
  ),
  VAPID_PRIVATE_KEY: optionalString.refine(
    (v) => v === undefined || /^[A-Za-z0-9_-]{43}$/.test(v),
    'doit être une clé privée VAPID (43 caractères base64url : npx web-push generate-vapid-keys)',
  ),
  VAPID_SUBJECT: optionalString.refine(
    (v) => v === undefined || isUrlWithProtocol(v, ['mailto:', 'https:']),
    'doit être une adresse mailto: ou une URL https:// (contact de l’exploitant pour les services de notification)',
  ),
  // Extra push service hosts (host or host:port, comma-separated), http allowed: tests' local peer only.
  PUSH_EXTRA_HOSTS: optionalString.refine(
    (v) => v === undefined || v.split(',').every((host) => /^[A-Za-z0-9.-]+(:\d{1,5})?$/.test(host.trim())),
    'doit être une liste d’hôtes (hôte ou hôte:port) séparés par des virgules',
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { message: 'niveau de log inconnu' }).default('info'),
});

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  appUrl: string;
  dataDir: string;
  /** `memory` keeps the embedded database in memory (tests). */
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Uploaded media in this bucket; undefined: the local disk under DATA_DIR/media. */
  storage: S3Settings | undefined;
  /** Seed the demo on an empty database; never true in production. */
  seedDemo: boolean;
  /** The dev mailbox (GET /api/dev/mails/, loopback clients only); never true in production. */
  devMailbox: boolean;
  captchaTestMode: boolean;
  /** Fastify `trustProxy`: which peers may set the client address (X-Forwarded-For). */
  trustProxy: false | number | string[];
  smtpUrl: string | undefined;
  mailFrom: string;
  staffEmail: string;
  insee: { apiKey: string | undefined; apiUrl: string; registryFile: string | undefined };
  geocoderUrl: string;
  routerUrls: { driving: string; walking: string; cycling: string };
  mapStyleUrl: string;
  payments: {
    provider: 'stripe' | 'simulated';
    stripeSecretKey: string | undefined;
    stripeWebhookSecret: string | undefined;
    /** Unset: the public Stripe API. */
    stripeApiUrl: string | undefined;
  };
  jwtSecret: string | undefined;
  /** Multiplies every abuse limit (tests raise them so journeys are not throttled). */
  rateLimitFactor: number;
  /** Password hashes and verifications running at once; the others queue (lib/password.ts). */
  passwordHashConcurrency: number;
  /** Prometheus metrics: `/metrics` for this bearer token, and/or on this port of METRICS_HOST (docs/operations.md). */
  metrics: { token: string | undefined; port: number | undefined; host: string };
  /** First run of every timed chore after start, when set (plugins/background.ts); each chore's own delay otherwise. */
  jobsFirstRunMs: number | undefined;
  /** On SIGTERM: readiness answers 503 this long before the server stops accepting (5 s in production, 0 otherwise). */
  shutdownDrainMs: number;
  /** Live-feed bounds (docs/reliability.md "Live feed"). */
  live: {
    /** Sockets one instance holds, in all and from one client address. */
    maxSockets: number;
    maxSocketsPerAddress: number;
    /** Bakeries one socket may watch by id at once. */
    maxWatched: number;
    /** Messages one socket may send per window; the others get a French error and are dropped. */
    maxMessagesPerWindow: number;
    messageWindowMs: number;
    /** A bigger client message closes its socket (1009). */
    maxMessageBytes: number;
    /** Output written but not yet read, per socket, per client address (IPv6 /64) and per instance. */
    maxOutputBytes: number;
    maxOutputBytesPerAddress: number;
    maxOutputBytesTotal: number;
    /** A socket behind its output bound that still has unread output this long is closed (1013). */
    drainTimeoutMs: number;
  };
  /**
   * The seller printed on invoices (docs/invoices.md). Without a VAT number the seller is not
   * subject to VAT: rate 0 and the art. 293 B du CGI mention.
   */
  seller: { name: string; address: string; siren: string; vatNumber: string | undefined };
  /** The operator and its host, named in the legal pages (docs/content.md, "Legal pages"). */
  legal: LegalIdentity;
  /**
   * Web Push alerts (docs/alerts.md). Keys unset outside production: generated into DATA_DIR at start
   * (providers/push/vapid-keys.ts). `extraHosts`: push hosts allowed besides the known services, never in production.
   */
  alerts: {
    enabled: boolean;
    vapidPublicKey: string | undefined;
    vapidPrivateKey: string | undefined;
    vapidSubject: string;
    extraHosts: string[];
  };
  logLevel: string;
  /** Embedded database kept in memory instead of DATA_DIR (tests only). */
  inMemoryDatabase: boolean;
};

/** Outside production, invoices name a seller nobody can mistake for a real one. */
export const DEMO_SELLER = {
  name: 'Fournil SAS (démonstration)',
  address: '1 rue de la Démonstration, 75001 Paris',
  siren: '000000000',
} as const;

export type LegalIdentity = {
  publisherName: string;
  publisherForm: string;
  publisherAddress: string;
  publisherRegistration: string;
  publisherPhone: string;
  contactEmail: string;
  publicationDirector: string;
  hostName: string;
  hostAddress: string;
  hostPhone: string;
};

/** Outside production, the legal pages name an operator and a host nobody can mistake for real ones. */
export const DEMO_LEGAL = {
  publisherForm: 'SAS au capital de 1 000 € (démonstration)',
  publisherPhone: '01 00 00 00 00',
  contactEmail: 'contact@fournil.invalid',
  publicationDirector: 'Camille Exemple (démonstration)',
  hostName: 'Hébergeur de démonstration',
  hostAddress: '1 rue de l’Exemple, 75000 Paris',
  hostPhone: '01 00 00 00 01',
} as const;

/** « SIREN 123 456 789 »: the registration the legal notice shows when LEGAL_PUBLISHER_REGISTRATION is unset. */
function sirenRegistration(siren: string): string {
  return `SIREN ${siren.replace(/^(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3')}`;
}

/** Parses the environment; throws ConfigError whose message is one line naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? '?');
    // The rejected value is never echoed: it may hold a password (DATABASE_URL, SMTP_URL…).
    throw new ConfigError(`Configuration invalide : ${name} ${issue.message}.`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  if (isProduction) refuseUnsafeProduction(e);
  refuseDemoDoorsOnNetwork(e);
  if (!!e.VAPID_PUBLIC_KEY !== !!e.VAPID_PRIVATE_KEY) {
    throw new ConfigError('Configuration invalide : VAPID_PUBLIC_KEY et VAPID_PRIVATE_KEY vont ensemble (ou aucun des deux).');
  }
  if (e.PAYMENTS_PROVIDER === 'stripe' && !e.STRIPE_SECRET_KEY) {
    throw new ConfigError('Configuration invalide : STRIPE_SECRET_KEY est obligatoire quand PAYMENTS_PROVIDER=stripe.');
  }
  const paymentsProvider = e.PAYMENTS_PROVIDER ?? (e.STRIPE_SECRET_KEY ? 'stripe' : 'simulated');
  // Without the webhook secret no Stripe event could be verified: renewals would never be recorded.
  if (paymentsProvider === 'stripe' && !e.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError(
      'Configuration invalide : STRIPE_WEBHOOK_SECRET est obligatoire quand PAYMENTS_PROVIDER=stripe (docs/payments.md).',
    );
  }
  return {
    nodeEnv: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    storage: storageSettings(e),
    // Demonstration doors open by default only on a server this machine alone can reach.
    seedDemo: e.SEED_DEMO ?? (!isProduction && isLoopbackHost(e.HOST)),
    devMailbox: e.DEV_MAILBOX ?? (e.NODE_ENV === 'development' && isLoopbackHost(e.HOST)),
    captchaTestMode: e.CAPTCHA_TEST_MODE,
    trustProxy: e.TRUST_PROXY,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    staffEmail: e.STAFF_EMAIL,
    insee: { apiKey: e.INSEE_API_KEY, apiUrl: e.INSEE_API_URL, registryFile: e.SIREN_REGISTRY_FILE },
    geocoderUrl: e.GEOCODER_URL,
    routerUrls: { driving: e.ROUTER_URL_DRIVING, walking: e.ROUTER_URL_WALKING, cycling: e.ROUTER_URL_CYCLING },
    mapStyleUrl: e.MAP_STYLE_URL,
    payments: {
      provider: paymentsProvider,
      stripeSecretKey: e.STRIPE_SECRET_KEY,
      stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
      stripeApiUrl: e.STRIPE_API_URL,
    },
    jwtSecret: e.JWT_SECRET,
    rateLimitFactor: e.RATE_LIMIT_FACTOR ?? (e.NODE_ENV === 'test' ? 1000 : 1),
    passwordHashConcurrency: e.PASSWORD_HASH_CONCURRENCY,
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT, host: e.METRICS_HOST },
    jobsFirstRunMs: e.JOBS_FIRST_RUN_SECONDS === undefined ? undefined : e.JOBS_FIRST_RUN_SECONDS * 1000,
    shutdownDrainMs: (e.SHUTDOWN_DRAIN_SECONDS ?? (isProduction ? 5 : 0)) * 1000,
    live: {
      maxSockets: e.LIVE_MAX_SOCKETS,
      maxSocketsPerAddress: e.LIVE_MAX_SOCKETS_PER_ADDRESS,
      maxWatched: e.LIVE_MAX_WATCHED,
      maxMessagesPerWindow: e.LIVE_MAX_MESSAGES,
      messageWindowMs: e.LIVE_MESSAGE_WINDOW_SECONDS * 1000,
      maxMessageBytes: e.LIVE_MAX_MESSAGE_BYTES,
      maxOutputBytes: e.LIVE_MAX_OUTPUT_BYTES,
      maxOutputBytesPerAddress: e.LIVE_MAX_OUTPUT_BYTES_PER_ADDRESS,
      maxOutputBytesTotal: e.LIVE_MAX_OUTPUT_BYTES_TOTAL,
      drainTimeoutMs: e.LIVE_DRAIN_TIMEOUT_SECONDS * 1000,
    },
    seller: {
      name: e.SELLER_NAME ?? DEMO_SELLER.name,
      address: e.SELLER_ADDRESS ?? DEMO_SELLER.address,
      siren: e.SELLER_SIREN ?? DEMO_SELLER.siren,
      vatNumber: e.SELLER_VAT_NUMBER,
    },
    legal: {
      publisherName: e.LEGAL_PUBLISHER_NAME ?? e.SELLER_NAME ?? DEMO_SELLER.name,
      publisherForm: e.LEGAL_PUBLISHER_FORM ?? DEMO_LEGAL.publisherForm,
      publisherAddress: e.LEGAL_PUBLISHER_ADDRESS ?? e.SELLER_ADDRESS ?? DEMO_SELLER.address,
      publisherRegistration: e.LEGAL_PUBLISHER_REGISTRATION ?? sirenRegistration(e.SELLER_SIREN ?? DEMO_SELLER.siren),
      publisherPhone: e.LEGAL_PUBLISHER_PHONE ?? DEMO_LEGAL.publisherPhone,
      contactEmail: e.LEGAL_CONTACT_EMAIL ?? DEMO_LEGAL.contactEmail,
      publicationDirector: e.LEGAL_PUBLICATION_DIRECTOR ?? DEMO_LEGAL.publicationDirector,
      hostName: e.LEGAL_HOST_NAME ?? DEMO_LEGAL.hostName,
      hostAddress: e.LEGAL_HOST_ADDRESS ?? DEMO_LEGAL.hostAddress,
      hostPhone: e.LEGAL_HOST_PHONE ?? DEMO_LEGAL.hostPhone,
    },
    alerts: {
      enabled: e.ALERTS_ENABLED,
      vapidPublicKey: e.VAPID_PUBLIC_KEY,
      vapidPrivateKey: e.VAPID_PRIVATE_KEY,
      vapidSubject: e.VAPID_SUBJECT ?? `mailto:${e.STAFF_EMAIL}`,
      extraHosts: (e.PUSH_EXTRA_HOSTS ?? '')
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    },
    logLevel: e.LOG_LEVEL,
    inMemoryDatabase: false,
  };
}

/**
 * Fastify's `trustProxy` for TRUST_PROXY. Fastify refuses a bare hop count (it cannot check who the
 * peer is); here `N` keeps its usual meaning, the N nearest hops are proxies, which is only safe when
 * the server cannot be reached except through them (docs/production.md). A list is checked per peer.
 */
export function fastifyTrustProxy(setting: Config['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}

/** `localhost`, 127.0.0.0/8 or ::1: a server listening there is reachable from this machine only. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  return bare === 'localhost' || bare === '::1' || /^127(\.\d{1,3}){3}$/.test(bare);
}

/**
 * The demo accounts (their password is in the README) and the dev mailbox (its links open any
 * account) must never answer from a network: with SEED_DEMO or DEV_MAILBOX, HOST must be loopback.
 */
function refuseDemoDoorsOnNetwork(e: z.infer<typeof ZEnv>): void {
  if (isLoopbackHost(e.HOST)) return;
  for (const name of ['SEED_DEMO', 'DEV_MAILBOX'] as const) {
    if (e[name])
      throw new ConfigError(
        `Configuration invalide : ${name}=1 exige HOST=127.0.0.1 (ou localhost, ::1) : la démonstration ne s’ouvre pas au réseau.`,
      );
  }
}

/**
 * A signing secret anyone could guess is no secret (docs/production.md): at least 8 different
 * characters, and no 8-character run appearing twice (a repeated word or pattern). A random secret
 * (base64 or hex) passes with overwhelming probability.
 */
export function isDiverseSecret(secret: string): boolean {
  if (new Set(secret).size < 8) return false;
  const seen = new Set<string>();
  for (let i = 0; i + 8 <= secret.length; i += 1) {
    const run = secret.slice(i, i + 8);
    if (seen.has(run)) return false;
    seen.add(run);
  }
  return true;
}

/**
 * NODE_ENV=production is the one switch to a safe deployment (docs/production.md): every door left
 * open for development or demonstration stops the start, one line naming the variable.
 */
function refuseUnsafeProduction(e: z.infer<typeof ZEnv>): void {
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
function refuseMissingSeller(e: z.infer<typeof ZEnv>, refuse: (message: string) => never): void {
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

function refuseMissingLegalIdentity(e: z.infer<typeof ZEnv>, refuse: (message: string) => never): void {
  const missing = REQUIRED_LEGAL.filter((name) => !e[name]);
  if (missing.length === 0) return;
  const names = missing.join(', ');
  refuse(
    `${names} ${missing.length === 1 ? 'est obligatoire' : 'sont obligatoires'} quand NODE_ENV=production (éditeur et hébergeur nommés dans les mentions légales, docs/production.md).`,
  );
}

/**
 * The bucket of STORAGE_URL (`s3://KEY:SECRET@host[:port]/bucket[/prefix/]?region=…&path_style=0`,
 * `s3+http://` for an endpoint without TLS) or of the S3_* variables; undefined: the local disk.
 */
function storageSettings(e: z.infer<typeof ZEnv>): S3Settings | undefined {
  if (e.STORAGE_URL && e.S3_BUCKET)
    throw new ConfigError(
      'Configuration invalide : STORAGE_URL et S3_BUCKET ne peuvent pas être donnés ensemble (choisissez l’un des deux).',
    );
  if (e.STORAGE_URL) {
    const url = new URL(e.STORAGE_URL);
    const [bucket = '', ...prefix] = url.pathname.split('/').filter(Boolean);
    if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
      throw new ConfigError(
        'Configuration invalide : STORAGE_URL doit nommer un compartiment S3 après l’hôte (s3://clé:secret@hôte/compartiment).',
      );
    return {
      bucket,
      endpoint: `${url.protocol === 's3+http:' ? 'http' : 'https'}://${url.host}`,
      region: url.searchParams.get('region') ?? e.S3_REGION,
      accessKeyId: url.username ? decodeURIComponent(url.username) : undefined,
      secretAccessKey: url.password ? decodeURIComponent(url.password) : undefined,
      forcePathStyle: !['0', 'false', 'non'].includes(url.searchParams.get('path_style') ?? ''),
      prefix: prefix.length > 0 ? `${prefix.join('/')}/` : '',
    };
  }
  if (!e.S3_BUCKET) return undefined;
  if (!!e.S3_ACCESS_KEY_ID !== !!e.S3_SECRET_ACCESS_KEY)
    throw new ConfigError('Configuration invalide : S3_ACCESS_KEY_ID et S3_SECRET_ACCESS_KEY vont ensemble (ou aucun des deux).');
  return {
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    // Path-style by default with a custom endpoint (MinIO, Garage, Scaleway, OVH), virtual-host style on AWS.
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
    prefix: e.S3_PREFIX,
  };
}
