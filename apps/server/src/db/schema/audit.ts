// The back-office audit log (docs/back-office.md).
import { index, integer, jsonb, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { createdAt } from './columns.js';

// Every staff action of the back-office: who, what, when, the record before and after. Never
// updated by the application, deleted only by the retention purge after five years (docs/privacy.md);
// the actor's row may go, the entry stays (actor_email kept).
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
