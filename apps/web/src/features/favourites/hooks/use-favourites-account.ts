import { useEffect, useRef } from 'react';
import { onFavouritesError, syncFavouritesOnce } from '../lib/favourites-sync';

/**
 * For a screen showing hearts: signed in, the account's list replaces the browser's copy once per
 * page load; each favourite that could not be saved calls `onError` with its French message.
 */
export function useFavouritesAccount(onError: (message: string) => void): void {
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  }, [onError]);
  useEffect(() => {
    void syncFavouritesOnce();
    return onFavouritesError((message) => onErrorRef.current(message));
  }, []);
}
