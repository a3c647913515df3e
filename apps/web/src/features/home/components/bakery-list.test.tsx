import type { TNearbyBakery } from '@fournil/shared';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeNearbyCard } from '@/testing/live-bakeries';
import { WithNavigator } from '@/testing/navigator';
import { getBakeryStatus } from '../lib/bakery-status';
import { BakeryList } from './bakery-list';

// Wednesday 11 March 2026, 10:00 in Paris (UTC+1).
const WEDNESDAY_10H = new Date('2026-03-11T09:00:00Z');

function bakery(overrides: Partial<TNearbyBakery> = {}): TNearbyBakery {
  return makeNearbyCard({ horaires_ouvertures: '3=0700-1300', ...overrides });
}

function renderList(bakeries: TNearbyBakery[] | undefined, extra: Partial<Parameters<typeof BakeryList>[0]> = {}) {
  return render(
    <WithNavigator>
      <BakeryList
        bakeries={bakeries}
        statusOf={(item) => getBakeryStatus(item, WEDNESDAY_10H)}
        radius={2}
        isLoading={false}
        error={null}
        onRetry={() => {}}
        {...extra}
      />
    </WithNavigator>,
  );
}

describe('BakeryList', () => {
  afterEach(cleanup);

  it('shows one link per bakery, named by the bakery first, with address, French distance and status', () => {
    renderList([
      bakery(),
      bakery({ id: 2, nom: '', distance_km: 1.5, disponibilite_pain: false }),
      bakery({ id: 3, nom: 'La Mie Close', distance_km: 1.9, horaires_ouvertures: '12=0700-1300' }),
    ]);
    const list = screen.getByRole('list', { name: 'Boulangeries à proximité' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/boulangerie/1', '/boulangerie/2', '/boulangerie/3']);
    expect(links[0]?.textContent).toMatch(/^Au Bon Pain/);
    expect(links[0]?.textContent).toContain('12 rue de Rivoli, 75004 Paris');
    expect(links[0]?.textContent).toContain('1,25 km');
    expect(within(links[0] as HTMLElement).getByText('Pain disponible')).toBeTruthy();
    expect(links[1]?.textContent).toMatch(/^Boulangerie sans nom/);
    expect(within(links[1] as HTMLElement).getByText('Pas de pain')).toBeTruthy();
    expect(within(links[2] as HTMLElement).getByText('Fermé')).toBeTruthy();
    expect(links.map((link) => link.dataset.status)).toEqual(['green', 'red', 'grey']);
  });

  it('shows the empty text with the radius', () => {
    renderList([]);
    expect(screen.getByText('Aucune boulangerie à moins de 2 km de votre position.')).toBeTruthy();
  });

  it('shows a skeleton while loading and an error box with a retry on failure', () => {
    const { unmount } = renderList(undefined, { isLoading: true });
    expect(screen.getByRole('status').textContent).toBe('Chargement des boulangeries…');
    unmount();
    const onRetry = vi.fn();
    renderList(undefined, { error: 'Latitude invalide.', onRetry });
    expect(screen.getByRole('alert').textContent).toContain('Latitude invalide.');
    screen.getByRole('button', { name: 'Réessayer' }).click();
    expect(onRetry).toHaveBeenCalled();
  });

  it('says the 500 nearest bakeries are shown when the list is as long as the cap, and says nothing otherwise', () => {
    const cards = (count: number) => Array.from({ length: count }, (_, index) => bakery({ id: index + 1, distance_km: index / 100 }));
    renderList(cards(500));
    expect(screen.getByText('Les 500 boulangeries les plus proches sont affichées')).toBeTruthy();
    cleanup();
    renderList(cards(499));
    expect(screen.queryByText(/les plus proches sont affichées/)).toBeNull();
    // A thousand cards drawn: slow on a busy machine.
  }, 30_000);
});
