// The database half of a backup (docs/operations.md, "Backups"): PostgreSQL with pg_dump in its
// custom format, the embedded database as a copy of its data directory, and each table's row count
// and content fingerprint. The whole backup, media files and manifest included, is
// modules/backup/backup.ts. The password of DATABASE_URL reaches pg_dump and psql through their
// environment (PGPASSWORD), never on their command line, which every account of the machine can read
// (ps, /proc/<pid>/cmdline).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import pg from 'pg';
import { writePrivateFile } from '../lib/private-files.js';

const PG_DUMP_FILE = 'base.dump';
const PGLITE_FILE = 'base.tar.gz';

export type TableFingerprint = { rows: number; md5: string };

/** A query runner: a pg client or a PGlite instance. */
type Queryable = { query<T>(text: string): Promise<{ rows: T[] }> };

/**
 * Each table of the product's schemas (`public`, and `drizzle` for the applied migrations): its row
 * count and the MD5 of its rows' text, in a fixed order and time zone, so two copies of the same data
 * give the same fingerprint on any server.
 */
export async function tableFingerprints(db: Queryable): Promise<Record<string, TableFingerprint>> {
  await db.query("SET TIME ZONE 'UTC'");
  const tables = await db.query<{ schema: string; name: string }>(
    "SELECT table_schema AS schema, table_name AS name FROM information_schema.tables WHERE table_type = 'BASE TABLE' AND table_schema IN ('public', 'drizzle') ORDER BY 1, 2",
  );
  const fingerprints: Record<string, TableFingerprint> = {};
  for (const { schema, name } of tables.rows) {
    const qualified = `"${schema.replaceAll('"', '""')}"."${name.replaceAll('"', '""')}"`;
    const [row] = (
      await db.query<{ rows: number; md5: string }>(
        `SELECT count(*)::int AS rows, coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') AS md5 FROM ${qualified} t`,
      )
    ).rows;
    fingerprints[`${schema}.${name}`] = { rows: row!.rows, md5: row!.md5 };
  }
  return fingerprints;
}

/**
 * How a PostgreSQL client program reaches the database of `databaseUrl`: the URL without its password
 * (in the user part or as `?password=`), and an environment with that password as PGPASSWORD.
 */
