// What the published merged listings read (docs/open-data.md, "Publishing the merged listings (ODbL)"): the public
// bakeries with at least one record present in a source, by id in pages (keyset on the primary key) or a few named ones
// (changed bakeries), each with its present records. Only the columns of the published layer are read: no account,
// availability, text of the owner's, image or campaign.
import { and, asc, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { bakeries, type DayHoursRow, type DayMap, type HorairesStatut } from '../../../db/schema/index.js';
import { isPublicBakery } from '../../bakeries/repository.js';

export type PublishedSourceRow = { source: 'osm' | 'sirene'; id: string; licence: string };
export type PublishedBakeryRow = {
  id: number;
  nom: string;
  adressePostale: string;
  codePostal: string;
  ville: string;
  telephone: string;
  siteWeb: string;
  latitude: number | null;
  longitude: number | null;
  joursOuvertures: Partial<DayMap<boolean>> | null;
  horairesOuvertures: Partial<DayMap<Partial<DayHoursRow>>> | null;
  horairesStatut: HorairesStatut;
  horairesSource: string | null;
  joursFeries: 'habituels' | 'fermes' | null;
  /** The present records (not gone), by source then id. */
  sources: PublishedSourceRow[];
  /** The latest `last_seen_at` of those records (a Date, or the driver's text of it). */
  lastSeenAt: Date | string;
};

/** The records of the bakery still present in their source. */
const presentSources = sql`FROM bakery_sources AS s WHERE s.bakery_id = ${bakeries.id} AND s.gone_since IS NULL`;

const PUBLISHED_COLUMNS = {
  id: bakeries.id,
  nom: bakeries.nom,
  adressePostale: bakeries.adressePostale,
  codePostal: bakeries.codePostalBoulangerie,
  ville: bakeries.ville,
  telephone: bakeries.telephoneBoulangerie,
  siteWeb: bakeries.siteWeb,
  latitude: bakeries.latitude,
  longitude: bakeries.longitude,
  joursOuvertures: bakeries.joursOuvertures,
  horairesOuvertures: bakeries.horairesOuvertures,
  horairesStatut: bakeries.horairesStatut,
  horairesSource: bakeries.horairesSource,
  joursFeries: bakeries.joursFeries,
  sources: sql<
    PublishedSourceRow[]
  >`(SELECT jsonb_agg(jsonb_build_object('source', s.source, 'id', s.source_id, 'licence', s.licence) ORDER BY s.source, s.source_id) ${presentSources})`,
  lastSeenAt: sql<Date | string>`(SELECT max(s.last_seen_at) ${presentSources})`,
};

/**
 * Up to `limit` published bakeries after id `afterId`, by id. Each page is one query on the primary key, so 40,000
 * bakeries are read as 20 short queries rather than one long one.
 */
export async function publishedBakeriesAfter(db: Db, afterId: number, limit: number): Promise<PublishedBakeryRow[]> {
  return db
    .select(PUBLISHED_COLUMNS)
    .from(bakeries)
    .where(and(isPublicBakery, gt(bakeries.id, afterId), sql`EXISTS (SELECT 1 ${presentSources})`))
    .orderBy(asc(bakeries.id))
    .limit(limit);
}

/** The published bakeries among `ids` (those not published any more are simply not returned): one query. */
export async function publishedBakeriesIn(db: Db, ids: number[]): Promise<PublishedBakeryRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(PUBLISHED_COLUMNS)
    .from(bakeries)
    .where(and(isPublicBakery, inArray(bakeries.id, ids), sql`EXISTS (SELECT 1 ${presentSources})`))
    .orderBy(asc(bakeries.id));
}
