// SIREN disputes (docs/accounts.md, "Disputing a SIREN"; docs/back-office.md, "SIREN disputes"): a
// person refused with « Ce SIREN est déjà associé à un autre compte. » reports it; staff see who
// holds it, release it (both accounts mailed, audited), may hide the holder's bakeries meanwhile,
// and the person then verifies the SIREN against the demo registry.
import { ADMIN_MESSAGES, SIREN_DISPUTE_MESSAGES, SIREN_MESSAGES, type TAdminMessage, type TAdminUser } from '@fournil/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRequest, auditEntriesOf, staffAccount } from '../../testing/admin-fixtures.js';
import { bearer, waitForMail } from '../../testing/auth-helpers.js';
import { CENTER, insertBakery, offset } from '../../testing/bakery-fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/helper.js';
import { PRO_TEST_ENV, signUp, type Account } from '../../testing/manager-fixtures.js';

/** An active bakery of the demo registry (providers/siren). */
const BAKERY_SIREN = '987654324';
const EXPLANATION = 'Je suis la gérante de cette boulangerie depuis 2019, mon Kbis le prouve.';

let t: TestApp;
let staff: Account;
let holder: Account;
let claimant: Account;
let bakery: number;

const verify = (account: Account, siren = BAKERY_SIREN) =>
  t.app.inject({ method: 'POST', url: '/api/insee/auth/verify-siren/', headers: bearer(account.access), payload: { siren } });
const dispute = (account: Account, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/siren/dispute/', headers: bearer(account.access), payload });
const admin = (method: 'GET' | 'POST', url: string, payload?: unknown) => adminRequest(t.app, staff, method, url, payload);
const nearbyIds = async () =>
  (
    (await t.app.inject({ method: 'GET', url: `/api/boulangeries/?lat=${CENTER.lat}&lng=${CENTER.lng}&rayon=2` })).json() as {
      id: number;
    }[]
  ).map((card) => card.id);
const publicPage = (id: number) => t.app.inject({ method: 'GET', url: `/api/boulangeries/${id}/public/` });

beforeAll(async () => {
  t = await buildTestApp(PRO_TEST_ENV);
  staff = await staffAccount(t.app, 'litige-staff');
  holder = await signUp(t.app, 'litige-titulaire');
  claimant = await signUp(t.app, 'litige-demandeuse');
  expect((await verify(holder)).json()).toEqual({ valid: true, message: SIREN_MESSAGES.valid });
  bakery = (await insertBakery(t.app.db.db, holder.id, { nom: 'Le Fournil Contesté', position: offset(CENTER, 0.4, 0) })).id;
}, 180_000);

afterAll(async () => t?.close());

describe('POST /api/siren/dispute/', () => {
  it('refuses a SIREN no other account holds, one’s own, and a too short explanation', async () => {
    for (const [account, siren] of [
      [claimant, '732829320'],
      [holder, BAKERY_SIREN],
    ] as const) {
      const refused = await dispute(account, { siren, message: EXPLANATION });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ siren: [SIREN_DISPUTE_MESSAGES.notHeldByAnother] });
    }
    const short = await dispute(claimant, { siren: BAKERY_SIREN, message: 'à moi' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ message: [SIREN_DISPUTE_MESSAGES.messageTooShort] });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/siren/dispute/', payload: { siren: BAKERY_SIREN, message: EXPLANATION } }))
        .statusCode,
    ).toBe(401);
  });

  it('after a 409, reports the SIREN: a tagged staff message with its context, a staff mail and an acknowledgement', async () => {
    const refused = await verify(claimant);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ valid: false, message: SIREN_DISPUTE_MESSAGES.taken });

    const sent = await dispute(claimant, { siren: BAKERY_SIREN, message: EXPLANATION });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toEqual({ detail: SIREN_DISPUTE_MESSAGES.sent });

    const inbox = (await admin('GET', `/api/admin/messages/?q=${BAKERY_SIREN}`)).json().results as TAdminMessage[];
    expect(inbox).toHaveLength(1);
    const [message] = inbox;
    expect(message).toMatchObject({
      kind: 'siren_dispute',
      siren: BAKERY_SIREN,
      user_id: claimant.id,
      email: claimant.email,
      subject: `Litige SIREN ${BAKERY_SIREN}`,
    });
    expect(message!.message).toContain(`Compte qui signale : n° ${claimant.id} — ${claimant.email}`);
    expect(message!.message).toContain(`Compte titulaire : n° ${holder.id}`);
    // The stored text goes into the person's own data export: it never names the holder's address.
    expect(message!.message).not.toContain(holder.email);
    expect(message!.message).toContain(EXPLANATION);

    const staffMail = await waitForMail(t.app, t.app.config.staffEmail, /Litige SIREN 987654324/);
    expect(staffMail.reply_to).toBe(claimant.email);
    expect(staffMail.text).toContain(`(compte n° ${holder.id})`);
    const ack = await waitForMail(t.app, claimant.email, /Votre signalement sur le SIREN 987654324/);
    expect(ack.text).not.toContain(EXPLANATION);

    // Staff find the holder by the SIREN in the users list.
    const found = (await admin('GET', `/api/admin/users/?q=${BAKERY_SIREN}`)).json().results as TAdminUser[];
    expect(found.map((user) => [user.id, user.siren_verified])).toEqual([[holder.id, true]]);
  });
});

