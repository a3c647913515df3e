// SQL of the manager invitations (table manager_invitations) and of each owner's managers (table
// owner_managers, filled only by accepted invitations: docs/bakery-management.md, "Managers and
// invitations").
import { and, asc, desc, eq, gt, isNotNull, isNull, ne, sql } from 'drizzle-orm';
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

/** `proprietaireId` null: a listing (docs/decisions/019-bakeries-without-an-owner.md), which nobody can invite to. */
export type BakerySummaryRow = { id: number; nom: string; ville: string; proprietaireId: number | null };

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
  cancelledAt: Date | null;
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
      cancelledAt: managerInvitations.cancelledAt,
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
    .where(and(eq(managerInvitations.id, invitationId), pending(), gt(managerInvitations.expiresAt, sql`now()`)))
    .returning({ id: managerInvitations.id });
  return rows.length > 0;
}

/** Neither used nor cancelled (expiry is checked apart). */
const pending = () => and(isNull(managerInvitations.acceptedAt), isNull(managerInvitations.cancelledAt));

export type PendingInvitationRow = { id: number; email: string; createdAt: Date; expiresAt: Date; bakery: { id: number; nom: string } };

/** The live invitations of the owner's bakeries, newest first. */
export async function listPendingInvitations(db: Db, ownerId: number): Promise<PendingInvitationRow[]> {
  return db
    .select({
      id: managerInvitations.id,
      email: managerInvitations.email,
      createdAt: managerInvitations.createdAt,
      expiresAt: managerInvitations.expiresAt,
      bakery: { id: bakeries.id, nom: bakeries.nom },
    })
    .from(managerInvitations)
    .innerJoin(bakeries, eq(bakeries.id, managerInvitations.bakeryId))
    .where(and(eq(bakeries.proprietaireId, ownerId), pending(), gt(managerInvitations.expiresAt, sql`now()`)))
    .orderBy(desc(managerInvitations.createdAt), desc(managerInvitations.id));
}

/** One invitation of a bakery the owner holds, or undefined (someone else's counts as unknown). */
export async function findOwnersInvitation(db: Db, ownerId: number, invitationId: number): Promise<InvitationRow | undefined> {
  const rows = await db
    .select({
      id: managerInvitations.id,
      email: managerInvitations.email,
      expiresAt: managerInvitations.expiresAt,
      acceptedAt: managerInvitations.acceptedAt,
      cancelledAt: managerInvitations.cancelledAt,
      bakery: { id: bakeries.id, nom: bakeries.nom, ville: bakeries.ville, proprietaireId: bakeries.proprietaireId },
    })
    .from(managerInvitations)
    .innerJoin(bakeries, eq(bakeries.id, managerInvitations.bakeryId))
    .where(and(eq(managerInvitations.id, invitationId), eq(bakeries.proprietaireId, ownerId)))
    .limit(1);
  return rows[0];
}

/** Cancels one invitation unless it was used or cancelled meanwhile; true when this call cancelled it. */
export async function cancelInvitation(db: Db, invitationId: number): Promise<boolean> {
  const rows = await db
    .update(managerInvitations)
    .set({ cancelledAt: sql`now()` })
    .where(and(eq(managerInvitations.id, invitationId), pending()))
    .returning({ id: managerInvitations.id });
  return rows.length > 0;
}

/** Voids every pending invitation of a bakery (its manager changed): docs/bakery-management.md. */
export async function cancelBakeryInvitations(db: Db, bakeryId: number): Promise<number> {
  const rows = await db
    .update(managerInvitations)
    .set({ cancelledAt: sql`now()` })
    .where(and(eq(managerInvitations.bakeryId, bakeryId), pending()))
    .returning({ id: managerInvitations.id });
  return rows.length;
}

/** Whether the user manages one of the owner's bakeries now. */
export async function managesOwnersBakery(db: Db, ownerId: number, managerId: number): Promise<boolean> {
  const rows = await db
    .select({ id: bakeries.id })
    .from(bakeries)
    .where(and(eq(bakeries.proprietaireId, ownerId), eq(bakeries.responsableId, managerId)))
    .limit(1);
  return rows.length > 0;
}

/** Drops the manager from the owner's candidates (true if they were one); they come back only by accepting a new invitation. */
export async function removeOwnerManager(db: Db, ownerId: number, managerId: number): Promise<boolean> {
  const rows = await db
    .delete(ownerManagers)
    .where(and(eq(ownerManagers.ownerId, ownerId), eq(ownerManagers.managerId, managerId)))
    .returning({ id: ownerManagers.managerId });
  return rows.length > 0;
}

export type LeftBakeryRow = { id: number; nom: string; ownerEmail: string; ownerUsername: string };

/**
 * Clears the bakery's manager if it is still `managerId` (conditional, so a concurrent change by the
 * owner wins); returns the bakery and its owner's address for the mail, or undefined.
 */
export async function leaveBakery(db: Db, bakeryId: number, managerId: number): Promise<LeftBakeryRow | undefined> {
  const rows = await db
    .update(bakeries)
    .set({ responsableId: null })
    .where(and(eq(bakeries.id, bakeryId), eq(bakeries.responsableId, managerId), ne(bakeries.proprietaireId, managerId)))
    .returning({ id: bakeries.id, nom: bakeries.nom, ownerId: bakeries.proprietaireId });
  const row = rows[0];
  // `ne` is false for a listing (no owner, hence no manager either): nothing was changed.
  if (!row || row.ownerId === null) return undefined;
  const [owner] = await db.select({ email: users.email, username: users.username }).from(users).where(eq(users.id, row.ownerId)).limit(1);
  return { id: row.id, nom: row.nom, ownerEmail: owner!.email, ownerUsername: owner!.username };
}

export async function setBakeryManager(db: Db, bakeryId: number, managerId: number): Promise<void> {
  await db.update(bakeries).set({ responsableId: managerId }).where(eq(bakeries.id, bakeryId));
}

/** Adds the manager to the owner's candidates (kept after a removal from a bakery). */
export async function addOwnerManager(db: Db, ownerId: number, managerId: number): Promise<void> {
  await db.insert(ownerManagers).values({ ownerId, managerId }).onConflictDoNothing();
}

/** The bakery's name of the newest invitation to `email` that can still be accepted (owned bakery, not used, cancelled or expired). */
export async function findOpenInvitationBakeryName(db: Db, email: string): Promise<string | undefined> {
  const rows = await db
    .select({ nom: bakeries.nom })
    .from(managerInvitations)
    .innerJoin(bakeries, eq(bakeries.id, managerInvitations.bakeryId))
    .where(
      and(
        sql`lower(${managerInvitations.email}) = lower(${email})`,
        isNull(managerInvitations.acceptedAt),
        isNull(managerInvitations.cancelledAt),
        sql`${managerInvitations.expiresAt} > now()`,
        isNotNull(bakeries.proprietaireId),
      ),
    )
    .orderBy(desc(managerInvitations.createdAt))
    .limit(1);
  return rows[0]?.nom;
}
