// Visitors' reports « Il reste du pain ? » (docs/visitor-reports.md): who said what
// about a bakery and until when it counts. The reporter is kept only as the SHA-256 of their browser's
// secret (or of their account, signed in) and of their address group (decision 020): enough to count
// distinct visitors and to block one, nothing that names anyone. The position a report carries is
// checked and dropped: no column holds it.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { bakeries } from './bakeries.js';
import { createdAt } from './columns.js';

export const visitorReports = pgTable(
  'visitor_reports',
  {
    id: serial('id').primaryKey(),
    bakeryId: integer('bakery_id')
      .notNull()
      .references(() => bakeries.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 20 }).notNull(),
    /** SHA-256 hex of `visitor:{Visitor.key}` or `account:{id}` (the key the limits count by). */
    visitorKey: varchar('visitor_key', { length: 64 }).notNull(),
    /** SHA-256 hex of `address:{group}` (an IPv4 address or an IPv6 /64): what an address block matches. */
    addressKey: varchar('address_key', { length: 64 }).notNull(),
    createdAt: createdAt(),
    /** The bakery was open by its hours when the report was made: only then does « C'est fermé » count. */
    duringOpening: boolean('during_opening').notNull(),
    /** min(created_at + 2 h, the bakery's next closing), computed by the server at insert. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
    clearedBy: integer('cleared_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('visitor_reports_type_values', sql`${t.type} IN ('pain', 'plus_de_pain', 'ferme')`),
    check('visitor_reports_expires_after_created', sql`${t.expiresAt} > ${t.createdAt}`),
    // "In force for a bakery": the card query reads a bakery's reports not cleared, newest first.
    index('visitor_reports_in_force_idx')
      .on(t.bakeryId, t.expiresAt)
      .where(sql`${t.clearedAt} IS NULL`),
    index('visitor_reports_created_idx').on(t.createdAt),
    index('visitor_reports_visitor_idx').on(t.visitorKey),
    index('visitor_reports_address_idx').on(t.addressKey),
  ],
);

/** Staff's block list: a visitor key or an address key whose reports are refused (403). */
export const visitorReportBlocks = pgTable(
  'visitor_report_blocks',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 10 }).notNull(),
    /** The same hash as visitor_reports.visitor_key or .address_key. */
    keyHash: varchar('key_hash', { length: 64 }).notNull(),
    reason: varchar('reason', { length: 500 }),
    createdAt: createdAt(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('visitor_report_blocks_kind_values', sql`${t.kind} IN ('visitor', 'address')`),
    uniqueIndex('visitor_report_blocks_key_idx').on(t.kind, t.keyHash),
  ],
);

/** The days (Paris) an owner was mailed about their bakery's reports: the primary key makes it one a day at most. */
export const visitorReportMailDays = pgTable(
  'visitor_report_mail_days',
  {
    bakeryId: integer('bakery_id')
      .notNull()
      .references(() => bakeries.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bakeryId, t.day] })],
);
