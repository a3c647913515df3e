import type { TGeoSuggestions } from '@fournil/shared';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeTestNavigator, WithNavigator } from '@/testing/navigator';
import { jsonResponse } from '@/testing/render-with-providers';
import { stubFetch } from '@/testing/stub-fetch';
import { AddressSearch, SEARCH_LABEL } from './address-search';

const SUGGESTIONS: TGeoSuggestions = {
  lieux: [
    { kind: 'ville', label: 'Montpellier', city: 'Montpellier', postcode: '34000', lat: 43.6109, lng: 3.8772 },
    { kind: 'adresse', label: 'Avenue de Montpellier 34970 Lattes', city: 'Lattes', postcode: '34970', lat: 43.5679, lng: 3.9032 },
  ],
  boulangeries: [{ kind: 'boulangerie', id: 42, nom: 'Montpellier Levain', ville: 'Montpellier', code_postal_boulangerie: '34000' }],
  adresses_indisponibles: false,
};

/** The address service down: the gazetteer's towns only. */
const TOWNS_ONLY: TGeoSuggestions = {
  lieux: [
    {
      kind: 'ville',
      label: 'Montpellier (34000)',
      city: 'Montpellier',
      postcode: '34000',
      lat: 43.6109,
      lng: 3.8772,
      position_approximative: true,
    },
  ],
  boulangeries: [],
  adresses_indisponibles: true,
};

function renderSearch(props: Partial<Parameters<typeof AddressSearch>[0]> = {}) {
  const navigator = makeTestNavigator();
  const onFound = vi.fn();
  render(
    <WithNavigator navigator={navigator}>
      <AddressSearch onFound={onFound} {...props} />
    </WithNavigator>,
  );
  return { navigator, onFound, field: screen.getByLabelText(SEARCH_LABEL) as HTMLInputElement };
}

/** Types `text`, then waits for the listbox of suggestions. */
async function typeAndWait(field: HTMLInputElement, text: string) {
  act(() => field.focus());
  fireEvent.change(field, { target: { value: text } });
  await waitFor(() => expect(field.getAttribute('aria-expanded')).toBe('true'));
  return screen.getByRole('listbox', { name: 'Suggestions' });
}

describe('AddressSearch suggestions', () => {
  const fetchMock = stubFetch({ signedIn: false });

  it('becomes a combobox listing places, then bakeries, from the third character, with what each one is', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(SUGGESTIONS)));
    const { field } = renderSearch();
    act(() => field.focus());
    fireEvent.change(field, { target: { value: 'Mo' } });
    await waitFor(() => expect(field.getAttribute('role')).toBe('combobox'));
    expect(field.getAttribute('aria-expanded')).toBe('false');

    const listbox = await typeAndWait(field, 'Montp');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/geo/suggest/?q=Montp');
    expect(field.getAttribute('aria-controls')).toBe(listbox.id);
    expect(field.getAttribute('aria-autocomplete')).toBe('list');
    const options = within(listbox).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'MontpellierVille',
      'Avenue de Montpellier 34970 LattesAdresse',
      'Montpellier LevainBoulangerie · Montpellier (34000)',
    ]);
    expect(screen.getByRole('status').textContent).toBe('3 suggestions : flèches haut et bas pour choisir, Entrée pour valider.');
  });

  it('says « Adresses indisponibles pour le moment » above the towns when the address service is down, and not otherwise', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(TOWNS_ONLY)));
    const { field } = renderSearch();
    const listbox = await typeAndWait(field, 'Montp');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Montpellier (34000)Ville']);
    expect(screen.getByText('Adresses indisponibles pour le moment')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'Adresses indisponibles pour le moment. 1 suggestion : flèches haut et bas pour choisir, Entrée pour valider.',
    );

    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(SUGGESTIONS)));
    fireEvent.change(field, { target: { value: 'Montpe' } });
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(3));
    expect(screen.queryByText('Adresses indisponibles pour le moment')).toBeNull();
  });

  it('says it even when no town matches (a street typed while the address service is down)', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse({ ...TOWNS_ONLY, lieux: [] })));
    const { field } = renderSearch();
    act(() => field.focus());
    fireEvent.change(field, { target: { value: '12 rue de la Roquette' } });
    expect(await screen.findByText('Adresses indisponibles pour le moment')).toBeTruthy();
    expect(field.getAttribute('aria-expanded')).toBe('false');
    // Enter runs the search: the line steps aside for its answer.
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(screen.queryByText('Adresses indisponibles pour le moment')).toBeNull();
  });

  it('sends the list’s centre, rounded, and radius so that what lies there comes first', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(SUGGESTIONS)));
    const { field } = renderSearch({ around: { lat: 43.610987, lng: 3.877234, rayon: 2 } });
    await typeAndWait(field, 'Montp');
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/geo/suggest/?q=Montp&lat=43.611&lng=3.877&rayon=2');
  });

  it('moves the active option with the arrows, wrapping around, and searches around the place chosen with Enter', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(SUGGESTIONS)));
    const { field, onFound } = renderSearch();
    const listbox = await typeAndWait(field, 'Montp');
    const options = within(listbox).getAllByRole('option');

    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(field.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(field, { key: 'ArrowUp' });
    expect(field.getAttribute('aria-activedescendant')).toBe(options[2]!.id);
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(field.getAttribute('aria-activedescendant')).toBe(options[1]!.id);

    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onFound).toHaveBeenCalledWith(
      expect.objectContaining({ label: 'Avenue de Montpellier 34970 Lattes', lat: 43.5679, lng: 3.9032 }),
    );
    await waitFor(() => expect(field.value).toBe(''));
    expect(field.getAttribute('aria-expanded')).toBe('false');
    expect(field.hasAttribute('aria-activedescendant')).toBe(false);
  });

  it('opens the bakery page when a bakery is chosen, by click as by keyboard', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(SUGGESTIONS)));
    const { field, navigator, onFound } = renderSearch();
    const listbox = await typeAndWait(field, 'Montp');
    fireEvent.click(within(listbox).getByRole('option', { name: /Montpellier Levain/ }));
    expect(navigator.navigate).toHaveBeenCalledWith('/boulangerie/42');
    expect(onFound).not.toHaveBeenCalled();
  });

  it('closes on Escape, keeping what was typed, and Enter without an active option runs the search as before', async () => {
    fetchMock.mockImplementation((url) =>
      Promise.resolve(
        String(url).startsWith('/api/geo/suggest/')
          ? jsonResponse(SUGGESTIONS)
          : jsonResponse({ label: 'Montpellier', lat: 43.61, lng: 3.87, city: 'Montpellier', postcode: '34000' }),
      ),
    );
    const { field, onFound } = renderSearch();
    await typeAndWait(field, 'Montp');
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(field.getAttribute('aria-expanded')).toBe('false');
    expect(field.value).toBe('Montp');

    fireEvent.submit(field.closest('form')!);
    await waitFor(() => expect(onFound).toHaveBeenCalledWith(expect.objectContaining({ label: 'Montpellier' })));
    expect(String(fetchMock.mock.calls.at(-1)![0])).toBe('/api/geo/geocode/?q=Montp');
  });

  it('puts the focus in the field when asked (the position was refused)', () => {
    const { field } = renderSearch({ hasFocus: true });
    expect(document.activeElement).toBe(field);
  });
});
