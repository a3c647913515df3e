// Table declarations (data, not logic), hence longer than 300 lines.
// Bakeries, their photos, and the people who run them with their owner: managers an owner may
// assign and the invitations that make someone a manager (docs/bakery-management.md). A bakery
// without an owner is a listing from open data, with its sources (docs/decisions/019-bakeries-without-an-owner.md).
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  doublePrecision,
  foreignKey,
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
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { createdAt, updatedAt } from './columns.js';

export type DayMap<T> = Record<'lundi' | 'mardi' | 'mercredi' | 'jeudi' | 'vendredi' | 'samedi' | 'dimanche', T>;
export type DayHoursRow = {
  ouverture_matin: string | null;
  fermeture_matin: string | null;
  ouverture_apm: string | null;
  fermeture_apm: string | null;
};

export const HORAIRES_STATUTS = ['renseignes', 'a_confirmer', 'non_renseignes'] as const;
export type HorairesStatut = (typeof HORAIRES_STATUTS)[number];

export const bakeries = pgTable(
  'bakeries',
  {
    id: serial('id').primaryKey(),
    /** Null for a listing nobody has claimed yet: no pro route reaches it (docs/decisions/019-bakeries-without-an-owner.md). */
    proprietaireId: integer('proprietaire_id').references(() => users.id, { onDelete: 'cascade' }),
    responsableId: integer('responsable_id').references(() => users.id, { onDelete: 'set null' }),
    nom: varchar('nom', { length: 200 }).notNull(),
    adressePostale: varchar('adresse_postale', { length: 255 }).notNull(),
    ville: varchar('ville', { length: 100 }).notNull(),
    codePostalBoulangerie: varchar('code_postal_boulangerie', { length: 10 }).notNull(),
    telephoneBoulangerie: varchar('telephone_boulangerie', { length: 20 }).notNull().default(''),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** The position is a commune centre from the offline gazetteer, not the shop's address (docs/bakery-management.md, "Position on the map"). */
    positionApproximative: boolean('position_approximative').notNull().default(false),
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
    // When each flag was last set, by anyone (docs/availability.md, "Freshness"); a new row's flags are set at its insert.
    // Null: nobody ever said, the flag is unknown; only a listing may have one (bakeries_owned_flags_dated).
    disponibilitePainMaj: timestamp('disponibilite_pain_maj', { withTimezone: true }).defaultNow(),
    disponibiliteCafeMaj: timestamp('disponibilite_cafe_maj', { withTimezone: true }).defaultNow(),
    disponibiliteCroissantMaj: timestamp('disponibilite_croissant_maj', { withTimezone: true }).defaultNow(),
    disponibiliteSandwichMaj: timestamp('disponibilite_sandwich_maj', { withTimezone: true }).defaultNow(),
    disponibiliteBioMaj: timestamp('disponibilite_bio_maj', { withTimezone: true }).defaultNow(),
    // The flags at each opening after a closed period, set by the owner (docs/availability.md, "Reset at opening").
    ouverturePain: boolean('ouverture_pain').notNull().default(true),
    ouvertureCafe: boolean('ouverture_cafe').notNull().default(false),
    ouvertureCroissant: boolean('ouverture_croissant').notNull().default(false),
    ouvertureSandwich: boolean('ouverture_sandwich').notNull().default(false),
    ouvertureBio: boolean('ouverture_bio').notNull().default(false),
    joursOuvertures: jsonb('jours_ouvertures').$type<DayMap<boolean>>().notNull(),
    horairesOuvertures: jsonb('horaires_ouvertures').$type<DayMap<DayHoursRow>>().notNull(),
    /** Public holidays (docs/opening-calendar.md): null = not said yet, 'habituels' or 'fermes'. */
    joursFeries: text('jours_feries').$type<'habituels' | 'fermes'>(),
    /** Set while the bakery is hidden from visitors on its own account (a listing gone from its sources); null = shown. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /**
     * Set when staff merged this listing into another (docs/open-data.md, "The staff's review queue"): it is hidden
     * for good, and its page sends visitors to the bakery it went into. Never deleted.
     */
    mergedIntoId: integer('merged_into_id').references((): AnyPgColumn => bakeries.id, { onDelete: 'set null' }),
    /** A listing's website from its source (OSM `website`); '' when none (docs/open-data.md, "Importing listings"). */
    siteWeb: varchar('site_web', { length: 255 }).notNull().default(''),
    /**
     * How far the week above can be trusted (docs/open-data.md, "Importing listings"): 'renseignes' it is exact (an
     * owner's always is), 'a_confirmer' the source's text could not be held exactly by the week, 'non_renseignes' no
     * hours are known; the last two must never read « Fermé ».
     */
    horairesStatut: text('horaires_statut').$type<HorairesStatut>().notNull().default('renseignes'),
    /** The source's opening-hours text as written (OSM `opening_hours`), shown with « Horaires à confirmer »; null when none. */
    horairesSource: text('horaires_source'),
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
    check('bakeries_jours_feries_values', sql`${t.joursFeries} IN ('habituels', 'fermes')`),
    check('bakeries_merged_hidden', sql`${t.mergedIntoId} IS NULL OR (${t.hiddenAt} IS NOT NULL AND ${t.mergedIntoId} <> ${t.id})`),
    check('bakeries_horaires_statut_values', sql`${t.horairesStatut} IN ('renseignes', 'a_confirmer', 'non_renseignes')`),
    // An owner's word always has a time: only a listing's flags may be unknown (docs/decisions/019-bakeries-without-an-owner.md).
    check(
      'bakeries_owned_flags_dated',
      sql`${t.proprietaireId} IS NULL OR (${t.disponibilitePainMaj} IS NOT NULL AND ${t.disponibiliteCafeMaj} IS NOT NULL AND ${t.disponibiliteCroissantMaj} IS NOT NULL AND ${t.disponibiliteSandwichMaj} IS NOT NULL AND ${t.disponibiliteBioMaj} IS NOT NULL)`,
    ),
  ],
);

