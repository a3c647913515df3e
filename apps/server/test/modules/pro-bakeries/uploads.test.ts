// Logo and shop photo uploads (docs/bakery-management.md, "Images"): the type is read from the
// bytes, the image is re-encoded without metadata, and a refused request stores nothing.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { BAKERY_MESSAGES, BAKERY_PHOTO_MAX_BYTES, LOGO_MAX_BYTES, LOGO_MESSAGES, encodeBakeryParts } from '@fournil/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../testing/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../testing/helper.js';
import { DEMO_BAKERY_SIRENS, PRO_TEST_ENV, signUpOwner, type Account } from '../../testing/manager-fixtures.js';
import { multipart, type FilePart } from '../../testing/multipart.js';

let t: TestApp;
let owner: Account;
let mediaDir: string;

const LIST = '/api/cotepro/mes-boulangeries/';
const one = (id: number) => `/api/cotepro/ma-boulangerie/${id}/`;
const REQUIRED = encodeBakeryParts({
  nom: 'Le Fournil Photo',
  adresse_postale: '5 rue du Pain',
  ville: 'Paris',
  code_postal_boulangerie: '75011',
  // The owner's pin: a commune-centre position would keep the bakery off its public page.
  latitude: 48.8589,
  longitude: 2.3799,
});

const mediaFiles = () => (fs.existsSync(mediaDir) ? fs.readdirSync(mediaDir).sort() : []);
const storedName = (url: string | null) => url!.replace(/^\/media\//, '');

async function ownedCount(): Promise<number> {
  const response = await t.app.inject({ method: 'GET', url: LIST, headers: bearer(owner.access) });
  return (response.json() as unknown[]).length;
}

function send(method: 'POST' | 'PATCH', url: string, fields: Record<string, string>, files: FilePart[]) {
  const body = multipart(fields, files);
  return t.app.inject({ method, url, headers: { ...bearer(owner.access), ...body.headers }, payload: body.payload });
}

const logo = (data: Buffer, filename = 'logo.png', contentType = 'image/png'): FilePart => ({
  name: 'image_logo_main',
  filename,
  contentType,
  data,
});
const photo = (data: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg'): FilePart => ({
  name: 'images',
  filename,
  contentType,
  data,
});

async function solidImage(width: number, height: number, format: 'png' | 'jpeg' = 'png'): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: '#c8a165' } });
  return format === 'png' ? image.png().toBuffer() : image.jpeg().toBuffer();
}

