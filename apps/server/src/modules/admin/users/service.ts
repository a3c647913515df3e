// Accounts, as staff see them, and suspension (docs/back-office.md, "Users and bakeries" and
// "Suspension"). A suspended account is signed out at its next request and cannot sign in again
// (plugins/auth.ts, lib/auth-user.ts: canSignIn), its refresh tokens are revoked, and its bakeries
// leave every public read (isPublicBakery) until staff restore it. Staff accounts cannot be
// suspended here, and nobody suspends themselves.
import {
  ADMIN_MESSAGES,
  SIREN_DISPUTE_MESSAGES,
  type TAccountCaps,
  type TAccountCapsPatch,
  type TAdminList,
  type TAdminListQuery,
  type TAdminUser,
} from '@fournil/shared';
import type { Db } from '../../../db/client.js';
import { AppError, forbidden, notFound } from '../../../lib/errors.js';
import type { ServiceContext } from '../../../service-context.js';
import { enqueueMail } from '../../mail/outbox.js';
import { sirenReleasedClaimantMail, sirenReleasedHolderMail } from './mails.js';
import { eraseAccountAndData } from '../../account/delete-account.js';
import { exportPersonalData } from '../../account/export.js';
import { findAccount } from '../../account/repository.js';
import { readAccountCaps, setAccountCaps } from '../../account-caps/service.js';
import { revokeAllRefreshTokens } from '../../auth/repository.js';
import { writeAudit, type AuditActor } from '../../audit/audit.js';
import { listPage } from '../list-page.js';
import * as repository from './repository.js';

const ENTITY = 'user';

export type UserListQuery = TAdminListQuery & { role: repository.UserRole; sort: string };

export function toAdminUser(row: repository.AdminUserRow): TAdminUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    email_verified: row.emailVerified,
    is_proprietaire: row.isProprietaire,
    is_staff: row.isStaff,
    siren: row.siren,
    siren_verified: row.sirenVerified,
    suspended_at: row.suspendedAt?.toISOString() ?? null,
    bakeries_hidden_at: row.bakeriesHiddenAt?.toISOString() ?? null,
    deleted_at: row.deletedAt?.toISOString() ?? null,
    date_joined: row.dateJoined.toISOString(),
    last_login: row.lastLogin?.toISOString() ?? null,
    bakeries_count: row.bakeriesCount,
    managed_bakeries_count: row.managedBakeriesCount,
  };
}

export async function listUsers(db: Db, query: UserListQuery): Promise<TAdminList<TAdminUser>> {
  const { count, rows } = await repository.findUsersPage(db, query);
  return listPage(query, count, rows.map(toAdminUser));
}

async function readUser(db: Db, id: number): Promise<TAdminUser> {
  const row = await repository.findAdminUser(db, id);
  if (!row) throw notFound(ADMIN_MESSAGES.notFound);
  return toAdminUser(row);
}

/**
 * In one transaction: the flag (its trigger announces the account's bakeries at commit), the refresh
 * tokens revoked and the audit entry. Suspending a suspended account changes
 * nothing and answers it as it is.
 */
export async function suspendUser(db: Db, actor: AuditActor, id: number): Promise<TAdminUser> {
  return db.transaction(async (tx) => {
    const target = await repository.lockUser(tx, id);
    if (!target) throw notFound(ADMIN_MESSAGES.notFound);
    if (target.id === actor.id) throw forbidden(ADMIN_MESSAGES.cannotSuspendSelf);
    if (target.isStaff) throw forbidden(ADMIN_MESSAGES.cannotSuspendStaff);
    const before = await readUser(tx, id);
    if (before.suspended_at) return before;
    await repository.setSuspendedAt(tx, id, new Date());
    await revokeAllRefreshTokens(tx, id);
    const after = await readUser(tx, id);
    await writeAudit(tx, actor, { action: 'suspend', entityType: ENTITY, entityId: id, before, after });
    return after;
  });
}

/** The reverse, in one transaction: the account may sign in again and its bakeries come back. */
export async function restoreUser(db: Db, actor: AuditActor, id: number): Promise<TAdminUser> {
  return db.transaction(async (tx) => {
    const target = await repository.lockUser(tx, id);
    if (!target) throw notFound(ADMIN_MESSAGES.notFound);
    const before = await readUser(tx, id);
    if (!before.suspended_at) return before;
    await repository.setSuspendedAt(tx, id, null);
    // Nothing to end: every session was revoked at the suspension and none could start since.
    const after = await readUser(tx, id);
    await writeAudit(tx, actor, { action: 'restore', entityType: ENTITY, entityId: id, before, after });
    return after;
  });
}

// ---------------------------------------------------------------- SIREN disputes

/**
 * « Libérer le SIREN » (docs/back-office.md, "SIREN disputes"): in one transaction, the holder's SIREN
 * is cleared (no longer verified nor propriétaire; their bakeries stay theirs), their bakeries are
 * hidden from the public reads if staff ask, the audit entry is written, and the holder and every
 * account that disputed this SIREN are mailed (the claimants may now verify it). Refused for staff
 * accounts (403) and accounts without a verified SIREN (409).
 */
