// Accounts and what proves who someone is: users, e-mail confirmations, password resets, refresh
// tokens (stored hashed, docs/sessions-and-limits.md) and captcha challenges.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

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
    /**
     * The company's name as the SIREN register gave it at verification (docs/accounts.md, "The company
     * name"): its denomination, or for a sole trader (companyIsPerson) the person's name. The client on
     * the invoices issued afterwards; null when the register gives none (a unit not public).
     */
    companyName: varchar('company_name', { length: 255 }),
    companyIsPerson: boolean('company_is_person').notNull().default(false),
    telephone: varchar('telephone', { length: 20 }).notNull().default(''),
    isProprietaire: boolean('is_proprietaire').notNull().default(false),
    isStaff: boolean('is_staff').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * Set by staff to stop an abusive account (docs/back-office.md): it cannot log in, its sessions
     * are gone, its bakeries leave the public pages and the live feed until it is restored.
     */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /**
     * Set by staff while a SIREN dispute is settled (docs/back-office.md, "SIREN disputes"): the
     * account's bakeries leave the public pages and the live feed, like a suspension, but the account
     * keeps signing in. Cleared when staff show them again.
     */
    bakeriesHiddenAt: timestamp('bakeries_hidden_at', { withTimezone: true }),
    /**
     * Access tokens issued before this second are refused (docs/sessions-and-limits.md, "Ending
     * sessions"): set when the password changes, so other devices are signed out at their next call.
     */
    sessionsValidAfter: timestamp('sessions_valid_after', { withTimezone: true }),
    dateJoined: timestamp('date_joined', { withTimezone: true }).notNull().defaultNow(),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    /**
     * Set when the person deleted their account (docs/privacy.md, "Deleting the account"): the row
     * stays, emptied of personal data, because invoices and payments still point to it.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * Limits staff set for this account alone (docs/bakery-management.md, "Caps per account"): the
     * bakeries it may own and the images it may have stored. Null: the default (OWNER_MAX_BAKERIES,
     * ACCOUNT_MAX_IMAGES).
     */
    bakeryLimit: integer('bakery_limit'),
    uploadLimit: integer('upload_limit'),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    // The same SIREN cannot be claimed (verified) by two accounts.
    uniqueIndex('users_verified_siren_key')
      .on(t.siren)
      .where(sql`${t.sirenVerified}`),
    check('users_siren_format', sql`${t.siren} IS NULL OR ${t.siren} ~ '^[0-9]{9}$'`),
    check('users_siren_verified_needs_siren', sql`NOT ${t.sirenVerified} OR ${t.siren} IS NOT NULL`),
    check('users_email_shape', sql`position('@' in ${t.email}) > 1`),
    // A null limit passes (the default applies).
    check('users_bakery_limit_not_negative', sql`${t.bakeryLimit} >= 0`),
    check('users_upload_limit_not_negative', sql`${t.uploadLimit} >= 0`),
  ],
);

export const emailConfirmations = pgTable(
  'email_confirmations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The family's absolute end (30 days after the login), copied on every rotation: docs/sessions-and-limits.md. */
    sessionExpiresAt: timestamp('session_expires_at', { withTimezone: true }).notNull(),
    /**
     * The session passed two-step verification: opened by a login with a code, or the one that turned
     * it on. Copied on every rotation, never set by one (docs/two-factor.md, "Sessions").
     */
    twoFactorPassed: boolean('two_factor_passed').notNull().default(false),
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
