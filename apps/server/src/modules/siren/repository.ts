import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bakeries, users } from '../../db/schema/index.js';

export async function isSirenVerifiedByAnotherUser(db: Db, siren: string, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.siren, siren), eq(users.sirenVerified, true), ne(users.id, userId)))
    .limit(1);
  return rows.length > 0;
}

/**
 * The verified SIREN makes the user a propriétaire (the partial unique index keeps it to one account);
 * the register's name of the company is kept with it (docs/accounts.md, "The company name").
 */
export async function markSirenVerified(
  db: Db,
  userId: number,
  siren: string,
  company: { name: string | null; isPerson: boolean },
): Promise<void> {
  await db
    .update(users)
    .set({
      siren,
      sirenVerified: true,
      sirenVerifiedAt: sql`now()`,
      isProprietaire: true,
      companyName: company.name?.slice(0, 255) ?? null,
      companyIsPerson: company.isPerson,
    })
    .where(eq(users.id, userId));
}

export type SirenAccount = { id: number; username: string; email: string };

/** The other account that holds this SIREN verified, if any (the partial unique index allows one). */
export async function findSirenHolder(db: Db, siren: string, exceptUserId: number): Promise<SirenAccount | undefined> {
  const rows = await db
    .select({ id: users.id, username: users.username, email: users.email })
    .from(users)
    .where(and(eq(users.siren, siren), eq(users.sirenVerified, true), ne(users.id, exceptUserId)))
    .limit(1);
  return rows[0];
}

export async function findSirenAccount(db: Db, userId: number): Promise<SirenAccount | undefined> {
  const rows = await db
    .select({ id: users.id, username: users.username, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0];
}

export type BakeryOwner = { id: number; nom: string; owner: SirenAccount | null };

/** A bakery and its owner's account (null for a listing), for a dispute about who owns it (docs/claims.md). */
export async function findBakeryOwner(db: Db, bakeryId: number): Promise<BakeryOwner | undefined> {
  const rows = await db
    .select({ id: bakeries.id, nom: bakeries.nom, ownerId: users.id, username: users.username, email: users.email })
    .from(bakeries)
    .leftJoin(users, eq(users.id, bakeries.proprietaireId))
    .where(eq(bakeries.id, bakeryId))
    .limit(1);
  const row = rows[0];
  if (!row) return undefined;
  const owner =
    row.ownerId === null || row.username === null || row.email === null
      ? null
      : { id: row.ownerId, username: row.username, email: row.email };
  return { id: row.id, nom: row.nom, owner };
}
