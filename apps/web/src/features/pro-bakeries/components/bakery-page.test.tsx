import { BAKERY_MESSAGES } from '@fournil/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeProBakery } from '@/testing/pro-bakery';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';
import { stubFetch } from '@/testing/stub-fetch';
import { BakeryPage } from './bakery-page';

type Route = (init: RequestInit | undefined) => Response | Promise<Response>;

describe('BakeryPage', () => {
  const fetchMock = stubFetch();
  let routes: Record<string, Route>;

  function answer(input: RequestInfo | URL, init?: RequestInit) {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const route = routes[key];
    return Promise.resolve(route ? route(init) : jsonResponse({ detail: `non prévu : ${key}` }, 500));
  }

  function renderPage(onDeleted = vi.fn()) {
    renderWithProviders(<BakeryPage bakeryId={12} onDeleted={onDeleted} />);
    return onDeleted;
  }

  const calls = (method: string) => fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method);

  beforeEach(() => {
    routes = {
      'GET /api/cotepro/ma-boulangerie/12/': () => jsonResponse(makeProBakery()),
      'GET /api/utilisateurs/responsables/': () => jsonResponse([]),
      'GET /api/boulangeries/invitations/': () => jsonResponse([]),
    };
    fetchMock.mockImplementation(answer);
  });

  it('shows every field in view mode: coordinates with 7 decimals, French hours, no logo, public page link, no Publicité line', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Au Bon Pain' })).toBeTruthy();
    expect(screen.getByText('48,8534000')).toBeTruthy();
    expect(screen.getByText('2,3488000')).toBeTruthy();
    expect(screen.getByText(BAKERY_MESSAGES.noLogo)).toBeTruthy();
    // The « Publicité » flag does nothing visible, so it is not shown (docs/bakery-management.md, "The screens").
    expect(screen.queryByText('Publicité')).toBeNull();
    expect(screen.getByText('Pain au levain cuit au feu de bois.')).toBeTruthy();
    const hours = screen.getByRole('table');
    expect(within(hours).getByRole('row', { name: /Lundi/ }).textContent).toContain('Fermé');
    expect(within(hours).getByRole('row', { name: /Mardi/ }).textContent).toContain('7\u00a0h – 13\u00a0h');
    expect(screen.getByRole('link', { name: 'Voir la fiche publique' }).getAttribute('href')).toBe('/boulangerie/12');
    expect(screen.getByText('Responsable actuel').nextElementSibling?.textContent).toBe('Aucun');
  });

  it('says the bakery is not on the map yet, and its button opens the form with the location fields', async () => {
    routes['GET /api/cotepro/ma-boulangerie/12/'] = () => jsonResponse(makeProBakery({ latitude: null, longitude: null }));
    renderPage();
    expect(await screen.findByText("Cette boulangerie n'apparaît pas encore sur la carte")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Corriger la position' }));
    expect(await screen.findByRole('button', { name: 'Placer l’adresse sur la carte' })).toBeTruthy();
  });

  it('says a commune-centre position is approximate, and shows no map notice for a placed bakery', async () => {
    routes['GET /api/cotepro/ma-boulangerie/12/'] = () => jsonResponse(makeProBakery({ position_approximative: true }));
    renderPage();
    expect(await screen.findByText('position approximative (centre de la commune)')).toBeTruthy();
    expect(screen.queryByText("Cette boulangerie n'apparaît pas encore sur la carte")).toBeNull();
  });

  it('asks before deleting: Non cancels without a request', async () => {
    const onDeleted = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer cette boulangerie' }));
    expect(screen.getByText(BAKERY_MESSAGES.deleteConfirm)).toBeTruthy();
    const no = screen.getByRole('button', { name: 'Non' });
    expect(document.activeElement).toBe(no);
    fireEvent.click(no);
    expect(screen.queryByText(BAKERY_MESSAGES.deleteConfirm)).toBeNull();
    expect(calls('DELETE')).toHaveLength(0);
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('deletes on Oui, says so and hands back to the list', async () => {
    routes['DELETE /api/cotepro/ma-boulangerie/12/'] = () => new Response(null, { status: 204 });
    const onDeleted = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer cette boulangerie' }));
    fireEvent.click(screen.getByRole('button', { name: 'Oui' }));
    expect(await screen.findByText(BAKERY_MESSAGES.deleted)).toBeTruthy();
    expect(onDeleted).toHaveBeenCalledTimes(1);
    expect(calls('DELETE')).toHaveLength(1);
  });

  it('shows the deletion error and keeps the bakery when the server refuses', async () => {
    routes['DELETE /api/cotepro/ma-boulangerie/12/'] = () => jsonResponse({ detail: 'Non autorisé' }, 403);
    const onDeleted = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer cette boulangerie' }));
    fireEvent.click(screen.getByRole('button', { name: 'Oui' }));
    expect(await screen.findByText(BAKERY_MESSAGES.deleteError)).toBeTruthy();
    expect(onDeleted).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1, name: 'Au Bon Pain' })).toBeTruthy();
  });

  it('sends one flag as JSON and moves the switch with the answer; a refused bread change says so', async () => {
    let patched: unknown = null;
    routes['PATCH /api/cotepro/ma-boulangerie/12/'] = (init) => {
      patched = JSON.parse(String(init?.body));
      return jsonResponse(makeProBakery({ disponibilite_cafe: true }));
    };
    renderPage();
    const cafe = await screen.findByRole('switch', { name: 'Café' });
    fireEvent.click(cafe);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Café' }).getAttribute('aria-checked')).toBe('true'));
    expect(patched).toEqual({ disponibilite_cafe: true });

    routes['PATCH /api/cotepro/ma-boulangerie/12/'] = () => jsonResponse({ detail: 'Non autorisé' }, 403);
    fireEvent.click(screen.getByRole('switch', { name: 'Pain' }));
    expect(await screen.findByText(BAKERY_MESSAGES.breadToggleError)).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Pain' }).getAttribute('aria-checked')).toBe('true');
  });

  it('tells an owner whose SIREN is no longer verified, with a link to the profile', async () => {
    routes['GET /api/cotepro/ma-boulangerie/12/'] = () => jsonResponse({ detail: BAKERY_MESSAGES.sirenRequired }, 403);
    renderPage();
    expect(await screen.findByText(BAKERY_MESSAGES.sirenRequired)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vérifier mon SIREN' }).getAttribute('href')).toBe('/profil');
  });

  it('shows Non autorisé for someone else’s bakery', async () => {
    routes['GET /api/cotepro/ma-boulangerie/12/'] = () => jsonResponse({ detail: BAKERY_MESSAGES.notAuthorized }, 403);
    renderPage();
    expect(await screen.findByText(BAKERY_MESSAGES.notAuthorized)).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });
});
