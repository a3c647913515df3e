// The back-office audit log (docs/back-office.md).
import { char, index, integer, jsonb, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { createdAt } from './columns.js';

// Every staff action of the back-office: who, what, when, the record before and after. Append-only
// in the database itself: triggers (migration 0019) refuse any update but the actor's account going
// (actor_id set null), any deletion of an entry younger than five years (the retention purge,
// docs/privacy.md) and TRUNCATE; they also chain each entry to the previous one by a SHA-256 hash
// (docs/back-office.md, "Audit log"). The actor's row may go, the entry stays (actor_email kept).
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
    // Set by the database (trigger audit_log_chain), never by the application.
    prevHash: char('prev_hash', { length: 64 }),
    hash: char('hash', { length: 64 }),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt), index('audit_log_entity_idx').on(t.entityType, t.entityId)],
);