export const BAKERY_SOURCES = ['osm', 'sirene'] as const;
export type BakerySource = (typeof BAKERY_SOURCES)[number];
export const BAKERY_SOURCE_LICENCES = ['ODbL-1.0', 'Licence-Ouverte-2.0'] as const;
export type BakerySourceLicence = (typeof BAKERY_SOURCE_LICENCES)[number];

/**
 * Where a bakery's facts come from in open data (docs/decisions/019-bakeries-without-an-owner.md):
 * one row per record of a source, `osm` (`node/123`, `way/45`, `relation/6`) or `sirene` (a SIRET), kept
 * after a claim. A record belongs to one bakery; a bakery may have several (both sources, or a node and a way).
 */
export const bakerySources = pgTable(
  'bakery_sources',
  {
    source: text('source').$type<BakerySource>().notNull(),
    sourceId: varchar('source_id', { length: 40 }).notNull(),
    bakeryId: integer('bakery_id')
      .notNull()
      .references(() => bakeries.id, { onDelete: 'cascade' }),
    licence: text('licence').$type<BakerySourceLicence>().notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when an import no longer finds the record (or finds the établissement closed); null while it is there. */
    goneSince: timestamp('gone_since', { withTimezone: true }),
    /**
     * The SIRET the record carries: a Sirene record's own, or an OSM `ref:FR:SIRET`. A bakery's SIRETs are those of
     * its records, so a later record of the same établissement finds it (docs/open-data.md, "Importing listings").
     */
    siret: varchar('siret', { length: 14 }),
  },
  (t) => [
    primaryKey({ columns: [t.source, t.sourceId] }),
    index('bakery_sources_bakery_idx').on(t.bakeryId),
    index('bakery_sources_siret_idx')
      .on(t.siret)
      .where(sql`${t.siret} IS NOT NULL`),
    check('bakery_sources_siret_format', sql`${t.siret} IS NULL OR ${t.siret} ~ '^[0-9]{14}$'`),
    check('bakery_sources_sirene_siret', sql`${t.source} <> 'sirene' OR ${t.siret} = ${t.sourceId}`),
    check(
      'bakery_sources_id_format',
      sql`(${t.source} = 'osm' AND ${t.sourceId} ~ '^(node|way|relation)/[0-9]+$') OR (${t.source} = 'sirene' AND ${t.sourceId} ~ '^[0-9]{14}$')`,
    ),
    check('bakery_sources_licence_values', sql`${t.licence} IN ('ODbL-1.0', 'Licence-Ouverte-2.0')`),
  ],
);

export const LISTING_DUPLICATE_REASONS = ['near_different_name', 'attached_to_owned'] as const;
export type ListingDuplicateReason = (typeof LISTING_DUPLICATE_REASONS)[number];
export const LISTING_DUPLICATE_RESOLUTIONS = ['merged', 'kept_apart'] as const;
export type ListingDuplicateResolution = (typeof LISTING_DUPLICATE_RESOLUTIONS)[number];

/**
 * The staff's review queue of what an import could not decide alone (docs/open-data.md, "Importing listings"):
 * either a listing it created within 75 m of a bakery of another name and address (`other_bakery_id`), or a
 * record it attached to an owner's bakery within 30 m rather than create a second bakery beside it (`source`,
 * `source_id`, `record_nom`). One row per pair, whichever way round; a resolved pair is never queued again.
 */
