// SQL of the purge: one DELETE per kind of expired row, each idempotent.
import { and, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { captchaChallenges, emailConfirmations, mailOutbox, managerInvitations, passwordResetTokens, refreshTokens } from '../../db/schema/index.js';

export type PurgeReport = {
  emailConfirmations: number;
  passwordResetTokens: number;
  refreshTokens: number;
  captchaChallenges: number;
  managerInvitations: number;
  mails: number;
};

/** The instants before which each kind of row goes (service.ts computes them from RETENTION). */
export type PurgeCutoffs = { links: Date; refreshTokens: Date; captchas: Date; invitations: Date; mails: Date };

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
  const invitations = await db
    .delete(managerInvitations)
    .where(lt(managerInvitations.expiresAt, cutoffs.invitations))
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
