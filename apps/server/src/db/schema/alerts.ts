// Favourites and push alerts: an account's favourite bakeries (docs/favourites.md), and the
// browsers' push subscriptions with the alerts they asked for (docs/alerts.md). Alerts need no account:
// a subscription is identified by its endpoint and proved by its `auth` secret; it remembers the
// account signed in when it asked, so that the account's deletion takes it too.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { bakeries } from './bakeries.js';
import { createdAt } from './columns.js';

export const accountFavourites = pgTable(
  'account_favourites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bakeryId: integer('bakery_id')
      .notNull()
      .references(() => bakeries.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.bakeryId] }), index('account_favourites_bakery_idx').on(t.bakeryId)],
);

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    /** The push service URL (checked against the known services, docs/alerts.md "Endpoints"). */
    endpoint: varchar('endpoint', { length: 1000 }).notNull().unique(),
    /** The browser's ECDH public key and auth secret (RFC 8291), base64url as the browser gives them. */
    p256dh: varchar('p256dh', { length: 200 }).notNull(),
    auth: varchar('auth', { length: 100 }).notNull(),
    createdAt: createdAt(),
    /** The client address group (IPv4, or IPv6 /64) that created it, for the per-address limit. */
    createdIpGroup: varchar('created_ip_group', { length: 64 }),
    /**
     * The account signed in when an alert was last asked with it, if any: deleting that account
     * deletes the subscription and its alerts (docs/alerts.md, "Who is who"). Null when anonymous.
     */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

export const alerts = pgTable(
  'alerts',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    bakeryId: integer('bakery_id')
      .notNull()
      .references(() => bakeries.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'pain' | 'ouverture'>().notNull(),
    /** Also between 21 h and 7 h (Paris). */
    laNuit: boolean('la_nuit').notNull().default(false),
    createdAt: createdAt(),
    /** When the last notification was claimed: at most one per ALERT_MIN_INTERVAL_HOURS. */
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  },
  (t) => [
    check('alerts_kind_check', sql`${t.kind} IN ('pain', 'ouverture')`),
    uniqueIndex('alerts_subscription_bakery_kind_key').on(t.subscriptionId, t.bakeryId, t.kind),
    index('alerts_bakery_kind_idx').on(t.bakeryId, t.kind),
  ],
);
