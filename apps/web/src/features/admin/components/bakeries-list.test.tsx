import { screen, within } from '@testing-library/react';
import type { TAdminBakery } from '@fournil/shared';
import { describe, expect, it } from 'vitest';
import { listOf, routeFetch } from '@/testing/admin-fixtures';
import { renderWithProviders } from '@/testing/render-with-providers';
import { stubFetch } from '@/testing/stub-fetch';
import { BakeriesList } from './bakeries-list';

const owned: TAdminBakery = {
  id: 1,
  nom: 'Au Bon Levain',
  ville: 'Paris',
  code_postal_boulangerie: '75011',
  proprietaire: { id: 7, email: 'boulanger@exemple.fr', suspended: true },
  is_public: false,
  created_at: '2026-11-20T08:00:00.000Z',
};
// A listing from open data that nobody has claimed (docs/decisions/019-bakeries-without-an-owner.md).
const listing: TAdminBakery = { ...owned, id: 2, nom: 'Fiche des Archives', proprietaire: null, is_public: true };

describe('BakeriesList', () => {
  const fetchMock = stubFetch();

  it('shows the owner of an owned bakery, and says a listing has none', async () => {
    routeFetch(fetchMock, { 'GET /api/admin/bakeries/': () => listOf([owned, listing]) });
    renderWithProviders(<BakeriesList />, { path: '/admin/boulangeries', route: '/admin/boulangeries' });
    const ownedRow = (await screen.findByRole('rowheader', { name: 'Au Bon Levain' })).closest('tr')!;
    expect(within(ownedRow).getByText(/boulanger@exemple\.fr/)).toBeTruthy();
    expect(within(ownedRow).getByText('Suspendu')).toBeTruthy();
    const listingRow = screen.getByRole('rowheader', { name: 'Fiche des Archives' }).closest('tr')!;
    expect(within(listingRow).getByText('Aucun (fiche non revendiquée)')).toBeTruthy();
    expect(within(listingRow).getByRole('link', { name: 'Fiche des Archives' })).toBeTruthy();
  });
});
