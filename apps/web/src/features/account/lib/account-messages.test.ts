import { SIREN_MESSAGES } from '@fournil/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { isSirenFormatValid, profileLoadErrorMessage, profileUpdateError, sirenErrorMessage, sirenResultMessage } from './account-messages';

describe('isSirenFormatValid', () => {
  it('needs exactly 9 digits', () => {
    expect(isSirenFormatValid('732829320')).toBe(true);
    for (const siren of ['', '73282932', '7328293201', '73282932a', '732 829 32']) expect(isSirenFormatValid(siren)).toBe(false);
  });
});

describe('SIREN messages', () => {
  it('shows the server message exactly', () => {
    expect(sirenResultMessage({ valid: true, message: 'SIREN validé comme boulangerie (INSEE)' })).toBe(SIREN_MESSAGES.valid);
    expect(sirenResultMessage({ valid: false, message: 'SIREN invalide ou non reconnu comme boulangerie' })).toBe(SIREN_MESSAGES.invalid);
    expect(sirenErrorMessage(new ApiError(409, { valid: false, message: 'Ce SIREN est déjà associé à un autre compte.' }))).toBe(
      'Ce SIREN est déjà associé à un autre compte.',
    );
    expect(sirenErrorMessage(new ApiError(429, { detail: 'Trop de tentatives. Réessayez dans quelques minutes.' }))).toBe(
      'Trop de tentatives. Réessayez dans quelques minutes.',
    );
  });

  it('falls back to the spec texts', () => {
    expect(sirenResultMessage({ valid: false, message: '' })).toBe(SIREN_MESSAGES.invalid);
    expect(sirenErrorMessage(new ApiError(502, null))).toBe('Erreur lors de la vérification SIREN');
    expect(sirenErrorMessage(new ApiError(0, null))).toBe('Erreur lors de la vérification SIREN');
  });
});

describe('profile errors', () => {
  it('reports a lost session with its own text', () => {
    expect(profileLoadErrorMessage(new ApiError(401, { detail: 'x' }))).toBe('Non authentifié : reconnectez-vous');
    expect(profileUpdateError(new ApiError(401, null))).toEqual({ title: 'Non authentifié : reconnectez-vous', detail: null });
  });

  it('uses the spec texts otherwise, with the field errors as detail', () => {
    expect(profileLoadErrorMessage(new ApiError(500, null))).toBe('Erreur lors du chargement du profil');
    expect(profileUpdateError(new ApiError(400, { adresse_utilisateur: ['L’adresse est obligatoire.'] }))).toEqual({
      title: 'Erreur lors de la mise à jour',
      detail: 'Adresse : L’adresse est obligatoire.',
    });
    expect(profileUpdateError(new ApiError(0, null))).toEqual({ title: 'Erreur lors de la mise à jour', detail: null });
  });
});
