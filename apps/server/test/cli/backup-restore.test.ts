// Backups (docs/operations.md, "Backups"): `npm run backup`, everything wiped, `npm run restore`, and
// the same rows and the same files are back — on the embedded database with media on the disk, and
// on PostgreSQL with media in an S3-compatible bucket. A restore never writes over a database
// without --force. A backup is private: nothing in it readable by another account of the machine, and the
// database password on no command line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { encodeBakeryParts } from '@fournil/shared';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { staffAccount } from '../testing/admin-fixtures.js';
import { bearer } from '../testing/auth-helpers.js';
import { runServerCli } from '../testing/cli-process.js';
import { createTestDatabase, isPostgresRun, makeTempDir, testConfig, withAppOn, type TestDatabase } from '../testing/helper.js';
import { DEMO_BAKERY_SIRENS, PRO_TEST_ENV, rowsOf, signUpOwner } from '../testing/manager-fixtures.js';
import { multipart } from '../testing/multipart.js';
import { startS3Peer, type S3Peer } from '../testing/s3-peer.js';

const JWT_SECRET = 'Jw7qT2vLx9cR4mZb8nHp3sKf6yDg1aE5uB0oNcXi';
/** Tables whose every row is compared before and after, in key order. */
const COMPARED = ['users', 'bakeries', 'campaigns', 'audit_log', 'two_factor_secrets', 'contact_messages', 'drizzle.__drizzle_migrations'];

/** Every row of the compared tables, as the database gives them back. */
async function snapshot(database: Database): Promise<Record<string, unknown[]>> {
  const result: Record<string, unknown[]> = {};
  for (const table of COMPARED) result[table] = await rowsOf(database.db, sql.raw(`SELECT * FROM ${table} ORDER BY 1`));
  return result;
}

