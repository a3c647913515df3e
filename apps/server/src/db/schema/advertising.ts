// Advertising campaigns shown on a bakery's public page, their images and daily statistics
// (docs/advertising.md).
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { bakeries } from './bakeries.js';
import { createdAt, updatedAt } from './columns.js';

export const campaigns = pgTable(
  'campaigns',
  {
    id: serial('id').primaryKey(),
    boulangerieId: integer('boulangerie_id')
      .notNull()
      .references(() => bakeries.id, { onDelete: 'cascade' }),
    nomCampagne: varchar('nom_campagne', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    formule: varchar('formule', { length: 30 }).notNull().default('payante'),
    urlSiteBoulanger: varchar('url_site_boulanger', { length: 500 }).notNull().default(''),
    etat: varchar('etat', { length: 20 }).notNull().default('brouillon'),
    /** Optional last day shown (Europe/Paris, inclusive); after it the campaign is `terminee`. */
    endsOn: date('ends_on'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('campaigns_boulangerie_idx').on(t.boulangerieId),
    // A bakery has at most one active campaign.
    uniqueIndex('campaigns_one_active_per_bakery')
      .on(t.boulangerieId)
      .where(sql`${t.etat} = 'active'`),
    check('campaigns_etat_values', sql`${t.etat} IN ('brouillon', 'active', 'terminee')`),
    check('campaigns_formule_values', sql`${t.formule} IN ('payante')`),
    check('campaigns_nom_not_blank', sql`length(btrim(${t.nomCampagne})) > 0`),
  ],
);

export const campaignImages = pgTable(
  'campaign_images',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
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
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    views: integer('views').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.day] }),
    check('campaign_daily_stats_non_negative', sql`${t.views} >= 0 AND ${t.clicks} >= 0`),
  ],
);

// The reminders sent to an owner whose bakery has an active campaign and an unpaid month: on the first
// of the month and three days later (docs/advertising.md, "Unpaid months"). One row per mail sent.
export const bakeryPaymentReminders = pgTable(
  'bakery_payment_reminders',
  {
    boulangerieId: integer('boulangerie_id')
      .notNull()
      .references(() => bakeries.id, { onDelete: 'cascade' }),
    period: date('period').notNull(),
    kind: varchar('kind', { length: 10 }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.boulangerieId, t.period, t.kind] }),
    check('bakery_payment_reminders_kind_values', sql`${t.kind} IN ('first', 'second')`),
  ],
);
