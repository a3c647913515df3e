// SQL of the bakeries domain. The radius search is answered by the GiST index bakeries_earth_idx
// on ll_to_earth(latitude, longitude) (cube + earthdistance, migration 0000), never by a full scan.
import { EARTH_RADIUS_KM, NEARBY_RESULTS_CAP, parisDay, type TReportType } from '@fournil/shared';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bakeries, bakeryImages, bakerySources } from '../../db/schema/index.js';
import { openingColumns, type OpeningRow } from '../availability/repository.js';

/**
 * Most bakeries one radius search returns, nearest first. Central Paris has several thousand
 * bakeries within 50 km: past a few hundred a phone can neither draw the markers nor let anyone
 * read the list, while the payload and the query time keep growing. The cap keeps every answer
 * small and fast; the nearest ones, which are the ones that matter, are always kept.
 */
export const NEARBY_LIMIT = NEARBY_RESULTS_CAP;

/**
 * Whether a bakery is shown to visitors: every bakery is, unless it is hidden on its own account
 * (`hidden_at`: a listing gone from its sources), or staff suspended its owner or hid the owner's
 * bakeries during a SIREN dispute (docs/back-office.md, "Suspension" and "SIREN disputes"). A listing
 * has no owner to hide it: NOT EXISTS holds (docs/decisions/019-bakeries-without-an-owner.md).
 * A bakery whose position is approximate (a commune or arrondissement centre) is held back until its
 * owner places or confirms the pin (docs/bakery-management.md, "Approximate positions").
 * Every public read (search, cards, detail, live feed, campaigns, sitemaps) uses it.
 */
export const isPublicBakery = sql`(${bakeries.hiddenAt} IS NULL AND NOT ${bakeries.positionApproximative} AND NOT EXISTS (SELECT 1 FROM users AS owner WHERE owner.id = ${bakeries.proprietaireId} AND (owner.suspended_at IS NOT NULL OR owner.bakeries_hidden_at IS NOT NULL)))`;

/** NOTIFY channel of the bakeries triggers (migrations 0002, 0007, 0011, 0021, 0024). */
export const BAKERY_CHANGED_CHANNEL = 'bakery_changed';
/** The `op` a bulk write sends once instead of a notification per row: every instance reads all its cards again. */
export const BULK_RELOAD_OP = 'RELOAD';

/**
 * Runs `write` in one transaction where the rows of the bakeries tables announce nothing, then announces
 * one reload, delivered at commit like any NOTIFY (migration 0024; docs/decisions/019-bakeries-without-an-owner.md,
 * "Bulk writes"): an import of 40,000 listings costs each instance one full read, not 80 partial ones.
 */
