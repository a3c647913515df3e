import { GEO_SUGGEST_MIN_LENGTH, type TBakerySuggestion, type TGeoSuggestions, type TPlaceSuggestion } from '@fournil/shared';
import { publicGetJson } from '@/lib/public-fetch';

export type TSuggestion = TPlaceSuggestion | TBakerySuggestion;

/** Whether what is typed is long enough to be sent (the server refuses shorter queries). */
export function canSuggest(q: string): boolean {
  return q.trim().length >= GEO_SUGGEST_MIN_LENGTH;
}

/** Where the list is centred and its radius (km): what lies there is suggested first. */
export type TSuggestAround = { lat: number; lng: number; rayon: number };

export type TSuggestAnswer = { options: TSuggestion[]; isAddressSearchDown: boolean };

/** `GET /api/geo/suggest/?q=&lat=&lng=&rayon=`: places first, then bakeries, as one list for the combobox. */
export async function getGeoSuggestions(q: string, around?: TSuggestAround | null, signal?: AbortSignal): Promise<TSuggestAnswer> {
  const params = new URLSearchParams({ q: q.trim() });
  if (around) {
    // About a hundred metres is plenty to order suggestions: the precise position stays on the phone.
    params.set('lat', around.lat.toFixed(3));
    params.set('lng', around.lng.toFixed(3));
    params.set('rayon', String(around.rayon));
  }
  const answer = await publicGetJson<TGeoSuggestions>(`/api/geo/suggest/?${params}`, signal);
  return { options: [...answer.lieux, ...answer.boulangeries], isAddressSearchDown: answer.adresses_indisponibles };
}
