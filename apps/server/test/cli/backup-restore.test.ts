// Backups (docs/operations.md, "Backups"): `npm run backup`, everything wiped, `npm run restore`, and
// the same rows and the same files are back — on the embedded database with media on the disk, and
// on PostgreSQL with media in an S3-compatible bucket. A restore never writes over a database
// without --force.
import fs from 'node:fs';
import path from 'node:path';
import { encodeBakeryParts } from '@fournil/shared';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import type { Database } from '../../src/db/client.js';
import { staffAccount } from '../testing/admin-fixtures.js';
import { bearer } from '../testing/auth-helpers.js';
import { runServerCli } from '../testing/cli-process.js';
import { createTestDatabase, isPostgresRun, makeTempDir, testConfig, type TestDatabase } from '../testing/helper.js';
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
  const app = await buildApp(testConfig({ ...PRO_TEST_ENV, ...env, JWT_SECRET }), {
    logger: false,
    webDistDir: makeTempDir('fournil-web-'),
    database,
    ownsDatabase: false,
  });
  try {
    await app.ready();
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
  } finally {
    await app.close();
  }
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
