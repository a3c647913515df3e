// A bakery's calendar beyond its week (docs/opening-calendar.md): closures, special hours and the
// public-holiday rule, set by the bakery's owner or manager; the public detail shows the next 60
// days and the nearby card every upcoming entry. Runs on PGlite and PostgreSQL.
import { addDays, BAKERY_MESSAGES, CALENDAR_MESSAGES, HOURS_MESSAGES, parisDay } from '@fournil/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bakeries, bakeryClosures, bakerySpecialHours } from '../../../src/db/schema/index.js';
import { addClosure as addClosureAt } from '../../../src/modules/bakery-calendar/service.js';
import { ONE_CHANGE_AT_A_TIME } from '../../../src/modules/pro-bakeries/service.js';
import { bearer } from '../../testing/auth-helpers.js';
import { CENTER, insertBakery, offset } from '../../testing/bakery-fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/helper.js';
import { multipart } from '../../testing/multipart.js';
import { DEMO_BAKERY_SIRENS, PRO_TEST_ENV, signUp, signUpOwner, type Account } from '../../testing/manager-fixtures.js';

let t: TestApp;
let owner: Account;
let otherOwner: Account;
let manager: Account;
let visitor: Account;
let bakeryId: number;
let otherBakeryId: number;

const today = () => parisDay(new Date());
const inDays = (days: number) => addDays(today(), days);

