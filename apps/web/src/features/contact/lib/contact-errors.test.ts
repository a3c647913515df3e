import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { contactErrorMessage } from './contact-errors';

describe('contactErrorMessage', () => {
  it('shows the first captcha error', () => {
    expect(contactErrorMessage(new ApiError(400, { captcha: ['Captcha invalide ou expiré.', 'autre'], email: ['x'] }))).toBe(
      'Captcha invalide ou expiré.',
    );
  });

  it('shows the rate-limit detail', () => {
    expect(contactErrorMessage(new ApiError(429, { detail: 'Trop de tentatives. Réessayez dans quelques minutes.' }))).toBe(
      'Trop de tentatives. Réessayez dans quelques minutes.',
    );
  });

  it('reports a network failure', () => {
    expect(contactErrorMessage(new ApiError(0, null))).toBe('Erreur réseau. Veuillez réessayer plus tard.');
  });

  it("falls back to 'Une erreur s'est produite. Réessayez.'", () => {
    expect(contactErrorMessage(new ApiError(400, { email: ['Saisissez une adresse e-mail valide.'] }))).toBe(
      "Une erreur s'est produite. Réessayez.",
    );
    expect(contactErrorMessage(new ApiError(500, null))).toBe("Une erreur s'est produite. Réessayez.");
    expect(contactErrorMessage(new Error('x'))).toBe("Une erreur s'est produite. Réessayez.");
  });
});
