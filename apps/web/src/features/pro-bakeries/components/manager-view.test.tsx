import { BAKERY_MESSAGES } from '@fournil/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProBakery } from '@/testing/pro-bakery';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';
import { stubFetch } from '@/testing/stub-fetch';
import { ManagerView } from './manager-view';

describe('ManagerView', () => {
  const fetchMock = stubFetch();

  function renderView() {
    renderWithProviders(<ManagerView />, { router: false });
  }

  it('says so when the user manages no bakery', async () => {
    fetchMock.mockResolvedValue(jsonResponse([]));
    renderView();
    expect(screen.getByRole('heading', { level: 1, name: BAKERY_MESSAGES.managerViewTitle })).toBeTruthy();
    expect(await screen.findByText(BAKERY_MESSAGES.managerViewEmpty)).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/cotepro/mes-boulangeries-responsable/');
  });

  it('shows the load error', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ detail: 'Erreur interne.' }, 500));
    renderView();
    expect(await screen.findByText(BAKERY_MESSAGES.loadError)).toBeTruthy();
  });

  it('shows each bakery with 7-decimal coordinates, no logo, the manager’s e-mail or Aucun', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse([
        makeProBakery({ latitude: 48.85341234, longitude: 2.3, responsable: { id: 9 }, responsable_obj: { email: 'moi@exemple.fr' } }),
        makeProBakery({ id: 13, nom: 'La Mie Dorée', image_logo_main: '/media/logos/mie.jpg' }),
      ]),
    );
    renderView();
    const first = await screen.findByRole('article', { name: 'Au Bon Pain' });
    for (const text of [
      '3 rue du Four',
      'Paris',
      '01 23 45 67 89',
      'Pain au levain cuit au feu de bois.',
      'Une boulangerie de quartier.',
      'Bienvenue !',
    ]) {
      expect(within(first).getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(within(first).getByText('48,8534123')).toBeTruthy();
    expect(within(first).getByText('2,3000000')).toBeTruthy();
    expect(within(first).getByText(BAKERY_MESSAGES.noLogo)).toBeTruthy();
    expect(within(first).getByText('moi@exemple.fr')).toBeTruthy();

    const second = screen.getByRole('article', { name: 'La Mie Dorée' });
    expect(within(second).getByRole('img', { name: 'Logo de La Mie Dorée' }).getAttribute('src')).toBe('/media/logos/mie.jpg');
    expect(within(second).getByText(BAKERY_MESSAGES.noManager)).toBeTruthy();
    expect(within(second).getAllByRole('switch')).toHaveLength(5);
  });

  it('toggles through the manager endpoint; a refusal leaves the switch and says Erreur lors du changement.', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse([makeProBakery()]));
    renderView();
    const pain = await screen.findByRole('switch', { name: 'Pain' });

    fetchMock.mockResolvedValueOnce(jsonResponse(makeProBakery({ disponibilite_pain: false })));
    fireEvent.click(pain);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Pain' }).getAttribute('aria-checked')).toBe('false'));
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect(String(url)).toBe('/api/cotepro/ma-boulangerie-responsable/12/');
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toEqual({ disponibilite_pain: false });

    fetchMock.mockResolvedValueOnce(jsonResponse({ detail: 'Non autorisé' }, 403));
    fireEvent.click(screen.getByRole('switch', { name: 'Pain' }));
    expect(await screen.findByText(BAKERY_MESSAGES.toggleError)).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Pain' }).getAttribute('aria-checked')).toBe('false');
  });

  it('leaves a bakery after « Oui, quitter », focus on « Non » first, and the card goes away', async () => {
    let managed = [makeProBakery({ responsable: { id: 9 }, responsable_obj: { email: 'moi@exemple.fr' } })];
    fetchMock.mockImplementation(async (url: unknown, init?: RequestInit) => {
      if (init?.method === 'POST') {
        managed = [];
        return jsonResponse({ detail: 'Vous n’êtes plus responsable du Bon Pain.' });
      }
      return jsonResponse(managed);
    });
    renderView();
    const card = await screen.findByRole('article', { name: 'Au Bon Pain' });
    fireEvent.click(within(card).getByRole('button', { name: 'Quitter cette boulangerie' }));
    expect(within(card).getByText(/Quitter cette boulangerie \? Vous ne pourrez plus la gérer/)).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Non'));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    fireEvent.click(within(card).getByRole('button', { name: 'Oui, quitter' }));
    expect(await screen.findByText('Vous n’êtes plus responsable du Bon Pain.')).toBeTruthy();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(post?.[0])).toBe('/api/cotepro/ma-boulangerie-responsable/12/quitter/');
    expect(await screen.findByText(BAKERY_MESSAGES.managerViewEmpty)).toBeTruthy();
  });

  it('« Non » keeps the bakery and sends nothing', async () => {
    fetchMock.mockResolvedValue(jsonResponse([makeProBakery()]));
    renderView();
    const card = await screen.findByRole('article', { name: 'Au Bon Pain' });
    fireEvent.click(within(card).getByRole('button', { name: 'Quitter cette boulangerie' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Non' }));
    expect(within(card).getByRole('button', { name: 'Quitter cette boulangerie' })).toBeTruthy();
    expect(fetchMock.mock.calls.every(([, init]) => (init?.method ?? 'GET') === 'GET')).toBe(true);
  });
});
