// Backups and restores (docs/operations.md, "Backups"): the database (db/backup.ts) and every media
// file, with a manifest of what the backup holds: each table's row count and content fingerprint,
// each file's size and SHA-256. A restore puts both back and checks them against the manifest. A
// backup holds every account's data: its folders are 0700 and its files 0600 (lib/private-files.ts).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { RestoreRefused, dumpDatabase, restoreDatabase, type BackupSource, type TableFingerprint } from '../../db/backup.js';
import { makePrivateDirectory, writePrivateFile } from '../../lib/private-files.js';
import type { MediaStorage } from '../../providers/storage/index.js';

export const MANIFEST_FILE = 'manifest.json';
const MEDIA_DIR = 'media';

export type BackupManifest = {
  format: 1;
  created_at: string;
  database: 'postgres' | 'pglite';
  tables: Record<string, TableFingerprint>;
  media: { key: string; size: number; sha256: string }[];
};

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
    makePrivateDirectory(path.dirname(file));
    writePrivateFile(file, data);
    media.push({ key, size: data.length, sha256: sha256(data) });
  }
  return media;
}

/**
 * Writes a backup into `dir` (created, must not exist): the database (db/backup.ts), then the media
 * files. The manifest is written last: a backup without one is incomplete.
 */
export async function writeBackup(source: BackupSource, storage: MediaStorage, dir: string, now = new Date()): Promise<BackupManifest> {
  makePrivateDirectory(dir, { mustBeNew: true });
  const tables = await dumpDatabase(source, dir);
  const media = await backUpMedia(storage, dir);
  const manifest: BackupManifest = { format: 1, created_at: now.toISOString(), database: source.kind, tables, media };
  writePrivateFile(path.join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

export function readManifest(dir: string): BackupManifest {
  const file = path.join(dir, MANIFEST_FILE);
  if (!fs.existsSync(file)) throw new RestoreRefused(`${dir} : pas de ${MANIFEST_FILE}, ce n’est pas une sauvegarde complète de Fournil.`);
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as BackupManifest;
  if (manifest.format !== 1) throw new RestoreRefused(`${file} : format de sauvegarde inconnu (${String(manifest.format)}).`);
  return manifest;
}

export type RestoreOutcome = { tables: number; rows: number; media: number; mismatches: string[] };

/**
 * Puts a backup back: media files are checked against their SHA-256 first, then the database is
 * restored (db/backup.ts: an empty target unless `force`), the files written under their keys, and
 * the restored tables' fingerprints compared with the manifest's.
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

  const restored = await restoreDatabase(dir, target, options);
  for (const entry of manifest.media) await storage.put(entry.key, fs.readFileSync(path.join(dir, MEDIA_DIR, ...entry.key.split('/'))));

  const names = new Set([...Object.keys(manifest.tables), ...Object.keys(restored)]);
  const mismatches = [...names]
    .filter((name) => manifest.tables[name]?.md5 !== restored[name]?.md5 || manifest.tables[name]?.rows !== restored[name]?.rows)
    .sort();
  const rows = Object.values(restored).reduce((sum, table) => sum + table.rows, 0);
  return { tables: Object.keys(restored).length, rows, media: manifest.media.length, mismatches };
}
