import type { TBakeryCalendar, TNearbyBakery } from '@fournil/shared';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeListingCard, makeNearbyCard } from '@/testing/live-bakeries';
import { WithNavigator } from '@/testing/navigator';
import { getBakeryStatus } from '../lib/bakery-status';
import { BakeryList } from './bakery-list';

// Wednesday 11 March 2026, 10:00 in Paris (UTC+1).
const WEDNESDAY_10H = new Date('2026-03-11T09:00:00Z');

function bakery(overrides: Partial<TNearbyBakery & TBakeryCalendar> = {}): TNearbyBakery {
  return makeNearbyCard({ horaires_ouvertures: '3=0700-1300', ...overrides });
}

function renderList(bakeries: TNearbyBakery[] | undefined, extra: Partial<Parameters<typeof BakeryList>[0]> = {}, now = WEDNESDAY_10H) {
  return render(
    <WithNavigator>
      <BakeryList
        bakeries={bakeries}
        statusOf={(item) => getBakeryStatus(item, now)}
        radius={2}
        isLoading={false}
        error={null}
        onRetry={() => {}}
        {...extra}
      />
    </WithNavigator>,
  );
}

/** The card's one status chip. */
const chipOf = (link: HTMLElement | undefined) => link?.querySelector('.bakery-card__status')?.textContent;

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
    expect(chipOf(links[0])).toBe('Pain disponible · ferme à 13\u00a0h');
    expect(links[1]?.textContent).toMatch(/^Boulangerie sans nom/);
    expect(chipOf(links[1])).toBe('Pas de pain · ferme à 13\u00a0h');
    expect(chipOf(links[2])).toMatch(/^Fermé · ouvre/);
    expect(links.map((link) => link.dataset.status)).toEqual(['green', 'red', 'grey']);
    // Each name is a heading, and no heading sits in phrasing content (the Nu HTML checker refuses it).
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Au Bon Pain', 'Boulangerie sans nom', 'La Mie Close']);
    expect(list.querySelectorAll('span h2, span h3')).toHaveLength(0);
  });

  it('says the status in one chip: the bread status and the next change, « Fermé » once', () => {
    renderList([bakery(), bakery({ id: 3, nom: 'La Mie Close', horaires_ouvertures: '12=0700-1300' })]);
    const links = within(screen.getByRole('list', { name: 'Boulangeries à proximité' })).getAllByRole('link');
    expect(chipOf(links[0])).toBe('Pain disponible · ferme à 13\u00a0h');
    expect(chipOf(links[1])).toBe('Fermé · ouvre lundi à 7\u00a0h');
    expect(links[1]?.textContent?.match(/Fermé/g)).toHaveLength(1);
    expect(links[0]?.querySelectorAll('.badge')).toHaveLength(1);
  });

  it('shows a bakery on holiday as closed with its reason, whatever its week and bread', () => {
    renderList([
      bakery({
        fermetures: [{ debut: '2026-03-02', fin: '2026-03-31', motif: 'Congés annuels' }],
        horaires_speciaux: [],
        jours_feries: null,
      }),
    ]);
    const link = within(screen.getByRole('list', { name: 'Boulangeries à proximité' })).getByRole('link');
    expect(link.dataset.status).toBe('grey');
    expect(chipOf(link)).toBe("Fermé pour congés annuels jusqu'au 31 mars");
  });

  it('adds the holiday note on a public holiday whose rule is not said, and closes on one with the rule fermes', () => {
    // Thursday 14 May 2026 (Ascension), 10:00 in Paris (UTC+2).
    const ascension = new Date('2026-05-14T08:00:00Z');
    renderList(
      [
        bakery({ horaires_ouvertures: '4=0700-1300', jours_feries: null, fermetures: [], horaires_speciaux: [] }),
        bakery({
          id: 2,
          nom: 'La Mie Fériée',
          horaires_ouvertures: '45=0700-1300',
          jours_feries: 'fermes',
          fermetures: [],
          horaires_speciaux: [],
        }),
      ],
      {},
      ascension,
    );
    const links = within(screen.getByRole('list', { name: 'Boulangeries à proximité' })).getAllByRole('link');
    expect(links[0]?.dataset.status).toBe('green');
    expect(within(links[0] as HTMLElement).getByText('Jour férié : horaires à confirmer')).toBeTruthy();
    expect(links[1]?.dataset.status).toBe('grey');
    expect(chipOf(links[1])).toBe('Fermé · ouvre demain à 7\u00a0h');
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

  it('shows a listing without hours as « Horaires non renseignés » and « Disponibilité non renseignée », never « Fermé », in its own look', () => {
    renderList([makeListingCard({ id: 7, nom: 'Fiche du Canal' })]);
    const card = screen.getByRole('link', { name: /^Fiche du Canal/ });
    expect(within(card).getByText('Horaires non renseignés')).toBeTruthy();
    expect(within(card).getByText('Disponibilité non renseignée')).toBeTruthy();
    expect(within(card).queryByText(/Fermé|Pas de pain/)).toBeNull();
    expect(card.getAttribute('data-status')).toBe('blue');
  });

  it('says « Disponibilité non renseignée » for a listing open by its known hours that nobody told about', () => {
    renderList([makeListingCard({ id: 8, nom: 'Fiche ouverte', horaires_statut: 'renseignes', horaires_ouvertures: '3=0700-1300' })]);
    const card = screen.getByRole('link', { name: /^Fiche ouverte/ });
    expect(within(card).getByText('Disponibilité non renseignée')).toBeTruthy();
    expect(within(card).getByText('Ouvert · ferme à 13 h')).toBeTruthy();
    expect(card.getAttribute('data-status')).toBe('blue');
  });

  it('reads « Horaires à confirmer » for hours the week could not hold, even at a time the week would be open', () => {
    renderList([makeListingCard({ id: 9, nom: 'Fiche à confirmer', horaires_statut: 'a_confirmer', horaires_ouvertures: '3=0700-1300' })]);
    const card = screen.getByRole('link', { name: /^Fiche à confirmer/ });
    expect(within(card).getByText('Horaires à confirmer')).toBeTruthy();
    expect(within(card).queryByText(/Ouvert|Fermé/)).toBeNull();
  });
});
