export const INVALID_COORDINATES_MESSAGE = 'Coordonnées de la boulangerie non valides.';

export type TDirectionsTarget = { lng: number; lat: number; nom: string; id: number | null };

function readCoordinate(value: string | null, limit: number): number | null {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
}

/** `/itineraire?lng&lat&nom&id`: null when lng or lat is missing or not a valid number. */
export function parseDirectionsParams(params: URLSearchParams): TDirectionsTarget | null {
  const lng = readCoordinate(params.get('lng'), 180);
  const lat = readCoordinate(params.get('lat'), 90);
  if (lng === null || lat === null) return null;
  return { lng, lat, nom: params.get('nom')?.trim() ?? '', id: parseIdParam(params.get('id')) };
}

/** The bakery id of the 'Retour à la fiche boulangerie' link: a positive integer, else null. */
export function parseIdParam(value: string | null): number | null {
  return value && /^\d{1,10}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}
