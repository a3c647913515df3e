// « Doublons à vérifier » (docs/open-data.md, "The staff's review queue"): the queue lists both sides with their
// sources, pending first; « Fusionner » of a pair keeps the owned bakery, else the older listing, moves its
// records, favourites and alerts and hides the absorbed one with a pointer (its page and detail redirect);
// « Garder séparées » of a record attached to an owner's bakery makes it a listing of its own; two owned bakeries
// are never merged; a resolved pair answers 409; every resolution is audited.
import { ADMIN_DUPLICATE_MESSAGES, type TAdminDuplicate } from '@fournil/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/db/client.js';
import { pushSubscriptions } from '../../../src/db/schema/index.js';
import { adminRequest, auditEntriesOf, staffAccount } from '../../testing/admin-fixtures.js';
import { CENTER, insertBakery, insertOwner, offset, weekOpenExceptMonday } from '../../testing/bakery-fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/helper.js';
import { fakeWebBuild } from '../../testing/web-build.js';
import { PRO_TEST_ENV, rowsOf, signUp, type Account } from '../../testing/manager-fixtures.js';

let t: TestApp;
let staff: Account;
let visitor: Account;

const db = (): Db => t.app.db.db;
const api = (method: 'GET' | 'POST', url: string) => adminRequest(t.app, staff, method, url, method === 'POST' ? {} : undefined);

async function insertListing(nom: string, position: { lat: number; lng: number }, osmNode: number, createdAt: Date): Promise<number> {
  const { joursOuvertures, horairesOuvertures } = weekOpenExceptMonday();
  const [row] = await rowsOf<{ id: number }>(
    db(),
    sql`INSERT INTO bakeries (proprietaire_id, nom, adresse_postale, ville, code_postal_boulangerie, latitude, longitude,
        jours_ouvertures, horaires_ouvertures, disponibilite_pain_maj, disponibilite_cafe_maj, disponibilite_croissant_maj,
        disponibilite_sandwich_maj, disponibilite_bio_maj, created_at)
      VALUES (NULL, ${nom}, '8 rue des Archives', 'Paris', '75004', ${position.lat}, ${position.lng},
        ${JSON.stringify(joursOuvertures)}::jsonb, ${JSON.stringify(horairesOuvertures)}::jsonb, NULL, NULL, NULL, NULL, NULL,
        ${createdAt.toISOString()}::timestamptz)
      RETURNING id`,
  );
  await db().execute(
    sql`INSERT INTO bakery_sources (source, source_id, bakery_id, licence) VALUES ('osm', ${`node/${osmNode}`}, ${row!.id}, 'ODbL-1.0')`,
  );
  return row!.id;
}

async function queuePair(bakeryId: number, otherId: number, distance: number): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(
    db(),
    sql`INSERT INTO listing_duplicate_candidates (bakery_id, other_bakery_id, distance_m, reason)
      VALUES (${bakeryId}, ${otherId}, ${distance}, 'near_different_name') RETURNING id`,
  );
  return row!.id;
}

async function queueAttached(ownedId: number, osmNode: number, recordNom: string): Promise<number> {
  await db().execute(
    sql`INSERT INTO bakery_sources (source, source_id, bakery_id, licence) VALUES ('osm', ${`node/${osmNode}`}, ${ownedId}, 'ODbL-1.0')`,
  );
  const [row] = await rowsOf<{ id: number }>(
    db(),
    sql`INSERT INTO listing_duplicate_candidates (bakery_id, source, source_id, record_nom, distance_m, reason)
      VALUES (${ownedId}, 'osm', ${`node/${osmNode}`}, ${recordNom}, 12, 'attached_to_owned') RETURNING id`,
  );
  return row!.id;
}

async function subscriptionFor(name: string): Promise<number> {
  const [row] = await db()
    .insert(pushSubscriptions)
    .values({ endpoint: `https://fcm.googleapis.com/fcm/send/${name}`, p256dh: 'BPk3', auth: 'c2VjcmV0' })
    .returning({ id: pushSubscriptions.id });
  return row!.id;
}

const DAY = 86_400_000;

beforeAll(async () => {
  t = await buildTestApp(PRO_TEST_ENV, { webDistDir: fakeWebBuild() });
  staff = await staffAccount(t.app, 'doublons-staff');
  visitor = await signUp(t.app, 'doublons-visiteur');
}, 180_000);

