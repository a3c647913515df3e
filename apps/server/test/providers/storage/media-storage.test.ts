// The storage contract (docs/media-storage.md), run alike against the local disk and an
// S3-compatible server (the s3rver peer, spoken to by the real adapter through the AWS SDK).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalMediaStorage } from '../../../src/providers/storage/local-media-storage.js';
import type { MediaStorage } from '../../../src/providers/storage/media-storage.js';
import { createS3MediaStorage } from '../../../src/providers/storage/s3-media-storage.js';
import { S3_PEER_KEYS, startS3Peer, type S3Peer } from '../../testing/s3-peer.js';

const bytesOf = async (storage: MediaStorage, key: string) => {
  const media = await storage.read(key);
  if (!media) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of media.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
};

function contract(name: string, open: () => Promise<{ storage: MediaStorage; close: () => Promise<void> }>) {
  describe(`${name} storage`, () => {
    let storage: MediaStorage;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ storage, close } = await open());
    });
    afterAll(async () => close?.());

    it('answers its readiness check', async () => {
      await expect(storage.check()).resolves.toBeUndefined();
    });

    it('stores bytes under a new random key and reads them back with their type and size', async () => {
      const data = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 1, 2, 3]);
      const first = await storage.save(data, 'jpg');
      const second = await storage.save(data, 'jpg');
      expect(first).toMatch(/^[a-f0-9]{32}\.jpg$/);
      expect(second).not.toBe(first);
      const media = await storage.read(first);
      expect(media).toMatchObject({ contentType: 'image/jpeg', size: data.length });
      media!.body.destroy();
      expect(await bytesOf(storage, first)).toEqual(data);
      expect(await storage.has(first)).toBe(true);
    });

    it('refuses an extension that is not a short lowercase word', async () => {
      await expect(storage.save(Buffer.from('x'), '../png')).rejects.toThrow(/invalid media extension/);
    });

    it('reads nothing for a missing key, and never a path outside the media', async () => {
      expect(await storage.read('0123456789abcdef0123456789abcdef.png')).toBeNull();
      for (const key of ['../secret.txt', '/etc/passwd', 'logos/../../x.png', '.env', 'a/.hidden', 'a\\b.png', ''])
        expect(await storage.read(key)).toBeNull();
      expect(await storage.has('../secret.txt')).toBe(false);
    });

    it('puts a file under a given key (migration) and serves it, nested paths included', async () => {
      await storage.put('logos/levain.png', Buffer.from('png'));
      expect(await bytesOf(storage, 'logos/levain.png')).toEqual(Buffer.from('png'));
      expect((await storage.read('logos/levain.png'))?.contentType).toBe('image/png');
      await expect(storage.put('../x.png', Buffer.from('x'))).rejects.toThrow(/invalid media key/);
    });

    it('lists every stored key, sorted, nested paths included', async () => {
      const key = await storage.save(Buffer.from('liste'), 'png');
      const keys = await storage.list();
      expect(keys).toContain(key);
      expect(keys).toContain('logos/levain.png');
      expect(keys).toEqual([...keys].sort());
    });

    it('removes what it stored, twice without error, and leaves keys it did not generate alone', async () => {
      const key = await storage.save(Buffer.from('gone'), 'png');
      await storage.remove(key);
      await storage.remove(key);
      expect(await storage.read(key)).toBeNull();
      await storage.remove('logos/levain.png');
      expect(await storage.has('logos/levain.png')).toBe(true);
    });
  });
}

contract('local disk', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fournil-media-'));
  return { storage: createLocalMediaStorage(path.join(dir, 'media')), close: async () => fs.rmSync(dir, { recursive: true, force: true }) };
});

contract('S3-compatible', async () => {
  const peer = await startS3Peer();
  const storage = createS3MediaStorage({
    bucket: peer.bucket,
    endpoint: peer.endpoint,
    region: 'fr-par',
    ...S3_PEER_KEYS,
    forcePathStyle: true,
    prefix: 'media/',
  });
  return { storage, close: () => peer.close() };
});

describe('S3 storage specifics', () => {
  let peer: S3Peer;
  beforeAll(async () => {
    peer = await startS3Peer();
  });
  afterAll(async () => peer?.close());

  it('keeps objects under the configured prefix', async () => {
    const storage = createS3MediaStorage({
      bucket: peer.bucket,
      endpoint: peer.endpoint,
      region: 'fr-par',
      ...S3_PEER_KEYS,
      forcePathStyle: true,
      prefix: 'fournil/media/',
    });
    const key = await storage.save(Buffer.from('x'), 'png');
    expect(peer.objectKeys()).toEqual([`fournil/media/${key}`]);
  });

  it('fails its readiness check when the bucket does not exist', async () => {
    const storage = createS3MediaStorage({
      bucket: 'pas-de-compartiment',
      endpoint: peer.endpoint,
      region: 'fr-par',
      ...S3_PEER_KEYS,
      forcePathStyle: true,
      prefix: '',
    });
    await expect(storage.check()).rejects.toThrow();
  });

  it('reads a stream that can be consumed as text', async () => {
    const storage = createS3MediaStorage({
      bucket: peer.bucket,
      endpoint: peer.endpoint,
      region: 'fr-par',
      ...S3_PEER_KEYS,
      forcePathStyle: true,
      prefix: '',
    });
    await storage.put('notes/a.png', Buffer.from('bonjour'));
    expect(await text((await storage.read('notes/a.png'))!.body)).toBe('bonjour');
  });
});
