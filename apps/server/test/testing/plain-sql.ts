// Plain SQL from outside the app, the way another writer would change the data (a psql session, a
// script): a connection of its own on PostgreSQL, so a trigger's NOTIFY travels as in production; the
// one embedded database on PGlite, which a second process cannot open.
import pg from 'pg';
import type { TestApp } from './helper.js';
import { isPostgresRun } from './test-database-env.js';

export type PlainSqlRows = { rows: Record<string, unknown>[] };
export type PlainSql = {
  run(text: string, values?: unknown[]): Promise<PlainSqlRows>;
  /** Ends the connection of its own (PostgreSQL); nothing to end on PGlite. Call it before `t.close()`. */
  close(): Promise<void>;
};

type PgliteClient = { query(text: string, values?: unknown[]): Promise<PlainSqlRows> };

export async function openPlainSql(t: TestApp): Promise<PlainSql> {
  if (isPostgresRun) {
    const external = new pg.Client({ connectionString: t.testDb.url! });
    await external.connect();
    return { run: async (text, values = []) => external.query(text, values), close: () => external.end() };
  }
  const client = (t.database as unknown as { db: { $client: PgliteClient } }).db.$client;
  return { run: async (text, values = []) => client.query(text, values), close: async () => {} };
}
