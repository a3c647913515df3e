// The authorization matrix of the professional area (docs/bakery-management.md, "Who may do what";
// docs/accounts.md, "Roles"): every endpoint × {anonymous, unverified user, other owner, manager of
// another bakery, this bakery's manager, this owner} → the expected status, and no answer ever
// carries another account's e-mail, a password hash, a SIREN or a token. Fixtures go through the
// real endpoints (sign-up, SIREN check against the demo registry, bakery creation, invitations).
import { BAKERY_MESSAGES, INVITATION_MESSAGES, encodeBakeryParts, type TBakeryFieldsInput } from '@fournil/shared';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../../src/lib/secure-token.js';
import { bearer, mailsTo } from '../../testing/auth-helpers.js';
import { CENTER } from '../../testing/bakery-fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/helper.js';
import {
  DEMO_BAKERY_SIRENS,
  INVITATION_SUBJECT,
  PRO_TEST_ENV,
  invitationToken,
  invite,
  makeManager,
  rowsOf,
  signUp,
  signUpOwner,
  type Account,
} from '../../testing/manager-fixtures.js';

const ACTORS = ['anonymous', 'unverified', 'otherOwner', 'otherManager', 'manager', 'owner'] as const;
type Actor = (typeof ACTORS)[number];
const LABELS: Record<Actor, string> = {
  anonymous: 'anonymous',
  unverified: 'an unverified user',
  otherOwner: 'another owner',
  otherManager: 'the manager of another bakery',
  manager: 'this bakery’s manager',
  owner: 'this owner',
};

// An account without a verified SIREN is refused every owner power with the SIREN message before
// any bakery is looked at; a verified owner is refused someone else's bakery with 'Non autorisé'.
const NON_AUTORISE = BAKERY_MESSAGES.notAuthorized;
const SIREN = BAKERY_MESSAGES.sirenRequired;

type Fixtures = {
  accounts: Record<Exclude<Actor, 'anonymous'>, Account>;
  /** Owner's bakery, managed by `manager`. */
  a: number;
  /** Owner's second bakery (also managed by `manager`), deleted by the DELETE row. */
  d: number;
  /** Other owner's bakery, managed by `otherManager`. */
  b: number;
  /** A pending invitation to bakery A, addressed to the unverified user. */
  pendingToken: string;
};
type Body = unknown;
type Cell = { status: number; detail?: string; check?: (body: Body, f: Fixtures, actor: Actor) => void };
type Row = { name: string; request: (f: Fixtures) => InjectOptions; expected: Record<Actor, Cell> };

const WEEK = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'] as const;

function bakeryFields(nom: string): TBakeryFieldsInput {
  const open = { ouverture_matin: '07:00', fermeture_matin: '13:00', ouverture_apm: '15:00', fermeture_apm: '19:30' };
  return {
    nom,
    adresse_postale: '1 rue du Four',
    ville: 'Paris',
    code_postal_boulangerie: '75004',
    telephone_boulangerie: '',
    latitude: CENTER.lat,
    longitude: CENTER.lng,
    description_courte: '',
    presentation: '',
    motduboulanger: '',
    publicite: false,
    disponibilite_pain: true,
    disponibilite_cafe: false,
    disponibilite_croissant: true,
    disponibilite_sandwich: false,
    disponibilite_bio: false,
    jours_ouvertures: Object.fromEntries(WEEK.map((day) => [day, true])) as TBakeryFieldsInput['jours_ouvertures'],
    horaires_ouvertures: Object.fromEntries(WEEK.map((day) => [day, open])) as TBakeryFieldsInput['horaires_ouvertures'],
    responsable: null,
  };
}

function multipart(parts: Record<string, string>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(parts)) form.append(key, value);
  return form;
}

const ids = (body: Body) => (body as { id: number }[]).map((bakery) => bakery.id);
const ok = (status: number, check?: Cell['check']): Cell => ({ status, check });
const denied = (detail: string): Cell => ({ status: 403, detail });
const ANONYMOUS: Cell = { status: 401 };

