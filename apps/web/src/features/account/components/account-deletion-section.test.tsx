import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getToken, setToken } from '@/lib/auth-token';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';
import { stubFetch } from '@/testing/stub-fetch';
import { makeUser } from '@/testing/user';
import { TWO_FACTOR_MESSAGES } from '@fournil/shared';
import { AccountDeletedNotice } from './account-deleted-notice';
import { Profile } from './profile-form';

const user = makeUser();
const twoFactorOff = { enabled: false, required: false, recovery_codes_left: 0, enabled_at: null };
const twoFactorOn = { enabled: true, required: false, recovery_codes_left: 8, enabled_at: '2026-11-01T10:00:00.000Z' };

describe('Profile: deleting my account', () => {
  const fetchMock = stubFetch();
  const deleteCall = () => fetchMock.mock.calls.find(([input]) => String(input).includes('/api/auth/delete/'));

  async function section(onDeleted = vi.fn()) {
    renderWithProviders(<Profile onSaved={vi.fn()} onDeleted={onDeleted} />, { path: '/profil' });
    return within((await screen.findByRole('heading', { name: 'Supprimer mon compte' })).closest('section')!);
  }

  it('lists what happens, asks the password, then forgets the session and hands over to the route', async () => {
    setToken('jeton-du-compte');
    fetchMock.mockImplementation((input) =>
      Promise.resolve(String(input).includes('/api/auth/delete/') ? new Response(null, { status: 204 }) : jsonResponse(user)),
    );
    const onDeleted = vi.fn();
    const form = await section(onDeleted);
    expect(form.getByText('vos boulangeries sont supprimées, avec leurs campagnes et leurs images ;')).toBeTruthy();
    expect(form.getByText('vos paiements et vos factures sont conservés dix ans, comme la loi l’exige.')).toBeTruthy();
    // Two-step verification off: no code asked.
    expect(form.queryByLabelText('Code de validation en deux étapes')).toBeNull();
    fireEvent.change(form.getByLabelText('Mot de passe'), { target: { value: 'mon-mot-de-passe' } });
    fireEvent.click(form.getByRole('button', { name: 'Supprimer définitivement mon compte' }));

    await vi.waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(deleteCall()![1]!.body))).toEqual({ password: 'mon-mot-de-passe' });
    expect(getToken()).toBeNull();
  });

  it('once deleted, says so with the focus on the title and a full load back home', async () => {
    renderWithProviders(<AccountDeletedNotice />, { path: '/compte-supprime' });
    const title = await screen.findByRole('heading', { name: 'Votre compte a été supprimé' });
    await vi.waitFor(() => expect(document.activeElement).toBe(title));
    expect(screen.getByText('Un e-mail le confirme à l’adresse du compte. Merci d’avoir utilisé Fournil.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' }).getAttribute('href')).toBe('/');
  });

  it('with two-step verification on, asks for the code too and sends it; a wrong one shows under its field', async () => {
    let answers = 0;
    fetchMock.mockImplementation((input) => {
      const url = String(input);
      if (url.includes('/api/auth/2fa/')) return Promise.resolve(jsonResponse(twoFactorOn));
      if (!url.includes('/api/auth/delete/')) return Promise.resolve(jsonResponse(user));
      answers++;
      return Promise.resolve(
        answers === 1 ? jsonResponse({ code: [TWO_FACTOR_MESSAGES.codeWrong] }, 400) : new Response(null, { status: 204 }),
      );
    });
    const onDeleted = vi.fn();
    const form = await section(onDeleted);
    const code = await form.findByLabelText('Code de validation en deux étapes');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    fireEvent.change(form.getByLabelText('Mot de passe'), { target: { value: 'mon-mot-de-passe' } });
    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(form.getByRole('button', { name: 'Supprimer définitivement mon compte' }));

    const error = await form.findByText(TWO_FACTOR_MESSAGES.codeWrong);
    // Under the code field, tied to it, not under the password.
    expect(code.getAttribute('aria-describedby')).toContain(error.id);
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(onDeleted).not.toHaveBeenCalled();

    fireEvent.change(code, { target: { value: 'abcde-12345' } });
    fireEvent.click(form.getByRole('button', { name: 'Supprimer définitivement mon compte' }));
    await vi.waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(deleteCall()![1]!.body))).toEqual({ password: 'mon-mot-de-passe', code: '000000' });
    expect(JSON.parse(String(fetchMock.mock.calls.filter(([input]) => String(input).includes('/api/auth/delete/'))[1]![1]!.body))).toEqual({
      password: 'mon-mot-de-passe',
      code: 'abcde-12345',
    });
  });

  it('shows the code field when the server asks for it before the status said two-step verification is on', async () => {
    fetchMock.mockImplementation((input) => {
      const url = String(input);
      if (url.includes('/api/auth/2fa/')) return Promise.resolve(jsonResponse(twoFactorOff));
      if (url.includes('/api/auth/delete/'))
        return Promise.resolve(jsonResponse({ code: [TWO_FACTOR_MESSAGES.deletionProofRequired] }, 400));
      return Promise.resolve(jsonResponse(user));
    });
    const form = await section();
    fireEvent.change(form.getByLabelText('Mot de passe'), { target: { value: 'mon-mot-de-passe' } });
    fireEvent.click(form.getByRole('button', { name: 'Supprimer définitivement mon compte' }));
    const code = await form.findByLabelText('Code de validation en deux étapes');
    expect(form.getByText(TWO_FACTOR_MESSAGES.deletionProofRequired).id).toBe(
      code
        .getAttribute('aria-describedby')
        ?.split(' ')
        .find((id) => id.endsWith('-error')),
    );
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
    renderWithProviders(<Profile onSaved={vi.fn()} onDeleted={vi.fn()} />, { path: '/profil' });
    await screen.findByRole('heading', { name: 'Mes données' });
    expect(screen.queryByRole('heading', { name: 'Supprimer mon compte' })).toBeNull();
  });
});
