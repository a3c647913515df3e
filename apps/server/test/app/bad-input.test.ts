// Generated bad input (docs/reliability.md, "Generated bad input"): for every HTTP route — read
// from the route table as modules/admin/access.test.ts does, so a new route is fuzzed the day it is
// added — bodies, query strings, path parameters, multipart bodies (upload routes) and headers made
// by fast-check (test/app/bad-input-arbitraries.ts), sent as the actor who may use the route so the
// input reaches validation and the service. Properties: never a 5xx; every 4xx is JSON, `{detail}`
// or `{field: [messages]}`, in French; and a refused request changes nothing in the database (a
// digest of every table before and after each batch of cases).
// Sizes: BAD_INPUT_RUNS cases per route and kind (25 in npm test, seed pinned; 1000 for the nightly run).
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZFieldErrors } from '../../src/lib/http-schemas.js';
import { bearer } from '../testing/auth-helpers.js';
import { buildActorFixtures, type ActorAccounts } from '../testing/actor-fixtures.js';
import { ACTORS, ROWS, type Actor, type Fixtures, type Row } from './authorization-matrix.js';
import { badHeaders, badJsonBody, badMultipart, badPathSegment, badQuery } from './bad-input-arbitraries.js';
import { responseValidator, type OpenApiDocument } from '../testing/openapi-responses.js';
import { buildTestApp, type TestApp } from '../testing/helper.js';
import { PRO_TEST_ENV, rowsOf } from '../testing/manager-fixtures.js';

const RUNS = Number(process.env.BAD_INPUT_RUNS ?? 25);
const SEED = 20261123;

/**
 * Columns compared per table, when not all: the background mail worker updates queued mails (status,
 * attempts, send time) whenever it runs, so for mail_outbox only which mails exist is compared — a
 * refused request must queue none.
 */
const COMPARED_COLUMNS: Record<string, string> = { mail_outbox: 'id' };

/**
 * GET routes that write when they succeed: a 2xx from them starts a new baseline. Every other GET
 * must leave the database as it found it, whatever it answers.
 * - a captcha is a new challenge row, and its proof-of-work alternative is stored on it when first asked;
 * - the payments export is an audited read (docs/back-office.md): each download writes an audit entry;
 * - so is staff's export of a person's data (docs/privacy.md, "Done by staff").
 */
const WRITING_GETS = new Set([
  'GET /api/captcha/',
  'GET /api/captcha/{key}/pow/',
  'GET /api/admin/payments/export.csv',
  'GET /api/admin/users/{id}/export/',
]);

/**
 * Words of English framework and validator defaults (Fastify, zod, multipart, JSON.parse). French
 * messages never contain them; a message that does is a default that leaked through.
 */
const ENGLISH =
  /\b(Invalid|Expected|Required|must|should|Unexpected|Bad Request|Unsupported|Not Found|Unauthorized|Forbidden|Internal|error|received)\b/;

type Kind = 'body' | 'query' | 'path' | 'multipart' | 'headers';
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type Operation = {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
};

type Route = {
  key: string;
  method: Method;
  path: string;
  actor: Actor;
  /** The matrix's request for this route (a real record, an accepted body), or a stand-in. */
  base: (f: Fixtures) => { url: string; payload?: unknown; headers?: Record<string, string> };
  pathParams: string[];
  queryNames: string[];
  jsonFields: string[];
  multipartFields: string[] | null;
};

let t: TestApp;
let f: Fixtures;
let accounts: ActorAccounts;
const serverErrors: string[] = [];
const totals = { cases: 0, rebaselines: 0, byKind: {} as Record<string, number> };

/** The actor the matrix lets through, preferring those with the most powers over their own records. */
const PREFERENCE: Actor[] = ['owner', 'manager', 'user', 'staff', 'otherOwner', 'otherManager', 'unconfirmed', 'suspended', 'anonymous'];

function actorFor(row: Row | undefined, path: string): Actor {
  if (!row) return path.startsWith('/api/admin') ? 'staff' : 'owner';
  return PREFERENCE.find((actor) => row.expected[actor] === 'ok') ?? 'anonymous';
}

