// Claims of open-data listings by bakers (docs/claims.md; docs/decisions/019-bakeries-without-an-owner.md,
// "Claims and deletion"): who asked for which listing, with which verified SIREN, and what became of it.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { bakeries } from './bakeries.js';
import { createdAt } from './columns.js';

export const CLAIM_STATUSES = ['en_attente', 'acceptee', 'refusee'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/**
 * One claim: `acceptee` at once when the listing's SIRET begins with the SIREN (`decided_by` null: nobody had to
 * decide), else `en_attente` until staff accept or refuse it. One pending claim per account and bakery (the
 * partial unique index): asking again is the same claim. The company's name and address are the SIREN
 * register's answer at the time of the claim, kept for the staff who decide.
 */
export const bakeryClaims = pgTable(
  'bakery_claims',
  {
    id: serial('id').primaryKey(),
    bakeryId: integer('bakery_id')
      .notNull()
      .references(() => bakeries.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<ClaimStatus>().notNull(),
    siren: varchar('siren', { length: 9 }).notNull(),
    companyName: varchar('company_name', { length: 255 }),
    companyAddress: varchar('company_address', { length: 500 }),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /** Staff's reason for a refusal, told to the claimant; null when none was given. */
    reason: varchar('reason', { length: 1000 }),
  },
  (t) => [
    index('bakery_claims_bakery_idx').on(t.bakeryId),
    index('bakery_claims_account_idx').on(t.accountId),
    index('bakery_claims_status_idx').on(t.status, t.createdAt),
    uniqueIndex('bakery_claims_one_pending')
      .on(t.bakeryId, t.accountId)
      .where(sql`${t.status} = 'en_attente'`),
    check('bakery_claims_status_values', sql`${t.status} IN ('en_attente', 'acceptee', 'refusee')`),
    check('bakery_claims_siren_format', sql`${t.siren} ~ '^[0-9]{9}$'`),
    check('bakery_claims_decided_whole', sql`(${t.status} = 'en_attente') = (${t.decidedAt} IS NULL)`),
    check('bakery_claims_reason_on_refusal', sql`${t.reason} IS NULL OR ${t.status} = 'refusee'`),
  ],
);
