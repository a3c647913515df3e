// Deleting one's own account (docs/privacy.md, "Deleting the account"), against the Stripe adapter
// and its HTTP peer: the running subscription is stopped at the provider, the owned bakery goes with
// its campaign and files, the manager link goes, sessions end, the person can no longer sign in and
// appears nowhere public, while their payment and invoice stay for staff. Every column of the
// database that points to an account is read from the catalogue and has its fate written here: a
// new one fails until someone decides what a deletion does to it.
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adSubscriptions, bakeries, campaigns, invoices, payments, users } from '../../../src/db/schema/index.js';
import { auditEntriesOf, insertContactMessage, staffAccount } from '../../testing/admin-fixtures.js';
import { bearer, mailsTo, waitForMail } from '../../testing/auth-helpers.js';
import { CENTER, insertBakery } from '../../testing/bakery-fixtures.js';
import { createBakery, grantAccess, sendForm } from '../../testing/campaign-fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/helper.js';
import { PRO_TEST_ENV, invite, makeManager, rowsOf, signUp, type Account } from '../../testing/manager-fixtures.js';
import { verifiedOwner } from '../../testing/payment-fixtures.js';
import { startPushPeer, type PushPeer } from '../../testing/push-peer.js';
import { signedEvent, startStripePeer, type StripePeer, stripeEnvFor } from '../../testing/stripe-peer.js';
import { enableTwoFactor, loginWithCode, nextCode } from '../../testing/two-factor-fixtures.js';

const WEBHOOK_SECRET = 'whsec_test_account_deletion';
const APP_URL = 'http://fournil.test';
const PASSWORD = 'levain-du-matin-42';
let t: TestApp;
let peer: StripePeer;
let pushPeer: PushPeer;
let dataDir: string;

const post = (account: Account, url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: bearer(account.access), ...(payload ? { payload } : {}) });
const countOf = async (query: ReturnType<typeof sql>) =>
  ((await t.app.db.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]!.n;

/** A subscription to the Régie paid by card at the peer and completed by its signed webhook. */
async function subscribe(owner: Account): Promise<string> {
  const opened = await post(owner, '/api/payments/create-checkout-session/', { mode: 'subscription' });
  expect(opened.statusCode).toBe(200);
  const session = peer.complete(opened.json().sessionId);
  const event = signedEvent(
    { id: `evt_delete_${session.id}`, type: 'checkout.session.completed', data: { object: { ...session } } },
    WEBHOOK_SECRET,
  );
  const delivered = await t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook/',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    payload: event.payload,
  });
  expect(delivered.statusCode).toBe(200);
  return session.subscription!;
}

beforeAll(async () => {
  peer = await startStripePeer();
  pushPeer = await startPushPeer();
  t = await buildTestApp({
    ...PRO_TEST_ENV,
    PUSH_EXTRA_HOSTS: pushPeer.host,
    APP_URL,
    ...stripeEnvFor(peer, WEBHOOK_SECRET, 'sk_test_deletion'),
  });
  dataDir = t.app.config.dataDir;
}, 180_000);

afterAll(async () => {
  await t?.close();
  await peer?.close();
  await pushPeer?.close();
});

