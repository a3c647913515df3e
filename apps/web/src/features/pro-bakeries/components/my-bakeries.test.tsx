import { ACCOUNT_CAP_MESSAGES, BAKERY_MESSAGES, DEFAULT_LOGO_PATH, type TAccountCaps } from '@fournil/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProBakery } from '@/testing/pro-bakery';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';
import { stubFetch } from '@/testing/stub-fetch';
import { MyBakeries, NEW_BAKERY_LABEL, WRITE_TO_US } from './my-bakeries';

describe('MyBakeries', () => {
  const fetchMock = stubFetch();

  function renderList(notice: string | null = null) {
    renderWithProviders(<MyBakeries notice={notice} />);
  }

  const ROOM: TAccountCaps = { bakeries: { used: 2, limit: 50, override: null }, uploads: { used: 4, limit: 600, override: null } };

  function answer(list: unknown, status = 200, limits: TAccountCaps = ROOM) {
    fetchMock.mockImplementation((input) => {
      const url = String(input);
      if (url.includes('responsables')) return Promise.resolve(jsonResponse([]));
      if (url.includes('mes-limites')) return Promise.resolve(jsonResponse(limits));
      return Promise.resolve(jsonResponse(list, status));
    });
  }

  it('lists the bakeries as links to their page, with the logo or the default logo, the city and the status', async () => {
    answer([
      makeProBakery(),
      makeProBakery({
        id: 13,
        nom: 'La Mie Dorée',
        ville: 'Lyon',
        code_postal_boulangerie: '69001',
        image_logo_main: '/media/logos/mie.jpg',
      }),
    ]);
    renderList();
    const first = await screen.findByRole('link', { name: /Au Bon Pain/ });
    expect(first.getAttribute('href')).toBe('/boulangeries/12');
    expect(first.querySelector('img')?.getAttribute('src')).toBe(DEFAULT_LOGO_PATH);
    expect(within(first).getByText('75006 Paris')).toBeTruthy();
    // One chip, the home card's: the bread status and the next change (« Pain disponible · ferme à 19 h », « Fermé · ouvre … »).
    expect(within(first).getByText(/^(Pain disponible · ferme|Pas de pain · ferme|Fermé)/, { selector: '.badge' })).toBeTruthy();
    const second = screen.getByRole('link', { name: /La Mie Dorée/ });
    expect(second.querySelector('img')?.getAttribute('src')).toBe('/media/logos/mie.jpg');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/cotepro/mes-boulangeries/');
  });

  it('says which bakery is not on the map yet, with a link to correct its position, and nothing for a placed one', async () => {
    answer([makeProBakery({ id: 12, latitude: null, longitude: null }), makeProBakery({ id: 13, nom: 'La Mie Dorée' })]);
    renderList();
    expect(await screen.findByText("Cette boulangerie n'apparaît pas encore sur la carte")).toBeTruthy();
    expect(screen.getAllByText("Cette boulangerie n'apparaît pas encore sur la carte")).toHaveLength(1);
    const fix = screen.getByRole('link', { name: 'Corriger la position : Au Bon Pain' });
    expect(fix.getAttribute('href')).toBe('/boulangeries/12#corriger-position');
  });

  it('says « Position à confirmer » for a bakery at a commune centre, with « Placer sur la carte » opening its pin', async () => {
    answer([makeProBakery({ id: 12, position_approximative: true }), makeProBakery({ id: 13, nom: 'La Mie Dorée' })]);
    renderList();
    expect(await screen.findByText('Position à confirmer')).toBeTruthy();
    expect(screen.getAllByText('Position à confirmer')).toHaveLength(1);
    const place = screen.getByRole('link', { name: 'Placer sur la carte : Au Bon Pain' });
    expect(place.getAttribute('href')).toBe('/boulangeries/12#placer-sur-la-carte');
    expect(screen.queryByText("Cette boulangerie n'apparaît pas encore sur la carte")).toBeNull();
  });

  it('shows the empty text with a button to create the first bakery', async () => {
    answer([]);
    renderList();
    expect(await screen.findByText(BAKERY_MESSAGES.empty)).toBeTruthy();
    expect(screen.getByRole('button', { name: NEW_BAKERY_LABEL })).toBeTruthy();
  });

  it('opens the creation dialog with the form, and Escape closes it', async () => {
    answer([]);
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: NEW_BAKERY_LABEL }));
    const dialog = await screen.findByRole('dialog', { name: NEW_BAKERY_LABEL });
    expect(within(dialog).getByText(/^Étape 1 sur 4/, { selector: 'p' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Suivant' })).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('explains the cap, with whom to ask, in place of « Nouvelle boulangerie » once the owner has as many bakeries as their limit', async () => {
    answer([makeProBakery(), makeProBakery({ id: 13, nom: 'La Mie Dorée' })], 200, {
      ...ROOM,
      bakeries: { used: 2, limit: 2, override: 2 },
    });
    renderList();
    const explanation = await screen.findByText(ACCOUNT_CAP_MESSAGES.bakeries(2));
    const notice = explanation.parentElement!;
    expect(within(notice).getByRole('link', { name: WRITE_TO_US }).getAttribute('href')).toBe('/messageriedirect');
    expect(screen.queryByRole('button', { name: NEW_BAKERY_LABEL })).toBeNull();
    expect(screen.getByRole('link', { name: /La Mie Dorée/ })).toBeTruthy();
  });

  it('offers « Nouvelle boulangerie » below the cap', async () => {
    answer([makeProBakery()]);
    renderList();
    await screen.findByRole('link', { name: /Au Bon Pain/ });
    await waitFor(() => expect(fetchMock.mock.calls.some(([input]) => String(input) === '/api/cotepro/mes-limites/')).toBe(true));
    expect(screen.getByRole('button', { name: NEW_BAKERY_LABEL })).toBeTruthy();
    expect(screen.queryByText(/nombre maximal de boulangeries/)).toBeNull();
  });

  it('shows the load error, and the SIREN notice when the SIREN is not verified', async () => {
    answer({ detail: 'Erreur interne.' }, 500);
    renderList();
    expect(await screen.findByText(BAKERY_MESSAGES.loadError)).toBeTruthy();
    cleanup();

    answer({ detail: BAKERY_MESSAGES.sirenRequired }, 403);
    renderList();
    expect(await screen.findByText(BAKERY_MESSAGES.sirenRequired)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vérifier mon SIREN' }).getAttribute('href')).toBe('/profil');
    expect(screen.queryByRole('button', { name: NEW_BAKERY_LABEL })).toBeNull();
  });

  it('shows a message handed over by the previous screen', async () => {
    answer([]);
    renderList(BAKERY_MESSAGES.deleted);
    expect(screen.getByText(BAKERY_MESSAGES.deleted)).toBeTruthy();
    await screen.findByText(BAKERY_MESSAGES.empty);
  });
});