export async function bulkWriteBakeries<T>(db: Db, write: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT set_config('fournil.bulk_write', 'on', true)`);
    const result = await write(tx);
    await tx.execute(sql`SELECT pg_notify(${BAKERY_CHANGED_CHANNEL}, ${JSON.stringify({ op: BULK_RELOAD_OP })})`);
    return result;
  });
}

/** earth() of the earthdistance extension: the sphere ll_to_earth places points on, in metres. */
const EARTHDISTANCE_RADIUS_M = 6_378_168;

export type NearbyParams = { lat: number; lng: number; rayonKm: number };

export type BakeryRow = typeof bakeries.$inferSelect;
export type BakeryImageRow = typeof bakeryImages.$inferSelect;

/** Great-circle (haversine) distance in km from the search centre, on the 6371 km sphere (docs/nearby-search.md). */
export function distanceKm({ lat, lng }: NearbyParams) {
  return sql<number>`(2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
    power(sin(radians(${bakeries.latitude} - ${lat}::float8) / 2), 2)
    + cos(radians(${lat}::float8)) * cos(radians(${bakeries.latitude}))
      * power(sin(radians(${bakeries.longitude} - ${lng}::float8) / 2), 2)))))`;
}

/**
 * Index condition: the cube around the centre that contains the search circle. ll_to_earth works
 * on earth() (6,378,168 m) while the radius is measured on the 6371 km sphere, so the box is
 * scaled up to the same angle (plus a metre for rounding); the exact distance filter follows.
 */
export function inSearchBox({ lat, lng, rayonKm }: NearbyParams) {
  const boxRadiusM = (rayonKm * 1000 * EARTHDISTANCE_RADIUS_M) / (EARTH_RADIUS_KM * 1000) + 1;
  return sql`earth_box(ll_to_earth(${lat}::float8, ${lng}::float8), ${boxRadiusM}::float8) @> ll_to_earth(${bakeries.latitude}, ${bakeries.longitude})`;
}

/** What a bakery has now and when it is open: read by the public card and the professional screens alike. */
export const stateColumns = {
  disponibilitePain: bakeries.disponibilitePain,
  disponibiliteCafe: bakeries.disponibiliteCafe,
  disponibiliteCroissant: bakeries.disponibiliteCroissant,
  disponibiliteSandwich: bakeries.disponibiliteSandwich,
  disponibiliteBio: bakeries.disponibiliteBio,
  disponibilitePainMaj: bakeries.disponibilitePainMaj,
  disponibiliteCafeMaj: bakeries.disponibiliteCafeMaj,
  disponibiliteCroissantMaj: bakeries.disponibiliteCroissantMaj,
  disponibiliteSandwichMaj: bakeries.disponibiliteSandwichMaj,
  disponibiliteBioMaj: bakeries.disponibiliteBioMaj,
  joursOuvertures: bakeries.joursOuvertures,
  horairesOuvertures: bakeries.horairesOuvertures,
  joursFeries: bakeries.joursFeries,
};

const cardColumns = {
  id: bakeries.id,
  nom: bakeries.nom,
  adressePostale: bakeries.adressePostale,
  ville: bakeries.ville,
  codePostalBoulangerie: bakeries.codePostalBoulangerie,
  latitude: bakeries.latitude,
  longitude: bakeries.longitude,
  ...stateColumns,
  imageLogoMain: bakeries.imageLogoMain,
  // A listing has no owner (docs/decisions/019-bakeries-without-an-owner.md); its week may be unknown.
  proprietaireId: bakeries.proprietaireId,
  horairesStatut: bakeries.horairesStatut,
};

/** Everything the public page shows: the card plus the texts and the phone. */
const fullColumns = {
  ...cardColumns,
  telephoneBoulangerie: bakeries.telephoneBoulangerie,
  descriptionCourte: bakeries.descriptionCourte,
  presentation: bakeries.presentation,
  motduboulanger: bakeries.motduboulanger,
  horairesSource: bakeries.horairesSource,
  siteWeb: bakeries.siteWeb,
};

export type PublicBakeryRow = { [K in keyof typeof fullColumns]: BakeryRow[K] };

/** The radius search as a query (tests run EXPLAIN on exactly this). */
export function nearbyQuery(db: Db, params: NearbyParams) {
  const distance = distanceKm(params);
  return db
    .select({ ...cardColumns, distanceKm: distance.as('distance_km') })
    .from(bakeries)
    .where(sql`${inSearchBox(params)} AND ${distance} <= ${params.rayonKm}::float8 AND ${isPublicBakery}`)
    .orderBy(sql`distance_km`, asc(bakeries.id))
    .limit(NEARBY_LIMIT);
}

export type NearbyRow = Awaited<ReturnType<typeof nearbyQuery>>[number];

export async function findNearby(db: Db, params: NearbyParams): Promise<NearbyRow[]> {
  return nearbyQuery(db, params);
}

/** A closure as the card query reads it: [debut, fin, motif]. */
export type CardClosure = [string, string, string | null];
/** A special date as the card query reads it: [date, plages]. */
export type CardSpecialHours = [string, { ouverture: string; fermeture: string }[]];

export type CardRow = { [K in keyof typeof cardColumns]: BakeryRow[K] } & {
  fermetures: CardClosure[];
  horairesSpeciaux: CardSpecialHours[];
  signalements: CardReport[];
};

/** A visitor's report not cleared and not expired, as the card query reads it: [type, at, expire (epoch s), visitor key, during opening]. */
export type CardReport = [TReportType, number, number, string, boolean];

/**
 * The visitors' reports not cleared and not expired of the bakery (docs/visitor-reports.md), oldest
 * first, as one JSON array: read inside the card query, by the index visitor_reports_in_force_idx.
 * The summary and the bread shown are computed from them by the shared rules (card.ts).
 */
function reportColumns(now: Date) {
  const bakeryId = sql.raw('"bakeries"."id"');
  return {
    signalements: sql<CardReport[]>`coalesce((SELECT jsonb_agg(jsonb_build_array(r.type, floor(extract(epoch FROM r.created_at))::bigint,
        floor(extract(epoch FROM r.expires_at))::bigint, r.visitor_key, r.during_opening) ORDER BY r.created_at, r.id)
      FROM visitor_reports AS r WHERE r.bakery_id = ${bakeryId} AND r.cleared_at IS NULL AND r.expires_at > ${now.toISOString()}::timestamptz), '[]'::jsonb)`,
  };
}

/** The reports of `reportColumns` for these bakeries (the public details read them apart from the card). */
export async function findReportFacts(db: Db, ids: readonly number[], now: Date): Promise<Map<number, CardReport[]>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: bakeries.id, ...reportColumns(now) })
    .from(bakeries)
    .where(inArray(bakeries.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.signalements]));
}

/**
 * Every upcoming closure and special date of the bakery (from `today`, Paris), by date, as one JSON
 * array each: aggregated inside the card query, so loading every card stays one query
 * (docs/opening-calendar.md, "Windows": the card is not windowed, it lives in memory for days).
 */
function upcomingCalendarColumns(today: string) {
  // Qualified by hand: drizzle writes a column of the only table of a select without its table,
  // and a bare "id" inside these sub-queries would be the closure's own id.
  const bakeryId = sql.raw('"bakeries"."id"');
  return {
    fermetures: sql<
      CardClosure[]
    >`coalesce((SELECT jsonb_agg(jsonb_build_array(to_char(c.debut, 'YYYY-MM-DD'), to_char(c.fin, 'YYYY-MM-DD'), c.motif) ORDER BY c.debut, c.id)
      FROM bakery_closures AS c WHERE c.bakery_id = ${bakeryId} AND c.fin >= ${today}::date), '[]'::jsonb)`,
    horairesSpeciaux: sql<
      CardSpecialHours[]
    >`coalesce((SELECT jsonb_agg(jsonb_build_array(to_char(s.jour, 'YYYY-MM-DD'), s.plages) ORDER BY s.jour)
      FROM bakery_special_hours AS s WHERE s.bakery_id = ${bakeryId} AND s.jour >= ${today}::date), '[]'::jsonb)`,
  };
}

/**
 * The card fields of every public bakery placed on the map (with coordinates), or of these ids
 * (those that are not public or not placed are left out):
 * what the in-memory nearby index (nearby-cards.ts) is loaded and refreshed from.
 */
export async function findCardRows(db: Db, ids?: number[], now: Date = new Date()): Promise<CardRow[]> {
  if (ids?.length === 0) return [];
  return cardRowsQuery(db, ids, now);
}

/**
 * The query behind findCardRows. Every table it reads must announce its changes on bakery_changed
 * (docs/nearby-search.md, "Change triggers"); a test reads those tables from this query's plan.
 */
export function cardRowsQuery(db: Db, ids?: number[], now: Date = new Date()) {
  const placed = sql`${bakeries.latitude} IS NOT NULL AND ${bakeries.longitude} IS NOT NULL AND ${isPublicBakery}`;
  return db
    .select({ ...cardColumns, ...upcomingCalendarColumns(parisDay(now)), ...reportColumns(now) })
    .from(bakeries)
    .where(ids ? sql`${placed} AND ${inArray(bakeries.id, ids)}` : placed);
}

export async function findPublicByIds(db: Db, ids: number[]): Promise<PublicBakeryRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(fullColumns)
    .from(bakeries)
    .where(and(inArray(bakeries.id, ids), isPublicBakery));
}

export async function findPublicById(db: Db, id: number): Promise<PublicBakeryRow | undefined> {
  const rows = await db
    .select(fullColumns)
    .from(bakeries)
    .where(and(eq(bakeries.id, id), isPublicBakery))
    .limit(1);
  return rows[0];
}

/** Images of these bakeries, in display order. */
export async function findImages(db: Db, bakeryIds: number[]): Promise<BakeryImageRow[]> {
  if (bakeryIds.length === 0) return [];
  return db
    .select()
    .from(bakeryImages)
    .where(inArray(bakeryImages.bakeryId, bakeryIds))
    .orderBy(asc(bakeryImages.bakeryId), asc(bakeryImages.position), asc(bakeryImages.id));
}

/** What decides whether these published bakeries are open on `today` (Paris), e.g. for the alerts (docs/alerts.md). */
export async function findOpeningRows(db: Db, ids: readonly number[], today: string): Promise<OpeningRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(openingColumns(today))
    .from(bakeries)
    .where(and(inArray(bakeries.id, [...ids]), isPublicBakery));
}

export type PresentSourceRow = { bakeryId: number; source: 'osm' | 'sirene'; sourceId: string; lastSeenAt: Date };

/**
 * The records of these bakeries still present in their source (`gone_since` null), by bakery, source and id:
 * what the bakery page credits (docs/open-data.md, "Listings on the public surfaces"). bakery_sources announces
 * its changes on bakery_changed (migration 0024), so a cached detail never keeps a credit that went.
 */
export async function findPresentSources(db: Db, bakeryIds: number[]): Promise<PresentSourceRow[]> {
  if (bakeryIds.length === 0) return [];
  return db
    .select({
      bakeryId: bakerySources.bakeryId,
      source: bakerySources.source,
      sourceId: bakerySources.sourceId,
      lastSeenAt: bakerySources.lastSeenAt,
    })
    .from(bakerySources)
    .where(and(inArray(bakerySources.bakeryId, bakeryIds), isNull(bakerySources.goneSince)))
    .orderBy(asc(bakerySources.bakeryId), asc(bakerySources.source), asc(bakerySources.sourceId));
}
