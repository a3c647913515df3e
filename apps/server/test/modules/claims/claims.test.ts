// Claiming a listing (docs/claims.md; decision 019, "Claims and deletion"): at once when the
// listing's SIRET begins with the owner's verified SIREN, else pending until staff accept or refuse it (audited,
// mailed); a claimed bakery answers 409 and the dispute path; two claims at once give one owner; the caps hold;
// favourites and alerts keep the id; a claimed listing whose owner deletes their account is a listing again.
// On PGlite too (vitest.config.ts): concurrent claims of one listing, serialised by the row lock.
import { ACCOUNT_CAP_MESSAGES, CLAIM_MESSAGES, SIREN_DISPUTE_MESSAGES, type TAdminClaim, type TAlert } from '@fournil/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/db/client.js';
import { adminRequest, staffAccount, type StaffAccount } from '../../testing/admin-fixtures.js';
import { bearer, PASSWORD } from '../../testing/auth-helpers.js';
import { CENTER, offset, weekOpenExceptMonday } from '../../testing/bakery-fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/helper.js';
import { DEMO_BAKERY_SIRENS, PRO_TEST_ENV, rowsOf, signUp, signUpOwner, type Account } from '../../testing/manager-fixtures.js';
import { startPushPeer, type PushPeer } from '../../testing/push-peer.js';

let t: TestApp;
let peer: PushPeer;
let staff: StaffAccount;
/** SIREN 123456782 (Boulangerie Démo). */
let alice: Account;
/** SIREN 987654324 (Réseau des Boulangeries Démo, with an address in the demo register). */
let bruno: Account;
/** SIREN 401234562. */
let chloe: Account;
let visitor: Account;
let nextNode = 5000;

const db = (): Db => t.app.db.db;
const [SIREN_A, SIREN_B, SIREN_C] = DEMO_BAKERY_SIRENS;

/** A listing as the import writes it: no owner, flags never told, an OSM record and the Sirene records given. */
async function insertListing(nom: string, sirets: string[] = [], facts: { telephone?: string; siteWeb?: string } = {}): Promise<number> {
  const { joursOuvertures, horairesOuvertures } = weekOpenExceptMonday();
  const position = offset(CENTER, 0.1 * (nextNode - 4990), 0.1);
  const [row] = await rowsOf<{ id: number }>(
    db(),
    sql`INSERT INTO bakeries (proprietaire_id, nom, adresse_postale, ville, code_postal_boulangerie, telephone_boulangerie, site_web,
        latitude, longitude, jours_ouvertures, horaires_ouvertures, disponibilite_pain_maj, disponibilite_cafe_maj,
        disponibilite_croissant_maj, disponibilite_sandwich_maj, disponibilite_bio_maj)
      VALUES (NULL, ${nom}, '8 rue des Archives', 'Paris', '75004', ${facts.telephone ?? ''}, ${facts.siteWeb ?? ''},
        ${position.lat}, ${position.lng}, ${JSON.stringify(joursOuvertures)}::jsonb, ${JSON.stringify(horairesOuvertures)}::jsonb,
        NULL, NULL, NULL, NULL, NULL)
      RETURNING id`,
  );
  const id = row!.id;
  await db().execute(
    sql`INSERT INTO bakery_sources (source, source_id, bakery_id, licence) VALUES ('osm', ${`node/${nextNode++}`}, ${id}, 'ODbL-1.0')`,
  );
  for (const siret of sirets) {
    await db().execute(
      sql`INSERT INTO bakery_sources (source, source_id, bakery_id, licence, siret) VALUES ('sirene', ${siret}, ${id}, 'Licence-Ouverte-2.0', ${siret})`,
    );
  }
  return id;
}

const claim = (account: Account | null, bakeryId: number | string) =>
  t.app.inject({ method: 'POST', url: `/api/boulangeries/${bakeryId}/revendication/`, headers: account ? bearer(account.access) : {} });

type BakeryState = { proprietaire_id: number | null; times: (string | null)[]; description_courte: string; presentation: string };
async function bakeryState(id: number): Promise<BakeryState> {
  const [row] = await rowsOf<BakeryState>(
    db(),
    sql`SELECT proprietaire_id, description_courte, presentation,
          ARRAY[disponibilite_pain_maj::text, disponibilite_cafe_maj::text, disponibilite_croissant_maj::text,
                disponibilite_sandwich_maj::text, disponibilite_bio_maj::text] AS times
        FROM bakeries WHERE id = ${id}`,
  );
  return row!;
}

