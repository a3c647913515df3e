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

  it('says « Position à confirmer » for a commune-centre position; the pin typed and confirmed is sent, and the page says it is on the map', async () => {
    routes['GET /api/cotepro/ma-boulangerie/12/'] = () => jsonResponse(makeProBakery({ position_approximative: true }));
    routes['PATCH /api/cotepro/ma-boulangerie/12/'] = () =>
      jsonResponse(makeProBakery({ latitude: 48.8775, longitude: 2.3981, position_approximative: false }));
    renderPage();
    expect(await screen.findByText('Position à confirmer')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirmer la position' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Placer sur la carte' }));
    // The focus follows into the panel, which holds the pin.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('group', { name: 'Placer sur la carte' })));
    // Without the map's streets the owner can still try the address again or type the coordinates.
    expect(screen.getByRole('button', { name: 'Placer l’adresse sur la carte' })).toBeTruthy();
    expect(screen.getByText('Position approximative : déplacez le repère sur la boutique.')).toBeTruthy();
    fireEvent.click(screen.getByText('Saisir les coordonnées'));
    fireEvent.change(screen.getByLabelText('Latitude'), { target: { value: '48,8775' } });
    fireEvent.change(screen.getByLabelText('Longitude'), { target: { value: '2.3981' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer la position' }));
    expect(await screen.findByText('Position enregistrée : la boulangerie apparaît sur la carte.')).toBeTruthy();
    expect(JSON.parse(String(calls('PATCH')[0]![1]!.body))).toEqual({ position: { latitude: 48.8775, longitude: 2.3981 } });
    expect(screen.queryByText('Position à confirmer')).toBeNull();
  });

  it('closes the panel on « Annuler », the focus back on « Placer sur la carte », nothing sent', async () => {
    routes['GET /api/cotepro/ma-boulangerie/12/'] = () => jsonResponse(makeProBakery({ position_approximative: true }));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Placer sur la carte' }));
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Placer sur la carte' })));
    expect(screen.queryByRole('button', { name: 'Confirmer la position' })).toBeNull();
    expect(calls('PATCH')).toHaveLength(0);
  });

  it('confirms the pin where it stands when the owner does not move it, and shows the server’s refusal', async () => {
    routes['GET /api/cotepro/ma-boulangerie/12/'] = () => jsonResponse(makeProBakery({ position_approximative: true }));
    routes['PATCH /api/cotepro/ma-boulangerie/12/'] = () => jsonResponse({ detail: 'Non autorisé' }, 403);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Placer sur la carte' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer la position' }));
    expect(await screen.findByText('Non autorisé')).toBeTruthy();
    expect(JSON.parse(String(calls('PATCH')[0]![1]!.body))).toEqual({ position: { latitude: 48.8534, longitude: 2.3488 } });
    expect(screen.getByText('Position à confirmer')).toBeTruthy();
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
