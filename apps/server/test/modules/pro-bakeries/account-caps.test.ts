// Caps per account (docs/bakery-management.md, "Caps per account"; docs/back-office.md, "Account
// limits"): an owner cannot own more bakeries nor store more images than the default or the limit
// staff set for the account; a refused request stores no file; concurrent writes do not pass a cap
// together; only staff change a limit, and each change is audited.
import fs from 'node:fs';
import path from 'node:path';
import {
  ACCOUNT_CAP_MESSAGES,
  ACCOUNT_MAX_IMAGES,
  ADMIN_MESSAGES,
  OWNER_MAX_BAKERIES,
  encodeBakeryParts,
  type TAccountCaps,
} from '@fournil/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRequest, auditEntriesOf, staffAccount } from '../../testing/admin-fixtures.js';
import { bearer } from '../../testing/auth-helpers.js';
import { insertBakery } from '../../testing/bakery-fixtures.js';
import { grantAccess, sendForm } from '../../testing/campaign-fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/helper.js';
import { PRO_TEST_ENV, type Account } from '../../testing/manager-fixtures.js';
import type { FilePart } from '../../testing/multipart.js';
import { verifiedOwner } from '../../testing/payment-fixtures.js';

let t: TestApp;
let staff: Account;
let mediaDir: string;

const LIST = '/api/cotepro/mes-boulangeries/';
const one = (id: number) => `/api/cotepro/ma-boulangerie/${id}/`;
const CAMPAIGNS = '/api/regiepub/campagnes-publicitaires/';
const limitsUrl = (account: Account) => `/api/admin/users/${account.id}/limits/`;

const mediaFiles = () => (fs.existsSync(mediaDir) ? fs.readdirSync(mediaDir).sort() : []);
const fields = (nom: string) =>
  encodeBakeryParts({
    nom,
    adresse_postale: '5 rue du Pain',
    ville: 'Paris',
    code_postal_boulangerie: '75011',
    latitude: 48.85,
    longitude: 2.35,
  });

let jpeg: Buffer;
const logo = (): FilePart => ({ name: 'image_logo_main', filename: 'logo.jpg', contentType: 'image/jpeg', data: jpeg });
const photo = (): FilePart => ({ name: 'images', filename: 'photo.jpg', contentType: 'image/jpeg', data: jpeg });
const poster = (): FilePart => ({ name: 'image', filename: 'affiche.jpg', contentType: 'image/jpeg', data: jpeg });

const create = (owner: Account, nom: string, files: FilePart[] = []) => sendForm(t.app, owner, 'POST', LIST, fields(nom), files);
const setLimits = (body: Record<string, unknown>, account: Account) => adminRequest(t.app, staff, 'PATCH', limitsUrl(account), body);

async function ownCaps(owner: Account): Promise<TAccountCaps> {
  const response = await t.app.inject({ method: 'GET', url: '/api/cotepro/mes-limites/', headers: bearer(owner.access) });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function ownedNames(owner: Account): Promise<string[]> {
  const response = await t.app.inject({ method: 'GET', url: LIST, headers: bearer(owner.access) });
  return (response.json() as { nom: string }[]).map((bakery) => bakery.nom).sort();
}

beforeAll(async () => {
  t = await buildTestApp(PRO_TEST_ENV);
  mediaDir = path.join(t.app.config.dataDir, 'media');
  staff = await staffAccount(t.app, 'caps-staff');
  jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c8a165' } })
    .jpeg()
    .toBuffer();
}, 60_000);
afterAll(async () => t?.close());

describe('bakeries per owner', () => {
  it(`refuses the ${OWNER_MAX_BAKERIES + 1}st bakery by default, with a French 409 that says how to get more`, async () => {
    const owner = await verifiedOwner(t.app, 'caps-default');
    for (let index = 0; index < OWNER_MAX_BAKERIES; index += 1)
      await insertBakery(t.database.db, owner.id, { nom: `Fournil ${index}`, position: null });
    expect((await ownCaps(owner)).bakeries).toEqual({ used: OWNER_MAX_BAKERIES, limit: OWNER_MAX_BAKERIES, override: null });

    const refused = await create(owner, 'Une de trop');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: ACCOUNT_CAP_MESSAGES.bakeries(OWNER_MAX_BAKERIES) });
    expect(refused.json().detail).toBe('Vous avez atteint le nombre maximal de boulangeries (50). Écrivez-nous pour l’augmenter.');
    expect((await ownCaps(owner)).bakeries.used).toBe(OWNER_MAX_BAKERIES);
  });

  it('refuses the 3rd bakery once staff set the limit to 2, stores none of its files, and lets it through once raised', async () => {
    const owner = await verifiedOwner(t.app, 'caps-two');
    expect((await setLimits({ bakeries: 2 }, owner)).json().bakeries).toEqual({ used: 0, limit: 2, override: 2 });
    expect((await create(owner, 'Première')).statusCode).toBe(201);
    expect((await create(owner, 'Deuxième')).statusCode).toBe(201);

    const filesBefore = mediaFiles();
    const refused = await create(owner, 'Troisième', [logo(), photo()]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: ACCOUNT_CAP_MESSAGES.bakeries(2) });
    expect(mediaFiles()).toEqual(filesBefore);
    expect(await ownedNames(owner)).toEqual(['Deuxième', 'Première']);

    expect((await setLimits({ bakeries: 3 }, owner)).statusCode).toBe(200);
    expect((await create(owner, 'Troisième', [logo(), photo()])).statusCode).toBe(201);
    expect((await ownCaps(owner)).bakeries).toEqual({ used: 3, limit: 3, override: 3 });

    // Back to the default; a limit below what the account has only stops it adding more.
    expect((await setLimits({ bakeries: null }, owner)).json().bakeries).toEqual({ used: 3, limit: OWNER_MAX_BAKERIES, override: null });
    expect((await setLimits({ bakeries: 1 }, owner)).statusCode).toBe(200);
    expect((await create(owner, 'Quatrième')).statusCode).toBe(409);
    const bakeries = (await t.app.inject({ method: 'GET', url: LIST, headers: bearer(owner.access) })).json() as { id: number }[];
    const edited = await sendForm(t.app, owner, 'PATCH', one(bakeries[0]!.id), encodeBakeryParts({ nom: 'Renommée' }));
    expect(edited.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: one(bakeries[0]!.id), headers: bearer(owner.access) })).statusCode).toBe(204);
  });

  it('lets no more than the limit through when creations arrive at the same time', async () => {
    const owner = await verifiedOwner(t.app, 'caps-race');
    await setLimits({ bakeries: 3 }, owner);
    const filesBefore = mediaFiles().length;
    const responses = await Promise.all(Array.from({ length: 6 }, (_, index) => create(owner, `Course ${index}`, [photo()])));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 201, 201, 409, 409, 409]);
    expect(await ownedNames(owner)).toHaveLength(3);
    // The refused creations left no file behind: one photo per bakery created.
    expect((await ownCaps(owner)).uploads.used).toBe(3);
    expect(mediaFiles().length - filesBefore).toBe(3);
  });
});

