import { FAVOURITES_MAX, FAVOURITES_MESSAGES } from '@fournil/shared';
import { errorMessage, setSessionExpiredHandler } from '@/lib/api-client';
import { hasToken } from '@/lib/auth-token';
import { deleteFavourite, getAccountFavourites, mergeFavourites, putFavourite } from '../api/favourites-api';
import { getFavouriteIds, isMergePending, setFavouriteIds, setMergePending } from './favourites-store';

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
 * The browser's ids into the account (the server keeps the union, its own first), and the answer
 * becomes the list. Until it succeeds the browser keeps its list and remembers that it is owed:
 * the next page load tries again rather than replacing the list with the account's.
 */
async function mergeIntoAccount(): Promise<void> {
  setMergePending(true);
  setFavouriteIds((await mergeFavourites(getFavouriteIds())).ids);
  setMergePending(false);
}

/**
 * Once per page load, signed in: the account's list replaces the browser's copy (or, when a merge
 * is still owed, the merge is made). A session that cannot be renewed is not a reason to leave the
 * page: the visitor's list stays as it is.
 */
export function syncFavouritesOnce(): Promise<void> {
  accountSync ??= hasToken()
    ? (async () => {
        const restore = setSessionExpiredHandler(() => {});
        try {
          if (isMergePending()) await mergeIntoAccount();
          else setFavouriteIds((await getAccountFavourites()).ids);
        } catch {
          // Offline or signed out meanwhile: the copy kept in the browser is shown.
        } finally {
          restore();
        }
      })()
    : Promise.resolve();
  return accountSync;
}

/** Right after a successful login: the browser's favourites go into the account. */
export function mergeFavouritesAtLogin(): Promise<void> {
  const hasBrowserFavourites = getFavouriteIds().length > 0;
  accountSync = (async () => {
    try {
      if (hasBrowserFavourites) await mergeIntoAccount();
      else setFavouriteIds((await getAccountFavourites()).ids);
    } catch {
      // The browser keeps its list; the merge is still owed (mergeIntoAccount).
    }
  })();
  return accountSync;
}

/** For tests: the next call behaves as on a new page load. */
export function resetFavouritesSync(): void {
  accountSync = null;
}

/** At sign-out the browser forgets the account's list (docs/favourites.md: a shared browser must not carry it into another account). */
export function forgetFavouritesAtSignOut(): void {
  accountSync = null;
  setMergePending(false);
  setFavouriteIds([]);
}
