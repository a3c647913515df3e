// Uploaded media in an S3-compatible bucket (docs/media-storage.md): a logo uploaded through the
// API lands in the bucket, not on the disk, and /media/ serves it from there with a year of
// immutable caching and a 304 for a browser that has it; a replaced logo leaves the bucket.
import fs from 'node:fs';
import path from 'node:path';
import { encodeBakeryParts } from '@fournil/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../testing/auth-helpers.js';
import { buildTestApp, type TestApp } from '../testing/helper.js';
import { DEMO_BAKERY_SIRENS, PRO_TEST_ENV, signUpOwner, type Account } from '../testing/manager-fixtures.js';
import { multipart } from '../testing/multipart.js';
import { startS3Peer, type S3Peer } from '../testing/s3-peer.js';

describe('media in an S3-compatible bucket', () => {
  let peer: S3Peer;
  let t: TestApp;
  let owner: Account;
  beforeAll(async () => {
    peer = await startS3Peer();
    t = await buildTestApp({ ...PRO_TEST_ENV, STORAGE_URL: peer.storageUrl('media/') });
    owner = await signUpOwner(t.app, 'proprio-s3', DEMO_BAKERY_SIRENS[0]);
  });
  afterAll(async () => {
    await t?.close();
    await peer?.close();
  });

  const logo = async (background: string) => ({
    name: 'image_logo_main',
    filename: 'logo.png',
    contentType: 'image/png',
    data: await sharp({ create: { width: 64, height: 64, channels: 3, background } })
      .png()
      .toBuffer(),
  });

  it('stores an uploaded logo in the bucket under the prefix, serves it from there, and drops the replaced one', async () => {
    const body = multipart(
      encodeBakeryParts({ nom: 'Le Fournil du Nuage', adresse_postale: '5 rue du Pain', ville: 'Paris', code_postal_boulangerie: '75011' }),
      [await logo('#c8a165')],
    );
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/cotepro/mes-boulangeries/',
      headers: { ...bearer(owner.access), ...body.headers },
      payload: body.payload,
    });
    expect(created.statusCode).toBe(201);
    const url: string = created.json().image_logo_main;
    const key = url.replace(/^\/media\//, '');
    expect(peer.objectKeys()).toEqual([`media/${key}`]);
    const mediaDir = path.join(t.app.config.dataDir, 'media');
    expect(fs.existsSync(mediaDir) ? fs.readdirSync(mediaDir) : []).toEqual([]);

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('jpeg');
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(served.headers.etag) } });
    expect(again.statusCode).toBe(304);

    const replace = multipart({}, [await logo('#7a4a1e')]);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/cotepro/ma-boulangerie/${created.json().id}/`,
      headers: { ...bearer(owner.access), ...replace.headers },
      payload: replace.payload,
    });
    expect(patched.statusCode).toBe(200);
    const newKey = (patched.json().image_logo_main as string).replace(/^\/media\//, '');
    expect(newKey).not.toBe(key);
    expect(peer.objectKeys()).toEqual([`media/${newKey}`]);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('answers 404 in JSON for a missing key and for a path that leaves the media', async () => {
    for (const url of ['/media/0123456789abcdef0123456789abcdef.jpg', '/media/..%2f..%2fetc/passwd', '/media/.env']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ detail: 'Ressource introuvable.' });
    }
  });
});
