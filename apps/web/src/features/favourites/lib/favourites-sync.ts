import { FAVOURITES_MAX, FAVOURITES_MESSAGES } from '@fournil/shared';
import { errorMessage, setSessionExpiredHandler } from '@/lib/api-client';
import { hasToken } from '@/lib/auth-token';
import { deleteFavourite, getAccountFavourites, mergeFavourites, putFavourite } from '../api/favourites-api';
import { getFavouriteIds, setFavouriteIds } from './favourites-store';

// The account side of the favourites (docs/favourites.md, "In the browser"): signed in, the account's
// list is the list and the browser keeps a copy of it; a heart changes the screen at once and the
// server's answer then replaces the list, or the change is undone with a French message.

const errorListeners = new Set<(message: string) => void>();

/** Calls `listener` with the French message of each favourite that could not be saved. */
export function onFavouritesError(listener: (message: string) => void): () => void {
  errorListeners.add(listener);
  return () => errorListeners.delete(listener);
}

function reportError(message: string): void {
  for (const listener of errorListeners) listener(message);
}

/** Adds or removes `id`; signed in, the account too (optimistic, undone on failure). */
export async function toggleFavourite(id: number): Promise<void> {
  const before = getFavouriteIds();
  const wasOn = before.includes(id);
  if (!wasOn && before.length >= FAVOURITES_MAX) {
    reportError(FAVOURITES_MESSAGES.tooMany);
    return;
  }
  setFavouriteIds(wasOn ? before.filter((other) => other !== id) : [id, ...before]);
  if (!hasToken()) return;
  try {
    setFavouriteIds((await (wasOn ? deleteFavourite(id) : putFavourite(id))).ids);
  } catch (error) {
    // Undo this one change only: another heart may have been pressed meanwhile.
    const now = getFavouriteIds();
    if (wasOn) setFavouriteIds(now.includes(id) ? now : [...now.slice(0, before.indexOf(id)), id, ...now.slice(before.indexOf(id))]);
    else setFavouriteIds(now.filter((other) => other !== id));
    reportError(errorMessage(error));
  }
}

let accountSync: Promise<void> | null = null;

/**
 * Once per page load, signed in: the account's list replaces the browser's copy. A session that
 * cannot be renewed is not a reason to leave the page: the visitor's list stays as it is.
 */
export function syncFavouritesOnce(): Promise<void> {
  accountSync ??= hasToken()
    ? (async () => {
        const restore = setSessionExpiredHandler(() => {});
        try {
          setFavouriteIds((await getAccountFavourites()).ids);
        } catch {
          // Offline or signed out meanwhile: the copy kept in the browser is shown.
        } finally {
          restore();
        }
      })()
    : Promise.resolve();
  return accountSync;
}

/**
 * Right after a successful login: the browser's favourites go into the account (the server keeps
 * the union, its own first), and the account's list becomes the browser's.
 */
export function mergeFavouritesAtLogin(): Promise<void> {
  const ids = getFavouriteIds();
  accountSync = (async () => {
    try {
      setFavouriteIds((await (ids.length > 0 ? mergeFavourites(ids) : getAccountFavourites())).ids);
    } catch {
      // The browser keeps its list; the next login merges it again.
    }
  })();
  return accountSync;
}

/** At sign-out the browser forgets the account's list (docs/favourites.md: a shared browser must not carry it into another account). */
export function forgetFavouritesAtSignOut(): void {
  accountSync = null;
  setFavouriteIds([]);
}