describe('POST /api/auth/delete/', () => {
  it('stops the subscription at the provider, deletes the bakery, its campaign and files, ends every session, and keeps the invoice', async () => {
    const owner = await verifiedOwner(t.app, 'partante');
    const manager = await signUp(t.app, 'aide-partante');
    const bakeryId = await createBakery(t.app, owner, 'Le Fournil qui Ferme');
    await makeManager(t.app, owner, bakeryId, manager);
    await grantAccess(t.app.db.db, owner.id);
    const poster = await sharp({ create: { width: 360, height: 640, channels: 3, background: '#c8a165' } })
      .jpeg()
      .toBuffer();
    const campaign = await sendForm(
      t.app,
      owner,
      'POST',
      '/api/regiepub/campagnes-publicitaires/',
      { boulangerie: String(bakeryId), nom_campagne: 'Dernière fournée', formule: 'payante' },
      [{ name: 'image', filename: 'affiche.jpg', contentType: 'image/jpeg', data: poster }],
    );
    expect(campaign.statusCode).toBe(201);
    const stored = path.join(
      dataDir,
      'media',
      (campaign.json() as { images: { image: string }[] }).images[0]!.image.replace(/^\/media\//, ''),
    );
    expect(fs.existsSync(stored)).toBe(true);
    const subscriptionId = await subscribe(owner);
    const [invoice] = await t.app.db.db.select().from(invoices).where(eq(invoices.userId, owner.id));
    expect(invoice).toBeDefined();

    // A wrong password changes nothing.
    const refused = await post(owner, '/api/auth/delete/', { password: 'pas-le-bon-mot' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ password: ['Mot de passe incorrect.'] });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user/', headers: bearer(owner.access) })).statusCode).toBe(200);

    const deleted = await post(owner, '/api/auth/delete/', { password: PASSWORD });
    expect(deleted.statusCode).toBe(204);
    expect(deleted.cookies.find((cookie) => cookie.name === 'fournil_refresh')?.value).toBe('');

    // The provider was told, and our row says so.
    expect(peer.requests.some((request) => request.method === 'POST' && request.path === `/v1/subscriptions/${subscriptionId}`)).toBe(true);
    const [subscription] = await t.app.db.db
      .select()
      .from(adSubscriptions)
      .where(eq(adSubscriptions.providerSubscriptionId, subscriptionId));
    expect(subscription!.status).toBe('canceled');

    // The bakery, its campaign and its files are gone; nothing public names them.
    expect(await t.app.db.db.select().from(bakeries).where(eq(bakeries.id, bakeryId))).toEqual([]);
    expect(await t.app.db.db.select().from(campaigns).where(eq(campaigns.boulangerieId, bakeryId))).toEqual([]);
    expect(fs.existsSync(stored)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: `/api/boulangeries/${bakeryId}/public/` })).statusCode).toBe(404);

    // The person: signed out everywhere, cannot sign in, their row names nobody.
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user/', headers: bearer(owner.access) })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email: owner.email, password: PASSWORD } })).statusCode,
    ).toBe(400);
    const [row] = await t.app.db.db.select().from(users).where(eq(users.id, owner.id));
    expect(row).toMatchObject({
      username: `compte-supprime-${owner.id}`,
      isActive: false,
      siren: null,
      telephone: '',
      adresseUtilisateur: '',
      deletedAt: expect.any(Date),
    });
    expect(JSON.stringify(row)).not.toContain(owner.email);
    expect(await countOf(sql`SELECT count(*)::int AS n FROM refresh_tokens WHERE user_id = ${owner.id}`)).toBe(0);
    expect(await countOf(sql`SELECT count(*)::int AS n FROM owner_managers WHERE owner_id = ${owner.id} OR manager_id = ${owner.id}`)).toBe(
      0,
    );
    expect(await countOf(sql`SELECT count(*)::int AS n FROM manager_invitations WHERE invited_by_id = ${owner.id}`)).toBe(0);

    // The money stays: the payment and the invoice, whose PDF staff can still download.
    expect(await t.app.db.db.select().from(payments).where(eq(payments.userId, owner.id))).not.toEqual([]);
    const staff = await staffAccount(t.app, 'equipe-suppression');
    const pdf = await t.app.inject({ method: 'GET', url: `/api/admin/factures/${invoice!.number}/pdf/`, headers: bearer(staff.access) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');

    // The manager keeps their account, without the bakery.
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user/', headers: bearer(manager.access) })).json()).toMatchObject({
      is_responsable: false,
    });

    // The person was told, at the address the account had.
    const mail = await waitForMail(t.app, owner.email, /Votre compte a été supprimé/);
    expect(mail.text).toContain('Le Fournil qui Ferme');
    expect(mail.text).toContain('conservés dix ans');

    // Their address is free for a new account.
    expect((await signUp(t.app, 'partante')).id).not.toBe(owner.id);
  });

  it('a staff account is not deleted from the profile, and nobody signed out can delete anything', async () => {
    const staff = await staffAccount(t.app, 'equipe-reste');
    const refused = await post(staff, '/api/auth/delete/', { password: PASSWORD });
    expect(refused.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user/', headers: bearer(staff.access) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/delete/', payload: { password: PASSWORD } })).statusCode).toBe(401);
    expect((await mailsTo(t.app, staff.email)).filter((mail) => /supprimé/.test(mail.subject))).toEqual([]);
  });
});

