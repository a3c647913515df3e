import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TAdminUser } from '@fournil/shared';
import { describe, expect, it } from 'vitest';
import { chooseAction, listOf, requestsOf, routeFetch } from '@/testing/admin-fixtures';
import { renderWithProviders } from '@/testing/render-with-providers';
import { stubFetch } from '@/testing/stub-fetch';
import { DELETE_QUESTION, SUSPEND_QUESTION, UsersList } from './users-list';

const person: TAdminUser = {
  id: 41,
  username: 'demandeuse',
  email: 'demandeuse@example.fr',
  email_verified: true,
  is_proprietaire: true,
  is_staff: false,
  siren: '732829320',
  siren_verified: true,
  suspended_at: null,
  bakeries_hidden_at: null,
  deleted_at: null,
  date_joined: '2026-10-01T09:00:00.000Z',
  last_login: '2026-11-20T09:00:00.000Z',
  bakeries_count: 1,
  managed_bakeries_count: 0,
};
const deleted: TAdminUser = {
  ...person,
  id: 42,
  username: 'compte-supprime-42',
  email: 'compte-supprime-42@fournil.invalid',
  is_proprietaire: false,
  siren: null,
  siren_verified: false,
  bakeries_count: 0,
  deleted_at: '2026-11-25T10:30:00.000Z',
};

describe('UsersList: a person’s rights, done by staff', () => {
  const fetchMock = stubFetch();

  it('deletes an account after asking, and shows a deleted account with nothing left to do', async () => {
    let users = [person, deleted];
    routeFetch(fetchMock, {
      'GET /api/admin/users/': () => listOf(users),
      'POST /api/admin/users/41/delete/': () => {
        users = [{ ...person, ...deleted, id: 41 }, deleted];
        return users[0];
      },
    });
    renderWithProviders(<UsersList />, { path: '/admin/utilisateurs', route: '/admin/utilisateurs' });

    const deletedRow = (await screen.findByText('compte-supprime-42@fournil.invalid')).closest('tr')!;
    expect(within(deletedRow).getByText(/Compte supprimé le/)).toBeTruthy();
    expect(within(deletedRow).queryByRole('button')).toBeNull();

    const row = screen.getByText('demandeuse@example.fr').closest('tr')!;
    chooseAction(row, 'demandeuse@example.fr', 'Supprimer');
    expect(within(row).getByText(DELETE_QUESTION)).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Oui' }));
    await waitFor(() =>
      expect(requestsOf(fetchMock).some((request) => request.method === 'POST' && request.path === '/api/admin/users/41/delete/')).toBe(
        true,
      ),
    );
    await waitFor(() => expect(screen.queryByText('demandeuse@example.fr')).toBeNull());
  });

  it('offers one « Actions » menu per row instead of stacked buttons, worked from the keyboard', async () => {
    routeFetch(fetchMock, { 'GET /api/admin/users/': () => listOf([person]) });
    renderWithProviders(<UsersList />, { path: '/admin/utilisateurs', route: '/admin/utilisateurs' });
    const row = (await screen.findByText('demandeuse@example.fr')).closest('tr')!;
    // One button in the row: the menu, closed.
    const menuButton = within(row).getByRole('button');
    expect(menuButton.getAttribute('aria-label')).toBe('Actions pour demandeuse@example.fr');
    expect(menuButton.getAttribute('aria-haspopup')).toBe('menu');
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(within(row).queryByRole('menu')).toBeNull();

    // ↓ opens it on the first item; ↓ ↑ End Home move; the items are the row's actions.
    fireEvent.keyDown(menuButton, { key: 'ArrowDown' });
    const menu = within(row).getByRole('menu', { name: 'Actions pour demandeuse@example.fr' });
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Suspendre',
      'Libérer le SIREN',
      'Limites',
      'Exporter les données',
      'Supprimer',
    ]);
    await waitFor(() => expect(document.activeElement).toBe(items[0]));
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement).toBe(items[1]));
    fireEvent.keyDown(menu, { key: 'End' });
    await waitFor(() => expect(document.activeElement).toBe(items[4]));
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement).toBe(items[0]));
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    await waitFor(() => expect(document.activeElement).toBe(items[4]));

    // Escape closes it and puts the focus back on its button.
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(within(row).queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(menuButton);

    // ↑ opens it on the last item; Tab closes it.
    fireEvent.keyDown(menuButton, { key: 'ArrowUp' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Supprimer'));
    fireEvent.keyDown(within(row).getByRole('menu'), { key: 'Tab' });
    expect(within(row).queryByRole('menu')).toBeNull();

    // Choosing « Suspendre » asks first, the focus on Non; Non closes the question and goes back to the menu.
    chooseAction(row, 'demandeuse@example.fr', 'Suspendre');
    expect(within(row).getByText(SUSPEND_QUESTION)).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Non'));
    fireEvent.click(within(row).getByRole('button', { name: 'Non' }));
    expect(within(row).queryByText(SUSPEND_QUESTION)).toBeNull();
    expect(document.activeElement).toBe(menuButton);
    expect(requestsOf(fetchMock).filter((request) => request.method === 'POST')).toEqual([]);
  });
});
