// Secrets do not linger: a delivered mail loses its links, and the scheduled purge deletes expired
// links, dead sessions and old mails while keeping everything still in use.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  alerts,
  auditLog,
  captchaChallenges,
  contactMessages,
  emailConfirmations,
  mailOutbox,
  managerInvitations,
  passwordResetTokens,
  pushSubscriptions,
  refreshTokens,
  users,
  visitorReports,
} from '../../../src/db/schema/index.js';
import { RETENTION, purgeExpired } from '../../../src/modules/retention/service.js';
import { enqueueMail } from '../../../src/modules/mail/outbox.js';
import { SCRUBBED_BODY } from '../../../src/modules/mail/worker.js';
import type { MailTransport, OutgoingMail } from '../../../src/providers/mail/index.js';
import { insertBakery, insertOwner } from '../../testing/bakery-fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/helper.js';
import { PRODUCTION_ENV } from '../../testing/production-env.js';

const DAY = 24 * 60 * 60_000;
const NOW = new Date();
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs);
const hash = () => crypto.randomBytes(32).toString('hex');

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('a delivered mail in production', () => {
  let t: TestApp;
  const delivered: OutgoingMail[] = [];
  const transport: MailTransport = { kind: 'smtp', send: async (mail) => void delivered.push(mail), close: async () => {} };
  beforeAll(async () => {
    t = await buildTestApp(PRODUCTION_ENV, { providers: { mailTransport: transport }, mail: { pollIntervalMs: 100 } });
  });
  afterAll(async () => t?.close());

  it('keeps its subject and recipient, not its link', async () => {
    const link = 'https://fournil.example/reset-password/7/un-jeton-secret';
    await enqueueMail(t.database.db, {
      to: 'lea@example.fr',
      subject: 'Réinitialisation',
      text: `Lien : ${link}`,
      html: `<a href="${link}">lien</a>`,
    });
    t.app.mailWorker.wake();
    const row = await waitFor(async () => {
      const [candidate] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'lea@example.fr'));
      return candidate?.status === 'sent' ? candidate : undefined;
    });
    // The recipient got the link; the database no longer has it.
    expect(delivered.map((mail) => mail.text)).toEqual([`Lien : ${link}`]);
    expect(row).toMatchObject({ subject: 'Réinitialisation', toAddress: 'lea@example.fr', textBody: SCRUBBED_BODY });
    expect(row.htmlBody).not.toContain('un-jeton-secret');
  });
});

