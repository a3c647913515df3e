// Several server processes on one port (WEB_CONCURRENCY, docs/processes.md): the primary process
// forks the workers, which each build the whole app and listen on the same port (Node's cluster
// module hands connections out in turn), each with its own live sockets, all kept current through
// PostgreSQL as separate instances are. The primary serves no request: it restarts a worker that
// dies, hands SIGTERM to every worker and exits once they all have, and serves all the workers'
// metrics on METRICS_PORT.
import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';
import { startMetricsServer } from './plugins/metrics.js';

/** A worker that died is replaced after this long (a worker that dies at once is not replaced). */
const RESTART_DELAY_MS = 1_000;

export type PrimaryOptions = {
  workers: number;
  /** Where the summed metrics are served (METRICS_HOST, METRICS_PORT); none without a port. */
  metrics: { host: string; port: number | undefined };
};

/** One JSON log line, shaped as the workers' (pino: level 30 info, 50 error). */
function log(level: 30 | 50, msg: string, extra: Record<string, unknown> = {}): void {
  process.stdout.write(`${JSON.stringify({ level, time: Date.now(), pid: process.pid, role: 'primary', ...extra, msg })}\n`);
}

/** True in a worker forked by the primary; false in a process that serves alone. */
export const isWorkerProcess = (): boolean => cluster.isWorker;

/**
 * In a worker: its metrics are answered to the primary (prom-client's cluster support), each series
 * labelled with the worker's number, so a stuck process shows; sum or max them in the queries.
 */
export function shareMetricsWithPrimary(registry: Registry): void {
  registry.setDefaultLabels({ app: 'fournil', worker: String(cluster.worker?.id ?? 0) });
  AggregatorRegistry.setRegistries([registry]);
  // Constructing one is what makes a worker answer the primary's requests (prom-client's lib/cluster.js).
  new AggregatorRegistry();
}

/** Runs the primary: forks the workers and keeps them, until SIGTERM or SIGINT has stopped them all. */
export function runPrimary(options: PrimaryOptions): void {
  let isStopping = false;
  let hasFailed = false;
  const listening = new WeakSet<Worker>();

  const fork = () => {
    const worker = cluster.fork();
    worker.once('listening', () => listening.add(worker));
  };

  cluster.on('exit', (worker, code, signal) => {
    const workersLeft = Object.keys(cluster.workers ?? {}).length;
    if (code !== 0) hasFailed = true;
    if (isStopping) {
      if (workersLeft === 0) process.exit(hasFailed ? 1 : 0);
      return;
    }
    if (!listening.has(worker)) {
      // It could not start (its reason is in its own output): the others would not either.
      log(50, 'un processus serveur n’a pas pu démarrer : arrêt', { worker: worker.process.pid, code, signal });
      stop();
      return;
    }
    log(50, 'un processus serveur s’est arrêté : il est remplacé', { worker: worker.process.pid, code, signal });
    setTimeout(() => {
      if (!isStopping) fork();
    }, RESTART_DELAY_MS).unref();
  });

  const stop = () => {
    if (isStopping) return;
    isStopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);
    if (workers.length === 0) process.exit(hasFailed ? 1 : 0);
    // Each worker drains as a single server does (main.ts): readiness 503, then its requests end.
    for (const worker of workers) worker.process.kill('SIGTERM');
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  for (let index = 0; index < options.workers; index += 1) fork();
  log(30, `${options.workers} processus serveur sur le même port (WEB_CONCURRENCY)`);
  if (options.metrics.port !== undefined) serveSummedMetrics(options.metrics.host, options.metrics.port);
}

function serveSummedMetrics(host: string, port: number): void {
  const registry = new AggregatorRegistry();
  const source = { metrics: () => registry.clusterMetrics(), contentType: registry.contentType };
  startMetricsServer(source, host, port).then(
    (server) => {
      server.unref();
      log(30, `Mesures Prometheus (tous les processus) sur http://${host}:${port}/metrics`);
    },
    (error: NodeJS.ErrnoException) => log(50, `METRICS_PORT : impossible d'écouter sur ${host}:${port} (${error.code ?? error.message})`),
  );
}