/** Every route of the OpenAPI document, all methods but HEAD, with the names it declares. */
function routeTable(): Route[] {
  const paths = (t.app.swagger() as { paths: Record<string, Record<string, Operation>> }).paths;
  return Object.entries(paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => method !== 'head')
      .map(([method, operation]) => {
        const key = `${method.toUpperCase()} ${path}`;
        const row = ROWS.find((candidate) => candidate.route === key);
        const parameters = operation.parameters ?? [];
        const content = operation.requestBody?.content ?? {};
        const names = (type: string) => Object.keys(content[type]?.schema?.properties ?? {});
        const pathParams = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
        // A route added after the matrix: ids that exist nowhere, no body.
        const standIn = () => ({ url: path.replace(/\{\w+\}/g, '2147483647') });
        return {
          key,
          method: method.toUpperCase() as Method,
          path,
          actor: actorFor(row, path),
          base: row ? (fixtures: Fixtures) => row.request(fixtures) as ReturnType<Route['base']> : standIn,
          pathParams,
          queryNames: parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name),
          jsonFields: names('application/json'),
          multipartFields: content['multipart/form-data'] ? names('multipart/form-data') : null,
        };
      }),
  );
}

/** Digest of every table (row count and md5 of the rows as text, ordered): equal digests, equal data. */
async function snapshot(): Promise<Record<string, string>> {
  const db = t.app.db.db;
  const tables = (
    await rowsOf<{ name: string }>(
      db,
      sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
    )
  ).map((table) => table.name);
  const query = tables
    .map(
      (name) =>
        `SELECT '${name}' AS name, count(*)::text || ':' || md5(coalesce(string_agg(r::text, E'\\n' ORDER BY r::text), '')) AS digest FROM (SELECT ${COMPARED_COLUMNS[name] ?? '*'} FROM "${name}") r`,
    )
    .join(' UNION ALL ');
  const rows = await rowsOf<{ name: string; digest: string }>(db, sql.raw(query));
  return Object.fromEntries(rows.map((row) => [row.name, row.digest]));
}

/** What is wrong with an answer, or null: a 5xx, or a 4xx that is not French JSON of the API's shapes. */
function problemWith(response: LightMyRequestResponse): string | null {
  const status = response.statusCode;
  if (status >= 500) return `${status} ${response.body.slice(0, 300)}; logged: ${(serverErrors.at(-1) ?? '').slice(0, 600)}`;
  if (status < 400) return null;
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return `${status} not JSON: ${response.body.slice(0, 200)}`;
  }
  const detail = (body as { detail?: unknown } | null)?.detail;
  let messages: string[];
  if (typeof detail === 'string') messages = [detail];
  else {
    const fields = ZFieldErrors.safeParse(body);
    if (!fields.success || Object.keys(fields.data).length === 0)
      return `${status} neither {detail} nor {field: [messages]}: ${response.body.slice(0, 200)}`;
    messages = Object.values(fields.data).flat();
  }
  // What a message quotes of the request (a key, a value) is the caller's text, not ours.
  const english = messages.find((message) => message.length === 0 || ENGLISH.test(message.replace(/"[^"]*"|«[^»]*»/g, '')));
  return english === undefined ? null : `${status} not French: ${JSON.stringify(english)} in ${response.body.slice(0, 200)}`;
}

/** The URL's path segments that stand for `{param}`s of the route pattern, by name. */
function realParams(route: Route, url: string): Record<string, string> {
  const pattern = route.path.split('/');
  const segments = url.split('?')[0]!.split('/');
  return Object.fromEntries(pattern.flatMap((part, index) => (/^\{\w+\}$/.test(part) ? [[part.slice(1, -1), segments[index] ?? '']] : [])));
}

function jsonPayload(payload: unknown): Pick<InjectOptions, 'payload'> & { headers: Record<string, string> } {
  if (payload === undefined) return { headers: {} };
  if (Buffer.isBuffer(payload)) return { payload, headers: {} };
  return { payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } };
}

