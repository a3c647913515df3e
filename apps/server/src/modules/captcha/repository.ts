import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { captchaChallenges } from '../../db/schema/index.js';

export async function insertChallenge(db: Db, challenge: { key: string; answer: string; expiresAt: Date }): Promise<void> {
  await db.insert(captchaChallenges).values(challenge);
}

export async function findLiveAnswer(db: Db, key: string): Promise<string | undefined> {
  const rows = await db
    .select({ answer: captchaChallenges.answer })
    .from(captchaChallenges)
    .where(and(eq(captchaChallenges.key, key), gt(captchaChallenges.expiresAt, sql`now()`)))
    .limit(1);
  return rows[0]?.answer;
}

export async function findLiveChallenge(db: Db, key: string) {
  const rows = await db
    .select({ expiresAt: captchaChallenges.expiresAt, powChallenge: captchaChallenges.powChallenge })
    .from(captchaChallenges)
    .where(and(eq(captchaChallenges.key, key), gt(captchaChallenges.expiresAt, sql`now()`)))
    .limit(1);
  return rows[0];
}

/** Stores the proof-of-work challenge unless one is there already; returns the stored one (undefined: key gone). */
export async function setPowChallenge(db: Db, key: string, challenge: string): Promise<string | undefined> {
  await db
    .update(captchaChallenges)
    .set({ powChallenge: challenge })
    .where(and(eq(captchaChallenges.key, key), isNull(captchaChallenges.powChallenge)));
  const rows = await db
    .select({ powChallenge: captchaChallenges.powChallenge })
    .from(captchaChallenges)
    .where(eq(captchaChallenges.key, key))
    .limit(1);
  return rows[0]?.powChallenge ?? undefined;
}

/** Deletes the challenge and returns it: whoever deletes it first is the only one to check it. */
export async function consumeChallenge(db: Db, key: string) {
  const rows = await db
    .delete(captchaChallenges)
    .where(eq(captchaChallenges.key, key))
    .returning({ answer: captchaChallenges.answer, expiresAt: captchaChallenges.expiresAt, powChallenge: captchaChallenges.powChallenge });
  return rows[0];
}

/** Puts a consumed challenge back as it was (a concurrent new challenge with the same key cannot exist: keys are random). */
export async function restoreChallenge(
  db: Db,
  challenge: { key: string; answer: string; expiresAt: Date; powChallenge: string | null },
): Promise<void> {
  await db.insert(captchaChallenges).values(challenge).onConflictDoNothing();
}

export async function purgeExpired(db: Db): Promise<void> {
  await db.delete(captchaChallenges).where(lt(captchaChallenges.expiresAt, sql`now()`));
}
