// Who may use the back-office API (docs/back-office.md, "Who is staff"): staff accounts are made by
// `npm run create-staff` only, and every `/api/admin/…` route — read from the route table, so a new
// route is covered the day it is added — answers 401 to anonymous callers and suspended staff, 403
// to every other account. Also: the bounds every list and id shares.
import { ADMIN_MESSAGES, TWO_FACTOR_LOGIN_REQUIRED, TWO_FACTOR_MESSAGES, TWO_FACTOR_SETUP_REQUIRED } from '@fournil/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATE_STAFF_MESSAGES, promoteToStaff } from '../../../src/cli/promote-to-staff.js';
import { refreshTokens, users } from '../../../src/db/schema/index.js';
import { register } from '../../testing/auth-helpers.js';
import { adminRequest, auditEntriesOf, staffAccount, type AdminMethod } from '../../testing/admin-fixtures.js';
import { insertBakery } from '../../testing/bakery-fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/helper.js';
import { PRO_TEST_ENV, signUp, type Account } from '../../testing/manager-fixtures.js';
import { verifiedOwner } from '../../testing/payment-fixtures.js';
import { enableTwoFactor } from '../../testing/two-factor-fixtures.js';

let t: TestApp;
let staff: Account;
let actors: Record<'user' | 'owner' | 'manager' | 'suspendedStaff' | 'unmarkedStaff', Account>;

type AdminRoute = { method: AdminMethod; path: string };

/** Every route under /api/admin, from the OpenAPI document (@fastify/swagger records each route as it is added). */
function adminRoutes(): AdminRoute[] {
  const paths = (t.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
  return Object.entries(paths)
    .filter(([path]) => path.startsWith('/api/admin'))
    .flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((method) => method !== 'head')
        .map((method) => ({ method: method.toUpperCase() as AdminMethod, path })),
    );
}

/** A concrete URL: ids and slugs that exist nowhere, so a staff call changes nothing. */
const urlOf = (path: string) => path.replace('{id}', '2147483647').replace('{slug}', 'nulle-part');

beforeAll(async () => {
  t = await buildTestApp(PRO_TEST_ENV);
  staff = await staffAccount(t.app, 'acces-staff');
  const owner = await verifiedOwner(t.app, 'acces-owner');
  const manager = await signUp(t.app, 'acces-manager');
  await insertBakery(t.app.db.db, owner.id, { nom: 'Au Four Gardé', position: null, responsableId: manager.id });
  const suspendedStaff = await staffAccount(t.app, 'acces-staff-suspendu');
  // Staff cannot be suspended through the API; an operator may still have done it in the database.
  await t.app.db.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspendedStaff.id));
  // A staff session from before sessions carried the second factor's mark (the migration marks none):
  // refreshed, it stays without it.
  const legacy = await staffAccount(t.app, 'acces-staff-sans-marque');
  await t.app.db.db.update(refreshTokens).set({ twoFactorPassed: false }).where(eq(refreshTokens.userId, legacy.id));
  const refreshed = await t.app.inject({
    method: 'POST',
    url: '/api/auth/token/refresh/',
    payload: { refresh: legacy.twoFactor.session.refresh },
  });
  const unmarkedStaff = { ...legacy, access: refreshed.json<{ access: string }>().access };
  actors = { user: await signUp(t.app, 'acces-user'), owner, manager, suspendedStaff, unmarkedStaff };
}, 180_000);

afterAll(async () => {
  await t?.close();
});

