// A data table: the authorization matrix (docs/reliability.md, "Authorization matrix"), run by
// authorization-matrix.test.ts. A row per HTTP route of the OpenAPI document, the nine actors as
// columns → the expected answer class; some rows add exact cells (status, French refusal message,
// a check of the body), variants of the request, and a query a refused call must leave unchanged.
// The WebSocket live feed (/ws/chat/) is not in the OpenAPI document and not in this table: it is
// public and needs no account (modules/live/live.test.ts and modules/live/abuse.test.ts cover the socket).
import {
  BAKERY_MESSAGES,
  CLAIM_MESSAGES,
  INVITATION_MESSAGES,
  addDays,
  encodeBakeryParts,
  parisDay,
  type TBakeryFieldsInput,
} from '@fournil/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client.js';
import type { ActorAccounts } from '../testing/actor-fixtures.js';
import { CENTER } from '../testing/bakery-fixtures.js';
import { rowsOf } from '../testing/manager-fixtures.js';
import { multipart, type FilePart } from '../testing/multipart.js';

export const ACTORS = ['anonymous', 'unconfirmed', 'user', 'owner', 'otherOwner', 'manager', 'otherManager', 'suspended', 'staff'] as const;
export type Actor = (typeof ACTORS)[number];

/**
 * 'ok': authorization passed — any 2xx, or a 400/404/409/422 answer about the request itself.
 * 401: not signed in (or the token no longer names an active account). 403: signed in, refused.
 * 404: refused by hiding the record. Anything else (a 429, a 5xx, a 415) fails the cell.
 */
export type Expected = 'ok' | 401 | 403 | 404;

/** Records that exist when the matrix runs; every id is the owner's unless named otherwise. */
export type Fixtures = {
  /** The owner's bakery, managed by `manager`. */
  bakery: number;
  /** A second bakery of the owner, deleted by its owner in the DELETE row. */
  doomedBakery: number;
  /** The other owner's bakery, managed by `otherManager`. */
  otherBakery: number;
  /** The owner's campaign (on `bakery`) and one of its images. */
  campaign: number;
  image: number;
  /** A second campaign of the owner, deleted by its owner in the DELETE row. */
  doomedCampaign: number;
  /** A simulated checkout session the owner opened. */
  paymentSession: string;
  /** The number of an invoice of the owner's (docs/invoices.md). */
  invoice: string;
  /** A pending invitation to a third bakery of the owner, addressed to `user`, and its id. */
  invitationToken: string;
  invitation: number;
  /** That third bakery, without a manager until `user` accepts in the acceptance row. */
  offeredBakery: number;
  /** The user id of `manager`. */
  managerId: number;
  /** A fourth bakery of the owner, managed by `manager`, who leaves it in the leave row. */
  leftBakery: number;
  captchaKey: string;
  /** Back-office records: a page slug, a FAQ, a promo code, a contact message, an account to suspend. */
  pageSlug: string;
  faq: number;
  promoCode: number;
  message: number;
  target: number;
  pngImage: Buffer;
};

export type Request = Omit<InjectOptions, 'method' | 'url' | 'headers'> & { url: string; headers?: Record<string, string> };
/** What a cell's check may read besides the body. */
export type CheckContext = { f: Fixtures; accounts: ActorAccounts; db: Db };
/**
 * A cell checked exactly: the status; for a refusal, its French message (the whole body is then
 * `{ detail }`) or the 401's `code`; and a check of the body (null for a 204).
 */
export type Cell = {
  status: number;
  detail?: string;
  code?: string;
  check?: (body: unknown, c: CheckContext) => void | Promise<void>;
};
export type Cells = Partial<Record<Actor, Cell>>;
/** Another request to the same route, with the same answer classes and its own exact cells. */
export type Variant = { name: string; request: (f: Fixtures) => Request; exact?: Cells };
export type Row = {
  route: string;
  group: string;
  request: (f: Fixtures) => Request;
  expected: Record<Actor, Expected>;
  exact?: Cells;
  variants?: Variant[];
  /** A query whose answer every refused call (of the row and its variants) must leave as it was. */
  unchanged?: (f: Fixtures) => SQL;
};

/** The same answer for every actor. */
const everyone = (expected: Expected): Record<Actor, Expected> =>
  Object.fromEntries(ACTORS.map((actor) => [actor, expected])) as Record<Actor, Expected>;

/**
 * Signed-in routes: anonymous, unconfirmed and suspended callers get 401 (a token of an account whose
 * e-mail is unconfirmed opens nothing; the suspended account's token stops at its next request);
 * everyone else gets `others` unless named.
 */
const signedIn = (others: Expected, named: Partial<Record<Actor, Expected>> = {}): Record<Actor, Expected> => ({
  ...everyone(others),
  anonymous: 401,
  unconfirmed: 401,
  suspended: 401,
  ...named,
});

/** The owner passes; every other account is refused with 403 (the other owner included). */
const ownerOnly = signedIn(403, { owner: 'ok' });
/** Any owner with a verified SIREN (and, for advertising, an access grant) passes on their own data. */
const owners = signedIn(403, { owner: 'ok', otherOwner: 'ok' });
const staffOnly = signedIn(403, { staff: 'ok' });
/** The bakery's owner or its manager; everyone else, the other owner and the other manager included, 403. */
const ownerOrManager = signedIn(403, { owner: 'ok', manager: 'ok' });
/** The Paris day `days` days from now, 'YYYY-MM-DD'. */
const daysAhead = (days: number): string => addDays(parisDay(new Date()), days);

