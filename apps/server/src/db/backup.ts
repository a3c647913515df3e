// Backups and restores (docs/operations.md, "Backups"): the database — PostgreSQL with pg_dump in
// its custom format, the embedded database as a copy of its data directory — and every media file,
// with a manifest of what the backup holds: each table's row count and content fingerprint, each
// file's size and SHA-256. A restore puts both back and checks them against the manifest.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import pg from 'pg';
import type { MediaStorage } from '../providers/storage/index.js';

export const MANIFEST_FILE = 'manifest.json';
const PG_DUMP_FILE = 'base.dump';
const PGLITE_FILE = 'base.tar.gz';
const MEDIA_DIR = 'media';

export type TableFingerprint = { rows: number; md5: string };
export type BackupManifest = {
  format: 1;
  created_at: string;
  database: 'postgres' | 'pglite';
  tables: Record<string, TableFingerprint>;
  media: { key: string; size: number; sha256: string }[];
};

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

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
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
    const psql = spawn('psql', ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', '--single-transaction', `--dbname=${databaseUrl}`], {
      stdio: ['pipe', 'ignore', 'pipe'],
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

const sha256 = (data: Buffer) => crypto.createHash('sha256').update(data).digest('hex');

async function backUpMedia(storage: MediaStorage, dir: string): Promise<BackupManifest['media']> {
  const media: BackupManifest['media'] = [];
  for (const key of await storage.list()) {
    const stored = await storage.read(key);
    if (!stored) continue; // Deleted since the listing.
    const chunks: Buffer[] = [];
    for await (const chunk of stored.body) chunks.push(Buffer.from(chunk as Uint8Array));
    const data = Buffer.concat(chunks);
    const file = path.join(dir, MEDIA_DIR, ...key.split('/'));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, data);
    media.push({ key, size: data.length, sha256: sha256(data) });
  }
  return media;
}

export type BackupSource = { kind: 'postgres'; databaseUrl: string } | { kind: 'pglite'; pgdataDir: string };

/**
 * Writes a backup into `dir` (created, must not exist). PostgreSQL: pg_dump reads the snapshot the
 * fingerprints were taken in, so both describe the same instant while the site keeps running.
 * The embedded database: its directory as PGlite dumps it (the server must be stopped: one process
 * owns it). The manifest is written last: a backup without one is incomplete.
 */
export async function writeBackup(source: BackupSource, storage: MediaStorage, dir: string, now = new Date()): Promise<BackupManifest> {
  fs.mkdirSync(dir, { recursive: false });
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
      await run('pg_dump', [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--snapshot=${snapshot}`,
        `--file=${path.join(dir, PG_DUMP_FILE)}`,
        `--dbname=${source.databaseUrl}`,
      ]);
      await client.query('COMMIT');
    } finally {
      await client.end();
    }
  } else {
    const db = await PGlite.create(source.pgdataDir, { extensions: { cube, earthdistance } });
    try {
      tables = await tableFingerprints(db);
      const archive = await db.dumpDataDir('gzip');
      fs.writeFileSync(path.join(dir, PGLITE_FILE), Buffer.from(await archive.arrayBuffer()));
    } finally {
      await db.close();
    }
  }
  const media = await backUpMedia(storage, dir);
  const manifest: BackupManifest = { format: 1, created_at: now.toISOString(), database: source.kind, tables, media };
  fs.writeFileSync(path.join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

export class RestoreRefused extends Error {}

export function readManifest(dir: string): BackupManifest {
  const file = path.join(dir, MANIFEST_FILE);
  if (!fs.existsSync(file)) throw new RestoreRefused(`${dir} : pas de ${MANIFEST_FILE}, ce n’est pas une sauvegarde complète de Fournil.`);
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as BackupManifest;
  if (manifest.format !== 1) throw new RestoreRefused(`${file} : format de sauvegarde inconnu (${String(manifest.format)}).`);
  return manifest;
}

export type RestoreOutcome = { tables: number; rows: number; media: number; mismatches: string[] };

/**
 * Puts a backup back. The target must be empty — an empty PostgreSQL database, or no embedded
 * database in DATA_DIR — unless `force`: then PostgreSQL's tables are replaced (pg_restore --clean),
 * and the embedded directory is moved aside, never deleted. Media files are checked against their
 * SHA-256 and written under their keys. The restored tables are then fingerprinted and compared.
 */
export async function restoreBackup(
  dir: string,
  target: BackupSource,
  storage: MediaStorage,
  options: { force: boolean },
): Promise<RestoreOutcome> {
  const manifest = readManifest(dir);
  if (manifest.database !== target.kind) {
    throw new RestoreRefused(
      `Cette sauvegarde vient d’une base ${manifest.database === 'postgres' ? 'PostgreSQL' : 'embarquée'} et ne se restaure que dans le même genre de base.`,
    );
  }
  for (const entry of manifest.media) {
    const data = fs.readFileSync(path.join(dir, MEDIA_DIR, ...entry.key.split('/')));
    if (sha256(data) !== entry.sha256)
      throw new RestoreRefused(`Image ${entry.key} : contenu différent de celui de la sauvegarde (fichier abîmé).`);
  }

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
  for (const entry of manifest.media) await storage.put(entry.key, fs.readFileSync(path.join(dir, MEDIA_DIR, ...entry.key.split('/'))));

  const names = new Set([...Object.keys(manifest.tables), ...Object.keys(restored)]);
  const mismatches = [...names]
    .filter((name) => manifest.tables[name]?.md5 !== restored[name]?.md5 || manifest.tables[name]?.rows !== restored[name]?.rows)
    .sort();
  const rows = Object.values(restored).reduce((sum, table) => sum + table.rows, 0);
  return { tables: Object.keys(restored).length, rows, media: manifest.media.length, mismatches };
}