/** A PNG of random pixels: incompressible, so its size on disk is about width × height × 3. */
async function noiseImage(width: number, height: number): Promise<Buffer> {
  return sharp(crypto.randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** A real 20,000 × 20,000 px PNG (1-bit grey, all black) of about 50 KB: small on disk, 400 Mpx decoded. */
function hugeBitmapPng(side = 20_000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.writeUInt8(1, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const rows = Buffer.alloc((1 + Math.ceil(side / 8)) * side); // filter byte 0 + zero pixels per row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

beforeAll(async () => {
  t = await buildTestApp(PRO_TEST_ENV);
  mediaDir = path.join(t.app.config.dataDir, 'media');
  owner = await signUpOwner(t.app, 'proprio-photos', DEMO_BAKERY_SIRENS[0]);
}, 60_000);
afterAll(async () => t?.close());

describe('bad uploads are refused with the right message and nothing is stored', () => {
  const cases: [string, () => Promise<FilePart[]> | FilePart[], number, Record<string, string[]>][] = [
    [
      'a .jpg that is really a PDF',
      () => [logo(Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'), 'logo.jpg', 'image/jpeg')],
      415,
      { image_logo_main: [LOGO_MESSAGES.type] },
    ],
    [
      'an SVG with a script, sent as a PNG',
      () => [
        logo(
          Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><script>alert(document.cookie)</script></svg>'),
          'logo.png',
          'image/png',
        ),
      ],
      415,
      { image_logo_main: [LOGO_MESSAGES.type] },
    ],
    ['a 1.5 MB logo', async () => [logo(await noiseImage(760, 700))], 413, { image_logo_main: [LOGO_MESSAGES.size] }],
    [
      'a photo over 2 MB',
      async () => [photo(await noiseImage(1000, 800), 'photo.png', 'image/png')],
      413,
      { images: [LOGO_MESSAGES.photoSize] },
    ],
    ['a 20,000 × 20,000 px image', () => [logo(hugeBitmapPng())], 413, { image_logo_main: [LOGO_MESSAGES.unreadable] }],
    ['an empty file', () => [logo(Buffer.alloc(0), 'vide.png')], 400, { image_logo_main: [LOGO_MESSAGES.none] }],
    [
      'a good logo with a bad photo',
      async () => [logo(await solidImage(300, 300)), photo(Buffer.from('pas une image'))],
      415,
      { images: [LOGO_MESSAGES.type] },
    ],
    ['six photos', async () => Array.from({ length: 6 }, () => photo(Buffer.from('x'))), 400, { images: [BAKERY_MESSAGES.tooManyImages] }],
  ];

  it.each(cases)('refuses %s on creation', async (_label, files, status, body) => {
    const filesBefore = mediaFiles();
    const countBefore = await ownedCount();
    const response = await send('POST', LIST, REQUIRED, await files());
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual(body);
    expect(mediaFiles()).toEqual(filesBefore);
    expect(await ownedCount()).toBe(countBefore);
  });

  it('sizes the cases as their names say', async () => {
    const heavyLogo = await noiseImage(760, 700);
    expect(heavyLogo.length).toBeGreaterThan(1.5 * 1024 * 1024);
    expect(heavyLogo.length).toBeLessThan(BAKERY_PHOTO_MAX_BYTES);
    expect((await noiseImage(1000, 800)).length).toBeGreaterThan(BAKERY_PHOTO_MAX_BYTES);
    expect(hugeBitmapPng().length).toBeLessThan(LOGO_MAX_BYTES);
    expect(await sharp(hugeBitmapPng(), { limitInputPixels: false }).metadata()).toMatchObject({
      width: 20_000,
      height: 20_000,
      format: 'png',
    });
  });

  it('refuses the same files on edit and leaves the bakery as it was', async () => {
    const created = await send('POST', LIST, REQUIRED, [logo(await solidImage(200, 200))]);
    expect(created.statusCode).toBe(201);
    const bakery = created.json();
    for (const [, files, status, body] of cases) {
      const filesBefore = mediaFiles();
      const response = await send('PATCH', one(bakery.id), { nom: 'Renommée' }, await files());
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual(body);
      expect(mediaFiles()).toEqual(filesBefore);
    }
    const after = await t.app.inject({ method: 'GET', url: one(bakery.id), headers: bearer(owner.access) });
    expect(after.json()).toMatchObject({ nom: 'Le Fournil Photo', image_logo_main: bakery.image_logo_main, images: [] });
  });
});

describe('good uploads', () => {
  it('stores a PNG logo with EXIF and GPS as a square JPEG without metadata, under a random name', async () => {
    const withGps = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c8a165' } })
      .withExif({
        IFD0: { Make: 'Fournil', Copyright: 'Boulangerie secrète' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 0/1' },
      })
      .png()
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();

    const response = await send('POST', LIST, REQUIRED, [logo(withGps, 'ma-boutique.png')]);
    expect(response.statusCode, response.body).toBe(201);
    const url = response.json().image_logo_main as string;
    expect(url).toMatch(/^\/media\/[a-f0-9]{32}\.jpg$/);
    const stored = fs.readFileSync(path.join(mediaDir, storedName(url)));
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 512, height: 512 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(stored.toString('latin1')).not.toContain('Fournil');

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('adds, replaces and deletes the logo and the photos, and removes replaced files from storage', async () => {
    const created = await send('POST', LIST, REQUIRED, [
      logo(await solidImage(100, 300), 'logo.gif', 'image/gif'),
      photo(await solidImage(2400, 1200, 'jpeg')),
      photo(await solidImage(640, 480, 'jpeg')),
    ]);
    expect(created.statusCode, created.body).toBe(201);
    const bakery = created.json();
    expect(bakery.images).toHaveLength(2);
    const firstPhoto = fs.readFileSync(path.join(mediaDir, storedName(bakery.images[0].image)));
    expect(await sharp(firstPhoto).metadata()).toMatchObject({ format: 'jpeg', width: 1600, height: 800 });
    expect(await sharp(fs.readFileSync(path.join(mediaDir, storedName(bakery.image_logo_main)))).metadata()).toMatchObject({
      width: 100,
      height: 100,
    });

    const publicPage = await t.app.inject({ method: 'GET', url: `/api/boulangeries/${bakery.id}/public/` });
    expect(publicPage.json().images).toEqual(bakery.images);

    // Replace the logo, drop the first photo, add two: the old files are gone.
    const edited = await send('PATCH', one(bakery.id), { delete_images: JSON.stringify([bakery.images[0].id]) }, [
      logo(await solidImage(300, 300, 'jpeg'), 'nouveau.jpg', 'image/jpeg'),
      photo(await solidImage(300, 200)),
      photo(await solidImage(200, 300)),
    ]);
    expect(edited.statusCode, edited.body).toBe(200);
    const after = edited.json();
    expect(after.image_logo_main).not.toBe(bakery.image_logo_main);
    expect(after.images.map((image: { id: number }) => image.id)).toEqual([bakery.images[1].id, expect.any(Number), expect.any(Number)]);
    expect(fs.existsSync(path.join(mediaDir, storedName(bakery.image_logo_main)))).toBe(false);
    expect(fs.existsSync(path.join(mediaDir, storedName(bakery.images[0].image)))).toBe(false);

    // Three photos kept: three more would make six.
    const tooMany = await send('PATCH', one(bakery.id), {}, [
      photo(await solidImage(50, 50)),
      photo(await solidImage(50, 50)),
      photo(await solidImage(50, 50)),
    ]);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ images: [BAKERY_MESSAGES.tooManyImages] });
    const foreignPhoto = await send('PATCH', one(bakery.id), { delete_images: '[999999]' }, []);
    expect(foreignPhoto.json()).toEqual({ delete_images: [BAKERY_MESSAGES.unknownImage] });
    const badList = await send('PATCH', one(bakery.id), { delete_images: 'tout' }, []);
    expect(badList.statusCode).toBe(400);
    const badFlag = await send('PATCH', one(bakery.id), { delete_logo: 'oui' }, []);
    expect(badFlag.statusCode).toBe(400);

    const noLogo = await send('PATCH', one(bakery.id), { delete_logo: 'true' }, []);
    expect(noLogo.statusCode).toBe(200);
    expect(noLogo.json().image_logo_main).toBeNull();
    expect(fs.existsSync(path.join(mediaDir, storedName(after.image_logo_main)))).toBe(false);

    // Deleting the bakery removes its remaining files.
    const remaining = (noLogo.json().images as { image: string }[]).map((image) => storedName(image.image));
    expect(remaining.every((name) => fs.existsSync(path.join(mediaDir, name)))).toBe(true);
    const deleted = await t.app.inject({ method: 'DELETE', url: one(bakery.id), headers: bearer(owner.access) });
    expect(deleted.statusCode).toBe(204);
    expect(remaining.some((name) => fs.existsSync(path.join(mediaDir, name)))).toBe(false);
  });

  it('saves an edit that only adds a photo, and answers with it: not « Aucune modification à enregistrer. »', async () => {
    const created = await send('POST', LIST, REQUIRED, []);
    expect(created.statusCode, created.body).toBe(201);
    const bakery = created.json();
    expect(bakery.images).toEqual([]);

    const edited = await send('PATCH', one(bakery.id), {}, [photo(await solidImage(320, 240, 'jpeg'))]);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().images).toEqual([{ id: expect.any(Number), image: expect.stringMatching(/^\/media\//) }]);
    const reread = await t.app.inject({ method: 'GET', url: one(bakery.id), headers: bearer(owner.access) });
    expect(reread.json().images).toEqual(edited.json().images);

    // With neither a field nor a file, the server says there is nothing to save.
    const nothing = await send('PATCH', one(bakery.id), {}, []);
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json()).toEqual({ detail: BAKERY_MESSAGES.nothingToChange });
  });
});
