import { and, desc, eq, gt, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { emailConfirmations, passwordResetTokens, refreshTokens, users } from '../../db/schema/index.js';

/** The columns of `request.user` (lib/auth-user.ts). */
const authUserColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  isActive: users.isActive,
  emailVerified: users.emailVerified,
  isSuspended: sql<boolean>`${users.suspendedAt} IS NOT NULL`,
  isStaff: users.isStaff,
  isProprietaire: users.isProprietaire,
  sirenVerified: users.sirenVerified,
  sessionsValidAfter: users.sessionsValidAfter,
};

export async function findAuthUserById(db: Db, id: number): Promise<AuthUser | undefined> {
  const rows = await db.select(authUserColumns).from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

/** Access tokens issued before this moment are refused (null: no password change yet). */
export async function findSessionsValidAfter(db: Db, userId: number): Promise<Date | null> {
  const rows = await db.select({ at: users.sessionsValidAfter }).from(users).where(eq(users.id, userId)).limit(1);
  return rows[0]?.at ?? null;
}

export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

/** Case-insensitive, served by the unique index on lower(email). */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return rows[0];
}

export async function isUsernameTaken(db: Db, username: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return rows.length > 0;
}

export async function isEmailTaken(db: Db, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return rows.length > 0;
}

export async function insertUser(db: Db, values: { username: string; email: string; passwordHash: string }): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(db: Db, userId: number, values: Partial<typeof users.$inferInsert>): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(values).where(eq(users.id, userId)).returning();
  return row;
}

export async function findOtherVerifiedSirenOwner(db: Db, siren: string, userId: number): Promise<number | undefined> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.siren, siren), eq(users.sirenVerified, true), ne(users.id, userId)))
    .limit(1);
  return rows[0]?.id;
}

// ---------------------------------------------------------------- e-mail confirmation

export async function insertEmailConfirmation(
  db: Db,
  values: { userId: number; keyHash: string; email: string; expiresAt: Date },
): Promise<void> {
  await db.insert(emailConfirmations).values(values);
}

/** Marks a live key used and returns its user; undefined when unknown, used or expired. */
export async function consumeEmailConfirmation(db: Db, keyHash: string) {
  const rows = await db
    .update(emailConfirmations)
    .set({ usedAt: sql`now()` })
    .where(and(eq(emailConfirmations.keyHash, keyHash), isNull(emailConfirmations.usedAt), gt(emailConfirmations.expiresAt, sql`now()`)))
    .returning({ userId: emailConfirmations.userId, email: emailConfirmations.email });
  return rows[0];
}

/** Forgets the account's unused links: a change of address leaves only its own link alive. */
export async function deleteUnusedEmailConfirmations(db: Db, userId: number): Promise<void> {
  await db.delete(emailConfirmations).where(and(eq(emailConfirmations.userId, userId), isNull(emailConfirmations.usedAt)));
}

export async function latestEmailConfirmationAt(db: Db, userId: number): Promise<Date | undefined> {
  const rows = await db
    .select({ createdAt: emailConfirmations.createdAt })
    .from(emailConfirmations)
    .where(eq(emailConfirmations.userId, userId))
    .orderBy(desc(emailConfirmations.createdAt))
    .limit(1);
  return rows[0]?.createdAt;
}

/** Locks the account's row until the end of the transaction (serialises per-account counts). */
export async function lockUser(tx: Db, userId: number): Promise<void> {
  await tx.execute(sql`SELECT id FROM ${users} WHERE id = ${userId} FOR UPDATE`);
}

/** How many confirmation links the account was sent since `since` (the resend limit). */
export async function countEmailConfirmationsSince(db: Db, userId: number, since: Date): Promise<number> {
  const rows = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(emailConfirmations)
    .where(and(eq(emailConfirmations.userId, userId), gt(emailConfirmations.createdAt, since)));
  return Number(rows[0]?.count ?? 0);
}

// ---------------------------------------------------------------- refresh tokens

export async function insertRefreshToken(
  db: Db,
  values: {
    userId: number;
    familyId: string;
    sessionExpiresAt: Date;
    twoFactorPassed: boolean;
    parentId: number | null;
    tokenHash: string;
    expiresAt: Date;
  },
): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

export async function findRefreshTokenForUpdate(db: Db, tokenHash: string) {
  const rows = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1).for('update');
  return rows[0];
}

export async function markRefreshTokenUsed(db: Db, id: number, at: Date): Promise<void> {
  await db.update(refreshTokens).set({ usedAt: at }).where(eq(refreshTokens.id, id));
}

export async function markRefreshTokenGraceUsed(db: Db, id: number, at: Date): Promise<void> {
  await db.update(refreshTokens).set({ graceUsedAt: at }).where(eq(refreshTokens.id, id));
}

/** Whether a token issued in exchange for this one was itself used already. */
export async function hasUsedSuccessor(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.parentId, id), isNotNull(refreshTokens.usedAt)))
    .limit(1);
  return rows.length > 0;
}

export async function revokeRefreshFamily(db: Db, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeAllRefreshTokens(db: Db, userId: number): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

export async function findRefreshFamily(db: Db, tokenHash: string): Promise<string | undefined> {
  const rows = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return rows[0]?.familyId;
}

// ---------------------------------------------------------------- password reset

export async function insertPasswordResetToken(db: Db, values: { userId: number; tokenHash: string; expiresAt: Date }): Promise<void> {
  await db.insert(passwordResetTokens).values(values);
}

export async function findLivePasswordResetToken(db: Db, userId: number, tokenHash: string) {
  const rows = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        eq(passwordResetTokens.userId, userId),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return rows[0];
}

/** Uses the token (atomically: a second concurrent use gets false) and voids the user's other links. */
export async function consumePasswordResetToken(db: Db, userId: number, tokenId: number): Promise<boolean> {
  const rows = await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.id, tokenId), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, sql`now()`)))
    .returning({ id: passwordResetTokens.id });
  if (rows.length === 0) return false;
  await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
  return true;
}
