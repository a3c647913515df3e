// SQL of the accounts as staff see them, and of a suspension: the flag, whose change trigger announces
// the account's bakeries to every instance (docs/back-office.md "Suspension").
import type { ADMIN_USER_ROLES } from '@fournil/shared';
import { and, eq, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { bakeries, contactMessages, users } from '../../../db/schema/index.js';
import { pageLimits, type PageRequest } from '../list-page.js';
import { containsAny, countAll, sortOrder } from '../repository.js';

export type UserRole = (typeof ADMIN_USER_ROLES)[number];

const adminUserColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  emailVerified: users.emailVerified,
  isProprietaire: users.isProprietaire,
  isStaff: users.isStaff,
  siren: users.siren,
  sirenVerified: users.sirenVerified,
  suspendedAt: users.suspendedAt,
  bakeriesHiddenAt: users.bakeriesHiddenAt,
  deletedAt: users.deletedAt,
  dateJoined: users.dateJoined,
  lastLogin: users.lastLogin,
  /**
   * The bakeries this account owns (served by bakeries_proprietaire_idx). The account's id is
   * qualified by hand: drizzle writes a column of the only table of a select without its table, and a
   * bare "id" inside this sub-query is the bakery's own id (every account then showed 2).
   */
  bakeriesCount: sql<number>`(SELECT count(*)::int FROM ${bakeries} AS b WHERE b.proprietaire_id = ${sql.raw('"users"."id"')})`,
  /** The bakeries this account manages (served by bakeries_responsable_idx), qualified the same way. */
  managedBakeriesCount: sql<number>`(SELECT count(*)::int FROM ${bakeries} AS b WHERE b.responsable_id = ${sql.raw('"users"."id"')})`,
};

export type AdminUserRow = {
  [K in keyof typeof adminUserColumns]: K extends 'bakeriesCount' | 'managedBakeriesCount'
    ? number
    : (typeof users.$inferSelect)[K & keyof typeof users.$inferSelect];
};

const sortColumns = { email: users.email, date_joined: users.dateJoined, last_login: users.lastLogin };

function roleCondition(role: UserRole): SQL | undefined {
  switch (role) {
    case 'owner':
      return eq(users.isProprietaire, true);
    case 'manager':
      return sql`EXISTS (SELECT 1 FROM ${bakeries} AS b WHERE b.responsable_id = ${sql.raw('"users"."id"')})`;
    case 'staff':
      return eq(users.isStaff, true);
    case 'suspended':
      return isNotNull(users.suspendedAt);
    case 'all':
      return undefined;
  }
}

export async function findUsersPage(
  db: Db,
  query: PageRequest & { q?: string | undefined; role: UserRole; sort: string },
): Promise<{ count: number; rows: AdminUserRow[] }> {
  const where = and(roleCondition(query.role), containsAny(query.q, [users.email, users.username, users.siren]));
  const [total] = await db.select({ n: countAll }).from(users).where(where);
  const { limit, offset } = pageLimits(query);
  const rows = await db
    .select(adminUserColumns)
    .from(users)
    .where(where)
    .orderBy(...sortOrder(query.sort, sortColumns, users.id))
    .limit(limit)
    .offset(offset);
  return { count: total?.n ?? 0, rows };
}

export async function findAdminUser(db: Db, id: number): Promise<AdminUserRow | undefined> {
  const rows = await db.select(adminUserColumns).from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

export type LockedUser = {
  id: number;
  isStaff: boolean;
  username: string;
  email: string;
  siren: string | null;
  sirenVerified: boolean;
  deletedAt: Date | null;
};

/** Locks the account's row for a suspension, a restoration or a SIREN release (one at a time per account). */
export async function lockUser(db: Db, id: number): Promise<LockedUser | undefined> {
  const rows = await db
    .select({
      id: users.id,
      isStaff: users.isStaff,
      username: users.username,
      email: users.email,
      siren: users.siren,
      sirenVerified: users.sirenVerified,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1)
    .for('update');
  return rows[0];
}

/**
 * Takes a verified SIREN off the account (docs/back-office.md, "SIREN disputes"): no SIREN, not
 * verified, no longer a propriétaire — as when the person changes their SIREN on the profile. The
 * bakeries stay the account's; `hideBakeries` also takes them off the public reads (the users
 * trigger announces them, as for a suspension).
 */
export async function releaseSiren(db: Db, id: number, hideBakeries: boolean): Promise<void> {
  await db
    .update(users)
    .set({
      siren: null,
      sirenVerified: false,
      sirenVerifiedAt: null,
      isProprietaire: false,
      companyName: null,
      companyIsPerson: false,
      ...(hideBakeries ? { bakeriesHiddenAt: sql`coalesce(${users.bakeriesHiddenAt}, now())` } : {}),
    })
    .where(eq(users.id, id));
}

/** Hides or shows again the account's bakeries on the public reads (isPublicBakery). */
export async function setBakeriesHiddenAt(db: Db, id: number, hiddenAt: Date | null): Promise<void> {
  await db.update(users).set({ bakeriesHiddenAt: hiddenAt }).where(eq(users.id, id));
}

/** The live accounts (not the holder) that disputed this SIREN from their profile: they are told it is free. */
export async function findSirenClaimants(
  db: Db,
  siren: string,
  holderId: number,
): Promise<{ id: number; username: string; email: string }[]> {
  return db
    .selectDistinct({ id: users.id, username: users.username, email: users.email })
    .from(contactMessages)
    .innerJoin(users, eq(users.id, contactMessages.userId))
    .where(
      and(
        eq(contactMessages.kind, 'siren_dispute'),
        eq(contactMessages.siren, siren),
        ne(users.id, holderId),
        isNull(users.deletedAt),
        eq(users.isActive, true),
      ),
    );
}

/**
 * Sets or clears the suspension. The users trigger (migration 0009) announces each bakery of the
 * account at commit, and every instance re-reads those cards through isPublicBakery, which drops them
 * from (or brings them back to) the nearby search and the live feed.
 */
export async function setSuspendedAt(db: Db, id: number, suspendedAt: Date | null): Promise<void> {
  await db.update(users).set({ suspendedAt }).where(eq(users.id, id));
}

/** Makes the account staff; false when it already was. */
export async function grantStaff(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ isStaff: true })
    .where(and(eq(users.id, id), eq(users.isStaff, false)))
    .returning({ id: users.id });
  return rows.length > 0;
}
