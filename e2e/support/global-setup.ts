// Creates this run's PostgreSQL database and starts two instances of the real production server
// on it (the built app, as `npm start` runs it), plus the local peers of third-party services.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { adminDatabaseUrl, baseUrl, databaseName, databaseUrl, port, secondBaseUrl, secondPort } from './environment.js';
import { serverEnvironment, startPeers } from './peers.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server at ${url} did not become healthy:\n${output()}`);
}

function startServer(serverPort: number, env: Record<string, string>): { child: ChildProcess; output: () => string } {
  let log = '';
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(serverPort), HOST: '127.0.0.1', APP_URL: `http://127.0.0.1:${serverPort}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  return { child, output: () => log.slice(-4000) };
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html')) || !fs.existsSync(path.join(root, 'apps/server/dist/server.js'))) {
    throw new Error('Build first: npm run build (npm test does it).');
  }
  const admin = new pg.Client({ connectionString: adminDatabaseUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(databaseName)} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(databaseName)}`);
  await admin.end();

  const peers = await startPeers();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fournil-e2e-'));
  const env = {
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    SEED_DEMO: '0',
    CAPTCHA_TEST_MODE: '1',
    LOG_LEVEL: 'warn',
    JWT_SECRET: 'e2E-k8Rf3Wq6TzLp1VbN9xMc4HsJ7yGd2',
    ...serverEnvironment(baseUrl),
  };
  // The first instance migrates and seeds; the second starts on the ready database.
  const first = startServer(port, env);
  await waitForHealth(baseUrl, first.child, first.output);
  const second = startServer(secondPort, env);
  await waitForHealth(secondBaseUrl, second.child, second.output);

  // Returned to Playwright as the global teardown.
  return async () => {
    for (const server of [first, second]) server.child.kill('SIGTERM');
    await Promise.all(
      [first, second].map(
        (server) => new Promise((resolve) => (server.child.exitCode !== null ? resolve(null) : server.child.once('exit', resolve))),
      ),
    );
    await peers.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    const cleanup = new pg.Client({ connectionString: adminDatabaseUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(databaseName)} WITH (FORCE)`);
    await cleanup.end();
  };
}
