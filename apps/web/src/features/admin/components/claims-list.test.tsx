// « Revendications » (docs/claims.md, "Staff"): a pending claim with its listing, account and company; accepted after
// the question, refused with a reason.
import { CLAIM_MESSAGES, type TAdminClaim } from '@fournil/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listOf, requestsOf, routeFetch } from '@/testing/admin-fixtures';
import { renderWithProviders } from '@/testing/render-with-providers';
import { stubFetch } from '@/testing/stub-fetch';
import { ClaimsList } from './claims-list';

const pending: TAdminClaim = {
  id: 7,
  statut: 'en_attente',
  created_at: '2026-12-01T09:00:00.000Z',
  decided_at: null,
  motif: null,
  siren: '987654324',
  entreprise: { nom: 'Réseau des Boulangeries Démo', adresse: '8 rue des Archives, 75004 Paris' },
  compte: { id: 31, username: 'bruno', email: 'bruno@example.fr' },
  boulangerie: {
    id: 42,
    nom: 'Boulangerie du Marché',
    adresse_postale: '8 rue des Archives',
    code_postal_boulangerie: '75004',
    ville: 'Paris',
    telephone_boulangerie: '',
    site_web: '',
    revendiquee: false,
    sources: [{ source: 'sirene', source_id: '40123456200026', siret: '40123456200026', disparue: false }],
  },
};

describe('ClaimsList', () => {
  const fetchMock = stubFetch();

  it('shows a pending claim with its facts, and accepts it after asking', async () => {
    routeFetch(fetchMock, {
      'GET /api/admin/revendications/': () => listOf([pending]),
      'POST /api/admin/revendications/7/accepter/': () => ({ detail: CLAIM_MESSAGES.accepted }),
    });
    renderWithProviders(<ClaimsList />, { path: '/admin/revendications', route: '/admin/revendications' });
    expect(await screen.findByText(/Réseau des Boulangeries Démo – 8 rue des Archives, 75004 Paris/)).toBeTruthy();
    expect(screen.getByText(/SIRET 40123456200026/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accepter' }));
    expect(screen.getByText('Donner « Boulangerie du Marché » à bruno@example.fr ?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Oui' }));
    expect(await screen.findByText(CLAIM_MESSAGES.accepted)).toBeTruthy();
    expect(requestsOf(fetchMock).some((request) => request.method === 'POST' && request.path.endsWith('/7/accepter/'))).toBe(true);
  });

  it('refuses with the reason typed', async () => {
    routeFetch(fetchMock, {
      'GET /api/admin/revendications/': () => listOf([pending]),
      'POST /api/admin/revendications/7/refuser/': () => ({ detail: CLAIM_MESSAGES.refused }),
    });
    renderWithProviders(<ClaimsList />, { path: '/admin/revendications', route: '/admin/revendications' });
    fireEvent.click(await screen.findByRole('button', { name: 'Refuser' }));
    fireEvent.change(screen.getByLabelText(/Motif du refus/), { target: { value: 'SIREN sans lien avec cette adresse.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer le refus' }));
    expect(await screen.findByText(CLAIM_MESSAGES.refused)).toBeTruthy();
    await waitFor(() =>
      expect(requestsOf(fetchMock).find((request) => request.method === 'POST')?.body).toEqual({
        motif: 'SIREN sans lien avec cette adresse.',
      }),
    );
  });
});
