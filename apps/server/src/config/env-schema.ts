// The environment the server reads (README.md, "Configuration"; what production requires:
// docs/production.md): every variable, its kind, its default and its French message.
import { z } from 'zod';
import {
  JWT_SECRET_NOT_RANDOM,
  countBetween,
  flag,
  httpUrl,
  isDiverseSecret,
  isUrlWithProtocol,
  optionalCountBetween,
  optionalString,
  positiveCount,
  unsetWhenEmpty,
} from './env-values.js';
import { ZTrustProxy } from './trust-proxy.js';

/** PASSWORD_HASH_CONCURRENCY when unset: half of libuv's 4 worker threads (lib/password.ts, docs/reliability.md). */
export const DEFAULT_PASSWORD_HASH_CONCURRENCY = 2;

export const ZEnv = z.object({
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
  // Server processes sharing the port (docs/processes.md); unset: every core in production with
  // PostgreSQL, else 1. An embedded database belongs to one process: more is refused (load-config.ts).
  WEB_CONCURRENCY: optionalCountBetween(1, 256),
  // When the timed chores first run after start (plugins/background.ts); unset: each chore's own delay.
  JOBS_FIRST_RUN_SECONDS: optionalCountBetween(0, 3600),
  SHUTDOWN_DRAIN_SECONDS: optionalCountBetween(0, 120),
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
  METRICS_PORT: optionalCountBetween(1, 65535),
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

export type TEnv = z.output<typeof ZEnv>;
