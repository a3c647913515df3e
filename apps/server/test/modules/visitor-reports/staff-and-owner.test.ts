// What the owner and the staff do with visitors' reports (docs/visitor-reports.md): the owner (or the
// manager) reads them on their bakery, nothing telling one visitor from another; staff list them with
// the listings reported closed, clear one and block a visitor, both audited. A signed-in visitor is
// counted by their account whatever the browser (decision 020).
import {
  REPORT_ADMIN_MESSAGES,
  REPORT_MESSAGES,
  parisDay,
  parisWallTimeToInstant,
  type TAdminReports,
  type TNearbyBakery,
  type TProBakeryReports,
} from '@fournil/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DayHoursRow, DayMap } from '../../../src/db/schema/index.js';
import { RATE_LIMITS } from '../../../src/plugins/rate-limit/policies.js';
import { adminRequest, auditEntriesOf, staffAccount, type StaffAccount } from '../../testing/admin-fixtures.js';
import { bearer } from '../../testing/auth-helpers.js';
import { CENTER, insertBakery, offset } from '../../testing/bakery-fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/helper.js';
import { DEMO_BAKERY_SIRENS, PRO_TEST_ENV, signUp, signUpOwner, type Account } from '../../testing/manager-fixtures.js';

const DAYS = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'] as const;
function alwaysOpen(): { joursOuvertures: DayMap<boolean>; horairesOuvertures: DayMap<DayHoursRow> } {
  const jours = {} as DayMap<boolean>;
  const horaires = {} as DayMap<DayHoursRow>;
  for (const day of DAYS) {
    jours[day] = true;
    horaires[day] = { ouverture_matin: '00:00', fermeture_matin: '23:59', ouverture_apm: null, fermeture_apm: null };
  }
  return { joursOuvertures: jours, horairesOuvertures: horaires };
}

let t: TestApp;
let owner: Account;
let stranger: Account;
let staff: StaffAccount;
let place = 0;
let ipCount = 0;

beforeAll(async () => {
  t = await buildTestApp(PRO_TEST_ENV, {
    rateLimits: { reportPerBakery: RATE_LIMITS.reportPerBakery, reportPerDay: RATE_LIMITS.reportPerDay },
  });
  owner = await signUpOwner(t.app, 'signalements-proprio', DEMO_BAKERY_SIRENS[0]);
  stranger = await signUp(t.app, 'signalements-autre');
  staff = await staffAccount(t.app, 'signalements-equipe');
});
afterAll(async () => t?.close());

async function newBakery(ownerId: number | null, nom: string) {
  place += 1;
  const position = offset(CENTER, -place, 0);
  const at = parisWallTimeToInstant(parisDay(new Date()), 0);
  const row = await insertBakery(t.app.db.db, ownerId as number, {
    nom,
    position,
    ...alwaysOpen(),
    proprietaireId: ownerId,
    disponibilitePain: false,
    disponibilitePainMaj: at,
    disponibiliteCafeMaj: at,
    disponibiliteCroissantMaj: at,
    disponibiliteSandwichMaj: at,
    disponibiliteBioMaj: at,
  });
  return { id: row.id, position };
}

type Who = { cookie?: string; ip: string; access?: string };
const visitor = (): Who => ({ ip: `192.0.2.${++ipCount}` });

