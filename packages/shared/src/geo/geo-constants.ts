// The French messages and limits of addresses, routes and suggestions, without zod: the address field's
// suggestions load them on the home page, whose first screen never loads the schemas (decision 009).
// The schemas are in geo.schemas.ts, which re-exports these.
import { ROUTE_MAX_KM } from '../constants.js';
import { GEOCODE_QUERY_MAX_LENGTH } from '../field-limits.js';

/** Suggestions start at the third character: the BAN refuses shorter queries, and so do we. */
export const GEO_SUGGEST_MIN_LENGTH = 3;
/** At most this many places and this many bakeries in one answer. */
export const GEO_SUGGEST_LIMIT = 5;

export const GEO_MESSAGES = {
  q: `Saisissez une adresse ou une ville (${GEOCODE_QUERY_MAX_LENGTH} caractères au plus).`,
  lat: 'Latitude invalide.',
  lng: 'Longitude invalide.',
  mode: 'Mode de déplacement invalide : driving, walking ou cycling.',
  addressNotFound: "Adresse non trouvée ! Essayez d'être plus précis.",
  coordinatesNotFound: 'Adresse introuvable à partir de ces coordonnées.',
  modeUnavailable: "Ce mode n'est pas disponible pour ce trajet.",
  /** The router cannot be reached right now (503): not the same as a mode without a route. */
  routerUnavailable: 'Itinéraire momentanément indisponible',
  tripTooLong: `Point de départ trop éloigné : l'itinéraire est limité à ${ROUTE_MAX_KM} km à vol d'oiseau.`,
  suggestQuery: `Saisissez au moins ${GEO_SUGGEST_MIN_LENGTH} caractères (${GEOCODE_QUERY_MAX_LENGTH} au plus).`,
  /** A street address while only the offline gazetteer answers: it knows towns, never streets (503). */
  addressServiceDown: "Service d'adresses indisponible : ajoutez le code postal, ou utilisez votre position",
  /** The suggestions' line when the address service is down: only towns and bakeries are suggested. */
  addressesUnavailable: 'Adresses indisponibles pour le moment',
  rayon: 'Rayon invalide : entre 0 et 50 km.',
} as const;
