// The owner's control over managers and invitations (docs/bakery-management.md, "Managers and
// invitations"): pending invitations listed and cancelled, voided when the manager changes, a
// manager leaving a bakery, and a former manager dropped from the candidates.
import { BAKERY_MESSAGES, INVITATION_MESSAGES } from '@fournil/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, mailsTo, waitForMail } from '../../testing/auth-helpers.js';
import { CENTER, insertBakery } from '../../testing/bakery-fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/helper.js';
import { multipart } from '../../testing/multipart.js';
import {
  DEMO_BAKERY_SIRENS,
  PRO_TEST_ENV,
  accept,
  invitationToken,
  invite,
  makeManager,
  rowsOf,
  signUp,
  signUpOwner,
  type Account,
} from '../../testing/manager-fixtures.js';

describe('managers and invitations under the owner’s control', () => {
  let t: TestApp;
  let owner: Account;
  let otherOwner: Account;

  beforeAll(async () => {
    t = await buildTestApp(PRO_TEST_ENV);
    owner = await signUpOwner(t.app, 'maitre', DEMO_BAKERY_SIRENS[0]);
    otherOwner = await signUpOwner(t.app, 'voisin', DEMO_BAKERY_SIRENS[1]);
  });
  afterAll(async () => t?.close());

  const pending = (account: Account) =>
    t.app.inject({ method: 'GET', url: '/api/boulangeries/invitations/', headers: bearer(account.access) });
  const cancel = (account: Account, id: number) =>
    t.app.inject({ method: 'POST', url: `/api/boulangeries/invitations/${id}/annuler/`, headers: bearer(account.access) });
  const leave = (account: Account, bakeryId: number) =>
    t.app.inject({ method: 'POST', url: `/api/cotepro/ma-boulangerie-responsable/${bakeryId}/quitter/`, headers: bearer(account.access) });
  const candidates = async (account: Account) =>
    (await t.app.inject({ method: 'GET', url: '/api/utilisateurs/responsables/', headers: bearer(account.access) })).json() as {
      id: number;
    }[];
  const dropCandidate = (account: Account, id: number) =>
    t.app.inject({ method: 'DELETE', url: `/api/utilisateurs/responsables/${id}/`, headers: bearer(account.access) });
  const setManager = (account: Account, bakeryId: number, responsable: number | null) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/cotepro/ma-boulangerie/${bakeryId}/`,
      headers: bearer(account.access),
      payload: { responsable },
    });
  const preview = (token: string) => t.app.inject({ method: 'GET', url: `/api/invitations/${token}/` });
  const responsableOf = async (bakeryId: number) =>
    (await rowsOf<{ responsable_id: number | null }>(t.database.db, sql`SELECT responsable_id FROM bakeries WHERE id = ${bakeryId}`))[0]!
      .responsable_id;

  it('lists only the owner’s own pending invitations, with the address, bakery, sent and expiry dates', async () => {
    const bakery = await insertBakery(t.database.db, owner.id, { nom: 'Le Pétrin Listé', position: CENTER });
    const theirs = await insertBakery(t.database.db, otherOwner.id, { nom: 'Chez l’Autre', position: CENTER });
    expect((await invite(t.app, owner, bakery.id, 'liste@fournil.test')).statusCode).toBe(200);
    expect((await invite(t.app, otherOwner, theirs.id, 'ailleurs@fournil.test')).statusCode).toBe(200);
    // An expired one is no longer pending.
    expect((await invite(t.app, owner, bakery.id, 'perime@fournil.test')).statusCode).toBe(200);
    await t.database.db.execute(
      sql`UPDATE manager_invitations SET expires_at = now() - interval '1 minute' WHERE email = 'perime@fournil.test'`,
    );

    const response = await pending(owner);
    expect(response.statusCode).toBe(200);
    const rows = response.json() as { email: string; boulangerie: { nom: string }; envoyee_le: string; expire_le: string }[];
    expect(rows.map((row) => row.email)).toEqual(['liste@fournil.test']);
    expect(rows[0]!.boulangerie.nom).toBe('Le Pétrin Listé');
    expect(new Date(rows[0]!.expire_le).getTime()).toBeGreaterThan(new Date(rows[0]!.envoyee_le).getTime());
    expect((await pending(otherOwner)).json().map((row: { email: string }) => row.email)).toEqual(['ailleurs@fournil.test']);
  });

  it('cancels an invitation: the link then says it was cancelled and cannot be accepted; a stranger cannot cancel', async () => {
    const bakery = await insertBakery(t.database.db, owner.id, { nom: 'Le Four Annulé', position: CENTER });
    const invitee = await signUp(t.app, 'annulee');
    expect((await invite(t.app, owner, bakery.id, invitee.email)).statusCode).toBe(200);
    const token = await invitationToken(t.app, invitee.email);
    const id = ((await pending(owner)).json() as { id: number; email: string }[]).find((row) => row.email === invitee.email)!.id;

    const stranger = await cancel(otherOwner, id);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ detail: INVITATION_MESSAGES.notFound });
    expect((await preview(token)).json().statut).toBe('valide');

    const done = await cancel(owner, id);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ detail: 'Invitation annulée.' });
    expect((await pending(owner)).json().map((row: { email: string }) => row.email)).not.toContain(invitee.email);
    expect((await preview(token)).json().statut).toBe('annulee');
    const refused = await accept(t.app, invitee, token);
    expect(refused.statusCode).toBe(410);
    expect(refused.json()).toEqual({ detail: 'Cette invitation a été annulée par le propriétaire de la boulangerie.' });
    expect(await responsableOf(bakery.id)).toBeNull();
  });

  it('a used invitation cannot be cancelled', async () => {
    const bakery = await insertBakery(t.database.db, owner.id, { nom: 'Le Four Utilisé', position: CENTER });
    const invitee = await signUp(t.app, 'utilisee');
    expect((await invite(t.app, owner, bakery.id, invitee.email)).statusCode).toBe(200);
    const id = ((await pending(owner)).json() as { id: number; email: string }[]).find((row) => row.email === invitee.email)!.id;
    expect((await accept(t.app, invitee, await invitationToken(t.app, invitee.email))).statusCode).toBe(200);
    const response = await cancel(owner, id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: INVITATION_MESSAGES.used });
  });

  it('changing or removing the manager voids the bakery’s pending invitations, and only that bakery’s', async () => {
    const bakery = await insertBakery(t.database.db, owner.id, { nom: 'Le Levain Changé', position: CENTER });
    const untouched = await insertBakery(t.database.db, owner.id, { nom: 'Le Levain Tranquille', position: CENTER });
    const first = await signUp(t.app, 'premier');
    const second = await signUp(t.app, 'second');
    await makeManager(t.app, owner, bakery.id, first);
    await makeManager(t.app, owner, untouched.id, second);

    expect((await invite(t.app, owner, bakery.id, 'relais@fournil.test')).statusCode).toBe(200);
    expect((await invite(t.app, owner, untouched.id, 'ailleurs-relais@fournil.test')).statusCode).toBe(200);
    const token = await invitationToken(t.app, 'relais@fournil.test');
    // Sending the same manager again changes nothing.
    expect((await setManager(owner, bakery.id, first.id)).statusCode).toBe(200);
    expect((await preview(token)).json().statut).toBe('valide');
    // Changing the manager voids the link.
    expect((await setManager(owner, bakery.id, second.id)).statusCode).toBe(200);
    expect((await preview(token)).json().statut).toBe('annulee');
    const emails = (await pending(owner)).json().map((row: { email: string }) => row.email);
    expect(emails).toContain('ailleurs-relais@fournil.test');
    expect(emails).not.toContain('relais@fournil.test');

    // Removing the manager voids the invitations sent meanwhile.
    expect((await invite(t.app, owner, bakery.id, 'apres@fournil.test')).statusCode).toBe(200);
    const later = await invitationToken(t.app, 'apres@fournil.test');
    expect((await setManager(owner, bakery.id, null)).statusCode).toBe(200);
    expect((await preview(later)).json().statut).toBe('annulee');

    // The edit form's `responsable` part counts the same way: unchanged voids nothing, changed voids.
    const edit = (responsable: string) => {
      const body = multipart({ responsable });
      return t.app.inject({
        method: 'PATCH',
        url: `/api/cotepro/ma-boulangerie/${bakery.id}/`,
        headers: { ...bearer(owner.access), ...body.headers },
        payload: body.payload,
      });
    };
    expect((await invite(t.app, owner, bakery.id, 'formulaire@fournil.test')).statusCode).toBe(200);
    const formToken = await invitationToken(t.app, 'formulaire@fournil.test');
    expect((await edit('')).statusCode).toBe(200);
    expect((await preview(formToken)).json().statut).toBe('valide');
    expect((await edit(String(first.id))).statusCode).toBe(200);
    expect((await preview(formToken)).json().statut).toBe('annulee');
  });

  it('a manager leaves a bakery: no manager, no access at once, the owner is mailed; nobody else can call it', async () => {
    const bakery = await insertBakery(t.database.db, owner.id, { nom: 'La Mie Quittée', position: CENTER });
    const manager = await signUp(t.app, 'partant');
    const stranger = await signUp(t.app, 'passant');
    await makeManager(t.app, owner, bakery.id, manager);

    for (const account of [stranger, otherOwner, owner]) {
      const refused = await leave(account, bakery.id);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ detail: BAKERY_MESSAGES.notAuthorized });
    }
    expect((await leave(manager, 999_999)).statusCode).toBe(404);
    expect(await responsableOf(bakery.id)).toBe(manager.id);

    const left = await leave(manager, bakery.id);
    expect(left.statusCode).toBe(200);
    expect(left.json()).toEqual({ detail: 'Vous n’êtes plus responsable de la Mie Quittée.' });
    expect(await responsableOf(bakery.id)).toBeNull();
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/cotepro/ma-boulangerie-responsable/${bakery.id}/`,
      headers: bearer(manager.access),
      payload: { disponibilite_pain: true },
    });
    expect(patch.statusCode).toBe(403);
    const managed = await t.app.inject({
      method: 'GET',
      url: '/api/cotepro/mes-boulangeries-responsable/',
      headers: bearer(manager.access),
    });
    expect(managed.json()).toEqual([]);
    expect((await leave(manager, bakery.id)).statusCode).toBe(403);

    await waitForMail(t.app, owner.email, /ne gère plus La Mie Quittée/);
    const [mail] = (await mailsTo(t.app, owner.email)).filter((candidate) => /ne gère plus/.test(candidate.subject));
    expect(mail!.text).toContain('partant (partant@fournil.test) a quitté la gestion de la boulangerie « La Mie Quittée »');
    // The owner may still choose them again.
    expect((await candidates(owner)).map((row) => row.id)).toContain(manager.id);
  });

  it('drops a former manager from the candidates until they accept a new invitation', async () => {
    const bakery = await insertBakery(t.database.db, owner.id, { nom: 'Le Fournil Trié', position: CENTER });
    const former = await signUp(t.app, 'ancien');
    await makeManager(t.app, owner, bakery.id, former);

    const busy = await dropCandidate(owner, former.id);
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toEqual({ detail: INVITATION_MESSAGES.candidateStillManaging });
    expect((await setManager(owner, bakery.id, null)).statusCode).toBe(200);

    expect((await dropCandidate(otherOwner, former.id)).statusCode).toBe(404);
    const dropped = await dropCandidate(owner, former.id);
    expect(dropped.statusCode).toBe(200);
    expect(dropped.json()).toEqual({ detail: 'Responsable retiré de votre liste.' });
    expect((await candidates(owner)).map((row) => row.id)).not.toContain(former.id);
    const assign = await setManager(owner, bakery.id, former.id);
    expect(assign.statusCode).toBe(400);
    expect(assign.json()).toEqual({ responsable: [BAKERY_MESSAGES.unknownManager] });
    expect((await dropCandidate(owner, former.id)).statusCode).toBe(404);

    // A new accepted invitation brings them back.
    await makeManager(t.app, owner, bakery.id, former);
    expect((await candidates(owner)).map((row) => row.id)).toContain(former.id);
  });
});
