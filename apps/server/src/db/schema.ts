// The whole data model of Fournil (spec §3 + DESIGN.md). Field names follow the spec so the API
// can expose them unchanged. Integrity lives here: foreign keys, CHECKs, partial unique indexes.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export type DayMap<T> = Record<'lundi' | 'mardi' | 'mercredi' | 'jeudi' | 'vendredi' | 'samedi' | 'dimanche', T>;
export type DayHoursRow = {
  ouverture_matin: string | null;
  fermeture_matin: string | null;
  ouverture_apm: string | null;
  fermeture_apm: string | null;
};

// ---------------------------------------------------------------- users and authentication

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 150 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    adresseUtilisateur: varchar('adresse_utilisateur', { length: 255 }).notNull().default(''),
    codePostalUtilisateur: varchar('code_postal_utilisateur', { length: 10 }).notNull().default(''),
    commune: varchar('commune', { length: 100 }).notNull().default(''),
    siren: varchar('siren', { length: 9 }),
    sirenVerified: boolean('siren_verified').notNull().default(false),
    sirenVerifiedAt: timestamp('siren_verified_at', { withTimezone: true }),
    telephone: varchar('telephone', { length: 20 }).notNull().default(''),
    isProprietaire: boolean('is_proprietaire').notNull().default(false),
    isStaff: boolean('is_staff').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * Set by staff to stop an abusive account (docs/back-office.md): it cannot log in, its sessions
     * are gone, its bakeries leave the public pages and the live feed until it is restored.
     */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    dateJoined: timestamp('date_joined', { withTimezone: true }).notNull().defaultNow(),
    lastLogin: timestamp('last_login', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    // The same SIREN cannot be claimed (verified) by two accounts.
    uniqueIndex('users_verified_siren_key').on(t.siren).where(sql`${t.sirenVerified}`),
    check('users_siren_format', sql`${t.siren} IS NULL OR ${t.siren} ~ '^[0-9]{9}$'`),
    check('users_siren_verified_needs_siren', sql`NOT ${t.sirenVerified} OR ${t.siren} IS NOT NULL`),
    check('users_email_shape', sql`position('@' in ${t.email}) > 1`),
  ],
);

