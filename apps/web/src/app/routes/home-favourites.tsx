import { FAVOURITES_MESSAGES, type TBakeryCard, type TLatLng, type TNearbyBakery } from '@fournil/shared';
import { FavouriteButton } from '@/features/favourites/components/favourite-button';
import { useFavouriteCards } from '@/features/favourites/hooks/use-favourite-cards';
import { useFavouritesAccount } from '@/features/favourites/hooks/use-favourites-account';
import { useFavouriteIds } from '@/features/favourites/lib/favourites-store';
import type { ReactNode } from 'react';

// The favourites on the home page (docs/favourites.md, "Home"): loaded by home.tsx once the list has
// come, outside the first load of '/' (scripts/check-bundle-budget.mjs). The hearts come a moment
// after the cards, in the room the list keeps for them (home.css).

const FAVOURITES_TITLE_ID = 'favourites-title';

/** The heart of a card of the nearby list (BakeryList's `cardAction`). */
export function renderCardHeart(bakery: Pick<TNearbyBakery, 'id' | 'nom'>) {
  return <FavouriteButton id={bakery.id} name={bakery.nom} />;
}

type FavouritesSectionProps = {
  centre: TLatLng | null;
  /** The nearby list, kept current by the live feed: a favourite in it shows that card. */
  nearby: TNearbyBakery[] | undefined;
  /** The home list's card (features/home), given by home.tsx so that this lazy part shares no code with it. */
  renderCard: (card: TBakeryCard) => ReactNode;
  onError: (message: string) => void;
  /** The heading put between this section and the nearby list, so that one is not read as the other's end. */
  nearbyHeading: string;
};

/**
 * « Mes favoris », above the nearby list: every favourite with its live status, even beyond the
 * radius; nothing at all without favourites. A favourite nearby is in both lists, its heart filled.
 */
export function FavouritesSection({ centre, nearby, renderCard, onError, nearbyHeading }: FavouritesSectionProps) {
  useFavouritesAccount(onError);
  const cards = useFavouriteCards(useFavouriteIds(), centre);
  if (cards.length === 0) return null;
  const live = new Map(nearby?.map((card) => [card.id, card]));
  return (
    <>
      <section className="favourites" aria-labelledby={FAVOURITES_TITLE_ID}>
        <h2 className="favourites__title" id={FAVOURITES_TITLE_ID}>
          {FAVOURITES_MESSAGES.heading}
        </h2>
        <ul className="bakery-list" aria-labelledby={FAVOURITES_TITLE_ID}>
          {cards.map((card) => {
            const shown = live.get(card.id) ?? card;
            return (
              <li key={card.id}>
                {renderCard(shown)}
                {renderCardHeart(shown)}
              </li>
            );
          })}
        </ul>
      </section>
      <h2 className="favourites__title">{nearbyHeading}</h2>
    </>
  );
}
