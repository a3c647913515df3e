import { fireEvent, screen, waitFor } from '@testing-library/react';
import { TWO_FACTOR_MESSAGES, TWO_FACTOR_REQUIRED, TWO_FACTOR_RESTART } from '@fournil/shared';
import { describe, expect, it, vi } from 'vitest';
import { getToken } from '@/lib/auth-token';
import { requestsOf, routeFetch } from '@/testing/admin-fixtures';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';
import { stubFetch } from '@/testing/stub-fetch';
import { LoginForm } from './login-form';

const challenge = {
  code: TWO_FACTOR_REQUIRED,
  detail: TWO_FACTOR_MESSAGES.loginPrompt,
  two_factor_token: 'ticket-1',
  two_factor_expiration: '2026-11-26T12:05:00Z',
};
const tokens = { access: 'jeton', access_expiration: '2026-11-26T12:00:00Z' };

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('LoginForm: the second step (two-step verification)', () => {
  const fetchMock = stubFetch({ signedIn: false });
  const posts = () => requestsOf(fetchMock).filter((request) => request.method === 'POST');

  /** The e-mail and password accepted, the challenge on screen; `second` answers the second step. */
  async function reachSecondStep(second: (body: unknown) => Response = () => jsonResponse(tokens)) {
    routeFetch(fetchMock, { 'POST /api/auth/login/': () => challenge, 'POST /api/auth/login/2fa/': ({ body }) => second(body) });
    const onLoggedIn = vi.fn();
    renderWithProviders(<LoginForm onLoggedIn={onLoggedIn} />);
    type('Email', 'paul@exemple.fr');
    type('Mot de passe', 'levain-du-matin');
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await screen.findByRole('heading', { name: 'Code de vérification' });
    return onLoggedIn;
  }

  it('asks for the app’s code after the password, then signs in with it', async () => {
    const onLoggedIn = await reachSecondStep();
    // No token yet, and the password form is gone.
    expect(getToken()).toBeNull();
    expect(screen.queryByLabelText('Mot de passe')).toBeNull();
    expect(document.title).toBe('Code de vérification · Fournil');
    expect(screen.getByText(TWO_FACTOR_MESSAGES.loginPrompt)).toBeTruthy();
    const code = screen.getByLabelText('Code à 6 chiffres');
    expect(document.activeElement).toBe(code);
    expect([code.getAttribute('inputmode'), code.getAttribute('autocomplete')]).toEqual(['numeric', 'one-time-code']);

    type('Code à 6 chiffres', '123 456');
    fireEvent.click(screen.getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledOnce());
    expect(getToken()).toBe('jeton');
    expect(posts().map((request) => [request.path, request.body])).toEqual([
      ['/api/auth/login/', { email: 'paul@exemple.fr', password: 'levain-du-matin' }],
      ['/api/auth/login/2fa/', { two_factor_token: 'ticket-1', code: '123456' }],
    ]);
  });

  it('says a code that is not 6 digits before sending it, and a wrong code next to the field', async () => {
    const onLoggedIn = await reachSecondStep(() => jsonResponse({ code: [TWO_FACTOR_MESSAGES.codeWrong] }, 400));
    type('Code à 6 chiffres', '12345');
    fireEvent.click(screen.getByRole('button', { name: 'Valider' }));
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.codeFormat)).toBeTruthy();
    expect(posts()).toHaveLength(1);

    type('Code à 6 chiffres', '654321');
    fireEvent.click(screen.getByRole('button', { name: 'Valider' }));
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.codeWrong)).toBeTruthy();
    const code = screen.getByLabelText('Code à 6 chiffres');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onLoggedIn).not.toHaveBeenCalled();
    expect(getToken()).toBeNull();
  });

  it('takes a recovery code instead, and sends it as recovery_code', async () => {
    const onLoggedIn = await reachSecondStep((body) =>
      (body as { recovery_code?: string }).recovery_code === 'abcde-12345'
        ? jsonResponse(tokens)
        : jsonResponse({ recovery_code: [TWO_FACTOR_MESSAGES.recoveryWrong] }, 400),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Utiliser un code de secours' }));
    const recovery = screen.getByLabelText('Code de secours');
    expect(document.activeElement).toBe(recovery);
    expect([recovery.getAttribute('placeholder'), recovery.getAttribute('autocomplete')]).toEqual(['abcde-12345', 'off']);
    expect(screen.queryByLabelText('Code à 6 chiffres')).toBeNull();

    type('Code de secours', 'zzzzz-99999');
    fireEvent.click(screen.getByRole('button', { name: 'Valider' }));
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.recoveryWrong)).toBeTruthy();

    type('Code de secours', ' ABCDE 12345 ');
    fireEvent.click(screen.getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledOnce());
    expect(posts().at(-1)?.body).toEqual({ two_factor_token: 'ticket-1', recovery_code: 'abcde-12345' });

    // And back to the app's code.
    expect(screen.getByRole('button', { name: 'Utiliser le code de l’application' })).toBeTruthy();
  });

  it('goes back to the e-mail and password with the server’s reason when the ticket has expired', async () => {
    await reachSecondStep(() => jsonResponse({ detail: TWO_FACTOR_MESSAGES.restart, code: TWO_FACTOR_RESTART }, 400));
    type('Code à 6 chiffres', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Valider' }));
    expect((await screen.findByRole('alert')).textContent).toBe(TWO_FACTOR_MESSAGES.restart);
    expect(screen.getByRole('heading', { name: 'Connexion' })).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('paul@exemple.fr');
    // The password is typed again; its field has the focus.
    const password = screen.getByLabelText('Mot de passe') as HTMLInputElement;
    expect(password.value).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(getToken()).toBeNull();

    // A new try clears the reason.
    type('Mot de passe', 'levain-du-matin');
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await screen.findByRole('heading', { name: 'Code de vérification' });
    expect(screen.queryByText(TWO_FACTOR_MESSAGES.restart)).toBeNull();
  });

  it('« Retour » shows the first step again, the e-mail kept', async () => {
    await reachSecondStep();
    fireEvent.click(screen.getByRole('button', { name: 'Retour' }));
    expect(screen.getByRole('heading', { name: 'Connexion' })).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('paul@exemple.fr');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.title).toBe('Connexion · Fournil');
    expect(posts()).toHaveLength(1);
  });
});

