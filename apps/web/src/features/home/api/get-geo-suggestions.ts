import { GEO_SUGGEST_MIN_LENGTH, type TBakerySuggestion, type TGeoSuggestions, type TPlaceSuggestion } from '@fournil/shared';
import { publicGetJson } from '@/lib/public-fetch';

export type TSuggestion = TPlaceSuggestion | TBakerySuggestion;

/** Whether what is typed is long enough to be sent (the server refuses shorter queries). */
export function canSuggest(q: string): boolean {
  return q.trim().length >= GEO_SUGGEST_MIN_LENGTH;
}

/** `GET /api/geo/suggest/?q=`: places first, then bakeries, as one list for the combobox. */
export async function getGeoSuggestions(q: string, signal?: AbortSignal): Promise<TSuggestion[]> {
  const answer = await publicGetJson<TGeoSuggestions>(`/api/geo/suggest/?${new URLSearchParams({ q: q.trim() })}`, signal);
  return [...answer.lieux, ...answer.boulangeries];
}