const mailsTo = (address: string) =>
  rowsOf<{ subject: string; text_body: string; reply_to: string | null }>(
    db(),
    sql`SELECT subject, text_body, reply_to FROM mail_outbox WHERE to_address = ${address} ORDER BY id`,
  );
const staffMails = async (subject: string) => (await mailsTo('equipe@fournil.test')).filter((mail) => mail.subject.includes(subject));
const claimsOf = (bakeryId: number) =>
  rowsOf<{ id: number; status: string; account_id: number; decided_by: number | null; reason: string | null }>(
    db(),
    sql`SELECT id, status, account_id, decided_by, reason FROM bakery_claims WHERE bakery_id = ${bakeryId} ORDER BY id`,
  );
const auditOf = (action: string, entityId: number) =>
  rowsOf<{ actor_id: number | null; after: Record<string, unknown> }>(
    db(),
    sql`SELECT actor_id, after FROM audit_log WHERE action = ${action} AND entity_id = ${String(entityId)} ORDER BY id`,
  );
const staffList = async (): Promise<TAdminClaim[]> => {
  const response = await adminRequest(t.app, staff, 'GET', '/api/admin/revendications/?page_size=100');
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { results: TAdminClaim[] }).results;
};
const pendingIdOf = async (bakeryId: number, account: Account): Promise<number> =>
  (await claimsOf(bakeryId)).find((row) => row.account_id === account.id && row.status === 'en_attente')!.id;

beforeAll(async () => {
  peer = await startPushPeer();
  t = await buildTestApp({ ...PRO_TEST_ENV, PUSH_EXTRA_HOSTS: peer.host, STAFF_EMAIL: 'equipe@fournil.test' });
  staff = await staffAccount(t.app, 'revendic-staff');
  alice = await signUpOwner(t.app, 'revendic-alice', SIREN_A);
  bruno = await signUpOwner(t.app, 'revendic-bruno', SIREN_B);
  chloe = await signUpOwner(t.app, 'revendic-chloe', SIREN_C);
  visitor = await signUp(t.app, 'revendic-visiteur');
}, 180_000);

afterAll(async () => {
  await t?.close();
  await peer?.close();
});

describe('POST /api/boulangeries/{id}/revendication/: who may claim', () => {
  it('asks to sign in, then to verify the SIREN first (403), and changes nothing', async () => {
    const listing = await insertListing('Fiche sans preneur');
    expect((await claim(null, listing)).statusCode).toBe(401);
    const refused = await claim(visitor, listing);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: CLAIM_MESSAGES.sirenFirst });
    expect((await bakeryState(listing)).proprietaire_id).toBeNull();
    expect(await claimsOf(listing)).toEqual([]);
  });

  it('answers 404 for an unknown or hidden bakery and a French 400 for a bad id', async () => {
    expect((await claim(alice, 999_999)).json()).toEqual({ detail: CLAIM_MESSAGES.notFound });
    const hidden = await insertListing('Fiche masquée', [`${SIREN_A}00099`]);
    await db().execute(sql`UPDATE bakeries SET hidden_at = now() WHERE id = ${hidden}`);
    expect((await claim(alice, hidden)).statusCode).toBe(404);
    expect((await bakeryState(hidden)).proprietaire_id).toBeNull();
    const bad = await claim(alice, 'abc');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toMatch(/[a-zé]/);
  });
});

