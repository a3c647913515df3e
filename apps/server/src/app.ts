// buildApp(config): the whole HTTP application, used by server.ts and by the tests.
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { fastifyTrustProxy, type Config } from './config/index.js';
import { openDatabase, type Database } from './db/client.js';
import { runMigrations } from './db/migrate.js';
import { passwordHashing, setPasswordHashCost, type PasswordHashCost } from './lib/password.js';
import { serializeError } from './lib/redact-error.js';
import { serializeRequest } from './lib/redact-url.js';
import { seedDatabase, type SeedReport } from './db/seed/index.js';
import { DEMO_LISTINGS_FILE, importOsmFile } from './modules/open-data/import-osm-file.js';
import { backOfficeRefusal, staffAreaRoutes } from './modules/admin/staff-area.js';
import { campaignRoutes } from './modules/advertising/campaign-routes.js';
import { advertisingPublicRoutes } from './modules/advertising/routes.js';
import { bakeryRoutes } from './modules/bakeries/routes.js';
import { claimRoutes } from './modules/claims/routes.js';
import { favouriteRoutes } from './modules/favourites/routes.js';
import { proVisitorReportRoutes, visitorReportRoutes } from './modules/visitor-reports/routes.js';
import { createAlertDispatcher, type AlertDispatcher } from './modules/alerts/dispatch.js';
import { alertRoutes } from './modules/alerts/routes.js';
import { accountRoutes } from './modules/account/routes.js';
import { findAuthUserById } from './modules/auth/repository.js';
import { authRoutes } from './modules/auth/routes.js';
import { twoFactorRoutes } from './modules/two-factor/routes.js';
import { captchaRoutes } from './modules/captcha/routes.js';
import { contactRoutes } from './modules/contact/routes.js';
import { contentRoutes } from './modules/content/routes.js';
import { devMailRoutes } from './modules/dev-mail/routes.js';
import { invitationPreviewRoutes, managerRoutes } from './modules/managers/routes.js';
import { requireVerifiedOwner } from './modules/pro-area/guard.js';
import { proArea } from './modules/pro-area/plugin.js';
import { proBakeryRoutes } from './modules/pro-bakeries/routes.js';
import { bakeryCalendarRoutes } from './modules/bakery-calendar/routes.js';
import { sirenRoutes } from './modules/siren/routes.js';
import { registerAuth } from './plugins/auth.js';
import { registerBackgroundTasks } from './plugins/background.js';
import { scheduledJobs } from './jobs.js';
import { registerMail, type MailOptions } from './modules/mail/plugin.js';
import { outboxHealth } from './modules/mail/repository.js';
import { registerRateLimits, type RateLimitOverrides } from './plugins/rate-limit/index.js';
import { geoRoutes } from './modules/geo/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { LiveHub, type LiveHubOptions } from './modules/live/live-hub.js';
import { liveRoutes } from './modules/live/routes.js';
import { NearbyCards } from './modules/bakeries/nearby-cards.js';
import { PublicDetails } from './modules/bakeries/public-details.js';
import { publicConfigRoutes } from './modules/public-config/routes.js';
import { frameworkErrorHandler, registerErrorHandler } from './plugins/error-handler.js';
import { registerOpenApi } from './plugins/openapi.js';
import { refuseForbiddenCharacters, refuseUnknownFields } from './lib/strict-body.js';
import { ZBadRequest, ZFieldErrors } from './lib/http-schemas.js';
import { z } from 'zod';
import { registerSecurityHeaders } from './plugins/security.js';
import { registerMediaRoutes } from './plugins/media.js';
import { createMetrics, registerMetricsRoute } from './plugins/metrics.js';
import { registerStaticFiles } from './plugins/spa.js';
import { publicPageRoutes } from './modules/public-pages/routes.js';
import { openDataPublicationRoutes } from './modules/open-data/published/routes.js';
import { describePage } from './modules/public-pages/service.js';
import { createProviders, type Providers } from './providers/index.js';
import { paymentOwnerRoutes, paymentRoutes } from './modules/payments/routes.js';
import { invoiceOwnerRoutes } from './modules/invoices/routes.js';
import { isPaymentSimulationPath, useFrenchZodErrors } from '@fournil/shared';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    seedReport: SeedReport;
    /** Every third-party service, created once here (providers/index.ts) and handed to services from there. */
    providers: Providers;
    /** Every placed bakery's card in memory, kept current by the change notifications (modules/bakeries/nearby-cards.ts). */
    nearbyCards: NearbyCards;
    publicDetails: PublicDetails; // ready bytes, kept current by the cards' batches (modules/bakeries/public-details.ts)
    /** The live feed's sockets on this instance and their fan-out (modules/live/live-hub.ts). */
    liveHub: LiveHub;
    /** Claims and sends the push alerts (modules/alerts/dispatch.ts): after a bread toggle, and the opening job. */
    alerts: AlertDispatcher;
    /** Set when a stop begins (server.ts): `/api/ready` answers 503 so the load balancer stops sending. */
    lifecycle: { isDraining: boolean };
  }
}

