import { ADMIN_MESSAGES } from '@fournil/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listOf, mentionsPage, routeFetch } from '@/testing/admin-fixtures';
import { renderWithProviders } from '@/testing/render-with-providers';
import { stubFetch } from '@/testing/stub-fetch';
import { makeUser } from '@/testing/user';
import { Component as AdminRoute } from './admin';

const user = makeUser({ adresse_utilisateur: '', code_postal_utilisateur: '', commune: '', siren: '' });

describe('/admin guard', () => {
  const fetchMock = stubFetch();

  it('tells a signed-in owner who is not staff that the back-office is reserved, without calling the admin API', async () => {
    routeFetch(fetchMock, { 'GET /api/auth/user/': () => user });
    renderWithProviders(<AdminRoute />, { path: '/admin/*', route: '/admin/pages' });
    expect(await screen.findByText(ADMIN_MESSAGES.staffOnly)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Sections du back-office' })).toBeNull();
    expect(fetchMock.mock.calls.some(([input]) => String(input).startsWith('/api/admin/'))).toBe(false);
  });

  it('opens the sections to staff, with the unread count on Messages', async () => {
    routeFetch(fetchMock, {
      'GET /api/auth/user/': () => ({ ...user, is_staff: true }),
      'GET /api/admin/pages/': () => listOf([mentionsPage]),
      'GET /api/admin/messages/': () => listOf([], { count: 3 }),
    });
    renderWithProviders(<AdminRoute />, { path: '/admin/*', route: '/admin/pages' });
    expect(await screen.findByRole('link', { name: 'Mentions légales' })).toBeTruthy();
    const tabs = screen.getAllByRole('link', { name: /^Messages/ });
    expect(await screen.findAllByText('non lus', { exact: false })).toHaveLength(2);
    expect(tabs[0]?.getAttribute('href')).toBe('/admin/messages');
    expect(screen.queryByText(ADMIN_MESSAGES.staffOnly)).toBeNull();
  });
});