const json = (url: string, payload: Record<string, unknown>): Request => ({ url, payload });
const form = (url: string, fields: Record<string, string>, files: FilePart[] = []): Request => {
  const body = multipart(fields, files);
  return { url, payload: body.payload, headers: body.headers };
};
const png = (f: Fixtures): FilePart => ({ name: 'image', filename: 'affiche.png', contentType: 'image/png', data: f.pngImage });

// Exact cells of the professional area (docs/bakery-management.md, "Who may do what").
const NON_AUTORISE = BAKERY_MESSAGES.notAuthorized;
const SIREN = BAKERY_MESSAGES.sirenRequired;
/** `user`'s address (matrice-client@fournil.test) as an invitation shows it. */
const INVITEE = 'm***@fournil.test';
const answers = (status: number, check?: Cell['check']): Cell => ({ status, check });
const denied = (detail: string): Cell => ({ status: 403, detail });
const SIGNED_OUT: Cell = { status: 401, code: 'token_not_valid' };
/** No usable session: no token, an unconfirmed account's, a suspended account's. */
const signedOut: Cells = { anonymous: SIGNED_OUT, unconfirmed: SIGNED_OUT, suspended: SIGNED_OUT };
/** Accounts without a verified SIREN are refused every owner power before any bakery is looked at. */
const withoutSiren: Cells = {
  ...signedOut,
  user: denied(SIREN),
  manager: denied(SIREN),
  otherManager: denied(SIREN),
  staff: denied(SIREN),
};
const ids = (body: unknown): number[] => (body as { id: number }[]).map((item) => item.id).sort((x, y) => x - y);
const sorted = (list: number[]): number[] => [...list].sort((x, y) => x - y);
/** The bakeries, the invitations and the number of mails: what a refused professional write must not change. */
const proState = (): SQL => sql`SELECT
  (SELECT jsonb_agg(to_jsonb(b) ORDER BY b.id) FROM bakeries b) AS bakeries,
  (SELECT jsonb_agg(to_jsonb(i) ORDER BY i.id) FROM manager_invitations i) AS invitations,
  (SELECT count(*) FROM mail_outbox) AS mails`;
const WEEK = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'] as const;
/** A complete, valid bakery form. */
const bakeryParts = (nom: string): Record<string, string> => {
  const hours = { ouverture_matin: '07:00', fermeture_matin: '13:00', ouverture_apm: '15:00', fermeture_apm: '19:30' };
  return encodeBakeryParts({
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
    horaires_ouvertures: Object.fromEntries(WEEK.map((day) => [day, hours])) as TBakeryFieldsInput['horaires_ouvertures'],
    responsable: null,
  });
};

const PUBLIC = 'public';
export const AUTH = 'accounts';
const PRO = 'pro bakeries';
const MANAGERS = 'managers';
const ADS = 'advertising';
const PAY = 'payments';
export const ADMIN = 'admin';

/**
 * Public routes: every actor gets 'ok', whatever their token (bodies are empty or invalid, so
 * nothing is created: a 400 proves the route answered without asking who calls).
 */
