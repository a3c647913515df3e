// What a service may use, built the same way by every route: `service.x(contextOf(request), …)`.
// A service declares the part it reads (`Pick<ServiceContext, 'db' | 'log'>`), so a test can call
// it with just that, and with its own clock.
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from './config/index.js';
import type { Db } from './db/client.js';
import type { Providers } from './providers/index.js';
import type { BackgroundTasks } from './lib/background.js';
import type { AccessTokens } from './lib/jwt.js';

/**
 * What a write tells the push alerts (the port; modules/alerts/dispatch.ts implements it). Declared
 * here so that no floor below the modules imports one: the writers reach the alerts through the context.
 */
export type BreadAlerts = {
  /** After a write set `disponibilite_pain` from false to true, once committed: claims and sends after the answer. */
  breadBack(bakeryId: number): void;
  /**
   * After a visitors' report, once committed, made the bread a card shows true (docs/visitor-reports.md):
   * claims as breadBack does, without reading `disponibilite_pain` (the reports live in their own table).
   */
  breadBackReported(bakeryId: number): void;
};

export type ServiceContext = {
  db: Db;
  config: Config;
  /** Every third-party service, created once at start-up (providers/index.ts). */
  providers: Providers;
  /** The request's logger: its lines carry the request id. */
  log: FastifyBaseLogger;
  /** Work finished after the answer (plugins/background.ts). */
  background: BackgroundTasks;
  /** Abuse limits (plugins/rate-limit/). */
  limits: FastifyInstance['limits'];
  /** Signs access tokens (plugins/auth.ts). */
  tokens: AccessTokens;
  /** Push alerts: a write that brings bread back tells it here (modules/availability/write-availability.ts). */
  alerts: BreadAlerts;
  /** The clock; a test may hand its own. */
  now: () => Date;
};

const realClock = () => new Date();

export function contextOf(request: FastifyRequest): ServiceContext {
  const app = request.server;
  return {
    db: app.db.db,
    config: app.config,
    providers: app.providers,
    log: request.log,
    background: app.background,
    limits: app.limits,
    tokens: app.tokens,
    alerts: app.alerts,
    now: realClock,
  };
}