describe('a claim whose SIRET begins with the verified SIREN', () => {
  let listing: number;

  it('makes the bakery the owner’s at once, same id, imported facts kept, flag times stamped, audited', async () => {
    listing = await insertListing('Au Pain des Archives', [`${SIREN_A}00017`], {
      telephone: '01 42 72 00 00',
      siteWeb: 'https://archives.example',
    });
    // A visitor's favourite and a browser's alert made on the listing before the claim.
    expect((await t.app.inject({ method: 'PUT', url: `/api/favoris/${listing}/`, headers: bearer(visitor.access) })).statusCode).toBe(200);
    const subscription = peer.subscribe();
    const alert = await t.app.inject({
      method: 'POST',
      url: '/api/alertes/',
      payload: { abonnement: { endpoint: subscription.endpoint, keys: subscription.keys }, boulangerie_id: listing, type: 'pain' },
    });
    expect(alert.statusCode, alert.body).toBe(201);

    const response = await claim(alice, listing);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ id: listing, nom: 'Au Pain des Archives', message: CLAIM_MESSAGES.claimed });
    const state = await bakeryState(listing);
    expect(state.proprietaire_id).toBe(alice.id);
    expect(state.times.every((time) => time !== null)).toBe(true);

    const mine = await t.app.inject({ method: 'GET', url: '/api/cotepro/mes-boulangeries/', headers: bearer(alice.access) });
    expect(mine.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: listing,
          nom: 'Au Pain des Archives',
          adresse_postale: '8 rue des Archives',
          telephone_boulangerie: '01 42 72 00 00',
        }),
      ]),
    );
    const edit = await t.app.inject({ method: 'GET', url: `/api/cotepro/ma-boulangerie/${listing}/`, headers: bearer(alice.access) });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ id: listing, nom: 'Au Pain des Archives', code_postal_boulangerie: '75004' });

    expect(await claimsOf(listing)).toEqual([expect.objectContaining({ status: 'acceptee', account_id: alice.id, decided_by: null })]);
    expect(await auditOf('claim', listing)).toEqual([
      { actor_id: alice.id, after: { proprietaire_id: alice.id, siren: SIREN_A, par: 'siret' } },
    ]);

    // Favourites, alerts and links keep working: the same id answers.
    const favourites = await t.app.inject({ method: 'GET', url: '/api/favoris/', headers: bearer(visitor.access) });
    expect(favourites.json()).toEqual({ ids: [listing] });
    const alerts = await t.app.inject({
      method: 'POST',
      url: '/api/alertes/liste/',
      payload: { endpoint: subscription.endpoint, auth: subscription.keys.auth },
    });
    expect((alerts.json() as TAlert[]).map((item) => [item.boulangerie_id, item.boulangerie_nom])).toEqual([
      [listing, 'Au Pain des Archives'],
    ]);
    expect((await t.app.inject({ method: 'GET', url: `/api/boulangeries/${listing}/public/` })).json()).toMatchObject({ id: listing });
  });

  it('answers 200 again to its owner, changing nothing', async () => {
    const again = await claim(alice, listing);
    expect(again.statusCode).toBe(200);
    expect(await claimsOf(listing)).toHaveLength(1);
  });

  it('answers another owner with 409 and the dispute path, which reaches the staff about this bakery', async () => {
    const refused = await claim(bruno, listing);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: CLAIM_MESSAGES.alreadyClaimed });
    expect((await bakeryState(listing)).proprietaire_id).toBe(alice.id);

    const dispute = await t.app.inject({
      method: 'POST',
      url: '/api/siren/dispute/',
      headers: bearer(bruno.access),
      payload: { siren: SIREN_B, boulangerie_id: listing, message: 'Je suis le gérant de cette boulangerie depuis 2019.' },
    });
    expect(dispute.statusCode, dispute.body).toBe(201);
    const [mail] = await staffMails(`Litige SIREN ${SIREN_B}`);
    expect(mail?.text_body).toContain(`Boulangerie : Au Pain des Archives (n° ${listing})`);
    expect(mail?.text_body).toContain(alice.email);
    expect(mail?.reply_to).toBe(bruno.email);

    // A dispute about a listing nobody owns is refused in French.
    const free = await insertListing('Fiche libre');
    const notOwned = await t.app.inject({
      method: 'POST',
      url: '/api/siren/dispute/',
      headers: bearer(bruno.access),
      payload: { siren: SIREN_B, boulangerie_id: free, message: 'Je suis le gérant de cette boulangerie depuis 2019.' },
    });
    expect(notOwned.statusCode).toBe(400);
    expect(notOwned.json()).toEqual({ boulangerie_id: [SIREN_DISPUTE_MESSAGES.bakeryNotOwnedByAnother] });
  });

  it('respects the account’s bakery cap with its French 409', async () => {
    const capped = await insertListing('Fiche au-delà du plafond', [`${SIREN_A}00025`]);
    await db().execute(sql`UPDATE users SET bakery_limit = 1 WHERE id = ${alice.id}`);
    try {
      const refused = await claim(alice, capped);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ detail: ACCOUNT_CAP_MESSAGES.bakeries(1) });
      expect((await bakeryState(capped)).proprietaire_id).toBeNull();
    } finally {
      await db().execute(sql`UPDATE users SET bakery_limit = NULL WHERE id = ${alice.id}`);
    }
  });

  it('gives one owner when two matching owners claim the same listing at once', async () => {
    const shared = await insertListing('Fiche convoitée', [`${SIREN_A}00033`, `${SIREN_C}00018`]);
    const answers = await Promise.all([claim(alice, shared), claim(chloe, shared)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers[0]!.statusCode === 200 ? alice : chloe;
    expect((await bakeryState(shared)).proprietaire_id).toBe(winner.id);
    expect(await claimsOf(shared)).toEqual([expect.objectContaining({ status: 'acceptee', account_id: winner.id })]);
  });
});