describe('images per account', () => {
  it('counts logos, shop photos and campaign images, and refuses any that would pass the cap before storing it', async () => {
    const owner = await verifiedOwner(t.app, 'caps-images');
    await grantAccess(t.database.db, owner.id);
    expect((await ownCaps(owner)).uploads).toEqual({ used: 0, limit: ACCOUNT_MAX_IMAGES, override: null });
    await setLimits({ uploads: 4 }, owner);

    const created = await create(owner, 'Le Fournil Photo', [logo(), photo(), photo()]);
    expect(created.statusCode).toBe(201);
    const bakery = created.json() as { id: number; images: { id: number }[] };
    const campaign = await sendForm(
      t.app,
      owner,
      'POST',
      CAMPAIGNS,
      { boulangerie: String(bakery.id), nom_campagne: 'Galette', formule: 'payante' },
      [poster()],
    );
    expect(campaign.statusCode).toBe(201);
    expect((await ownCaps(owner)).uploads).toEqual({ used: 4, limit: 4, override: 4 });

    const filesBefore = mediaFiles();
    const message = ACCOUNT_CAP_MESSAGES.uploads(4, 4);
    const refusals: [string, () => ReturnType<typeof sendForm>, Record<string, string[]>][] = [
      ['a photo added to the bakery', () => sendForm(t.app, owner, 'PATCH', one(bakery.id), {}, [photo()]), { images: [message] }],
      ['a new bakery with a logo', () => create(owner, 'Sans place', [logo()]), { image_logo_main: [message] }],
      [
        'a new campaign with an image',
        () =>
          sendForm(t.app, owner, 'POST', CAMPAIGNS, { boulangerie: String(bakery.id), nom_campagne: 'Pâques', formule: 'payante' }, [
            poster(),
          ]),
        { image: [message] },
      ],
      [
        'an image added to the campaign',
        () => sendForm(t.app, owner, 'POST', `${CAMPAIGNS}${campaign.json().id}/images/`, {}, [poster()]),
        { image: [message] },
      ],
    ];
    for (const [label, send, body] of refusals) {
      const response = await send();
      expect(response.statusCode, label).toBe(409);
      expect(response.json(), label).toEqual(body);
    }
    expect(mediaFiles()).toEqual(filesBefore);
    expect((await ownCaps(owner)).uploads.used).toBe(4);
    expect(await ownedNames(owner)).toEqual(['Le Fournil Photo']);

    // What adds nothing passes at the cap: a new logo in place of the old one, a photo in place of another.
    const swapped = await sendForm(t.app, owner, 'PATCH', one(bakery.id), { delete_images: JSON.stringify([bakery.images[0]!.id]) }, [
      logo(),
      photo(),
    ]);
    expect(swapped.statusCode).toBe(200);
    // And a campaign without images.
    expect(
      (await sendForm(t.app, owner, 'POST', CAMPAIGNS, { boulangerie: String(bakery.id), nom_campagne: 'Sans image', formule: 'payante' }))
        .statusCode,
    ).toBe(201);
    expect((await ownCaps(owner)).uploads.used).toBe(4);

    // Raised by staff, the same photo goes through.
    await setLimits({ uploads: 5 }, owner);
    expect((await sendForm(t.app, owner, 'PATCH', one(bakery.id), {}, [photo()])).statusCode).toBe(200);
    expect((await ownCaps(owner)).uploads).toEqual({ used: 5, limit: 5, override: 5 });
  });

  it('lets no more images through than the cap when uploads arrive at the same time', async () => {
    const owner = await verifiedOwner(t.app, 'caps-images-race');
    const bakery = (await create(owner, 'Course aux photos')).json() as { id: number };
    await setLimits({ uploads: 2 }, owner);
    const filesBefore = mediaFiles().length;
    const responses = await Promise.all(Array.from({ length: 4 }, () => sendForm(t.app, owner, 'PATCH', one(bakery.id), {}, [photo()])));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 200, 409, 409]);
    expect((await ownCaps(owner)).uploads.used).toBe(2);
    expect(mediaFiles().length - filesBefore).toBe(2);
  });
});

