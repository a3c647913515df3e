// One typed database handle over either PGlite (embedded, default) or PostgreSQL (DATABASE_URL).
// Both speak the PostgreSQL dialect, share one schema and one migration history.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Unlisten = () => Promise<void>;
export type ListenOptions = {
  /**
   * Called once LISTEN is back after its connection was lost: notifications sent meanwhile are not
   * replayed, so whoever keeps state from them must read it again.
   */
  onReconnect?: () => void;
};

export type Database = {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Subscribes to a NOTIFY channel (cross-instance on PostgreSQL, in-process on PGlite). */
  listen(channel: string, onPayload: (payload: string) => void, options?: ListenOptions): Promise<Unlisten>;
  notify(channel: string, payload: string): Promise<void>;
  /** Runs fn while holding a PostgreSQL session advisory lock (serialises several instances). */
  withAdvisoryLock<T>(lockId: number, fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

export class DatabaseConnectionError extends Error {}

export type OpenDatabaseOptions = {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  inMemory?: boolean;
  /**
   * An in-memory PGlite starts from this dump of a data directory (`dumpDataDir`) instead of an empty
   * cluster: no initdb, and migrations already applied are skipped (the tests' shared migrated copy).
   */
  snapshot?: Blob | undefined;
};

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.inMemory ? undefined : path.join(options.dataDir ?? './data', 'pgdata'), options.snapshot);
}

/** A dump of an in-memory PGlite's data directory, for `openDatabase({ inMemory: true, snapshot })`. */
export async function dumpPglite(database: Database): Promise<Blob> {
  if (database.kind !== 'pglite') throw new Error('dumpPglite: not a PGlite database');
  return pgliteClients.get(database)!.dumpDataDir('none');
}

const pgliteClients = new WeakMap<Database, PGlite>();

async function openPglite(directory: string | undefined, snapshot?: Blob): Promise<Database> {
  if (directory) fs.mkdirSync(directory, { recursive: true });
  const client = await PGlite.create(directory, {
    extensions: { cube, earthdistance },
    ...(snapshot && !directory ? { loadDataDir: snapshot } : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const database: Database = {
    kind: 'pglite',
    db,
    async listen(channel, onPayload) {
      const unsubscribe = await client.listen(channel, onPayload);
      return async () => unsubscribe();
    },
    async notify(channel, payload) {
      await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    // One process owns a PGlite directory: nothing to serialise.
    withAdvisoryLock: (_lockId, fn) => fn(),
    async close() {
      await client.close();
    },
  };
  pgliteClients.set(database, client);
  return database;
}

async function openPostgres(databaseUrl: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 5_000 });
  // An idle client's network error must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  try {
    await pool.query('SELECT 1');
  } catch (error) {
    await pool.end().catch(() => {});
    const host = safeHost(databaseUrl);
    throw new DatabaseConnectionError(`DATABASE_URL : connexion impossible à ${host} (${(error as Error).message}).`);
  }
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const listeners = new Set<() => Promise<void>>();
  return {
    kind: 'postgres',
    db,
    async listen(channel, onPayload, options = {}) {
      // A dedicated connection per subscription: LISTEN needs a session that stays open. When it is
      // lost (server restart, network), it is opened again with a growing delay, so the live feed
      // resumes by itself; notifications sent while it was down are not replayed.
      let current: pg.Client | undefined;
      let retryTimer: NodeJS.Timeout | undefined;
      let retryDelayMs = 1_000;
      let isStopped = false;
      let hasConnected = false;

      const onLost = (lost: pg.Client) => {
        if (lost !== current) return;
        current = undefined;
        lost.end().catch(() => {});
        reconnectLater();
      };
      const connect = async () => {
        const next = new pg.Client({ connectionString: databaseUrl });
        next.on('error', () => onLost(next));
        next.on('end', () => onLost(next));
        next.on('notification', (message) => {
          if (message.channel === channel) onPayload(message.payload ?? '');
        });
        try {
          await next.connect();
          await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        } catch (error) {
          await next.end().catch(() => {});
          throw error;
        }
        if (isStopped) {
          await next.end().catch(() => {});
          return;
        }
        const isReconnect = hasConnected;
        current = next;
        hasConnected = true;
        retryDelayMs = 1_000;
        if (isReconnect) options.onReconnect?.();
      };
      const reconnectLater = () => {
        if (isStopped || retryTimer) return;
        retryTimer = setTimeout(() => {
          retryTimer = undefined;
          connect().catch(() => reconnectLater());
        }, retryDelayMs);
        retryTimer.unref();
        retryDelayMs = Math.min(retryDelayMs * 2, 30_000);
      };
      const stop = async () => {
        isStopped = true;
        listeners.delete(stop);
        if (retryTimer) clearTimeout(retryTimer);
        const client = current;
        current = undefined;
        await client?.end().catch(() => {});
      };

      await connect();
      listeners.add(stop);
      return stop;
    },
    async notify(channel, payload) {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async withAdvisoryLock(lockId, fn) {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [lockId]);
        return await fn();
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [lockId]).catch(() => {});
        client.release();
      }
    },
    async close() {
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
  };
}

function safeHost(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.hostname}:${url.port || '5432'}${url.pathname}`;
  } catch {
    return 'la base';
  }
}