const ROWS: Row[] = [
  {
    name: 'GET /api/cotepro/mes-boulangeries/',
    request: () => ({ method: 'GET', url: '/api/cotepro/mes-boulangeries/' }),
    expected: {
      anonymous: ANONYMOUS,
      unverified: denied(SIREN),
      otherOwner: ok(200, (body, f) => expect(ids(body)).toEqual([f.b])),
      otherManager: denied(SIREN),
      manager: denied(SIREN),
      owner: ok(200, (body, f) => expect(ids(body).sort((x, y) => x - y)).toEqual([f.a, f.d].sort((x, y) => x - y))),
    },
  },
  {
    name: 'POST /api/cotepro/mes-boulangeries/',
    request: () => ({
      method: 'POST',
      url: '/api/cotepro/mes-boulangeries/',
      payload: multipart(encodeBakeryParts(bakeryFields('Nouvelle Boulangerie'))),
    }),
    expected: {
      anonymous: ANONYMOUS,
      unverified: denied(SIREN),
      otherOwner: ok(201, (body, f) =>
        expect(body).toMatchObject({ nom: 'Nouvelle Boulangerie', proprietaire: { id: f.accounts.otherOwner.id } }),
      ),
      otherManager: denied(SIREN),
      manager: denied(SIREN),
      owner: ok(201, (body, f) => expect(body).toMatchObject({ nom: 'Nouvelle Boulangerie', proprietaire: { id: f.accounts.owner.id } })),
    },
  },
  {
    name: 'GET /api/cotepro/ma-boulangerie/:id/',
    request: (f) => ({ method: 'GET', url: `/api/cotepro/ma-boulangerie/${f.a}/` }),
    expected: {
      anonymous: ANONYMOUS,
      unverified: denied(SIREN),
      otherOwner: denied(NON_AUTORISE),
      otherManager: denied(SIREN),
      manager: denied(SIREN),
      owner: ok(200, (body, f) =>
        expect(body).toMatchObject({
          id: f.a,
          proprietaire: { id: f.accounts.owner.id },
          responsable: { id: f.accounts.manager.id },
          responsable_obj: { email: f.accounts.manager.email },
        }),
      ),
    },
  },
  {
    name: 'PATCH /api/cotepro/ma-boulangerie/:id/ (JSON, one flag)',
    request: (f) => ({ method: 'PATCH', url: `/api/cotepro/ma-boulangerie/${f.a}/`, payload: { disponibilite_cafe: true } }),
    expected: {
      anonymous: ANONYMOUS,
      unverified: denied(SIREN),
      otherOwner: denied(NON_AUTORISE),
      otherManager: denied(SIREN),
      manager: denied(SIREN),
      owner: ok(200, (body) => expect(body).toMatchObject({ disponibilite_cafe: true })),
    },
  },
  {
    name: 'PATCH /api/cotepro/ma-boulangerie/:id/ (multipart edit)',
    request: (f) => ({
      method: 'PATCH',
      url: `/api/cotepro/ma-boulangerie/${f.a}/`,
      payload: multipart({ description_courte: 'Levain naturel' }),
    }),
    expected: {
      anonymous: ANONYMOUS,
      unverified: denied(SIREN),
      otherOwner: denied(NON_AUTORISE),
      otherManager: denied(SIREN),
      manager: denied(SIREN),
      owner: ok(200, (body) => expect(body).toMatchObject({ description_courte: 'Levain naturel' })),
    },
  },
  {
    name: 'GET /api/cotepro/mes-boulangeries-responsable/',
    request: () => ({ method: 'GET', url: '/api/cotepro/mes-boulangeries-responsable/' }),
    expected: {
      anonymous: ANONYMOUS,
      unverified: ok(200, (body) => expect(body).toEqual([])),
      otherOwner: ok(200, (body) => expect(body).toEqual([])),
      otherManager: ok(200, (body, f) => expect(ids(body)).toEqual([f.b])),
      manager: ok(200, (body, f) => expect(ids(body).sort((x, y) => x - y)).toEqual([f.a, f.d].sort((x, y) => x - y))),
      owner: ok(200, (body) => expect(body).toEqual([])),
    },
  },
  {
    name: 'PATCH /api/cotepro/ma-boulangerie-responsable/:id/',
    request: (f) => ({ method: 'PATCH', url: `/api/cotepro/ma-boulangerie-responsable/${f.a}/`, payload: { disponibilite_pain: false } }),
    expected: {
      anonymous: ANONYMOUS,
      unverified: denied(NON_AUTORISE),
      otherOwner: denied(NON_AUTORISE),
      otherManager: denied(NON_AUTORISE),
      manager: ok(200, (body) => expect(body).toMatchObject({ disponibilite_pain: false })),
      owner: ok(200, (body) => expect(body).toMatchObject({ disponibilite_pain: false })),
    },
  },
  {
    name: 'DELETE /api/cotepro/ma-boulangerie/:id/',
    request: (f) => ({ method: 'DELETE', url: `/api/cotepro/ma-boulangerie/${f.d}/` }),
    expected: {
      anonymous: ANONYMOUS,
      unverified: denied(SIREN),
      otherOwner: denied(NON_AUTORISE),
      otherManager: denied(SIREN),
      manager: denied(SIREN),
      owner: ok(204),
    },
  },
  {
    name: 'GET /api/utilisateurs/responsables/',
    request: () => ({ method: 'GET', url: '/api/utilisateurs/responsables/' }),
    expected: {
      anonymous: ANONYMOUS,
      unverified: denied(SIREN),
      otherOwner: ok(200, (body, f) =>
        expect(body).toEqual([
          { id: f.accounts.otherManager.id, email: f.accounts.otherManager.email, username: f.accounts.otherManager.username },
        ]),
      ),
      otherManager: denied(SIREN),
      manager: denied(SIREN),
      owner: ok(200, (body, f) =>
        expect(body).toEqual([{ id: f.accounts.manager.id, email: f.accounts.manager.email, username: f.accounts.manager.username }]),
      ),
    },
  },
  {
    name: 'POST /api/boulangeries/inviter-responsable/',
    request: (f) => ({
      method: 'POST',
      url: '/api/boulangeries/inviter-responsable/',
      payload: { email: 'nouveau@fournil.test', boulangerie_id: f.a },
    }),
    expected: {
      anonymous: ANONYMOUS,
      unverified: denied(SIREN),
      otherOwner: denied(NON_AUTORISE),
      otherManager: denied(SIREN),
      manager: denied(SIREN),
      owner: ok(200, (body) => expect(body).toEqual({ detail: 'Invitation envoyée à nouveau@fournil.test.' })),
    },
  },
  {
    name: 'GET /api/invitations/:token/ (public)',
    request: (f) => ({ method: 'GET', url: `/api/invitations/${f.pendingToken}/` }),
    expected: Object.fromEntries(
      ACTORS.map((actor) => [
        actor,
        ok(200, (body, f) =>
          expect(body).toMatchObject({
            boulangerie: { id: f.a, nom: 'Au Bon Levain', ville: 'Paris' },
            email_masque: 's***@fournil.test',
            statut: 'valide',
          }),
        ),
      ]),
    ) as Record<Actor, Cell>,
  },
  // Last: the unverified user becomes a manager of bakery A here.
  {
    name: 'POST /api/invitations/:token/accepter/',
    request: (f) => ({ method: 'POST', url: `/api/invitations/${f.pendingToken}/accepter/` }),
    expected: {
      anonymous: ANONYMOUS,
      unverified: ok(200, (body, f) =>
        expect(body).toEqual({ detail: INVITATION_MESSAGES.accepted('Au Bon Levain'), boulangerie: { id: f.a, nom: 'Au Bon Levain' } }),
      ),
      otherOwner: denied(INVITATION_MESSAGES.wrongAccount('s***@fournil.test')),
      otherManager: denied(INVITATION_MESSAGES.wrongAccount('s***@fournil.test')),
      manager: denied(INVITATION_MESSAGES.wrongAccount('s***@fournil.test')),
      owner: denied(INVITATION_MESSAGES.wrongAccount('s***@fournil.test')),
    },
  },
];

