// Business rules of the public bakery pages and the radius search (availability is written by modules/availability/).
import {
  haversineKm,
  DAY_NAMES,
  emptyDayHours,
  openingInputOfDetail,
  parisDay,
  type TAvailabilityFlags,
  type TBakerySourceRecord,
  type THorairesOuvertures,
  type TJoursOuvertures,
  type TPublicBakeryDetail,
} from '@fournil/shared';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { mediaUrl } from '../../lib/media-url.js';
import { availabilityTimes, publicFlags } from '../availability/columns.js';
import { cardsJson } from './card.js';
import type { NearbyCards } from './nearby-cards.js';
import { findPublicCalendarEntries, type CalendarEntries } from '../bakery-calendar/service.js';
import { reportView, shownSummary } from './report-view.js';
import * as repository from './repository.js';
import type { BakeryImageRow, CardReport, NearbyParams, PresentSourceRow, PublicBakeryRow } from './repository.js';

export const BAKERY_NOT_FOUND = 'Boulangerie introuvable.';

/** Every weekday present, whatever an older row stored: a missing day is closed, without hours. */
function normalizeWeek(
  jours: Partial<TJoursOuvertures> | null,
  horaires: Partial<THorairesOuvertures> | null,
): { jours_ouvertures: TJoursOuvertures; horaires_ouvertures: THorairesOuvertures } {
  const outJours = {} as TJoursOuvertures;
  const outHoraires = {} as THorairesOuvertures;
  for (const day of DAY_NAMES) {
    outJours[day] = jours?.[day] === true;
    outHoraires[day] = { ...emptyDayHours(), ...horaires?.[day] };
  }
  return { jours_ouvertures: outJours, horaires_ouvertures: outHoraires };
}

function availability(
  row: Pick<
    PublicBakeryRow,
    'disponibilitePain' | 'disponibiliteCafe' | 'disponibiliteCroissant' | 'disponibiliteSandwich' | 'disponibiliteBio'
  >,
): TAvailabilityFlags {
  return {
    disponibilite_pain: row.disponibilitePain,
    disponibilite_cafe: row.disponibiliteCafe,
    disponibilite_croissant: row.disponibiliteCroissant,
    disponibilite_sandwich: row.disponibiliteSandwich,
    disponibilite_bio: row.disponibiliteBio,
  };
}

const NO_CALENDAR_ENTRIES: CalendarEntries = { fermetures: [], horaires_speciaux: [] };

/** The columns only the public detail reads: what it says of a listing (docs/open-data.md, "Listings on the public surfaces"). */
type ListingColumns = 'proprietaireId' | 'horairesStatut' | 'horairesSource' | 'siteWeb';
type ListingFields = 'revendiquee' | 'horaires_statut' | 'horaires_source' | 'site_web' | 'sources';

/** The detail an owner's professional screen shares with the public page: the flags as booleans, nothing of a listing. */
export type TBakeryDetailBase = Omit<TPublicBakeryDetail, ListingFields | 'signalements' | keyof TAvailabilityFlags> & TAvailabilityFlags;

/** The detail without what the public page says of a listing; `calendar` holds its entries of the next 60 days (docs/opening-calendar.md). */
export function toBakeryDetailBase(
  row: Omit<PublicBakeryRow, ListingColumns>,
  images: BakeryImageRow[],
  calendar: CalendarEntries = NO_CALENDAR_ENTRIES,
): TBakeryDetailBase {
  return {
    id: row.id,
    nom: row.nom,
    adresse: row.adressePostale,
    adresse_postale: row.adressePostale,
    ville: row.ville,
    code_postal_boulangerie: row.codePostalBoulangerie,
    telephone_boulangerie: row.telephoneBoulangerie,
    latitude: row.latitude,
    longitude: row.longitude,
    description_courte: row.descriptionCourte,
    presentation: row.presentation,
    motduboulanger: row.motduboulanger,
    image_logo_main: mediaUrl(row.imageLogoMain),
    images: images.map((image) => ({ id: image.id, image: mediaUrl(image.image) ?? '' })),
    ...availability(row),
    disponibilites_maj: availabilityTimes(row),
    ...normalizeWeek(row.joursOuvertures, row.horairesOuvertures),
    jours_feries: row.joursFeries ?? null,
    fermetures: calendar.fermetures,
    horaires_speciaux: calendar.horaires_speciaux,
  };
}

/** A present record as the page credits it: OSM with its link, Sirene with its SIRET; `maj` its last import as a Paris date. */
export function toSourceRecord(row: PresentSourceRow): TBakerySourceRecord {
  const maj = parisDay(row.lastSeenAt);
  return row.source === 'osm'
    ? { source: 'osm', id: row.sourceId, url: `https://www.openstreetmap.org/${row.sourceId}`, maj }
    : { source: 'sirene', siret: row.sourceId, maj };
}