describe('staff, for a person who asked through the contact form', () => {
  it('export the person’s data and delete their account, each written in the audit log', async () => {
    const staff = await staffAccount(t.app, 'equipe-droits');
    const person = await verifiedOwner(t.app, 'demandeuse');
    const bakeryId = await createBakery(t.app, person, 'La Mie de la Demandeuse');

    const exported = await t.app.inject({ method: 'GET', url: `/api/admin/users/${person.id}/export/`, headers: bearer(staff.access) });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="fournil-donnees-compte-${person.id}-\\d{4}-\\d{2}-\\d{2}\\.json"$`),
    );
    expect(exported.json()).toMatchObject({
      format: 'fournil-export-1',
      profil: { email: person.email },
      boulangeries_possedees: [{ id: bakeryId }],
    });

    // Two staff clicks at once: one deletion, one audit entry, one mail.
    const [deleted, twice] = await Promise.all([
      post(staff, `/api/admin/users/${person.id}/delete/`),
      post(staff, `/api/admin/users/${person.id}/delete/`),
    ]);
    expect([deleted.statusCode, twice.statusCode]).toEqual([200, 200]);
    expect(deleted.json()).toMatchObject({
      id: person.id,
      username: `compte-supprime-${person.id}`,
      deleted_at: expect.any(String),
      bakeries_count: 0,
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user/', headers: bearer(person.access) })).statusCode).toBe(401);
    expect(await t.app.db.db.select().from(bakeries).where(eq(bakeries.id, bakeryId))).toEqual([]);
    // Again: nothing more happens.
    expect((await post(staff, `/api/admin/users/${person.id}/delete/`)).json()).toMatchObject({ deleted_at: deleted.json().deleted_at });

    const entries = await auditEntriesOf(t.app, staff, 'user', person.id);
    expect(entries.map((entry) => entry.action)).toEqual(['export', 'delete']);
    await waitForMail(t.app, person.email, /Votre compte a été supprimé/);
    expect((await mailsTo(t.app, person.email)).filter((mail) => /Votre compte a été supprimé/.test(mail.subject))).toHaveLength(1);
    expect(entries[1]).toMatchObject({
      actor_email: staff.email,
      before: { email: person.email, deleted_at: null },
      after: { deleted_at: expect.any(String) },
    });
  });

  it('never on a staff account or their own, and never for anyone but staff', async () => {
    const staff = await staffAccount(t.app, 'equipe-garde');
    const colleague = await staffAccount(t.app, 'equipe-collegue');
    const person = await signUp(t.app, 'personne-protegee');
    expect((await post(staff, `/api/admin/users/${staff.id}/delete/`)).statusCode).toBe(403);
    expect((await post(staff, `/api/admin/users/${colleague.id}/delete/`)).statusCode).toBe(403);
    expect((await post(staff, '/api/admin/users/999999/delete/')).statusCode).toBe(404);
    expect((await post(person, `/api/admin/users/${person.id}/delete/`)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/admin/users/${person.id}/export/`, headers: bearer(person.access) })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user/', headers: bearer(person.access) })).statusCode).toBe(200);
  });
});

/** What a deletion leaves in a column that points to the account: nothing, or rows kept for a reason. */
type Fate = { kept: false } | { kept: true; why: string };
const ERASED: Fate = { kept: false };
const kept = (why: string): Fate => ({ kept: true, why });
const MONEY = 'accounting records, kept ten years by law (docs/privacy.md); the emptied row names nobody';
const STAFF_RECORD = 'what the person did as staff, the team’s record; the emptied row names nobody';