const bakeryUrl = (id: number) => `/api/cotepro/ma-boulangerie/${id}/`;
const closuresUrl = (id: number) => `${bakeryUrl(id)}fermetures/`;
const closureUrl = (id: number, closureId: number) => `${closuresUrl(id)}${closureId}/`;
const specialUrl = (id: number, day: string) => `${bakeryUrl(id)}horaires-speciaux/${day}/`;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
function call(account: Account | null, method: Method, url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: account ? bearer(account.access) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function addClosure(account: Account, debut: string, fin: string, motif?: string) {
  const response = await call(account, 'POST', closuresUrl(bakeryId), { debut, fin, ...(motif === undefined ? {} : { motif }) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; debut: string; fin: string; motif: string | null };
}

async function clearCalendar(): Promise<void> {
  const db = t.app.db.db;
  await db.delete(bakeryClosures);
  await db.delete(bakerySpecialHours);
  await db.update(bakeries).set({ joursFeries: null });
}

beforeAll(async () => {
  t = await buildTestApp(PRO_TEST_ENV);
  owner = await signUpOwner(t.app, 'proprio', DEMO_BAKERY_SIRENS[0]);
  otherOwner = await signUpOwner(t.app, 'voisin', DEMO_BAKERY_SIRENS[1]);
  manager = await signUp(t.app, 'responsable');
  visitor = await signUp(t.app, 'passant');
  const db = t.app.db.db;
  bakeryId = (await insertBakery(db, owner.id, { nom: 'Au Bon Levain', position: offset(CENTER, 0.2, 0.2), responsableId: manager.id })).id;
  otherBakeryId = (await insertBakery(db, otherOwner.id, { nom: 'Chez le Voisin', position: offset(CENTER, -0.2, 0.2) })).id;
}, 60_000);
afterAll(async () => t?.close());
beforeEach(clearCalendar);

describe('who may change a bakery’s calendar', () => {
  const routes = (): [Method, string, unknown][] => [
    ['GET', closuresUrl(bakeryId), undefined],
    ['POST', closuresUrl(bakeryId), { debut: inDays(5), fin: inDays(6) }],
    ['DELETE', closureUrl(bakeryId, 1), undefined],
    ['PUT', specialUrl(bakeryId, inDays(3)), { plages: [] }],
    ['DELETE', specialUrl(bakeryId, inDays(3)), undefined],
    ['PATCH', bakeryUrl(bakeryId), { jours_feries: 'fermes' }],
  ];

  it('answers 401 without a token on every route', async () => {
    for (const [method, url, payload] of routes()) {
      const response = await call(null, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('refuses another owner and a visitor with 403 « Non autorisé » on every route, and changes nothing', async () => {
    for (const account of [otherOwner, visitor]) {
      for (const [method, url, payload] of routes()) {
        const response = await call(account, method, url, payload);
        expect(response.statusCode, `${account.username} ${method} ${url}`).toBe(403);
        expect(response.json()).toEqual({ detail: BAKERY_MESSAGES.notAuthorized });
      }
    }
    expect((await t.app.db.db.select().from(bakeryClosures)).length).toBe(0);
    expect((await t.app.db.db.select().from(bakerySpecialHours)).length).toBe(0);
  });

  it('lets the owner and the manager each add, list and delete closures and special hours, and set the holiday rule', async () => {
    for (const account of [owner, manager]) {
      await clearCalendar();
      const closure = await addClosure(account, inDays(5), inDays(6), 'Travaux');
      const put = await call(account, 'PUT', specialUrl(bakeryId, inDays(3)), { plages: [] });
      expect(put.statusCode, put.body).toBe(200);
      const patch = await call(account, 'PATCH', bakeryUrl(bakeryId), { jours_feries: 'fermes' });
      expect(patch.statusCode, patch.body).toBe(200);
      expect(patch.json().jours_feries).toBe('fermes');
      const list = await call(account, 'GET', closuresUrl(bakeryId));
      expect(list.statusCode).toBe(200);
      expect(list.json()).toEqual({
        jours_feries: 'fermes',
        fermetures: [{ id: closure.id, debut: inDays(5), fin: inDays(6), motif: 'Travaux' }],
        horaires_speciaux: [{ date: inDays(3), plages: [] }],
      });
      expect((await call(account, 'DELETE', closureUrl(bakeryId, closure.id))).statusCode).toBe(204);
      expect((await call(account, 'DELETE', specialUrl(bakeryId, inDays(3)))).statusCode).toBe(204);
    }
  });

  it('answers 404 « Boulangerie introuvable. » for an unknown bakery', async () => {
    const response = await call(owner, 'GET', closuresUrl(999_999));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: BAKERY_MESSAGES.notFound });
  });
});

describe('closures', () => {
  it('are listed upcoming only, by first day, a finished one left out', async () => {
    await t.app.db.db.insert(bakeryClosures).values({ bakeryId, debut: inDays(-10), fin: inDays(-1), motif: 'Passée' });
    const ongoing = await t.app.db.db
      .insert(bakeryClosures)
      .values({ bakeryId, debut: inDays(-2), fin: today(), motif: null })
      .returning();
    const later = await addClosure(owner, inDays(40), inDays(45), '  Congés annuels  ');
    const sooner = await addClosure(owner, inDays(10), inDays(10), '');
    const list = (await call(owner, 'GET', closuresUrl(bakeryId))).json();
    expect(list.fermetures).toEqual([
      { id: ongoing[0]!.id, debut: inDays(-2), fin: today(), motif: null },
      { id: sooner.id, debut: inDays(10), fin: inDays(10), motif: null },
      { id: later.id, debut: inDays(40), fin: inDays(45), motif: 'Congés annuels' },
    ]);
  });

  it('counts days in Paris: at 00:30 on 1 August in Paris (22:30 UTC the day before), 31 July is past', async () => {
    const ctx = { db: t.app.db.db, now: () => new Date('2026-07-31T22:30:00Z') };
    await expect(addClosureAt(ctx, bakeryId, { debut: '2026-07-31', fin: '2026-08-02', motif: null })).rejects.toMatchObject({
      statusCode: 400,
      fields: { debut: [CALENDAR_MESSAGES.pastDate] },
    });
    await expect(addClosureAt(ctx, bakeryId, { debut: '2026-08-01', fin: '2026-08-02', motif: '' })).resolves.toMatchObject({
      debut: '2026-08-01',
      motif: null,
    });
  });

  it('may start today and end up to 366 days ahead', async () => {
    const closure = await addClosure(owner, today(), inDays(366));
    expect(closure).toMatchObject({ debut: today(), fin: inDays(366), motif: null });
  });

  it.each([
    ['a first day already passed', { debut: inDays(-1), fin: inDays(2) }, { debut: [CALENDAR_MESSAGES.pastDate] }],
    ['a last day more than 366 days ahead', { debut: inDays(300), fin: inDays(367) }, { fin: [CALENDAR_MESSAGES.tooFarAhead] }],
    ['a last day before the first', { debut: inDays(5), fin: inDays(4) }, { fin: [CALENDAR_MESSAGES.endBeforeStart] }],
    ['31 February', { debut: '2027-02-31', fin: '2027-03-02' }, { debut: [CALENDAR_MESSAGES.invalidDate] }],
    ['a French-written date', { debut: '10/08/2027', fin: inDays(4) }, { debut: [CALENDAR_MESSAGES.invalidDate] }],
    ['no last day', { debut: inDays(4) }, { fin: [CALENDAR_MESSAGES.invalidDate] }],
    [
      'a reason over 80 characters',
      { debut: inDays(4), fin: inDays(5), motif: 'x'.repeat(81) },
      { motif: [CALENDAR_MESSAGES.reasonTooLong] },
    ],
  ])('refuses %s with a French field error', async (_case, payload, body) => {
    const response = await call(owner, 'POST', closuresUrl(bakeryId), payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(body);
  });

  it('refuses a closure sharing a day with another, and accepts one starting the day after', async () => {
    await addClosure(owner, inDays(10), inDays(20));
    for (const [debut, fin] of [
      [inDays(20), inDays(25)],
      [inDays(5), inDays(10)],
      [inDays(12), inDays(13)],
      [inDays(1), inDays(30)],
    ] as const) {
      const response = await call(owner, 'POST', closuresUrl(bakeryId), { debut, fin });
      expect(response.statusCode, `${debut}..${fin}`).toBe(400);
      expect(response.json()).toEqual({ detail: CALENDAR_MESSAGES.overlapping });
    }
    await addClosure(owner, inDays(21), inDays(22));
  });

  it('deletes only a closure of this bakery: another bakery’s or an unknown one is « Fermeture introuvable. »', async () => {
    const [theirs] = await t.app.db.db
      .insert(bakeryClosures)
      .values({ bakeryId: otherBakeryId, debut: inDays(3), fin: inDays(4) })
      .returning();
    for (const closureId of [theirs!.id, 999_999]) {
      const response = await call(owner, 'DELETE', closureUrl(bakeryId, closureId));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: CALENDAR_MESSAGES.closureNotFound });
    }
    expect(await t.app.db.db.select().from(bakeryClosures).where(eq(bakeryClosures.id, theirs!.id))).toHaveLength(1);
    const bad = await call(owner, 'DELETE', closureUrl(bakeryId, 0));
    expect(bad.statusCode).toBe(400);
  });
});

describe('special hours of a date', () => {
  it('are set, replaced, listed by date and deleted; no range means closed that day', async () => {
    const first = await call(owner, 'PUT', specialUrl(bakeryId, inDays(8)), { plages: [{ ouverture: '07:00', fermeture: '13:00' }] });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ date: inDays(8), plages: [{ ouverture: '07:00', fermeture: '13:00' }] });
    const replaced = await call(owner, 'PUT', specialUrl(bakeryId, inDays(8)), {
      plages: [
        { ouverture: '07:00', fermeture: '12:00' },
        { ouverture: '16:00', fermeture: '19:00' },
      ],
    });
    expect(replaced.statusCode).toBe(200);
    await call(owner, 'PUT', specialUrl(bakeryId, today()), { plages: [] });
    const list = (await call(owner, 'GET', closuresUrl(bakeryId))).json();
    expect(list.horaires_speciaux).toEqual([
      { date: today(), plages: [] },
      {
        date: inDays(8),
        plages: [
          { ouverture: '07:00', fermeture: '12:00' },
          { ouverture: '16:00', fermeture: '19:00' },
        ],
      },
    ]);
    expect((await call(owner, 'DELETE', specialUrl(bakeryId, inDays(8)))).statusCode).toBe(204);
    const again = await call(owner, 'DELETE', specialUrl(bakeryId, inDays(8)));
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ detail: CALENDAR_MESSAGES.specialHoursNotFound });
  });

  it.each([
    [
      'three ranges',
      [
        { ouverture: '07:00', fermeture: '09:00' },
        { ouverture: '10:00', fermeture: '11:00' },
        { ouverture: '12:00', fermeture: '13:00' },
      ],
      CALENDAR_MESSAGES.tooManyRanges,
    ],
    [
      'a second range starting before the first ends',
      [
        { ouverture: '07:00', fermeture: '13:00' },
        { ouverture: '12:00', fermeture: '19:00' },
      ],
      CALENDAR_MESSAGES.rangesOverlap,
    ],
    ['a range closing before it opens', [{ ouverture: '13:00', fermeture: '07:00' }], HOURS_MESSAGES.closingBeforeOpening],
  ])('refuses %s with the French message on plages', async (_case, plages, message) => {
    const response = await call(owner, 'PUT', specialUrl(bakeryId, inDays(2)), { plages });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ plages: [message] });
  });

  it('refuses a past date, a date beyond 366 days and a path that is not a date', async () => {
    const past = await call(owner, 'PUT', specialUrl(bakeryId, inDays(-1)), { plages: [] });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toEqual({ date: [CALENDAR_MESSAGES.pastDate] });
    const far = await call(owner, 'PUT', specialUrl(bakeryId, inDays(367)), { plages: [] });
    expect(far.statusCode).toBe(400);
    expect(far.json()).toEqual({ date: [CALENDAR_MESSAGES.tooFarAhead] });
    for (const day of ['2027-02-30', 'demain', '2027-2-1']) {
      for (const method of ['PUT', 'DELETE'] as const) {
        const response = await call(owner, method, specialUrl(bakeryId, day), method === 'PUT' ? { plages: [] } : undefined);
        expect(response.statusCode, `${method} ${day}`).toBe(400);
        expect(response.json()).toEqual({ date: [CALENDAR_MESSAGES.invalidDate] });
      }
    }
  });
});