afterAll(async () => {
  await t?.close();
});

describe('GET /api/admin/doublons/', () => {
  it('lists the pending pairs with both sides, their sources, the distance and the reason', async () => {
    const older = await insertListing('Au Fournil de la Place', offset(CENTER, 2, 2), 5001, new Date(Date.now() - 10 * DAY));
    const newer = await insertListing('Chez Léon', offset(CENTER, 2.04, 2), 5002, new Date());
    const id = await queuePair(older, newer, 44);
    const page = (await api('GET', '/api/admin/doublons/?q=Léon')).json() as { count: number; results: TAdminDuplicate[] };
    expect(page.count).toBe(1);
    expect(page.results[0]).toMatchObject({
      id,
      reason: 'near_different_name',
      distance_m: 44,
      bakery: {
        id: older,
        nom: 'Au Fournil de la Place',
        revendiquee: false,
        sources: [{ source: 'osm', id: 'node/5001', url: 'https://www.openstreetmap.org/node/5001' }],
      },
      other_bakery: { id: newer, nom: 'Chez Léon', revendiquee: false, sources: [{ source: 'osm', id: 'node/5002' }] },
      record: null,
      resolution: null,
    });
    expect(typeof page.results[0]!.bakery.latitude).toBe('number');
  });

  it('refuses an unknown status with a French 400', async () => {
    expect((await api('GET', '/api/admin/doublons/?status=fini')).statusCode).toBe(400);
  });
});