/** Every column of the database that points to an account, and its fate. A new one must be added here. */
const FATES: Record<string, Fate> = {
  'account_favourites.user_id': ERASED,
  'ad_access_grants.user_id': kept(`${MONEY}: what a payment bought`),
  'ad_subscriptions.user_id': kept(`${MONEY}: the subscription, stopped at the provider`),
  'audit_log.actor_id': kept(`${STAFF_RECORD}, five years, append-only`),
  'bakeries.proprietaire_id': ERASED,
  'bakeries.responsable_id': ERASED,
  'bakery_claims.account_id': ERASED,
  'bakery_claims.decided_by': kept(STAFF_RECORD),
  'contact_messages.user_id': ERASED,
  'email_confirmations.user_id': ERASED,
  'invoices.user_id': kept(`${MONEY}; each invoice carries its own copy of the buyer`),
  'manager_invitations.accepted_by_id': ERASED,
  'manager_invitations.invited_by_id': ERASED,
  'owner_managers.manager_id': ERASED,
  'owner_managers.owner_id': ERASED,
  'password_reset_tokens.user_id': ERASED,
  'payment_sessions.user_id': kept(`${MONEY}: the checkouts staff reconcile with the provider`),
  'payments.user_id': kept(MONEY),
  'promo_redemptions.user_id': kept(`${MONEY}: the discount a payment got`),
  'push_subscriptions.user_id': ERASED,
  'refresh_tokens.user_id': ERASED,
  'refund_requests.requested_by': kept(`${STAFF_RECORD}: who asked a refund of money`),
  'two_factor_login_tickets.user_id': ERASED,
  'two_factor_recovery_codes.user_id': ERASED,
  'two_factor_secrets.user_id': ERASED,
  'visitor_report_blocks.created_by': kept(STAFF_RECORD),
  'visitor_reports.cleared_by': kept(STAFF_RECORD),
};

/** Foreign keys to users, and columns named like an account id without one. */
async function columnsPointingToAccounts(): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    t.app.db.db,
    sql`SELECT rel.relname || '.' || att.attname AS name
        FROM pg_constraint con
        JOIN pg_class rel ON rel.oid = con.conrelid
        JOIN pg_attribute att ON att.attrelid = con.conrelid AND att.attnum = ANY (con.conkey)
        WHERE con.contype = 'f' AND con.confrelid = 'users'::regclass
        UNION
        SELECT table_name || '.' || column_name FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name <> 'users'
          AND (column_name LIKE '%user_id%' OR column_name LIKE '%account_id%')`,
  );
  return rows.map((row) => row.name).sort();
}