export const listingDuplicateCandidates = pgTable(
  'listing_duplicate_candidates',
  {
    id: serial('id').primaryKey(),
    /** The bakery that was there first. */
    bakeryId: integer('bakery_id')
      .notNull()
      .references(() => bakeries.id, { onDelete: 'cascade' }),
    /** The listing the import created beside it; null when the record was attached to `bakery_id` instead. */
    otherBakeryId: integer('other_bakery_id').references(() => bakeries.id, { onDelete: 'cascade' }),
    source: text('source').$type<BakerySource>(),
    sourceId: varchar('source_id', { length: 40 }),
    /** The attached record's name as its source gives it: the owner's bakery does not show it. */
    recordNom: varchar('record_nom', { length: 200 }),
    distanceM: integer('distance_m').notNull(),
    reason: text('reason').$type<ListingDuplicateReason>().notNull(),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolution: text('resolution').$type<ListingDuplicateResolution>(),
  },
  (t) => [
    index('listing_duplicate_candidates_bakery_idx').on(t.bakeryId),
    index('listing_duplicate_candidates_other_idx').on(t.otherBakeryId),
    uniqueIndex('listing_duplicate_candidates_pair_key')
      .on(sql`least(${t.bakeryId}, ${t.otherBakeryId})`, sql`greatest(${t.bakeryId}, ${t.otherBakeryId})`)
      .where(sql`${t.otherBakeryId} IS NOT NULL`),
    uniqueIndex('listing_duplicate_candidates_record_key')
      .on(t.source, t.sourceId)
      .where(sql`${t.source} IS NOT NULL`),
    foreignKey({ columns: [t.source, t.sourceId], foreignColumns: [bakerySources.source, bakerySources.sourceId] }).onDelete('cascade'),
    check('listing_duplicate_candidates_one_kind', sql`(${t.otherBakeryId} IS NULL) = (${t.source} IS NOT NULL)`),
    check(
      'listing_duplicate_candidates_record_whole',
      sql`(${t.source} IS NULL) = (${t.sourceId} IS NULL) AND (${t.source} IS NULL) = (${t.recordNom} IS NULL)`,
    ),
    check('listing_duplicate_candidates_two_bakeries', sql`${t.otherBakeryId} IS NULL OR ${t.otherBakeryId} <> ${t.bakeryId}`),
    check('listing_duplicate_candidates_distance', sql`${t.distanceM} >= 0`),
    check('listing_duplicate_candidates_reason_values', sql`${t.reason} IN ('near_different_name', 'attached_to_owned')`),
    check('listing_duplicate_candidates_resolution_values', sql`${t.resolution} IN ('merged', 'kept_apart')`),
    check('listing_duplicate_candidates_resolved_whole', sql`(${t.resolvedAt} IS NULL) = (${t.resolution} IS NULL)`),
  ],
);

export const bakeryImages = pgTable(
  'bakery_images',
  {
    id: serial('id').primaryKey(),
    bakeryId: integer('bakery_id')
      .notNull()
      .references(() => bakeries.id, { onDelete: 'cascade' }),
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
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    managerId: integer('manager_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.managerId] }), check('owner_managers_distinct', sql`${t.ownerId} <> ${t.managerId}`)],
);

export const managerInvitations = pgTable(
  'manager_invitations',
  {
    id: serial('id').primaryKey(),
    bakeryId: integer('bakery_id')
      .notNull()
      .references(() => bakeries.id, { onDelete: 'cascade' }),
    invitedById: integer('invited_by_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 254 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedById: integer('accepted_by_id').references(() => users.id, { onDelete: 'set null' }),
    // Set when the owner cancels the link or the bakery's manager changes (docs/bakery-management.md).
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('manager_invitations_bakery_idx').on(t.bakeryId)],
);

// A bakery's calendar beyond its usual week (docs/opening-calendar.md). Both tables feed the nearby
// cards, so each has a change trigger (migration 0011, docs/nearby-search.md "Change triggers").

/** Exceptional closures: first and last day, both included, with an optional reason. */
export const bakeryClosures = pgTable(
  'bakery_closures',
  {
    id: serial('id').primaryKey(),
    bakeryId: integer('bakery_id')
      .notNull()
      .references(() => bakeries.id, { onDelete: 'cascade' }),
    debut: date('debut', { mode: 'string' }).notNull(),
    fin: date('fin', { mode: 'string' }).notNull(),
    motif: varchar('motif', { length: 80 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('bakery_closures_bakery_fin_idx').on(t.bakeryId, t.fin),
    check('bakery_closures_fin_after_debut', sql`${t.fin} >= ${t.debut}`),
  ],
);

export type SpecialRangeRow = { ouverture: string; fermeture: string };

/** Hours of one date replacing the week's hours that day; no range means closed that day. */
export const bakerySpecialHours = pgTable(
  'bakery_special_hours',
  {
    bakeryId: integer('bakery_id')
      .notNull()
      .references(() => bakeries.id, { onDelete: 'cascade' }),
    jour: date('jour', { mode: 'string' }).notNull(),
    plages: jsonb('plages').$type<SpecialRangeRow[]>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bakeryId, t.jour] }),
    check('bakery_special_hours_plages_is_array', sql`jsonb_typeof(${t.plages}) = 'array'`),
  ],
);
