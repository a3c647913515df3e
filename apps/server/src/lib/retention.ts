// What the database forgets on its own (docs/production.md, "Secrets"): links and sessions that can
// no longer be used, and old mails. A short grace after expiry keeps the precise messages (« lien
// expiré », « déjà utilisé ») for someone who clicks an old link the next day. Idempotent: several
// instances may run it at the same time.
import { and, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { captchaChallenges, emailConfirmations, mailOutbox, managerInvitations, passwordResetTokens, refreshTokens } from '../db/schema/index.js';

const DAY_MS = 24 * 60 * 60_000;

export const RETENTION = {
  /** Confirmation and reset links: kept this long after they expired or were used. */
  linkGraceMs: 7 * DAY_MS,
  /** Manager invitations: kept this long after they expired (the screen says « expirée »). */
  invitationGraceMs: 30 * DAY_MS,
  /** A refresh family goes once every token of it has expired or been revoked, or its session ended, this long ago. */
  refreshGraceMs: DAY_MS,
  /** Captcha challenges live minutes; nothing reads an expired one. */
  captchaGraceMs: 60 * 60_000,
  /** Delivered or abandoned mails (subject and recipient kept for the record until then). */
  mailMs: 30 * DAY_MS,
} as const;

export type PurgeReport = {
  emailConfirmations: number;
  passwordResetTokens: number;
  refreshTokens: number;
  captchaChallenges: number;
  managerInvitations: number;
  mails: number;
};

export async function purgeExpired(db: Db, now: Date = new Date()): Promise<PurgeReport> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  const linkCutoff = before(RETENTION.linkGraceMs);
  const refreshCutoff = sql`${before(RETENTION.refreshGraceMs).toISOString()}::timestamptz`;
  const mailCutoff = sql`${before(RETENTION.mailMs).toISOString()}::timestamptz`;

  const confirmations = await db
    .delete(emailConfirmations)
    .where(or(lt(emailConfirmations.expiresAt, linkCutoff), lt(emailConfirmations.usedAt, linkCutoff)))
    .returning({ id: emailConfirmations.id });
  const resets = await db
    .delete(passwordResetTokens)
    .where(or(lt(passwordResetTokens.expiresAt, linkCutoff), lt(passwordResetTokens.usedAt, linkCutoff)))
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
    .where(lt(captchaChallenges.expiresAt, before(RETENTION.captchaGraceMs)))
    .returning({ key: captchaChallenges.key });
  const invitations = await db
    .delete(managerInvitations)
    .where(lt(managerInvitations.expiresAt, before(RETENTION.invitationGraceMs)))
    .returning({ id: managerInvitations.id });
  const mails = await db
    .delete(mailOutbox)
    .where(
      and(
        inArray(mailOutbox.status, ['sent', 'failed']),
        sql`coalesce(${mailOutbox.sentAt}, ${mailOutbox.createdAt}) < ${mailCutoff}`,
      ),
    )
    .returning({ id: mailOutbox.id });
  return {
    emailConfirmations: confirmations.length,
    passwordResetTokens: resets.length,
    refreshTokens: refresh.length,
    captchaChallenges: captchas.length,
    managerInvitations: invitations.length,
    mails: mails.length,
  };
}
