// Accounts and bakeries as staff see them, and suspension (docs/back-office.md, "Users and
// bakeries" and "Suspension"): a suspended owner is signed out at their very next request, cannot
// refresh nor sign in, and their bakeries leave the nearby search, the bakery page and the live
// feed in the next answer; restoring brings everything back. Runs on a listening app for the live
// feed.
import type { AddressInfo } from 'node:net';
import { ADMIN_MESSAGES, AUTH_DETAILS, type TAdminBakery, type TAdminUser } from '@fournil/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema/index.js';
import { adminRequest, auditEntriesOf, staffAccount } from '../../testing/admin-fixtures.js';
import { FeedClient } from '../../testing/feed-client.js';
import { login, type Session } from '../../testing/auth-helpers.js';
import { CENTER, insertBakery, insertOwner, offset } from '../../testing/bakery-fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/helper.js';
import { PRO_TEST_ENV, type Account } from '../../testing/manager-fixtures.js';
import { verifiedOwner } from '../../testing/payment-fixtures.js';

let t: TestApp;
let baseUrl: string;
let staff: Account;
let owner: Account;
let session: Session;
let ownBakeries: number[];
let neighbour: number;
/** The neighbour bakery's manager (responsable): owns nothing. */
let manager: number;
const clients: FeedClient[] = [];

const api = (method: Parameters<typeof adminRequest>[2], url: string, payload?: unknown) =>
  adminRequest(t.app, staff, method, url, payload);
const nearbyIds = async () =>
  (
    (await t.app.inject({ method: 'GET', url: `/api/boulangeries/?lat=${CENTER.lat}&lng=${CENTER.lng}&rayon=2` })).json() as {
      id: number;
    }[]
  ).map((card) => card.id);
const publicPage = (id: number) => t.app.inject({ method: 'GET', url: `/api/boulangeries/${id}/public/` });
const ownProfile = (access: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/user/', headers: { authorization: `Bearer ${access}` } });
const refresh = (current: Session) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/token/refresh/',
    cookies: { fournil_refresh: current.refresh, csrftoken: current.csrf },
    headers: { 'x-csrftoken': current.csrf },
  });
const signIn = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email, password: 'levain-du-matin-42' } });
const isList = (message: unknown): message is { id: number }[] => Array.isArray(message);

async function subscribedClient(): Promise<{ client: FeedClient; first: number[] }> {
  const client = await FeedClient.open(baseUrl);
  clients.push(client);
  client.send({ type: 'subscribe', lat: CENTER.lat, lng: CENTER.lng, rayon: 2 });
  const first = await client.nextMatching(isList);
  return { client, first: (first as { id: number }[]).map((card) => card.id) };
}

