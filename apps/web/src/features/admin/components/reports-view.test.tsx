import type { TAdminReport, TAdminReports } from '@fournil/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@/testing/axe';
import { requestsOf, routeFetch } from '@/testing/admin-fixtures';
import { renderWithProviders } from '@/testing/render-with-providers';
import { stubFetch } from '@/testing/stub-fetch';
import { ReportsView } from './reports-view';

// docs/visitor-reports.md, "The screens": staff see the recent reports and the listings reported
// closed, and clear or block, each after a confirmation.
const NOW = new Date('2026-12-02T10:00:00Z');

const report: TAdminReport = {
  id: 31,
  bakery_id: 5,
  bakery_name: 'Fiche des Archives',
  revendiquee: false,
  type: 'ferme',
  created_at: '2026-12-02T09:48:00.000Z',
  expires_at: '2026-12-02T11:48:00.000Z',
  cleared_at: null,
  visiteur: 'v-7f3a',
  bloque: false,
};

function answer(results: TAdminReport[], fermetures: TAdminReports['fermetures'] = []): TAdminReports {
  return { count: results.length, page: 1, page_size: 20, results, fermetures };
}

describe('ReportsView', () => {
  const fetchMock = stubFetch();

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists the reports with their type, age, visitor and state, and the listings reported closed', async () => {
    routeFetch(fetchMock, {
      'GET /api/admin/signalements/': () =>
        answer(
          [report],
          [{ bakery_id: 5, bakery_name: 'Fiche des Archives', nombre: 2, dernier: report.created_at, expire: report.expires_at }],
        ),
    });
    const { container } = renderWithProviders(<ReportsView />, { path: '/admin/signalements', route: '/admin/signalements' });
    const row = (await screen.findByRole('cell', { name: /C’est fermé/ })).closest('tr')!;
    expect(within(row).getByText('(il y a 12 min)')).toBeTruthy();
    expect(within(row).getByText('v-7f3a')).toBeTruthy();
    expect(within(row).getByText(/fiche non revendiquée/)).toBeTruthy();
    expect(within(row).getByText(/^En vigueur jusqu’au/)).toBeTruthy();
    const queue = screen.getByRole('region', { name: 'Fiches signalées fermées' });
    expect(within(queue).getByRole('link', { name: 'Fiche des Archives' }).getAttribute('href')).toBe('/boulangerie/5');
    expect(queue.textContent).toContain('2 visiteurs, le dernier il y a 12 min');
    vi.useRealTimers();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('clears a report only after « Oui », and says it', async () => {
    routeFetch(fetchMock, {
      'GET /api/admin/signalements/': () => answer([report]),
      'POST /api/admin/signalements/31/effacer/': () => ({ message: 'Signalement effacé.', effaces: 1 }),
    });
    renderWithProviders(<ReportsView />, { path: '/admin/signalements', route: '/admin/signalements' });
    fireEvent.click(await screen.findByRole('button', { name: 'Effacer le signalement « C’est fermé » sur Fiche des Archives' }));
    expect(screen.getByText('Effacer ce signalement ? Il ne comptera plus nulle part.')).toBeTruthy();
    expect(requestsOf(fetchMock).filter((request) => request.method === 'POST')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Oui' }));
    await waitFor(() => expect(screen.getByText('Signalement effacé.')).toBeTruthy());
    expect(
      requestsOf(fetchMock)
        .filter((request) => request.method === 'POST')
        .map((request) => request.path),
    ).toEqual(['/api/admin/signalements/31/effacer/']);
  });

  it('blocks the visitor behind a report after the confirmation, and shows a refusal in French', async () => {
    let refuse = false;
    routeFetch(fetchMock, {
      'GET /api/admin/signalements/': () => answer([report]),
      'POST /api/admin/signalements/bloquer/': () =>
        refuse
          ? new Response(JSON.stringify({ detail: 'Déjà bloqué.' }), { status: 409, headers: { 'Content-Type': 'application/json' } })
          : { message: 'Visiteur bloqué : ses signalements sont refusés.', effaces: 1 },
    });
    renderWithProviders(<ReportsView />, { path: '/admin/signalements', route: '/admin/signalements' });
    fireEvent.click(await screen.findByRole('button', { name: 'Bloquer l’auteur du signalement « C’est fermé » sur Fiche des Archives' }));
    fireEvent.click(screen.getByRole('button', { name: 'Oui' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Visiteur bloqué : ses signalements sont refusés.'));
    const posts = requestsOf(fetchMock).filter((request) => request.method === 'POST');
    expect(posts.map((request) => request.body)).toEqual([{ signalement_id: 31, portee: 'visiteur' }]);

    refuse = true;
    fireEvent.click(screen.getByRole('button', { name: 'Bloquer l’adresse du signalement « C’est fermé » sur Fiche des Archives' }));
    fireEvent.click(screen.getByRole('button', { name: 'Oui' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Déjà bloqué.'));
  });

  it('searches by the bakery’s name', async () => {
    routeFetch(fetchMock, {
      'GET /api/admin/signalements/': ({ url }) => answer(url.searchParams.get('q') === 'Archives' ? [report] : []),
    });
    renderWithProviders(<ReportsView />, { path: '/admin/signalements', route: '/admin/signalements?q=Archives' });
    expect(await screen.findByRole('cell', { name: /C’est fermé/ })).toBeTruthy();
    expect(requestsOf(fetchMock)[0]?.query.get('q')).toBe('Archives');
  });

  it('says when there is nothing', async () => {
    routeFetch(fetchMock, { 'GET /api/admin/signalements/': () => answer([]) });
    renderWithProviders(<ReportsView />, { path: '/admin/signalements', route: '/admin/signalements' });
    expect(await screen.findByText('Aucun signalement ces 7 derniers jours.')).toBeTruthy();
    expect(screen.getByText('Aucune fiche signalée fermée en ce moment.')).toBeTruthy();
  });
});
