import { FAQ_EMPTY_TEXT, type TFaq, type TFaqDestination } from '@fournil/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/testing/render-with-providers';
import { FaqBlock } from './faq-block';

const FAQS: TFaq[] = [
  {
    id: 1,
    question: 'Comment créer mon compte ?',
    answer: '<p>Cliquez sur <strong>Créer un compte</strong>.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
    color: 'orange',
    destinations: ['/magister', '/login'],
  },
  {
    id: 2,
    question: 'Comment vérifier mon SIREN ?',
    answer: '<p>Depuis votre profil.</p>',
    color: 'blue',
    destinations: ['/mes-paiements'],
  },
  {
    id: 3,
    question: 'Combien coûte la publicité ?',
    answer: '<p>15 € par mois.</p>',
    color: 'green',
    destinations: ['/magister/'],
  },
];

function renderAt(pathname: TFaqDestination, { hideWhenEmpty = false } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <FaqBlock pathname={pathname} hideWhenEmpty={hideWhenEmpty} />
    </QueryClientProvider>,
  );
}

describe('FaqBlock', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(FAQS)));
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('loads the FAQs from GET /api/faqs/', async () => {
    renderAt('/magister');
    await screen.findByText('Comment créer mon compte ?');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/faqs/');
  });

  it('shows only the FAQs whose destinations include the current path', async () => {
    renderAt('/magister');
    expect(await screen.findByText('Comment créer mon compte ?')).toBeTruthy();
    expect(screen.getByText('Combien coûte la publicité ?')).toBeTruthy();
    expect(screen.queryByText('Comment vérifier mon SIREN ?')).toBeNull();
  });

  it('renders each FAQ as a disclosure tinted by its colour', async () => {
    const { container } = renderAt('/mes-paiements');
    const question = await screen.findByText('Comment vérifier mon SIREN ?');
    const details = question.closest('details');
    expect(details).not.toBeNull();
    expect(details?.getAttribute('data-color')).toBe('blue');
    expect(details?.querySelector('summary')?.textContent).toContain('Comment vérifier mon SIREN ?');
    expect(container.querySelectorAll('details')).toHaveLength(1);
  });

  it('sanitises the answer HTML', async () => {
    const { container } = renderAt('/login');
    await screen.findByText('Comment créer mon compte ?');
    const answer = container.querySelector('.faq-item__answer');
    expect(answer?.querySelector('strong')?.textContent).toBe('Créer un compte');
    expect(answer?.innerHTML).not.toMatch(/onerror|<script|alert/i);
  });

  it('shows the empty text when no FAQ targets the current path', async () => {
    renderAt('/dashboard');
    expect(await screen.findByText(FAQ_EMPTY_TEXT)).toBeTruthy();
    expect(FAQ_EMPTY_TEXT).toBe('Aucune question fréquente pour cette section.');
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('shows the empty text when the API has no FAQ at all', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse([])));
    renderAt('/magister');
    expect(await screen.findByText(FAQ_EMPTY_TEXT)).toBeTruthy();
  });

  it('shows an error box when the FAQs cannot be loaded', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse({ detail: 'Service indisponible.' }, 503)));
    renderAt('/magister');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Service indisponible.');
  });

  describe('hideWhenEmpty (static pages)', () => {
    it('shows no box at all when no FAQ targets the page', async () => {
      const { container } = renderAt('/page/cgu', { hideWhenEmpty: true });
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
      // Give the answer time to arrive: still nothing, neither the title nor the empty text.
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(container.innerHTML).toBe('');
      expect(screen.queryByText(FAQ_EMPTY_TEXT)).toBeNull();
      expect(screen.queryByRole('heading', { name: 'Questions fréquentes' })).toBeNull();
    });

    it('still shows the questions a page has', async () => {
      renderAt('/magister', { hideWhenEmpty: true });
      expect(await screen.findByRole('heading', { name: 'Questions fréquentes' })).toBeTruthy();
      expect(screen.getByText('Comment créer mon compte ?')).toBeTruthy();
    });
  });
});
