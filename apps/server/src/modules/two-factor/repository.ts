// SQL of two-step verification (docs/two-factor.md).
import { and, count, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { twoFactorLoginTickets, twoFactorRecoveryCodes, twoFactorSecrets, users } from '../../db/schema/index.js';

export type TwoFactorRow = typeof twoFactorSecrets.$inferSelect;

export async function findTwoFactor(db: Db, userId: number): Promise<TwoFactorRow | undefined> {
  const rows = await db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId)).limit(1);
  return rows[0];
}

/** The row, locked until the transaction ends: two codes checked at once cannot both pass. */
export async function findTwoFactorForUpdate(tx: Db, userId: number): Promise<TwoFactorRow | undefined> {
  const rows = await tx.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId)).limit(1).for('update');
  return rows[0];
}

export async function isTwoFactorEnabled(db: Db, userId: number): Promise<boolean> {
  const rows = await db
    .select({ userId: twoFactorSecrets.userId })
    .from(twoFactorSecrets)
    .where(and(eq(twoFactorSecrets.userId, userId), sql`${twoFactorSecrets.enabledAt} IS NOT NULL`))
    .limit(1);
  return rows.length > 0;
}

export async function savePendingSecret(db: Db, userId: number, sealed: string, expiresAt: Date): Promise<void> {
  await db
    .insert(twoFactorSecrets)
    .values({ userId, pendingSecretEncrypted: sealed, pendingExpiresAt: expiresAt })
    .onConflictDoUpdate({ target: twoFactorSecrets.userId, set: { pendingSecretEncrypted: sealed, pendingExpiresAt: expiresAt } });
}

/** The pending secret becomes the one in use; the code that confirmed it is spent. */
export async function enablePendingSecret(tx: Db, userId: number, sealed: string, step: number, now: Date): Promise<void> {
  await tx
    .update(twoFactorSecrets)
    .set({ secretEncrypted: sealed, enabledAt: now, lastUsedStep: step, pendingSecretEncrypted: null, pendingExpiresAt: null })
    .where(eq(twoFactorSecrets.userId, userId));
}

export async function setLastUsedStep(tx: Db, userId: number, step: number): Promise<void> {
  await tx.update(twoFactorSecrets).set({ lastUsedStep: step }).where(eq(twoFactorSecrets.userId, userId));
}

/** Off: the secret, the codes and the waiting tickets go. */
export async function deleteTwoFactor(tx: Db, userId: number): Promise<void> {
  await tx.delete(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId));
  await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await tx.delete(twoFactorLoginTickets).where(eq(twoFactorLoginTickets.userId, userId));
}

// ---------------------------------------------------------------- recovery codes

/** The old codes are gone, the new ones (hashed) take their place. */
export async function replaceRecoveryCodes(tx: Db, userId: number, codeHashes: string[]): Promise<void> {
  await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await tx.insert(twoFactorRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

export async function countUnusedRecoveryCodes(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/** Spends the code: true only for the one call that marked it used. */
export async function useRecoveryCode(tx: Db, userId: number, codeHash: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(eq(twoFactorRecoveryCodes.userId, userId), eq(twoFactorRecoveryCodes.codeHash, codeHash), isNull(twoFactorRecoveryCodes.usedAt)),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return rows.length > 0;
}

// ---------------------------------------------------------------- login tickets

export type LoginTicketRow = typeof twoFactorLoginTickets.$inferSelect;

export async function insertLoginTicket(db: Db, values: { userId: number; tokenHash: string; expiresAt: Date }): Promise<void> {
  await db.insert(twoFactorLoginTickets).values(values);
}

export async function findLoginTicketForUpdate(tx: Db, tokenHash: string): Promise<LoginTicketRow | undefined> {
  const rows = await tx.select().from(twoFactorLoginTickets).where(eq(twoFactorLoginTickets.tokenHash, tokenHash)).limit(1).for('update');
  return rows[0];
}

export async function countLoginTicketFailure(tx: Db, ticketId: number): Promise<void> {
  await tx
    .update(twoFactorLoginTickets)
    .set({ failures: sql`${twoFactorLoginTickets.failures} + 1` })
    .where(eq(twoFactorLoginTickets.id, ticketId));
}

export async function markLoginTicketUsed(tx: Db, ticketId: number, now: Date): Promise<void> {
  await tx.update(twoFactorLoginTickets).set({ usedAt: now }).where(eq(twoFactorLoginTickets.id, ticketId));
}

/** Expired tickets, used or not (the retention purge). */
export async function deleteExpiredLoginTickets(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(twoFactorLoginTickets)
    .where(lt(twoFactorLoginTickets.expiresAt, before))
    .returning({ id: twoFactorLoginTickets.id });
  return rows.length;
}

// ---------------------------------------------------------------- wrong codes in a row (lockout.ts)

export type CodeFailuresRow = { failures: number; lastFailureAt: Date | null; lockedUntil: Date | null; lockLevel: number };

const codeFailureColumns = {
  failures: twoFactorSecrets.codeFailures,
  lastFailureAt: twoFactorSecrets.lastCodeFailureAt,
  lockedUntil: twoFactorSecrets.codesLockedUntil,
  lockLevel: twoFactorSecrets.codeLockLevel,
};

/** Locked until the transaction ends: two wrong codes at once are both counted. */
export async function findCodeFailuresForUpdate(tx: Db, userId: number): Promise<CodeFailuresRow | undefined> {
  const rows = await tx.select(codeFailureColumns).from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId)).limit(1).for('update');
  return rows[0];
}

export async function saveCodeFailures(tx: Db, userId: number, state: CodeFailuresRow): Promise<void> {
  await tx
    .update(twoFactorSecrets)
    .set({
      codeFailures: state.failures,
      lastCodeFailureAt: state.lastFailureAt,
      codesLockedUntil: state.lockedUntil,
      codeLockLevel: state.lockLevel,
    })
    .where(eq(twoFactorSecrets.userId, userId));
}

export async function findCodesLockedUntil(db: Db, userId: number): Promise<Date | null> {
  const rows = await db
    .select({ lockedUntil: twoFactorSecrets.codesLockedUntil })
    .from(twoFactorSecrets)
    .where(eq(twoFactorSecrets.userId, userId))
    .limit(1);
  return rows[0]?.lockedUntil ?? null;
}

/** A right code: the wrong ones before it no longer count (the locks they earned still do). */
export async function forgetCodeFailures(db: Db, userId: number): Promise<void> {
  await db.update(twoFactorSecrets).set({ codeFailures: 0 }).where(eq(twoFactorSecrets.userId, userId));
}

export type AccountRow = { id: number; username: string; email: string; passwordHash: string; isStaff: boolean };

/** The account's name, e-mail and password hash, for the proofs asked before a change and the mails. */
export async function findAccount(db: Db, userId: number): Promise<AccountRow | undefined> {
  const rows = await db
    .select({ id: users.id, username: users.username, email: users.email, passwordHash: users.passwordHash, isStaff: users.isStaff })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0];
}
