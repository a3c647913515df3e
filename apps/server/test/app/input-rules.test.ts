// The input rules every route shares (docs/api-conventions.md, "Input rules"): a field the body does
// not know is refused with a French 400 naming it, and no text may carry a control character — in
// a JSON body, a query, a path or a multipart form — so none reaches the database.
import { CONTROL_CHARACTER_MESSAGE } from '@fournil/shared';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bakeries, contactMessages } from '../../src/db/schema/index.js';
import { bearer } from '../testing/auth-helpers.js';
import { buildTestApp, type TestApp } from '../testing/helper.js';
import { PRO_TEST_ENV, type Account } from '../testing/manager-fixtures.js';
import { multipart } from '../testing/multipart.js';
import { verifiedOwner } from '../testing/payment-fixtures.js';

let t: TestApp;
let owner: Account;

beforeAll(async () => {
  t = await buildTestApp(PRO_TEST_ENV);
  owner = await verifiedOwner(t.app, 'regles-saisie');
}, 180_000);
afterAll(async () => t?.close());

const contact = (fields: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/contact/',
    payload: {
      name: 'Léa',
      email: 'lea@example.fr',
      subject: 'Question',
      message: 'Bonjour',
      captcha_0: 'k',
      captcha_1: 'PASSED',
      ...fields,
    },
  });
const contactCount = async () => (await t.app.db.db.select({ n: count() }).from(contactMessages))[0]!.n;

describe('control characters', () => {
  it.each([
    ['NUL', '\u0000'],
    ['a bell', '\u0007'],
    ['an escape', '\u001b[31m'],
    ['DEL', '\u007f'],
    ['a C1 control', '\u0085'],
    ['a lone surrogate', '\ud800'],
  ])('refuses %s in a JSON body, naming the field, and stores nothing', async (_case, character) => {
    const before = await contactCount();
    const response = await contact({ subject: `Pain ${character} frais` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ subject: [CONTROL_CHARACTER_MESSAGE] });
    expect(await contactCount()).toBe(before);
  });

  it('keeps tabs and line breaks in a text of several lines', async () => {
    const response = await contact({ message: 'Bonjour,\r\n\tune question\nsur le pain.' });
    expect(response.statusCode).toBe(201);
  });

  it('refuses one in a query and in a path', async () => {
    const query = await t.app.inject({ method: 'GET', url: '/api/geo/geocode/?q=12%20rue%00%20de%20Rivoli' });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual({ q: [CONTROL_CHARACTER_MESSAGE] });
    const path = await t.app.inject({ method: 'GET', url: '/api/pages/mentions%07/' });
    expect(path.statusCode).toBe(400);
    expect(path.json()).toEqual({ slug: [CONTROL_CHARACTER_MESSAGE] });
  });

  it('refuses one in a multipart form field before anything is stored', async () => {
    const before = (await t.app.db.db.select({ n: count() }).from(bakeries))[0]!.n;
    const form = multipart({
      nom: 'Au Pain\u0000 Doré',
      adresse_postale: '1 rue de Rivoli',
      ville: 'Paris',
      code_postal_boulangerie: '75004',
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/cotepro/mes-boulangeries/',
      headers: { ...bearer(owner.access), ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ nom: [CONTROL_CHARACTER_MESSAGE] });
    expect((await t.app.db.db.select({ n: count() }).from(bakeries))[0]!.n).toBe(before);
  });
});

describe('unknown body fields', () => {
  it('refuses them on a write, naming each one, with nothing stored', async () => {
    const before = await contactCount();
    const response = await contact({ is_staff: true, priorite: 'haute' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ is_staff: ['Champ inconnu : « is_staff ».'], priorite: ['Champ inconnu : « priorite ».'] });
    expect(await contactCount()).toBe(before);
  });

  it('refuses them on every JSON write of the API, as documented', async () => {
    const paths = (
      t.app.swagger() as {
        paths: Record<
          string,
          Record<string, { requestBody?: { content?: Record<string, { schema?: { additionalProperties?: unknown; anyOf?: unknown[] } }> } }>
        >;
      }
    ).paths;
    const checked: string[] = [];
    const loose: string[] = [];
    for (const [path, operations] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const schema = operation.requestBody?.content?.['application/json']?.schema;
        if (!schema || path === '/api/payments/webhook/') continue;
        const members = (schema.anyOf ?? [schema]) as { additionalProperties?: unknown; type?: string }[];
        if (members.some((member) => member.type === 'object' && member.additionalProperties !== false)) loose.push(`${method} ${path}`);
        const url = path.replace('{date}', '2030-01-01').replace(/\{[^}]+\}/g, '1');
        const response = await t.app.inject({
          method: method.toUpperCase() as 'POST',
          url,
          headers: bearer(owner.access),
          payload: { champ_inconnu: 'x' },
        });
        // Refused before validation (not this owner's, not allowed): nothing to learn about fields.
        if ([401, 403, 404, 429].includes(response.statusCode)) continue;
        checked.push(`${method} ${path}`);
        expect(response.statusCode, `${method} ${path}`).toBe(400);
        const body = response.json() as Record<string, string[]>;
        // A body accepted as a whole object of one shape (a union) may refuse it as a whole instead.
        expect(body.champ_inconnu ?? body.non_field_errors, `${method} ${path}: ${response.body}`).toBeDefined();
      }
    }
    expect(loose, 'JSON bodies the document shows as accepting any field').toEqual([]);
    expect(checked.length).toBeGreaterThanOrEqual(15);
  });
});
