import type { TProBakeryReports } from '@fournil/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@/testing/axe';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';
import { stubFetch } from '@/testing/stub-fetch';
import { VISITOR_REPORTS_EMPTY, VisitorReportsPanel } from './visitor-reports-panel';

// docs/visitor-reports.md, "The screens": the owner sees what visitors reported on their bakery.
const NOW = new Date('2026-12-02T10:00:00Z');
const at = (minutesAgo: number) => new Date(NOW.getTime() - minutesAgo * 60_000).toISOString();
const epoch = (minutesAgo: number) => NOW.getTime() / 1000 - minutesAgo * 60;

describe('VisitorReportsPanel', () => {
  const fetchMock = stubFetch();

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows what the card says now and the recent reports with their type and age', async () => {
    const answer: TProBakeryReports = {
      signalements: { pain: { valeur: false, nombre: 2, dernier: epoch(5), expire: epoch(-115) }, ferme: null },
      recents: [
        { id: 2, type: 'plus_de_pain', created_at: at(5), expires_at: at(-115), en_vigueur: true },
        { id: 1, type: 'pain', created_at: at(190), expires_at: at(70), en_vigueur: false },
      ],
    };
    fetchMock.mockResolvedValue(jsonResponse(answer));
    const { container } = renderWithProviders(<VisitorReportsPanel bakeryId={4} />);
    const list = await screen.findByRole('list', { name: 'Signalements récents' });
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/cotepro/ma-boulangerie/4/signalements/');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Plus de painil y a 5 minAffiché aux visiteurs', 'Il reste du painil y a 3 h 10']);
    expect(screen.getByTestId('pro-reports-summary').textContent).toBe(
      'Affiché en ce moment : Plus de pain. Signalé par 2 visiteurs il y a 5 min.',
    );
    vi.useRealTimers();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says when there is none', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ signalements: { pain: null, ferme: null }, recents: [] } satisfies TProBakeryReports));
    renderWithProviders(<VisitorReportsPanel bakeryId={4} />);
    expect(await screen.findByText(VISITOR_REPORTS_EMPTY)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Signalements des visiteurs' })).toBeTruthy();
  });
});
