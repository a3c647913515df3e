// SQL of the signed-in user's own account: the users row and whether they manage a bakery.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bakeries, users } from '../../db/schema/index.js';

export type AccountRow = typeof users.$inferSelect;
export type AccountUpdate = Partial<Pick<typeof users.$inferInsert, 'adresseUtilisateur' | 'codePostalUtilisateur' | 'commune' | 'telephone' | 'siren' | 'sirenVerified' | 'sirenVerifiedAt' | 'isProprietaire'>>;

export async function findAccount(db: Db, userId: number): Promise<AccountRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return rows[0];
}

export async function updateAccount(db: Db, userId: number, values: AccountUpdate): Promise<AccountRow | undefined> {
  const [row] = await db.update(users).set(values).where(eq(users.id, userId)).returning();
  return row;
}

/** Whether the user is the manager (responsable) of at least one bakery. */
export async function isResponsable(db: Db, userId: number): Promise<boolean> {
  const rows = await db.select({ id: bakeries.id }).from(bakeries).where(eq(bakeries.responsableId, userId)).limit(1);
  return rows.length > 0;
}