/** The generated request of one case: the route's real request with one part of it made bad. */
function caseArbitrary(route: Route, kind: Kind): fc.Arbitrary<InjectOptions> {
  const base = route.base(f);
  const auth = route.actor === 'anonymous' ? {} : bearer(accounts[route.actor].access);
  const request = (
    url: string,
    payload: Pick<InjectOptions, 'payload'> & { headers: Record<string, string> },
    extra: Record<string, string> = {},
  ): InjectOptions => ({
    method: route.method,
    url,
    ...('payload' in payload ? { payload: payload.payload } : {}),
    headers: { ...base.headers, ...payload.headers, ...auth, ...extra },
  });
  const basePayload = () => (base.headers ? { payload: base.payload as Buffer, headers: {} } : jsonPayload(base.payload));
  const pathOnly = base.url.split('?')[0]!;
  switch (kind) {
    case 'body':
      return badJsonBody(route.jsonFields).map(({ raw }) =>
        request(pathOnly, { payload: raw, headers: { 'content-type': 'application/json' } }),
      );
    case 'multipart':
      return badMultipart(route.multipartFields ?? []).map((body) => request(pathOnly, { payload: body.payload, headers: body.headers }));
    case 'query':
      return badQuery(route.queryNames).map((query) => request(`${pathOnly}?${query}`, basePayload()));
    case 'path': {
      const real = realParams(route, base.url);
      // Each parameter bad or real, at least one bad.
      const choices = fc
        .tuple(...route.pathParams.map(() => fc.option(badPathSegment, { nil: undefined, freq: 3 })))
        .filter((values) => values.some((value) => value !== undefined));
      return choices.map((values) => {
        let url = route.path;
        route.pathParams.forEach((name, index) => {
          url = url.replace(`{${name}}`, values[index] ?? real[name] ?? '2147483647');
        });
        return request(url, basePayload());
      });
    }
    case 'headers':
      return badHeaders(route.actor === 'anonymous' ? null : accounts[route.actor].access).map((headers) => {
        const built = request(base.url, basePayload());
        return { ...built, headers: { ...built.headers, ...headers } };
      });
  }
}

function kindsOf(route: Route): Kind[] {
  const kinds: Kind[] = ['query', 'headers'];
  if (route.method !== 'GET') kinds.unshift('body');
  if (route.multipartFields) kinds.push('multipart');
  if (route.pathParams.length > 0) kinds.push('path');
  return kinds;
}

const REMOTE = '198.51.100.23';
/** Each refusal is one the OpenAPI document declares, with its body's shape. */
let contract: ReturnType<typeof responseValidator>;

/** A case as fast-check prints it when it fails: cut, so a 40 kB path does not flood the report. */
function printable(options: InjectOptions): InjectOptions {
  const text = JSON.stringify({
    ...options,
    payload: Buffer.isBuffer(options.payload) ? `<${options.payload.length} bytes>` : options.payload,
  });
  return Object.assign(options, {
    [fc.toStringMethod]: () => (text.length > 600 ? `${text.slice(0, 600)}… (${text.length} characters)` : text),
  });
}

