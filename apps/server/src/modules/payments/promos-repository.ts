// SQL of promo codes and their redemptions (docs/payments.md). Every "exactly once" is a statement:
// a conditional UPDATE, an INSERT … ON CONFLICT DO NOTHING or a unique index (migration 0006).
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { promoCodes, promoRedemptions } from '../../db/schema/index.js';

export type PromoCodeRow = typeof promoCodes.$inferSelect;

/** Case-insensitive, served by the unique index on upper(code). */
export async function findPromoByCode(db: Db, code: string): Promise<PromoCodeRow | undefined> {
  const rows = await db
    .select()
    .from(promoCodes)
    .where(sql`upper(${promoCodes.code}) = upper(${code})`)
    .limit(1);
  return rows[0];
}

/** Counts one use unless the code is at its maximum: false when nothing was counted. */
export async function countPromoUse(db: Db, promoCodeId: number): Promise<boolean> {
  const rows = await db
    .update(promoCodes)
    .set({ uses: sql`${promoCodes.uses} + 1` })
    .where(and(eq(promoCodes.id, promoCodeId), or(isNull(promoCodes.maxUses), lt(promoCodes.uses, promoCodes.maxUses))))
    .returning({ id: promoCodes.id });
  return rows.length === 1;
}

/** Whether this account already used this code (any completed payment or free grant). */
export async function hasRedeemedPromo(db: Db, promoCodeId: number, userId: number): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.promoCodeId, promoCodeId), eq(promoRedemptions.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Records one account's use of a code; `once` copies the code's rule at that moment. Under the
 * partial unique index (promo_code_id, user_id) WHERE once, a second once-per-account use by the
 * same account inserts nothing (false), even from a concurrent transaction, which waits for the
 * first one's commit. A session records at most one use (unique payment_session_id).
 */
export async function insertPromoRedemption(
  db: Db,
  values: { promoCodeId: number; userId: number; paymentSessionId: number; once: boolean },
): Promise<boolean> {
  const rows = await db.insert(promoRedemptions).values(values).onConflictDoNothing().returning({ id: promoRedemptions.id });
  return rows.length === 1;
}

export async function findPromoById(db: Db, id: number): Promise<PromoCodeRow | undefined> {
  const rows = await db.select().from(promoCodes).where(eq(promoCodes.id, id)).limit(1);
  return rows[0];
}