/** E-mail addresses an actor may legitimately see besides their own (their managers'). */
function visibleEmails(f: Fixtures, actor: Actor): string[] {
  if (actor === 'anonymous') return [];
  const own = [f.accounts[actor].email];
  if (actor === 'owner') return [...own, f.accounts.manager.email];
  if (actor === 'otherOwner') return [...own, f.accounts.otherManager.email];
  return own;
}

describe('authorization matrix of the professional area', () => {
  let t: TestApp;
  const f = {} as Fixtures;
  const seen: { actor: Actor; row: string; body: string }[] = [];

  beforeAll(async () => {
    t = await buildTestApp(PRO_TEST_ENV);
    const owner = await signUpOwner(t.app, 'proprio', DEMO_BAKERY_SIRENS[0]);
    const otherOwner = await signUpOwner(t.app, 'concurrent', DEMO_BAKERY_SIRENS[1]);
    const [unverified, manager, otherManager] = [
      await signUp(t.app, 'sanssiren'),
      await signUp(t.app, 'responsable'),
      await signUp(t.app, 'autreresp'),
    ];
    f.accounts = { unverified, otherOwner, otherManager, manager, owner };

    const create = async (account: Account, nom: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/cotepro/mes-boulangeries/',
        headers: bearer(account.access),
        payload: multipart(encodeBakeryParts(bakeryFields(nom))),
      });
      if (response.statusCode !== 201) throw new Error(`create: ${response.statusCode} ${response.body}`);
      return response.json().id as number;
    };
    f.a = await create(owner, 'Au Bon Levain');
    f.d = await create(owner, 'Fournil à fermer');
    f.b = await create(otherOwner, 'Chez l’Autre');
    await makeManager(t.app, owner, f.a, manager);
    await makeManager(t.app, owner, f.d, manager);
    await makeManager(t.app, otherOwner, f.b, otherManager);
    const invited = await invite(t.app, owner, f.a, unverified.email);
    expect(invited.statusCode).toBe(200);
    f.pendingToken = await invitationToken(t.app, unverified.email);
  });
  afterAll(async () => t?.close());

  for (const row of ROWS) {
    describe(row.name, () => {
      // Refusals first, so the allowed call (a delete, an acceptance) never hides a later refusal.
      const order = [...ACTORS].sort((x, y) => Number(row.expected[x].status < 300) - Number(row.expected[y].status < 300));
      for (const actor of order) {
        const cell = row.expected[actor];
        it(`${LABELS[actor]} → ${cell.status}${cell.detail ? ` ${cell.detail}` : ''}`, async () => {
          const options = row.request(f);
          const headers = actor === 'anonymous' ? {} : bearer(f.accounts[actor].access);
          const response = await t.app.inject({ ...options, headers: { ...options.headers, ...headers } } as InjectOptions);
          seen.push({ actor, row: row.name, body: response.body });
          expect(response.statusCode, response.body).toBe(cell.status);
          if (cell.status === 401) expect(response.json()).toMatchObject({ code: 'token_not_valid' });
          if (cell.detail) expect(response.json()).toEqual({ detail: cell.detail });
          cell.check?.(cell.status === 204 ? null : response.json(), f, actor);
        });
      }
    });
  }

  it('left every refused request without effect', async () => {
    const rows = await rowsOf(t.database.db, sql`SELECT id, responsable_id FROM bakeries WHERE id IN (${f.a}, ${f.b}, ${f.d}) ORDER BY id`);
    // D was deleted by its owner only; A now has the manager who accepted last; B is untouched.
    expect(rows).toEqual(
      [
        { id: f.a, responsable_id: f.accounts.unverified.id },
        { id: f.b, responsable_id: f.accounts.otherManager.id },
      ].sort((x, y) => x.id - y.id),
    );
    // Only the owner's invitation was created by the invite row.
    expect((await mailsTo(t.app, 'nouveau@fournil.test')).filter((mail) => INVITATION_SUBJECT.test(mail.subject))).toHaveLength(1);
  });

  it('never answered with another account’s e-mail, a password hash, a SIREN or a token', async () => {
    expect(seen.length).toBe(ROWS.length * ACTORS.length);
    const hashes = (await rowsOf<{ token_hash: string }>(t.database.db, sql`SELECT token_hash FROM manager_invitations`)).map(
      (row) => row.token_hash,
    );
    const mails = await rowsOf<{ text_body: string }>(t.database.db, sql`SELECT text_body FROM mail_outbox`);
    const tokens = mails.flatMap((mail) => [...mail.text_body.matchAll(/\/invite\/accepter\/([A-Za-z0-9_-]+)/g)].map((match) => match[1]!));
    expect(tokens.length).toBeGreaterThanOrEqual(5);
    expect(hashes).toContain(sha256Hex(f.pendingToken));
    const accountList = Object.values(f.accounts);
    for (const { actor, row, body } of seen) {
      const where = `${row} as ${actor}`;
      expect(body, where).not.toContain('$argon2');
      expect(body, where).not.toMatch(/password|siren"|token_hash/i);
      for (const siren of DEMO_BAKERY_SIRENS) expect(body, where).not.toContain(siren);
      for (const secret of [...tokens, ...hashes, ...accountList.map((account) => account.access)])
        expect(body, where).not.toContain(secret);
      const allowed = visibleEmails(f, actor);
      for (const account of accountList) {
        if (!allowed.includes(account.email)) expect(body.toLowerCase(), where).not.toContain(account.email.toLowerCase());
      }
    }
  });
});
