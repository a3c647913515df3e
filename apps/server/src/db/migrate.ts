// Applies the SQL migrations in apps/server/drizzle at start-up. Drizzle records applied
// migrations in drizzle.__drizzle_migrations, so each runs once.
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Database } from './client.js';

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

// Any constant works: it serialises concurrent starts of several instances on one PostgreSQL.
const MIGRATION_LOCK_ID = 727_001;

export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  await database.withAdvisoryLock(MIGRATION_LOCK_ID, () => migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder }));
}

/** Number of migrations recorded as applied (used by tests and the start-up log). */
export async function countAppliedMigrations(database: Database): Promise<number> {
  const result = await database.db.execute(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`);
  const rows = (result as unknown as { rows: { n: number }[] }).rows;
  return rows[0]?.n ?? 0;
}