const publicRows: Row[] = (
  [
    ['GET /api/health', () => ({ url: '/api/health' })],
    ['GET /api/ready', () => ({ url: '/api/ready' })],
    ['GET /api/config/', () => ({ url: '/api/config/' })],
    ['GET /api/pages/{slug}/', (f) => ({ url: `/api/pages/${f.pageSlug}/` })],
    ['GET /api/faqs/', () => ({ url: '/api/faqs/' })],
    ['GET /api/captcha/', () => ({ url: '/api/captcha/' })],
    ['GET /api/captcha/image/{key}/', (f) => ({ url: `/api/captcha/image/${f.captchaKey}/` })],
    ['GET /api/captcha/{key}/pow/', (f) => ({ url: `/api/captcha/${f.captchaKey}/pow/` })],
    ['POST /api/auth/registration/', () => json('/api/auth/registration/', {})],
    ['POST /api/auth/registration/resend-email/', () => json('/api/auth/registration/resend-email/', {})],
    ['POST /api/auth/account-confirm-email/', () => json('/api/auth/account-confirm-email/', { key: 'cle-inconnue' })],
    ['POST /api/auth/login/', () => json('/api/auth/login/', {})],
    ['POST /api/auth/login/2fa/', () => json('/api/auth/login/2fa/', {})],
    ['POST /api/auth/logout/', () => json('/api/auth/logout/', {})],
    ['POST /api/auth/password/reset/', () => json('/api/auth/password/reset/', {})],
    ['POST /api/auth/password/reset/confirm/', () => json('/api/auth/password/reset/confirm/', {})],
    ['POST /api/contact/', () => json('/api/contact/', {})],
    ['GET /api/boulangeries/', () => ({ url: `/api/boulangeries/?lat=${CENTER.lat}&lng=${CENTER.lng}&rayon=5` })],
    ['GET /api/boulangeries/{id}/public/', (f) => ({ url: `/api/boulangeries/${f.bakery}/public/` })],
    ['GET /api/boulangeries/cartes/', (f) => ({ url: `/api/boulangeries/cartes/?ids=${f.bakery}` })],
    // Visitors' reports need no account (docs/visitor-reports.md): an empty body is a 400 for everyone, nothing is stored.
    ['POST /api/boulangeries/{id}/signalements/', (f) => json(`/api/boulangeries/${f.bakery}/signalements/`, {})],
    // Alerts need no account: the push subscription's secret, in the body, is the credential (docs/alerts.md).
    // A bearer token on a creation only links the subscription to that account (its deletion takes it): never a 401.
    ['GET /api/alertes/config/', () => ({ url: '/api/alertes/config/' })],
    ['POST /api/alertes/', () => json('/api/alertes/', {})],
    ['POST /api/alertes/liste/', () => json('/api/alertes/liste/', {})],
    ['POST /api/alertes/{id}/retrait/', () => json('/api/alertes/1/retrait/', {})],
    [
      'GET /api/regiepub/campagnes-sponsorisees/',
      () => ({ url: `/api/regiepub/campagnes-sponsorisees/?lat=${CENTER.lat}&lng=${CENTER.lng}` }),
    ],
    [
      'GET /api/regiepub/boulangeries/{id}/campagnes-publiees/',
      (f) => ({ url: `/api/regiepub/boulangeries/${f.bakery}/campagnes-publiees/` }),
    ],
    ['POST /api/regiepub/campagnes-publicitaires/{id}/vue/', (f) => ({ url: `/api/regiepub/campagnes-publicitaires/${f.campaign}/vue/` })],
    [
      'POST /api/regiepub/campagnes-publicitaires/{id}/clic/',
      (f) => ({ url: `/api/regiepub/campagnes-publicitaires/${f.campaign}/clic/` }),
    ],
    ['GET /api/payments/paiements/status/', (f) => ({ url: `/api/payments/paiements/status/?session_id=${f.paymentSession}` })],
    ['GET /api/payments/status/', (f) => ({ url: `/api/payments/status/?session_id=${f.paymentSession}` })],
    // Unsigned: 400 for everyone; the provider's signature is the only credential (modules/payments/payments.test.ts).
    ['POST /api/payments/webhook/', () => json('/api/payments/webhook/', {})],
    // No query: 400 before any call to the public geocoding and routing services.
    ['GET /api/geo/geocode/', () => ({ url: '/api/geo/geocode/' })],
    ['GET /api/geo/reverse/', () => ({ url: '/api/geo/reverse/' })],
    ['GET /api/geo/route/', () => ({ url: '/api/geo/route/' })],
    ['GET /api/geo/suggest/', () => ({ url: '/api/geo/suggest/' })],
    // The merged listings under the ODbL, a public file (docs/open-data.md, "Publishing the merged listings (ODbL)").
    ['GET /donnees-ouvertes/boulangeries.geojson', () => ({ url: '/donnees-ouvertes/boulangeries.geojson' })],
  ] as const satisfies readonly (readonly [string, Row['request']])[]
).map(([route, request]) => ({ route, group: PUBLIC, request, expected: everyone('ok') }));

