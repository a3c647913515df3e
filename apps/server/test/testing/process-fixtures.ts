// What the tests of several server processes on one PostgreSQL share (app/processes.test.ts,
// app/two-instances.test.ts): fixtures written by an app of the test's own process before any server
// starts, and the environment each server process gets. The work they leave for the timed chores:
// test/testing/old-mails.ts.
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client.js';
import { makeTempDir, testConfig, withAppOn, type TestDatabase } from './helper.js';

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
  const dataDir = makeTempDir('fournil-fixtures-');
  try {
    const config = testConfig({ DATABASE_URL: testDb.url!, DATA_DIR: dataDir, JWT_SECRET: SHARED_JWT_SECRET });
    return await withDatabase(testDb, (database) => withAppOn(database, config, (app) => write(app, database)));
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
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

/** Checks `condition` every `intervalMs` until it holds or `timeoutMs` has passed; the expectations after it say what is wrong. */
export async function waitUntil(condition: () => boolean | Promise<boolean>, timeoutMs: number, intervalMs = 250): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, intervalMs));
}