describe('the purge of expired data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t?.close());

  it('removes what can no longer be used and keeps what still can', async () => {
    const db = t.database.db;
    const userId = await insertOwner(db);
    const bakery = await insertBakery(db, userId, { nom: 'Au Bon Levain', position: null });
    const bakeryId = bakery.id;
    const longAgo = -(RETENTION.mailMs + DAY);

    const confirmation = (label: string, expiresAt: Date, usedAt: Date | null = null) => ({
      userId,
      keyHash: hash(),
      email: `${label}@example.fr`,
      expiresAt,
      usedAt,
    });
    await db
      .insert(emailConfirmations)
      .values([
        confirmation('expired-long-ago', at(-(RETENTION.linkGraceMs + DAY))),
        confirmation('used-long-ago', at(DAY), at(-(RETENTION.linkGraceMs + DAY))),
        confirmation('just-expired', at(-DAY)),
        confirmation('live', at(DAY)),
      ]);
    await db.insert(passwordResetTokens).values([
      { userId, tokenHash: hash(), expiresAt: at(-(RETENTION.linkGraceMs + DAY)) },
      { userId, tokenHash: hash(), expiresAt: at(DAY) },
    ]);

    const dead = crypto.randomUUID();
    const revoked = crypto.randomUUID();
    const live = crypto.randomUUID();
    const refresh = (familyId: string, expiresAt: Date, extra: Partial<typeof refreshTokens.$inferInsert> = {}) => ({
      userId,
      familyId,
      tokenHash: hash(),
      expiresAt,
      sessionExpiresAt: at(20 * DAY),
      ...extra,
    });
    await db.insert(refreshTokens).values([
      refresh(dead, at(-3 * DAY), { usedAt: at(-4 * DAY) }),
      refresh(dead, at(-2 * DAY)),
      refresh(revoked, at(DAY), { revokedAt: at(-2 * DAY) }),
      // A live session keeps its old, used tokens: presented again, they still revoke it.
      refresh(live, at(-5 * DAY), { usedAt: at(-6 * DAY) }),
      refresh(live, at(DAY)),
    ]);

    await db.insert(captchaChallenges).values([
      { key: hash(), answer: 'ABCD', expiresAt: at(-(RETENTION.captchaGraceMs + 60_000)) },
      { key: 'captcha-vivant', answer: 'ABCD', expiresAt: at(5 * 60_000) },
    ]);
    await db.insert(managerInvitations).values([
      {
        bakeryId,
        invitedById: userId,
        email: 'ancienne@example.fr',
        tokenHash: hash(),
        expiresAt: at(-(RETENTION.invitationGraceMs + DAY)),
      },
      { bakeryId, invitedById: userId, email: 'recente@example.fr', tokenHash: hash(), expiresAt: at(-DAY) },
      { bakeryId, invitedById: userId, email: 'valide@example.fr', tokenHash: hash(), expiresAt: at(DAY) },
    ]);
    const mail = (to: string, status: string, createdAt: Date, sentAt: Date | null) => ({
      toAddress: to,
      subject: 'S',
      textBody: 't',
      htmlBody: 'h',
      status,
      createdAt,
      sentAt,
    });
    await db.insert(mailOutbox).values([
      mail('vieux-envoye@example.fr', 'sent', at(longAgo), at(longAgo)),
      mail('vieux-echec@example.fr', 'failed', at(longAgo), null),
      mail('recent@example.fr', 'sent', at(-DAY), at(-DAY)),
      // An old mail still waiting for a retry is never dropped.
      mail('en-attente@example.fr', 'pending', at(longAgo), null),
    ]);

    const report = await purgeExpired(db, NOW);
    expect(report).toMatchObject({
      emailConfirmations: 2,
      passwordResetTokens: 1,
      refreshTokens: 3,
      captchaChallenges: 1,
      managerInvitations: 1,
      mails: 2,
    });

    expect((await db.select({ email: emailConfirmations.email }).from(emailConfirmations)).map((row) => row.email).sort()).toEqual([
      'just-expired@example.fr',
      'live@example.fr',
    ]);
    expect(await db.select().from(passwordResetTokens)).toHaveLength(1);
    const families = (await db.select({ familyId: refreshTokens.familyId }).from(refreshTokens)).map((row) => row.familyId);
    expect(families).toEqual([live, live]);
    expect((await db.select({ key: captchaChallenges.key }).from(captchaChallenges)).map((row) => row.key)).toEqual(['captcha-vivant']);
    expect((await db.select({ email: managerInvitations.email }).from(managerInvitations)).map((row) => row.email).sort()).toEqual([
      'recente@example.fr',
      'valide@example.fr',
    ]);
    expect((await db.select({ to: mailOutbox.toAddress }).from(mailOutbox)).map((row) => row.to).sort()).toEqual([
      'en-attente@example.fr',
      'recent@example.fr',
    ]);

    // Nothing left to purge: a second run (another instance) deletes nothing.
    expect(Object.values(await purgeExpired(db, NOW)).every((n) => n === 0)).toBe(true);
  });
});