describe('a claim that waits for staff', () => {
  it('answers 202 with the French message, stores one pending claim and mails the staff and the claimant once', async () => {
    const listing = await insertListing('Boulangerie du Marché', [`${SIREN_C}00026`]);
    const first = await claim(bruno, listing);
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ message: 'Demande envoyée : notre équipe vous répond sous 2 jours ouvrés.' });
    const second = await claim(bruno, listing);
    expect(second.statusCode).toBe(202);
    expect(second.json()).toEqual(first.json());
    expect(await claimsOf(listing)).toEqual([expect.objectContaining({ status: 'en_attente', account_id: bruno.id })]);
    expect(await staffMails('Revendication à vérifier : Boulangerie du Marché')).toHaveLength(1);
    const receipts = (await mailsTo(bruno.email)).filter(
      (mail) => mail.subject === 'Votre demande pour Boulangerie du Marché est envoyée – Fournil',
    );
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.text_body).toContain('vous répond sous 2 jours ouvrés');
    expect((await bakeryState(listing)).proprietaire_id).toBeNull();

    // Staff see it first, with the listing's facts and sources, the account, and the SIREN's company and address.
    const [head] = await staffList();
    expect(head).toMatchObject({
      statut: 'en_attente',
      siren: SIREN_B,
      entreprise: { nom: 'Réseau des Boulangeries Démo', adresse: '8 rue des Archives, 75004 Paris' },
      compte: { id: bruno.id, email: bruno.email },
      boulangerie: {
        id: listing,
        nom: 'Boulangerie du Marché',
        revendiquee: false,
        sources: expect.arrayContaining([{ source: 'sirene', source_id: `${SIREN_C}00026`, siret: `${SIREN_C}00026`, disparue: false }]),
      },
    });
  });

  it('is accepted by staff: the bakery is the claimant’s, mailed and audited; a second decision is 409', async () => {
    const listing = await insertListing('Le Fournil Accepté');
    expect((await claim(bruno, listing)).statusCode).toBe(202);
    const claimId = await pendingIdOf(listing, bruno);
    const accepted = await adminRequest(t.app, staff, 'POST', `/api/admin/revendications/${claimId}/accepter/`, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ detail: CLAIM_MESSAGES.accepted });
    const state = await bakeryState(listing);
    expect(state.proprietaire_id).toBe(bruno.id);
    expect(state.times.every((time) => time !== null)).toBe(true);
    expect(await claimsOf(listing)).toEqual([expect.objectContaining({ status: 'acceptee', decided_by: staff.id })]);
    const mails = await mailsTo(bruno.email);
    expect(mails.map((mail) => mail.subject)).toContain('Le Fournil Accepté est à vous sur Fournil');
    expect(mails.find((mail) => mail.subject.startsWith('Le Fournil Accepté'))?.text_body).toContain(`/boulangeries/${listing}`);
    expect(await auditOf('accept_claim', claimId)).toEqual([
      { actor_id: staff.id, after: { statut: 'acceptee', boulangerie: listing, proprietaire_id: bruno.id } },
    ]);
    const again = await adminRequest(t.app, staff, 'POST', `/api/admin/revendications/${claimId}/accepter/`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: CLAIM_MESSAGES.staffAlreadyDecided });
  });

  it('is refused by staff with a reason, told by mail and audited; the listing stays a listing', async () => {
    const listing = await insertListing('Le Fournil Refusé');
    expect((await claim(chloe, listing)).statusCode).toBe(202);
    const claimId = await pendingIdOf(listing, chloe);
    const tooLong = await adminRequest(t.app, staff, 'POST', `/api/admin/revendications/${claimId}/refuser/`, { motif: 'x'.repeat(1001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ motif: [CLAIM_MESSAGES.reasonTooLong] });
    const refused = await adminRequest(t.app, staff, 'POST', `/api/admin/revendications/${claimId}/refuser/`, {
      motif: 'Le SIREN ne correspond pas à cette adresse.',
    });
    expect(refused.statusCode, refused.body).toBe(200);
    expect((await bakeryState(listing)).proprietaire_id).toBeNull();
    expect(await claimsOf(listing)).toEqual([
      expect.objectContaining({ status: 'refusee', reason: 'Le SIREN ne correspond pas à cette adresse.' }),
    ]);
    const mail = (await mailsTo(chloe.email)).find((item) => item.subject === 'Votre demande pour Le Fournil Refusé – Fournil');
    expect(mail?.text_body).toContain('Motif : Le SIREN ne correspond pas à cette adresse.');
    expect(await auditOf('refuse_claim', claimId)).toEqual([
      { actor_id: staff.id, after: { statut: 'refusee', motif: 'Le SIREN ne correspond pas à cette adresse.' } },
    ]);
    // Refused, the owner may ask again: a new pending claim.
    expect((await claim(chloe, listing)).statusCode).toBe(202);
    expect((await claimsOf(listing)).map((row) => row.status)).toEqual(['refusee', 'en_attente']);
  });

  it('cannot be accepted once the bakery got an owner meanwhile (409), and is then refused', async () => {
    const listing = await insertListing('Fiche disputée', [`${SIREN_A}00041`]);
    expect((await claim(bruno, listing)).statusCode).toBe(202);
    const claimId = await pendingIdOf(listing, bruno);
    expect((await claim(alice, listing)).statusCode).toBe(200);
    const late = await adminRequest(t.app, staff, 'POST', `/api/admin/revendications/${claimId}/accepter/`, {});
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ detail: CLAIM_MESSAGES.staffBakeryClaimed });
    expect((await bakeryState(listing)).proprietaire_id).toBe(alice.id);
    const listed = (await staffList()).find((item) => item.id === claimId);
    expect(listed).toMatchObject({ statut: 'en_attente', boulangerie: { revendiquee: true } });
    expect((await adminRequest(t.app, staff, 'POST', `/api/admin/revendications/${claimId}/refuser/`, {})).statusCode).toBe(200);
  });

  it('answers staff 404 for an unknown claim and 400 for a bad id', async () => {
    const unknown = await adminRequest(t.app, staff, 'POST', '/api/admin/revendications/999999/accepter/', {});
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: CLAIM_MESSAGES.staffNotFound });
    expect((await adminRequest(t.app, staff, 'POST', '/api/admin/revendications/abc/refuser/', {})).statusCode).toBe(400);
  });
});