describe('POST /api/admin/doublons/{id}/fusionner/ (a pair)', () => {
  it('keeps the older listing, moves records, favourites and alerts without duplicates, hides the other and redirects to it', async () => {
    const kept = await insertListing('Boulangerie Moreau', offset(CENTER, 3, 3), 6001, new Date(Date.now() - 5 * DAY));
    const absorbed = await insertListing('Moreau Pains', offset(CENTER, 3.03, 3), 6002, new Date());
    const id = await queuePair(absorbed, kept, 33);
    // The visitor favoured both; another favoured only the absorbed one. Alerts: one duplicate, one moving.
    const other = await signUp(t.app, 'doublons-autre');
    for (const [user, bakery] of [
      [visitor.id, kept],
      [visitor.id, absorbed],
      [other.id, absorbed],
    ])
      await db().execute(sql`INSERT INTO account_favourites (user_id, bakery_id) VALUES (${user}, ${bakery})`);
    const [both, onlyAbsorbed] = [await subscriptionFor('doublons-a'), await subscriptionFor('doublons-b')];
    for (const [subscription, bakery] of [
      [both, kept],
      [both, absorbed],
      [onlyAbsorbed, absorbed],
    ])
      await db().execute(sql`INSERT INTO alerts (subscription_id, bakery_id, kind) VALUES (${subscription}, ${bakery}, 'pain')`);

    const response = await api('POST', `/api/admin/doublons/${id}/fusionner/`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, resolution: 'merged', result_bakery_id: kept });

    const sources = await rowsOf<{ source_id: string; bakery_id: number }>(
      db(),
      sql`SELECT source_id, bakery_id FROM bakery_sources WHERE source_id IN ('node/6001', 'node/6002') ORDER BY source_id`,
    );
    expect(sources).toEqual([
      { source_id: 'node/6001', bakery_id: kept },
      { source_id: 'node/6002', bakery_id: kept },
    ]);
    const favourites = await rowsOf<{ user_id: number; bakery_id: number }>(
      db(),
      sql`SELECT user_id, bakery_id FROM account_favourites WHERE bakery_id IN (${kept}, ${absorbed}) ORDER BY user_id`,
    );
    expect(favourites).toEqual([
      { user_id: visitor.id, bakery_id: kept },
      { user_id: other.id, bakery_id: kept },
    ]);
    const alerts = await rowsOf<{ subscription_id: number; bakery_id: number }>(
      db(),
      sql`SELECT subscription_id, bakery_id FROM alerts WHERE bakery_id IN (${kept}, ${absorbed}) ORDER BY subscription_id`,
    );
    expect(alerts).toEqual([
      { subscription_id: both, bakery_id: kept },
      { subscription_id: onlyAbsorbed, bakery_id: kept },
    ]);
    const [row] = await rowsOf<{ hidden: boolean; merged_into_id: number | null }>(
      db(),
      sql`SELECT hidden_at IS NOT NULL AS hidden, merged_into_id FROM bakeries WHERE id = ${absorbed}`,
    );
    expect(row).toEqual({ hidden: true, merged_into_id: kept });

    // The absorbed page moves for good; its API detail answers the kept bakery once followed.
    const page = await t.app.inject({ method: 'GET', url: `/boulangerie/${absorbed}` });
    expect(page.statusCode).toBe(301);
    expect(page.headers.location).toBe(`/boulangerie/${kept}`);
    const detail = await t.app.inject({ method: 'GET', url: `/api/boulangeries/${absorbed}/public/` });
    expect(detail.statusCode).toBe(301);
    expect(detail.headers.location).toBe(`/api/boulangeries/${kept}/public/`);
    expect((await t.app.inject({ method: 'GET', url: `/api/boulangeries/${kept}/public/` })).json().nom).toBe('Boulangerie Moreau');

    // Resolved: a second answer is a French 409, and the audit has one entry with who and what.
    const again = await api('POST', `/api/admin/doublons/${id}/fusionner/`);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(ADMIN_DUPLICATE_MESSAGES.alreadyResolved);
    expect((await api('POST', `/api/admin/doublons/${id}/separer/`)).statusCode).toBe(409);
    const audit = await auditEntriesOf(t.app, staff, 'listing_duplicate', id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'merge_duplicate',
      actor_email: staff.email,
      after: { kept_bakery_id: kept, absorbed_bakery_id: absorbed },
    });

    // Out of the pending list, in the resolved one.
    const pending = (await api('GET', '/api/admin/doublons/')).json() as { results: TAdminDuplicate[] };
    expect(pending.results.map((item) => item.id)).not.toContain(id);
    const resolved = (await api('GET', '/api/admin/doublons/?status=resolved')).json() as { results: TAdminDuplicate[] };
    expect(resolved.results.map((item) => item.id)).toContain(id);
  });

  it('keeps the owned bakery, even when the listing is older', async () => {
    const ownerId = await insertOwner(db());
    const owned = await insertBakery(db(), ownerId, { nom: 'La Mie Câline du Coin', position: offset(CENTER, 4, 4) });
    const listing = await insertListing('Mie Caline', offset(CENTER, 4.02, 4), 7001, new Date(Date.now() - 400 * DAY));
    const id = await queuePair(owned.id, listing, 20);
    expect((await api('POST', `/api/admin/doublons/${id}/fusionner/`)).json()).toMatchObject({ result_bakery_id: owned.id });
    const [row] = await rowsOf<{ merged_into_id: number | null; proprietaire_id: number | null }>(
      db(),
      sql`SELECT merged_into_id, proprietaire_id FROM bakeries WHERE id = ${listing}`,
    );
    expect(row).toEqual({ merged_into_id: owned.id, proprietaire_id: null });
  });

  it('refuses to merge two owned bakeries with a French 409, and changes nothing', async () => {
    const [a, b] = [await insertOwner(db()), await insertOwner(db())];
    const first = await insertBakery(db(), a, { nom: 'Boulangerie Alpha', position: offset(CENTER, 5, 5) });
    const second = await insertBakery(db(), b, { nom: 'Boulangerie Beta', position: offset(CENTER, 5.03, 5) });
    const id = await queuePair(first.id, second.id, 30);
    const response = await api('POST', `/api/admin/doublons/${id}/fusionner/`);
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe(ADMIN_DUPLICATE_MESSAGES.twoOwned);
    const [row] = await rowsOf<{ resolution: string | null }>(
      db(),
      sql`SELECT resolution FROM listing_duplicate_candidates WHERE id = ${id}`,
    );
    expect(row!.resolution).toBeNull();
    expect(await auditEntriesOf(t.app, staff, 'listing_duplicate', id)).toEqual([]);
    // Keeping them apart is allowed.
    expect((await api('POST', `/api/admin/doublons/${id}/separer/`)).json()).toMatchObject({ resolution: 'kept_apart' });
  });

  it('answers 404 for an unknown candidate and a French 400 for a bad id', async () => {
    expect((await api('POST', '/api/admin/doublons/2000000000/fusionner/')).statusCode).toBe(404);
    expect((await api('POST', '/api/admin/doublons/abc/fusionner/')).json().detail ?? '').not.toMatch(/error/i);
    expect((await api('POST', '/api/admin/doublons/abc/fusionner/')).statusCode).toBe(400);
  });

  it('refuses a visitor (403) and an anonymous caller (401)', async () => {
    expect((await adminRequest(t.app, visitor, 'GET', '/api/admin/doublons/')).statusCode).toBe(403);
    expect((await adminRequest(t.app, null, 'POST', '/api/admin/doublons/1/fusionner/', {})).statusCode).toBe(401);
  });
});

