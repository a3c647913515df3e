// The person's data export (docs/privacy.md, "Export"): one JSON attachment with everything held
// about the signed-in person, and nothing about anybody else, and never a secret.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { alerts, auditLog, managerInvitations, pushSubscriptions, users } from '../../../src/db/schema/index.js';
import { insertContactMessage } from '../../testing/admin-fixtures.js';
import { bearer, login, registerConfirmed } from '../../testing/auth-helpers.js';
import { insertBakery, insertOwner } from '../../testing/bakery-fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/helper.js';

describe('GET /api/auth/export/', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ APP_URL: 'http://fournil.test' });
  });
  afterAll(async () => t?.close());

  it('gives the person everything held about them as a JSON attachment, and nothing about anybody else', async () => {
    await registerConfirmed(t.app, { username: 'helene', email: 'helene@example.fr' });
    const session = await login(t.app, 'helene@example.fr');
    const me = (await t.app.inject({ method: 'GET', url: '/api/auth/user/', headers: bearer(session.access) })).json() as { id: number };
    const db = t.database.db;
    await db
      .update(users)
      .set({ isProprietaire: true, siren: '732829320', sirenVerified: true, telephone: '06 11 22 33 44' })
      .where(eq(users.id, me.id));
    const mine = await insertBakery(db, me.id, { nom: 'Le Fournil d’Hélène', position: null });
    await insertContactMessage(t.app, {
      subject: 'Question d’Hélène',
      email: 'helene@example.fr',
      name: 'Hélène',
      userId: me.id,
      ip: '203.0.113.7',
    });
    await db.insert(managerInvitations).values({
      bakeryId: mine.id,
      invitedById: me.id,
      email: 'aide@example.fr',
      tokenHash: 'a'.repeat(64),
      expiresAt: new Date('2099-01-01'),
    });
    await db.insert(auditLog).values({
      actorEmail: 'equipe@fournil.test',
      action: 'suspend',
      entityType: 'user',
      entityId: String(me.id),
      before: { suspended_at: null },
      after: { suspended_at: '2026-11-01T10:00:00.000Z' },
    });

    // A push alert asked while signed in: the subscription is the account's (docs/alerts.md).
    const alertOn = async (userId: number, bakeryId: number, name: string) => {
      const [subscription] = await db
        .insert(pushSubscriptions)
        .values({ endpoint: `https://fcm.googleapis.com/fcm/send/${name}`, p256dh: 'p'.repeat(87), auth: `auth-secret-${name}`, userId })
        .returning({ id: pushSubscriptions.id });
      await db.insert(alerts).values({ subscriptionId: subscription!.id, bakeryId, kind: 'pain' });
    };
    await alertOn(me.id, mine.id, 'helene');

    // Somebody else, with a bakery, a message and an invitation of their own.
    const other = await insertOwner(db);
    const [otherRow] = await db.select({ email: users.email, username: users.username }).from(users).where(eq(users.id, other));
    const theirs = await insertBakery(db, other, { nom: 'Boulangerie Voisine Secrète', position: null });
    await insertContactMessage(t.app, { subject: 'Message du voisin', email: otherRow!.email, userId: other });
    await db.insert(managerInvitations).values({
      bakeryId: theirs.id,
      invitedById: other,
      email: 'inconnu@example.fr',
      tokenHash: 'b'.repeat(64),
      expiresAt: new Date('2099-01-01'),
    });
    await alertOn(other, theirs.id, 'voisin');
    await db.insert(auditLog).values({
      actorEmail: 'equipe@fournil.test',
      action: 'suspend',
      entityType: 'user',
      entityId: String(other),
      before: null,
      after: null,
    });

    const response = await t.app.inject({ method: 'GET', url: '/api/auth/export/', headers: bearer(session.access) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="fournil-mes-donnees-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers['cache-control']).toBe('no-store');

    const data = response.json();
    expect(data).toMatchObject({
      format: 'fournil-export-1',
      profil: {
        id: me.id,
        username: 'helene',
        email: 'helene@example.fr',
        siren: '732829320',
        telephone: '06 11 22 33 44',
        derniere_connexion: expect.any(String),
      },
      boulangeries_possedees: [{ id: mine.id, nom: 'Le Fournil d’Hélène' }],
      boulangeries_gerees: [],
      alertes: [{ boulangerie_id: mine.id, boulangerie_nom: 'Le Fournil d’Hélène', type: 'pain', la_nuit: false, dernier_envoi: null }],
      campagnes: [],
      paiements: [],
      factures: [],
      invitations_envoyees: [
        { boulangerie: { id: mine.id, nom: 'Le Fournil d’Hélène' }, email: 'aide@example.fr', acceptee_le: null, annulee_le: null },
      ],
      invitations_recues: [],
      messages_de_contact: [{ sujet: 'Question d’Hélène', email: 'helene@example.fr', adresse_ip: '203.0.113.7' }],
      actions_de_l_equipe: [{ action: 'suspend', apres: { suspended_at: '2026-11-01T10:00:00.000Z' } }],
    });
    expect(data.sessions).toEqual([expect.objectContaining({ ouverte_le: expect.any(String), fermee: false })]);
    expect(data.acces_regie).toBeDefined();

    // Nothing of the other person, and no secret of anyone: hashes, tokens, who on staff acted.
    for (const foreign of [
      otherRow!.email,
      otherRow!.username,
      'Boulangerie Voisine Secrète',
      'Message du voisin',
      'inconnu@example.fr',
      'equipe@fournil.test',
    ]) {
      expect(response.body, foreign).not.toContain(foreign);
    }
    for (const secret of [
      '$argon2',
      'a'.repeat(64),
      session.refresh,
      'password',
      'token',
      'auth-secret-',
      'fcm.googleapis.com',
      'p'.repeat(87),
    ])
      expect(response.body, secret).not.toContain(secret);
  });

  it('needs a signed-in person', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/export/' })).statusCode).toBe(401);
  });
});

describe('GET /api/auth/export/, the file name', () => {
  let t: TestApp;
  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    t = await buildTestApp({ APP_URL: 'http://fournil.test' });
  });
  afterAll(async () => {
    await t?.close();
    vi.useRealTimers();
  });

  it('is dated with the Paris day: 23:30 UTC on 26 November is already the 27th in Paris', async () => {
    await registerConfirmed(t.app, { username: 'minuit', email: 'minuit@example.fr' });
    const exportAt = async (instant: string) => {
      vi.setSystemTime(new Date(instant));
      const session = await login(t.app, 'minuit@example.fr');
      const response = await t.app.inject({ method: 'GET', url: '/api/auth/export/', headers: bearer(session.access) });
      expect(response.statusCode).toBe(200);
      return response.headers['content-disposition'];
    };
    expect(await exportAt('2026-11-26T22:30:00Z')).toBe('attachment; filename="fournil-mes-donnees-2026-11-26.json"');
    expect(await exportAt('2026-11-26T23:30:00Z')).toBe('attachment; filename="fournil-mes-donnees-2026-11-27.json"');
    // Summer time: Paris is two hours ahead.
    expect(await exportAt('2027-07-14T22:30:00Z')).toBe('attachment; filename="fournil-mes-donnees-2027-07-15.json"');
  });
});