export const emailConfirmations = pgTable(
  'email_confirmations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    keyHash: varchar('key_hash', { length: 64 }).notNull().unique(),
    email: varchar('email', { length: 254 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_confirmations_user_idx').on(t.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

// Refresh tokens are stored hashed; a family is one login session, rotated on every use.
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The family's absolute end (30 days after the login), copied on every rotation: docs/sessions-and-limits.md. */
    sessionExpiresAt: timestamp('session_expires_at', { withTimezone: true }).notNull(),
    /** The token this one replaced (null for the login's first token). */
    parentId: integer('parent_id'),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Set when the token was presented once more inside the grace window (allowed once). */
    graceUsedAt: timestamp('grace_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('refresh_tokens_user_idx').on(t.userId),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_parent_idx').on(t.parentId),
  ],
);

export const captchaChallenges = pgTable(
  'captcha_challenges',
  {
    key: varchar('key', { length: 64 }).primaryKey(),
    answer: varchar('answer', { length: 16 }).notNull(),
    /** The signed proof-of-work challenge (JSON), once the accessible alternative was asked for. */
    powChallenge: text('pow_challenge'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('captcha_challenges_expires_idx').on(t.expiresAt)],
);

// ---------------------------------------------------------------- bakeries

export const bakeries = pgTable(
  'bakeries',
  {
    id: serial('id').primaryKey(),
    proprietaireId: integer('proprietaire_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    responsableId: integer('responsable_id').references(() => users.id, { onDelete: 'set null' }),
    nom: varchar('nom', { length: 200 }).notNull(),
    adressePostale: varchar('adresse_postale', { length: 255 }).notNull(),
    ville: varchar('ville', { length: 100 }).notNull(),
    codePostalBoulangerie: varchar('code_postal_boulangerie', { length: 10 }).notNull(),
    telephoneBoulangerie: varchar('telephone_boulangerie', { length: 20 }).notNull().default(''),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    descriptionCourte: varchar('description_courte', { length: 255 }).notNull().default(''),
    presentation: text('presentation').notNull().default(''),
    motduboulanger: text('motduboulanger').notNull().default(''),
    imageLogoMain: varchar('image_logo_main', { length: 255 }),
    publicite: boolean('publicite').notNull().default(false),
    disponibilitePain: boolean('disponibilite_pain').notNull().default(false),
    disponibiliteCroissant: boolean('disponibilite_croissant').notNull().default(false),
    disponibiliteCafe: boolean('disponibilite_cafe').notNull().default(false),
    disponibiliteSandwich: boolean('disponibilite_sandwich').notNull().default(false),
    disponibiliteBio: boolean('disponibilite_bio').notNull().default(false),
    joursOuvertures: jsonb('jours_ouvertures').$type<DayMap<boolean>>().notNull(),
    horairesOuvertures: jsonb('horaires_ouvertures').$type<DayMap<DayHoursRow>>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bakeries_proprietaire_idx').on(t.proprietaireId),
    index('bakeries_responsable_idx').on(t.responsableId),
    // Radius search: earth_box(ll_to_earth(...)) @> ll_to_earth(lat, lng) uses this GiST index.
    index('bakeries_earth_idx').using('gist', sql`ll_to_earth(${t.latitude}, ${t.longitude})`),
    check('bakeries_nom_not_blank', sql`length(btrim(${t.nom})) > 0`),
    check('bakeries_latitude_range', sql`${t.latitude} IS NULL OR ${t.latitude} BETWEEN -90 AND 90`),
    check('bakeries_longitude_range', sql`${t.longitude} IS NULL OR ${t.longitude} BETWEEN -180 AND 180`),
    check('bakeries_coordinates_pair', sql`(${t.latitude} IS NULL) = (${t.longitude} IS NULL)`),
    check('bakeries_jours_is_object', sql`jsonb_typeof(${t.joursOuvertures}) = 'object'`),
    check('bakeries_horaires_is_object', sql`jsonb_typeof(${t.horairesOuvertures}) = 'object'`),
  ],
);

export const bakeryImages = pgTable(
  'bakery_images',
  {
    id: serial('id').primaryKey(),
    bakeryId: integer('bakery_id').notNull().references(() => bakeries.id, { onDelete: 'cascade' }),
    image: varchar('image', { length: 255 }).notNull(),
    position: smallint('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('bakery_images_bakery_idx').on(t.bakeryId)],
);

// Managers who accepted an invitation from an owner: the only candidates that owner may assign.
export const ownerManagers = pgTable(
  'owner_managers',
  {
    ownerId: integer('owner_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    managerId: integer('manager_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.managerId] }), check('owner_managers_distinct', sql`${t.ownerId} <> ${t.managerId}`)],
);

export const managerInvitations = pgTable(
  'manager_invitations',
  {
    id: serial('id').primaryKey(),
    bakeryId: integer('bakery_id').notNull().references(() => bakeries.id, { onDelete: 'cascade' }),
    invitedById: integer('invited_by_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 254 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedById: integer('accepted_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('manager_invitations_bakery_idx').on(t.bakeryId)],
);

// ---------------------------------------------------------------- advertising

export const campaigns = pgTable(
  'campaigns',
  {
    id: serial('id').primaryKey(),
    boulangerieId: integer('boulangerie_id').notNull().references(() => bakeries.id, { onDelete: 'cascade' }),
    nomCampagne: varchar('nom_campagne', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    formule: varchar('formule', { length: 30 }).notNull().default('payante'),
    urlSiteBoulanger: varchar('url_site_boulanger', { length: 500 }).notNull().default(''),
    etat: varchar('etat', { length: 20 }).notNull().default('brouillon'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('campaigns_boulangerie_idx').on(t.boulangerieId),
    // A bakery has at most one active campaign.
    uniqueIndex('campaigns_one_active_per_bakery').on(t.boulangerieId).where(sql`${t.etat} = 'active'`),
    check('campaigns_etat_values', sql`${t.etat} IN ('brouillon', 'active', 'terminee')`),
    check('campaigns_formule_values', sql`${t.formule} IN ('payante')`),
    check('campaigns_nom_not_blank', sql`length(btrim(${t.nomCampagne})) > 0`),
  ],
);

export const campaignImages = pgTable(
  'campaign_images',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id').notNull().references(() => campaigns.id, { onDelete: 'cascade' }),
    image: varchar('image', { length: 255 }).notNull(),
    position: smallint('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('campaign_images_campaign_idx').on(t.campaignId)],
);

// What a campaign brings its owner: views of the public block and clicks on the baker's site link,
// per campaign and Paris day, without any personal data (docs/advertising.md "Statistics").
export const campaignDailyStats = pgTable(
  'campaign_daily_stats',
  {
    campaignId: integer('campaign_id').notNull().references(() => campaigns.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    views: integer('views').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.day] }), check('campaign_daily_stats_non_negative', sql`${t.views} >= 0 AND ${t.clicks} >= 0`)],
);

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

// ---------------------------------------------------------------- content and contact

export const staticPages = pgTable(
  'static_pages',
  {
    slug: varchar('slug', { length: 100 }).primaryKey(),
    title: varchar('title', { length: 200 }).notNull(),
    content: text('content').notNull().default(''),
    updatedAt: updatedAt(),
  },
  (t) => [check('static_pages_slug_shape', sql`${t.slug} ~ '^[a-z0-9-]+$'`)],
);

export const faqs = pgTable(
  'faqs',
  {
    id: serial('id').primaryKey(),
    question: varchar('question', { length: 300 }).notNull(),
    answer: text('answer').notNull(),
    color: varchar('color', { length: 10 }).notNull().default('orange'),
    destinations: text('destinations').array().notNull().default(sql`'{}'::text[]`),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('faqs_color_values', sql`${t.color} IN ('orange', 'red', 'yellow', 'green', 'blue', 'purple', 'teal', 'brown')`),
    index('faqs_destinations_idx').using('gin', t.destinations),
  ],
);

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 150 }).notNull(),
  email: varchar('email', { length: 254 }).notNull(),
  subject: varchar('subject', { length: 200 }).notNull(),
  message: text('message').notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  ip: varchar('ip', { length: 64 }),
  createdAt: createdAt(),
  /** Staff inbox states (back-office): unread while null. */
  readAt: timestamp('read_at', { withTimezone: true }),
  archivedAt: timestamp('archived_at', { withTimezone: true }),
});

// Every staff action of the back-office: who, what, when, the record before and after. Never
// updated or deleted by the application; the actor's row may go, the entry stays (actor_email kept).
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: varchar('actor_email', { length: 254 }).notNull(),
    action: varchar('action', { length: 40 }).notNull(),
    entityType: varchar('entity_type', { length: 40 }).notNull(),
    entityId: varchar('entity_id', { length: 100 }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt), index('audit_log_entity_idx').on(t.entityType, t.entityId)],
);

// Outgoing e-mail: written in the request's transaction, delivered by a background worker with retries.
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: varchar('to_address', { length: 254 }).notNull(),
    // Contact messages reach the staff with the sender as Reply-To.
    replyTo: varchar('reply_to', { length: 254 }),
    subject: varchar('subject', { length: 300 }).notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_pending_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    check('mail_outbox_status_values', sql`${t.status} IN ('pending', 'sent', 'failed')`),
  ],
);
