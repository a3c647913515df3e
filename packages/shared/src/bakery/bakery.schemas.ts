import { z } from 'zod';
import { MAX_RADIUS_KM, MAX_SERIAL_ID } from '../constants.js';
import { formatCount } from '../format/format-count.js';
import { ZBakeryCalendar } from '../hours/calendar.schemas.js';
import { ZHorairesOuvertures, ZJoursOuvertures } from '../hours/hours.schemas.js';

import { AVAILABILITY_FIELDS } from './availability-fields.js';
import { HORAIRES_STATUTS } from './hours-status.js';
import { ZVisitorReports } from '../reports/reports.schemas.js';

export const ZAvailabilityFlags = z.object({
  disponibilite_pain: z.boolean(),
  disponibilite_cafe: z.boolean(),
  disponibilite_croissant: z.boolean(),
  disponibilite_sandwich: z.boolean(),
  disponibilite_bio: z.boolean(),
});
export type TAvailabilityFlags = z.infer<typeof ZAvailabilityFlags>;

// ---- Listings on the public surfaces (docs/open-data.md, "Listings on the public surfaces";
// decision 019). One block, kept together.

/**
 * The five flags as visitors get them (cards, detail, live feed): null while nobody has told, i.e. while
 * the flag's time `disponibilite_*_maj` is null (a listing). An owner's bakery always has its times, so its
 * flags are booleans; the professional schemas keep ZAvailabilityFlags.
 */
export const ZPublicAvailabilityFlags = z.object({
  disponibilite_pain: z.boolean().nullable(),
  disponibilite_cafe: z.boolean().nullable(),
  disponibilite_croissant: z.boolean().nullable(),
  disponibilite_sandwich: z.boolean().nullable(),
  disponibilite_bio: z.boolean().nullable(),
});
export type TPublicAvailabilityFlags = z.infer<typeof ZPublicAvailabilityFlags>;

/** How far the week can be trusted (bakeries.horaires_statut): only 'renseignes' may read open or « Fermé ». */
export const ZHorairesStatut = z.enum(HORAIRES_STATUTS).meta({
  description:
    'renseignes : la semaine est exacte ; a_confirmer : le texte de la source ne tient pas dans la semaine (horaires_source) ; non_renseignes : aucun horaire connu.',
});

/** A record of a source still present in it (bakery_sources, gone_since null); `maj` its last import as a Paris date. */
export const ZBakerySourceRecord = z.discriminatedUnion('source', [
  z.object({
    source: z.literal('osm'),
    id: z.string().meta({ description: 'node/123, way/45 ou relation/6' }),
    url: z.string(),
    maj: z.string().meta({ description: 'AAAA-MM-JJ, jour (Paris) de la dernière lecture de la source' }),
  }),
  z.object({ source: z.literal('sirene'), siret: z.string(), maj: z.string() }),
]);
export type TBakerySourceRecord = z.infer<typeof ZBakerySourceRecord>;

/** What a card says of a listing: no owner yet, and how far its hours can be trusted. */
const listingCardShape = {
  ...ZPublicAvailabilityFlags.shape,
  revendiquee: z.boolean().meta({ description: 'La boulangerie a un propriétaire (false : fiche issue des données ouvertes).' }),
  horaires_statut: ZHorairesStatut,
};

/** The detail adds the source's hours text, the website and the sources to credit. */
const listingDetailShape = {
  ...listingCardShape,
  horaires_source: z
    .string()
    .nullable()
    .meta({ description: 'Le texte opening_hours de la source, quand horaires_statut vaut a_confirmer.' }),
  site_web: z.string().nullable(),
  sources: z.array(ZBakerySourceRecord),
};

/** The keys of the listing block, left out of the professional bakery (pro-bakery.schemas.ts). */
export const LISTING_DETAIL_KEYS = {
  revendiquee: true,
  horaires_statut: true,
  horaires_source: true,
  site_web: true,
  sources: true,
} as const;
// ---- end of the listings block

/**
 * When each flag was last set (docs/availability.md, "Freshness"): epoch seconds, in the order of
 * AVAILABILITY_FIELDS (pain, café, croissant, sandwich, bio); null when unknown. Compact because
 * every nearby card carries it (docs/nearby-search.md, "Size").
 */
export const ZAvailabilityTimes = z
  .array(z.number().int().nullable())
  .length(AVAILABILITY_FIELDS.length)
  .meta({
    description:
      'Dernière mise à jour de chaque indicateur, en secondes depuis 1970 (UTC), dans l’ordre pain, café, croissant, sandwich, bio ; null si inconnue.',
    example: [1795500300, 1795500300, 1795500300, 1795500300, 1795500300],
  });
