import path from 'node:path';
import type { Config } from '../config/index.js';
import type { BackupSource } from '../db/backup.js';

/** The configured database as a backup reads it or a restore writes it: PostgreSQL, else DATA_DIR/pgdata. */
export function databaseSource(config: Pick<Config, 'databaseUrl' | 'dataDir'>): BackupSource {
  return config.databaseUrl
    ? { kind: 'postgres', databaseUrl: config.databaseUrl }
    : { kind: 'pglite', pgdataDir: path.join(config.dataDir, 'pgdata') };
}
