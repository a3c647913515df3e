// The authorization matrix of the whole API (docs/reliability.md, "Authorization matrix"): every
// HTTP route — read from the route table as modules/admin/access.test.ts does, so a new route
// without an entry in authorization-matrix.ts fails here — × nine actors → the expected answer
// class — and, where the row says so, the exact status, French message and body, more request
// variants, and a database state that refused calls leave unchanged — and no answer ever carries a
// password hash, someone's token, or another account's e-mail or SIREN. One app and one set of
// fixtures; every request comes from a remote address
// (203.0.113.7), as an attacker's would, with the caller's bearer token as the only credential (no
// cookie, hence no CSRF).
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../src/lib/secure-token.js';
import { buildActorFixtures, type ActorAccounts } from '../testing/actor-fixtures.js';
import { bearer } from '../testing/auth-helpers.js';
import {
  ACTORS,
  ADMIN,
  AUTH,
  ROWS,
  TOKEN_ROUTES,
  matches,
  type Actor,
  type Cells,
  type Fixtures,
  type Row,
} from './authorization-matrix.js';
import { buildTestApp, type TestApp } from '../testing/helper.js';
import { responseValidator, type OpenApiDocument } from '../testing/openapi-responses.js';
import { PRO_TEST_ENV, rowsOf } from '../testing/manager-fixtures.js';

const REMOTE_ADDRESS = '203.0.113.7';

let t: TestApp;
let f: Fixtures;
/** Every account of the fixtures, the actors' and the back-office's suspension target. */
let accounts: ActorAccounts;
/** SIRENs held by accounts (the two owners'). */
let sirens: Map<string, number>;
const seen: { row: Row; actor: Actor; response: LightMyRequestResponse }[] = [];

