import { fireEvent, screen, within } from '@testing-library/react';
import type { TAdminDuplicate, TAdminDuplicateSide } from '@fournil/shared';
import { describe, expect, it } from 'vitest';
import { listOf, requestsOf, routeFetch } from '@/testing/admin-fixtures';
import { renderWithProviders } from '@/testing/render-with-providers';
import { stubFetch } from '@/testing/stub-fetch';
import { DuplicatesList } from './duplicates-list';

// « Doublons à vérifier » (docs/open-data.md, "The staff's review queue").
const side = (id: number, nom: string, extra: Partial<TAdminDuplicateSide> = {}): TAdminDuplicateSide => ({
  id,
  nom,
  adresse_postale: `${id} rue Caulaincourt`,
  code_postal: '75018',
  ville: 'Paris',
  latitude: 48.889,
  longitude: 2.338 + id / 10_000,
  revendiquee: false,
  proprietaire_email: null,
  sources: [{ source: 'osm', id: `node/${id}`, url: `https://www.openstreetmap.org/node/${id}`, gone_since: null }],
  created_at: `2026-11-${10 + id}T08:00:00.000Z`,
  ...extra,
});

const pair = (id: number, a: TAdminDuplicateSide, b: TAdminDuplicateSide): TAdminDuplicate => ({
  id,
  reason: 'near_different_name',
  distance_m: 48,
  bakery: a,
  other_bakery: b,
  record: null,
  created_at: '2026-11-30T08:00:00.000Z',
  resolution: null,
  resolved_at: null,
  result_bakery_id: null,
});

describe('DuplicatesList', () => {
  const fetchMock = stubFetch();
  const render = () => renderWithProviders(<DuplicatesList />, { path: '/admin/doublons', route: '/admin/doublons' });

  it('says « Aucun doublon à vérifier. » when the queue is empty', async () => {
    routeFetch(fetchMock, { 'GET /api/admin/doublons/': () => listOf([]) });
    render();
    expect(await screen.findByText('Aucun doublon à vérifier.')).toBeTruthy();
  });

  it('shows both sides, and merges after the question naming the bakery kept (the older listing)', async () => {
    const older = side(1, 'Le Pain Caulaincourt');
    const newer = side(2, 'Pâtisserie Sucre d’Orge');
    routeFetch(fetchMock, {
      'GET /api/admin/doublons/': () => listOf([pair(9, newer, older)]),
      'POST /api/admin/doublons/9/fusionner/': () => ({ ...pair(9, newer, older), resolution: 'merged', result_bakery_id: 1 }),
    });
    render();
    const a = await screen.findByRole('article', { name: 'Fiche A : Pâtisserie Sucre d’Orge' });
    expect(
      within(a)
        .getByRole('link', { name: /node\/2/ })
        .getAttribute('href'),
    ).toBe('https://www.openstreetmap.org/node/2');
    expect(screen.getByRole('article', { name: 'Fiche B : Le Pain Caulaincourt' })).toBeTruthy();
    expect(screen.getByText('48 m')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Fusionner' }));
    expect(
      screen.getByText(/« Le Pain Caulaincourt » est gardée et reçoit les sources, favoris et alertes de « Pâtisserie Sucre d’Orge »/),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Oui' }));
    expect(await screen.findByText('Fiches fusionnées.')).toBeTruthy();
    expect(requestsOf(fetchMock).some((request) => request.method === 'POST' && request.path === '/api/admin/doublons/9/fusionner/')).toBe(
      true,
    );
  });

  it('offers only « Garder séparées » for two claimed bakeries', async () => {
    const claimed = { revendiquee: true, proprietaire_email: 'a@exemple.fr' };
    routeFetch(fetchMock, {
      'GET /api/admin/doublons/': () => listOf([pair(3, side(4, 'Boulangerie Alpha', claimed), side(5, 'Boulangerie Beta', claimed))]),
    });
    render();
    expect(await screen.findByText('Les deux boulangeries ont un propriétaire : elles ne peuvent pas être fusionnées.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Fusionner' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Garder séparées' })).toBeTruthy();
  });
});
