import { ADMIN_MESSAGES, TWO_FACTOR_LOGIN_REQUIRED, TWO_FACTOR_MESSAGES, TWO_FACTOR_SETUP_REQUIRED } from '@fournil/shared';
import { fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { listOf, mentionsPage, routeFetch } from '@/testing/admin-fixtures';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';
import { stubFetch } from '@/testing/stub-fetch';
import { makeUser } from '@/testing/user';
import { Component as AdminRoute } from './admin';

const user = makeUser({ adresse_utilisateur: '', code_postal_utilisateur: '', commune: '', siren: '' });
const staff = { ...user, is_staff: true };
const twoFactorOn = { enabled: true, required: true, recovery_codes_left: 10, enabled_at: '2026-11-21T09:00:00.000Z' };
const isAdminCall = ([input]: Parameters<typeof fetch>) => String(input).startsWith('/api/admin/');

/** The login screen, saying where it sends back to. */
function LoginProbe() {
  return <h1>Écran connexion {useLocation().search}</h1>;
}

describe('/admin guard', () => {
  const fetchMock = stubFetch();

  it('tells a signed-in owner who is not staff that the back-office is reserved, without calling the admin API', async () => {
    routeFetch(fetchMock, { 'GET /api/auth/user/': () => user });
    renderWithProviders(<AdminRoute />, { path: '/admin/*', route: '/admin/pages' });
    expect(await screen.findByText(ADMIN_MESSAGES.staffOnly)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Sections du back-office' })).toBeNull();
    expect(fetchMock.mock.calls.some(isAdminCall)).toBe(false);
    expect(fetchMock.mock.calls.some(([input]) => String(input) === '/api/auth/2fa/')).toBe(false);
  });

  it('opens the sections to staff, with the unread count on Messages', async () => {
    routeFetch(fetchMock, {
      'GET /api/auth/user/': () => staff,
      'GET /api/auth/2fa/': () => twoFactorOn,
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

  it('sends a staff member without two-step verification to their profile, without calling the admin API', async () => {
    routeFetch(fetchMock, {
      'GET /api/auth/user/': () => staff,
      'GET /api/auth/2fa/': () => ({ ...twoFactorOn, enabled: false, recovery_codes_left: 0, enabled_at: null }),
    });
    renderWithProviders(<AdminRoute />, { path: '/admin/*', route: '/admin/pages' });
    expect(await screen.findByRole('heading', { name: 'Validation en deux étapes requise' })).toBeTruthy();
    expect(screen.getByText(TWO_FACTOR_MESSAGES.setupRequired)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Activer la validation en deux étapes' }).getAttribute('href')).toBe(
      '/profil#validation-en-deux-etapes',
    );
    expect(screen.queryByRole('navigation', { name: 'Sections du back-office' })).toBeNull();
    expect(fetchMock.mock.calls.some(isAdminCall)).toBe(false);
  });

  it('shows the same screen when the status cannot be read and the admin API refuses for want of it', async () => {
    const refusal = () => jsonResponse({ detail: TWO_FACTOR_MESSAGES.setupRequired, code: TWO_FACTOR_SETUP_REQUIRED }, 403);
    routeFetch(fetchMock, {
      'GET /api/auth/user/': () => staff,
      'GET /api/auth/2fa/': () => jsonResponse({ detail: 'Le serveur a rencontré un problème.' }, 500),
      'GET /api/admin/pages/': refusal,
      'GET /api/admin/messages/': refusal,
    });
    renderWithProviders(<AdminRoute />, { path: '/admin/*', route: '/admin/pages' });
    expect(await screen.findByRole('heading', { name: 'Validation en deux étapes requise' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Activer la validation en deux étapes' })).toBeTruthy();
  });

  it('asks a staff session opened without the code to sign in again, and signs out to the login screen that sends back here', async () => {
    const refusal = () => jsonResponse({ detail: TWO_FACTOR_MESSAGES.loginRequired, code: TWO_FACTOR_LOGIN_REQUIRED }, 403);
    localStorage.setItem('token', 'jeton-sans-code');
    routeFetch(fetchMock, {
      'GET /api/auth/user/': () => staff,
      'GET /api/auth/2fa/': () => twoFactorOn,
      'GET /api/admin/pages/': refusal,
      'GET /api/admin/messages/': refusal,
      'POST /api/auth/logout/': () => ({ detail: 'Déconnexion réussie.' }),
    });
    renderWithProviders(<AdminRoute />, { path: '/admin/*', route: '/admin/pages', routes: { '/login': <LoginProbe /> } });
    expect(await screen.findByRole('heading', { name: 'Reconnexion requise' })).toBeTruthy();
    expect(screen.getByText(TWO_FACTOR_MESSAGES.loginRequired)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Sections du back-office' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    expect(await screen.findByRole('heading', { name: 'Écran connexion ?next=%2Fadmin%2Fpages' })).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
  });
});
