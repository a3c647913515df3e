import { FAQ_EMPTY_TEXT } from '@fournil/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeferredFaqBlock } from './deferred-faq-block';

let reportIntersection: ((isIntersecting: boolean) => void) | null = null;

class FakeObserver {
  constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
    reportIntersection = (isIntersecting) => callback([{ isIntersecting }]);
  }
  observe() {}
  disconnect() {}
}

const FAQS = [
  { id: 1, question: 'Comment Fournil sait-il s’il reste du pain ?', answer: '<p>En direct.</p>', color: 'orange', destinations: ['/'] },
  {
    id: 2,
    question: 'Qui peut créer un compte professionnel ?',
    answer: '<p>Un professionnel.</p>',
    color: 'blue',
    destinations: ['/magister'],
  },
];

function renderBlock(faqs: unknown) {
  const fetchMock = vi.fn<typeof fetch>(() =>
    Promise.resolve(new Response(JSON.stringify(faqs), { status: 200, headers: { 'Content-Type': 'application/json' } })),
  );
  vi.stubGlobal('fetch', fetchMock);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/']}>
        <DeferredFaqBlock pathname="/" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetchMock;
}

describe('DeferredFaqBlock', () => {
  beforeEach(() => {
    reportIntersection = null;
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('loads nothing until the block comes near the viewport, then shows the home page’s FAQs', async () => {
    const fetchMock = renderBlock(FAQS);
    expect(screen.queryByRole('heading', { name: 'Questions fréquentes' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();

    act(() => reportIntersection?.(true));

    expect(await screen.findByText('Comment Fournil sait-il s’il reste du pain ?')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Questions fréquentes' })).toBeTruthy();
    expect(screen.queryByText('Qui peut créer un compte professionnel ?')).toBeNull();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/faqs/');
  });

  it('keeps the empty text when no FAQ targets the home page', async () => {
    renderBlock([FAQS[1]]);
    act(() => reportIntersection?.(true));
    expect(await screen.findByText(FAQ_EMPTY_TEXT)).toBeTruthy();
  });
});
