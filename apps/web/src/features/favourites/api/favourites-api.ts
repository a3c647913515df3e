import type { TBakeryCard, TFavouriteIds } from '@fournil/shared';
import { apiFetch } from '@/lib/api-client';
import { publicGetJson } from '@/lib/public-fetch';

// The account's favourites (packages/shared/src/favourites/favourites.schemas.ts): every write
// answers the account's whole list, most recent first.

export function getAccountFavourites(): Promise<TFavouriteIds> {
  return apiFetch<TFavouriteIds>('/api/favoris/');
}

export function putFavourite(id: number): Promise<TFavouriteIds> {
  return apiFetch<TFavouriteIds>(`/api/favoris/${id}/`, { method: 'PUT' });
}

export function deleteFavourite(id: number): Promise<TFavouriteIds> {
  return apiFetch<TFavouriteIds>(`/api/favoris/${id}/`, { method: 'DELETE' });
}

/** `POST /api/favoris/fusion/`: the browser's list into the account's; answers the union. */
export function mergeFavourites(ids: readonly number[]): Promise<TFavouriteIds> {
  return apiFetch<TFavouriteIds>('/api/favoris/fusion/', { method: 'POST', body: { ids } });
}

/** `GET /api/boulangeries/cartes/?ids=&lat=&lng=`: the cards in the order asked; public, no session. */
export function getFavouriteCards(
  ids: readonly number[],
  centre: { lat: number; lng: number } | null,
  signal?: AbortSignal,
): Promise<TBakeryCard[]> {
  const query = new URLSearchParams({ ids: ids.join(',') });
  if (centre) {
    query.set('lat', String(centre.lat));
    query.set('lng', String(centre.lng));
  }
  return publicGetJson<TBakeryCard[]>(`/api/boulangeries/cartes/?${query}`, signal);
}