describe('at most 50 upcoming entries', () => {
  it('refuses the 51st (closures and special dates together), still lets a stored date be replaced, and counts no past entry', async () => {
    const db = t.app.db.db;
    await db.insert(bakeryClosures).values({ bakeryId, debut: inDays(-20), fin: inDays(-10) });
    await db
      .insert(bakeryClosures)
      .values(Array.from({ length: 40 }, (_, index) => ({ bakeryId, debut: inDays(1 + index * 2), fin: inDays(1 + index * 2) })));
    await db
      .insert(bakerySpecialHours)
      .values(Array.from({ length: 10 }, (_, index) => ({ bakeryId, jour: inDays(200 + index), plages: [] })));
    const closure = await call(owner, 'POST', closuresUrl(bakeryId), { debut: inDays(300), fin: inDays(301) });
    expect(closure.statusCode).toBe(400);
    expect(closure.json()).toEqual({ detail: CALENDAR_MESSAGES.tooMany });
    const newDate = await call(manager, 'PUT', specialUrl(bakeryId, inDays(250)), { plages: [] });
    expect(newDate.statusCode).toBe(400);
    expect(newDate.json()).toEqual({ detail: CALENDAR_MESSAGES.tooMany });
    const replaced = await call(manager, 'PUT', specialUrl(bakeryId, inDays(200)), {
      plages: [{ ouverture: '08:00', fermeture: '12:00' }],
    });
    expect(replaced.statusCode).toBe(200);
  });
});

