import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getToken, setToken } from '@/lib/auth-token';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';
import { stubFetch } from '@/testing/stub-fetch';
import { makeUser } from '@/testing/user';
import { Profile } from './profile-form';

const user = makeUser();

describe('Profile: deleting my account', () => {
  const fetchMock = stubFetch();
  const deleteCall = () => fetchMock.mock.calls.find(([input]) => String(input).includes('/api/auth/delete/'));

  async function section() {
    renderWithProviders(<Profile onSaved={vi.fn()} />, { path: '/profil' });
    return within((await screen.findByRole('heading', { name: 'Supprimer mon compte' })).closest('section')!);
  }

  it('lists what happens, asks the password, then says the account is gone and forgets the session', async () => {
    setToken('jeton-du-compte');
    fetchMock.mockImplementation((input) =>
      Promise.resolve(String(input).includes('/api/auth/delete/') ? new Response(null, { status: 204 }) : jsonResponse(user)),
    );
    const form = await section();
    expect(form.getByText('vos boulangeries sont supprimées, avec leurs campagnes et leurs images ;')).toBeTruthy();
    expect(form.getByText('vos paiements et vos factures sont conservés dix ans, comme la loi l’exige.')).toBeTruthy();
    fireEvent.change(form.getByLabelText('Mot de passe'), { target: { value: 'mon-mot-de-passe' } });
    fireEvent.click(form.getByRole('button', { name: 'Supprimer définitivement mon compte' }));

    const title = await screen.findByRole('heading', { name: 'Votre compte a été supprimé' });
    expect(document.activeElement).toBe(title);
    expect(JSON.parse(String(deleteCall()![1]!.body))).toEqual({ password: 'mon-mot-de-passe' });
    expect(getToken()).toBeNull();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('heading', { name: 'Compte' })).toBeNull();
  });

  it('asks for the password before sending, and puts a wrong one under the field', async () => {
    fetchMock.mockImplementation((input) =>
      Promise.resolve(
        String(input).includes('/api/auth/delete/') ? jsonResponse({ password: ['Mot de passe incorrect.'] }, 400) : jsonResponse(user),
      ),
    );
    const form = await section();
    fireEvent.click(form.getByRole('button', { name: 'Supprimer définitivement mon compte' }));
    expect(await form.findByText('Ce champ est obligatoire.')).toBeTruthy();
    expect(deleteCall()).toBeUndefined();

    fireEvent.change(form.getByLabelText('Mot de passe'), { target: { value: 'pas-le-bon' } });
    fireEvent.click(form.getByRole('button', { name: 'Supprimer définitivement mon compte' }));
    expect(await form.findByText('Mot de passe incorrect.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Compte' })).toBeTruthy();
  });

  it('is not offered to staff, whose accounts another member removes', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(jsonResponse(makeUser({ is_staff: true, is_proprietaire: false, siren: null, siren_verified: false }))),
    );
    renderWithProviders(<Profile onSaved={vi.fn()} />, { path: '/profil' });
    await screen.findByRole('heading', { name: 'Mes données' });
    expect(screen.queryByRole('heading', { name: 'Supprimer mon compte' })).toBeNull();
  });
});
