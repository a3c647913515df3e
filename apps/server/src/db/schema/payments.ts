// Money (docs/payments.md): promo codes, checkout sessions, the monthly publication fees, access
// subscriptions and grants, and the provider events already applied. Money rows outlive the bakery
// and are never erased by the application.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { bakeries } from './bakeries.js';
import { createdAt } from './columns.js';

export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 40 }).notNull(),
    discountCents: integer('discount_cents').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('promo_codes_code_upper_key').on(sql`upper(${t.code})`),
    check('promo_codes_discount_positive', sql`${t.discountCents} >= 0`),
    check('promo_codes_uses_within_max', sql`${t.maxUses} IS NULL OR ${t.uses} <= ${t.maxUses}`),
    check('promo_codes_validity_order', sql`${t.validFrom} IS NULL OR ${t.validUntil} IS NULL OR ${t.validFrom} < ${t.validUntil}`),
  ],
);

// One row per checkout the provider hosts: ad-section access (one-off or subscription) or a
// bakery's monthly publication fee. Recorded from signed webhooks or server-side status checks.
export const paymentSessions = pgTable(
  'payment_sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 30 }).notNull(),
    boulangerieId: integer('boulangerie_id').references(() => bakeries.id, { onDelete: 'set null' }),
    period: date('period'),
    amountCents: integer('amount_cents').notNull(),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
    provider: varchar('provider', { length: 20 }).notNull(),
    providerSessionId: varchar('provider_session_id', { length: 255 }).notNull().unique(),
    providerSubscriptionId: varchar('provider_subscription_id', { length: 255 }),
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('payment_sessions_user_idx').on(t.userId),
    check('payment_sessions_purpose_values', sql`${t.purpose} IN ('ad_access_payment', 'ad_access_subscription', 'bakery_month')`),
    check('payment_sessions_status_values', sql`${t.status} IN ('pending', 'paid', 'failed', 'canceled', 'expired')`),
    check('payment_sessions_amount_non_negative', sql`${t.amountCents} >= 0`),
    // The bakery is required when the session is created (service code), but the row outlives a
    // deleted bakery (boulangerie_id set null): money records are never erased (docs/bakery-management.md).
    check('payment_sessions_bakery_month_fields', sql`${t.purpose} <> 'bakery_month' OR ${t.period} IS NOT NULL`),
  ],
);

// The bakery's monthly publication fee: period is the first day of a month (Europe/Paris).
// Deleting the bakery keeps the fee (boulangerie_id set null): docs/bakery-management.md.
export const bakeryMonthlyPayments = pgTable(
  'bakery_monthly_payments',
  {
    id: serial('id').primaryKey(),
    boulangerieId: integer('boulangerie_id').references(() => bakeries.id, { onDelete: 'set null' }),
    period: date('period').notNull(),
    status: varchar('status', { length: 20 }).notNull().default('paid'),
    amountCents: integer('amount_cents').notNull(),
    paymentSessionId: integer('payment_session_id').references(() => paymentSessions.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bakery_monthly_payments_paid_key').on(t.boulangerieId, t.period).where(sql`${t.status} = 'paid'`),
    // A payment session pays one month once, whichever of webhook, status check or `Payer` comes first.
    uniqueIndex('bakery_monthly_payments_session_key').on(t.paymentSessionId),
    check('bakery_monthly_payments_first_of_month', sql`extract(day from ${t.period}) = 1`),
    check('bakery_monthly_payments_status_values', sql`${t.status} IN ('paid', 'refunded')`),
  ],
);

export const adSubscriptions = pgTable(
  'ad_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 20 }).notNull(),
    providerSubscriptionId: varchar('provider_subscription_id', { length: 255 }).notNull().unique(),
    status: varchar('status', { length: 20 }).notNull().default('active'),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    createdAt: createdAt(),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
  },
  (t) => [
    index('ad_subscriptions_user_idx').on(t.userId),
    check('ad_subscriptions_status_values', sql`${t.status} IN ('active', 'past_due', 'canceled')`),
  ],
);

// Access to the advertising section for a span of time (one-off month, or a paid subscription period).
export const adAccessGrants = pgTable(
  'ad_access_grants',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    paymentSessionId: integer('payment_session_id').references(() => paymentSessions.id, { onDelete: 'set null' }),
    subscriptionId: integer('subscription_id').references(() => adSubscriptions.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('ad_access_grants_user_idx').on(t.userId, t.endsAt),
    check('ad_access_grants_order', sql`${t.startsAt} < ${t.endsAt}`),
    // A payment session grants once (docs/payments.md); renewals have no session (null, not unique).
    uniqueIndex('ad_access_grants_session_key').on(t.paymentSessionId),
  ],
);

export const processedProviderEvents = pgTable(
  'processed_provider_events',
  {
    provider: varchar('provider', { length: 20 }).notNull(),
    eventId: varchar('event_id', { length: 255 }).notNull(),
    type: varchar('type', { length: 100 }).notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);
