import { describe, expect, it } from 'vitest';
import { formatFieldErrors, readErrorBody } from './error-format.js';

describe('formatFieldErrors', () => {
  it('names each field in French, never by its key, and never joins with " | "', () => {
    const line = formatFieldErrors({
      username: ['Un utilisateur avec ce nom existe déjà.'],
      password1: ['Ce mot de passe est trop court.', 'Ce mot de passe est trop courant.'],
      password2: ['Les deux mots de passe ne correspondent pas.'],
    });
    expect(line).toBe(
      'Nom d’utilisateur : Un utilisateur avec ce nom existe déjà. Mot de passe : Ce mot de passe est trop court. Ce mot de passe est trop courant. Confirmation du mot de passe : Les deux mots de passe ne correspondent pas.',
    );
    expect(line).not.toMatch(/username|password1|password2|\|/);
  });

  it('shows a request-level message (non_field_errors) and a key without a French name as their messages alone', () => {
    expect(
      formatFieldErrors({ non_field_errors: ['Trajet trop long.'], mode: ['Mode inconnu.'], champ_inconnu: ['Valeur refusée.'] }),
    ).toBe('Trajet trop long. Mode de transport : Mode inconnu. Valeur refusée.');
  });

  it('names a nested key by its first part', () => {
    expect(formatFieldErrors({ 'horaires_ouvertures.lundi': ['Heure invalide.'] })).toBe('Horaires d’ouverture : Heure invalide.');
  });

  it('returns the detail when the body has one', () => {
    expect(formatFieldErrors({ detail: 'Non autorisé', other: ['x'] })).toBe('Non autorisé');
  });

  it('accepts single-string messages and skips empty fields', () => {
    expect(formatFieldErrors({ email: 'Saisissez une adresse e-mail valide.', captcha_1: [] })).toBe(
      'Email : Saisissez une adresse e-mail valide.',
    );
  });

  it('returns an empty string when nothing can be read', () => {
    expect(formatFieldErrors(null)).toBe('');
    expect(formatFieldErrors(undefined)).toBe('');
    expect(formatFieldErrors({})).toBe('');
    expect(formatFieldErrors(['x'])).toBe('');
  });
});

describe('readErrorBody', () => {
  it('reads the detail and the messages of every other key, nested values flattened', () => {
    expect(
      readErrorBody({
        detail: 'Non autorisé',
        nom: ['Trop long.'],
        horaires_ouvertures: { lundi: { ouverture_matin: ['Heure invalide.'] } },
      }),
    ).toEqual({
      detail: 'Non autorisé',
      fieldErrors: { nom: ['Trop long.'], horaires_ouvertures: ['Heure invalide.'] },
    });
  });

  it('drops blank details, blank messages and keys left without any', () => {
    expect(readErrorBody({ detail: '  ', email: 'Saisissez une adresse e-mail valide.', captcha_1: [], siren: [' '] })).toEqual({
      detail: null,
      fieldErrors: { email: ['Saisissez une adresse e-mail valide.'] },
    });
  });

  it('reads nothing from a body that is not an object', () => {
    for (const body of [null, undefined, 'Bad Gateway', ['x'], 3]) expect(readErrorBody(body)).toEqual({ detail: null, fieldErrors: {} });
  });
});
