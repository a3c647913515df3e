// Manager invitations (docs/bakery-management.md, "Managers and invitations"): the mail and its
// single-use link, acceptance by the invited account only, expiry, concurrency, each owner's
// candidate list, and removal.
import { Writable } from 'node:stream';
import { BAKERY_MESSAGES, INVITATION_MESSAGES, INVITATION_TTL_DAYS, formatDateFr } from '@fournil/shared';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOO_MANY_ATTEMPTS } from '../../../src/plugins/rate-limit/index.js';
import { redactUrl, serializeRequest } from '../../../src/lib/redact-url.js';
import { sha256Hex } from '../../../src/lib/secure-token.js';
import { bearer, mailsTo, waitForMail } from '../../testing/auth-helpers.js';
import { CENTER, insertBakery } from '../../testing/bakery-fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/helper.js';
import {
  DEMO_BAKERY_SIRENS,
  INVITATION_SUBJECT,
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

const INVITE_LIMIT = 40;

describe('manager invitations', () => {
  let t: TestApp;
  let owner: Account;
  let otherOwner: Account;
  let bakery: { id: number; nom: string };
  let otherBakery: { id: number; nom: string };

  beforeAll(async () => {
    t = await buildTestApp(PRO_TEST_ENV, { rateLimits: { inviteManagerAccount: { max: INVITE_LIMIT } } });
    owner = await signUpOwner(t.app, 'proprio', DEMO_BAKERY_SIRENS[0]);
    otherOwner = await signUpOwner(t.app, 'concurrent', DEMO_BAKERY_SIRENS[1]);
    bakery = await insertBakery(t.database.db, owner.id, { nom: 'Au Bon Levain', position: CENTER, ville: 'Paris' });
    otherBakery = await insertBakery(t.database.db, otherOwner.id, { nom: 'La Mie d’Ailleurs', position: CENTER });
  });
  afterAll(async () => t?.close());

  const responsableOf = async (bakeryId: number): Promise<number | null> => {
    const [row] = await rowsOf<{ responsable_id: number | null }>(
      t.database.db,
      sql`SELECT responsable_id FROM bakeries WHERE id = ${bakeryId}`,
    );
    return row!.responsable_id;
  };
  const preview = (token: string) => t.app.inject({ method: 'GET', url: `/api/invitations/${token}/` });
  const profile = async (account: Account) =>
    (await t.app.inject({ method: 'GET', url: '/api/auth/user/', headers: bearer(account.access) })).json();
  const candidates = (account: Account) =>
    t.app.inject({ method: 'GET', url: '/api/utilisateurs/responsables/', headers: bearer(account.access) });

  describe('POST /api/boulangeries/inviter-responsable/', () => {
    it('mails a French invitation with a working single-use link and answers "Invitation envoyée à …"', async () => {
      const response = await invite(t.app, owner, bakery.id, 'camille@fournil.test');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ detail: 'Invitation envoyée à camille@fournil.test.' });

      const mail = await waitForMail(t.app, 'camille@fournil.test', INVITATION_SUBJECT);
      expect(mail.subject).toBe('Invitation à gérer Au Bon Levain – Fournil');
      expect(mail.text).toContain('proprio vous invite à devenir responsable de la boulangerie « Au Bon Levain » (Paris)');
      const expiry = formatDateFr(new Date(Date.now() + INVITATION_TTL_DAYS * 24 * 3600_000));
      expect(mail.text).toContain(`valable jusqu’au ${expiry}`);
      expect(mail.text).toContain('Inscrivez-vous avec cette adresse');
      const link = mail.links.find((candidate) => candidate.includes('/invite/accepter/'))!;
      expect(link).toMatch(new RegExp(`^${t.app.config.appUrl}/invite/accepter/[A-Za-z0-9_-]{43}$`));
      expect(mail.html).toContain(link);

      // Stored hashed: the database never holds the link's token.
      const token = link.split('/').pop()!;
      const rows = await rowsOf<{ token_hash: string }>(
        t.database.db,
        sql`SELECT token_hash FROM manager_invitations WHERE email = 'camille@fournil.test'`,
      );
      expect(rows).toEqual([{ token_hash: sha256Hex(token) }]);

      const shown = await preview(token);
      expect(shown.statusCode).toBe(200);
      expect(shown.json()).toEqual({
        boulangerie: { id: bakery.id, nom: 'Au Bon Levain', ville: 'Paris' },
        email_masque: 'c***@fournil.test',
        // In full while the link can be used: the registration form fills and locks it.
        email: 'camille@fournil.test',
        expire_le: expect.any(String),
        statut: 'valide',
      });
      const expiresIn = new Date(shown.json().expire_le).getTime() - Date.now();
      expect(expiresIn).toBeGreaterThan((INVITATION_TTL_DAYS * 24 - 1) * 3600_000);
      expect(expiresIn).toBeLessThanOrEqual(INVITATION_TTL_DAYS * 24 * 3600_000);
    });

    it('refuses an empty address, a missing bakery, an unknown bakery and another owner’s bakery', async () => {
      const empty = await t.app.inject({
        method: 'POST',
        url: '/api/boulangeries/inviter-responsable/',
        headers: bearer(owner.access),
        payload: { email: '  ', boulangerie_id: bakery.id },
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual({ email: [BAKERY_MESSAGES.inviteEmailRequired] });

      const noBakery = await t.app.inject({
        method: 'POST',
        url: '/api/boulangeries/inviter-responsable/',
        headers: bearer(owner.access),
        payload: { email: 'x@fournil.test' },
      });
      expect(noBakery.statusCode).toBe(400);
      expect(noBakery.json()).toEqual({ boulangerie_id: [BAKERY_MESSAGES.inviteBakeryFirst] });

      const unknown = await invite(t.app, owner, 999_999, 'x@fournil.test');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ detail: BAKERY_MESSAGES.notFound });

      const foreign = await invite(t.app, owner, otherBakery.id, 'intrus@fournil.test');
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json()).toEqual({ detail: 'Non autorisé' });
      expect(await mailsTo(t.app, 'intrus@fournil.test')).toEqual([]);
    });

    it('refuses to invite the owner’s own address, whatever its case', async () => {
      const response = await invite(t.app, owner, bakery.id, owner.email.toUpperCase());
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: INVITATION_MESSAGES.ownerCannotManage });
      expect((await mailsTo(t.app, owner.email)).filter((mail) => INVITATION_SUBJECT.test(mail.subject))).toEqual([]);
    });

    it('needs a verified SIREN', async () => {
      const unverified = await signUp(t.app, 'sanssiren');
      const response = await invite(t.app, unverified, bakery.id, 'y@fournil.test');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: BAKERY_MESSAGES.sirenRequired });
    });
  });

  describe('POST /api/invitations/:token/accepter/', () => {
    let camille: Account;

    it('lets an invitee without an account register, confirm, then accept', async () => {
      const token = await invitationToken(t.app, 'camille@fournil.test');
      camille = await signUp(t.app, 'camille');
      expect((await profile(camille)).is_responsable).toBe(false);

      const response = await accept(t.app, camille, token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        detail: 'Vous êtes maintenant responsable du Bon Levain.',
        boulangerie: { id: bakery.id, nom: 'Au Bon Levain' },
      });
      expect(await responsableOf(bakery.id)).toBe(camille.id);
      expect((await profile(camille)).is_responsable).toBe(true);
      expect((await preview(token)).json().statut).toBe('utilisee');
    });

    it('refuses a link used twice with 409 and changes nothing', async () => {
      const token = await invitationToken(t.app, 'camille@fournil.test');
      // The owner has since removed the manager: replaying the link must not bring them back.
      await t.database.db.execute(sql`UPDATE bakeries SET responsable_id = NULL WHERE id = ${bakery.id}`);
      const again = await accept(t.app, camille, token);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ detail: INVITATION_MESSAGES.used });
      expect(await responsableOf(bakery.id)).toBeNull();
    });

    it('refuses an expired link with 410 and changes nothing', async () => {
      await invite(t.app, owner, bakery.id, 'dominique@fournil.test');
      const token = await invitationToken(t.app, 'dominique@fournil.test');
      const dominique = await signUp(t.app, 'dominique');
      await t.database.db.execute(
        sql`UPDATE manager_invitations SET expires_at = now() - interval '1 minute' WHERE token_hash = ${sha256Hex(token)}`,
      );

      expect((await preview(token)).json().statut).toBe('expiree');
      const response = await accept(t.app, dominique, token);
      expect(response.statusCode).toBe(410);
      expect(response.json()).toEqual({ detail: INVITATION_MESSAGES.expired });
      expect(await responsableOf(bakery.id)).toBeNull();
      expect((await profile(dominique)).is_responsable).toBe(false);
      expect((await preview(token)).json().statut).toBe('expiree');
    });

    it('tells another signed-in account the link is not theirs (403) and changes nothing', async () => {
      await invite(t.app, owner, bakery.id, 'Eve@Fournil.test');
      const token = await invitationToken(t.app, 'eve@fournil.test');
      const mallory = await signUp(t.app, 'mallory');

      const response = await accept(t.app, mallory, token);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        detail: 'Cette invitation a été envoyée à E***@Fournil.test : connectez-vous avec ce compte pour l’accepter.',
      });
      expect(response.body).not.toContain('Eve@Fournil.test');
      expect(await responsableOf(bakery.id)).toBeNull();
      expect((await profile(mallory)).is_responsable).toBe(false);
      expect((await preview(token)).json().statut).toBe('valide');

      // The invited address, in another case, still accepts.
      const eve = await signUp(t.app, 'eve');
      expect((await accept(t.app, eve, token)).statusCode).toBe(200);
      expect(await responsableOf(bakery.id)).toBe(eve.id);
    });

    it('needs a signed-in user (401) but no SIREN', async () => {
      await invite(t.app, owner, bakery.id, 'gaspard@fournil.test');
      const token = await invitationToken(t.app, 'gaspard@fournil.test');
      const anonymous = await accept(t.app, null, token);
      expect(anonymous.statusCode).toBe(401);
      expect((await preview(token)).json().statut).toBe('valide');
    });

    it('accepts exactly once when the same link is sent five times at once', async () => {
      await invite(t.app, owner, bakery.id, 'frank@fournil.test');
      const token = await invitationToken(t.app, 'frank@fournil.test');
      const frank = await signUp(t.app, 'frank');
      const responses = await Promise.all(Array.from({ length: 5 }, () => accept(t.app, frank, token)));
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([200, 409, 409, 409, 409]);
      expect(await responsableOf(bakery.id)).toBe(frank.id);
      expect(await rowsOf(t.database.db, sql`SELECT owner_id FROM owner_managers WHERE manager_id = ${frank.id}`)).toEqual([
        { owner_id: owner.id },
      ]);
    });

    it('refuses the bakery’s own owner (400), even with a link addressed to them', async () => {
      // The invite endpoint refuses the owner's address; a row written some other way must not slip through.
      const token = 'owner-link-abcdefghijklmnopqrstuvwxyz0123456';
      await t.database.db.execute(
        sql`INSERT INTO manager_invitations (bakery_id, invited_by_id, email, token_hash, expires_at)
            VALUES (${bakery.id}, ${owner.id}, ${owner.email}, ${sha256Hex(token)}, now() + interval '1 day')`,
      );
      const before = await responsableOf(bakery.id);
      const response = await accept(t.app, owner, token);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: INVITATION_MESSAGES.ownerCannotManage });
      expect(await responsableOf(bakery.id)).toBe(before);
      expect((await preview(token)).json().statut).toBe('valide');
    });

    it('answers 404 "Invitation introuvable." for an unknown or malformed token', async () => {
      const henri = await signUp(t.app, 'henri');
      for (const token of ['A'.repeat(43), 'court', 'pas%20un%20jeton']) {
        const shown = await preview(token);
        expect(shown.statusCode).toBe(404);
        expect(shown.json()).toEqual({ detail: INVITATION_MESSAGES.notFound });
        const accepted = await accept(t.app, henri, token);
        expect(accepted.statusCode).toBe(404);
        expect(accepted.json()).toEqual({ detail: INVITATION_MESSAGES.notFound });
      }
    });
  });

  describe('GET /api/utilisateurs/responsables/', () => {
    it('lists only the managers who accepted this owner’s invitations, never another owner’s', async () => {
      const gus = await signUp(t.app, 'gus');
      await makeManager(t.app, otherOwner, otherBakery.id, gus);

      const mine = await candidates(owner);
      expect(mine.statusCode).toBe(200);
      expect(mine.json().map((candidate: { username: string }) => candidate.username)).toEqual(['camille', 'eve', 'frank']);
      for (const candidate of mine.json()) expect(Object.keys(candidate).sort()).toEqual(['email', 'id', 'username']);
      expect(mine.body).not.toContain('gus');
      // Invited but never accepted (gaspard), refused (mallory) or expired (dominique): not candidates.
      expect(mine.body).not.toMatch(/gaspard|mallory|dominique/);

      const theirs = await candidates(otherOwner);
      expect(theirs.json()).toEqual([{ id: gus.id, email: 'gus@fournil.test', username: 'gus' }]);
    });

    it('needs a verified SIREN', async () => {
      const manager = await signUp(t.app, 'ines');
      const response = await candidates(manager);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: BAKERY_MESSAGES.sirenRequired });
    });
  });

  describe('removing a manager', () => {
    it('takes the bakery away at once: the manager’s next toggle gets 403, and they stay a candidate', async () => {
      const jules = await signUp(t.app, 'jules');
      await makeManager(t.app, owner, bakery.id, jules);
      const toggle = () =>
        t.app.inject({
          method: 'PATCH',
          url: `/api/cotepro/ma-boulangerie-responsable/${bakery.id}/`,
          headers: bearer(jules.access),
          payload: { disponibilite_pain: false },
        });
      expect((await toggle()).statusCode).toBe(200);

      const removed = await t.app.inject({
        method: 'PATCH',
        url: `/api/cotepro/ma-boulangerie/${bakery.id}/`,
        headers: bearer(owner.access),
        payload: { responsable: null },
      });
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toMatchObject({ id: bakery.id, responsable: null, responsable_obj: null });

      const refused = await toggle();
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ detail: 'Non autorisé' });
      expect(await responsableOf(bakery.id)).toBeNull();
      expect((await profile(jules)).is_responsable).toBe(false);
      expect((await candidates(owner)).json().map((candidate: { username: string }) => candidate.username)).toContain('jules');
    });
  });

  describe('abuse', () => {
    it(`limits invitations per account (${INVITE_LIMIT} an hour here) without blocking other owners`, async () => {
      const busy = await signUpOwner(t.app, 'presse', DEMO_BAKERY_SIRENS[2]);
      const busyBakery = await insertBakery(t.database.db, busy.id, { nom: 'Pressé', position: CENTER });
      let refused: Awaited<ReturnType<typeof invite>> | undefined;
      for (let attempt = 0; attempt <= INVITE_LIMIT && !refused; attempt += 1) {
        const response = await invite(t.app, busy, busyBakery.id, `spam${attempt}@fournil.test`);
        if (response.statusCode === 429) refused = response;
        else expect(response.statusCode).toBe(200);
      }
      expect(refused?.json()).toEqual({ detail: TOO_MANY_ATTEMPTS });
      expect((await invite(t.app, otherOwner, otherBakery.id, 'ok@fournil.test')).statusCode).toBe(200);
    });
  });
});

