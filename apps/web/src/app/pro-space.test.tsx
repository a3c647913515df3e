import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';
import { stubFetch } from '@/testing/stub-fetch';
import { makeUser } from '@/testing/user';
import { OWNER_ONLY_TITLE } from './owner-only';
import { ACCOUNT_MENU_LABEL, ProHeader } from './pro-header';
import { RequireOwner } from './require-owner';
import { SignedInRedirect } from './signed-in-redirect';

const owner = makeUser();
const manager = makeUser({ is_proprietaire: false, siren_verified: false, siren: '', is_responsable: true });
const staff = makeUser({ is_proprietaire: false, siren_verified: false, siren: '', is_staff: true });

const TARGETS = {
  '/dashboard': <h1>Écran propriétaire</h1>,
  '/boulangerie-responsable': <h1>Écran responsable</h1>,
  '/admin': <h1>Écran back-office</h1>,
  '/login': <h1>Écran connexion</h1>,
  '/profil': <h1>Écran profil</h1>,
};

describe('the pro space', () => {
  const fetchMock = stubFetch();

  describe('SignedInRedirect (/login, « Accès PRO »)', () => {
    it.each([
      ['an owner', owner, 'Écran propriétaire'],
      ['a manager', manager, 'Écran responsable'],
      ['staff', staff, 'Écran back-office'],
    ])('takes %s to their own Tableau de bord', async (_role, user, heading) => {
      fetchMock.mockResolvedValue(jsonResponse(user));
      renderWithProviders(<SignedInRedirect>{<p>Formulaire de connexion</p>}</SignedInRedirect>, { path: '/magister', routes: TARGETS });
      expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
      expect(screen.queryByText('Formulaire de connexion')).toBeNull();
    });

    it('shows the screen to someone without a token, without asking the server', async () => {
      localStorage.clear();
      renderWithProviders(<SignedInRedirect>{<p>Formulaire de connexion</p>}</SignedInRedirect>, { path: '/login', routes: TARGETS });
      expect(screen.getByText('Formulaire de connexion')).toBeTruthy();
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('shows the screen when the stored token is refused', async () => {
      fetchMock.mockResolvedValue(jsonResponse({ detail: 'Session expirée.' }, 401));
      renderWithProviders(<SignedInRedirect>{<p>Formulaire de connexion</p>}</SignedInRedirect>, { path: '/login', routes: TARGETS });
      expect(await screen.findByText('Formulaire de connexion')).toBeTruthy();
    });

    it('follows a safe ?next= instead', async () => {
      fetchMock.mockResolvedValue(jsonResponse(owner));
      renderWithProviders(<SignedInRedirect to="/profil">{<p>Formulaire de connexion</p>}</SignedInRedirect>, {
        path: '/login',
        routes: TARGETS,
      });
      expect(await screen.findByRole('heading', { name: 'Écran profil' })).toBeTruthy();
    });
  });

  describe('RequireOwner', () => {
    it.each([
      ['a manager', manager, '/boulangerie-responsable'],
      ['staff', staff, '/admin'],
    ])('tells %s the screen is the owner’s, with a way back to their Tableau de bord', async (_role, user, home) => {
      fetchMock.mockResolvedValue(jsonResponse(user));
      renderWithProviders(<RequireOwner />, { path: '/regie-publicitaire', routes: TARGETS });
      expect(await screen.findByRole('heading', { level: 1, name: OWNER_ONLY_TITLE })).toBeTruthy();
      expect(OWNER_ONLY_TITLE).toBe('Réservé au propriétaire de la boulangerie');
      expect(screen.getByRole('link', { name: 'Retour au tableau de bord' }).getAttribute('href')).toBe(home);
      expect(screen.queryByText(/SIREN/)).toBeNull();
    });

    it('lets an owner, or someone on the way to becoming one, through', async () => {
      fetchMock.mockResolvedValue(jsonResponse(makeUser({ is_proprietaire: false, siren_verified: false, siren: '' })));
      renderWithProviders(<RequireOwner />, { path: '/regie-publicitaire', routes: TARGETS });
      await waitFor(() => expect(fetchMock).toHaveBeenCalled());
      await waitFor(() => expect(screen.queryByText('Chargement de votre compte…')).toBeNull());
      expect(screen.queryByRole('heading', { name: OWNER_ONLY_TITLE })).toBeNull();
    });
  });

  describe('ProHeader', () => {
    it('opens the account menu with who is signed in, Tableau de bord, profile and Se déconnecter; Escape closes it and focus returns', async () => {
      fetchMock.mockResolvedValue(jsonResponse(manager));
      renderWithProviders(<ProHeader />, { path: '/boulangerie-responsable', routes: TARGETS });
      const button = screen.getByRole('button', { name: ACCOUNT_MENU_LABEL });
      expect(button.getAttribute('aria-expanded')).toBe('false');
      expect(screen.queryByRole('button', { name: 'Se déconnecter' })).toBeNull();

      fireEvent.click(button);
      expect(button.getAttribute('aria-expanded')).toBe('true');
      expect(await screen.findByText(manager.email)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Tableau de bord' }).getAttribute('href')).toBe('/boulangerie-responsable');
      expect(screen.getByRole('link', { name: 'Mon profil' }).getAttribute('href')).toBe('/profil');
      const logout = screen.getByRole('button', { name: 'Se déconnecter' });
      logout.focus();

      fireEvent.keyDown(logout, { key: 'Escape' });
      expect(button.getAttribute('aria-expanded')).toBe('false');
      expect(document.activeElement).toBe(button);
    });

    it('« Se déconnecter » revokes the session, forgets the token and goes to /login', async () => {
      fetchMock.mockImplementation((input) =>
        Promise.resolve(String(input).includes('logout') ? jsonResponse({ detail: 'Déconnexion réussie.' }) : jsonResponse(owner)),
      );
      renderWithProviders(<ProHeader />, { path: '/dashboard', routes: { '/login': <h1>Écran connexion</h1> } });
      fireEvent.click(screen.getByRole('button', { name: ACCOUNT_MENU_LABEL }));
      fireEvent.click(screen.getByRole('button', { name: 'Se déconnecter' }));
      expect(await screen.findByRole('heading', { name: 'Écran connexion' })).toBeTruthy();
      expect(localStorage.getItem('token')).toBeNull();
      expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/api/auth/logout/'))).toBe(true);
    });
  });
});