/** Every `METHOD /path` of the OpenAPI document, all methods but HEAD. */
function routeTable(): string[] {
  const paths = (t.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
  return Object.entries(paths).flatMap(([path, operations]) =>
    Object.keys(operations)
      .filter((method) => method !== 'head')
      .map((method) => `${method.toUpperCase()} ${path}`),
  );
}

/** A row's requests: its own, then its variants. */
function requestsOf(row: Row): { name: string; request: Row['request']; exact: Cells }[] {
  return [{ name: '', request: row.request, exact: row.exact ?? {} }].concat(
    (row.variants ?? []).map((variant) => ({ name: ` — ${variant.name}`, request: variant.request, exact: variant.exact ?? {} })),
  );
}
const REQUESTS = ROWS.reduce((total, row) => total + requestsOf(row).length, 0);

async function send(actor: Actor, row: Row, request: Row['request']): Promise<LightMyRequestResponse> {
  const { url, headers, ...rest } = request(f);
  const method = row.route.split(' ')[0] as InjectOptions['method'];
  const auth = actor === 'anonymous' ? {} : bearer(accounts[actor].access);
  return t.app.inject({ ...rest, method, url, remoteAddress: REMOTE_ADDRESS, headers: { ...headers, ...auth } } as InjectOptions);
}

beforeAll(async () => {
  t = await buildTestApp(PRO_TEST_ENV);
  ({ accounts, f, sirens } = await buildActorFixtures(t.app, 'matrice'));
}, 180_000);

afterAll(async () => {
  await t?.close();
});

describe('the route table', () => {
  it('has an entry in the matrix for every route, and the matrix names no route that is gone', () => {
    const table = routeTable();
    const entries = ROWS.map((row) => row.route);
    const missing = table.filter((route) => !entries.includes(route));
    const gone = entries.filter((route) => !table.includes(route));
    expect(missing, `routes without an entry in test/app/authorization-matrix.ts: ${missing.join(', ')}`).toEqual([]);
    expect(gone, `entries of test/app/authorization-matrix.ts for routes that no longer exist: ${gone.join(', ')}`).toEqual([]);
    expect(new Set(entries).size, 'a route listed twice').toBe(entries.length);
    expect(table.length).toBeGreaterThanOrEqual(84);
  });

  it('has exact cells that agree with their answer class', () => {
    const disagree = ROWS.flatMap((row) =>
      requestsOf(row).flatMap(({ name, exact }) =>
        ACTORS.filter((actor) => exact[actor] && !matches(row.expected[actor], exact[actor].status)).map(
          (actor) => `${row.route}${name} as ${actor}`,
        ),
      ),
    );
    expect(disagree).toEqual([]);
  });
});

describe('authorization matrix: every route × every actor', () => {
  for (const row of ROWS) {
    for (const { name, request, exact } of requestsOf(row)) {
      it(`${row.route}${name} (${row.group})`, async () => {
        // Refusals first, so an allowed write (a delete, an acceptance) never changes a later refusal.
        const order = [...ACTORS].sort((x, y) => Number(row.expected[x] === 'ok') - Number(row.expected[y] === 'ok'));
        const wrong: string[] = [];
        const state = async () => (row.unchanged ? JSON.stringify(await rowsOf(t.database.db, row.unchanged(f))) : '');
        for (const actor of order) {
          const refused = row.expected[actor] !== 'ok';
          const before = refused ? await state() : '';
          const response = await send(actor, row, request);
          seen.push({ row, actor, response });
          if (!matches(row.expected[actor], response.statusCode))
            wrong.push(`${actor}: expected ${row.expected[actor]}, got ${response.statusCode} ${response.body.slice(0, 200)}`);
          // A refusal carries its reason in `detail`.
          if (response.statusCode === 401 || response.statusCode === 403) {
            const body = response.json() as { detail?: unknown };
            if (typeof body.detail !== 'string' || body.detail.length === 0)
              wrong.push(`${actor}: refusal without a detail: ${response.body}`);
          }
          if (refused && before !== (await state())) wrong.push(`${actor}: a refused call changed the database`);
          const cell = exact[actor];
          if (!cell) continue;
          try {
            expect(response.statusCode, response.body).toBe(cell.status);
            if (cell.detail) expect(response.json()).toEqual({ detail: cell.detail });
            if (cell.code) expect(response.json()).toMatchObject({ code: cell.code });
            await cell.check?.(response.statusCode === 204 ? null : response.json(), { f, accounts, db: t.database.db });
          } catch (error) {
            wrong.push(`${actor}: ${(error as Error).message.slice(0, 400)}`);
          }
        }
        expect(wrong).toEqual([]);
      });
    }
  }
});

describe('what the answers carry', () => {
  /** E-mails an actor may see besides their own: an owner sees the managers of their bakeries. */
  function visibleEmails(actor: Actor, row: Row): string[] {
    // A usable invitation link's preview names the invited address (`user`'s) to whoever holds the
    // link, which was mailed there: the registration form fills it in (docs/bakery-management.md, "Registering first").
    const invited = row.route === 'GET /api/invitations/{token}/' ? [accounts.user.email] : [];
    if (actor === 'anonymous') return invited;
    // Staff read every account on the back-office (users, messages, audit, payments).
    if (actor === 'staff' && row.group === 'admin') return Object.values(accounts).map((account) => account.email);
    const own = [accounts[actor].email, ...invited];
    // The owner's data export lists the invitations they sent, with the address they typed (`user`'s).
    if (actor === 'owner' && row.route === 'GET /api/auth/export/') return [...own, accounts.manager.email, accounts.user.email];
    // The owner's pending invitations show the address they typed (`user`'s, until it is accepted).
    if (actor === 'owner' && row.route === 'GET /api/boulangeries/invitations/')
      return [...own, accounts.manager.email, accounts.user.email];
    if (actor === 'owner') return [...own, accounts.manager.email];
    if (actor === 'otherOwner') return [...own, accounts.otherManager.email];
    return own;
  }

  it('covered every route for every actor', () => {
    expect(seen).toHaveLength(REQUESTS * ACTORS.length);
  });

  it('answers only what the OpenAPI document declares: each status, content type and JSON body', () => {
    const check = responseValidator(t.app.swagger() as unknown as OpenApiDocument);
    const problems = seen.map(({ row, actor, response }) => check(row.route, response)?.concat(` (as ${actor})`)).filter(Boolean);
    expect(problems).toEqual([]);
    // The check does look: an answer the document does not describe is reported.
    const forged = { ...seen[0]!.response, statusCode: 418 } as (typeof seen)[0]['response'];
    expect(check(seen[0]!.row.route, forged)).toMatch(/418, which the document does not declare/);
  });

  it('never carries a password hash, a token outside login and refresh, or another account’s e-mail or SIREN', async () => {
    const hashes = (await rowsOf<{ password_hash: string }>(t.database.db, sql`SELECT password_hash FROM users`)).map(
      (row) => row.password_hash,
    );
    expect(hashes.filter((hash) => hash.startsWith('$argon2')).length).toBeGreaterThanOrEqual(9);
    // Invitation links (read from the mails sent) and their stored hashes.
    const mails = await rowsOf<{ text_body: string }>(t.database.db, sql`SELECT text_body FROM mail_outbox`);
    const links = mails.flatMap((mail) => [...mail.text_body.matchAll(/\/invite\/accepter\/([A-Za-z0-9_-]+)/g)].map((match) => match[1]!));
    const linkHashes = (await rowsOf<{ token_hash: string }>(t.database.db, sql`SELECT token_hash FROM manager_invitations`)).map(
      (row) => row.token_hash,
    );
    expect(links).toContain(f.invitationToken);
    expect(links.length).toBeGreaterThanOrEqual(4);
    expect(linkHashes).toContain(sha256Hex(f.invitationToken));
    const leaks: string[] = [];
    for (const { row, actor, response } of seen) {
      const body = response.body;
      const where = `${row.route} as ${actor}`;
      if (body.includes('$argon2') || hashes.some((hash) => body.includes(hash))) leaks.push(`${where}: a password hash`);
      if (!TOKEN_ROUTES.includes(row.route) && /eyJ[A-Za-z0-9_-]{10,}/.test(body)) leaks.push(`${where}: a token`);
      if ([...links, ...linkHashes].some((secret) => body.includes(secret))) leaks.push(`${where}: an invitation link or its hash`);
      // Outside the account's own forms (password and SIREN fields) and the back-office: no SIREN at
      // all, not even the caller's, and no field that names a password, a SIREN or a token hash.
      if (![AUTH, ADMIN].includes(row.group) && !row.route.includes(' /api/auth/')) {
        if ([...sirens.keys()].some((siren) => body.includes(siren))) leaks.push(`${where}: a SIREN`);
        if (/password|siren"|token_hash/i.test(body)) leaks.push(`${where}: a password, SIREN or token-hash field`);
      }
      for (const account of Object.values(accounts)) {
        if (account.access && body.includes(account.access)) leaks.push(`${where}: ${account.username}'s access token`);
      }
      const callerId = actor === 'anonymous' ? null : accounts[actor].id;
      for (const [siren, holder] of sirens) {
        if (holder !== callerId && !(actor === 'staff' && row.group === 'admin') && body.includes(siren))
          leaks.push(`${where}: SIREN ${siren}`);
      }
      const allowed = visibleEmails(actor, row).map((email) => email.toLowerCase());
      for (const account of Object.values(accounts)) {
        const email = account.email.toLowerCase();
        if (!allowed.includes(email) && body.toLowerCase().includes(email)) leaks.push(`${where}: ${account.email}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('would see a leak: the documented exceptions do carry what the check looks for', () => {
    const body = (route: string, actor: Actor) =>
      seen.find((entry) => entry.row.route === route && entry.actor === actor)!.response.body.toLowerCase();
    // Each account reads its own e-mail on its profile…
    for (const actor of ACTORS.filter((candidate) => !['anonymous', 'unconfirmed', 'suspended'].includes(candidate))) {
      expect(body('GET /api/auth/user/', actor), actor).toContain(accounts[actor as Exclude<Actor, 'anonymous'>].email);
    }
    // …an owner reads the e-mail of their bakery's manager, and staff every account's e-mail and SIREN.
    expect(body('GET /api/cotepro/ma-boulangerie/{id}/', 'owner')).toContain(accounts.manager.email);
    const staffList = body('GET /api/admin/users/', 'staff');
    for (const account of Object.values(accounts)) expect(staffList).toContain(account.email);
    for (const siren of sirens.keys()) expect(staffList).toContain(siren);
  });
});