export type BuildAppOptions = {
  /** An already open database (tests share one per file); otherwise opened from the config. */
  database?: Database;
  /** Close the database with the app (default: only when buildApp opened it). */
  ownsDatabase?: boolean;
  webDistDir?: string;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /**
   * Routes only a test harness adds (e.g. a hook an end-to-end journey drives). Never chosen from
   * the environment: a server started from server.ts has none, whatever NODE_ENV says.
   */
  testRoutes?: FastifyPluginAsync[];
  /** Exact abuse limits for some routes (tests); otherwise RATE_LIMITS × config.rateLimitFactor. */
  rateLimits?: RateLimitOverrides;
  /** Outbox worker timings (tests). */
  mail?: MailOptions;
  /** Other providers (tests swap one here); the rest are chosen from the config. */
  providers?: Partial<Providers>;
  /** The clock of the reset of availability flags at opening (tests fix it; docs/availability.md). */
  resetClock?: () => Date;
  /** The argon2 cost of new password hashes (lib/password.ts): `lowest` only in tests; a server started from server.ts writes `standard`. */
  passwordHashCost?: PasswordHashCost;
  /** The clock of the alerts: open now, quiet hours, claim times (tests fix it; docs/alerts.md). */
  alertsClock?: () => Date;
  /** Live feed timings (tests poll more often and move the drain timeout's clock by hand). */
  live?: LiveHubOptions;
};

export const defaultWebDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

const MIGRATE_AND_SEED_LOCK_ID = 727_002;

/**
 * Dynamic answers are compressed at the fastest levels: on a 190-card nearby answer (76 kB) brotli 1
 * keeps 8.7 % of the bytes for about the CPU of gzip 1 (10.9 %), where brotli 4 or gzip 6 save
 * 2 kB more for 3 to 4 times the CPU (measured in docs/nearby-search.md). The built web assets are
 * compressed once, at the highest levels, when the web app is built (plugins/spa.ts serves those files).
 */
const COMPRESSION = {
  global: true,
  threshold: 1024,
  brotliOptions: {
    params: { [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_QUALITY]: 1 },
  },
  zlibOptions: { level: 1 },
};

/** Applies migrations and seeds an empty database; serialised across instances on PostgreSQL. */
export async function prepareDatabase(
  database: Database,
  config: Pick<Config, 'seedDemo' | 'isProduction' | 'jwtSecret' | 'dataDir'>,
): Promise<SeedReport> {
  return database.withAdvisoryLock(MIGRATE_AND_SEED_LOCK_ID, async () => {
    await runMigrations(database);
    // Demo accounts have published passwords: never in production, whatever the configuration says.
    return seedDatabase(database.db, {
      demo: config.seedDemo && !config.isProduction,
      config,
      importDemoListings: (db) => importOsmFile(db, DEMO_LISTINGS_FILE, { complete: false }),
    });
  });
}