describe('the public-holiday rule (PATCH with the single key jours_feries)', () => {
  it('is set by the manager and the owner, reset to null, and refused with the French message when invalid', async () => {
    for (const [account, value] of [
      [manager, 'habituels'],
      [owner, 'fermes'],
      [manager, null],
    ] as const) {
      const response = await call(account, 'PATCH', bakeryUrl(bakeryId), { jours_feries: value });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().jours_feries).toBe(value);
    }
    const invalid = await call(manager, 'PATCH', bakeryUrl(bakeryId), { jours_feries: 'parfois' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ jours_feries: [CALENDAR_MESSAGES.invalidHolidayRule] });
  });

  it('leaves every other change of the bakery to its owner: the manager gets 403', async () => {
    for (const payload of [{ disponibilite_pain: false }, { responsable: null }, { jours_feries: 'fermes', disponibilite_pain: false }]) {
      const response = await call(manager, 'PATCH', bakeryUrl(bakeryId), payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(403);
    }
    const form = multipart({ jours_feries: 'fermes' });
    const multipartPatch = await t.app.inject({
      method: 'PATCH',
      url: bakeryUrl(bakeryId),
      headers: { ...bearer(manager.access), ...form.headers },
      payload: form.payload,
    });
    expect(multipartPatch.statusCode).toBe(403);
    const both = await call(owner, 'PATCH', bakeryUrl(bakeryId), { jours_feries: 'fermes', disponibilite_pain: false });
    expect(both.statusCode).toBe(400);
    expect(both.json()).toEqual({ detail: ONE_CHANGE_AT_A_TIME });
  });
});

