// Runs once before the API test files (vitest `globalSetup`): builds one migrated database that every
// file's database starts from, so no file pays for an empty cluster and the whole migration history.
// - PGlite: a dump of a migrated in-memory data directory, written to a file; each file loads it.
// - PostgreSQL: a migrated template database; each file's database is `CREATE DATABASE … TEMPLATE` it.
// Both are rebuilt at every run, so they always hold the migrations of the checkout.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { dumpPglite, openDatabase } from '../../src/db/client.js';
import { runMigrations } from '../../src/db/migrate.js';
import { adminUrl, isPostgresRun } from './test-database-env.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite runs: the file holding the migrated data directory's dump. */
    pgliteSnapshotFile: string;
    /** PostgreSQL runs: the migrated template database's name. */
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (isPostgresRun) return setupPostgresTemplate(project);
  return setupPgliteSnapshot(project);
}

async function setupPgliteSnapshot(project: TestProject): Promise<() => Promise<void>> {
  const database = await openDatabase({ inMemory: true });
  await runMigrations(database);
  const dump = await dumpPglite(database);
  await database.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fournil-pglite-snapshot-'));
  const file = path.join(dir, 'pgdata.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshotFile', file);
  return async () => fs.rmSync(dir, { recursive: true, force: true });
}

async function setupPostgresTemplate(project: TestProject): Promise<() => Promise<void>> {
  const name = `fournil_tpl_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  await runMigrations(database);
  await database.close();
  project.provide('postgresTemplate', name);
  return () => adminQuery(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
}

async function adminQuery(text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}
