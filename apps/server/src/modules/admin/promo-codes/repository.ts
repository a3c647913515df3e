// SQL of the promo codes as staff manage them. `uses` is only ever raised by a payment
// (modules/payments/promos-repository.ts countPromoUse); this file never writes it.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { paymentSessions, promoCodes } from '../../../db/schema/index.js';
import { pageLimits, type PageRequest } from '../list-page.js';
import { containsAny, countAll, sortOrder } from '../repository.js';

export type PromoRow = typeof promoCodes.$inferSelect;
export type PromoValues = Pick<
  typeof promoCodes.$inferInsert,
  'code' | 'discountCents' | 'validFrom' | 'validUntil' | 'maxUses' | 'isActive' | 'oncePerAccount'
>;

/** The unique index on upper(code): one code, whatever its case. */
export const PROMO_CODE_KEY = 'promo_codes_code_upper_key';

const sortColumns = { code: promoCodes.code, created_at: promoCodes.createdAt, uses: promoCodes.uses, valid_until: promoCodes.validUntil };

export async function findPromosPage(
  db: Db,
  query: PageRequest & { q?: string | undefined; sort: string },
): Promise<{ count: number; rows: PromoRow[] }> {
  const where = containsAny(query.q, [promoCodes.code]);
  const [total] = await db.select({ n: countAll }).from(promoCodes).where(where);
  const { limit, offset } = pageLimits(query);
  const rows = await db
    .select()
    .from(promoCodes)
    .where(where)
    .orderBy(...sortOrder(query.sort, sortColumns, promoCodes.id))
    .limit(limit)
    .offset(offset);
  return { count: total?.n ?? 0, rows };
}

/** `forUpdate` holds the row against a payment counting a use meanwhile. */
export async function findPromo(db: Db, id: number, options: { forUpdate?: boolean } = {}): Promise<PromoRow | undefined> {
  const query = db.select().from(promoCodes).where(eq(promoCodes.id, id)).limit(1);
  const rows = options.forUpdate ? await query.for('update') : await query;
  return rows[0];
}

export async function insertPromo(db: Db, values: PromoValues): Promise<PromoRow> {
  const [row] = await db.insert(promoCodes).values(values).returning();
  return row!;
}

export async function updatePromo(db: Db, id: number, values: PromoValues): Promise<PromoRow> {
  const [row] = await db.update(promoCodes).set(values).where(eq(promoCodes.id, id)).returning();
  return row!;
}

export async function deletePromo(db: Db, id: number): Promise<void> {
  await db.delete(promoCodes).where(eq(promoCodes.id, id));
}

/** Whether any payment session (paid or not) names this code. */
export async function isNamedByPayments(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(paymentSessions)
    .where(eq(paymentSessions.promoCodeId, id))
    .limit(1);
  return rows.length > 0;
}
