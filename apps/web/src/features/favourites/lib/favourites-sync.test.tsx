import { FAVOURITES_MAX, FAVOURITES_MESSAGES, FAVOURITES_STORAGE_KEY } from '@fournil/shared';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '@/testing/render-with-providers';
import { stubFetch } from '@/testing/stub-fetch';
import { FavouriteButton } from '../components/favourite-button';
import {
  forgetFavouritesAtSignOut,
  mergeFavouritesAtLogin,
  onFavouritesError,
  resetFavouritesSync,
  syncFavouritesOnce,
  toggleFavourite,
} from './favourites-sync';
import { getFavouriteIds, resetFavouritesStore, setFavouriteIds } from './favourites-store';

const stored = () => JSON.parse(localStorage.getItem(FAVOURITES_STORAGE_KEY) ?? '[]') as number[];

beforeEach(() => {
  resetFavouritesStore();
  resetFavouritesSync();
});
afterEach(() => resetFavouritesStore());

describe('favourites without an account', () => {
  const fetchMock = stubFetch({ signedIn: false });

  it('keeps the ids in the browser, most recent first, and writes nothing to the server', async () => {
    await toggleFavourite(4);
    await toggleFavourite(9);
    expect(stored()).toEqual([9, 4]);
    await toggleFavourite(4);
    expect(stored()).toEqual([9]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads what another session left, and ignores what is not a list of ids', () => {
    localStorage.setItem(FAVOURITES_STORAGE_KEY, JSON.stringify([5, 'x', 5, -1, 8]));
    expect(getFavouriteIds()).toEqual([5, 8]);
    resetFavouritesStore();
    localStorage.setItem(FAVOURITES_STORAGE_KEY, '{oops');
    expect(getFavouriteIds()).toEqual([]);
  });

  it('refuses one more than FAVOURITES_MAX with the French message', async () => {
    setFavouriteIds(Array.from({ length: FAVOURITES_MAX }, (_, index) => index + 1));
    const errors: string[] = [];
    const stop = onFavouritesError((message) => errors.push(message));
    await toggleFavourite(999);
    stop();
    expect(errors).toEqual([FAVOURITES_MESSAGES.tooMany]);
    expect(getFavouriteIds()).not.toContain(999);
  });

  it('shows the heart pressed or not, and follows another tab’s change', () => {
    render(<FavouriteButton id={3} name="La Mie" />);
    const heart = screen.getByRole('button', { name: 'Ajouter aux favoris : La Mie' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart);
    expect(screen.getByRole('button', { name: 'Retirer des favoris : La Mie' }).getAttribute('aria-pressed')).toBe('true');

    // Another tab removes it: the storage event carries the new list.
    localStorage.setItem(FAVOURITES_STORAGE_KEY, '[]');
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: FAVOURITES_STORAGE_KEY, newValue: '[]' })));
    expect(screen.getByRole('button', { name: 'Ajouter aux favoris : La Mie' }).getAttribute('aria-pressed')).toBe('false');
  });
});

describe('favourites of a signed-in visitor', () => {
  const fetchMock = stubFetch();

  it('saves a heart on the account and takes the account’s answer as the list', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ ids: [6, 2] }));
    await toggleFavourite(6);
    expect(fetchMock).toHaveBeenCalledWith('/api/favoris/6/', expect.objectContaining({ method: 'PUT' }));
    expect(stored()).toEqual([6, 2]);

    fetchMock.mockResolvedValueOnce(jsonResponse({ ids: [2] }));
    await toggleFavourite(6);
    expect(fetchMock).toHaveBeenLastCalledWith('/api/favoris/6/', expect.objectContaining({ method: 'DELETE' }));
    expect(stored()).toEqual([2]);
  });

  it('undoes a heart the server refuses, with its French message', async () => {
    setFavouriteIds([2]);
    fetchMock.mockResolvedValueOnce(jsonResponse({ detail: FAVOURITES_MESSAGES.unknownBakery }, 404));
    const errors: string[] = [];
    const stop = onFavouritesError((message) => errors.push(message));
    render(<FavouriteButton id={41} />);
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter aux favoris' }));
    // At once, before the answer.
    expect(screen.getByRole('button', { name: 'Retirer des favoris' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ajouter aux favoris' }).getAttribute('aria-pressed')).toBe('false'));
    stop();
    expect(errors).toEqual([FAVOURITES_MESSAGES.unknownBakery]);
    expect(stored()).toEqual([2]);
  });

  it('puts a removed heart back in its place when the server cannot be reached', async () => {
    setFavouriteIds([5, 6, 7]);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const errors: string[] = [];
    const stop = onFavouritesError((message) => errors.push(message));
    await toggleFavourite(6);
    stop();
    expect(stored()).toEqual([5, 6, 7]);
    expect(errors).toHaveLength(1);
  });

  it('merges the browser’s list at login, and takes the account’s answer as the list', async () => {
    setFavouriteIds([3, 4]);
    fetchMock.mockResolvedValueOnce(jsonResponse({ ids: [1, 3, 4] }));
    await mergeFavouritesAtLogin();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/favoris/fusion/',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ ids: [3, 4] }) }),
    );
    expect(stored()).toEqual([1, 3, 4]);
  });

  it('loses no browser favourite when the merge at login fails: the next page load merges them', async () => {
    setFavouriteIds([3, 4]);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await mergeFavouritesAtLogin();
    expect(stored()).toEqual([3, 4]);

    // The next page: the merge is made, not replaced by the account's own list.
    resetFavouritesSync();
    fetchMock.mockResolvedValueOnce(jsonResponse({ ids: [1, 3, 4] }));
    await syncFavouritesOnce();
    expect(fetchMock).toHaveBeenLastCalledWith(
      '/api/favoris/fusion/',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ ids: [3, 4] }) }),
    );
    expect(stored()).toEqual([1, 3, 4]);

    // Owed no longer: the page after that reads the account's list.
    resetFavouritesSync();
    fetchMock.mockResolvedValueOnce(jsonResponse({ ids: [1, 3] }));
    await syncFavouritesOnce();
    expect(fetchMock).toHaveBeenLastCalledWith('/api/favoris/', expect.anything());
    expect(stored()).toEqual([1, 3]);
  });

  it('forgets the list at sign-out', () => {
    setFavouriteIds([5]);
    forgetFavouritesAtSignOut();
    expect(stored()).toEqual([]);
  });
});
