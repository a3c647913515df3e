import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { stubFetch } from '@/testing/stub-fetch';
import { listOf, mentionsPage, requestsOf, routeFetch } from '@/testing/admin-fixtures';
import { PagesList } from './pages-list';

function listRequests(fetchMock: ReturnType<typeof stubFetch>) {
  return requestsOf(fetchMock).filter((request) => request.path === '/api/admin/pages/');
}

describe('PagesList', () => {
  const fetchMock = stubFetch();

  it('asks the server for each page, page size and sort, and says which rows it shows', async () => {
    const rows = Array.from({ length: 20 }, (_, index) => ({ ...mentionsPage, slug: `page-${index}`, title: `Page ${index}` }));
    routeFetch(fetchMock, {
      'GET /api/admin/pages/': ({ url }) =>
        listOf(rows, { count: 45, page: Number(url.searchParams.get('page')), page_size: Number(url.searchParams.get('page_size')) }),
    });
    renderWithProviders(<PagesList />, { path: '/admin/pages', route: '/admin/pages' });

    expect(await screen.findByText('1–20 sur 45')).toBeTruthy();
    const first = listRequests(fetchMock)[0]!;
    expect(Object.fromEntries(first.query)).toEqual({ page: '1', page_size: '20', sort: 'slug' });
    // The default sort is the slug, ascending.
    expect(screen.getByRole('columnheader', { name: /Adresse/ }).getAttribute('aria-sort')).toBe('ascending');

    fireEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(await screen.findByText('21–40 sur 45')).toBeTruthy();
    expect(Object.fromEntries(listRequests(fetchMock).at(-1)!.query)).toMatchObject({ page: '2', page_size: '20' });

    // A new sort goes back to page 1; the same column again flips it.
    fireEvent.click(screen.getByRole('button', { name: /Modifiée le/ }));
    await waitFor(() =>
      expect(Object.fromEntries(listRequests(fetchMock).at(-1)!.query)).toEqual({ page: '1', page_size: '20', sort: 'updated_at' }),
    );
    fireEvent.click(screen.getByRole('button', { name: /Modifiée le/ }));
    await waitFor(() => expect(listRequests(fetchMock).at(-1)!.query.get('sort')).toBe('-updated_at'));
    expect(screen.getByRole('columnheader', { name: /Modifiée le/ }).getAttribute('aria-sort')).toBe('descending');

    fireEvent.change(screen.getByLabelText('Par page'), { target: { value: '50' } });
    await waitFor(() =>
      expect(Object.fromEntries(listRequests(fetchMock).at(-1)!.query)).toEqual({ page: '1', page_size: '50', sort: '-updated_at' }),
    );
  });

  it('searches once typing pauses', async () => {
    routeFetch(fetchMock, { 'GET /api/admin/pages/': () => listOf([mentionsPage]) });
    renderWithProviders(<PagesList />, { path: '/admin/pages', route: '/admin/pages' });
    await screen.findByRole('link', { name: 'Mentions légales' });
    fireEvent.change(screen.getByLabelText('Rechercher une page'), { target: { value: 'ment' } });
    await waitFor(() => expect(listRequests(fetchMock).at(-1)!.query.get('q')).toBe('ment'));
    expect(listRequests(fetchMock).filter((request) => request.query.get('q') !== null)).toHaveLength(1);
  });

  it('shows the server error and offers to retry', async () => {
    routeFetch(fetchMock, {});
    renderWithProviders(<PagesList />, { path: '/admin/pages', route: '/admin/pages' });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });
});
