import type { TBakeryCard } from '@fournil/shared';
import { useEffect, useMemo, useState } from 'react';
import { getFavouriteCards } from '../api/favourites-api';

/** How often the favourites' cards are asked again while the page is visible (docs/favourites.md). */
export const FAVOURITE_CARDS_REFRESH_MS = 60_000;

type TCentre = { lat: number; lng: number };

/**
 * The cards of `ids` (distance from `centre` when known), in the order of `ids`, asked again every
 * minute while the page is visible and at once when it becomes visible after longer. A removed
 * favourite leaves at once; an added one shows when its card has come.
 */
export function useFavouriteCards(ids: readonly number[], centre: TCentre | null): TBakeryCard[] {
  const [cards, setCards] = useState<TBakeryCard[]>([]);
  const key = ids.join(',');
  const lat = centre?.lat;
  const lng = centre?.lng;

  useEffect(() => {
    if (key === '') return;
    const controller = new AbortController();
    let fetchedAt = 0;
    const load = () => {
      fetchedAt = Date.now();
      const where = lat !== undefined && lng !== undefined ? { lat, lng } : null;
      getFavouriteCards(key.split(',').map(Number), where, controller.signal).then(setCards, () => {
        // Offline or refused: the cards already shown stay.
      });
    };
    load();
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') load();
    }, FAVOURITE_CARDS_REFRESH_MS);
    const handleVisibility = () => {
      if (document.visibilityState === 'visible' && Date.now() - fetchedAt >= FAVOURITE_CARDS_REFRESH_MS) load();
    };
    document.addEventListener('visibilitychange', handleVisibility);
    return () => {
      controller.abort();
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', handleVisibility);
    };
  }, [key, lat, lng]);

  return useMemo(() => {
    const byId = new Map(cards.map((card) => [card.id, card]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }, [cards, ids]);
}
