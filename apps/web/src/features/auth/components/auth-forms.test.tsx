import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AUTH_DETAILS } from '@fournil/shared';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';
import { stubFetch } from '@/testing/stub-fetch';
import { CAPTCHA_ANSWER_LABEL } from './captcha-field';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { INVITED_EMAIL_HINT, RegistrationForm } from './registration-form';
import { ResetPasswordForm } from './reset-password-form';

type TCall = { path: string; method: string; body: unknown };

/** Answers the captcha with a new key each time; `answer` gives the other answers. */
function stubApi(fetchMock: ReturnType<typeof stubFetch>, answer: (call: TCall) => Response) {
  let keys = 0;
  const calls: TCall[] = [];
  fetchMock.mockImplementation((input, init) => {
    const call = {
      path: String(input),
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    if (call.path === '/api/captcha/') return Promise.resolve(jsonResponse({ key: `k${++keys}`, image_url: `/api/captcha/k${keys}.png` }));
    return Promise.resolve(answer(call));
  });
  return {
    calls,
    posts: () => calls.filter((call) => call.method === 'POST'),
    captchaLoads: () => calls.filter((call) => call.path === '/api/captcha/').length,
  };
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: typeof label === 'string' }), { target: { value } });

describe('LoginForm', () => {
  const fetchMock = stubFetch({ signedIn: false });

  it('sends the trimmed e-mail and the password, then shows the server detail', async () => {
    const api = stubApi(fetchMock, () => jsonResponse({ detail: 'Identifiants incorrects. Veuillez réessayer.' }, 400));
    renderWithProviders(<LoginForm onLoggedIn={vi.fn()} />);
    type('Email', ' paul@exemple.fr ');
    type('Mot de passe', ' un mot de passe ');
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Identifiants incorrects. Veuillez réessayer.');
    expect(api.posts()).toEqual([
      { path: '/api/auth/login/', method: 'POST', body: { email: 'paul@exemple.fr', password: ' un mot de passe ' } },
    ]);
  });

  it('offers to resend the confirmation when the address is not confirmed yet', async () => {
    const api = stubApi(fetchMock, (call) =>
      call.path === '/api/auth/login/'
        ? jsonResponse({ detail: 'Veuillez confirmer votre adresse e-mail avant de vous connecter.' }, 400)
        : jsonResponse({
            detail: 'Si un compte en attente de confirmation utilise cette adresse, un nouveau lien de confirmation vient d’être envoyé.',
          }),
    );
    renderWithProviders(<LoginForm onLoggedIn={vi.fn()} />);
    type('Email', 'paul@exemple.fr');
    type('Mot de passe', 'levain-du-matin');
    expect(screen.queryByRole('button', { name: "Renvoyer l'e-mail de confirmation" })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    fireEvent.click(await screen.findByRole('button', { name: "Renvoyer l'e-mail de confirmation" }));
    expect(await screen.findByText(/un nouveau lien de confirmation vient d’être envoyé/)).toBeTruthy();
    expect(api.posts().at(-1)?.body).toEqual({ email: 'paul@exemple.fr' });
  });

  it('shows no captcha until the server asks for one, then shows it and sends its answer with the next try', async () => {
    const answers = [
      jsonResponse({ detail: AUTH_DETAILS.loginCaptchaRequired, code: 'captcha_required' }, 400),
      jsonResponse({ access: 'jeton', access_expiration: '2026-11-26T12:00:00Z' }),
    ];
    const api = stubApi(fetchMock, () => answers.shift()!);
    const onLoggedIn = vi.fn();
    renderWithProviders(<LoginForm onLoggedIn={onLoggedIn} />);
    expect(screen.queryByLabelText(CAPTCHA_ANSWER_LABEL)).toBeNull();
    type('Email', 'paul@exemple.fr');
    type('Mot de passe', 'levain-du-matin');
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));

    // The image, its field, and why, next to the field, which gets the focus.
    expect((await screen.findByRole('img')).getAttribute('src')).toBe('/api/captcha/k1.png');
    const answer = screen.getByLabelText(CAPTCHA_ANSWER_LABEL);
    expect(answer.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(AUTH_DETAILS.loginCaptchaRequired).id).toBe(answer.getAttribute('aria-describedby')!.split(' ')[1]);
    await waitFor(() => expect(document.activeElement).toBe(answer));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.posts()[0]?.body).toEqual({ email: 'paul@exemple.fr', password: 'levain-du-matin' });

    type(CAPTCHA_ANSWER_LABEL, ' ab3cd ');
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledOnce());
    expect(api.posts()[1]?.body).toEqual({ email: 'paul@exemple.fr', password: 'levain-du-matin', captcha_0: 'k1', captcha_1: 'ab3cd' });
    expect(api.captchaLoads()).toBe(1);
  });

  it('gives a new captcha after each refused try, and says a wrong answer next to it', async () => {
    const answers = [
      jsonResponse({ detail: AUTH_DETAILS.loginCaptchaRequired, code: 'captcha_required' }, 400),
      jsonResponse({ detail: AUTH_DETAILS.captchaInvalid, code: 'captcha_required' }, 400),
      jsonResponse({ detail: AUTH_DETAILS.badCredentials }, 400),
    ];
    const api = stubApi(fetchMock, () => answers.shift()!);
    renderWithProviders(<LoginForm onLoggedIn={vi.fn()} />);
    type('Email', 'paul@exemple.fr');
    type('Mot de passe', 'levain-du-matin');
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await screen.findByRole('img');

    type(CAPTCHA_ANSWER_LABEL, 'FAUX1');
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText(AUTH_DETAILS.captchaInvalid)).toBeTruthy();
    await waitFor(() => expect(api.captchaLoads()).toBe(2));
    expect((await screen.findByRole('img')).getAttribute('src')).toBe('/api/captcha/k2.png');

    type(CAPTCHA_ANSWER_LABEL, 'BON22');
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect((await screen.findByRole('alert')).textContent).toBe(AUTH_DETAILS.badCredentials);
    expect(api.posts()[2]?.body).toEqual({ email: 'paul@exemple.fr', password: 'levain-du-matin', captcha_0: 'k2', captcha_1: 'BON22' });
    // A captcha serves once: the next try gets a new one.
    await waitFor(() => expect(api.captchaLoads()).toBe(3));
  });

  it('keeps its inputs’ attributes, limits read from the shared constants', () => {
    stubApi(fetchMock, () => jsonResponse({}));
    renderWithProviders(<LoginForm onLoggedIn={vi.fn()} />);
    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Mot de passe');
    expect([
      email.getAttribute('name'),
      email.getAttribute('type'),
      email.getAttribute('autocomplete'),
      email.getAttribute('maxlength'),
      email.hasAttribute('required'),
    ]).toEqual(['email', 'email', 'email', '254', true]);
    expect([
      password.getAttribute('name'),
      password.getAttribute('autocomplete'),
      password.getAttribute('maxlength'),
      password.hasAttribute('required'),
    ]).toEqual(['password', 'current-password', '128', true]);
  });
});