describe('POST /api/admin/doublons/{id}/separer/ (a pair)', () => {
  it('leaves both bakeries as they are, and audits', async () => {
    const a = await insertListing('Le Pain de Sucre', offset(CENTER, 6, 6), 8001, new Date(Date.now() - DAY));
    const b = await insertListing('Boulangerie des Halles', offset(CENTER, 6.05, 6), 8002, new Date());
    const id = await queuePair(a, b, 55);
    const response = await api('POST', `/api/admin/doublons/${id}/separer/`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ resolution: 'kept_apart', result_bakery_id: null });
    const rows = await rowsOf<{ id: number; hidden: boolean }>(
      db(),
      sql`SELECT id, hidden_at IS NOT NULL AS hidden FROM bakeries WHERE id IN (${a}, ${b}) ORDER BY id`,
    );
    expect(rows).toEqual([
      { id: a, hidden: false },
      { id: b, hidden: false },
    ]);
    expect((await auditEntriesOf(t.app, staff, 'listing_duplicate', id)).map((entry) => entry.action)).toEqual(['keep_apart']);
  });
});

describe('a record attached to an owner’s bakery (attached_to_owned)', () => {
  it('« Fusionner » confirms the attachment: the record stays with the owner’s bakery', async () => {
    const owned = await insertBakery(db(), await insertOwner(db()), { nom: 'Maison Petit', position: offset(CENTER, 7, 7) });
    const id = await queueAttached(owned.id, 9001, 'Au Petit Four');
    const listed = (await api('GET', '/api/admin/doublons/?q=Petit%20Four')).json() as { results: TAdminDuplicate[] };
    expect(listed.results[0]).toMatchObject({
      id,
      reason: 'attached_to_owned',
      bakery: { id: owned.id, revendiquee: true, sources: [{ id: 'node/9001' }] },
      other_bakery: null,
      record: { source: 'osm', id: 'node/9001', nom: 'Au Petit Four' },
    });
    expect((await api('POST', `/api/admin/doublons/${id}/fusionner/`)).json()).toMatchObject({
      resolution: 'merged',
      result_bakery_id: owned.id,
    });
    const [row] = await rowsOf<{ bakery_id: number }>(db(), sql`SELECT bakery_id FROM bakery_sources WHERE source_id = 'node/9001'`);
    expect(row!.bakery_id).toBe(owned.id);
  });

  it('« Garder séparées » detaches the record into a new public listing of its own name', async () => {
    const owned = await insertBakery(db(), await insertOwner(db()), { nom: 'Maison Grand', position: offset(CENTER, 8, 8) });
    const id = await queueAttached(owned.id, 9002, 'Le Fournil d’en Face');
    const response = await api('POST', `/api/admin/doublons/${id}/separer/`);
    expect(response.statusCode).toBe(200);
    const listingId = (response.json() as TAdminDuplicate).result_bakery_id;
    expect(listingId).not.toBeNull();
    expect(listingId).not.toBe(owned.id);
    const [row] = await rowsOf<{ nom: string; proprietaire_id: number | null; horaires_statut: string }>(
      db(),
      sql`SELECT nom, proprietaire_id, horaires_statut FROM bakeries WHERE id = ${listingId}`,
    );
    expect(row).toEqual({ nom: 'Le Fournil d’en Face', proprietaire_id: null, horaires_statut: 'non_renseignes' });
    const [source] = await rowsOf<{ bakery_id: number }>(db(), sql`SELECT bakery_id FROM bakery_sources WHERE source_id = 'node/9002'`);
    expect(source!.bakery_id).toBe(listingId);
    const detail = await t.app.inject({ method: 'GET', url: `/api/boulangeries/${listingId}/public/` });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().nom).toBe('Le Fournil d’en Face');
    expect((await api('POST', `/api/admin/doublons/${id}/separer/`)).statusCode).toBe(409);
    const audit = await auditEntriesOf(t.app, staff, 'listing_duplicate', id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'keep_apart', after: { new_bakery_id: listingId } });
  });
});