describe('the staff area /api/admin/…', () => {
  it('holds every section’s routes, each documented in the OpenAPI document', () => {
    const routes = adminRoutes().map((route) => `${route.method} ${route.path}`);
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /api/admin/pages/',
        'POST /api/admin/pages/',
        'PUT /api/admin/pages/{slug}/',
        'DELETE /api/admin/faqs/{id}/',
        'DELETE /api/admin/promo-codes/{id}/',
        'PATCH /api/admin/messages/{id}/',
        'POST /api/admin/users/{id}/suspend/',
        'POST /api/admin/users/{id}/restore/',
        'GET /api/admin/bakeries/',
        'GET /api/admin/payments/totals/',
        'GET /api/admin/payments/export.csv',
        'GET /api/admin/audit/',
      ]),
    );
    expect(routes.length).toBeGreaterThanOrEqual(24);
  });

  it('answers 401 to an anonymous caller on every route', async () => {
    for (const route of adminRoutes()) {
      const response = await adminRequest(t.app, null, route.method, urlOf(route.path), route.method === 'GET' ? undefined : {});
      expect(response.statusCode, `${route.method} ${route.path}`).toBe(401);
    }
  });

  it('answers 401 to a suspended staff account on every route: its token stops working', async () => {
    for (const route of adminRoutes()) {
      const response = await adminRequest(
        t.app,
        actors.suspendedStaff,
        route.method,
        urlOf(route.path),
        route.method === 'GET' ? undefined : {},
      );
      expect(response.statusCode, `${route.method} ${route.path}`).toBe(401);
    }
  });

  for (const actor of ['user', 'owner', 'manager'] as const) {
    it(`answers 403 « ${ADMIN_MESSAGES.staffOnly} » to a signed-in ${actor} on every route, before reading the request`, async () => {
      for (const route of adminRoutes()) {
        const response = await adminRequest(t.app, actors[actor], route.method, urlOf(route.path), route.method === 'GET' ? undefined : {});
        expect(response.statusCode, `${route.method} ${route.path}`).toBe(403);
        expect(response.json()).toEqual({ detail: ADMIN_MESSAGES.staffOnly });
      }
    });
  }

  it('answers 403 to a staff session that did not pass two-step verification on every route, with the way to get one', async () => {
    for (const route of adminRoutes()) {
      const response = await adminRequest(
        t.app,
        actors.unmarkedStaff,
        route.method,
        urlOf(route.path),
        route.method === 'GET' ? undefined : {},
      );
      expect(response.statusCode, `${route.method} ${route.path}`).toBe(403);
      expect(response.json()).toEqual({ detail: TWO_FACTOR_MESSAGES.loginRequired, code: TWO_FACTOR_LOGIN_REQUIRED });
    }
  });

  it('lets staff through on every route (an unknown id is a 404, a missing body a 400)', async () => {
    for (const route of adminRoutes()) {
      const response = await adminRequest(t.app, staff, route.method, urlOf(route.path), route.method === 'GET' ? undefined : {});
      expect([200, 400, 404], `${route.method} ${route.path}: ${response.body}`).toContain(response.statusCode);
    }
  });
});

describe('lists and ids', () => {
  const lists = () =>
    adminRoutes().filter(
      (route) =>
        route.method === 'GET' &&
        !route.path.includes('{') &&
        !route.path.includes('totals') &&
        !route.path.endsWith('/chain/') &&
        !route.path.endsWith('.csv'),
    );

  it('pages every list on the server: count, page, page_size and at most page_size rows', async () => {
    for (const route of lists()) {
      const response = await adminRequest(t.app, staff, 'GET', `${route.path}?page_size=1`);
      expect(response.statusCode, route.path).toBe(200);
      const body = response.json();
      expect(body, route.path).toMatchObject({ page: 1, page_size: 1 });
      expect(body.results.length, route.path).toBeLessThanOrEqual(1);
      expect(typeof body.count, route.path).toBe('number');
    }
  });

  it('refuses a page_size over 100 or under 1, a page under 1, an unknown sort and a search over 100 characters, in French', async () => {
    for (const route of lists()) {
      for (const [query, field, message] of [
        ['page_size=101', 'page_size', ADMIN_MESSAGES.pageSize],
        ['page_size=0', 'page_size', ADMIN_MESSAGES.pageSize],
        ['page=0', 'page', ADMIN_MESSAGES.page],
        [`q=${'a'.repeat(101)}`, 'q', ADMIN_MESSAGES.search],
      ] as const) {
        const response = await adminRequest(t.app, staff, 'GET', `${route.path}?${query}`);
        expect(response.statusCode, `${route.path}?${query}`).toBe(400);
        expect(response.json(), `${route.path}?${query}`).toEqual({ [field]: [message] });
      }
    }
    const sorted = await adminRequest(t.app, staff, 'GET', '/api/admin/users/?sort=password_hash');
    expect(sorted.statusCode).toBe(400);
    expect(sorted.json()).toEqual({ sort: [ADMIN_MESSAGES.sort] });
  });

  it('treats a % or _ typed in a search as itself, not as a wildcard', async () => {
    const everything = await adminRequest(t.app, staff, 'GET', '/api/admin/users/?q=%25');
    expect(everything.json().count).toBe(0);
    const underscore = await adminRequest(t.app, staff, 'GET', '/api/admin/users/?q=_');
    expect(underscore.json().count).toBe(0);
  });

  it('refuses ids beyond the column range or not numbers (400) and answers 404 for an unknown one', async () => {
    for (const id of ['2147483648', '0', '-1', 'abc', '1.5']) {
      const response = await adminRequest(t.app, staff, 'GET', `/api/admin/faqs/${id}/`);
      expect(response.statusCode, id).toBe(400);
      expect(response.json()).toEqual({ id: ['Identifiant invalide.'] });
    }
    const unknown = await adminRequest(t.app, staff, 'GET', '/api/admin/promo-codes/2147483647/');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: ADMIN_MESSAGES.notFound });
    const badSlug = await adminRequest(t.app, staff, 'GET', '/api/admin/pages/Pas%20Bon/');
    expect(badSlug.statusCode).toBe(400);
    expect(badSlug.json()).toEqual({ slug: [ADMIN_MESSAGES.slug] });
  });
});

