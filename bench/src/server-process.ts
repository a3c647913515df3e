// The server started as the product starts: `node apps/server/dist/server.js` in its own process,
// NODE_ENV=production with everything production demands (apps/server/src/config/production-rules.ts), on a free
// loopback port. Its output goes to a log file whose tail is shown when it fails.
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { track } from './cleanup.js';
import { REPO_ROOT } from './paths.js';

export type ServerDatabase = { databaseUrl: string } | { pglite: true };

export type RunningServer = {
  baseUrl: string;
  wsUrl: string;
  pid: number;
  stop(): Promise<void>;
  logTail(lines?: number): string;
};

const HEALTH_TIMEOUT_MS = 60_000;
const STOP_GRACE_MS = 10_000;

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Only what the server needs: nothing from the caller's environment leaks into the measure. */
export async function productionEnv(dataDir: string, port: number, database: ServerDatabase): Promise<NodeJS.ProcessEnv> {
  const sirenRegistry = path.join(dataDir, 'siren-registry.json');
  fs.writeFileSync(
    sirenRegistry,
    JSON.stringify([
      { siren: '900000001', denomination: 'Boulangerie du banc d’essai', activite_principale: '10.71C', etat_administratif: 'A' },
    ]),
  );
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    APP_URL: 'https://bench.fournil.invalid',
    JWT_SECRET: crypto.randomBytes(32).toString('base64url'),
    // Nothing listens there: no mail leaves, and the bench sends none anyway.
    SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
    SIREN_REGISTRY_FILE: sirenRegistry,
    SEED_DEMO: '0',
    // Production pays through Stripe only (docs/production.md); the bench pays nothing, and the
    // SDK would reach nothing there (https://: production refuses a Stripe address in clear).
    PAYMENTS_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_bench',
    STRIPE_WEBHOOK_SECRET: 'whsec_bench',
    STRIPE_API_URL: `https://127.0.0.1:${await freePort()}`,
    // Production names the seller on every invoice (docs/invoices.md); the bench issues none.
    SELLER_NAME: 'Banc d’essai Fournil',
    SELLER_ADDRESS: '1 rue du Banc, 75004 Paris',
    SELLER_SIREN: '900000001',
    LEGAL_PUBLISHER_FORM: 'SAS au capital de 1 000 €',
    LEGAL_PUBLISHER_PHONE: '01 00 00 00 00',
    LEGAL_CONTACT_EMAIL: 'banc@fournil.invalid',
    LEGAL_PUBLICATION_DIRECTOR: 'Banc d’essai',
    LEGAL_HOST_NAME: 'Hébergeur du banc',
    LEGAL_HOST_ADDRESS: '1 rue du Banc, 75004 Paris',
    LEGAL_HOST_PHONE: '01 00 00 00 01',
    // Push alerts (docs/alerts.md): off, so production asks no VAPID keys; the bench sends no push.
    ALERTS_ENABLED: '0',
    // A registry of its own: production refuses the demo one (docs/production.md).
    // The fan-out opens every socket from 127.0.0.1: the live feed's bounds (100 per address by
    // default, docs/reliability.md) are raised above the largest count the bench can ask for.
    LIVE_MAX_SOCKETS: '1000000',
    // Their unread output all counts for that one address too: its bound is raised to the instance's.
    LIVE_MAX_OUTPUT_BYTES_PER_ADDRESS: '120000000',
    // The load comes from many visitors (visitors.ts): their addresses in X-Forwarded-For, from the
    // bench on 127.0.0.1 as from a proxy. The production limits apply per visitor, unchanged.
    TRUST_PROXY: '127.0.0.1',
    LIVE_MAX_SOCKETS_PER_ADDRESS: '1000000',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    ...('databaseUrl' in database ? { DATABASE_URL: database.databaseUrl } : {}),
  };
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
  await exited(child);
  clearTimeout(timer);
}

export async function startServer(
  dataDir: string,
  database: ServerDatabase,
  extraEnv: Record<string, string> = {},
): Promise<RunningServer> {
  const port = await freePort();
  const logFile = path.join(dataDir, 'server.log');
  const log = fs.openSync(logFile, 'a');
  // To profile the server under load: BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof".
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, path.join(REPO_ROOT, 'apps/server/dist/server.js')], {
    cwd: REPO_ROOT,
    env: { ...(await productionEnv(dataDir, port, database)), ...extraEnv },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  // Last resort: whatever way the bench ends, its server ends with it.
  const killOnExit = () => child.kill('SIGKILL');
  process.on('exit', killOnExit);
  const release = track(`serveur ${child.pid}`, async () => {
    await stopChild(child);
    process.off('exit', killOnExit);
  });

  const baseUrl = `http://127.0.0.1:${port}`;
  const logTail = (lines = 20) => {
    try {
      return fs.readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
    } catch {
      return '';
    }
  };
  try {
    await waitForHealth(baseUrl, child);
  } catch (error) {
    await release();
    throw new Error(`${(error as Error).message}\n--- journal du serveur ---\n${logTail()}`, { cause: error });
  }
  return { baseUrl, wsUrl: `ws://127.0.0.1:${port}/ws/chat/`, pid: child.pid!, stop: release, logTail };
}

async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`le serveur s’est arrêté au démarrage (code ${child.exitCode})`);
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`le serveur ne répond pas sur ${baseUrl}/api/health après ${HEALTH_TIMEOUT_MS / 1000} s`);
}
