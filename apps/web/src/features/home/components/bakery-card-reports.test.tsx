import type { TNearbyBakery, TVisitorReports } from '@fournil/shared';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNow } from '@/lib/use-now';
import { axeViolations } from '@/testing/axe';
import { makeNearbyCard } from '@/testing/live-bakeries';
import { WithNavigator } from '@/testing/navigator';
import { getBakeryStatus } from '../lib/bakery-status';
import { BakeryCard } from './bakery-card';

// docs/visitor-reports.md, "The screens": the visitors' word beside a card's status, its age ticking
// with the page's minute clock, gone at its `expire` without a new card from the server.

// Wednesday 11 March 2026, 10:00:30 in Paris (UTC+1): open 7 h – 13 h.
const NOW = new Date('2026-03-11T09:00:30Z');
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const minutesAgo = (minutes: number) => seconds(NOW) - minutes * 60;

function card(signalements: TVisitorReports | null): TNearbyBakery {
  return makeNearbyCard({ horaires_ouvertures: '3=0700-1300', signalements });
}

/** The card as the home list draws it: its status computed at the page's minute clock. */
function TickingCard({ bakery }: { bakery: TNearbyBakery }) {
  const now = useNow();
  return <BakeryCard bakery={bakery} status={getBakeryStatus(bakery, now)} />;
}

function renderCard(bakery: TNearbyBakery) {
  return render(
    <WithNavigator>
      <ul>
        <li>
          <TickingCard bakery={bakery} />
        </li>
      </ul>
    </WithNavigator>,
  );
}

describe('a card with visitors’ reports', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });

  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('says who reported the bread and how long ago, the age ticking each minute, and drops it at its expiry', async () => {
    // Reported at 09:48:00, 12 min 30 s before; in force until 10:03:00.
    const pain = { valeur: false, nombre: 1, dernier: minutesAgo(12.5), expire: seconds(NOW) + 150 };
    const { container } = renderCard(card({ pain, ferme: null }));
    expect(screen.getByTestId('visitor-report-line').textContent).toBe('Signalé par un visiteur il y a 12 min');
    expect(screen.getByRole('link').textContent).toContain('Signalé par un visiteur il y a 12 min');

    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByTestId('visitor-report-line').textContent).toBe('Signalé par un visiteur il y a 13 min');

    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByTestId('visitor-report-line').textContent).toBe('Signalé par un visiteur il y a 14 min');
    // 10:03:00: the summary's expiry.
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.queryByTestId('visitor-report-line')).toBeNull();

    vi.useRealTimers();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('counts the visitors who agree', () => {
    renderCard(card({ pain: { valeur: true, nombre: 3, dernier: minutesAgo(5), expire: minutesAgo(-60) }, ferme: null }));
    expect(screen.getByTestId('visitor-report-line').textContent).toBe('Signalé par 3 visiteurs il y a 5 min');
  });

  it('warns that visitors say it is closed, in the warning look, without changing the open status', async () => {
    const ferme = { nombre: 2, dernier: minutesAgo(3), expire: minutesAgo(-60) };
    const { container } = renderCard(card({ pain: null, ferme }));
    const warning = screen.getByTestId('visitor-report-closed');
    expect(warning.textContent).toBe('Des visiteurs signalent que c’est fermé');
    expect(warning.className).toContain('visitor-report-notes__closed');
    expect(screen.getByRole('link').getAttribute('data-status')).toBe('green');
    expect(screen.getByRole('link').querySelector('.bakery-card__status')?.textContent).toMatch(/ · ferme à 13\u00a0h$/);
    expect(screen.queryByText('Fermé')).toBeNull();

    vi.useRealTimers();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows nothing for expired summaries, none in force, or a card without the field', () => {
    renderCard(
      card({
        pain: { valeur: true, nombre: 1, dernier: minutesAgo(130), expire: minutesAgo(10) },
        ferme: { nombre: 2, dernier: minutesAgo(125), expire: minutesAgo(5) },
      }),
    );
    expect(screen.queryByTestId('visitor-report-notes')).toBeNull();
    cleanup();
    renderCard(card({ pain: null, ferme: null }));
    expect(screen.queryByTestId('visitor-report-notes')).toBeNull();
    cleanup();
    // The server sends null when nothing is in force; a card cached before the field has none.
    renderCard(makeNearbyCard({ horaires_ouvertures: '3=0700-1300', signalements: null }));
    expect(screen.queryByTestId('visitor-report-notes')).toBeNull();
  });
});
