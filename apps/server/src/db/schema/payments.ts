// Money (docs/payments.md): promo codes and their redemptions, checkout sessions, the ledger of
// payments received, the monthly publication fees, subscriptions and access grants, and the provider
// events already applied. Money rows outlive the bakery and are never erased by the application.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { campaigns } from './advertising.js';
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
    /** Usable once per account (the default); staff may allow an account to use it again. */
    oncePerAccount: boolean('once_per_account').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('promo_codes_code_upper_key').on(sql`upper(${t.code})`),
    check('promo_codes_discount_positive', sql`${t.discountCents} >= 0`),
    check('promo_codes_uses_within_max', sql`${t.maxUses} IS NULL OR ${t.uses} <= ${t.maxUses}`),
    check('promo_codes_validity_order', sql`${t.validFrom} IS NULL OR ${t.validUntil} IS NULL OR ${t.validFrom} < ${t.validUntil}`),
  ],
);

// One row per checkout the provider hosts: ad-section access (one-off or subscription), a bakery's
// monthly publication fee, or that fee as a monthly subscription. Recorded from signed webhooks or
// server-side status checks.
export const paymentSessions = pgTable(
  'payment_sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 30 }).notNull(),
    boulangerieId: integer('boulangerie_id').references(() => bakeries.id, { onDelete: 'set null' }),
    period: date('period'),
    amountCents: integer('amount_cents').notNull(),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
    /** A bakery's month paid from a campaign: that campaign is published when the payment completes (docs/advertising.md, "Publish on payment"). */
    campaignId: integer('campaign_id').references(() => campaigns.id, { onDelete: 'set null' }),
    provider: varchar('provider', { length: 20 }).notNull(),
    providerSessionId: varchar('provider_session_id', { length: 255 }).notNull().unique(),
    providerSubscriptionId: varchar('provider_subscription_id', { length: 255 }),
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('payment_sessions_user_idx').on(t.userId),
    check(
      'payment_sessions_purpose_values',
      sql`${t.purpose} IN ('ad_access_payment', 'ad_access_subscription', 'bakery_month', 'bakery_month_subscription')`,
    ),
    check('payment_sessions_status_values', sql`${t.status} IN ('pending', 'paid', 'failed', 'canceled', 'expired')`),
    check('payment_sessions_amount_non_negative', sql`${t.amountCents} >= 0`),
    // The bakery is required when the session is created (service code), but the row outlives a
    // deleted bakery (boulangerie_id set null): money records are never erased (docs/bakery-management.md).
    check('payment_sessions_bakery_month_fields', sql`${t.purpose} <> 'bakery_month' OR ${t.period} IS NOT NULL`),
  ],
);

// A promo code used by an account: counted when the payment completes. `once` copies the code's
// rule at that moment, so the partial unique index keeps once-per-account codes to one use each.
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: serial('id').primaryKey(),
    promoCodeId: integer('promo_code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paymentSessionId: integer('payment_session_id').references(() => paymentSessions.id, { onDelete: 'set null' }),
    once: boolean('once').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('promo_redemptions_once_key')
      .on(t.promoCodeId, t.userId)
      .where(sql`${t.once}`),
    uniqueIndex('promo_redemptions_session_key').on(t.paymentSessionId),
  ],
);

