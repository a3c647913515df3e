import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/testing/render-with-providers';
import { StaticPage } from './static-page';

function renderPage(slug: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/page/${slug}`]}>
        <StaticPage slug={slug} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('StaticPage', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the title, the sanitised markdown and the update date, and sets the document title', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({
        slug: 'cgu',
        title: 'Conditions générales',
        content: '## Article 1\n\nLe **pain** est bon.<script>alert(1)</script>',
        updated_at: '2026-11-21T10:00:00+01:00',
      }),
    );
    const { container } = renderPage('cgu');
    expect(await screen.findByRole('heading', { level: 1, name: 'Conditions générales' })).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/pages/cgu/');
    expect(screen.getByRole('heading', { level: 2, name: 'Article 1' })).toBeTruthy();
    expect(container.innerHTML).not.toContain('<script');
    expect(screen.getByText('Mis à jour le 21 novembre 2026')).toBeTruthy();
    expect(document.title).toBe('Conditions générales · Fournil');
  });

  it('shows "Page introuvable" with no content for an unknown slug', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ detail: 'Page introuvable.' }, 404));
    const { container } = renderPage('inconnue');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeTruthy();
    expect(container.querySelector('.prose')).toBeNull();
    expect(document.title).toBe('Page introuvable · Fournil');
  });

  it('shows an error box when the page cannot be loaded', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ detail: 'Erreur serveur.' }, 500));
    renderPage('cgu');
    expect((await screen.findByRole('alert')).textContent).toContain('Erreur serveur.');
  });
});