export function clientConnection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = url.searchParams.get('password') ?? (url.password ? decodeURIComponent(url.password) : undefined);
  url.password = '';
  url.searchParams.delete('password');
  return { dbname: url.toString(), env: password === undefined ? process.env : { ...process.env, PGPASSWORD: password } };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], env });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'ENOENT'
            ? `${command} introuvable : installez le client PostgreSQL (paquet postgresql-client) de la même version majeure que le serveur.`
            : error.message,
        ),
      ),
    );
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} a échoué (code ${code}) : ${stderr.trim()}`))));
  });
}

/**
 * pg_restore's script, run by psql in one transaction. The script empties `search_path`, which
 * earthdistance's `ll_to_earth` does not survive (it names its `earth` type unqualified, and the
 * bakeries' distance index calls it): the script's own objects are all qualified, so it runs with
 * `search_path` at `public` instead. All or nothing: a failed restore leaves the database as it was.
 */
function restoreWithPsql(dumpFile: string, databaseUrl: string, clean: boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    const restore = spawn(
      'pg_restore',
      ['--no-owner', '--no-privileges', ...(clean ? ['--clean', '--if-exists'] : []), '--file=-', dumpFile],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const { dbname, env } = clientConnection(databaseUrl);
    const psql = spawn('psql', ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', '--single-transaction', `--dbname=${dbname}`], {
      stdio: ['pipe', 'ignore', 'pipe'],
      env,
    });
    let errors = '';
    restore.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    psql.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    const EMPTY_PATH = "SELECT pg_catalog.set_config('search_path', '', false);";
    let head = '';
    let isHeadDone = false;
    restore.stdout.on('data', (chunk: Buffer) => {
      if (isHeadDone) {
        if (!psql.stdin.write(chunk)) restore.stdout.pause();
        return;
      }
      head += chunk.toString('utf8');
      // The setting comes in the script's first lines: held back until it is seen (or 64 kB passed).
      if (head.includes(EMPTY_PATH) || head.length > 65_536) {
        isHeadDone = true;
        psql.stdin.write(head.replaceAll(EMPTY_PATH, "SELECT pg_catalog.set_config('search_path', 'public', false);"));
      }
    });
    psql.stdin.on('drain', () => restore.stdout.resume());
    restore.stdout.on('end', () => {
      if (!isHeadDone) psql.stdin.write(head);
      psql.stdin.end();
    });
    let pending = 2;
    const failures: string[] = [];
    const done = (name: string) => (code: number | null) => {
      if (code !== 0) failures.push(`${name} (code ${code})`);
      pending -= 1;
      if (pending > 0) return;
      if (failures.length === 0) resolve();
      else reject(new Error(`${failures.join(', ')} : ${errors.trim()}`));
    };
    for (const [child, name] of [
      [restore, 'pg_restore'],
      [psql, 'psql'],
    ] as const) {
      child.on('error', (error: NodeJS.ErrnoException) =>
        reject(
          new Error(
            error.code === 'ENOENT' ? `${name} introuvable : installez le client PostgreSQL (paquet postgresql-client).` : error.message,
          ),
        ),
      );
      child.on('exit', done(name));
    }
  });
}

export type BackupSource = { kind: 'postgres'; databaseUrl: string } | { kind: 'pglite'; pgdataDir: string };

/** A restore that would harm or cannot work; its message, in French, is for the person at the terminal. */
export class RestoreRefused extends Error {}

/**
 * Dumps the database into `dir` and fingerprints its tables. PostgreSQL: pg_dump reads the snapshot
 * the fingerprints were taken in, so both describe the same instant while the site keeps running.
 * The embedded database: its directory as PGlite dumps it (the server must be stopped: one process
 * owns it).
 */
export async function dumpDatabase(source: BackupSource, dir: string): Promise<Record<string, TableFingerprint>> {
  let tables: Record<string, TableFingerprint>;
  if (source.kind === 'postgres') {
    const client = new pg.Client({ connectionString: source.databaseUrl });
    await client.connect();
    try {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      const [{ snapshot }] = (await client.query<{ snapshot: string }>('SELECT pg_export_snapshot() AS snapshot')).rows as [
        { snapshot: string },
      ];
      tables = await tableFingerprints(client);
      const dumpFile = path.join(dir, PG_DUMP_FILE);
      // Created 0600 here: pg_dump writes into it (truncating, the mode kept) instead of making it with the umask's mode.
      writePrivateFile(dumpFile);
      const { dbname, env } = clientConnection(source.databaseUrl);
      await run(
        'pg_dump',
        ['--format=custom', '--no-owner', '--no-privileges', `--snapshot=${snapshot}`, `--file=${dumpFile}`, `--dbname=${dbname}`],
        env,
      );
      await client.query('COMMIT');
    } finally {
      await client.end();
    }
  } else {
    const db = await PGlite.create(source.pgdataDir, { extensions: { cube, earthdistance } });
    try {
      tables = await tableFingerprints(db);
      const archive = await db.dumpDataDir('gzip');
      writePrivateFile(path.join(dir, PGLITE_FILE), Buffer.from(await archive.arrayBuffer()));
    } finally {
      await db.close();
    }
  }
  return tables;
}

/**
 * Puts a dump back and fingerprints the restored tables. The target must be empty — an empty
 * PostgreSQL database, or no embedded database in DATA_DIR — unless `force`: then PostgreSQL's tables
 * are replaced (pg_restore --clean), and the embedded directory is moved aside, never deleted.
 */
export async function restoreDatabase(
  dir: string,
  target: BackupSource,
  options: { force: boolean },
): Promise<Record<string, TableFingerprint>> {
  let restored: Record<string, TableFingerprint>;
  if (target.kind === 'postgres') {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    try {
      const [{ n }] = (
        await client.query<{ n: number }>("SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'")
      ).rows as [{ n: number }];
      if (n > 0 && !options.force)
        throw new RestoreRefused(
          'La base PostgreSQL cible contient déjà des tables : restaurez dans une base vide, ou ajoutez --force pour les remplacer.',
        );
      await restoreWithPsql(path.join(dir, PG_DUMP_FILE), target.databaseUrl, n > 0);
      restored = await tableFingerprints(client);
    } finally {
      await client.end();
    }
  } else {
    if (fs.existsSync(target.pgdataDir) && fs.readdirSync(target.pgdataDir).length > 0) {
      if (!options.force)
        throw new RestoreRefused(
          `${target.pgdataDir} contient déjà une base : arrêtez le serveur et ajoutez --force (l’ancienne base est mise de côté, pas effacée).`,
        );
      fs.renameSync(target.pgdataDir, `${target.pgdataDir}.avant-restauration-${Date.now()}`);
    }
    fs.mkdirSync(target.pgdataDir, { recursive: true });
    const archive = new Blob([fs.readFileSync(path.join(dir, PGLITE_FILE))]);
    const db = await PGlite.create(target.pgdataDir, { loadDataDir: archive, extensions: { cube, earthdistance } });
    try {
      restored = await tableFingerprints(db);
    } finally {
      await db.close();
    }
  }
  return restored;
}
