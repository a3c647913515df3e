// What staff publish and receive: static pages, FAQs and contact messages (docs/back-office.md).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { createdAt, updatedAt } from './columns.js';

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
    destinations: text('destinations')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
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
  /** 'contact' (the contact form) or 'siren_dispute' (docs/accounts.md, "Disputing a SIREN"). */
  kind: varchar('kind', { length: 20 }).notNull().default('contact'),
  /** The disputed SIREN of a 'siren_dispute' message. */
  siren: varchar('siren', { length: 9 }),
  createdAt: createdAt(),
  /** Staff inbox states (back-office): unread while null. */
  readAt: timestamp('read_at', { withTimezone: true }),
  archivedAt: timestamp('archived_at', { withTimezone: true }),
});