async function rowsNaming(userId: number): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const name of Object.keys(FATES)) {
    const [table, column] = name.split('.') as [string, string];
    counts[name] = await countOf(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} = ${userId}`);
  }
  return counts;
}

describe('what a deletion leaves, table by table', () => {
  it('the catalogue’s columns pointing to an account are exactly those whose fate is written here', async () => {
    expect(await columnsPointingToAccounts()).toEqual(Object.keys(FATES).sort());
  });

  it('leaves no row naming the person but the money records and their former staff actions', async () => {
    const db = t.app.db.db;
    let person = await verifiedOwner(t.app, 'sans-trace');
    const neighbour = await verifiedOwner(t.app, 'voisine-sans-trace');
    const helper = await signUp(t.app, 'aide-sans-trace');

    // Two-step verification on (secret, recovery codes), then a login left at its second step (a ticket).
    const keys = await enableTwoFactor(t.app, person.access);
    person = { ...person, access: (await loginWithCode(t.app, person.email, keys.secret)).access };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email: person.email, password: PASSWORD } })).json(),
    ).toMatchObject({
      two_factor_token: expect.any(String),
    });

    // An owner with a manager and a pending invitation, and the manager of a neighbour's shop.
    const ownBakery = await createBakery(t.app, person, 'Au Pain Sans Trace');
    await makeManager(t.app, person, ownBakery, helper);
    expect((await invite(t.app, person, ownBakery, 'pas-encore@fournil.test')).statusCode).toBe(200);
    const shop = await insertBakery(db, neighbour.id, { nom: 'Chez la Voisine', position: CENTER });
    await makeManager(t.app, neighbour, shop.id, person);

    // A favourite, and a push alert asked while signed in.
    expect((await t.app.inject({ method: 'PUT', url: `/api/favoris/${shop.id}/`, headers: bearer(person.access) })).statusCode).toBe(200);
    const browser = pushPeer.subscribe();
    const alert = await t.app.inject({
      method: 'POST',
      url: '/api/alertes/',
      headers: bearer(person.access),
      payload: { abonnement: { endpoint: browser.endpoint, keys: browser.keys }, boulangerie_id: shop.id, type: 'pain' },
    });
    expect(alert.statusCode).toBe(201);

    // Money: a subscription paid at the provider (session, subscription, payment, invoice, access), a promo code used.
    await subscribe(person);
    await db.execute(sql`WITH code AS (INSERT INTO promo_codes (code, discount_cents) VALUES ('SANSTRACE', 100) RETURNING id)
      INSERT INTO promo_redemptions (promo_code_id, user_id, once) SELECT id, ${person.id}, true FROM code`);

    // A contact message, a pending e-mail change, a reset link, a claim on a listing.
    await insertContactMessage(t.app, { subject: 'Une question', userId: person.id, email: person.email });
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/auth/email/change/',
      headers: bearer(person.access),
      payload: { email: 'sans-trace.bis@fournil.test', password: PASSWORD },
    });
    expect(change.statusCode).toBe(200);
    await db.execute(sql`INSERT INTO password_reset_tokens (user_id, token_hash, expires_at)
      VALUES (${person.id}, ${'a'.repeat(64)}, now() + interval '1 hour')`);
    await db.execute(
      sql`INSERT INTO bakery_claims (bakery_id, account_id, status, siren) VALUES (${shop.id}, ${person.id}, 'en_attente', '552100554')`,
    );

    // What the person did as staff before (written directly: a staff account is never deleted as it is).
    await db.execute(sql`INSERT INTO audit_log (actor_id, actor_email, action, entity_type, entity_id)
      VALUES (${person.id}, ${person.email}, 'update', 'page', 'cgu')`);
    await db.execute(sql`INSERT INTO bakery_claims (bakery_id, account_id, status, siren, decided_at, decided_by)
      VALUES (${shop.id}, ${neighbour.id}, 'refusee', '552100554', now(), ${person.id})`);
    await db.execute(sql`INSERT INTO visitor_reports (bakery_id, type, visitor_key, address_key, during_opening, expires_at, cleared_at, cleared_by)
      VALUES (${shop.id}, 'pain', ${'b'.repeat(64)}, ${'c'.repeat(64)}, true, now() + interval '1 hour', now(), ${person.id})`);
    await db.execute(
      sql`INSERT INTO visitor_report_blocks (kind, key_hash, created_by) VALUES ('visitor', ${'b'.repeat(64)}, ${person.id})`,
    );
    await db.execute(sql`INSERT INTO refund_requests (payment_id, amount_cents, refunded_before_cents, idempotency_key, status, requested_by, settled_at)
      SELECT id, 100, 0, 'fournil-refund-deletion-test', 'failed', ${person.id}, now() FROM payments ORDER BY id LIMIT 1`);

    // Every column names the person before: the fixture covers them all.
    const before = await rowsNaming(person.id);
    for (const [name, count] of Object.entries(before)) expect(count, name).toBeGreaterThan(0);

    const deleted = await post(person, '/api/auth/delete/', { password: PASSWORD, code: await nextCode(keys.secret) });
    expect(deleted.statusCode).toBe(204);

    const after = await rowsNaming(person.id);
    for (const [name, fate] of Object.entries(FATES))
      expect(after[name], `${name}: ${fate.kept ? fate.why : 'erased'}`).toBe(fate.kept ? before[name] : 0);
    // The alert went with its subscription; the browser's alerts list is empty.
    expect(await countOf(sql`SELECT count(*)::int AS n FROM alerts WHERE bakery_id = ${shop.id}`)).toBe(0);
    const listed = await t.app.inject({
      method: 'POST',
      url: '/api/alertes/liste/',
      payload: { endpoint: browser.endpoint, auth: browser.keys.auth },
    });
    expect(listed.json()).toEqual([]);
    // The neighbour's shop stays, without its manager.
    expect(await db.select({ responsableId: bakeries.responsableId }).from(bakeries).where(eq(bakeries.id, shop.id))).toEqual([
      { responsableId: null },
    ]);
  });
});
