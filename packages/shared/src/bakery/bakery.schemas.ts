import { z } from 'zod';
import { MAX_RADIUS_KM } from '../constants.js';
import { ZHorairesOuvertures, ZJoursOuvertures } from '../hours/hours.schemas.js';

export const AVAILABILITY_FIELDS = [
  'disponibilite_pain',
  'disponibilite_cafe',
  'disponibilite_croissant',
  'disponibilite_sandwich',
  'disponibilite_bio',
] as const;
export type TAvailabilityField = (typeof AVAILABILITY_FIELDS)[number];

export const ZAvailabilityFlags = z.object({
  disponibilite_pain: z.boolean(),
  disponibilite_cafe: z.boolean(),
  disponibilite_croissant: z.boolean(),
  disponibilite_sandwich: z.boolean(),
  disponibilite_bio: z.boolean(),
});
export type TAvailabilityFlags = z.infer<typeof ZAvailabilityFlags>;

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
  lat: z.preprocess(blankAsNaN, queryNumber(NEARBY_QUERY_MESSAGES.lat).min(-90, NEARBY_QUERY_MESSAGES.lat).max(90, NEARBY_QUERY_MESSAGES.lat)),
  lng: z.preprocess(blankAsNaN, queryNumber(NEARBY_QUERY_MESSAGES.lng).min(-180, NEARBY_QUERY_MESSAGES.lng).max(180, NEARBY_QUERY_MESSAGES.lng)),
  rayon: z.preprocess(
    blankAsNaN,
    queryNumber(NEARBY_QUERY_MESSAGES.rayon).gt(0, NEARBY_QUERY_MESSAGES.rayon).max(MAX_RADIUS_KM, NEARBY_QUERY_MESSAGES.rayon),
  ),
});
export type TNearbyQuery = z.infer<typeof ZNearbyQuery>;

/** One item of the nearby search, sorted by distance (DESIGN §2). */
export const ZNearbyBakery = z.object({
  id: z.number().int(),
  nom: z.string(),
  adresse: z.string(),
  ville: z.string(),
  code_postal_boulangerie: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  distance_km: z.number(),
  ...ZAvailabilityFlags.shape,
  jours_ouvertures: ZJoursOuvertures,
  horaires_ouvertures: ZHorairesOuvertures,
  image_logo_main: z.string().nullable(),
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
  ...ZAvailabilityFlags.shape,
  jours_ouvertures: ZJoursOuvertures,
  horaires_ouvertures: ZHorairesOuvertures,
});
export type TPublicBakery = z.infer<typeof ZPublicBakery>;