describe('deleting the account of a claimed listing’s owner (decision 019, "Claims and deletion")', () => {
  it('returns the bakery to a listing: same id, owner’s additions gone, sources kept, flag times null, favourites kept', async () => {
    const leaving = await signUpOwner(t.app, 'revendic-partant', '512345679');
    const listing = await insertListing('Fournil du Départ', ['51234567900015']);
    expect((await claim(leaving, listing)).statusCode).toBe(200);
    // What the owner added (their edit screen writes these columns; a photo row as an upload leaves it).
    await db().execute(
      sql`UPDATE bakeries SET description_courte = 'Pain au levain', presentation = 'Notre histoire' WHERE id = ${listing}`,
    );
    await db().execute(sql`INSERT INTO bakery_images (bakery_id, image) VALUES (${listing}, 'bakeries/inexistante.webp')`);
    expect((await t.app.inject({ method: 'PUT', url: `/api/favoris/${listing}/`, headers: bearer(visitor.access) })).statusCode).toBe(200);

    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/auth/delete/',
      headers: bearer(leaving.access),
      payload: { password: PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);

    const state = await bakeryState(listing);
    expect(state).toEqual({ proprietaire_id: null, times: [null, null, null, null, null], description_courte: '', presentation: '' });
    const [sources] = await rowsOf<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM bakery_sources WHERE bakery_id = ${listing}`);
    expect(sources?.n).toBe(2);
    const [photos] = await rowsOf<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM bakery_images WHERE bakery_id = ${listing}`);
    expect(photos?.n).toBe(0);
    const detail = await t.app.inject({ method: 'GET', url: `/api/boulangeries/${listing}/public/` });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ id: listing, nom: 'Fournil du Départ', telephone_boulangerie: '' });
    expect(
      ((await t.app.inject({ method: 'GET', url: '/api/favoris/', headers: bearer(visitor.access) })).json() as { ids: number[] }).ids,
    ).toContain(listing);
    expect(await claimsOf(listing)).toEqual([]);
    // A listing again: anyone may claim it.
    expect((await claim(bruno, listing)).statusCode).toBe(202);
  });
});