describe('the OpenAPI document', () => {
  it('lists every calendar route under the cotepro tag', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    const expected: [string, string[]][] = [
      ['/api/cotepro/ma-boulangerie/{id}/fermetures/', ['get', 'post']],
      ['/api/cotepro/ma-boulangerie/{id}/fermetures/{fermetureId}/', ['delete']],
      ['/api/cotepro/ma-boulangerie/{id}/horaires-speciaux/{date}/', ['put', 'delete']],
    ];
    for (const [path, methods] of expected) {
      for (const method of methods) expect(document.paths[path]?.[method]?.tags, `${method} ${path}`).toEqual(['cotepro']);
    }
  });
});

describe('what visitors read', () => {
  it('the public detail has the holiday rule and the closures and special dates of the next 60 days, without ids', async () => {
    const db = t.app.db.db;
    await db.update(bakeries).set({ joursFeries: 'habituels' }).where(eq(bakeries.id, bakeryId));
    await db.insert(bakeryClosures).values([
      { bakeryId, debut: inDays(-9), fin: inDays(-1), motif: 'Passée' },
      { bakeryId, debut: inDays(-3), fin: today(), motif: 'Travaux' },
      { bakeryId, debut: inDays(60), fin: inDays(80), motif: 'Congés annuels' },
      { bakeryId, debut: inDays(61), fin: inDays(62), motif: 'Trop loin' },
    ]);
    await db.insert(bakerySpecialHours).values([
      { bakeryId, jour: inDays(-1), plages: [] },
      { bakeryId, jour: inDays(60), plages: [{ ouverture: '07:00', fermeture: '12:00' }] },
      { bakeryId, jour: inDays(61), plages: [] },
    ]);
    const response = await call(null, 'GET', `/api/boulangeries/${bakeryId}/public/`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      jours_feries: 'habituels',
      fermetures: [
        { debut: inDays(-3), fin: today(), motif: 'Travaux' },
        { debut: inDays(60), fin: inDays(80), motif: 'Congés annuels' },
      ],
      horaires_speciaux: [{ date: inDays(60), plages: [{ ouverture: '07:00', fermeture: '12:00' }] }],
    });
  });

  it('the nearby card carries every upcoming entry, however far ahead', async () => {
    await addClosure(owner, inDays(100), inDays(120), 'Congés annuels');
    await call(owner, 'PUT', specialUrl(bakeryId, inDays(300)), { plages: [] });
    await call(owner, 'PATCH', bakeryUrl(bakeryId), { jours_feries: 'fermes' });
    const response = await call(null, 'GET', `/api/boulangeries/?lat=${CENTER.lat}&lng=${CENTER.lng}&rayon=2`);
    const card = (response.json() as { id: number }[]).find((candidate) => candidate.id === bakeryId);
    expect(card).toMatchObject({
      jours_feries: 'fermes',
      fermetures: [{ debut: inDays(100), fin: inDays(120), motif: 'Congés annuels' }],
      horaires_speciaux: [{ date: inDays(300), plages: [] }],
    });
  });

  it('a deleted bakery takes its closures and special hours with it', async () => {
    const db = t.app.db.db;
    const doomed = await insertBakery(db, owner.id, { nom: 'Éphémère', position: null });
    await db.insert(bakeryClosures).values({ bakeryId: doomed.id, debut: inDays(2), fin: inDays(3) });
    await db.insert(bakerySpecialHours).values({ bakeryId: doomed.id, jour: inDays(4), plages: [] });
    expect((await call(owner, 'DELETE', bakeryUrl(doomed.id))).statusCode).toBe(204);
    expect(await db.select().from(bakeryClosures).where(eq(bakeryClosures.bakeryId, doomed.id))).toEqual([]);
    expect(await db.select().from(bakerySpecialHours).where(eq(bakerySpecialHours.bakeryId, doomed.id))).toEqual([]);
  });
});
