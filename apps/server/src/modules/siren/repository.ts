import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

export async function isSirenVerifiedByAnotherUser(db: Db, siren: string, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.siren, siren), eq(users.sirenVerified, true), ne(users.id, userId)))
    .limit(1);
  return rows.length > 0;
}

/** The verified SIREN makes the user a propriétaire (the partial unique index keeps it to one account). */
export async function markSirenVerified(db: Db, userId: number, siren: string): Promise<void> {
  await db
    .update(users)
    .set({ siren, sirenVerified: true, sirenVerifiedAt: sql`now()`, isProprietaire: true })
    .where(eq(users.id, userId));
}