export type TAvailabilityTimes = z.infer<typeof ZAvailabilityTimes>;

export const NEARBY_QUERY_MESSAGES = {
  lat: 'Latitude invalide.',
  lng: 'Longitude invalide.',
  rayon: `Rayon invalide : entre 0 et ${MAX_RADIUS_KM} km.`,
} as const;

/**
 * A number read from a query string. Unlike plain `z.coerce.number()`, an empty or missing value
 * is refused (Number('') would silently be 0) and carries the French message.
 */
function queryNumber(message: string) {
  return z.coerce.number({ error: message });
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** Blank query values become NaN so that they fail with the field's French message. */
function blankAsNaN(value: unknown): unknown {
  return isBlank(value) ? Number.NaN : value;
}

/** `GET /api/boulangeries/?lat=&lng=&rayon=` (rayon in km). */
export const ZNearbyQuery = z.object({
  lat: z.preprocess(
    blankAsNaN,
    queryNumber(NEARBY_QUERY_MESSAGES.lat).min(-90, NEARBY_QUERY_MESSAGES.lat).max(90, NEARBY_QUERY_MESSAGES.lat),
  ),
  lng: z.preprocess(
    blankAsNaN,
    queryNumber(NEARBY_QUERY_MESSAGES.lng).min(-180, NEARBY_QUERY_MESSAGES.lng).max(180, NEARBY_QUERY_MESSAGES.lng),
  ),
  rayon: z.preprocess(
    blankAsNaN,
    queryNumber(NEARBY_QUERY_MESSAGES.rayon).gt(0, NEARBY_QUERY_MESSAGES.rayon).max(MAX_RADIUS_KM, NEARBY_QUERY_MESSAGES.rayon),
  ),
});
export type TNearbyQuery = z.infer<typeof ZNearbyQuery>;

/** Decimals of the card's coordinates: 5 is about a metre, finer than any marker can show. */
export const CARD_COORDINATE_DECIMALS = 5;
/** Decimals of `distance_km`: the card shows 2 (docs/nearby-search.md, "The card"), so the server rounds once, to 2. */
export const DISTANCE_DECIMALS = 2;

/** The one rounding rule of a distance sent to the browser (the page formats it, never rounds again). */
export function roundDistanceKm(km: number): number {
  return Math.round(km * 10 ** DISTANCE_DECIMALS) / 10 ** DISTANCE_DECIMALS;
}

export function roundCardCoordinate(degrees: number): number {
  return Math.round(degrees * 10 ** CARD_COORDINATE_DECIMALS) / 10 ** CARD_COORDINATE_DECIMALS;
}

/**
 * One card of the nearby search and of the live feed's circle messages, sorted by distance
 * (docs/nearby-search.md, "The card"): only what a card and a map marker need. The week is in its
 * compact form (hours/compact-week.ts), read by `openingInputOfCard`; the public detail keeps
 * every field.
 */
export const ZNearbyBakery = z.object({
  id: z.number().int(),
  nom: z.string(),
  adresse: z.string(),
  ville: z.string(),
  code_postal_boulangerie: z.string(),
  latitude: z.number().meta({ description: `Degrés, ${CARD_COORDINATE_DECIMALS} décimales.` }),
  longitude: z.number().meta({ description: `Degrés, ${CARD_COORDINATE_DECIMALS} décimales.` }),
  distance_km: z.number().meta({ description: `Distance du centre de la recherche, km arrondis à ${DISTANCE_DECIMALS} décimales.` }),
  ...listingCardShape,
  disponibilites_maj: ZAvailabilityTimes,
  horaires_ouvertures: z.string().meta({
    description:
      'Semaine d’ouverture compacte : groupes « JOURS=PLAGES » séparés par une espace ; JOURS = chiffres 1 (lundi) à 7 (dimanche), ' +
      'PLAGES = une ou deux plages HHMM-HHMM séparées par une virgule. Un jour absent est fermé. ' +
      'Exemple : « 12345=0700-1330,1530-2000 6=0730-1300 ».',
    example: '12345=0700-1330,1530-2000 6=0730-1300',
  }),
  image_logo_main: z.string().nullable(),
  // Every upcoming closure and special date, not windowed: a card lives in memory for days
  // (docs/opening-calendar.md, "Windows").
  ...ZBakeryCalendar.shape,
  // Visitors' reports in force, null when none (docs/visitor-reports.md; the card is byte-budgeted);
  // `disponibilite_pain` already follows them.
  signalements: ZVisitorReports.nullable(),
});
export type TNearbyBakery = z.infer<typeof ZNearbyBakery>;

export const ZBakeryImage = z.object({ id: z.number().int(), image: z.string() });
export type TBakeryImage = z.infer<typeof ZBakeryImage>;

/** `GET /api/boulangeries/{id}/public/`. */
export const ZPublicBakery = z.object({
  id: z.number().int(),
  nom: z.string(),
  adresse_postale: z.string(),
  ville: z.string(),
  code_postal_boulangerie: z.string(),
  telephone_boulangerie: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  description_courte: z.string(),
  presentation: z.string(),
  motduboulanger: z.string(),
  image_logo_main: z.string().nullable(),
  images: z.array(ZBakeryImage),
  ...listingDetailShape,
  disponibilites_maj: ZAvailabilityTimes,
  jours_ouvertures: ZJoursOuvertures,
  horaires_ouvertures: ZHorairesOuvertures,
  // The holiday rule, and the closures and special dates of the next CALENDAR_PUBLIC_DAYS days.
  ...ZBakeryCalendar.shape,
  // Visitors' reports in force, null when none, as on the card (docs/visitor-reports.md);
  // `disponibilite_pain` already follows them.
  signalements: ZVisitorReports.nullable(),
});
export type TPublicBakery = z.infer<typeof ZPublicBakery>;

/** `GET /api/boulangeries/{id}/public/`: the public detail plus `adresse` (the card's name for `adresse_postale`). */
export const ZPublicBakeryDetail = ZPublicBakery.extend({ adresse: z.string() });
export type TPublicBakeryDetail = z.infer<typeof ZPublicBakeryDetail>;

export const LIVE_FEED_MESSAGES = {
  invalidMessage: 'Message invalide.',
  /** `maxWatched` is the server's LIVE_MAX_WATCHED setting (20 unless configured). */
  tooManyWatched: (maxWatched: number) => `Vous suivez déjà ${formatCount(maxWatched)} boulangeries.`,
  tooManyMessages: 'Trop de messages, réessayez dans quelques instants.',
  bakeryNotFound: 'Boulangerie introuvable.',
  // Connection bounds (docs/reliability.md "Live feed"): answered before the upgrade, or as the close reason.
  tooManySocketsFromAddress: 'Trop de connexions au direct depuis votre adresse. Fermez des onglets puis réessayez.',
  feedFull: 'Le direct est complet pour le moment. Réessayez dans quelques instants.',
} as const;

/** Messages a client sends on `/ws/chat/`. */
export const ZLiveClientMessage = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('subscribe'),
    lat: z.number().min(-90).max(90),
    lng: z.number().min(-180).max(180),
    rayon: z.number().gt(0).max(MAX_RADIUS_KM),
  }),
  z.object({ type: z.literal('unsubscribe') }),
  // Ids beyond PostgreSQL's integer column are refused here: they never reach the database.
  z.object({ type: z.literal('watch'), id: z.number().int().positive().max(MAX_SERIAL_ID) }),
  z.object({ type: z.literal('unwatch'), id: z.number().int().positive().max(MAX_SERIAL_ID) }),
]);
export type TLiveClientMessage = z.infer<typeof ZLiveClientMessage>;

