// `npm run media:migrate` (docs/media-storage.md): the local media folder copied into the bucket
// under the same keys, idempotently; the command itself run as an operator runs it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3MediaStorage } from '../../../src/providers/storage/s3-media-storage.js';
import { migrateLocalMedia } from '../../../src/providers/storage/migrate-media.js';
import { runServerCli } from '../../testing/cli-process.js';
import { S3_PEER_KEYS, startS3Peer, type S3Peer } from '../../testing/s3-peer.js';

/** The media folder of a site that ran on its disk: an upload, an older seeded logo, a stray dotfile. */
function localMedia(): { dataDir: string; mediaDir: string } {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fournil-migrate-'));
  const mediaDir = path.join(dataDir, 'media');
  fs.mkdirSync(path.join(mediaDir, 'logos'), { recursive: true });
  fs.writeFileSync(path.join(mediaDir, '0123456789abcdef0123456789abcdef.jpg'), 'photo');
  fs.writeFileSync(path.join(mediaDir, 'logos', 'levain.png'), 'logo');
  fs.writeFileSync(path.join(mediaDir, '.DS_Store'), 'x');
  return { dataDir, mediaDir };
}

describe('migrating local media into the bucket', () => {
  let peer: S3Peer;
  beforeAll(async () => {
    peer = await startS3Peer();
  });
  afterAll(async () => peer?.close());

  it('copies every servable file once under the same key, and copies nothing the second time', async () => {
    const { mediaDir } = localMedia();
    const bucket = createS3MediaStorage({
      bucket: peer.bucket,
      endpoint: peer.endpoint,
      region: 'fr-par',
      ...S3_PEER_KEYS,
      forcePathStyle: true,
      prefix: 'premiere/',
    });
    const first = await migrateLocalMedia(mediaDir, bucket);
    expect(first).toEqual({
      copied: ['0123456789abcdef0123456789abcdef.jpg', 'logos/levain.png'],
      alreadyThere: [],
      skipped: ['.DS_Store'],
    });
    expect(peer.objectKeys()).toEqual(['premiere/0123456789abcdef0123456789abcdef.jpg', 'premiere/logos/levain.png']);
    const media = await bucket.read('logos/levain.png');
    expect(media?.contentType).toBe('image/png');
    media?.body.destroy();

    const second = await migrateLocalMedia(mediaDir, bucket);
    expect(second).toEqual({
      copied: [],
      alreadyThere: ['0123456789abcdef0123456789abcdef.jpg', 'logos/levain.png'],
      skipped: ['.DS_Store'],
    });
  });

  it('runs as `npm run media:migrate` does, with the server’s environment', async () => {
    const { dataDir } = localMedia();
    const run = await runServerCli('media-migrate', [], { DATA_DIR: dataDir, STORAGE_URL: peer.storageUrl('cli/') });
    expect(run.stderr).toBe('Ignoré (nom de fichier non servi sous /media/) : .DS_Store\n');
    expect(run.stdout).toContain('2 fichier(s) copié(s), 0 déjà présent(s), 1 ignoré(s).');
    expect(run.code).toBe(0);
    expect(peer.objectKeys().filter((key) => key.startsWith('cli/'))).toEqual([
      'cli/0123456789abcdef0123456789abcdef.jpg',
      'cli/logos/levain.png',
    ]);
  });

  it('says what to configure when no bucket is', async () => {
    const { dataDir } = localMedia();
    const run = await runServerCli('media-migrate', [], { DATA_DIR: dataDir });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Aucun stockage objet configuré : donnez STORAGE_URL ou S3_BUCKET');
  });
});
