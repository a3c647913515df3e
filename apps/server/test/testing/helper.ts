// Test helpers: each test file gets its own fresh database — an in-memory PGlite, or (TEST_DB=postgres)
// a new PostgreSQL database created for the file and dropped after it — and builds the real app on it.
// Both start from the migrated copy the global setup made (test/testing/global-setup.ts).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config/index.js';
import { openDatabase, type Database } from '../../src/db/client.js';
import { adminUrl, isPostgresRun } from './test-database-env.js';

export { isPostgresRun };

export type TestDatabase = {
  /** Set when running on PostgreSQL: the URL of this file's own database. */
  url: string | undefined;
  open(): Promise<Database>;
  drop(): Promise<void>;
};

export type TestDatabaseOptions = {
  /** PGlite kept in this directory (restarts, crashes) instead of in memory; it starts empty. */
  dataDir?: string;
  /** No tables at all, not even the migrations (a restore's target). */
  empty?: boolean;
};

let pgliteSnapshot: Blob | undefined;

/** The migrated data directory the global setup dumped, read once per worker (its module cache outlives a file, vitest.config.ts). */
function migratedPgliteSnapshot(): Blob | undefined {
  const file = inject('pgliteSnapshotFile');
  if (!file) return undefined;
  pgliteSnapshot ??= new Blob([fs.readFileSync(file)]);
  return pgliteSnapshot;
}

/** A database of this test file's own: PGlite (in memory or in dataDir) or a fresh PostgreSQL database. */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  if (!isPostgresRun) {
    const { dataDir } = options;
    const snapshot = options.empty ? undefined : migratedPgliteSnapshot();
    return {
      url: undefined,
      open: () => openDatabase(dataDir ? { dataDir } : { inMemory: true, snapshot }),
      drop: async () => {},
    };
  }
  const name = `fournil_t_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  const template = options.empty ? undefined : inject('postgresTemplate');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}${template ? ` TEMPLATE ${pg.escapeIdentifier(template)}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    open: () => openDatabase({ databaseUrl: url.toString() }),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
      await client.end();
    },
  };
}

export function makeTempDir(prefix = 'fournil-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    SEED_DEMO: '0',
    CAPTCHA_TEST_MODE: '1',
    // Tests read the links of their mails there (off by default outside development).
    DEV_MAILBOX: '1',
    LOG_LEVEL: 'silent',
    DATA_DIR: makeTempDir(),
    JWT_SECRET: 'Jw7qT2vLx9cR4mZb8nHp3sKf6yDg1aE5uB0oNcXi',
    // Saving a bakery without coordinates geocodes it: tests never reach the public BAN. The discard
    // port refuses at once, so the offline gazetteer answers; a test wanting the BAN starts its peer.
    GEOCODER_URL: 'http://127.0.0.1:9',
    ...env,
  });
}

export type TestApp = { app: FastifyInstance; database: Database; testDb: TestDatabase; close(): Promise<void> };

/**
 * Builds the real app on a fresh database; call close() in afterAll. New password hashes are argon2id
 * at its lowest cost unless `options.passwordHashCost` says `standard` (docs/testing.md, "Password
 * hashing in tests").
 */
export async function buildTestApp(env: Record<string, string> = {}, options: BuildAppOptions = {}): Promise<TestApp> {
  const testDb = await createTestDatabase();
  const database = await testDb.open();
  const config = testConfig(testDb.url ? { DATABASE_URL: testDb.url, ...env } : env);
  const app = await buildApp(config, {
    logger: false,
    webDistDir: makeTempDir('fournil-web-'),
    passwordHashCost: 'lowest',
    ...options,
    database,
    ownsDatabase: false,
  });
  await app.ready();
  return {
    app,
    database,
    testDb,
    async close() {
      await app.close();
      await database.close();
      await testDb.drop();
    },
  };
}

/**
 * Runs `use` with the real app on a database the caller opened and keeps (fixtures written before a
 * server process starts on it, a site filled before its backup); the app is closed after, the
 * database is not.
 */
export async function withAppOn<T>(database: Database, config: Config, use: (app: FastifyInstance) => Promise<T>): Promise<T> {
  const app = await buildApp(config, { logger: false, webDistDir: makeTempDir('fournil-web-'), database, ownsDatabase: false });
  try {
    await app.ready();
    return await use(app);
  } finally {
    await app.close();
  }
}
