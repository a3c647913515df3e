import { cleanup, render, screen, within } from '@testing-library/react';
import { openingInputOfCard } from '@fournil/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { ComingClosures } from './coming-closures';

// Wednesday 11 March 2026, 10:00 in Paris.
const NOW = new Date('2026-03-11T09:00:00Z');

describe('ComingClosures', () => {
  afterEach(cleanup);

  it('lists the closures not over yet, first to come first, one sentence each', () => {
    render(
      <ComingClosures
        now={NOW}
        closures={[
          { debut: '2026-08-10', fin: '2026-08-31', motif: 'Congés annuels' },
          { debut: '2026-03-01', fin: '2026-03-10', motif: 'Travaux' },
          { debut: '2026-03-11', fin: '2026-03-11', motif: null },
        ]}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Fermetures à venir' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Fermeture exceptionnelle le 11 mars',
      'Fermeture exceptionnelle du 10 au 31 août : congés annuels',
    ]);
  });

  it('shows nothing without a coming closure', () => {
    const { container } = render(<ComingClosures now={NOW} closures={[{ debut: '2026-03-01', fin: '2026-03-10', motif: null }]} />);
    expect(container.textContent).toBe('');
    expect(screen.queryByRole('heading', { name: 'Fermetures à venir' })).toBeNull();
  });

  it('says when the bakery really reopens after a closure ending before its weekly closed days', () => {
    const closures = [
      { debut: '2026-03-09', fin: '2026-03-14', motif: 'Travaux' },
      { debut: '2026-08-10', fin: '2026-08-28', motif: null },
    ];
    // Closed on Sunday and Monday every week: Saturday 14 March is followed by Tuesday 17.
    const opening = openingInputOfCard({
      horaires_ouvertures: '23456=0700-1300',
      code_postal_boulangerie: '75011',
      fermetures: closures,
    });
    render(<ComingClosures now={NOW} closures={closures} opening={opening} />);
    const items = within(screen.getByRole('list', { name: 'Fermetures à venir' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Fermeture exceptionnelle du 9 au 14 mars : travaux · Rouvre mardi à 7\u00a0h',
      // Friday 28 August: it reopens the next day, nothing to add.
      'Fermeture exceptionnelle du 10 au 28 août',
    ]);
  });
});