/** Runs every kind of bad input on one route, each kind as one batch between two database digests. */
async function fuzz(route: Route): Promise<void> {
  const writingGet = route.method === 'GET' && WRITING_GETS.has(route.key);
  for (const kind of kindsOf(route)) {
    let baseline = await snapshot();
    let cases = 0;
    await fc.assert(
      fc.asyncProperty(caseArbitrary(route, kind).map(printable), async (options) => {
        cases += 1;
        const response = await t.app.inject({ ...options, remoteAddress: REMOTE });
        expect(problemWith(response), `${route.key} ${kind}`).toBeNull();
        expect(contract(route.key, response), `${route.key} ${kind}`).toBeNull();
        // A request accepted by chance (a generated body that happens to be valid) may change state:
        // the batch goes on from a new baseline. A GET must change nothing, accepted or not.
        if (response.statusCode < 400 && (route.method !== 'GET' || writingGet)) {
          totals.rebaselines += 1;
          baseline = await snapshot();
        }
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    totals.cases += cases;
    totals.byKind[kind] = (totals.byKind[kind] ?? 0) + cases;
    expect(await snapshot(), `${route.key} ${kind}: the database changed during refused requests`).toEqual(baseline);
  }
}

beforeAll(async () => {
  // Error-level log lines only: a 5xx comes with the error the server logged, to name the bug.
  t = await buildTestApp(
    { ...PRO_TEST_ENV, LOG_LEVEL: 'error' },
    { logger: true, logStream: { write: (line) => void serverErrors.push(line) } },
  );
  ({ accounts, f } = await buildActorFixtures(t.app, 'fuzz'));
  contract = responseValidator(t.app.swagger() as unknown as OpenApiDocument);
}, 180_000);

afterAll(async () => {
  await t?.close();
});

describe('generated bad input on every route', () => {
  it('reads the whole route table, and knows the actor of every route from the authorization matrix', () => {
    const routes = routeTable();
    expect(routes.length).toBeGreaterThanOrEqual(84);
    expect(routes.filter((route) => !ROWS.some((row) => row.route === route.key)).map((route) => route.key)).toEqual([]);
    // The upload routes are recognised by their declared multipart body.
    expect(routes.filter((route) => route.multipartFields).map((route) => route.key)).toEqual(
      expect.arrayContaining([
        'POST /api/cotepro/mes-boulangeries/',
        'POST /api/regiepub/campagnes-publicitaires/',
        'POST /api/regiepub/campagnes-publicitaires/{id}/images/',
      ]),
    );
    expect(ACTORS).toContain('owner');
  });

  it('would see a broken answer: the checks flag a 5xx, an English default, HTML and a shapeless body', () => {
    const answer = (statusCode: number, body: string) =>
      ({ statusCode, body, json: () => JSON.parse(body) }) as unknown as LightMyRequestResponse;
    expect(problemWith(answer(500, '{"detail":"Erreur interne du serveur."}'))).toMatch(/^500/);
    expect(problemWith(answer(400, '{"detail":"Bad Request"}'))).toMatch(/not French/);
    expect(problemWith(answer(400, '{"lat":["Invalid input: expected number, received string"]}'))).toMatch(/not French/);
    expect(problemWith(answer(415, '{"message":"Unsupported Media Type"}'))).toMatch(/neither/);
    expect(problemWith(answer(404, '<html>Not found</html>'))).toMatch(/not JSON/);
    expect(problemWith(answer(400, '{"nom":["Ce champ est obligatoire."]}'))).toBeNull();
    expect(problemWith(answer(400, '{"error":["Clé non reconnue : \\"error\\""]}'))).toBeNull();
    expect(problemWith(answer(200, '<html></html>'))).toBeNull();
  });

  // One test per route of the matrix (test names are needed before the app exists); the route table
  // itself is read inside, and the next test fuzzes any route added since the matrix was written.
  for (const key of ROWS.map((row) => row.route)) {
    it(`${key}: never a 5xx, always French JSON, nothing changed by a refusal`, async () => {
      const route = routeTable().find((candidate) => candidate.key === key);
      if (route) await fuzz(route); // A route gone from the table is named by the first test.
    }, 600_000);
  }

  it('fuzzes every route of the table that the matrix does not list yet', async () => {
    for (const route of routeTable().filter((candidate) => !ROWS.some((row) => row.route === candidate.key))) await fuzz(route);
  }, 600_000);

  it('ran the planned number of cases', () => {
    // Printed for docs/reliability.md; the nightly run sets BAD_INPUT_RUNS=1000.
    console.info(
      `bad input: ${totals.cases} cases (${JSON.stringify(totals.byKind)}), ${totals.rebaselines} accepted by chance, ${RUNS} per route and kind`,
    );
    expect(totals.cases).toBeGreaterThanOrEqual(ROWS.length * 2 * RUNS);
  });
});