export const ROWS: Row[] = [
  ...publicRows,
  {
    route: 'GET /api/invitations/{token}/',
    group: PUBLIC,
    request: (f) => ({ url: `/api/invitations/${f.invitationToken}/` }),
    expected: everyone('ok'),
    exact: Object.fromEntries(
      ACTORS.map((actor) => [
        actor,
        answers(200, (body, { f }) =>
          expect(body).toMatchObject({
            boulangerie: { id: f.offeredBakery, nom: 'Fournil à confier (matrice)', ville: 'Paris' },
            email_masque: INVITEE,
            email: expect.stringMatching(/^m.*@fournil\.test$/),
            statut: 'valide',
          }),
        ),
      ]),
    ),
  },

  // Accounts. The matrix signs in with bearer tokens only (no refresh cookie), so a refresh is a
  // 401 for every caller: the refresh token, not the access token, is its credential.
  { route: 'POST /api/auth/token/refresh/', group: AUTH, request: () => json('/api/auth/token/refresh/', {}), expected: everyone(401) },
  { route: 'GET /api/auth/user/', group: AUTH, request: () => ({ url: '/api/auth/user/' }), expected: signedIn('ok') },
  { route: 'PATCH /api/auth/user/', group: AUTH, request: () => json('/api/auth/user/', {}), expected: signedIn('ok') },
  { route: 'GET /api/auth/export/', group: AUTH, request: () => ({ url: '/api/auth/export/' }), expected: signedIn('ok') },
  // Favourites of the account (docs/favourites.md).
  { route: 'GET /api/favoris/', group: AUTH, request: () => ({ url: '/api/favoris/' }), expected: signedIn('ok') },
  { route: 'PUT /api/favoris/{id}/', group: AUTH, request: (f) => ({ url: `/api/favoris/${f.bakery}/` }), expected: signedIn('ok') },
  { route: 'DELETE /api/favoris/{id}/', group: AUTH, request: (f) => ({ url: `/api/favoris/${f.bakery}/` }), expected: signedIn('ok') },
  {
    route: 'POST /api/favoris/fusion/',
    group: AUTH,
    request: (f) => json('/api/favoris/fusion/', { ids: [f.bakery] }),
    expected: signedIn('ok'),
  },
  // An empty body: a real request would mail the caller a link.
  { route: 'POST /api/auth/email/change/', group: AUTH, request: () => json('/api/auth/email/change/', {}), expected: signedIn('ok') },
  // An empty body: a real deletion would end the caller's account.
  { route: 'POST /api/auth/delete/', group: AUTH, request: () => json('/api/auth/delete/', {}), expected: signedIn('ok') },
  // An empty body: a real change would end the caller's other sessions.
  {
    route: 'POST /api/auth/password/change/',
    group: AUTH,
    request: () => json('/api/auth/password/change/', {}),
    expected: signedIn('ok'),
  },
  // Two-step verification (docs/two-factor.md): empty bodies, so nothing is set up or turned off.
  { route: 'GET /api/auth/2fa/', group: AUTH, request: () => ({ url: '/api/auth/2fa/' }), expected: signedIn('ok') },
  { route: 'POST /api/auth/2fa/setup/', group: AUTH, request: () => json('/api/auth/2fa/setup/', {}), expected: signedIn('ok') },
  { route: 'POST /api/auth/2fa/confirm/', group: AUTH, request: () => json('/api/auth/2fa/confirm/', {}), expected: signedIn('ok') },
  {
    route: 'POST /api/auth/2fa/recovery-codes/',
    group: AUTH,
    request: () => json('/api/auth/2fa/recovery-codes/', {}),
    expected: signedIn('ok'),
  },
  { route: 'POST /api/auth/2fa/disable/', group: AUTH, request: () => json('/api/auth/2fa/disable/', {}), expected: signedIn('ok') },
  // An empty body: a valid SIREN would change the caller's verification.
  {
    route: 'POST /api/insee/auth/verify-siren/',
    group: AUTH,
    request: () => json('/api/insee/auth/verify-siren/', {}),
    expected: signedIn('ok'),
  },
  // An empty body: a real report would mail the staff and the caller.
  { route: 'POST /api/siren/dispute/', group: AUTH, request: () => json('/api/siren/dispute/', {}), expected: signedIn('ok') },
  // Claiming a listing (docs/claims.md): any owner with a verified SIREN; on the owner's own bakery the owner gets
  // 200 (already theirs) and the other owner 409 (the dispute path), so nothing changes hands.
  {
    route: 'POST /api/boulangeries/{id}/revendication/',
    group: PRO,
    request: (f) => ({ url: `/api/boulangeries/${f.bakery}/revendication/` }),
    expected: owners,
    exact: {
      ...signedOut,
      user: denied(CLAIM_MESSAGES.sirenFirst),
      manager: denied(CLAIM_MESSAGES.sirenFirst),
      otherManager: denied(CLAIM_MESSAGES.sirenFirst),
      staff: denied(CLAIM_MESSAGES.sirenFirst),
      owner: answers(200),
      otherOwner: { status: 409, detail: CLAIM_MESSAGES.alreadyClaimed },
    },
    unchanged: proState,
  },
  // The dev mailbox answers only this very machine; the matrix calls from a remote address.
  { route: 'GET /api/dev/mails/', group: AUTH, request: () => ({ url: '/api/dev/mails/' }), expected: everyone(403) },

  // Professional area: a verified SIREN for owner powers (403 « SIREN » otherwise), then the bakery's
  // owner (403 « Non autorisé » for the other owner); a manager holds only the availability toggles.
  {
    route: 'GET /api/cotepro/mes-boulangeries/',
    group: PRO,
    request: () => ({ url: '/api/cotepro/mes-boulangeries/' }),
    expected: owners,
    exact: {
      ...withoutSiren,
      otherOwner: answers(200, (body, { f }) => expect(ids(body)).toEqual([f.otherBakery])),
      owner: answers(200, (body, { f }) => expect(ids(body)).toEqual(sorted([f.bakery, f.doomedBakery, f.offeredBakery, f.leftBakery]))),
    },
  },
  { route: 'GET /api/cotepro/mes-limites/', group: PRO, request: () => ({ url: '/api/cotepro/mes-limites/' }), expected: owners },
  // Every signed-in account reads its own first steps (none done for who has no SIREN), never another's.
  {
    route: 'GET /api/cotepro/premiers-pas/',
    group: PRO,
    request: () => ({ url: '/api/cotepro/premiers-pas/' }),
    expected: signedIn('ok'),
    exact: {
      ...signedOut,
      user: answers(200, (body) => expect(body).toMatchObject({ siren_verifie: false, boulangerie_creee: false })),
      owner: answers(200, (body) =>
        expect(body).toMatchObject({ siren_verifie: true, boulangerie_creee: true, premiere_boulangerie_id: expect.any(Number) }),
      ),
    },
  },
  // An empty form: the owner gets 400 (nothing created), everyone else is refused before the form is read.
  {
    route: 'POST /api/cotepro/mes-boulangeries/',
    group: PRO,
    request: () => form('/api/cotepro/mes-boulangeries/', {}),
    expected: owners,
    exact: { ...withoutSiren, owner: answers(400), otherOwner: answers(400) },
    variants: [
      {
        name: 'a valid form',
        request: () => form('/api/cotepro/mes-boulangeries/', bakeryParts('Nouvelle Boulangerie')),
        exact: {
          ...withoutSiren,
          otherOwner: answers(201, (body, { accounts }) =>
            expect(body).toMatchObject({ nom: 'Nouvelle Boulangerie', proprietaire: { id: accounts.otherOwner.id } }),
          ),
          owner: answers(201, (body, { accounts }) =>
            expect(body).toMatchObject({ nom: 'Nouvelle Boulangerie', proprietaire: { id: accounts.owner.id } }),
          ),
        },
      },
    ],
    unchanged: proState,
  },
  {
    route: 'GET /api/cotepro/ma-boulangerie/{id}/',
    group: PRO,
    request: (f) => ({ url: `/api/cotepro/ma-boulangerie/${f.bakery}/` }),
    expected: ownerOnly,
    exact: {
      ...withoutSiren,
      otherOwner: denied(NON_AUTORISE),
      owner: answers(200, (body, { f, accounts }) =>
        expect(body).toMatchObject({
          id: f.bakery,
          proprietaire: { id: accounts.owner.id },
          responsable: { id: accounts.manager.id },
          responsable_obj: { email: accounts.manager.email },
        }),
      ),
    },
  },
  {
    route: 'PATCH /api/cotepro/ma-boulangerie/{id}/',
    group: PRO,
    request: (f) => json(`/api/cotepro/ma-boulangerie/${f.bakery}/`, { disponibilite_cafe: true }),
    expected: ownerOnly,
    exact: {
      ...withoutSiren,
      otherOwner: denied(NON_AUTORISE),
      owner: answers(200, (body) => expect(body).toMatchObject({ disponibilite_cafe: true })),
    },
    variants: [
      {
        name: 'multipart edit',
        request: (f) => form(`/api/cotepro/ma-boulangerie/${f.bakery}/`, { description_courte: 'Levain naturel' }),
        exact: {
          ...withoutSiren,
          otherOwner: denied(NON_AUTORISE),
          owner: answers(200, (body) => expect(body).toMatchObject({ description_courte: 'Levain naturel' })),
        },
      },
    ],
    unchanged: proState,
  },
  // Refused first, then deleted by its owner: an exact 204, not a 404 left by an earlier refusal.
  {
    route: 'DELETE /api/cotepro/ma-boulangerie/{id}/',
    group: PRO,
    request: (f) => ({ url: `/api/cotepro/ma-boulangerie/${f.doomedBakery}/` }),
    expected: ownerOnly,
    exact: { ...withoutSiren, otherOwner: denied(NON_AUTORISE), owner: answers(204) },
    unchanged: proState,
  },
  // After the delete above: `manager` still manages `bakery` and `leftBakery`.
  {
    route: 'GET /api/cotepro/mes-boulangeries-responsable/',
    group: PRO,
    request: () => ({ url: '/api/cotepro/mes-boulangeries-responsable/' }),
    expected: signedIn('ok'),
    exact: {
      ...signedOut,
      ...Object.fromEntries(
        (['user', 'owner', 'otherOwner', 'staff'] as const).map((actor) => [actor, answers(200, (body) => expect(body).toEqual([]))]),
      ),
      otherManager: answers(200, (body, { f }) => expect(ids(body)).toEqual([f.otherBakery])),
      manager: answers(200, (body, { f }) => expect(ids(body)).toEqual(sorted([f.bakery, f.leftBakery]))),
    },
  },
  {
    route: 'PATCH /api/cotepro/ma-boulangerie-responsable/{id}/',
    group: PRO,
    request: (f) => json(`/api/cotepro/ma-boulangerie-responsable/${f.bakery}/`, { disponibilite_pain: false }),
    expected: signedIn(403, { owner: 'ok', manager: 'ok' }),
    exact: {
      ...signedOut,
      ...Object.fromEntries((['user', 'otherOwner', 'otherManager', 'staff'] as const).map((actor) => [actor, denied(NON_AUTORISE)])),
      manager: answers(200, (body) => expect(body).toMatchObject({ disponibilite_pain: false })),
      owner: answers(200, (body) => expect(body).toMatchObject({ disponibilite_pain: false })),
    },
    unchanged: proState,
  },
  // The visitors' reports on a bakery (docs/visitor-reports.md): its owner or its manager.
  {
    route: 'GET /api/cotepro/ma-boulangerie/{id}/signalements/',
    group: PRO,
    request: (f) => ({ url: `/api/cotepro/ma-boulangerie/${f.bakery}/signalements/` }),
    expected: ownerOrManager,
  },
  // The bakery's calendar (docs/opening-calendar.md): its owner or its manager. Valid bodies, dates far
  // enough ahead: the first caller creates, the next gets a 400 (overlap) or a 404 (nothing to delete).
  {
    route: 'GET /api/cotepro/ma-boulangerie/{id}/fermetures/',
    group: PRO,
    request: (f) => ({ url: `/api/cotepro/ma-boulangerie/${f.bakery}/fermetures/` }),
    expected: ownerOrManager,
  },
  {
    route: 'POST /api/cotepro/ma-boulangerie/{id}/fermetures/',
    group: PRO,
    request: (f) => json(`/api/cotepro/ma-boulangerie/${f.bakery}/fermetures/`, { debut: daysAhead(300), fin: daysAhead(301) }),
    expected: ownerOrManager,
  },
  {
    route: 'DELETE /api/cotepro/ma-boulangerie/{id}/fermetures/{fermetureId}/',
    group: PRO,
    request: (f) => ({ url: `/api/cotepro/ma-boulangerie/${f.bakery}/fermetures/999999/` }),
    expected: ownerOrManager,
  },
  {
    route: 'PUT /api/cotepro/ma-boulangerie/{id}/horaires-speciaux/{date}/',
    group: PRO,
    request: (f) => json(`/api/cotepro/ma-boulangerie/${f.bakery}/horaires-speciaux/${daysAhead(302)}/`, { plages: [] }),
    expected: ownerOrManager,
  },
  {
    route: 'DELETE /api/cotepro/ma-boulangerie/{id}/horaires-speciaux/{date}/',
    group: PRO,
    request: (f) => ({ url: `/api/cotepro/ma-boulangerie/${f.bakery}/horaires-speciaux/${daysAhead(303)}/` }),
    expected: ownerOrManager,
  },

  // Managers.
  {
    route: 'GET /api/utilisateurs/responsables/',
    group: MANAGERS,
    request: () => ({ url: '/api/utilisateurs/responsables/' }),
    expected: owners,
    exact: {
      ...withoutSiren,
      otherOwner: answers(200, (body, { accounts: { otherManager } }) =>
        expect(body).toEqual([{ id: otherManager.id, email: otherManager.email, username: otherManager.username }]),
      ),
      owner: answers(200, (body, { accounts: { manager } }) =>
        expect(body).toEqual([{ id: manager.id, email: manager.email, username: manager.username }]),
      ),
    },
  },
  // The owner's invitation is the only one sent: refusals mail nobody (`unchanged` counts the mails).
  {
    route: 'POST /api/boulangeries/inviter-responsable/',
    group: MANAGERS,
    request: (f) => json('/api/boulangeries/inviter-responsable/', { email: 'invitation-matrice@exemple.fr', boulangerie_id: f.bakery }),
    expected: ownerOnly,
    exact: {
      ...withoutSiren,
      otherOwner: denied(NON_AUTORISE),
      owner: answers(200, async (body, { db }) => {
        expect(body).toEqual({ detail: 'Invitation envoyée à invitation-matrice@exemple.fr.' });
        const mails = await rowsOf(db, sql`SELECT id FROM mail_outbox WHERE to_address = 'invitation-matrice@exemple.fr'`);
        expect(mails).toHaveLength(1);
      }),
    },
    unchanged: proState,
  },
  // Addressed to `user`, who becomes the offered bakery's manager; every other account is refused.
  {
    route: 'POST /api/invitations/{token}/accepter/',
    group: MANAGERS,
    request: (f) => ({ url: `/api/invitations/${f.invitationToken}/accepter/` }),
    expected: signedIn(403, { user: 'ok' }),
    exact: {
      ...signedOut,
      ...Object.fromEntries(
        (['owner', 'otherOwner', 'manager', 'otherManager', 'staff'] as const).map((actor) => [
          actor,
          denied(INVITATION_MESSAGES.wrongAccount(INVITEE)),
        ]),
      ),
      user: answers(200, async (body, { f, accounts, db }) => {
        const nom = 'Fournil à confier (matrice)';
        expect(body).toEqual({ detail: INVITATION_MESSAGES.accepted(nom), boulangerie: { id: f.offeredBakery, nom } });
        const [bakery] = await rowsOf(db, sql`SELECT responsable_id FROM bakeries WHERE id = ${f.offeredBakery}`);
        expect(bakery).toEqual({ responsable_id: accounts.user.id });
      }),
    },
    unchanged: proState,
  },
  {
    route: 'GET /api/boulangeries/invitations/',
    group: MANAGERS,
    request: () => ({ url: '/api/boulangeries/invitations/' }),
    expected: owners,
  },
  // After the acceptance above: the owner gets 409 (already used); another owner 404, like an unknown id.
  {
    route: 'POST /api/boulangeries/invitations/{id}/annuler/',
    group: MANAGERS,
    request: (f) => ({ url: `/api/boulangeries/invitations/${f.invitation}/annuler/` }),
    expected: signedIn(403, { owner: 'ok', otherOwner: 404 }),
  },
  // `manager` still manages `bakery`: the owner gets 409; `manager` is not the other owner's candidate (404).
  {
    route: 'DELETE /api/utilisateurs/responsables/{id}/',
    group: MANAGERS,
    request: (f) => ({ url: `/api/utilisateurs/responsables/${f.managerId}/` }),
    expected: signedIn(403, { owner: 'ok', otherOwner: 404 }),
  },
  {
    route: 'POST /api/cotepro/ma-boulangerie-responsable/{id}/quitter/',
    group: MANAGERS,
    request: (f) => ({ url: `/api/cotepro/ma-boulangerie-responsable/${f.leftBakery}/quitter/` }),
    expected: signedIn(403, { manager: 'ok' }),
  },

  // Advertising: a verified SIREN (403 otherwise), a current access grant for what makes or changes an
  // ad (create, edit, images, publish, duplicate; both owners hold one here), then the campaign's owner.
  { route: 'GET /api/regiepub/boulangeries/', group: ADS, request: () => ({ url: '/api/regiepub/boulangeries/' }), expected: owners },
  {
    route: 'GET /api/regiepub/campagnes-publicitaires/',
    group: ADS,
    request: () => ({ url: '/api/regiepub/campagnes-publicitaires/' }),
    expected: owners,
  },
  {
    route: 'POST /api/regiepub/campagnes-publicitaires/',
    group: ADS,
    request: (f) =>
      form('/api/regiepub/campagnes-publicitaires/', {
        boulangerie: String(f.bakery),
        nom_campagne: 'Brioche du dimanche',
        formule: 'payante',
      }),
    expected: ownerOnly,
  },
  {
    route: 'GET /api/regiepub/campagnes-publicitaires/{id}/',
    group: ADS,
    request: (f) => ({ url: `/api/regiepub/campagnes-publicitaires/${f.campaign}/` }),
    expected: ownerOnly,
  },
  {
    route: 'PATCH /api/regiepub/campagnes-publicitaires/{id}/',
    group: ADS,
    request: (f) => json(`/api/regiepub/campagnes-publicitaires/${f.campaign}/`, { etat: 'brouillon' }),
    expected: ownerOnly,
  },
  {
    route: 'DELETE /api/regiepub/campagnes-publicitaires/{id}/',
    group: ADS,
    request: (f) => ({ url: `/api/regiepub/campagnes-publicitaires/${f.doomedCampaign}/` }),
    expected: ownerOnly,
  },
  {
    route: 'POST /api/regiepub/campagnes-publicitaires/{id}/dupliquer/',
    group: ADS,
    request: (f) => ({ url: `/api/regiepub/campagnes-publicitaires/${f.campaign}/dupliquer/` }),
    expected: ownerOnly,
  },
  {
    route: 'POST /api/regiepub/campagnes-publicitaires/{id}/images/',
    group: ADS,
    request: (f) => form(`/api/regiepub/campagnes-publicitaires/${f.campaign}/images/`, {}, [png(f)]),
    expected: ownerOnly,
  },
  {
    route: 'DELETE /api/regiepub/campagnes-publicitaires/{id}/images/{imageId}/supprimer/',
    group: ADS,
    request: (f) => ({ url: `/api/regiepub/campagnes-publicitaires/${f.campaign}/images/${f.image}/supprimer/` }),
    expected: ownerOnly,
  },

  // Payments.
  { route: 'POST /api/promo/check/', group: PAY, request: () => json('/api/promo/check/', { code: 'INCONNU' }), expected: signedIn('ok') },
  {
    route: 'POST /api/payments/create-checkout-session/',
    group: PAY,
    request: () => json('/api/payments/create-checkout-session/', { mode: 'payment' }),
    expected: owners,
  },
  {
    route: 'POST /api/payments/create-payment-session/',
    group: PAY,
    request: (f) => json('/api/payments/create-payment-session/', { boulangerie_id: f.bakery }),
    expected: ownerOnly,
  },
  { route: 'GET /api/payments/access/', group: PAY, request: () => ({ url: '/api/payments/access/' }), expected: signedIn('ok') },
  {
    route: 'POST /api/payments/subscription/cancel/',
    group: PAY,
    request: () => ({ url: '/api/payments/subscription/cancel/' }),
    expected: owners,
  },
  // A bakery's publication subscription: cancelled by an owner of that bakery only (404 when it has none).
  {
    route: 'POST /api/payments/bakeries/{id}/subscription/cancel/',
    group: PAY,
    request: (f) => ({ url: `/api/payments/bakeries/${f.bakery}/subscription/cancel/` }),
    expected: ownerOnly,
  },
  // Everyone signed in asks for their own card's portal (the simulation answers 409: no card).
  { route: 'POST /api/payments/portal/', group: PAY, request: () => ({ url: '/api/payments/portal/' }), expected: signedIn('ok') },
  { route: 'GET /api/regiepub/paiements/', group: PAY, request: () => ({ url: '/api/regiepub/paiements/' }), expected: owners },
  // Everyone signed in lists their own documents; a document's PDF is its owner's alone (404 to anyone else).
  { route: 'GET /api/regiepub/factures/', group: PAY, request: () => ({ url: '/api/regiepub/factures/' }), expected: signedIn('ok') },
  {
    route: 'GET /api/regiepub/factures/{numero}/pdf/',
    group: PAY,
    request: (f) => ({ url: `/api/regiepub/factures/${f.invoice}/pdf/` }),
    expected: signedIn(404, { owner: 'ok' }),
  },
  {
    route: 'GET /api/payments/simulation/{sessionId}/',
    group: PAY,
    request: (f) => ({ url: `/api/payments/simulation/${f.paymentSession}/` }),
    expected: ownerOnly,
  },
  {
    route: 'POST /api/payments/simulation/{sessionId}/payer/',
    group: PAY,
    request: (f) => ({ url: `/api/payments/simulation/${f.paymentSession}/payer/` }),
    expected: ownerOnly,
  },
  {
    route: 'POST /api/payments/simulation/{sessionId}/annuler/',
    group: PAY,
    request: (f) => ({ url: `/api/payments/simulation/${f.paymentSession}/annuler/` }),
    expected: ownerOnly,
  },

  // Back-office: staff only (the check runs before the request is read, so bodies may be empty).
  ...(
    [
      ['GET /api/admin/pages/', () => ({ url: '/api/admin/pages/' })],
      ['POST /api/admin/pages/', () => json('/api/admin/pages/', {})],
      ['GET /api/admin/pages/{slug}/', (f) => ({ url: `/api/admin/pages/${f.pageSlug}/` })],
      ['PUT /api/admin/pages/{slug}/', (f) => json(`/api/admin/pages/${f.pageSlug}/`, {})],
      ['DELETE /api/admin/pages/{slug}/', (f) => ({ url: `/api/admin/pages/${f.pageSlug}/` })],
      ['GET /api/admin/faqs/', () => ({ url: '/api/admin/faqs/' })],
      ['POST /api/admin/faqs/', () => json('/api/admin/faqs/', {})],
      ['GET /api/admin/faqs/{id}/', (f) => ({ url: `/api/admin/faqs/${f.faq}/` })],
      ['PUT /api/admin/faqs/{id}/', (f) => json(`/api/admin/faqs/${f.faq}/`, {})],
      ['DELETE /api/admin/faqs/{id}/', (f) => ({ url: `/api/admin/faqs/${f.faq}/` })],
      ['GET /api/admin/promo-codes/', () => ({ url: '/api/admin/promo-codes/' })],
      ['POST /api/admin/promo-codes/', () => json('/api/admin/promo-codes/', {})],
      ['GET /api/admin/promo-codes/{id}/', (f) => ({ url: `/api/admin/promo-codes/${f.promoCode}/` })],
      ['PUT /api/admin/promo-codes/{id}/', (f) => json(`/api/admin/promo-codes/${f.promoCode}/`, {})],
      ['DELETE /api/admin/promo-codes/{id}/', (f) => ({ url: `/api/admin/promo-codes/${f.promoCode}/` })],
      ['GET /api/admin/messages/', () => ({ url: '/api/admin/messages/' })],
      ['GET /api/admin/messages/{id}/', (f) => ({ url: `/api/admin/messages/${f.message}/` })],
      ['PATCH /api/admin/messages/{id}/', (f) => json(`/api/admin/messages/${f.message}/`, {})],
      ['GET /api/admin/users/', () => ({ url: '/api/admin/users/' })],
      ['POST /api/admin/users/{id}/suspend/', (f) => json(`/api/admin/users/${f.target}/suspend/`, {})],
      ['POST /api/admin/users/{id}/restore/', (f) => json(`/api/admin/users/${f.target}/restore/`, {})],
      // The target has no verified SIREN: staff get 409, nothing is released.
      ['POST /api/admin/users/{id}/siren/release/', (f) => json(`/api/admin/users/${f.target}/siren/release/`, { hide_bakeries: false })],
      ['POST /api/admin/users/{id}/bakeries/hide/', (f) => json(`/api/admin/users/${f.target}/bakeries/hide/`, {})],
      ['POST /api/admin/users/{id}/bakeries/show/', (f) => json(`/api/admin/users/${f.target}/bakeries/show/`, {})],
      ['GET /api/admin/users/{id}/limits/', (f) => ({ url: `/api/admin/users/${f.target}/limits/` })],
      // No limit in the body: staff get 400, nothing changes.
      ['PATCH /api/admin/users/{id}/limits/', (f) => json(`/api/admin/users/${f.target}/limits/`, {})],
      ['GET /api/admin/users/{id}/export/', (f) => ({ url: `/api/admin/users/${f.target}/export/` })],
      // An account that does not exist: a real deletion would take the target out of the other rows.
      ['POST /api/admin/users/{id}/delete/', () => json('/api/admin/users/999999/delete/', {})],
      ['GET /api/admin/bakeries/', () => ({ url: '/api/admin/bakeries/' })],
      ['GET /api/admin/doublons/', () => ({ url: '/api/admin/doublons/' })],
      // A candidate that does not exist: staff get 404, nothing is merged or detached.
      ['POST /api/admin/doublons/{id}/fusionner/', () => json('/api/admin/doublons/2000000000/fusionner/', {})],
      ['POST /api/admin/doublons/{id}/separer/', () => json('/api/admin/doublons/2000000000/separer/', {})],
      ['GET /api/admin/payments/', () => ({ url: '/api/admin/payments/' })],
      ['GET /api/admin/payments/totals/', () => ({ url: '/api/admin/payments/totals/' })],
      ['GET /api/admin/payments/export.csv', () => ({ url: '/api/admin/payments/export.csv' })],
      // An amount of 0: staff get 400 before any payment is read, so nothing is refunded.
      ['POST /api/admin/paiements/{id}/rembourser/', () => json('/api/admin/paiements/2000000000/rembourser/', { amount_cents: 0 })],
      // No month: 400 for staff.
      ['GET /api/admin/factures/export.csv', () => ({ url: '/api/admin/factures/export.csv' })],
      ['GET /api/admin/factures/{numero}/pdf/', () => ({ url: '/api/admin/factures/F-1999-000001/pdf/' })],
      ['GET /api/admin/audit/', () => ({ url: '/api/admin/audit/' })],
      ['GET /api/admin/audit/chain/', () => ({ url: '/api/admin/audit/chain/' })],
      ['GET /api/admin/signalements/', () => ({ url: '/api/admin/signalements/' })],
      // A report that does not exist: staff get 404, nothing is cleared.
      ['POST /api/admin/signalements/{id}/effacer/', () => json('/api/admin/signalements/2000000000/effacer/', {})],
      // No body fields: staff get 400, nothing is blocked.
      ['POST /api/admin/signalements/bloquer/', () => json('/api/admin/signalements/bloquer/', {})],
      ['GET /api/admin/revendications/', () => ({ url: '/api/admin/revendications/' })],
      // A claim that does not exist: staff get 404, nothing is decided.
      ['POST /api/admin/revendications/{id}/accepter/', () => json('/api/admin/revendications/999999/accepter/', {})],
      ['POST /api/admin/revendications/{id}/refuser/', () => json('/api/admin/revendications/999999/refuser/', {})],
    ] as const satisfies readonly (readonly [string, Row['request']])[]
  ).map(([route, request]) => ({ route, group: ADMIN, request, expected: staffOnly })),
];

/** Routes whose answer may legitimately carry a token: the caller's own, from a login or a refresh. */
export const TOKEN_ROUTES: readonly string[] = ['POST /api/auth/login/', 'POST /api/auth/login/2fa/', 'POST /api/auth/token/refresh/'];

/** Whether `status` is in the class `expected`. */
export function matches(expected: Expected, status: number): boolean {
  if (expected === 'ok') return (status >= 200 && status < 300) || [400, 404, 409, 422].includes(status);
  return status === expected;
}
