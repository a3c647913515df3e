// « Libérer le SIREN » and « Afficher les boulangeries » in the users list (docs/back-office.md,
// "SIREN disputes"), and the SIREN dispute tag of a staff message.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TAdminMessage, TAdminUser } from '@fournil/shared';
import { describe, expect, it } from 'vitest';
import { chooseAction, listOf, requestsOf, routeFetch, unreadMessage } from '@/testing/admin-fixtures';
import { renderWithProviders } from '@/testing/render-with-providers';
import { stubFetch } from '@/testing/stub-fetch';
import { MessageView } from './message-view';
import { HIDE_BAKERIES_OPTION, RELEASE_QUESTION, UsersList } from './users-list';

const holder: TAdminUser = {
  id: 51,
  username: 'titulaire',
  email: 'titulaire@example.fr',
  email_verified: true,
  is_proprietaire: true,
  is_staff: false,
  siren: '987654324',
  siren_verified: true,
  suspended_at: null,
  bakeries_hidden_at: null,
  deleted_at: null,
  date_joined: '2026-10-01T09:00:00.000Z',
  last_login: '2026-11-20T09:00:00.000Z',
  bakeries_count: 2,
  managed_bakeries_count: 0,
};

describe('UsersList: SIREN disputes', () => {
  const fetchMock = stubFetch();

  it('releases a SIREN after asking, hiding the bakeries when checked, then shows them again', async () => {
    let users = [holder];
    routeFetch(fetchMock, {
      'GET /api/admin/users/': () => listOf(users),
      'POST /api/admin/users/51/siren/release/': () => {
        users = [{ ...holder, siren: null, siren_verified: false, is_proprietaire: false, bakeries_hidden_at: '2026-11-26T10:00:00.000Z' }];
        return users[0];
      },
      'POST /api/admin/users/51/bakeries/show/': () => {
        users = [{ ...users[0]!, bakeries_hidden_at: null }];
        return users[0];
      },
    });
    renderWithProviders(<UsersList />, { path: '/admin/utilisateurs', route: '/admin/utilisateurs?q=987654324' });

    const row = (await screen.findByText('titulaire@example.fr')).closest('tr')!;
    chooseAction(row, 'titulaire@example.fr', 'Libérer le SIREN');
    expect(within(row).getByText(RELEASE_QUESTION)).toBeTruthy();
    fireEvent.click(within(row).getByLabelText(HIDE_BAKERIES_OPTION));
    fireEvent.click(within(row).getByRole('button', { name: 'Libérer' }));
    await waitFor(() =>
      expect(requestsOf(fetchMock).find((request) => request.path === '/api/admin/users/51/siren/release/')?.body).toEqual({
        hide_bakeries: true,
      }),
    );

    expect(await screen.findByText(/Boulangeries masquées depuis le/)).toBeTruthy();
    const released = screen.getByText('titulaire@example.fr').closest('tr')!;
    fireEvent.click(within(released).getByRole('button', { name: 'Actions pour titulaire@example.fr' }));
    expect(within(released).queryByRole('menuitem', { name: /Libérer le SIREN/ })).toBeNull();
    fireEvent.click(within(released).getByRole('menuitem', { name: 'Afficher les boulangeries' }));
    fireEvent.click(within(released).getByRole('button', { name: 'Oui' }));
    await waitFor(() => expect(screen.queryByText(/Boulangeries masquées depuis le/)).toBeNull());
  });

  it('shows the server’s refusal', async () => {
    routeFetch(fetchMock, { 'GET /api/admin/users/': () => listOf([holder]) });
    renderWithProviders(<UsersList />, { path: '/admin/utilisateurs', route: '/admin/utilisateurs' });
    const row = (await screen.findByText('titulaire@example.fr')).closest('tr')!;
    chooseAction(row, 'titulaire@example.fr', 'Libérer le SIREN');
    fireEvent.click(within(row).getByRole('button', { name: 'Libérer' }));
    expect((await within(row).findByRole('alert')).textContent).toContain('Élément introuvable.');
  });
});

describe('MessageView: a SIREN dispute', () => {
  const fetchMock = stubFetch();

  it('is tagged and links to the accounts of the SIREN', async () => {
    const dispute: TAdminMessage = {
      ...unreadMessage,
      kind: 'siren_dispute',
      siren: '987654324',
      subject: 'Litige SIREN 987654324',
      user_id: 12,
    };
    routeFetch(fetchMock, {
      'GET /api/admin/messages/31/': () => dispute,
      'PATCH /api/admin/messages/31/': () => ({ ...dispute, read_at: '2026-11-26T10:00:00.000Z' }),
    });
    renderWithProviders(<MessageView id={31} />, { path: '/admin/messages/:id', route: '/admin/messages/31' });
    expect(await screen.findByText('Litige SIREN')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voir les comptes du SIREN 987654324' }).getAttribute('href')).toBe(
      '/admin/utilisateurs?q=987654324',
    );
  });
});
