// SQL of the signed-in user's own account: the users row, whether they manage a bakery, and the
// records about them that their data export gathers (docs/privacy.md, "Export").
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  accountFavourites,
  auditLog,
  bakeries,
  contactMessages,
  emailConfirmations,
  managerInvitations,
  ownerManagers,
  passwordResetTokens,
  pushSubscriptions,
  refreshTokens,
  twoFactorLoginTickets,
  twoFactorRecoveryCodes,
  twoFactorSecrets,
  users,
} from '../../db/schema/index.js';

export type AccountRow = typeof users.$inferSelect;
export type AccountUpdate = Partial<
  Pick<
    typeof users.$inferInsert,
    | 'adresseUtilisateur'
    | 'codePostalUtilisateur'
    | 'commune'
    | 'telephone'
    | 'siren'
    | 'sirenVerified'
    | 'sirenVerifiedAt'
    | 'isProprietaire'
    | 'companyName'
    | 'companyIsPerson'
  >
>;

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

// ---------------------------------------------------------------- the person's data, for their export

/** One row per login session (a refresh family): when it began, was last renewed, ends, and whether it is over. */
export async function listSessionsOf(db: Db, userId: number) {
  return db
    .select({
      startedAt: sql<Date>`min(${refreshTokens.createdAt})`,
      lastRenewedAt: sql<Date>`max(${refreshTokens.createdAt})`,
      endsAt: sql<Date>`max(${refreshTokens.sessionExpiresAt})`,
      revoked: sql<boolean>`bool_or(${refreshTokens.revokedAt} IS NOT NULL)`,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.userId, userId))
    .groupBy(refreshTokens.familyId)
    .orderBy(sql`min(${refreshTokens.createdAt})`);
}

const invitationColumns = {
  bakeryId: managerInvitations.bakeryId,
  bakeryNom: bakeries.nom,
  email: managerInvitations.email,
  createdAt: managerInvitations.createdAt,
  expiresAt: managerInvitations.expiresAt,
  acceptedAt: managerInvitations.acceptedAt,
  cancelledAt: managerInvitations.cancelledAt,
};

/** Manager invitations the person sent (never their token). */
export async function listInvitationsSentBy(db: Db, userId: number) {
  return db
    .select(invitationColumns)
    .from(managerInvitations)
    .innerJoin(bakeries, eq(bakeries.id, managerInvitations.bakeryId))
    .where(eq(managerInvitations.invitedById, userId))
    .orderBy(asc(managerInvitations.createdAt));
}

/** Manager invitations addressed to the person's e-mail or accepted by them. */
export async function listInvitationsReceivedBy(db: Db, userId: number, email: string) {
  return db
    .select(invitationColumns)
    .from(managerInvitations)
    .innerJoin(bakeries, eq(bakeries.id, managerInvitations.bakeryId))
    .where(or(sql`lower(${managerInvitations.email}) = lower(${email})`, eq(managerInvitations.acceptedById, userId)))
    .orderBy(asc(managerInvitations.createdAt));
}

/** Messages the person sent through the contact form, signed in or from their address. */
export async function listContactMessagesOf(db: Db, userId: number, email: string) {
  return db
    .select({
      name: contactMessages.name,
      email: contactMessages.email,
      subject: contactMessages.subject,
      message: contactMessages.message,
      ip: contactMessages.ip,
      createdAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .where(or(eq(contactMessages.userId, userId), sql`lower(${contactMessages.email}) = lower(${email})`))
    .orderBy(asc(contactMessages.createdAt));
}

/** What staff did to the person's account (back-office audit log entries about this user). */
export async function listAuditEntriesAbout(db: Db, userId: number) {
  return db
    .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after, createdAt: auditLog.createdAt })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, String(userId))))
    .orderBy(asc(auditLog.createdAt));
}

// ---------------------------------------------------------------- deleting the account

/** Locks the account's row until the transaction ends; false when it is already deleted. */
export async function lockAccountForDeletion(db: Db, userId: number): Promise<boolean> {
  const rows = await db.select({ deletedAt: users.deletedAt }).from(users).where(eq(users.id, userId)).for('update');
  return rows.length > 0 && rows[0]!.deletedAt === null;
}

/** The ids of the bakeries the person owns (deleted with the account). */
export async function ownedBakeryIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db.select({ id: bakeries.id }).from(bakeries).where(eq(bakeries.proprietaireId, userId));
  return rows.map((row) => row.id);
}

/**
 * Everything of the person but the money records (docs/privacy.md, "Deleting the account"): their
 * manager links, invitations, sessions and links, contact messages, favourites and push alerts; then
 * their row keeps only its id, so that payments and invoices still point somewhere, with nothing
 * that names the person. The row stays, so no `ON DELETE CASCADE` fires: each table is emptied here
 * (account-deletion.test.ts reads every column that points to users from the catalogue).
 */
export async function eraseAccount(db: Db, userId: number, email: string, at: { now: Date; sessionsValidAfter: Date }): Promise<void> {
  await db.update(bakeries).set({ responsableId: null }).where(eq(bakeries.responsableId, userId));
  await db.delete(ownerManagers).where(or(eq(ownerManagers.ownerId, userId), eq(ownerManagers.managerId, userId)));
  await db
    .delete(managerInvitations)
    .where(
      or(
        eq(managerInvitations.invitedById, userId),
        and(sql`lower(${managerInvitations.email}) = lower(${email})`, isNull(managerInvitations.acceptedAt)),
      ),
    );
  await db.update(managerInvitations).set({ acceptedById: null }).where(eq(managerInvitations.acceptedById, userId));
  await db.delete(refreshTokens).where(eq(refreshTokens.userId, userId));
  await db.delete(emailConfirmations).where(eq(emailConfirmations.userId, userId));
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
  // Two-step verification: the secret, recovery codes and login tickets (docs/two-factor.md).
  await db.delete(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId));
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await db.delete(twoFactorLoginTickets).where(eq(twoFactorLoginTickets.userId, userId));
  await db.delete(contactMessages).where(or(eq(contactMessages.userId, userId), sql`lower(${contactMessages.email}) = lower(${email})`));
  await db.delete(accountFavourites).where(eq(accountFavourites.userId, userId));
  // The browsers' subscriptions asked for while signed in; their alerts go with them (ON DELETE CASCADE).
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  await db
    .update(users)
    .set({
      username: `compte-supprime-${userId}`,
      email: `compte-supprime-${userId}@fournil.invalid`,
      passwordHash: '!',
      emailVerified: false,
      isActive: false,
      isStaff: false,
      isProprietaire: false,
      adresseUtilisateur: '',
      codePostalUtilisateur: '',
      commune: '',
      telephone: '',
      siren: null,
      sirenVerified: false,
      sirenVerifiedAt: null,
      companyName: null,
      companyIsPerson: false,
      lastLogin: null,
      sessionsValidAfter: at.sessionsValidAfter,
      deletedAt: at.now,
    })
    .where(eq(users.id, userId));
}
