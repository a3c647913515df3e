// What the commands that write to the server's database share (create-staff, import:osm, import:sirene):
// opening the configured database as the server does — DATABASE_URL, else the embedded PGlite in
// DATA_DIR, which only one process may open, hence the notice — with its migrations applied, and ending
// the process with an exit code and a one-line French error.
import path from 'node:path';
import { ConfigError, type Config } from '../config/index.js';
import { DatabaseConnectionError, openDatabase, type Database } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';

/** The embedded database's folder, or null when the configuration names a PostgreSQL server. */
export function embeddedDatabaseDirectory(config: Pick<Config, 'databaseUrl' | 'dataDir'>): string | null {
  return config.databaseUrl ? null : path.join(config.dataDir, 'pgdata');
}

/** The configured database, migrated; the caller closes it. */
export async function openCommandDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  const directory = embeddedDatabaseDirectory(config);
  if (directory !== null) {
    process.stdout.write(`Base embarquée (PGlite) : ${directory}. Le serveur Fournil doit être arrêté pendant cette commande.\n`);
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await runMigrations(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/**
 * Runs a command's `main` and exits with its code. A configuration or connection error is its own
 * one-line message; any other failure is written by `failure`.
 */
export function runCommand(main: (args: string[]) => Promise<number>, failure: (error: Error) => string): void {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      if (error instanceof ConfigError || error instanceof DatabaseConnectionError) process.stderr.write(`${error.message}\n`);
      else process.stderr.write(`${failure(error instanceof Error ? error : new Error(String(error)))}\n`);
      process.exit(1);
    },
  );
}
