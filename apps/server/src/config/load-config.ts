// The configuration contract (README.md, "Configuration"; what production requires:
// docs/production.md), parsed once at start-up. A bad value or a refused setting stops the start
// with one message naming every variable at fault, one line each (ConfigError.message). `Config` is
// what the schema's transform returns.
import os from 'node:os';
import path from 'node:path';
import type { z } from 'zod';
import { ConfigError } from './config-error.js';
import { ZEnv, type TEnv } from './env-schema.js';
import { legalIdentityOf, sellerOf } from './legal-identity.js';
import { isLoopbackHost, networkRefusals, productionRefusals } from './production-rules.js';
import { storageRefusals, storageSettings } from './storage-settings.js';

/** Pairs and choices no single variable's schema can check, in every environment. */
function choiceRefusals(e: TEnv, isProduction: boolean): string[] {
  const refusals: string[] = [];
  // In production with alerts on, the production rules ask for both keys (and the subject) already.
  if (!!e.VAPID_PUBLIC_KEY !== !!e.VAPID_PRIVATE_KEY && !(isProduction && e.ALERTS_ENABLED)) {
    refusals.push('VAPID_PUBLIC_KEY et VAPID_PRIVATE_KEY vont ensemble (ou aucun des deux).');
  }
  if ((e.WEB_CONCURRENCY ?? 1) > 1 && !e.DATABASE_URL) {
    refusals.push('WEB_CONCURRENCY : la base embarquée (PGlite) n’est ouverte que par un processus ; plusieurs demandent DATABASE_URL.');
  }
  // Production names Stripe's key and webhook secret itself (production-rules.ts).
  if (isProduction) return refusals;
  if (e.PAYMENTS_PROVIDER === 'stripe' && !e.STRIPE_SECRET_KEY) {
    refusals.push('STRIPE_SECRET_KEY est obligatoire quand PAYMENTS_PROVIDER=stripe.');
  }
  // Without the webhook secret no Stripe event could be verified: renewals would never be recorded.
  if (paymentsProviderOf(e) === 'stripe' && !e.STRIPE_WEBHOOK_SECRET) {
    refusals.push('STRIPE_WEBHOOK_SECRET est obligatoire quand PAYMENTS_PROVIDER=stripe (docs/payments.md).');
  }
  return refusals;
}

function paymentsProviderOf(e: TEnv): 'stripe' | 'simulated' {
  return e.PAYMENTS_PROVIDER ?? (e.STRIPE_SECRET_KEY ? 'stripe' : 'simulated');
}

/**
 * The start's refusals in one message, so the operator fixes them all in one go: one line for one
 * refusal, a heading and one line each for several. Never a rejected value (it may hold a password).
 */
function refusalMessage(refusals: string[]): string {
  if (refusals.length === 1) return `Configuration invalide : ${refusals[0]}`;
  return [`Configuration invalide (${refusals.length} problèmes) :`, ...refusals.map((refusal) => `- ${refusal}`)].join('\n');
}