export async function buildApp(config: Config, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  useFrenchZodErrors();
  const database =
    options.database ??
    (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, inMemory: config.inMemoryDatabase }));
  const ownsDatabase = options.ownsDatabase ?? !options.database;
  let seedReport: SeedReport;
  try {
    seedReport = await prepareDatabase(database, config);
  } catch (error) {
    if (ownsDatabase) await database.close().catch(() => {});
    throw error;
  }

  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
            // Invitation, confirmation and reset links carry their token in the path: lib/redact-url.ts.
            // Database errors lose their query parameters: lib/redact-error.ts.
            serializers: { req: serializeRequest, err: serializeError },
            ...(options.logStream ? { stream: options.logStream } : {}),
            // JSON lines for log collectors; readable lines for a person at a terminal outside production.
            ...(process.stdout.isTTY && !config.isProduction && !options.logStream
              ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
              : {}),
          },
    // TRUST_PROXY: the proxies allowed to name the client (X-Forwarded-For); none by default, so a
    // forged header cannot change request.ip, which every per-IP limit counts by (docs/production.md).
    trustProxy: fastifyTrustProxy(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    bodyLimit: 1024 * 1024,
    frameworkErrors: frameworkErrorHandler,
  });
  app.decorate('config', config);
  app.decorate('lifecycle', { isDraining: false });
  // While the instance drains, every answer closes its connection: a kept-alive connection whose
  // last request ended after the server stopped accepting would otherwise hold the stop open until
  // its keep-alive timeout, past the forced exit (docs/operations.md, "Health and shutdown").
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (app.lifecycle.isDraining) reply.header('connection', 'close');
    done(null, payload);
  });
  app.decorate('db', database);
  app.decorate('seedReport', seedReport);
  if (seedReport.addedLegalPages.length > 0) {
    app.log.info({ pages: seedReport.addedLegalPages }, 'Pages légales ajoutées à la base (docs/content.md, « Legal pages »)');
  }
  app.decorate('providers', createProviders(config, app.log, options.providers));
  if (ownsDatabase) app.addHook('onClose', async () => database.close());
  const nearbyCards = await NearbyCards.start(database, app.log).catch(async (error: unknown) => {
    if (ownsDatabase) await database.close().catch(() => {});
    throw error;
  });
  app.decorate('nearbyCards', nearbyCards);
  app.addHook('onClose', async () => nearbyCards.close());
  const publicDetails = new PublicDetails(database.db, nearbyCards);
  app.decorate('publicDetails', publicDetails);
  // The nearby cards LISTEN once per instance; every instance fans changes out to its own sockets.
  const liveHub = new LiveHub(publicDetails, nearbyCards, app.log, config.live, options.live);
  app.decorate('liveHub', liveHub);
  // preClose, before @fastify/websocket's own (which closes sockets without a code): the hub closes
  // each socket with 1012 so browsers reconnect, to another instance (docs/operations.md).
  app.addHook('preClose', async () => liveHub.close());
  app.decorate('metrics', createMetrics(app, { outboxHealth: () => outboxHealth(database.db) }));

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Unknown body fields are refused on every route (lib/strict-body.ts), before the schema is compiled.
  app.addHook('onRoute', (route) => {
    if (route.schema?.body) route.schema = { ...route.schema, body: refuseUnknownFields(route.schema.body as z.ZodType) };
    // Every route may answer a 400 naming a field (a control character in its path or query): its
    // declared 400 takes both shapes, `{detail}` and `{field: [messages]}`.
    const responses = route.schema?.response as Record<string, unknown> | undefined;
    const declared = responses?.['400'] as z.ZodType | undefined;
    if (declared !== undefined && declared !== ZBadRequest)
      route.schema = { ...route.schema, response: { ...responses, 400: z.union([declared, ZFieldErrors]) } };
  });
  app.addHook('preValidation', refuseForbiddenCharacters);
  registerErrorHandler(app);
  await registerSecurityHeaders(app, config);
  await app.register(compress, COMPRESSION);
  await registerOpenApi(app, config, { opensBackOffice: async (session) => (await backOfficeRefusal(database.db, session)) === null });
  registerBackgroundTasks(app, scheduledJobs(app, { resetClock: options.resetClock }));
  app.decorate(
    'alerts',
    createAlertDispatcher({
      db: database.db,
      push: app.providers.push,
      log: app.log,
      background: app.background,
      now: options.alertsClock ?? (() => new Date()),
      enabled: config.alerts.enabled,
      pushes: app.metrics.pushes,
    }),
  );
  passwordHashing.setConcurrency(config.passwordHashConcurrency);
  setPasswordHashCost(options.passwordHashCost ?? 'standard');
  await registerAuth(app, { loadUser: (userId) => findAuthUserById(database.db, userId) });
  await registerRateLimits(app, options.rateLimits);
  registerMail(app, options.mail);

  await app.register(healthRoutes);
  await app.register(publicConfigRoutes);
  await app.register(contentRoutes);
  await app.register(captchaRoutes);
  await app.register(authRoutes);
  await app.register(twoFactorRoutes);
  await app.register(accountRoutes);
  await app.register(contactRoutes);
  await app.register(sirenRoutes);
  // DEV_MAILBOX: on by default in development only, refused in production (config/production-rules.ts).
  if (config.devMailbox) await app.register(devMailRoutes);
  await app.register(bakeryRoutes);
  await app.register(claimRoutes);
  await app.register(favouriteRoutes);
  await app.register(visitorReportRoutes);
  await app.register(alertRoutes);
  await app.register(advertisingPublicRoutes);
  // The professional area (modules/pro-area/plugin.ts): one authentication hook per area, and for the
  // campaign manager the verified SIREN before every route; the advertising access guards only the
  // routes that make or change an ad (modules/advertising/campaign-routes.ts).
  await app.register(proArea, { routes: [campaignRoutes], preHandler: requireVerifiedOwner });
  await app.register(proArea, { routes: [proBakeryRoutes, bakeryCalendarRoutes, managerRoutes, proVisitorReportRoutes] });
  // Public preview of a manager invitation (the acceptance itself is in the professional area).
  await app.register(invitationPreviewRoutes);
  // Payments: public status and the provider's webhook (raw body), then the owner's routes.
  await app.register(paymentRoutes);
  await app.register(proArea, { routes: [paymentOwnerRoutes, invoiceOwnerRoutes] });
  // Staff back-office /api/admin/…: one hook for the whole area (modules/admin/staff-area.ts).
  await app.register(staffAreaRoutes);
  await app.register(geoRoutes);
  // Live feed /ws/chat/: a client message over LIVE_MAX_MESSAGE_BYTES (4 KB) closes its socket (1009).
  await app.register(websocket, { options: { maxPayload: config.live.maxMessageBytes } });
  await app.register(liveRoutes);
  await app.register(publicPageRoutes);
  await app.register(openDataPublicationRoutes);
  for (const routes of options.testRoutes ?? []) await app.register(routes);

  await registerMediaRoutes(app, app.providers.storage);
  registerMetricsRoute(app, config.metrics.token);
  const isSimulatedCheckout = app.providers.payments.name === 'simulated';
  await registerStaticFiles(app, {
    webDistDir: options.webDistDir ?? defaultWebDistDir,
    // With Stripe (always in production) the simulated checkout page does not exist (docs/production.md).
    isAbsentPage: (url) => !isSimulatedCheckout && isPaymentSimulationPath(url),
    // Public pages are documents: their own head and content, and a real 404 (modules/public-pages).
    describePage: (pathname) =>
      describePage({ db: database.db, appUrl: config.appUrl, now: () => new Date(), config, details: publicDetails }, pathname),
  });
  return app;
}
