import { FAVOURITES_MAX, FAVOURITES_STORAGE_KEY } from '@fournil/shared';
import { useSyncExternalStore } from 'react';

// The favourites this browser shows (docs/favourites.md, "In the browser"): ids, most recent first,
// at most FAVOURITES_MAX, in localStorage under FAVOURITES_STORAGE_KEY. Without an account they are
// the visitor's list; signed in, a copy of the account's list, replaced by each answer of the server.
// Every tab sees the same list: another tab's write arrives through the `storage` event.

const EMPTY: readonly number[] = [];
let current: readonly number[] | null = null;
const listeners = new Set<() => void>();

function parse(raw: string | null): readonly number[] {
  try {
    const value: unknown = raw === null ? [] : JSON.parse(raw);
    if (!Array.isArray(value)) return EMPTY;
    const ids = value.filter((id): id is number => Number.isSafeInteger(id) && id > 0);
    return [...new Set(ids)].slice(0, FAVOURITES_MAX);
  } catch {
    return EMPTY;
  }
}

function readStorage(): readonly number[] {
  try {
    return parse(window.localStorage.getItem(FAVOURITES_STORAGE_KEY));
  } catch {
    // Storage refused (privacy modes): the list lives as long as the page.
    return EMPTY;
  }
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** The favourite ids, most recent first. */
export function getFavouriteIds(): readonly number[] {
  current ??= readStorage();
  return current;
}

/** Replaces the list (kept to FAVOURITES_MAX, without repeats) in this tab and in storage. */
export function setFavouriteIds(ids: readonly number[]): void {
  const next = [...new Set(ids)].slice(0, FAVOURITES_MAX);
  const previous = getFavouriteIds();
  if (next.length === previous.length && next.every((id, index) => id === previous[index])) return;
  current = next;
  try {
    if (next.length === 0) window.localStorage.removeItem(FAVOURITES_STORAGE_KEY);
    else window.localStorage.setItem(FAVOURITES_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage refused: this tab still shows the change.
  }
  notify();
}

function handleStorage(event: StorageEvent): void {
  if (event.key !== FAVOURITES_STORAGE_KEY && event.key !== null) return;
  current = parse(event.newValue);
  if (event.key === null) current = readStorage();
  notify();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', handleStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', handleStorage);
  };
}

export function useFavouriteIds(): readonly number[] {
  return useSyncExternalStore(subscribe, getFavouriteIds, () => EMPTY);
}

/** Set while the browser's list still has to go into the account (a merge at login that failed). */
const MERGE_PENDING_KEY = `${FAVOURITES_STORAGE_KEY}.fusion-a-faire`;

export function isMergePending(): boolean {
  try {
    return window.localStorage.getItem(MERGE_PENDING_KEY) === '1';
  } catch {
    return false;
  }
}

export function setMergePending(pending: boolean): void {
  try {
    if (pending) window.localStorage.setItem(MERGE_PENDING_KEY, '1');
    else window.localStorage.removeItem(MERGE_PENDING_KEY);
  } catch {
    // Storage refused: the list itself is not kept either.
  }
}

/** Forgets what was read, for tests that change storage behind the store's back. */
export function resetFavouritesStore(): void {
  current = null;
}