function configOf(e: TEnv) {
  const isProduction = e.NODE_ENV === 'production';
  // Production refuses every test door outright; elsewhere they need a loopback HOST.
  const refusals = [
    ...(isProduction ? productionRefusals(e) : networkRefusals(e)),
    ...choiceRefusals(e, isProduction),
    ...storageRefusals(e),
  ];
  if (refusals.length > 0) throw new ConfigError(refusalMessage(refusals));
  const paymentsProvider = paymentsProviderOf(e);
  return {
    nodeEnv: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    dataDir: path.resolve(e.DATA_DIR),
    /** `memory` keeps the embedded database in memory (tests). */
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    /** Uploaded media in this bucket; undefined: the local disk under DATA_DIR/media. */
    storage: storageSettings(e),
    // Demonstration doors open by default only on a server this machine alone can reach.
    /** Seed the demo on an empty database; never true in production. */
    seedDemo: e.SEED_DEMO ?? (!isProduction && isLoopbackHost(e.HOST)),
    /** The dev mailbox (GET /api/dev/mails/, loopback clients only); never true in production. */
    devMailbox: e.DEV_MAILBOX ?? (e.NODE_ENV === 'development' && isLoopbackHost(e.HOST)),
    captchaTestMode: e.CAPTCHA_TEST_MODE,
    /** Fastify `trustProxy`: which peers may set the client address (X-Forwarded-For). */
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
      /** Unset: the public Stripe API. */
      stripeApiUrl: e.STRIPE_API_URL,
    },
    jwtSecret: e.JWT_SECRET,
    /** Multiplies every abuse limit (tests raise them so journeys are not throttled); never on a network. */
    rateLimitFactor: e.RATE_LIMIT_FACTOR ?? (e.NODE_ENV === 'test' && isLoopbackHost(e.HOST) ? 1000 : 1),
    /** Password hashes and verifications running at once; the others queue (lib/password.ts). */
    passwordHashConcurrency: e.PASSWORD_HASH_CONCURRENCY,
    /** Prometheus metrics: `/metrics` for this bearer token, and/or on this port of METRICS_HOST (docs/operations.md). */
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT, host: e.METRICS_HOST },
    /** First run of every timed chore after start, when set (plugins/background.ts); each chore's own delay otherwise. */
    jobsFirstRunMs: e.JOBS_FIRST_RUN_SECONDS === undefined ? undefined : e.JOBS_FIRST_RUN_SECONDS * 1000,
    /** Server processes on the port (docs/processes.md): every core in production with PostgreSQL, else 1. */
    webConcurrency: e.WEB_CONCURRENCY ?? (isProduction && e.DATABASE_URL ? os.availableParallelism() : 1),
    /** On SIGTERM: readiness answers 503 this long before the server stops accepting (5 s in production, 0 otherwise). */
    shutdownDrainMs: (e.SHUTDOWN_DRAIN_SECONDS ?? (isProduction ? 5 : 0)) * 1000,
    /** Live-feed bounds (docs/reliability.md "Live feed"). */
    live: {
      /** Sockets one instance holds, in all and from one client address. */
      maxSockets: e.LIVE_MAX_SOCKETS,
      maxSocketsPerAddress: e.LIVE_MAX_SOCKETS_PER_ADDRESS,
      /** Bakeries one socket may watch by id at once. */
      maxWatched: e.LIVE_MAX_WATCHED,
      /** Messages one socket may send per window; the others get a French error and are dropped. */
      maxMessagesPerWindow: e.LIVE_MAX_MESSAGES,
      messageWindowMs: e.LIVE_MESSAGE_WINDOW_SECONDS * 1000,
      /** A bigger client message closes its socket (1009). */
      maxMessageBytes: e.LIVE_MAX_MESSAGE_BYTES,
      /** Output written but not yet read, per socket, per client address (IPv6 /64) and per instance. */
      maxOutputBytes: e.LIVE_MAX_OUTPUT_BYTES,
      maxOutputBytesPerAddress: e.LIVE_MAX_OUTPUT_BYTES_PER_ADDRESS,
      maxOutputBytesTotal: e.LIVE_MAX_OUTPUT_BYTES_TOTAL,
      /** A socket behind its output bound that still has unread output this long is closed (1013). */
      drainTimeoutMs: e.LIVE_DRAIN_TIMEOUT_SECONDS * 1000,
    },
    seller: sellerOf(e),
    /** The operator and its host, named in the legal pages (docs/content.md, "Legal pages"). */
    legal: legalIdentityOf(e),
    /**
     * Web Push alerts (docs/alerts.md). Keys unset outside production: generated into DATA_DIR at start
     * (providers/push/vapid-keys.ts). `extraHosts`: push hosts allowed besides the known services, never in production.
     */
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
    /** Embedded database kept in memory instead of DATA_DIR (tests only). */
    inMemoryDatabase: false,
  };
}

/** The environment schema, then the rules across variables, then the configuration's shape. */
export const ZConfig = ZEnv.transform(configOf);

export type Config = z.output<typeof ZConfig>;

/** Parses the environment; throws ConfigError naming every variable at fault (refusalMessage). */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ZConfig.safeParse(env);
  if (!parsed.success) {
    // One refusal per variable (its first issue); the rules across variables come once the values pass.
    const byName = new Map<string, string>();
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? '?');
      // The rejected value is never echoed: it may hold a password (DATABASE_URL, SMTP_URL…).
      if (!byName.has(name)) byName.set(name, `${name} ${issue.message}.`);
    }
    throw new ConfigError(refusalMessage([...byName.values()]));
  }
  return parsed.data;
}
