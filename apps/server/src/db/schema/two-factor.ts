// Two-step verification (docs/two-factor.md): each account's authenticator secret, its single-use
// recovery codes, and the login tickets that wait for a code between the password and the session.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { createdAt } from './columns.js';

export const twoFactorSecrets = pgTable(
  'two_factor_secrets',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The secret in use, encrypted (AES-256-GCM, key derived from the JWT secret: a database dump
     * alone gives no codes). Null until a first code confirmed a secret.
     */
    secretEncrypted: text('secret_encrypted'),
    enabledAt: timestamp('enabled_at', { withTimezone: true }),
    /** The last time step a code was accepted for: a code is never accepted twice (RFC 6238 §5.2). */
    lastUsedStep: bigint('last_used_step', { mode: 'number' }),
    /** A secret shown to be scanned, not confirmed yet (set-up or a change of app). */
    pendingSecretEncrypted: text('pending_secret_encrypted'),
    pendingExpiresAt: timestamp('pending_expires_at', { withTimezone: true }),
    // Wrong codes in a row and the locks they earned (modules/two-factor/lockout.ts, docs/two-factor.md "Wrong codes").
    codeFailures: smallint('code_failures').notNull().default(0),
    lastCodeFailureAt: timestamp('last_code_failure_at', { withTimezone: true }),
    codesLockedUntil: timestamp('codes_locked_until', { withTimezone: true }),
    /** Locks since the account was last quiet for 24 hours: the next one lasts longer. */
    codeLockLevel: smallint('code_lock_level').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('two_factor_enabled_has_secret', sql`${t.enabledAt} IS NULL OR ${t.secretEncrypted} IS NOT NULL`),
    check('two_factor_code_counts', sql`${t.codeFailures} >= 0 AND ${t.codeLockLevel} >= 0`),
  ],
);

export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the code (50 random bits each, so a fast hash is enough). */
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('two_factor_recovery_codes_user_code_key').on(t.userId, t.codeHash)],
);

/** Between the right password and the code: single use, short-lived, a few wrong codes at most. */
export const twoFactorLoginTickets = pgTable(
  'two_factor_login_tickets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failures: smallint('failures').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('two_factor_login_tickets_expires_idx').on(t.expiresAt), index('two_factor_login_tickets_user_idx').on(t.userId)],
);