describe('/api/admin/users/{id}/limits/', () => {
  it('shows the account’s usage and limits to staff, and audits each change with before and after', async () => {
    const owner = await verifiedOwner(t.app, 'caps-audit');
    await insertBakery(t.database.db, owner.id, { nom: 'Audité', position: null, imageLogoMain: 'logo-audite.jpg' });
    const shown = await adminRequest(t.app, staff, 'GET', limitsUrl(owner));
    expect(shown.statusCode).toBe(200);
    const before = {
      bakeries: { used: 1, limit: OWNER_MAX_BAKERIES, override: null },
      uploads: { used: 1, limit: ACCOUNT_MAX_IMAGES, override: null },
    };
    expect(shown.json()).toEqual(before);

    const changed = await setLimits({ bakeries: 80, uploads: 1000 }, owner);
    expect(changed.statusCode).toBe(200);
    const after = { bakeries: { used: 1, limit: 80, override: 80 }, uploads: { used: 1, limit: 1000, override: 1000 } };
    expect(changed.json()).toEqual(after);
    // The same values again change nothing and write nothing.
    expect((await setLimits({ bakeries: 80 }, owner)).json()).toEqual(after);

    const entries = await auditEntriesOf(t.app, staff, 'user', owner.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'set_limits', actor_email: staff.email, before, after });
  });

  it('refuses every other caller and changes nothing', async () => {
    const owner = await verifiedOwner(t.app, 'caps-self');
    for (const caller of [owner, null]) {
      const response = await adminRequest(t.app, caller, 'PATCH', limitsUrl(owner), { bakeries: 1000, uploads: 100_000 });
      expect(response.statusCode).toBe(caller ? 403 : 401);
      if (caller) expect(response.json()).toEqual({ detail: ADMIN_MESSAGES.staffOnly });
    }
    expect((await ownCaps(owner)).bakeries).toEqual({ used: 0, limit: OWNER_MAX_BAKERIES, override: null });
  });

  it('refuses limits out of bounds, an empty body and an unknown account, in French', async () => {
    const owner = await verifiedOwner(t.app, 'caps-bounds');
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ bakeries: -1 }, { bakeries: [ACCOUNT_CAP_MESSAGES.bakeriesLimit] }],
      [{ bakeries: 2.5 }, { bakeries: [ACCOUNT_CAP_MESSAGES.bakeriesLimit] }],
      [{ bakeries: '12' }, { bakeries: [ACCOUNT_CAP_MESSAGES.bakeriesLimit] }],
      [{ bakeries: 10_001 }, { bakeries: [ACCOUNT_CAP_MESSAGES.bakeriesLimit] }],
      [{ uploads: 100_001 }, { uploads: [ACCOUNT_CAP_MESSAGES.uploadsLimit] }],
      [{}, { non_field_errors: [ACCOUNT_CAP_MESSAGES.nothingToChange] }],
    ];
    for (const [body, errors] of cases) {
      const response = await setLimits(body, owner);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json(), JSON.stringify(body)).toEqual(errors);
    }
    expect(ACCOUNT_CAP_MESSAGES.bakeriesLimit).toBe(
      'Limite de boulangeries invalide : un entier de 0 à 10\u202f000, ou vide pour la valeur par défaut.',
    );
    expect((await adminRequest(t.app, staff, 'PATCH', '/api/admin/users/2000000000/limits/', { bakeries: 3 })).statusCode).toBe(404);
    expect((await adminRequest(t.app, staff, 'GET', '/api/admin/users/2000000000/limits/')).json()).toEqual({
      detail: ADMIN_MESSAGES.notFound,
    });
    expect((await ownCaps(owner)).bakeries.override).toBeNull();
  });
});
