import { MY_PAYMENTS_MESSAGES } from '@fournil/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';
import { stubFetch } from '@/testing/stub-fetch';
import { RouterNavigatorProvider } from '../router-navigator';
import { Component as CampaignManagerRoute } from './campaign-manager';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/regie-publicitaire',
        element: (
          <RouterNavigatorProvider>
            <CampaignManagerRoute />
          </RouterNavigatorProvider>
        ),
      },
      { path: '/deverrouiller-regie', element: <h1>Débloquer</h1> },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(<RouterProvider router={router} />, { router: false });
  return router;
}

const CAMPAIGN = {
  id: 10,
  boulangerie: 3,
  nom_campagne: 'Galette des rois',
  description: '',
  formule: 'payante',
  url_site_boulanger: '',
  ends_on: null,
  images: [],
  stats: { vues: 0, clics: 0, jours: 30 },
};

describe('/regie-publicitaire', () => {
  const fetchMock = stubFetch();
  let access: { status: number; body: unknown };

  beforeEach(() => {
    access = { status: 200, body: { has_access: true, until: '2026-12-01T00:00:00.000Z', subscription_active: false, can_cancel: false } };
    fetchMock.mockImplementation((input) => {
      const url = String(input);
      if (url.endsWith('/api/payments/access/')) return Promise.resolve(jsonResponse(access.body, access.status));
      if (url.includes('/api/config/')) return Promise.resolve(jsonResponse({ payment_provider_name: 'Simulation' }));
      return Promise.resolve(jsonResponse([]));
    });
  });

  it('shows the campaign manager to a user with access', async () => {
    renderAt('/regie-publicitaire');
    expect(await screen.findByRole('heading', { name: 'Régie publicitaire - Mes Campagnes' })).toBeTruthy();
    expect(document.title).toContain('Régie publicitaire - Mes Campagnes');
  });

  it('sends an owner without access and without any campaign to the unlock screen', async () => {
    access = { status: 200, body: { has_access: false, until: null, subscription_active: false, can_cancel: false } };
    const router = renderAt('/regie-publicitaire');
    await waitFor(() => expect(router.state.location.pathname).toBe('/deverrouiller-regie'));
  });

  it('keeps the campaign manager without access when campaigns exist, with a banner to renew it', async () => {
    access = { status: 200, body: { has_access: false, until: null, subscription_active: false, can_cancel: false } };
    fetchMock.mockImplementation((input) => {
      const url = String(input);
      if (url.endsWith('/api/payments/access/')) return Promise.resolve(jsonResponse(access.body, access.status));
      if (url.includes('/api/config/')) return Promise.resolve(jsonResponse({ payment_provider_name: 'Simulation' }));
      if (url.endsWith('/api/regiepub/campagnes-publicitaires/')) return Promise.resolve(jsonResponse([{ ...CAMPAIGN, etat: 'active' }]));
      return Promise.resolve(jsonResponse([]));
    });
    const router = renderAt('/regie-publicitaire');
    expect(await screen.findByRole('heading', { name: 'Régie publicitaire - Mes Campagnes' })).toBeTruthy();
    expect(screen.getByText(MY_PAYMENTS_MESSAGES.lapsedBanner)).toBeTruthy();
    expect(screen.getAllByRole('link', { name: MY_PAYMENTS_MESSAGES.renewAccess }).map((link) => link.getAttribute('href'))).toEqual([
      '/deverrouiller-regie',
      '/deverrouiller-regie',
    ]);
    expect(router.state.location.pathname).toBe('/regie-publicitaire');
  });

  it('opens the payment of the bakery named by ?payer=', async () => {
    fetchMock.mockImplementation((input) => {
      const url = String(input);
      if (url.endsWith('/api/payments/access/')) return Promise.resolve(jsonResponse(access.body, access.status));
      if (url.includes('/api/config/')) return Promise.resolve(jsonResponse({ payment_provider_name: 'Simulation' }));
      if (url.endsWith('/api/regiepub/boulangeries/'))
        return Promise.resolve(
          jsonResponse([
            { id: 3, nom: 'Au Bon Pain', ville: 'Paris', paid_this_month: false, has_active_campaign: true, subscription_active: false },
            { id: 7, nom: 'La Mie Dorée', ville: 'Lyon', paid_this_month: false, has_active_campaign: true, subscription_active: false },
          ]),
        );
      return Promise.resolve(jsonResponse([]));
    });
    renderAt('/regie-publicitaire?payer=7');
    const dialog = await screen.findByRole('dialog', { name: /La Mie Dorée/ });
    expect(within(dialog).getByRole('button', { name: MY_PAYMENTS_MESSAGES.payMonth })).toBeTruthy();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('shows the current access with Résilier l’abonnement, and links to Mes paiements', async () => {
    access = { status: 200, body: { has_access: true, until: '2026-12-01T00:00:00.000Z', subscription_active: true, can_cancel: true } };
    renderAt('/regie-publicitaire');
    expect(await screen.findByRole('button', { name: "Résilier l'abonnement" })).toBeTruthy();
    expect(screen.getByRole('link', { name: MY_PAYMENTS_MESSAGES.myPaymentsLink }).getAttribute('href')).toBe('/mes-paiements');
  });

  it('redirects to the unlock screen on a 403', async () => {
    access = { status: 403, body: { detail: 'Non autorisé' } };
    const router = renderAt('/regie-publicitaire?payment_success=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/deverrouiller-regie'));
  });
});
