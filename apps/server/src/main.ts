// Starts the server (through server.ts, which checks the Node version first): parse the configuration,
// build the app, listen, shut down gracefully. With WEB_CONCURRENCY above 1 this process forks that
// many such servers on the port and keeps them (processes.ts, docs/processes.md).
import { loadPasswordRules } from '@fournil/shared';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config/index.js';
import { DatabaseConnectionError } from './db/client.js';
import { demoLoginLines, hasDemoAccounts } from './db/seed/index.js';
import { startMetricsServer } from './plugins/metrics.js';
import { isWorkerProcess, runPrimary, shareMetricsWithPrimary } from './processes.js';

/** After the drain, how long open requests may take before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  if (config.webConcurrency > 1 && !isWorkerProcess()) {
    runPrimary({ workers: config.webConcurrency, metrics: { host: config.metrics.host, port: config.metrics.port } });
    return;
  }
  const app = await buildApp(config);
  // The password estimator builds its dictionaries once (a few hundred milliseconds of CPU): before
  // listening, rather than in the middle of the first sign-up (docs/accounts.md, "Password rules").
  await loadPasswordRules();

  // The stop (docs/operations.md, "Health and shutdown"): /api/ready answers 503 at once, requests
  // are still served for SHUTDOWN_DRAIN_SECONDS so the load balancer can take the instance out, then
  // the server stops accepting, finishes what it was doing, closes live sockets with 1012 (the
  // browser reconnects, to another instance) and exits.
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.lifecycle.isDraining = true;
    app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'arrêt en cours');
    const timer = setTimeout(() => {
      app.log.error('arrêt forcé après délai');
      process.exit(1);
    }, config.shutdownDrainMs + SHUTDOWN_GRACE_MS);
    timer.unref();
    setTimeout(() => {
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'erreur pendant l’arrêt');
          process.exit(1);
        },
      );
    }, config.shutdownDrainMs);
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close().catch(() => {});
    throw new ConfigError(
      `PORT : impossible d'écouter sur ${config.host}:${config.port} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}).`,
    );
  }
  // Several processes: the primary serves their metrics summed on METRICS_PORT.
  if (isWorkerProcess()) shareMetricsWithPrimary(app.metrics.registry);
  else if (config.metrics.port) {
    // Serves until the process exits, through the drain: a scraper sees the stop happen.
    await startMetricsServer(app.metrics.registry, config.metrics.host, config.metrics.port).catch(async (error: unknown) => {
      await app.close().catch(() => {});
      throw new ConfigError(
        `METRICS_PORT : impossible d'écouter sur ${config.metrics.host}:${config.metrics.port} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}).`,
      );
    });
    app.log.info(`Mesures Prometheus sur http://${config.metrics.host}:${config.metrics.port}/metrics`);
  }
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite (${config.dataDir})`;
  app.log.info(`Fournil est prêt sur ${config.appUrl} — base : ${where}`);
  if (await hasDemoAccounts(app.db.db)) {
    if (config.isProduction) {
      // Never created in production (config/production-rules.ts, app.ts), but a base seeded elsewhere may hold them.
      app.log.error(
        'Cette base contient les comptes de démonstration, dont le mot de passe est public : supprimez-les (docs/production.md).',
      );
    } else {
      for (const line of demoLoginLines()) app.log.info(line);
    }
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseConnectionError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`Démarrage impossible : ${(error as Error).stack ?? String(error)}\n`);
  }
  process.exit(1);
});
