import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_MESSAGE } from '@/lib/api-client';
import {
  FORGOT_PASSWORD_ERROR_FALLBACK,
  LOGIN_ERROR_FALLBACK,
  emailConfirmationErrorMessage,
  forgotPasswordErrorMessage,
  loginErrorMessage,
} from './auth-errors';

const answer = (status: number, body: unknown) => new ApiError(status, body);

describe('loginErrorMessage', () => {
  it('shows the server detail', () => {
    expect(loginErrorMessage(answer(400, { detail: 'Veuillez confirmer votre adresse e-mail avant de vous connecter.' }))).toBe(
      'Veuillez confirmer votre adresse e-mail avant de vous connecter.',
    );
    expect(loginErrorMessage(answer(429, { detail: 'Trop de tentatives. Réessayez dans quelques minutes.' }))).toBe(
      'Trop de tentatives. Réessayez dans quelques minutes.',
    );
  });

  it('falls back to the spec text', () => {
    expect(loginErrorMessage(answer(400, { email: ['Ce champ est obligatoire.'] }))).toBe(LOGIN_ERROR_FALLBACK);
    expect(loginErrorMessage(answer(500, 'oops'))).toBe('Identifiants incorrects. Veuillez réessayer.');
    expect(loginErrorMessage(new Error('x'))).toBe(LOGIN_ERROR_FALLBACK);
  });

  it('says when the server cannot be reached', () => {
    expect(loginErrorMessage(answer(0, null))).toBe(NETWORK_ERROR_MESSAGE);
  });
});

describe('emailConfirmationErrorMessage', () => {
  it("shows the detail, else 'Erreur inconnue'", () => {
    expect(emailConfirmationErrorMessage(answer(400, { detail: 'Lien de confirmation invalide ou expiré.' }))).toBe(
      'Lien de confirmation invalide ou expiré.',
    );
    expect(emailConfirmationErrorMessage(answer(500, null))).toBe('Erreur inconnue');
  });
});

describe('forgotPasswordErrorMessage', () => {
  it('prefers the first captcha error, then the first e-mail error, then the detail', () => {
    const both = answer(400, { email: ['Saisissez une adresse e-mail valide.'], captcha: ['Captcha invalide ou expiré.', 'autre'] });
    expect(forgotPasswordErrorMessage(both)).toBe('Captcha invalide ou expiré.');
    expect(forgotPasswordErrorMessage(answer(400, { email: ['Saisissez une adresse e-mail valide.'], detail: 'x' }))).toBe(
      'Saisissez une adresse e-mail valide.',
    );
    expect(forgotPasswordErrorMessage(answer(429, { detail: 'Trop de tentatives.' }))).toBe('Trop de tentatives.');
  });

  it('falls back to the spec text', () => {
    expect(forgotPasswordErrorMessage(answer(500, null))).toBe(FORGOT_PASSWORD_ERROR_FALLBACK);
    expect(forgotPasswordErrorMessage(answer(0, null))).toBe('Erreur lors de la demande. Réessayez.');
  });
});
