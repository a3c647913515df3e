import { FAVOURITES_MESSAGES } from '@fournil/shared';
import { toggleFavourite } from '../lib/favourites-sync';
import { useFavouriteIds } from '../lib/favourites-store';
import '../favourites.css';

export type FavouriteButtonProps = {
  id: number;
  /** Said after the action on a card, where many hearts share a screen: « Ajouter aux favoris : Au Bon Pain ». */
  name?: string;
  className?: string;
};

/** The heart: a toggle button (aria-pressed), filled when the bakery is a favourite. */
export function FavouriteButton({ id, name, className }: FavouriteButtonProps) {
  const isOn = useFavouriteIds().includes(id);
  const action = isOn ? FAVOURITES_MESSAGES.remove : FAVOURITES_MESSAGES.add;
  return (
    <button
      type="button"
      className={className ? `favourite-button ${className}` : 'favourite-button'}
      aria-pressed={isOn}
      aria-label={name ? `${action} : ${name}` : action}
      title={action}
      onClick={() => void toggleFavourite(id)}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path
          d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2Z"
          fill={isOn ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