/**
 * The public detail of a bakery: the base, its flags null where nobody has told, whether it is claimed, how far
 * its hours go (the source's text only when « à confirmer »), its website and its present sources.
 */
export function toPublicBakery(
  row: PublicBakeryRow,
  images: BakeryImageRow[],
  calendar: CalendarEntries = NO_CALENDAR_ENTRIES,
  sources: PresentSourceRow[] = [],
  reports: readonly CardReport[] = [],
  now: Date = new Date(),
): TPublicBakeryDetail {
  const base = toBakeryDetailBase(row, images, calendar);
  const flags = publicFlags(row);
  // The visitors' reports in force, and the bread they show unless the baker's flag is fresh (docs/visitor-reports.md).
  const view = reportView(
    reports,
    {
      flag: flags.disponibilite_pain,
      flagAt: row.disponibilitePainMaj,
      opening: openingInputOfDetail({ ...base, horaires_statut: row.horairesStatut }),
    },
    now,
  );
  return {
    ...base,
    ...flags,
    disponibilite_pain: view.disponibilitePain,
    signalements: shownSummary(view.signalements),
    revendiquee: row.proprietaireId !== null,
    horaires_statut: row.horairesStatut,
    horaires_source: row.horairesStatut === 'a_confirmer' ? row.horairesSource : null,
    site_web: row.siteWeb.trim() || null,
    sources: sources.map(toSourceRecord),
  };
}

function groupByBakery<T extends { bakeryId: number }>(items: T[]): Map<number, T[]> {
  const byBakery = new Map<number, T[]>();
  for (const item of items) {
    const list = byBakery.get(item.bakeryId);
    if (list) list.push(item);
    else byBakery.set(item.bakeryId, [item]);
  }
  return byBakery;
}

const imagesByBakery = groupByBakery<BakeryImageRow>;

/**
 * `GET /api/boulangeries/?lat=&lng=&rayon=`: the JSON array of cards within the radius, nearest
 * first, from memory once every change committed before the request is applied; `isCapped` when
 * the cap left bakeries out, which the answer must say (docs/nearby-search.md, "Cap").
 */
export async function searchNearby(cards: NearbyCards, params: NearbyParams): Promise<{ json: Buffer; isCapped: boolean }> {
  await cards.fresh();
  const { hits, isCapped } = cards.searchCapped(params);
  return { json: cardsJson(hits), isCapped };
}

/** Public bakeries by id (those that exist), for the live feed. */
export async function getPublicBakeries(db: Db, ids: number[], now: Date = new Date()): Promise<TPublicBakeryDetail[]> {
  const rows = await repository.findPublicByIds(db, ids);
  const rowIds = rows.map((row) => row.id);
  const [images, calendars, sources, reports] = await Promise.all([
    repository.findImages(db, rowIds),
    findPublicCalendarEntries(db, rowIds, now),
    repository.findPresentSources(db, rowIds),
    repository.findReportFacts(db, rowIds, now),
  ]);
  const imagesOf = imagesByBakery(images);
  const sourcesOf = groupByBakery(sources);
  return rows.map((row) =>
    toPublicBakery(row, imagesOf.get(row.id) ?? [], calendars.get(row.id), sourcesOf.get(row.id), reports.get(row.id), now),
  );
}

/**
 * `GET /api/boulangeries/cartes/`: the cards of these bakeries from the in-memory index, in the order
 * asked; a bakery without a card (unknown, unpublished, not placed) is skipped. The distance is
 * measured only from a full centre (docs/favourites.md, "Cards by id").
 */
export async function cardsByIds(cards: NearbyCards, ids: readonly number[], centre: { lat: number; lng: number } | null): Promise<Buffer> {
  await cards.fresh();
  const found = ids.flatMap((id) => {
    const entry = cards.get(id);
    if (!entry) return [];
    return [{ entry, distanceKm: centre ? haversineKm(centre, { lat: entry.latitude, lng: entry.longitude }) : null }];
  });
  return cardsJson(found);
}

/** `GET /api/boulangeries/{id}/public/`: with the closures and special dates of the next 60 days. */
export async function getPublicBakery(db: Db, id: number, now: Date = new Date()): Promise<TPublicBakeryDetail> {
  const row = await repository.findPublicById(db, id);
  if (!row) throw notFound(BAKERY_NOT_FOUND);
  const [images, calendars, sources, reports] = await Promise.all([
    repository.findImages(db, [id]),
    findPublicCalendarEntries(db, [id], now),
    repository.findPresentSources(db, [id]),
    repository.findReportFacts(db, [id], now),
  ]);
  return toPublicBakery(row, images, calendars.get(id), sources, reports.get(id), now);
}