describe('the purge of personal data past its retention (docs/privacy.md)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t?.close());

  it('deletes contact messages after a year and forgets their address after a month', async () => {
    const db = t.database.db;
    const message = (subject: string, createdAt: Date) => ({
      name: 'Léa',
      email: 'lea@example.fr',
      subject,
      message: 'Bonjour',
      ip: '203.0.113.7',
      createdAt,
    });
    await db
      .insert(contactMessages)
      .values([
        message('trop-vieux', at(-(RETENTION.contactMessageMs + DAY))),
        message('presque-un-an', at(-(RETENTION.contactMessageMs - DAY))),
        message('de-la-semaine', at(-(RETENTION.contactAddressMs - DAY))),
      ]);

    const report = await purgeExpired(db, NOW);
    expect(report).toMatchObject({ contactMessages: 1, contactAddresses: 1 });
    const rows = await db
      .select({ subject: contactMessages.subject, ip: contactMessages.ip })
      .from(contactMessages)
      .orderBy(contactMessages.id);
    expect(rows).toEqual([
      { subject: 'presque-un-an', ip: null },
      { subject: 'de-la-semaine', ip: '203.0.113.7' },
    ]);
    expect(await purgeExpired(db, NOW)).toMatchObject({ contactMessages: 0, contactAddresses: 0 });
  });

  it('deletes sign-ups never confirmed a week after their last link expired, and nothing else', async () => {
    const db = t.database.db;
    const signUp = async (label: string, joined: Date, extra: Partial<typeof users.$inferInsert> = {}) => {
      const [row] = await db
        .insert(users)
        .values({ username: label, email: `${label}@example.fr`, passwordHash: 'x', dateJoined: joined, ...extra })
        .returning({ id: users.id });
      return row!.id;
    };
    const old = at(-(RETENTION.unconfirmedAccountMs + 3 * DAY));
    const abandoned = await signUp('abandon', old);
    await db
      .insert(emailConfirmations)
      .values({ userId: abandoned, keyHash: hash(), email: 'abandon@example.fr', expiresAt: at(-(RETENTION.unconfirmedAccountMs + DAY)) });
    // Signed in again two days ago: a new link was sent, still within its week.
    const retried = await signUp('relance', old);
    await db.insert(emailConfirmations).values({ userId: retried, keyHash: hash(), email: 'relance@example.fr', expiresAt: at(DAY) });
    await signUp('recent', at(-DAY));
    await signUp('confirme', old, { emailVerified: true });
    await signUp('equipe', old, { isStaff: true });

    const report = await purgeExpired(db, NOW);
    expect(report.unconfirmedAccounts).toBe(1);
    const left = (await db.select({ username: users.username }).from(users)).map((row) => row.username);
    expect(left).not.toContain('abandon');
    expect(left).toEqual(expect.arrayContaining(['relance', 'recent', 'confirme', 'equipe']));
    expect(await db.select().from(emailConfirmations).where(eq(emailConfirmations.userId, abandoned))).toEqual([]);
  });

  it('deletes back-office audit entries after five years', async () => {
    const db = t.database.db;
    const entry = (entityId: string, createdAt: Date) => ({
      actorEmail: 'equipe@fournil.test',
      action: 'suspend',
      entityType: 'user',
      entityId,
      createdAt,
    });
    await db
      .insert(auditLog)
      .values([entry('ancien', at(-(RETENTION.auditEntryMs + DAY))), entry('recent', at(-(RETENTION.auditEntryMs - DAY)))]);
    expect((await purgeExpired(db, NOW)).auditEntries).toBe(1);
    expect((await db.select({ entityId: auditLog.entityId }).from(auditLog)).map((row) => row.entityId)).toEqual(['recent']);
  });

  it('deletes push alerts neither created nor sent for a year, then the subscriptions left without one', async () => {
    const db = t.database.db;
    const bakeryId = (await insertBakery(db, await insertOwner(db), { nom: 'Le Fournil des Alertes', position: null })).id;
    const subscription = async (name: string) =>
      (
        await db
          .insert(pushSubscriptions)
          .values({ endpoint: `https://fcm.googleapis.com/fcm/send/${name}`, p256dh: 'BPk3', auth: 'c2VjcmV0' })
          .returning({ id: pushSubscriptions.id })
      )[0]!.id;
    const [gone, kept] = [await subscription('oubliee'), await subscription('active')];
    const yearAgo = at(-(RETENTION.idleAlertMs + DAY));
    await db.insert(alerts).values([
      { subscriptionId: gone, bakeryId, kind: 'pain', createdAt: yearAgo },
      // Old, but sent last month: still wanted.
      { subscriptionId: kept, bakeryId, kind: 'pain', createdAt: yearAgo, lastSentAt: at(-30 * DAY) },
      { subscriptionId: kept, bakeryId, kind: 'ouverture', createdAt: yearAgo },
    ]);
    expect(await purgeExpired(db, NOW)).toMatchObject({ idleAlerts: 2, pushSubscriptions: 1 });
    expect((await db.select({ kind: alerts.kind }).from(alerts)).map((row) => row.kind)).toEqual(['pain']);
    expect((await db.select({ id: pushSubscriptions.id }).from(pushSubscriptions)).map((row) => row.id)).toEqual([kept]);
  });

  it('deletes visitors’ reports 30 days after they were made, with their hashed keys', async () => {
    const db = t.database.db;
    const bakeryId = (await insertBakery(db, await insertOwner(db), { nom: 'Le Fournil Signalé', position: null })).id;
    const report = (createdAt: Date) => ({
      bakeryId,
      type: 'pain',
      visitorKey: 'a'.repeat(64),
      addressKey: 'b'.repeat(64),
      createdAt,
      expiresAt: new Date(createdAt.getTime() + 3600_000),
      duringOpening: true,
    });
    const old = at(-(RETENTION.visitorReportMs + DAY));
    const recent = at(-(RETENTION.visitorReportMs - DAY));
    await db.insert(visitorReports).values([report(old), report(recent)]);
    expect(await purgeExpired(db, NOW)).toMatchObject({ visitorReports: 1 });
    expect((await db.select({ createdAt: visitorReports.createdAt }).from(visitorReports)).map((row) => row.createdAt.getTime())).toEqual([
      recent.getTime(),
    ]);
    expect(await purgeExpired(db, NOW)).toMatchObject({ visitorReports: 0 });
  });
});
