// SQL of the manager invitations (table manager_invitations) and of each owner's managers (table
// owner_managers, filled only by accepted invitations: docs/bakery-management.md, "Managers and
// invitations").
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bakeries, managerInvitations, ownerManagers, users } from '../../db/schema/index.js';

export type ManagerCandidateRow = { id: number; email: string; username: string };

/** The managers who accepted an invitation from this owner (active accounts only), by name. */
export async function listOwnerManagers(db: Db, ownerId: number): Promise<ManagerCandidateRow[]> {
  return db
    .select({ id: users.id, email: users.email, username: users.username })
    .from(ownerManagers)
    .innerJoin(users, eq(users.id, ownerManagers.managerId))
    .where(and(eq(ownerManagers.ownerId, ownerId), eq(users.isActive, true)))
    .orderBy(asc(users.username), asc(users.id));
}

export type BakerySummaryRow = { id: number; nom: string; ville: string; proprietaireId: number };

export async function findBakerySummary(db: Db, bakeryId: number): Promise<BakerySummaryRow | undefined> {
  const rows = await db
    .select({ id: bakeries.id, nom: bakeries.nom, ville: bakeries.ville, proprietaireId: bakeries.proprietaireId })
    .from(bakeries)
    .where(eq(bakeries.id, bakeryId))
    .limit(1);
  return rows[0];
}

export async function insertInvitation(
  db: Db,
  values: { bakeryId: number; invitedById: number; email: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(managerInvitations).values(values);
}

export type InvitationRow = {
  id: number;
  email: string;
  expiresAt: Date;
  acceptedAt: Date | null;
  bakery: BakerySummaryRow;
};

/** The invitation of a token (by its SHA-256), with its bakery. */
export async function findInvitationByTokenHash(db: Db, tokenHash: string): Promise<InvitationRow | undefined> {
  const rows = await db
    .select({
      id: managerInvitations.id,
      email: managerInvitations.email,
      expiresAt: managerInvitations.expiresAt,
      acceptedAt: managerInvitations.acceptedAt,
      bakery: { id: bakeries.id, nom: bakeries.nom, ville: bakeries.ville, proprietaireId: bakeries.proprietaireId },
    })
    .from(managerInvitations)
    .innerJoin(bakeries, eq(bakeries.id, managerInvitations.bakeryId))
    .where(eq(managerInvitations.tokenHash, tokenHash))
    .limit(1);
  return rows[0];
}

/**
 * Marks a live invitation accepted. Conditional, so of two concurrent accepts only one gets true
 * (PostgreSQL re-checks the WHERE clause after the first one's row lock is released).
 */
export async function consumeInvitation(db: Db, invitationId: number, userId: number): Promise<boolean> {
  const rows = await db
    .update(managerInvitations)
    .set({ acceptedAt: sql`now()`, acceptedById: userId })
    .where(and(eq(managerInvitations.id, invitationId), isNull(managerInvitations.acceptedAt), gt(managerInvitations.expiresAt, sql`now()`)))
    .returning({ id: managerInvitations.id });
  return rows.length > 0;
}

export async function setBakeryManager(db: Db, bakeryId: number, managerId: number): Promise<void> {
  await db.update(bakeries).set({ responsableId: managerId }).where(eq(bakeries.id, bakeryId));
}

/** Adds the manager to the owner's candidates (kept after a removal from a bakery). */
export async function addOwnerManager(db: Db, ownerId: number, managerId: number): Promise<void> {
  await db.insert(ownerManagers).values({ ownerId, managerId }).onConflictDoNothing();
}