export async function releaseSiren(
  ctx: Pick<ServiceContext, 'db' | 'config'>,
  actor: AuditActor,
  id: number,
  hideBakeries: boolean,
): Promise<TAdminUser> {
  return ctx.db.transaction(async (tx) => {
    const target = await repository.lockUser(tx, id);
    if (!target) throw notFound(ADMIN_MESSAGES.notFound);
    if (target.isStaff) throw forbidden(SIREN_DISPUTE_MESSAGES.releaseStaff);
    if (!target.sirenVerified || !target.siren || target.deletedAt) throw new AppError('conflict', SIREN_DISPUTE_MESSAGES.releaseNoSiren);
    const siren = target.siren;
    const before = await readUser(tx, id);
    await repository.releaseSiren(tx, id, hideBakeries);
    const after = await readUser(tx, id);
    await writeAudit(tx, actor, {
      action: 'release_siren',
      entityType: ENTITY,
      entityId: id,
      before,
      after: { ...after, released_siren: siren },
    });
    await enqueueMail(tx, sirenReleasedHolderMail(ctx.config.appUrl, target, siren, after.bakeries_hidden_at !== null));
    for (const claimant of await repository.findSirenClaimants(tx, siren, id)) {
      await enqueueMail(tx, sirenReleasedClaimantMail(ctx.config.appUrl, claimant, siren));
    }
    return after;
  });
}

/**
 * Hides an account's bakeries from the public reads, or shows them again, audited
 * (hide_bakeries, show_bakeries). Asking for the current state changes nothing and writes nothing.
 */
export async function setBakeriesHidden(db: Db, actor: AuditActor, id: number, hidden: boolean): Promise<TAdminUser> {
  return db.transaction(async (tx) => {
    const target = await repository.lockUser(tx, id);
    if (!target) throw notFound(ADMIN_MESSAGES.notFound);
    if (target.isStaff) throw forbidden(SIREN_DISPUTE_MESSAGES.hideStaff);
    const before = await readUser(tx, id);
    if ((before.bakeries_hidden_at !== null) === hidden) return before;
    await repository.setBakeriesHiddenAt(tx, id, hidden ? new Date() : null);
    const after = await readUser(tx, id);
    await writeAudit(tx, actor, { action: hidden ? 'hide_bakeries' : 'show_bakeries', entityType: ENTITY, entityId: id, before, after });
    return after;
  });
}

// ---------------------------------------------------------------- caps per account

/** `GET /api/admin/users/{id}/limits/`: the account's bakeries and stored images, and the limits that apply. */
export async function getUserCaps(db: Db, id: number): Promise<TAccountCaps> {
  const caps = await readAccountCaps(db, id);
  if (!caps) throw notFound(ADMIN_MESSAGES.notFound);
  return caps;
}

/**
 * `PATCH /api/admin/users/{id}/limits/` (docs/back-office.md, "Account limits"): in one transaction
 * with the account's row locked, the limits and the audit entry `set_limits` (before and after as
 * this route answers them). Any account may get its own limits, staff included; a limit below what
 * the account already has only stops it adding more. Sending the current values writes nothing.
 */
export async function setUserCaps(db: Db, actor: AuditActor, id: number, patch: TAccountCapsPatch): Promise<TAccountCaps> {
  return db.transaction(async (tx) => {
    if (!(await repository.lockUser(tx, id))) throw notFound(ADMIN_MESSAGES.notFound);
    const before = await getUserCaps(tx, id);
    const changes = (['bakeries', 'uploads'] as const).some((kind) => patch[kind] !== undefined && patch[kind] !== before[kind].override);
    if (!changes) return before;
    await setAccountCaps(tx, id, patch);
    const after = await getUserCaps(tx, id);
    await writeAudit(tx, actor, { action: 'set_limits', entityType: ENTITY, entityId: id, before, after });
    return after;
  });
}

// ---------------------------------------------------------------- a person's rights, exercised by staff

/** The account a staff member acts on for a person: not themselves, not another staff account. */
async function personAccount(db: Db, actor: AuditActor, id: number) {
  const account = await findAccount(db, id);
  if (!account) throw notFound(ADMIN_MESSAGES.notFound);
  if (account.id === actor.id) throw forbidden(ADMIN_MESSAGES.cannotDeleteSelf);
  if (account.isStaff) throw forbidden(ADMIN_MESSAGES.cannotDeleteStaff);
  return account;
}

/**
 * A person who wrote through the contact form gets their data (docs/privacy.md, "Export"): the
 * same file as their own export, audited.
 */
export async function exportUserData(ctx: Pick<ServiceContext, 'db' | 'providers' | 'log' | 'now'>, actor: AuditActor, id: number) {
  const account = await findAccount(ctx.db, id);
  if (!account) throw notFound(ADMIN_MESSAGES.notFound);
  const data = await exportPersonalData(ctx, id);
  await writeAudit(ctx.db, actor, { action: 'export', entityType: ENTITY, entityId: id });
  return data;
}

/**
 * A person who asked through the contact form has their account deleted by staff (docs/privacy.md,
 * "Deleting the account"): the same deletion as their own, with the audit entry in its transaction.
 * Deleting a deleted account changes nothing and answers it as it is.
 */
export async function deleteUserAccount(
  ctx: Pick<ServiceContext, 'db' | 'providers' | 'log' | 'now'>,
  actor: AuditActor,
  id: number,
): Promise<TAdminUser> {
  const account = await personAccount(ctx.db, actor, id);
  const before = await readUser(ctx.db, id);
  if (account.deletedAt) return before;
  await eraseAccountAndData(ctx, account, async (tx) => {
    await writeAudit(tx, actor, { action: 'delete', entityType: ENTITY, entityId: id, before, after: await readUser(tx, id) });
  });
  return readUser(ctx.db, id);
}