describe('request log', () => {
  const token = 'S3cr3t-T0ken_abcdefghijklmnopqrstuvwxyz012';

  it('replaces the token of an invitation, confirmation or reset link by [secret]', () => {
    expect(redactUrl(`/invite/accepter/${token}`)).toBe('/invite/accepter/[secret]');
    expect(redactUrl(`/api/invitations/${token}/`)).toBe('/api/invitations/[secret]/');
    expect(redactUrl(`/api/invitations/${token}/accepter/?x=1`)).toBe('/api/invitations/[secret]/accepter/?x=1');
    expect(redactUrl(`/email-confirmation/${token}`)).toBe('/email-confirmation/[secret]');
    expect(redactUrl(`/reset-password/MTI/${token}`)).toBe('/reset-password/MTI/[secret]');
    // Other addresses keep their path; positions are rounded to about 1 km (docs/privacy.md).
    expect(redactUrl('/api/boulangeries/?lat=1&rayon=2')).toBe('/api/boulangeries/?lat=1.00&rayon=2');
    expect(redactUrl('/api/boulangeries/?rayon=2')).toBe('/api/boulangeries/?rayon=2');
  });

  it('is what Fastify logs for each request (the serializer app.ts installs)', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream, serializers: { req: serializeRequest } } });
    app.get('/api/invitations/:token/', async () => ({}));
    await app.inject({ method: 'GET', url: `/api/invitations/${token}/` });
    await app.close();
    expect(lines.join('')).toContain('"url":"/api/invitations/[secret]/"');
    expect(lines.join('')).not.toContain(token);
  });
});