// The ledger of money received (docs/payments.md, "The ledger"): one row per payment the provider
// took — a completed checkout or a subscription renewal — with what it paid for. Invoices and credit
// notes are issued from these rows; refunds and disputes are recorded on them. Never deleted.
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    /** Null only once the account is deleted (decision 013): the record stays, detached. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'restrict' }),
    kind: varchar('kind', { length: 30 }).notNull(),
    paymentSessionId: integer('payment_session_id').references(() => paymentSessions.id, { onDelete: 'restrict' }),
    subscriptionId: integer('subscription_id').references(() => adSubscriptions.id, { onDelete: 'restrict' }),
    boulangerieId: integer('boulangerie_id').references(() => bakeries.id, { onDelete: 'set null' }),
    /** The bakery's name when paid: invoices and histories keep it after the bakery is gone. */
    bakeryName: varchar('bakery_name', { length: 200 }),
    /** A bakery's fee: the month paid (first day, Europe/Paris). */
    period: date('period'),
    /** An access: the span it opens. */
    serviceStart: timestamp('service_start', { withTimezone: true }),
    serviceEnd: timestamp('service_end', { withTimezone: true }),
    provider: varchar('provider', { length: 20 }).notNull(),
    /** The provider's payment (Stripe payment intent), which refunds and disputes name. */
    providerPaymentId: varchar('provider_payment_id', { length: 255 }),
    /** A renewal: the provider's invoice. */
    providerInvoiceId: varchar('provider_invoice_id', { length: 255 }),
    /** 'carte', 'prelevement', 'gratuit' or 'simulation'. */
    method: varchar('method', { length: 20 }).notNull(),
    listPriceCents: integer('list_price_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    amountCents: integer('amount_cents').notNull(),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
    refundedCents: integer('refunded_cents').notNull().default(0),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    disputedAt: timestamp('disputed_at', { withTimezone: true }),
    providerDisputeId: varchar('provider_dispute_id', { length: 255 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('payments_user_idx').on(t.userId, t.paidAt),
    index('payments_paid_at_idx').on(t.paidAt),
    uniqueIndex('payments_session_key').on(t.paymentSessionId),
    uniqueIndex('payments_provider_payment_key').on(t.provider, t.providerPaymentId),
    uniqueIndex('payments_provider_invoice_key').on(t.provider, t.providerInvoiceId),
    check(
      'payments_kind_values',
      sql`${t.kind} IN ('ad_access_payment', 'ad_access_subscription', 'bakery_month', 'bakery_month_subscription')`,
    ),
    check('payments_method_values', sql`${t.method} IN ('carte', 'prelevement', 'gratuit', 'simulation')`),
    check(
      'payments_amounts',
      sql`${t.amountCents} >= 0 AND ${t.discountCents} >= 0 AND ${t.amountCents} = ${t.listPriceCents} - ${t.discountCents}`,
    ),
    check('payments_refund_within_amount', sql`${t.refundedCents} >= 0 AND ${t.refundedCents} <= ${t.amountCents}`),
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
    /** The payment received for this month (its invoice, its refund). */
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bakery_monthly_payments_payment_key').on(t.paymentId),
    uniqueIndex('bakery_monthly_payments_paid_key')
      .on(t.boulangerieId, t.period)
      .where(sql`${t.status} = 'paid'`),
    // A payment session pays one month once, whichever of webhook, status check or `Payer` comes first.
    uniqueIndex('bakery_monthly_payments_session_key').on(t.paymentSessionId),
    check('bakery_monthly_payments_first_of_month', sql`extract(day from ${t.period}) = 1`),
    check('bakery_monthly_payments_status_values', sql`${t.status} IN ('paid', 'refunded')`),
  ],
);

// A subscription at the provider: access to the advertising section (`ad_access`), or one bakery's
// monthly publication fee (`bakery_month`).
export const adSubscriptions = pgTable(
  'ad_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 20 }).notNull().default('ad_access'),
    boulangerieId: integer('boulangerie_id').references(() => bakeries.id, { onDelete: 'set null' }),
    provider: varchar('provider', { length: 20 }).notNull(),
    providerSubscriptionId: varchar('provider_subscription_id', { length: 255 }).notNull().unique(),
    /** The provider's customer, for the page where the owner updates the card. */
    providerCustomerId: varchar('provider_customer_id', { length: 255 }),
    status: varchar('status', { length: 20 }).notNull().default('active'),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    createdAt: createdAt(),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
  },
  (t) => [
    index('ad_subscriptions_user_idx').on(t.userId),
    check('ad_subscriptions_status_values', sql`${t.status} IN ('active', 'past_due', 'canceled')`),
    check('ad_subscriptions_purpose_values', sql`${t.purpose} IN ('ad_access', 'bakery_month')`),
    // One running publication subscription per bakery.
    uniqueIndex('ad_subscriptions_one_per_bakery')
      .on(t.boulangerieId)
      .where(sql`${t.purpose} = 'bakery_month' AND ${t.status} <> 'canceled'`),
  ],
);

// Access to the advertising section for a span of time (one-off month, or a paid subscription period).
export const adAccessGrants = pgTable(
  'ad_access_grants',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    paymentSessionId: integer('payment_session_id').references(() => paymentSessions.id, { onDelete: 'set null' }),
    subscriptionId: integer('subscription_id').references(() => adSubscriptions.id, { onDelete: 'set null' }),
    /** The payment received for this span (a refund ends it). */
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ad_access_grants_payment_key').on(t.paymentId),
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
