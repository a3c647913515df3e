// « Limites » in the users list (docs/back-office.md, "Account limits"): the account's usage against
// its caps, and the form that gives it its own limits.
import { ACCOUNT_CAP_MESSAGES, type TAccountCaps, type TAdminUser } from '@fournil/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseAction, listOf, requestsOf, routeFetch } from '@/testing/admin-fixtures';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';
import { stubFetch } from '@/testing/stub-fetch';
import { LIMITS_SAVED } from './account-limits';
import { UsersList } from './users-list';

const owner: TAdminUser = {
  id: 52,
  username: 'grande-chaine',
  email: 'chaine@example.fr',
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
  bakeries_count: 50,
  managed_bakeries_count: 0,
};

/** The text as testing-library reads the page: every space, U+202F of French numbers included, as one plain space. */
const seen = (text: string) => text.replace(/\s+/g, ' ');

const atDefault: TAccountCaps = { bakeries: { used: 50, limit: 50, override: null }, uploads: { used: 1234, limit: 600, override: 1500 } };
const LIMITS = 'PATCH /api/admin/users/52/limits/';

async function openLimits() {
  renderWithProviders(<UsersList />, { path: '/admin/utilisateurs', route: '/admin/utilisateurs' });
  const row = (await screen.findByText('chaine@example.fr')).closest('tr')!;
  chooseAction(row, 'chaine@example.fr', 'Limites');
  return within(await within(row).findByRole('form', { name: 'Limites de chaine@example.fr' }));
}

describe('UsersList: an account’s limits', () => {
  const fetchMock = stubFetch();

  it('shows the usage in French numbers, and raises the bakeries’ limit while the images keep theirs', async () => {
    routeFetch(fetchMock, {
      'GET /api/admin/users/': () => listOf([owner]),
      'GET /api/admin/users/52/limits/': () => atDefault,
      [LIMITS]: () => ({ ...atDefault, bakeries: { used: 50, limit: 80, override: 80 } }),
    });
    const form = await openLimits();
    expect(form.getByText('50 boulangeries sur 50')).toBeTruthy();
    expect(form.getByText(seen('1\u202f234 images sur 600'))).toBeTruthy();
    expect((form.getByLabelText('Boulangeries au plus') as HTMLInputElement).value).toBe('');
    expect((form.getByLabelText('Images au plus') as HTMLInputElement).value).toBe('1500');

    fireEvent.change(form.getByLabelText('Boulangeries au plus'), { target: { value: '80' } });
    fireEvent.click(form.getByRole('button', { name: 'Enregistrer' }));

    expect(await form.findByText('50 boulangeries sur 80')).toBeTruthy();
    expect(form.getByText(LIMITS_SAVED)).toBeTruthy();
    expect(requestsOf(fetchMock).find((request) => request.method === 'PATCH')?.body).toEqual({ bakeries: 80, uploads: 1500 });
  });

  it('sends an emptied field as null, back to the default', async () => {
    routeFetch(fetchMock, {
      'GET /api/admin/users/': () => listOf([owner]),
      'GET /api/admin/users/52/limits/': () => atDefault,
      [LIMITS]: () => ({ ...atDefault, uploads: { used: 1234, limit: 600, override: null } }),
    });
    const form = await openLimits();
    fireEvent.change(form.getByLabelText('Images au plus'), { target: { value: '' } });
    fireEvent.click(form.getByRole('button', { name: 'Enregistrer' }));
    expect(await form.findByText(LIMITS_SAVED)).toBeTruthy();
    expect(requestsOf(fetchMock).find((request) => request.method === 'PATCH')?.body).toEqual({ bakeries: null, uploads: null });
  });

  it('refuses a limit out of bounds in the browser, and shows the server’s refusal on its field', async () => {
    let refusal: Response | null = jsonResponse({ uploads: [ACCOUNT_CAP_MESSAGES.uploadsLimit] }, 400);
    routeFetch(fetchMock, {
      'GET /api/admin/users/': () => listOf([owner]),
      'GET /api/admin/users/52/limits/': () => atDefault,
      [LIMITS]: () => refusal ?? atDefault,
    });
    const form = await openLimits();
    fireEvent.change(form.getByLabelText('Boulangeries au plus'), { target: { value: '-3' } });
    fireEvent.click(form.getByRole('button', { name: 'Enregistrer' }));
    expect(await form.findByText(seen(ACCOUNT_CAP_MESSAGES.bakeriesLimit))).toBeTruthy();
    expect(requestsOf(fetchMock).some((request) => request.method === 'PATCH')).toBe(false);

    fireEvent.change(form.getByLabelText('Boulangeries au plus'), { target: { value: '60' } });
    fireEvent.click(form.getByRole('button', { name: 'Enregistrer' }));
    expect(await form.findByText(seen(ACCOUNT_CAP_MESSAGES.uploadsLimit))).toBeTruthy();
    await waitFor(() => expect(form.getByLabelText('Images au plus').getAttribute('aria-invalid')).toBe('true'));
    expect(form.queryByText(LIMITS_SAVED)).toBeNull();
    refusal = null;
  });
});
