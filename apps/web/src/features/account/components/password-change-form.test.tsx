import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AUTH_DETAILS } from '@fournil/shared';
import { describe, expect, it, vi } from 'vitest';
import { getToken } from '@/lib/auth-token';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';
import { stubFetch } from '@/testing/stub-fetch';
import { makeUser } from '@/testing/user';
import { Profile } from './profile-form';

const user = makeUser();

describe('Profile: changing the password', () => {
  const fetchMock = stubFetch();
  const changeCall = () => fetchMock.mock.calls.find(([input]) => String(input).includes('/api/auth/password/change/'));

  async function section() {
    renderWithProviders(<Profile onSaved={vi.fn()} />, { path: '/profil' });
    return within((await screen.findByRole('heading', { name: 'Mot de passe' })).closest('section')!);
  }
  function fill(form: ReturnType<typeof within>, values: [string, string, string]) {
    ['Mot de passe actuel', 'Nouveau mot de passe', 'Confirmer le nouveau mot de passe'].forEach((label, index) =>
      fireEvent.change(form.getByLabelText(label), { target: { value: values[index] } }),
    );
    fireEvent.click(form.getByRole('button', { name: 'Changer le mot de passe' }));
  }

  it('sends the three fields, keeps the new access token, says so and empties the fields', async () => {
    fetchMock.mockImplementation((input) =>
      Promise.resolve(
        String(input).includes('/password/change/')
          ? jsonResponse({ detail: AUTH_DETAILS.passwordChanged, access: 'nouveau-jeton', access_expiration: '2026-11-26T12:00:00Z' })
          : jsonResponse(user),
      ),
    );
    const form = await section();
    fill(form, ['ancien-mot-de-passe', 'fournee-du-soir-77', 'fournee-du-soir-77']);
    expect(await form.findByText('Votre mot de passe a été modifié. Vos autres sessions ont été fermées.')).toBeTruthy();
    expect(JSON.parse(String(changeCall()![1]!.body))).toEqual({
      old_password: 'ancien-mot-de-passe',
      new_password1: 'fournee-du-soir-77',
      new_password2: 'fournee-du-soir-77',
    });
    expect(changeCall()![1]!.method).toBe('POST');
    expect(getToken()).toBe('nouveau-jeton');
    expect((form.getByLabelText('Nouveau mot de passe') as HTMLInputElement).value).toBe('');
    expect(form.getByLabelText('Mot de passe actuel').getAttribute('autocomplete')).toBe('current-password');
    expect(form.getByLabelText('Nouveau mot de passe').getAttribute('autocomplete')).toBe('new-password');
  });

  it('says a mismatch before sending, and puts the server’s refusal under the current password', async () => {
    fetchMock.mockImplementation((input) =>
      Promise.resolve(
        String(input).includes('/password/change/')
          ? jsonResponse({ old_password: ['Le mot de passe actuel est incorrect.'] }, 400)
          : jsonResponse(user),
      ),
    );
    const form = await section();
    fill(form, ['ancien-mot-de-passe', 'fournee-du-soir-77', 'fournee-du-matin-77']);
    expect(await form.findByText('Les deux mots de passe ne correspondent pas.')).toBeTruthy();
    expect(changeCall()).toBeUndefined();

    fill(form, ['pas-le-bon', 'fournee-du-soir-77', 'fournee-du-soir-77']);
    expect(await form.findByText('Le mot de passe actuel est incorrect.')).toBeTruthy();
    expect(form.getByLabelText('Mot de passe actuel').getAttribute('aria-invalid')).toBe('true');
    expect(form.queryByText(/a été modifié/)).toBeNull();
  });

  it('judges the new password as the server does, and does not send one the rules refuse', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(user)));
    const form = await section();
    fill(form, ['ancien-mot-de-passe', 'Soleil2026', 'Soleil2026']);
    const password = form.getByLabelText('Nouveau mot de passe');
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(form.getByText(/^Ce mot de passe est trop courant ou trop facile à deviner\./)).toBeTruthy();
    expect(changeCall()).toBeUndefined();
  });
});
