import type { TAdminFaq, TAdminList, TAdminMessage, TAdminPage, TAdminPromo } from '@fournil/shared';
import type { Mock } from 'vitest';
import { fireEvent, within } from '@testing-library/react';
import { jsonResponse } from '@/testing/render-with-providers';

// Rows as the admin API answers them, and a fetch stub that routes by method and path.

export function listOf<T>(results: T[], { count = results.length, page = 1, page_size = 20 } = {}): TAdminList<T> {
  return { count, page, page_size, results };
}

export const mentionsPage: TAdminPage = {
  slug: 'mentions',
  title: 'Mentions légales',
  content: '## Éditeur\n\nFournil SAS',
  updated_at: '2026-11-21T13:05:00.000Z',
};

export const faqRow: TAdminFaq = {
  id: 4,
  question: 'Le pain est-il frais ?',
  answer: '<p>Oui, <strong>toujours</strong>.</p>',
  color: 'green',
  destinations: ['/'],
  position: 10,
  created_at: '2026-11-01T08:00:00.000Z',
};

export const promoRow: TAdminPromo = {
  id: 9,
  code: 'BIENVENUE',
  discount_cents: 500,
  valid_from: null,
  valid_until: '2026-12-31T22:59:00.000Z',
  max_uses: 10,
  uses: 3,
  is_active: true,
  once_per_account: true,
  created_at: '2026-11-01T08:00:00.000Z',
};

export const unreadMessage: TAdminMessage = {
  id: 31,
  name: 'Jeanne Martin',
  email: 'jeanne@example.fr',
  subject: 'Ma boulangerie',
  message: 'Bonjour,\nma boulangerie n’apparaît pas.',
  user_id: null,
  kind: 'contact',
  siren: null,
  created_at: '2026-11-20T09:00:00.000Z',
  read_at: null,
  archived_at: null,
};

type THandler = (request: { method: string; url: URL; body: unknown }) => unknown;

/**
 * Answers each request with the first route whose `METHOD /path/` matches (query string ignored);
 * a handler's return value is sent as JSON (undefined: 204; a Response as it is, e.g. a refusal).
 * Unknown requests get a 404.
 */
export function routeFetch(fetchMock: Mock<typeof fetch>, routes: Record<string, THandler>): void {
  fetchMock.mockImplementation((input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) return Promise.resolve(jsonResponse({ detail: 'Élément introuvable.' }, 404));
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const answer = handler({ method, url, body });
    if (answer instanceof Response) return Promise.resolve(answer);
    return Promise.resolve(answer === undefined ? new Response(null, { status: 204 }) : jsonResponse(answer));
  });
}

/** The requests the stub received: method, path, query and JSON body. */
export function requestsOf(fetchMock: Mock<typeof fetch>) {
  return fetchMock.mock.calls.map(([input, init]) => {
    const url = new URL(String(input), 'http://localhost');
    return {
      method: (init?.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
  });
}

/** Opens a back-office row's « Actions » menu (the account's `email` names it) and chooses `item`. */
export function chooseAction(row: HTMLElement, email: string, item: string): void {
  fireEvent.click(within(row).getByRole('button', { name: `Actions pour ${email}` }));
  fireEvent.click(within(row).getByRole('menuitem', { name: item }));
}
