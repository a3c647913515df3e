// The configuration contract of DESIGN.md §4, parsed once at start-up. A bad value stops the
// start with one line naming the variable (ConfigError.message).
import path from 'node:path';
import { z } from 'zod';

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

function isUrlWithProtocol(value: string, protocols: string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test'], { message: 'doit valoir development, production ou test' }).default('development'),
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
  REDIS_URL: optionalString.refine((v) => v === undefined || isUrlWithProtocol(v, ['redis:', 'rediss:']), 'doit être une URL redis://hôte:port'),
  SEED_DEMO: flag.default(true),
  CAPTCHA_TEST_MODE: flag.default(false),
  SMTP_URL: optionalString.refine((v) => v === undefined || isUrlWithProtocol(v, ['smtp:', 'smtps:']), 'doit être une URL smtp:// ou smtps://'),
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
  JWT_SECRET: optionalString.refine((v) => v === undefined || v.length >= 32, 'doit contenir au moins 32 caractères'),
  RATE_LIMIT_FACTOR: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.coerce.number({ message: 'doit être un nombre positif' }).positive('doit être un nombre positif').max(1_000_000, 'doit être au plus 1000000').optional(),
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
  seedDemo: boolean;
  captchaTestMode: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  staffEmail: string;
  insee: { apiKey: string | undefined; apiUrl: string; registryFile: string | undefined };
  geocoderUrl: string;
  routerUrls: { driving: string; walking: string; cycling: string };
  mapStyleUrl: string;
  payments: { provider: 'stripe' | 'simulated'; stripeSecretKey: string | undefined; stripeWebhookSecret: string | undefined };
  jwtSecret: string | undefined;
  /** Multiplies every abuse limit (tests raise them so journeys are not throttled). */
  rateLimitFactor: number;
  logLevel: string;
  /** Embedded database kept in memory instead of DATA_DIR (tests only). */
  inMemoryDatabase: boolean;
};

/** Parses the environment; throws ConfigError whose message is one line naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? '?');
    const received = env[name];
    const shown = received === undefined ? '' : ` (reçu « ${received.slice(0, 80)} »)`;
    throw new ConfigError(`Configuration invalide : ${name} ${issue.message}${shown}.`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  if (isProduction && e.CAPTCHA_TEST_MODE) {
    throw new ConfigError('Configuration invalide : CAPTCHA_TEST_MODE est interdit quand NODE_ENV=production.');
  }
  if (isProduction && !e.JWT_SECRET) {
    throw new ConfigError('Configuration invalide : JWT_SECRET est obligatoire quand NODE_ENV=production.');
  }
  if (e.PAYMENTS_PROVIDER === 'stripe' && !e.STRIPE_SECRET_KEY) {
    throw new ConfigError('Configuration invalide : STRIPE_SECRET_KEY est obligatoire quand PAYMENTS_PROVIDER=stripe.');
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
    seedDemo: e.SEED_DEMO,
    captchaTestMode: e.CAPTCHA_TEST_MODE,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    staffEmail: e.STAFF_EMAIL,
    insee: { apiKey: e.INSEE_API_KEY, apiUrl: e.INSEE_API_URL, registryFile: e.SIREN_REGISTRY_FILE },
    geocoderUrl: e.GEOCODER_URL,
    routerUrls: { driving: e.ROUTER_URL_DRIVING, walking: e.ROUTER_URL_WALKING, cycling: e.ROUTER_URL_CYCLING },
    mapStyleUrl: e.MAP_STYLE_URL,
    payments: {
      provider: e.PAYMENTS_PROVIDER ?? (e.STRIPE_SECRET_KEY ? 'stripe' : 'simulated'),
      stripeSecretKey: e.STRIPE_SECRET_KEY,
      stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
    },
    jwtSecret: e.JWT_SECRET,
    rateLimitFactor: e.RATE_LIMIT_FACTOR ?? (e.NODE_ENV === 'test' ? 1000 : 1),
    logLevel: e.LOG_LEVEL,
    inMemoryDatabase: false,
  };
}