describe('LoginForm: the captcha, then the second step', () => {
  const fetchMock = stubFetch({ signedIn: false });

  it('gives a new captcha for the next try once the right password has used it', async () => {
    let captchaLoads = 0;
    const logins = [
      jsonResponse({ detail: 'Trop d’échecs : résolvez le captcha.', code: 'captcha_required' }, 400),
      jsonResponse(challenge),
    ];
    routeFetch(fetchMock, {
      'GET /api/captcha/': () => ({ key: `k${++captchaLoads}`, image_url: `/api/captcha/k${captchaLoads}.png` }),
      'POST /api/auth/login/': () => logins.shift()!,
    });
    renderWithProviders(<LoginForm onLoggedIn={vi.fn()} />);
    type('Email', 'paul@exemple.fr');
    type('Mot de passe', 'levain-du-matin');
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await screen.findByRole('img');
    type('Code du captcha', 'ab3cd');
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await screen.findByRole('heading', { name: 'Code de vérification' });
    expect(
      requestsOf(fetchMock)
        .filter((request) => request.method === 'POST')
        .at(-1)?.body,
    ).toEqual({
      email: 'paul@exemple.fr',
      password: 'levain-du-matin',
      captcha_0: 'k1',
      captcha_1: 'ab3cd',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Retour' }));
    await waitFor(() => expect(captchaLoads).toBe(2));
    expect((await screen.findByRole('img')).getAttribute('src')).toBe('/api/captcha/k2.png');
  });
});
