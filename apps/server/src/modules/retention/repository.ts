// SQL of the purge: one DELETE per kind of expired row, each idempotent.
import { and, eq, gte, inArray, isNotNull, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  alerts,
  auditLog,
  bakeries,
  captchaChallenges,
  contactMessages,
  emailConfirmations,
  invoices,
  mailOutbox,
  managerInvitations,
  passwordResetTokens,
  payments,
  pushSubscriptions,
  refreshTokens,
  twoFactorLoginTickets,
  users,
  visitorReportMailDays,
  visitorReports,
} from '../../db/schema/index.js';

export type PurgeReport = {
  emailConfirmations: number;
  passwordResetTokens: number;
  refreshTokens: number;
  captchaChallenges: number;
  twoFactorTickets: number;
  managerInvitations: number;
  mails: number;
  contactMessages: number;
  contactAddresses: number;
  unconfirmedAccounts: number;
  auditEntries: number;
  idleAlerts: number;
  visitorReports: number;
  pushSubscriptions: number;
};

/** The instants before which each kind of row goes (service.ts computes them from RETENTION). */
export type PurgeCutoffs = {
  links: Date;
  refreshTokens: Date;
  captchas: Date;
  invitations: Date;
  mails: Date;
  contactMessages: Date;
  contactAddresses: Date;
  /** Sign-ups older than this whose last confirmation link expired before it too. */
  unconfirmedAccounts: Date;
  auditEntries: Date;
  /** Alerts neither created nor sent since then (docs/alerts.md, "Limits"). */
  idleAlerts: Date;
  /** Visitors' reports made before this (they stopped counting 2 hours after at most). */
  visitorReports: Date;
};

export async function deleteExpired(db: Db, cutoffs: PurgeCutoffs): Promise<PurgeReport> {
  const refreshCutoff = sql`${cutoffs.refreshTokens.toISOString()}::timestamptz`;
  const mailCutoff = sql`${cutoffs.mails.toISOString()}::timestamptz`;

  const confirmations = await db
    .delete(emailConfirmations)
    .where(or(lt(emailConfirmations.expiresAt, cutoffs.links), lt(emailConfirmations.usedAt, cutoffs.links)))
    .returning({ id: emailConfirmations.id });
  const resets = await db
    .delete(passwordResetTokens)
    .where(or(lt(passwordResetTokens.expiresAt, cutoffs.links), lt(passwordResetTokens.usedAt, cutoffs.links)))
    .returning({ id: passwordResetTokens.id });
  // A live family keeps all its rows: an old token presented again must still revoke it. (bool_and
  // skips NULLs: a token never revoked must count as "not dead", hence the coalesce.)
  const deadFamilies = db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .groupBy(refreshTokens.familyId)
    .having(
      sql`bool_and(${refreshTokens.expiresAt} < ${refreshCutoff} OR ${refreshTokens.sessionExpiresAt} < ${refreshCutoff} OR coalesce(${refreshTokens.revokedAt} < ${refreshCutoff}, false))`,
    );
  const refresh = await db.delete(refreshTokens).where(inArray(refreshTokens.familyId, deadFamilies)).returning({ id: refreshTokens.id });
  const captchas = await db
    .delete(captchaChallenges)
    .where(lt(captchaChallenges.expiresAt, cutoffs.captchas))
    .returning({ key: captchaChallenges.key });
  // Login tickets of two-step verification live 5 minutes: gone with the captchas.
  const tickets = await db
    .delete(twoFactorLoginTickets)
    .where(lt(twoFactorLoginTickets.expiresAt, cutoffs.captchas))
    .returning({ id: twoFactorLoginTickets.id });
  const invitations = await db
    .delete(managerInvitations)
    .where(lt(managerInvitations.expiresAt, cutoffs.invitations))
    .returning({ id: managerInvitations.id });
  const mails = await db
    .delete(mailOutbox)
    .where(
      and(inArray(mailOutbox.status, ['sent', 'failed']), sql`coalesce(${mailOutbox.sentAt}, ${mailOutbox.createdAt}) < ${mailCutoff}`),
    )
    .returning({ id: mailOutbox.id });
  const messages = await db
    .delete(contactMessages)
    .where(lt(contactMessages.createdAt, cutoffs.contactMessages))
    .returning({ id: contactMessages.id });
  const addresses = await db
    .update(contactMessages)
    .set({ ip: null })
    .where(and(isNotNull(contactMessages.ip), lt(contactMessages.createdAt, cutoffs.contactAddresses)))
    .returning({ id: contactMessages.id });
  const unconfirmed = await deleteUnconfirmedAccounts(db, cutoffs.unconfirmedAccounts);
  const audit = await db.delete(auditLog).where(lt(auditLog.createdAt, cutoffs.auditEntries)).returning({ id: auditLog.id });
  const idleAlerts = await db
    .delete(alerts)
    .where(sql`coalesce(${alerts.lastSentAt}, ${alerts.createdAt}) < ${cutoffs.idleAlerts.toISOString()}::timestamptz`)
    .returning({ id: alerts.id });
  // Old visitors' reports are on no card (expired long ago): their row trigger stays silent, as in a
  // bulk write, and no reload is announced (docs/visitor-reports.md).
  const oldReports = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT set_config('fournil.bulk_write', 'on', true)`);
    await tx.delete(visitorReportMailDays).where(lt(visitorReportMailDays.day, cutoffs.visitorReports.toISOString().slice(0, 10)));
    return tx.delete(visitorReports).where(lt(visitorReports.createdAt, cutoffs.visitorReports)).returning({ id: visitorReports.id });
  });
  // A subscription is only there for its alerts.
  const subscriptions = await db
    .delete(pushSubscriptions)
    .where(
      notExists(
        db
          .select({ one: sql`1` })
          .from(alerts)
          .where(eq(alerts.subscriptionId, pushSubscriptions.id)),
      ),
    )
    .returning({ id: pushSubscriptions.id });
  return {
    emailConfirmations: confirmations.length,
    passwordResetTokens: resets.length,
    refreshTokens: refresh.length,
    captchaChallenges: captchas.length,
    twoFactorTickets: tickets.length,
    managerInvitations: invitations.length,
    mails: mails.length,
    contactMessages: messages.length,
    contactAddresses: addresses.length,
    unconfirmedAccounts: unconfirmed,
    auditEntries: audit.length,
    idleAlerts: idleAlerts.length,
    visitorReports: oldReports.length,
    pushSubscriptions: subscriptions.length,
  };
}

/**
 * An account whose address was never confirmed, created before the cutoff and with no confirmation
 * link still valid or expired since then (signing in sends a new one). Such an account never signed
 * in, so it owns nothing; the NOT EXISTS clauses only make sure a row that money or a bakery points to
 * is never touched. Staff and deleted accounts are never candidates.
 */
async function deleteUnconfirmedAccounts(db: Db, cutoff: Date): Promise<number> {
  const deleted = await db
    .delete(users)
    .where(
      and(
        eq(users.emailVerified, false),
        eq(users.isStaff, false),
        isNull(users.deletedAt),
        lt(users.dateJoined, cutoff),
        notExists(
          db
            .select({ one: sql`1` })
            .from(emailConfirmations)
            .where(and(eq(emailConfirmations.userId, users.id), gte(emailConfirmations.expiresAt, cutoff))),
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(bakeries)
            .where(eq(bakeries.proprietaireId, users.id)),
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(payments)
            .where(eq(payments.userId, users.id)),
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(invoices)
            .where(eq(invoices.userId, users.id)),
        ),
      ),
    )
    .returning({ id: users.id });
  return deleted.length;
}