beforeAll(async () => {
  t = await buildTestApp(PRO_TEST_ENV);
  staff = await staffAccount(t.app, 'moderation-staff');
  owner = await verifiedOwner(t.app, 'moderation-owner');
  session = await login(t.app, owner.email);
  const db = t.app.db.db;
  ownBakeries = [
    (
      await insertBakery(db, owner.id, {
        nom: 'Le Fournil Fautif',
        position: offset(CENTER, 0.5, 0),
        ville: 'Paris',
        codePostalBoulangerie: '75011',
      })
    ).id,
    (await insertBakery(db, owner.id, { nom: 'La Mie Fautive', position: offset(CENTER, 0, 0.7) })).id,
  ];
  manager = await insertOwner(db);
  await db.update(users).set({ isProprietaire: false }).where(eq(users.id, manager));
  neighbour = (
    await insertBakery(db, await insertOwner(db), { nom: 'La Voisine Honnête', position: offset(CENTER, -0.6, 0), responsableId: manager })
  ).id;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 180_000);

afterAll(async () => {
  for (const client of clients) client.close();
  await t?.close();
});

describe('/api/admin/users/ and /api/admin/bakeries/', () => {
  it('finds an account by e-mail, username or SIREN, with its roles, SIREN state and bakeries count', async () => {
    for (const q of [owner.email.toUpperCase(), 'moderation-owner']) {
      const list = (await api('GET', `/api/admin/users/?q=${encodeURIComponent(q)}`)).json();
      expect(list.count, q).toBe(1);
      expect(list.results[0], q).toMatchObject({
        id: owner.id,
        email: owner.email,
        is_proprietaire: true,
        siren_verified: true,
        is_staff: false,
        suspended_at: null,
        bakeries_count: 2,
      });
    }
    const siren = ((await api('GET', `/api/admin/users/?q=${owner.email}`)).json().results as TAdminUser[])[0]!.siren!;
    expect((await api('GET', `/api/admin/users/?q=${siren}`)).json().results.map((user: TAdminUser) => user.id)).toEqual([owner.id]);
    const owners = (await api('GET', '/api/admin/users/?role=owner&page_size=100')).json().results as TAdminUser[];
    expect(owners.every((user) => user.is_proprietaire)).toBe(true);
    const staffOnly = (await api('GET', '/api/admin/users/?role=staff')).json().results as TAdminUser[];
    // Each account counts its own bakeries: the neighbour's owner 1, staff none (the list once showed 2 for everyone).
    const counts = new Map(
      ((await api('GET', '/api/admin/users/?page_size=100')).json().results as TAdminUser[]).map((user) => [user.id, user.bakeries_count]),
    );
    expect(counts.get(owner.id)).toBe(2);
    expect(counts.get(staffOnly[0]!.id)).toBe(0);
    expect([...counts.values()].filter((count) => count === 1)).toHaveLength(1);
    expect(staffOnly.map((user) => user.id)).toEqual([staff.id]);
    // A manager counts the bakeries they run apart from the ones they own; role=manager keeps only them.
    const managed = new Map(
      ((await api('GET', '/api/admin/users/?page_size=100')).json().results as TAdminUser[]).map((user) => [
        user.id,
        user.managed_bakeries_count,
      ]),
    );
    expect(managed.get(manager)).toBe(1);
    expect(counts.get(manager)).toBe(0);
    expect(managed.get(owner.id)).toBe(0);
    expect([...managed.values()].filter((count) => count > 0)).toHaveLength(1);
    const managers = (await api('GET', '/api/admin/users/?role=manager&page_size=100')).json();
    expect(managers.count).toBe(1);
    expect(managers.results.map((user: TAdminUser) => user.id)).toEqual([manager]);
    const byEmail = (await api('GET', '/api/admin/users/?sort=email&page_size=100')).json().results as TAdminUser[];
    expect(byEmail.map((user) => user.email)).toEqual([...byEmail.map((user) => user.email)].sort());
  });

  it('finds bakeries by name, town, postcode or owner e-mail, with their owner and public state', async () => {
    for (const q of ['fautif', '75011', 'Paris', owner.email]) {
      const list = (await api('GET', `/api/admin/bakeries/?q=${encodeURIComponent(q)}&page_size=100`)).json();
      expect(
        list.results.map((bakery: TAdminBakery) => bakery.id),
        q,
      ).toContain(ownBakeries[0]);
    }
    const [bakery] = (await api('GET', `/api/admin/bakeries/?q=${encodeURIComponent('Fournil Fautif')}`)).json().results as TAdminBakery[];
    expect(bakery).toMatchObject({
      nom: 'Le Fournil Fautif',
      ville: 'Paris',
      code_postal_boulangerie: '75011',
      proprietaire: { id: owner.id, email: owner.email, suspended: false },
      is_public: true,
    });
  });
});

describe('POST /api/admin/users/{id}/suspend/ and /restore/', () => {
  it('refuses to suspend oneself, another staff account, or an unknown account', async () => {
    const self = await api('POST', `/api/admin/users/${staff.id}/suspend/`);
    expect(self.statusCode).toBe(403);
    expect(self.json()).toEqual({ detail: ADMIN_MESSAGES.cannotSuspendSelf });
    const colleague = await staffAccount(t.app, 'moderation-collegue');
    const other = await api('POST', `/api/admin/users/${colleague.id}/suspend/`);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ detail: ADMIN_MESSAGES.cannotSuspendStaff });
    expect((await api('POST', '/api/admin/users/2147483647/suspend/')).json()).toEqual({ detail: ADMIN_MESSAGES.notFound });
  });

  it('suspends an owner: next request 401, refresh and login refused, bakeries gone from the search, their page and the live feed', async () => {
    const { client, first } = await subscribedClient();
    expect(first).toEqual(expect.arrayContaining([...ownBakeries, neighbour]));
    expect((await ownProfile(owner.access)).statusCode).toBe(200);

    const suspended = await api('POST', `/api/admin/users/${owner.id}/suspend/`);
    expect(suspended.statusCode).toBe(200);
    const row = suspended.json() as TAdminUser;
    expect(row).toMatchObject({ id: owner.id, bakeries_count: 2 });
    expect(row.suspended_at).not.toBeNull();

    // The session ends at the very next request, whichever token it uses.
    expect((await ownProfile(owner.access)).statusCode).toBe(401);
    expect((await refresh(session)).statusCode).toBe(401);
    const refused = await signIn(owner.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: AUTH_DETAILS.accountSuspended });

    // The very next answers no longer hold the bakeries.
    const ids = await nearbyIds();
    expect(ids).toContain(neighbour);
    for (const id of ownBakeries) {
      expect(ids).not.toContain(id);
      expect((await publicPage(id)).statusCode).toBe(404);
    }
    const list = await client.nextMatching(isList);
    expect((list as { id: number }[]).map((card) => card.id)).toEqual([neighbour]);

    // Staff still see them, marked as hidden, and the account among the suspended ones.
    const bakeries = (await api('GET', `/api/admin/bakeries/?q=${encodeURIComponent(owner.email)}`)).json().results as TAdminBakery[];
    expect(bakeries.map((bakery) => [bakery.is_public, bakery.proprietaire?.suspended])).toEqual([
      [false, true],
      [false, true],
    ]);
    expect((await api('GET', '/api/admin/users/?role=suspended')).json().results.map((user: TAdminUser) => user.id)).toEqual([owner.id]);

    // Suspending again changes nothing and writes nothing.
    expect((await api('POST', `/api/admin/users/${owner.id}/suspend/`)).json()).toEqual(row);
    const [entry, ...more] = await auditEntriesOf(t.app, staff, 'user', owner.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ action: 'suspend', actor_email: staff.email, before: { id: owner.id, suspended_at: null }, after: row });
  });

  it('restores the owner: login works again and the bakeries come back in the next answers and on the live feed', async () => {
    const { client, first } = await subscribedClient();
    expect(first).toEqual([neighbour]);

    const restored = await api('POST', `/api/admin/users/${owner.id}/restore/`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ id: owner.id, suspended_at: null });

    expect(await nearbyIds()).toEqual(expect.arrayContaining([...ownBakeries, neighbour]));
    for (const id of ownBakeries) expect((await publicPage(id)).statusCode).toBe(200);
    const pushed = new Set<number>();
    while (pushed.size < ownBakeries.length) {
      const card = await client.nextMatching((message) => !Array.isArray(message) && ownBakeries.includes(message.id as number));
      pushed.add((card as { id: number }).id);
    }

    const again = await signIn(owner.email);
    expect(again.statusCode).toBe(200);
    expect((await ownProfile(again.json().access)).statusCode).toBe(200);

    const entries = await auditEntriesOf(t.app, staff, 'user', owner.id);
    expect(entries.map((entry) => entry.action)).toEqual(['suspend', 'restore']);
    expect(entries[1]).toMatchObject({ before: entries[0]!.after as TAdminUser, after: restored.json() });
    // Restoring an account that is not suspended changes nothing.
    expect((await api('POST', `/api/admin/users/${owner.id}/restore/`)).json()).toMatchObject({ id: owner.id, suspended_at: null });
    expect(await auditEntriesOf(t.app, staff, 'user', owner.id)).toHaveLength(2);
  });
});
