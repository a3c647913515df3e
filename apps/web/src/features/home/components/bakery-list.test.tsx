import type { TNearbyBakery } from '@fournil/shared';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getBakeryStatus } from '../lib/bakery-status';
import { BakeryList } from './bakery-list';

// Wednesday 11 March 2026, 10:00 in Paris (UTC+1).
const WEDNESDAY_10H = new Date('2026-03-11T09:00:00Z');
const EMPTY_DAY = { ouverture_matin: null, fermeture_matin: null, ouverture_apm: null, fermeture_apm: null };

function bakery(overrides: Partial<TNearbyBakery> = {}): TNearbyBakery {
  const closedWeek = { lundi: false, mardi: false, mercredi: false, jeudi: false, vendredi: false, samedi: false, dimanche: false };
  return {
    id: 1,
    nom: 'Au Bon Pain',
    adresse: '12 rue de Rivoli',
    ville: 'Paris',
    code_postal_boulangerie: '75004',
    latitude: 48.855,
    longitude: 2.35,
    distance_km: 1.25,
    disponibilite_pain: true,
    disponibilite_cafe: false,
    disponibilite_croissant: false,
    disponibilite_sandwich: false,
    disponibilite_bio: false,
    jours_ouvertures: { ...closedWeek, mercredi: true },
    horaires_ouvertures: {
      lundi: EMPTY_DAY,
      mardi: EMPTY_DAY,
      mercredi: { ouverture_matin: '07:00', fermeture_matin: '13:00', ouverture_apm: null, fermeture_apm: null },
      jeudi: EMPTY_DAY,
      vendredi: EMPTY_DAY,
      samedi: EMPTY_DAY,
      dimanche: EMPTY_DAY,
    },
    image_logo_main: null,
    ...overrides,
  };
}

function renderList(bakeries: TNearbyBakery[] | undefined, extra: Partial<Parameters<typeof BakeryList>[0]> = {}) {
  return render(
    <MemoryRouter>
      <BakeryList
        bakeries={bakeries}
        statusOf={(item) => getBakeryStatus(item, WEDNESDAY_10H)}
        radius={2}
        isLoading={false}
        error={null}
        onRetry={() => {}}
        {...extra}
      />
    </MemoryRouter>,
  );
}

describe('getBakeryStatus', () => {
  it('says Pain disponible, Pas de pain or Fermé at a fixed time in Paris', () => {
    expect(getBakeryStatus(bakery(), WEDNESDAY_10H)).toMatchObject({ label: 'Pain disponible', color: 'green' });
    expect(getBakeryStatus(bakery({ disponibilite_pain: false }), WEDNESDAY_10H)).toMatchObject({ label: 'Pas de pain', color: 'red' });
    // 13:00 sharp is closed ([opening, closing)).
    expect(getBakeryStatus(bakery(), new Date('2026-03-11T12:00:00Z'))).toMatchObject({ label: 'Fermé', color: 'grey' });
  });
});

describe('BakeryList', () => {
  afterEach(cleanup);

  it('shows one link per bakery, named by the bakery first, with address, French distance and status', () => {
    renderList([
      bakery(),
      bakery({ id: 2, nom: '', distance_km: 1.5, disponibilite_pain: false }),
      bakery({ id: 3, nom: 'La Mie Close', distance_km: 1.9, jours_ouvertures: undefined as never }),
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
});
