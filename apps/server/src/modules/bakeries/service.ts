// Business rules of the public bakery pages and the radius search (availability is written by modules/availability/).
import {
  haversineKm,
  DAY_NAMES,
  emptyDayHours,
  type TAvailabilityFlags,
  type THorairesOuvertures,
  type TJoursOuvertures,
  type TPublicBakeryDetail,
} from '@fournil/shared';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { mediaUrl } from '../../lib/media-url.js';
import { availabilityTimes } from '../availability/columns.js';
import { cardsJson } from './card.js';
import type { NearbyCards } from './nearby-cards.js';
import { findPublicCalendarEntries, type CalendarEntries } from '../bakery-calendar/service.js';
import * as repository from './repository.js';
import type { BakeryImageRow, NearbyParams, PublicBakeryRow } from './repository.js';

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

/** The public detail of a bakery; `calendar` holds its entries of the next 60 days (docs/opening-calendar.md). */
export function toPublicBakery(
  row: PublicBakeryRow,
  images: BakeryImageRow[],
  calendar: CalendarEntries = NO_CALENDAR_ENTRIES,
): TPublicBakeryDetail {
  return {
    id: row.id,
    nom: row.nom,
    revendiquee: row.proprietaireId !== null,
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

function imagesByBakery(images: BakeryImageRow[]): Map<number, BakeryImageRow[]> {
  const byBakery = new Map<number, BakeryImageRow[]>();
  for (const image of images) {
    const list = byBakery.get(image.bakeryId);
    if (list) list.push(image);
    else byBakery.set(image.bakeryId, [image]);
  }
  return byBakery;
}

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
  const [images, calendars] = await Promise.all([repository.findImages(db, rowIds), findPublicCalendarEntries(db, rowIds, now)]);
  const imagesOf = imagesByBakery(images);
  return rows.map((row) => toPublicBakery(row, imagesOf.get(row.id) ?? [], calendars.get(row.id)));
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
  const [images, calendars] = await Promise.all([repository.findImages(db, [id]), findPublicCalendarEntries(db, [id], now)]);
  return toPublicBakery(row, images, calendars.get(id));
}
