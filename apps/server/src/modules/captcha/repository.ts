import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { captchaChallenges } from '../../db/schema.js';

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

/** Deletes the challenge and returns it: whoever deletes it first is the only one to check it. */
export async function consumeChallenge(db: Db, key: string) {
  const rows = await db
    .delete(captchaChallenges)
    .where(eq(captchaChallenges.key, key))
    .returning({ answer: captchaChallenges.answer, expiresAt: captchaChallenges.expiresAt });
  return rows[0];
}

export async function purgeExpired(db: Db): Promise<void> {
  await db.delete(captchaChallenges).where(lt(captchaChallenges.expiresAt, sql`now()`));
}
