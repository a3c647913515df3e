// What the tests of several server processes on one PostgreSQL share (app/processes.test.ts,
// app/two-instances.test.ts): fixtures written by an app of the test's own process before any server
// starts, the environment each server process gets, and reading what their timed chores logged.
import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/app.js';
import type { Database } from '../../src/db/client.js';
import { makeTempDir, testConfig, type TestDatabase } from './helper.js';
import { rowsOf } from './manager-fixtures.js';
import type { ServerProcess } from './server-process.js';

const OLD_MAIL_ADDRESS = 'ancien@fournil.test';

/** One secret for the fixtures' app and every process: a token signed by one is accepted by the others. */
export const SHARED_JWT_SECRET = 'Jw7qT2vLx9cR4mZb8nHp3sKf6yDg1aE5uB0oNcXi';

/** Opens the test's database for `use`, and closes it after, whatever happens. */
export async function withDatabase<T>(testDb: TestDatabase, use: (database: Database) => Promise<T>): Promise<T> {
  const database = await testDb.open();
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}

/**
 * Writes the fixtures with an app of this process, which migrates the database first, then closes
 * it: the server processes start on a database that is ready.
 */
export async function writeFixtures<T>(testDb: TestDatabase, write: (app: FastifyInstance, database: Database) => Promise<T>): Promise<T> {
  return withDatabase(testDb, async (database) => {
    const dataDir = makeTempDir('fournil-fixtures-');
    const app = await buildApp(testConfig({ DATABASE_URL: testDb.url!, DATA_DIR: dataDir, JWT_SECRET: SHARED_JWT_SECRET }), {
      logger: false,
      webDistDir: makeTempDir('fournil-web-'),
      database,
      ownsDatabase: false,
    });
    try {
      await app.ready();
      return await write(app, database);
    } finally {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
}

/** `count` delivered mails past their retention (30 days): work for the purge, which both processes run. */
export async function insertOldMails(database: Database, count: number): Promise<void> {
  await database.db.execute(
    sql`INSERT INTO mail_outbox (to_address, subject, text_body, html_body, status, created_at, sent_at)
        SELECT ${OLD_MAIL_ADDRESS}, 'Ancien message', '-', '-', 'sent', now() - interval '40 days', now() - interval '40 days' FROM generate_series(1, ${count})`,
  );
}

/** How many of those old mails are left. */
export async function countOldMails(database: Database): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    database.db,
    sql`SELECT count(*)::int AS n FROM mail_outbox WHERE to_address = ${OLD_MAIL_ADDRESS}`,
  );
  return row!.n;
}

/** The environment of a server process on the test's database; `env` adds to it or overrides it. */
export function serverProcessEnv(testDb: TestDatabase, env: Record<string, string>): Record<string, string> {
  return {
    NODE_ENV: 'test',
    SEED_DEMO: '0',
    DEV_MAILBOX: '0',
    // Info: each process logs what its purge deleted (plugins/background.ts), read by purgedMails.
    LOG_LEVEL: 'info',
    // The timed chores run as each process starts.
    JOBS_FIRST_RUN_SECONDS: '0',
    CAPTCHA_TEST_MODE: '1',
    INSEE_API_KEY: '',
    DATABASE_URL: testDb.url!,
    JWT_SECRET: SHARED_JWT_SECRET,
    ...env,
  };
}

/** The mails each purge a server process ran says it deleted, one number a run. */
export function purgedMails(server: ServerProcess): number[] {
  return server
    .log()
    .split('\n')
    .filter((line) => line.includes('données expirées supprimées'))
    .map((line) => (JSON.parse(line) as { purged: { mails: number } }).purged.mails ?? 0);
}

/** Checks `condition` every `intervalMs` until it holds or `timeoutMs` has passed; the expectations after it say what is wrong. */
export async function waitUntil(condition: () => boolean | Promise<boolean>, timeoutMs: number, intervalMs = 250): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, intervalMs));
}