/** A site with data: an owner and a bakery with its logo (uploaded through the API), staff with two-step verification, a contact message. */
async function fillSite(database: Database, env: Record<string, string>): Promise<string> {
  return withAppOn(database, testConfig({ ...PRO_TEST_ENV, ...env, JWT_SECRET }), async (app) => {
    const owner = await signUpOwner(app, 'sauvegarde', DEMO_BAKERY_SIRENS[0]);
    const logo = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#b45309' } })
      .png()
      .toBuffer();
    const form = multipart(
      encodeBakeryParts({
        nom: 'Le Fournil Sauvegardé',
        adresse_postale: '5 rue du Pain',
        ville: 'Paris',
        code_postal_boulangerie: '75011',
      }),
      [{ name: 'image_logo_main', filename: 'logo.png', contentType: 'image/png', data: logo }],
    );
    const created = await app.inject({
      method: 'POST',
      url: '/api/cotepro/mes-boulangeries/',
      headers: { ...bearer(owner.access), ...form.headers },
      payload: form.payload,
    });
    expect(created.statusCode).toBe(201);
    await staffAccount(app, 'sauvegarde-equipe');
    const contact = await app.inject({
      method: 'POST',
      url: '/api/contact/',
      payload: { name: 'Léa', email: 'lea@fournil.test', subject: 'Sauvegarde', message: 'Bonjour', captcha_0: 'k', captcha_1: 'PASSED' },
    });
    expect(contact.statusCode).toBe(201);
    return (created.json().image_logo_main as string).replace(/^\/media\//, '');
  });
}

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe.skipIf(isPostgresRun)('backup and restore of the embedded database, media on the disk', () => {
  it('brings back the same rows and files after everything was wiped, and refuses to write over a database', async () => {
    const dataDir = makeTempDir('fournil-sauvegarde-');
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const testDb = await createTestDatabase({ dataDir });
    const database = await testDb.open();
    const logoKey = await fillSite(database, { DATA_DIR: dataDir });
    const before = await snapshot(database);
    await database.close();
    const logo = fs.readFileSync(path.join(dataDir, 'media', logoKey));

    const backups = makeTempDir('fournil-sauvegardes-');
    cleanups.push(() => fs.rmSync(backups, { recursive: true, force: true }));
    const backup = await runServerCli('backup', [backups], { DATA_DIR: dataDir });
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/Sauvegarde écrite dans .+ : \d+ tables, \d+ lignes, 1 image\(s\)\./);
    const [folder] = fs.readdirSync(backups);
    expect(folder).toMatch(/^fournil-sauvegarde-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z$/);
    const backupDir = path.join(backups, folder!);
    expect(fs.readdirSync(backupDir).sort()).toEqual(['base.tar.gz', 'manifest.json', 'media']);

    // A restore over the live database is refused.
    const refused = await runServerCli('restore', [backupDir], { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('contient déjà une base : arrêtez le serveur et ajoutez --force');

    fs.rmSync(path.join(dataDir, 'pgdata'), { recursive: true });
    fs.rmSync(path.join(dataDir, 'media'), { recursive: true });
    const restore = await runServerCli('restore', [backupDir], { DATA_DIR: dataDir });
    expect(restore.stderr).toBe('');
    expect(restore.stdout).toMatch(/^Restauration vérifiée : \d+ tables, \d+ lignes, 1 image\(s\), identiques à la sauvegarde\.\n$/);
    expect(restore.code).toBe(0);

    const restored = await testDb.open();
    try {
      expect(await snapshot(restored)).toEqual(before);
    } finally {
      await restored.close();
    }
    expect(fs.readFileSync(path.join(dataDir, 'media', logoKey))).toEqual(logo);
  }, 180_000);
});

describe.skipIf(!isPostgresRun)('backup and restore of PostgreSQL, media in an S3-compatible bucket', () => {
  it('brings back the same rows and objects into a new database and a new bucket', async () => {
    const dataDir = makeTempDir('fournil-sauvegarde-pg-');
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const source: TestDatabase = await createTestDatabase();
    const peer: S3Peer = await startS3Peer();
    cleanups.push(() => peer.close());
    const database = await source.open();
    const env = { DATA_DIR: dataDir, DATABASE_URL: source.url!, STORAGE_URL: peer.storageUrl('media/') };
    await fillSite(database, env);
    const before = await snapshot(database);
    await database.close();
    const objects = peer.objectKeys();
    expect(objects).toHaveLength(1);

    const backups = makeTempDir('fournil-sauvegardes-pg-');
    cleanups.push(() => fs.rmSync(backups, { recursive: true, force: true }));
    const backup = await runServerCli('backup', [backups], env);
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    const backupDir = path.join(backups, fs.readdirSync(backups)[0]!);
    expect(fs.readdirSync(backupDir).sort()).toEqual(['base.dump', 'manifest.json', 'media']);

    // Everything gone: the database dropped, a new empty one and a new empty bucket in their place.
    await source.drop();
    const target = await createTestDatabase({ empty: true });
    cleanups.push(() => target.drop());
    const emptyBucket = await startS3Peer();
    cleanups.push(() => emptyBucket.close());
    const targetEnv = { DATA_DIR: dataDir, DATABASE_URL: target.url!, STORAGE_URL: emptyBucket.storageUrl('media/') };
    const restore = await runServerCli('restore', [backupDir], targetEnv);
    expect(restore.stderr).toBe('');
    expect(restore.stdout).toMatch(/^Restauration vérifiée : \d+ tables, \d+ lignes, 1 image\(s\), identiques à la sauvegarde\.\n$/);
    expect(restore.code).toBe(0);
    const restored = await target.open();
    try {
      expect(await snapshot(restored)).toEqual(before);
    } finally {
      await restored.close();
    }
    expect(emptyBucket.objectKeys()).toEqual(objects);

    // A second restore into the now-full database needs --force, and then gives the same again.
    const refused = await runServerCli('restore', [backupDir], targetEnv);
    expect(refused.stderr).toContain('La base PostgreSQL cible contient déjà des tables');
    const forced = await runServerCli('restore', [backupDir, '--force'], targetEnv);
    expect(forced.stderr).toBe('');
    expect(forced.code).toBe(0);
  }, 180_000);
});

/** Every folder and file under `root`'s parent that the command made, with its permission bits; the dated folder's name generalised. */
function modesUnder(root: string): string[] {
  const entries: string[] = [];
  const visit = (file: string) => {
    const stat = fs.statSync(file);
    const name = path.relative(path.dirname(root), file).replace(/fournil-sauvegarde-[\dTZ-]+/, 'fournil-sauvegarde-DATE');
    entries.push(`${name} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const child of fs.readdirSync(file).sort()) visit(path.join(file, child));
  };
  visit(root);
  return entries;
}

/** Runs with umask 000, inherited by the command: whatever it made with the default modes would be open to every account. */
async function withOpenUmask<T>(run: () => Promise<T>): Promise<T> {
  const previous = process.umask(0);
  try {
    return await run();
  } finally {
    process.umask(previous);
  }
}

/** An image file under DATA_DIR/media in a folder of its own (older seeds' `logos/…` keys). */
function putLocalImage(dataDir: string): void {
  fs.mkdirSync(path.join(dataDir, 'media', 'logos'), { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'media', 'logos', 'fournil.webp'), 'image');
}

describe('a backup is private', () => {
  describe.skipIf(isPostgresRun)('on the embedded database', () => {
    it('leaves nothing another account of the machine can read, even under umask 000', async () => {
      const dataDir = makeTempDir('fournil-sauvegarde-privee-');
      const root = makeTempDir('fournil-sauvegardes-privees-');
      cleanups.push(
        () => fs.rmSync(dataDir, { recursive: true, force: true }),
        () => fs.rmSync(root, { recursive: true, force: true }),
      );
      await (await (await createTestDatabase({ dataDir })).open()).close();
      putLocalImage(dataDir);

      // Both folders above the backup are made by the command.
      const backups = path.join(root, 'sauvegardes', 'quotidiennes');
      const backup = await withOpenUmask(() => runServerCli('backup', [backups], { DATA_DIR: dataDir }));
      expect(backup.stderr).toBe('');
      expect(backup.code).toBe(0);
      expect(modesUnder(path.join(root, 'sauvegardes'))).toEqual([
        'sauvegardes 700',
        'sauvegardes/quotidiennes 700',
        'sauvegardes/quotidiennes/fournil-sauvegarde-DATE 700',
        'sauvegardes/quotidiennes/fournil-sauvegarde-DATE/base.tar.gz 600',
        'sauvegardes/quotidiennes/fournil-sauvegarde-DATE/manifest.json 600',
        'sauvegardes/quotidiennes/fournil-sauvegarde-DATE/media 700',
        'sauvegardes/quotidiennes/fournil-sauvegarde-DATE/media/logos 700',
        'sauvegardes/quotidiennes/fournil-sauvegarde-DATE/media/logos/fournil.webp 600',
      ]);
    }, 180_000);
  });

  describe.skipIf(!isPostgresRun)('on PostgreSQL', () => {
    // Percent-encoded in the URL (« / » and « : »): the programs must get it decoded.
    const PASSWORD = 'S3cret-mot/de:passe';

    /** A PATH whose pg_dump, pg_restore and psql write their arguments and PGPASSWORD into `log`, then run the real program. */
    function recordingPath(dir: string, log: string): string {
      for (const program of ['pg_dump', 'pg_restore', 'psql']) {
        const real = spawnSync('sh', ['-c', `command -v ${program}`], { encoding: 'utf8' }).stdout.trim();
        expect(real, program).not.toBe('');
        const script = `#!/bin/sh\n{ echo "program ${program}"; echo "PGPASSWORD \${PGPASSWORD-}"; for arg in "$@"; do echo "arg $arg"; done; } >> '${log}'\nexec '${real}' "$@"\n`;
        fs.writeFileSync(path.join(dir, program), script, { mode: 0o755 });
      }
      return `${dir}:${process.env.PATH ?? ''}`;
    }

    type Call = { program: string; password: string; args: string[] };
    function callsIn(log: string): Call[] {
      const calls: Call[] = [];
      for (const line of fs.readFileSync(log, 'utf8').split('\n').filter(Boolean)) {
        const [kind, ...rest] = line.split(' ');
        const value = rest.join(' ');
        if (kind === 'program') calls.push({ program: value, password: '', args: [] });
        else if (kind === 'PGPASSWORD') calls.at(-1)!.password = value;
        else calls.at(-1)!.args.push(value);
      }
      return calls;
    }

    const withPassword = (url: string) => {
      const withIt = new URL(url);
      withIt.password = PASSWORD;
      return withIt.toString();
    };

    it('gives pg_dump and psql the password through their environment, never their arguments, and leaves nothing readable under umask 000', async () => {
      const dataDir = makeTempDir('fournil-sauvegarde-privee-pg-');
      const root = makeTempDir('fournil-sauvegardes-privees-pg-');
      const bin = makeTempDir('fournil-clients-pg-');
      cleanups.push(
        () => fs.rmSync(dataDir, { recursive: true, force: true }),
        () => fs.rmSync(root, { recursive: true, force: true }),
        () => fs.rmSync(bin, { recursive: true, force: true }),
      );
      const source = await createTestDatabase();
      cleanups.push(() => source.drop());
      putLocalImage(dataDir);
      const log = path.join(bin, 'appels.log');
      const env = { DATA_DIR: dataDir, DATABASE_URL: withPassword(source.url!), PATH: recordingPath(bin, log) };
      expect(env.DATABASE_URL).toContain('S3cret-mot%2Fde%3Apasse');

      const backup = await withOpenUmask(() => runServerCli('backup', [path.join(root, 'sauvegardes')], env));
      expect(backup.stderr).toBe('');
      expect(backup.code).toBe(0);
      expect(modesUnder(path.join(root, 'sauvegardes'))).toEqual([
        'sauvegardes 700',
        'sauvegardes/fournil-sauvegarde-DATE 700',
        'sauvegardes/fournil-sauvegarde-DATE/base.dump 600',
        'sauvegardes/fournil-sauvegarde-DATE/manifest.json 600',
        'sauvegardes/fournil-sauvegarde-DATE/media 700',
        'sauvegardes/fournil-sauvegarde-DATE/media/logos 700',
        'sauvegardes/fournil-sauvegarde-DATE/media/logos/fournil.webp 600',
      ]);

      const target = await createTestDatabase({ empty: true });
      cleanups.push(() => target.drop());
      const backupDir = path.join(root, 'sauvegardes', fs.readdirSync(path.join(root, 'sauvegardes'))[0]!);
      const restore = await runServerCli('restore', [backupDir], { ...env, DATABASE_URL: withPassword(target.url!) });
      expect(restore.stderr).toBe('');
      expect(restore.code).toBe(0);

      const calls = callsIn(log);
      expect(calls.map((call) => call.program).sort()).toEqual(['pg_dump', 'pg_restore', 'psql']);
      for (const call of calls) {
        for (const arg of call.args) {
          expect(arg, call.program).not.toContain(PASSWORD);
          expect(arg, call.program).not.toContain('S3cret');
        }
      }
      // The two that connect got the password, decoded, and a URL naming the right database.
      for (const [program, url] of [
        ['pg_dump', source.url!],
        ['psql', target.url!],
      ] as const) {
        const call = calls.find((candidate) => candidate.program === program)!;
        expect(call.password, program).toBe(PASSWORD);
        expect(call.args, program).toContain(`--dbname=${url}`);
      }
    }, 180_000);
  });
});