/** The only non-bakery message the server sends on `/ws/chat/`. */
export const ZLiveErrorMessage = z.object({ type: z.literal('error'), detail: z.string() });
export type TLiveErrorMessage = z.infer<typeof ZLiveErrorMessage>;

/** One image of a published campaign, at most 5, in display order. */
export const ZCampaignImage = z.object({ id: z.number().int(), image: z.string() });
export type TCampaignImage = z.infer<typeof ZCampaignImage>;

/** `GET /api/regiepub/boulangeries/{id}/campagnes-publiees/`: a campaign shown on the public bakery page. */
export const ZPublishedCampaign = z.object({
  id: z.number().int(),
  nom_campagne: z.string(),
  description: z.string(),
  url_site_boulanger: z.string(),
  formule: z.string(),
  images: z.array(ZCampaignImage),
});
export type TPublishedCampaign = z.infer<typeof ZPublishedCampaign>;

const BAKERY_ID_MESSAGE = 'Identifiant de boulangerie invalide.';
/** Path parameter `{id}` of a bakery: a positive integer (a database serial). */
export const ZBakeryIdParam = z.object({
  id: z.coerce
    .number({ error: BAKERY_ID_MESSAGE })
    .int(BAKERY_ID_MESSAGE)
    .positive(BAKERY_ID_MESSAGE)
    .max(MAX_SERIAL_ID, BAKERY_ID_MESSAGE),
});
export type TBakeryIdParam = z.infer<typeof ZBakeryIdParam>;