describe('POST /api/admin/users/{id}/siren/release/ and bakeries hide/show', () => {
  it('refuses staff accounts, unknown accounts and accounts without a verified SIREN', async () => {
    const self = await admin('POST', `/api/admin/users/${staff.id}/siren/release/`, { hide_bakeries: false });
    expect(self.statusCode).toBe(403);
    expect(self.json()).toEqual({ detail: SIREN_DISPUTE_MESSAGES.releaseStaff });
    const unknown = await admin('POST', '/api/admin/users/2147483647/siren/release/', { hide_bakeries: false });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: ADMIN_MESSAGES.notFound });
    const none = await admin('POST', `/api/admin/users/${claimant.id}/siren/release/`, { hide_bakeries: false });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({ detail: SIREN_DISPUTE_MESSAGES.releaseNoSiren });
  });

  it('a disputed SIREN released by staff can be verified by the other account; hidden bakeries come back when shown', async () => {
    expect(await nearbyIds()).toContain(bakery);

    const released = await admin('POST', `/api/admin/users/${holder.id}/siren/release/`, { hide_bakeries: true });
    expect(released.statusCode).toBe(200);
    const row = released.json() as TAdminUser;
    expect(row).toMatchObject({ id: holder.id, siren: null, siren_verified: false, is_proprietaire: false, bakeries_count: 1 });
    expect(row.bakeries_hidden_at).not.toBeNull();

    // The holder is no longer an owner at their very next request; their bakery stays theirs but leaves the public reads.
    const profile = (await t.app.inject({ method: 'GET', url: '/api/auth/user/', headers: bearer(holder.access) })).json();
    expect(profile).toMatchObject({ siren: null, siren_verified: false, is_proprietaire: false });
    expect(await nearbyIds()).not.toContain(bakery);
    expect((await publicPage(bakery)).statusCode).toBe(404);
    const [adminBakery] = (await admin('GET', '/api/admin/bakeries/?q=Contest')).json().results;
    expect(adminBakery).toMatchObject({ id: bakery, is_public: false });

    // Both accounts are told; the release is in the audit log with the SIREN it freed.
    const holderMail = await waitForMail(t.app, holder.email, /Votre SIREN a été libéré/);
    expect(holderMail.text).toContain(BAKERY_SIREN);
    expect(holderMail.text).toContain('masquées');
    const claimantMail = await waitForMail(t.app, claimant.email, /Vous pouvez vérifier le SIREN 987654324/);
    expect(claimantMail.links.some((link) => new URL(link).pathname === '/profil')).toBe(true);
    const [entry] = (await auditEntriesOf(t.app, staff, 'user', holder.id)).filter((audit) => audit.action === 'release_siren');
    expect(entry).toMatchObject({
      actor_email: staff.email,
      before: { siren: BAKERY_SIREN, siren_verified: true },
      after: { siren: null, released_siren: BAKERY_SIREN },
    });

    // The other account now verifies the SIREN.
    const verified = await verify(claimant);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ valid: true, message: SIREN_MESSAGES.valid });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user/', headers: bearer(claimant.access) })).json()).toMatchObject({
      siren: BAKERY_SIREN,
      siren_verified: true,
      is_proprietaire: true,
    });
    // Releasing again is refused: the holder has no verified SIREN any more.
    expect((await admin('POST', `/api/admin/users/${holder.id}/siren/release/`, { hide_bakeries: false })).statusCode).toBe(409);

    // Staff show the bakeries again: back in the search and on their page, audited once.
    const shown = await admin('POST', `/api/admin/users/${holder.id}/bakeries/show/`);
    expect(shown.statusCode).toBe(200);
    expect((shown.json() as TAdminUser).bakeries_hidden_at).toBeNull();
    expect(await nearbyIds()).toContain(bakery);
    expect((await publicPage(bakery)).statusCode).toBe(200);
    expect((await admin('POST', `/api/admin/users/${holder.id}/bakeries/show/`)).statusCode).toBe(200);
    const actions = (await auditEntriesOf(t.app, staff, 'user', holder.id)).map((audit) => audit.action);
    expect(actions.filter((action) => action === 'show_bakeries')).toHaveLength(1);

    // And hide them again, on their own.
    const hidden = await admin('POST', `/api/admin/users/${holder.id}/bakeries/hide/`);
    expect((hidden.json() as TAdminUser).bakeries_hidden_at).not.toBeNull();
    expect(await nearbyIds()).not.toContain(bakery);
    expect((await admin('POST', `/api/admin/users/${staff.id}/bakeries/hide/`)).statusCode).toBe(403);
  });
});