describe('npm run create-staff -- <email> (promoteToStaff)', () => {
  it('refuses an address no account uses', async () => {
    const outcome = await promoteToStaff(t.app.db.db, 'personne@fournil.test');
    expect(outcome).toEqual({ ok: false, message: CREATE_STAFF_MESSAGES.unknown('personne@fournil.test') });
  });

  it('refuses an account whose e-mail is not confirmed, and changes nothing', async () => {
    const response = await register(t.app, { username: 'pas-confirme', email: 'pas-confirme@fournil.test' });
    expect(response.statusCode).toBe(201);
    const outcome = await promoteToStaff(t.app.db.db, 'pas-confirme@fournil.test');
    expect(outcome).toEqual({ ok: false, message: CREATE_STAFF_MESSAGES.unconfirmed('pas-confirme@fournil.test') });
    const [row] = await t.app.db.db.select({ isStaff: users.isStaff }).from(users).where(eq(users.email, 'pas-confirme@fournil.test'));
    expect(row!.isStaff).toBe(false);
  });

  it('promotes a confirmed account found whatever the case of the address, writes the audit entry, and opens the back-office once two-step verification is on', async () => {
    const account = await signUp(t.app, 'future-staff');
    expect((await adminRequest(t.app, account, 'GET', '/api/admin/pages/')).statusCode).toBe(403);

    const outcome = await promoteToStaff(t.app.db.db, '  FUTURE-Staff@Fournil.TEST ');
    expect(outcome).toMatchObject({
      ok: true,
      message: CREATE_STAFF_MESSAGES.promoted(account.email),
      user: { id: account.id, is_staff: true },
    });
    // Staff now, but the back-office waits for two-step verification (docs/two-factor.md, "Staff").
    const shut = await adminRequest(t.app, account, 'GET', '/api/admin/pages/');
    expect(shut.statusCode).toBe(403);
    expect(shut.json()).toEqual({ detail: TWO_FACTOR_MESSAGES.setupRequired, code: TWO_FACTOR_SETUP_REQUIRED });
    const { session } = await enableTwoFactor(t.app, account.access);
    expect((await adminRequest(t.app, session, 'GET', '/api/admin/pages/')).statusCode).toBe(200);

    const [entry, setUp, ...others] = await auditEntriesOf(t.app, staff, 'user', account.id);
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      actor_email: 'ligne de commande',
      action: 'update',
      before: { is_staff: false },
      after: { is_staff: true, email: account.email },
    });
    expect(setUp).toMatchObject({ actor_email: account.email, action: 'two_factor_setup' });

    // Twice is harmless: nothing changes, nothing more is written.
    expect(await promoteToStaff(t.app.db.db, account.email)).toMatchObject({
      ok: true,
      message: CREATE_STAFF_MESSAGES.alreadyStaff(account.email),
    });
    expect(await auditEntriesOf(t.app, staff, 'user', account.id)).toHaveLength(2);
  });

  it('refuses a suspended account', async () => {
    const account = await signUp(t.app, 'suspendu-cli');
    await t.app.db.db
      .update(users)
      .set({ suspendedAt: sql`now()` })
      .where(eq(users.id, account.id));
    expect(await promoteToStaff(t.app.db.db, account.email)).toEqual({
      ok: false,
      message: CREATE_STAFF_MESSAGES.unavailable(account.email),
    });
  });
});