async function reportAs(
  bakery: { id: number; position: { lat: number; lng: number } },
  type: string,
  who: Who,
): Promise<LightMyRequestResponse> {
  const near = offset(bakery.position, 0.05, 0);
  const headers: Record<string, string> = {
    ...(who.access ? bearer(who.access) : {}),
    ...(who.cookie ? { cookie: `fournil_visitor=${who.cookie}` } : {}),
  };
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/boulangeries/${bakery.id}/signalements/`,
    payload: { type, latitude: near.lat, longitude: near.lng },
    remoteAddress: who.ip,
    headers,
  });
  const issued = response.cookies.find((cookie) => cookie.name === 'fournil_visitor');
  if (issued) who.cookie = issued.value;
  return response;
}

async function card(id: number): Promise<TNearbyBakery> {
  const response = await t.app.inject({ method: 'GET', url: `/api/boulangeries/cartes/?ids=${id}` });
  return (response.json() as TNearbyBakery[])[0]!;
}

describe('the owner', () => {
  it('reads the reports on their bakery, without anything naming a visitor; someone else gets 403', async () => {
    const bakery = await newBakery(owner.id, 'Fournil du Proprio');
    expect((await reportAs(bakery, 'plus_de_pain', visitor())).statusCode).toBe(201);
    expect((await reportAs(bakery, 'plus_de_pain', visitor())).statusCode).toBe(201);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/cotepro/ma-boulangerie/${bakery.id}/signalements/`,
      headers: bearer(owner.access),
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as TProBakeryReports;
    expect(body.signalements!.pain).toMatchObject({ valeur: false, nombre: 2 });
    expect(body.recents).toHaveLength(2);
    expect(body.recents.every((report) => report.type === 'plus_de_pain' && report.en_vigueur)).toBe(true);
    expect(Object.keys(body.recents[0]!).sort()).toEqual(['created_at', 'en_vigueur', 'expires_at', 'id', 'type']);
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/cotepro/ma-boulangerie/${bakery.id}/signalements/`,
      headers: bearer(stranger.access),
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('a signed-in visitor', () => {
  it('is counted by their account, whatever the browser', async () => {
    const bakery = await newBakery(owner.id, 'Fournil du Compte');
    expect((await reportAs(bakery, 'pain', { ip: '192.0.2.200', access: stranger.access })).statusCode).toBe(201);
    const otherBrowser = await reportAs(bakery, 'pain', { ip: '192.0.2.201', access: stranger.access });
    expect(otherBrowser.statusCode).toBe(429);
    expect(otherBrowser.json()).toEqual({ detail: REPORT_MESSAGES.tooSoon });
  });
});

describe('staff', () => {
  it('list the reports and the listings reported closed by two visitors', async () => {
    const listing = await newBakery(null, 'Fiche Fermée');
    expect((await reportAs(listing, 'ferme', visitor())).statusCode).toBe(201);
    expect((await reportAs(listing, 'ferme', visitor())).statusCode).toBe(201);
    const response = await adminRequest(t.app, staff, 'GET', '/api/admin/signalements/?page_size=100');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as TAdminReports;
    const mine = body.results.filter((report) => report.bakery_id === listing.id);
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({ type: 'ferme', revendiquee: false, bakery_name: 'Fiche Fermée', cleared_at: null, bloque: false });
    expect(mine[0]!.visiteur).toMatch(/^V-[0-9a-f]{8}$/);
    expect(mine[0]!.visiteur).not.toBe(mine[1]!.visiteur);
    const searched = (await adminRequest(t.app, staff, 'GET', '/api/admin/signalements/?q=fiche%20ferm')).json() as TAdminReports;
    expect(searched.results.map((report) => report.bakery_id)).toEqual([listing.id, listing.id]);
    expect(searched.count).toBe(2);
    expect(body.fermetures).toContainEqual(expect.objectContaining({ bakery_id: listing.id, bakery_name: 'Fiche Fermée', nombre: 2 }));
  });

  it('clear a report: it counts nowhere, and the audit log says who', async () => {
    const bakery = await newBakery(owner.id, 'Fournil Effacé');
    expect((await reportAs(bakery, 'pain', visitor())).statusCode).toBe(201);
    expect((await card(bakery.id)).disponibilite_pain).toBe(true);
    const list = (await adminRequest(t.app, staff, 'GET', '/api/admin/signalements/?page_size=100')).json() as TAdminReports;
    const id = list.results.find((report) => report.bakery_id === bakery.id)!.id;
    const cleared = await adminRequest(t.app, staff, 'POST', `/api/admin/signalements/${id}/effacer/`);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toEqual({ message: REPORT_ADMIN_MESSAGES.cleared, effaces: 1 });
    const after = await card(bakery.id);
    expect(after.disponibilite_pain).toBe(false);
    expect(after.signalements?.pain ?? null).toBeNull();
    const entries = await auditEntriesOf(t.app, staff, 'visitor_report', id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'clear_report', actor_email: staff.email });
    expect(JSON.stringify(entries[0])).not.toMatch(/[0-9a-f]{64}/);
    const again = await adminRequest(t.app, staff, 'POST', `/api/admin/signalements/${id}/effacer/`);
    expect(again.statusCode).toBe(409);
    expect((await adminRequest(t.app, staff, 'POST', '/api/admin/signalements/2000000000/effacer/')).statusCode).toBe(404);
  });

  it('block a visitor: their reports in force are cleared, the next is refused, audited', async () => {
    const bakery = await newBakery(owner.id, 'Fournil Bloqué');
    const abuser = visitor();
    expect((await reportAs(bakery, 'plus_de_pain', abuser)).statusCode).toBe(201);
    const list = (await adminRequest(t.app, staff, 'GET', '/api/admin/signalements/?page_size=100')).json() as TAdminReports;
    const id = list.results.find((report) => report.bakery_id === bakery.id)!.id;
    const blocked = await adminRequest(t.app, staff, 'POST', '/api/admin/signalements/bloquer/', {
      signalement_id: id,
      portee: 'visiteur',
      motif: 'Abus',
    });
    expect(blocked.statusCode, blocked.body).toBe(201);
    expect(blocked.json()).toEqual({ message: REPORT_ADMIN_MESSAGES.blockedVisitor, effaces: 1 });
    expect((await card(bakery.id)).signalements?.pain ?? null).toBeNull();
    // The same browser from another address: refused.
    const refused = await reportAs(await newBakery(owner.id, 'Fournil Suivant'), 'pain', { ...abuser, ip: '192.0.2.250' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: REPORT_MESSAGES.blocked });
    const listed = (await adminRequest(t.app, staff, 'GET', '/api/admin/signalements/?page_size=100')).json() as TAdminReports;
    expect(listed.results.find((report) => report.id === id)).toMatchObject({ bloque: true });
    const audit = (await adminRequest(t.app, staff, 'GET', '/api/admin/audit/?entity_type=visitor_report_block')).json() as {
      results: { action: string }[];
    };
    expect(audit.results.map((entry) => entry.action)).toContain('block_reporter');
    const twice = await adminRequest(t.app, staff, 'POST', '/api/admin/signalements/bloquer/', { signalement_id: id, portee: 'visiteur' });
    expect(twice.statusCode).toBe(409);
    const badScope = await adminRequest(t.app, staff, 'POST', '/api/admin/signalements/bloquer/', { signalement_id: id, portee: 'tout' });
    expect(badScope.statusCode).toBe(400);
    expect(badScope.body).toContain(REPORT_ADMIN_MESSAGES.invalidScope);
  });
});