describe('RegistrationForm', () => {
  const fetchMock = stubFetch({ signedIn: false });

  function fill(password2 = 'levain-du-matin') {
    type("Nom d'utilisateur", ' lea ');
    type('Email', 'Lea@Exemple.FR');
    type('Mot de passe', 'levain-du-matin');
    type('Confirmation du mot de passe', password2);
    type(CAPTCHA_ANSWER_LABEL, 'PASSED');
  }

  it('states the username rule under the field before anything is sent', async () => {
    stubApi(fetchMock, () => jsonResponse({}, 201));
    renderWithProviders(<RegistrationForm />);
    const username = screen.getByLabelText("Nom d'utilisateur");
    const hint = document.getElementById(username.getAttribute('aria-describedby')!.split(' ')[0]!);
    expect(hint?.textContent).toBe('De 3 à 150 caractères : lettres, chiffres et « @ . + - _ », sans espace.');
  });

  it('refuses a bad username in the browser, next to the field, and focuses it', async () => {
    const api = stubApi(fetchMock, () => jsonResponse({}, 201));
    renderWithProviders(<RegistrationForm />);
    await screen.findByRole('img');
    fill();
    type("Nom d'utilisateur", 'léa boulangère');
    fireEvent.click(screen.getByRole('button', { name: "S'inscrire" }));
    const username = screen.getByLabelText("Nom d'utilisateur");
    await waitFor(() => expect(username.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(username);
    expect(screen.getByText(/Il ne peut contenir que des lettres, des nombres/)).toBeTruthy();
    expect(api.posts()).toEqual([]);
  });

  it('puts each server message next to its field, focuses the first, and reloads only a refused captcha', async () => {
    const api = stubApi(fetchMock, () =>
      jsonResponse(
        { captcha: ['Captcha invalide ou expiré.'], password1: ['Ce mot de passe est trop semblable au champ « nom d’utilisateur ».'] },
        400,
      ),
    );
    renderWithProviders(<RegistrationForm />);
    await screen.findByRole('img');
    fill();
    fireEvent.click(screen.getByRole('button', { name: "S'inscrire" }));
    const password = screen.getByLabelText('Mot de passe');
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(screen.getByText('Ce mot de passe est trop semblable au champ « nom d’utilisateur ».')).toBeTruthy();
    expect(screen.getByText('Captcha invalide ou expiré.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.body.textContent).not.toMatch(/password1|captcha:|\|/);
    await waitFor(() => expect(api.captchaLoads()).toBe(2));
    expect(api.posts()[0]?.body).toEqual({
      username: 'lea',
      email: 'lea@exemple.fr',
      password1: 'levain-du-matin',
      password2: 'levain-du-matin',
      captcha_0: 'k1',
      captcha_1: 'PASSED',
    });
  });

  it('keeps the captcha and its answer when the server refuses only the username', async () => {
    const api = stubApi(fetchMock, () => jsonResponse({ username: ['Un utilisateur avec ce nom existe déjà.'] }, 400));
    renderWithProviders(<RegistrationForm />);
    await screen.findByRole('img');
    fill();
    fireEvent.click(screen.getByRole('button', { name: "S'inscrire" }));
    const username = screen.getByLabelText("Nom d'utilisateur");
    await waitFor(() => expect(document.activeElement).toBe(username));
    expect(screen.getByText('Un utilisateur avec ce nom existe déjà.')).toBeTruthy();
    expect(api.captchaLoads()).toBe(1);
    expect((screen.getByLabelText(CAPTCHA_ANSWER_LABEL) as HTMLInputElement).value).toBe('PASSED');
  });

  it('offers « Renvoyer l’e-mail de confirmation » once registered, for the address typed', async () => {
    const api = stubApi(fetchMock, (call) =>
      call.path === '/api/auth/registration/resend-email/'
        ? jsonResponse({
            detail: 'Si un compte en attente de confirmation utilise cette adresse, un nouveau lien de confirmation vient d’être envoyé.',
          })
        : jsonResponse({ detail: 'Un email de confirmation a été envoyé.' }, 201),
    );
    renderWithProviders(<RegistrationForm />);
    await screen.findByRole('img');
    fill();
    fireEvent.click(screen.getByRole('button', { name: "S'inscrire" }));
    fireEvent.click(await screen.findByRole('button', { name: "Renvoyer l'e-mail de confirmation" }));
    expect(await screen.findByText(/un nouveau lien de confirmation vient d’être envoyé/)).toBeTruthy();
    expect(api.posts().at(-1)).toEqual({ path: '/api/auth/registration/resend-email/', method: 'POST', body: { email: 'Lea@Exemple.FR' } });
  });

  it('confirms with the address as typed', async () => {
    stubApi(fetchMock, () => jsonResponse({ detail: 'Un email de confirmation a été envoyé.' }, 201));
    renderWithProviders(<RegistrationForm />);
    await screen.findByRole('img');
    fill();
    fireEvent.click(screen.getByRole('button', { name: "S'inscrire" }));
    expect(await screen.findByText('Un email de confirmation a été envoyé.')).toBeTruthy();
    expect(screen.getByText('Lea@Exemple.FR')).toBeTruthy();
  });

  it('from an invitation: the invited address is filled in and locked, sent with the token, and the texts speak to a manager', async () => {
    const api = stubApi(fetchMock, () => jsonResponse({ detail: 'Un email de confirmation a été envoyé.' }, 201));
    renderWithProviders(<RegistrationForm invitation={{ token: 'jeton-1', email: 'paul@exemple.fr', bakeryName: 'Le Fournil de Paul' }} />);
    await screen.findByRole('img');
    expect(screen.getByText('Créez votre compte pour devenir responsable du Fournil de Paul sur Fournil.')).toBeTruthy();
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    expect(email.value).toBe('paul@exemple.fr');
    expect(email.readOnly).toBe(true);
    expect(screen.getByText(INVITED_EMAIL_HINT).id).toBe(email.getAttribute('aria-describedby')!.split(' ')[0]);
    type("Nom d'utilisateur", 'paul');
    type('Mot de passe', 'levain-du-matin');
    type('Confirmation du mot de passe', 'levain-du-matin');
    type(CAPTCHA_ANSWER_LABEL, 'PASSED');
    fireEvent.click(screen.getByRole('button', { name: "S'inscrire" }));
    expect(await screen.findByText(/vous pourrez accepter l’invitation à devenir responsable du Fournil de Paul/)).toBeTruthy();
    expect(api.posts()[0]?.body).toMatchObject({ email: 'paul@exemple.fr', invitation: 'jeton-1', username: 'paul' });
  });

  it('checks the shared schema in the browser: mismatched passwords are not sent', async () => {
    const api = stubApi(fetchMock, () => jsonResponse({}, 201));
    renderWithProviders(<RegistrationForm />);
    await screen.findByRole('img');
    fill('autre-mot-de-passe');
    fireEvent.click(screen.getByRole('button', { name: "S'inscrire" }));
    expect(await screen.findByText('Les deux mots de passe ne correspondent pas.')).toBeTruthy();
    expect(screen.getByLabelText('Confirmation du mot de passe').getAttribute('aria-invalid')).toBe('true');
    expect(api.posts()).toEqual([]);
  });
});

describe('RegistrationForm: the password rules', () => {
  const fetchMock = stubFetch({ signedIn: false });

  it('says, after a pause in typing, whether the password is easy to guess, in a line the field points to', async () => {
    stubApi(fetchMock, () => jsonResponse({}, 201));
    renderWithProviders(<RegistrationForm />);
    const password = screen.getByLabelText('Mot de passe');
    const feedback = document.getElementById(password.getAttribute('aria-describedby')!.split(' ').at(-1)!)!;
    expect(feedback.getAttribute('role')).toBe('status');
    expect(feedback.textContent).toBe('');

    type('Mot de passe', 'Soleil2026');
    await waitFor(() =>
      expect(feedback.textContent).toMatch(
        /^Ce mot de passe est trop courant ou trop facile à deviner\. .*Ajoutez des mots moins prévisibles/,
      ),
    );
    type('Mot de passe', 'Croissant-Chaud-2026');
    await waitFor(() => expect(feedback.textContent).toBe('Ce mot de passe convient.'));
    // Built on the name typed above it: the same rule as the server's.
    type("Nom d'utilisateur", 'croissant');
    await waitFor(() => expect(feedback.textContent).toBe('Le mot de passe est trop semblable au champ « nom d’utilisateur ».'));
  });

  it('does not send a password the rules refuse: the message goes under the field, which gets the focus', async () => {
    const api = stubApi(fetchMock, () => jsonResponse({}, 201));
    renderWithProviders(<RegistrationForm />);
    await screen.findByRole('img');
    type("Nom d'utilisateur", 'lea');
    type('Email', 'lea@exemple.fr');
    type('Mot de passe', 'Azerty12345');
    type('Confirmation du mot de passe', 'Azerty12345');
    type(CAPTCHA_ANSWER_LABEL, 'PASSED');
    fireEvent.click(screen.getByRole('button', { name: "S'inscrire" }));
    const password = screen.getByLabelText('Mot de passe');
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    await waitFor(() => expect(document.activeElement).toBe(password));
    const error = document.getElementById(password.getAttribute('aria-describedby')!.split(' ')[1]!)!;
    expect(error.textContent).toMatch(/^Ce mot de passe est trop courant ou trop facile à deviner\./);
    // Said once: the feedback line stays empty while the error says it.
    expect(screen.getAllByText(/trop facile à deviner/)).toHaveLength(1);
    expect(api.posts()).toEqual([]);
  });
});

describe('ForgotPasswordForm', () => {
  const fetchMock = stubFetch({ signedIn: false });

  it('sends the address with the captcha, shows the same answer, and reloads the captcha', async () => {
    const api = stubApi(fetchMock, () => jsonResponse({ detail: 'ok' }));
    renderWithProviders(<ForgotPasswordForm />);
    await screen.findByRole('img');
    type('Email', ' Paul@Exemple.fr ');
    type(CAPTCHA_ANSWER_LABEL, 'PASSED');
    fireEvent.click(screen.getByRole('button', { name: 'Recevoir le lien' }));
    expect(await screen.findByText(/Si cet email existe/)).toBeTruthy();
    expect(api.posts()[0]).toEqual({
      path: '/api/auth/password/reset/',
      method: 'POST',
      body: { email: 'paul@exemple.fr', captcha_0: 'k1', captcha_1: 'PASSED' },
    });
    await waitFor(() => expect(api.captchaLoads()).toBe(2));
  });
});

describe('ResetPasswordForm', () => {
  const fetchMock = stubFetch({ signedIn: false });

  it('says the passwords differ without a request, then sends the password with the link’s uid and token', async () => {
    const api = stubApi(fetchMock, () => jsonResponse({ detail: 'Lien invalide ou expiré.' }, 400));
    renderWithProviders(<ResetPasswordForm uid="MQ" token="jeton" onDone={vi.fn()} />);
    type('Nouveau mot de passe', 'Pain-Au-Levain-2027');
    type('Confirmer le nouveau mot de passe', 'Pain-Au-Levain-2028');
    fireEvent.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
    // Said under the confirmation, which gets the focus.
    const confirmation = screen.getByLabelText('Confirmer le nouveau mot de passe');
    const mismatch = await screen.findByText('Les mots de passe ne correspondent pas.');
    expect(confirmation.getAttribute('aria-describedby')).toContain(mismatch.id);
    expect(confirmation.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(confirmation));
    expect(api.posts()).toEqual([]);

    type('Confirmer le nouveau mot de passe', 'Pain-Au-Levain-2027');
    // Like a server error, the message stays until the next attempt.
    expect(screen.getByText('Les mots de passe ne correspondent pas.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
    expect(await screen.findByText('Lien invalide ou expiré.')).toBeTruthy();
    expect(api.posts()).toEqual([
      { path: '/api/auth/password/reset/confirm/', method: 'POST', body: { uid: 'MQ', token: 'jeton', password: 'Pain-Au-Levain-2027' } },
    ]);
    expect(screen.getByLabelText('Confirmer le nouveau mot de passe').hasAttribute('aria-invalid')).toBe(false);
  });

  it('does not send a password the rules refuse', async () => {
    const api = stubApi(fetchMock, () => jsonResponse({ detail: 'ok' }));
    renderWithProviders(<ResetPasswordForm uid="MQ" token="jeton" onDone={vi.fn()} />);
    type('Nouveau mot de passe', 'Soleil2026');
    type('Confirmer le nouveau mot de passe', 'Soleil2026');
    fireEvent.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
    const password = screen.getByLabelText('Nouveau mot de passe');
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(/^Ce mot de passe est trop courant ou trop facile à deviner\./)).toBeTruthy();
    expect(api.posts()).toEqual([]);
  });

  it('after success: says so, disables the form and calls onDone after the delay', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      stubApi(fetchMock, () => jsonResponse({ detail: 'ok' }));
      const onDone = vi.fn();
      renderWithProviders(<ResetPasswordForm uid="MQ" token="jeton" onDone={onDone} />);
      type('Nouveau mot de passe', 'Pain-Au-Levain-2027');
      type('Confirmer le nouveau mot de passe', 'Pain-Au-Levain-2027');
      fireEvent.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
      expect(await screen.findByText('Mot de passe réinitialisé ! Vous pouvez vous connecter.')).toBeTruthy();
      expect((screen.getByLabelText('Nouveau mot de passe') as HTMLInputElement).disabled).toBe(true);
      expect(onDone).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(2000);
      expect(onDone).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });
});
