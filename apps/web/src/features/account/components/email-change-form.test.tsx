import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';
import { stubFetch } from '@/testing/stub-fetch';
import { makeUser } from '@/testing/user';
import { Profile } from './profile-form';

const user = makeUser();

describe('Profile: changing the e-mail address', () => {
  const fetchMock = stubFetch();
  const changeCall = () => fetchMock.mock.calls.find(([input]) => String(input).includes('/api/auth/email/change/'));

  async function section() {
    renderWithProviders(<Profile onSaved={vi.fn()} />, { path: '/profil' });
    return within((await screen.findByRole('heading', { name: 'Adresse e-mail' })).closest('section')!);
  }
  function send(form: ReturnType<typeof within>, email: string, password: string) {
    fireEvent.change(form.getByLabelText('Nouvelle adresse e-mail'), { target: { value: email } });
    fireEvent.change(form.getByLabelText('Mot de passe'), { target: { value: password } });
    fireEvent.click(form.getByRole('button', { name: 'Changer d’adresse e-mail' }));
  }

  it('sends the new address with the password and says where the link went', async () => {
    const detail =
      'Un lien de confirmation a été envoyé à nouvelle@example.fr. L’adresse de votre compte change quand vous cliquez dessus.';
    fetchMock.mockImplementation((input) =>
      Promise.resolve(String(input).includes('/email/change/') ? jsonResponse({ detail }) : jsonResponse(user)),
    );
    const form = await section();
    expect(form.getByText('La nouvelle adresse reçoit un lien : elle remplace l’actuelle quand vous l’ouvrez.')).toBeTruthy();
    send(form, 'nouvelle@example.fr', 'mon-mot-de-passe');
    expect(await form.findByText(detail)).toBeTruthy();
    expect(JSON.parse(String(changeCall()![1]!.body))).toEqual({ email: 'nouvelle@example.fr', password: 'mon-mot-de-passe' });
  });

  it('checks the address before sending, and puts the server’s refusal under its field', async () => {
    fetchMock.mockImplementation((input) =>
      Promise.resolve(
        String(input).includes('/email/change/')
          ? jsonResponse({ email: ['Un autre utilisateur utilise déjà cette adresse e-mail.'] }, 400)
          : jsonResponse(user),
      ),
    );
    const form = await section();
    send(form, 'pas-une-adresse', 'mon-mot-de-passe');
    expect(await form.findByText('Saisissez une adresse e-mail valide.')).toBeTruthy();
    expect(changeCall()).toBeUndefined();
    send(form, 'prise@example.fr', 'mon-mot-de-passe');
    expect(await form.findByText('Un autre utilisateur utilise déjà cette adresse e-mail.')).toBeTruthy();
  });
});
