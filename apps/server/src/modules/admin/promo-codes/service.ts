// Promo codes (docs/payments.md, "Promo codes"): staff create and edit them; the payment code reads
// the same rows, so a change applies to the next check or checkout. `uses` is read-only here. A
// code that has served is never deleted, only deactivated: the payments that used it keep their
// link (docs/back-office.md "Promo codes").
import { ADMIN_MESSAGES, type TAdminList, type TAdminListQuery, type TAdminPromo, type TAdminPromoInput } from '@fournil/shared';
import type { Db } from '../../../db/client.js';
import { AppError, fieldError, notFound } from '../../../lib/errors.js';
import { ADMIN_SERVER_MESSAGES } from '../admin-messages.js';
import { writeAudit, type AuditActor } from '../../audit/audit.js';
import { listPage } from '../list-page.js';
import { isUniqueViolation } from '../../../lib/postgres-errors.js';
import * as repository from './repository.js';

const ENTITY = 'promo_code';

export type PromoListQuery = TAdminListQuery & { sort: string };

function toAdminPromo(row: repository.PromoRow): TAdminPromo {
  return {
    id: row.id,
    code: row.code,
    discount_cents: row.discountCents,
    valid_from: row.validFrom?.toISOString() ?? null,
    valid_until: row.validUntil?.toISOString() ?? null,
    max_uses: row.maxUses,
    uses: row.uses,
    is_active: row.isActive,
    once_per_account: row.oncePerAccount,
    created_at: row.createdAt.toISOString(),
  };
}

function valuesOf(input: TAdminPromoInput): repository.PromoValues {
  return {
    code: input.code,
    discountCents: input.discount_cents,
    validFrom: input.valid_from ? new Date(input.valid_from) : null,
    validUntil: input.valid_until ? new Date(input.valid_until) : null,
    maxUses: input.max_uses,
    isActive: input.is_active,
    oncePerAccount: input.once_per_account,
  };
}

/** Runs a write; a code already in use, whatever its case, is a 409 on `code`. */
async function withCodeCheck<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, repository.PROMO_CODE_KEY)) throw fieldError('code', ADMIN_MESSAGES.codeTaken, 'conflict');
    throw error;
  }
}

export async function listPromos(db: Db, query: PromoListQuery): Promise<TAdminList<TAdminPromo>> {
  const { count, rows } = await repository.findPromosPage(db, query);
  return listPage(query, count, rows.map(toAdminPromo));
}

export async function getPromo(db: Db, id: number): Promise<TAdminPromo> {
  const row = await repository.findPromo(db, id);
  if (!row) throw notFound(ADMIN_MESSAGES.notFound);
  return toAdminPromo(row);
}

export async function createPromo(db: Db, actor: AuditActor, input: TAdminPromoInput): Promise<TAdminPromo> {
  return withCodeCheck(() =>
    db.transaction(async (tx) => {
      const promo = toAdminPromo(await repository.insertPromo(tx, valuesOf(input)));
      await writeAudit(tx, actor, { action: 'create', entityType: ENTITY, entityId: promo.id, after: promo });
      return promo;
    }),
  );
}

/** Every field but `uses`; the maximum cannot go under the uses already counted. */
export async function updatePromo(db: Db, actor: AuditActor, id: number, input: TAdminPromoInput): Promise<TAdminPromo> {
  return withCodeCheck(() =>
    db.transaction(async (tx) => {
      const before = await repository.findPromo(tx, id, { forUpdate: true });
      if (!before) throw notFound(ADMIN_MESSAGES.notFound);
      if (input.max_uses !== null && input.max_uses < before.uses)
        throw fieldError('max_uses', ADMIN_SERVER_MESSAGES.maxUsesBelowUses(before.uses));
      const after = toAdminPromo(await repository.updatePromo(tx, id, valuesOf(input)));
      await writeAudit(tx, actor, { action: 'update', entityType: ENTITY, entityId: id, before: toAdminPromo(before), after });
      return after;
    }),
  );
}

/** Only a code that never served: otherwise 409, deactivate it instead. */
export async function deletePromo(db: Db, actor: AuditActor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await repository.findPromo(tx, id, { forUpdate: true });
    if (!before) throw notFound(ADMIN_MESSAGES.notFound);
    if (before.uses > 0 || (await repository.isNamedByPayments(tx, id)))
      throw new AppError('conflict', ADMIN_SERVER_MESSAGES.promoAlreadyUsed);
    await repository.deletePromo(tx, id);
    await writeAudit(tx, actor, { action: 'delete', entityType: ENTITY, entityId: id, before: toAdminPromo(before) });
  });
}
