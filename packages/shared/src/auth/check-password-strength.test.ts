import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES, passwordProblems } from './check-password-strength.js';

const user = { username: 'jeandupont', email: 'jean.dupont@example.com' };

describe('passwordProblems', () => {
  it('accepts a long, uncommon, unrelated password', () => {
    expect(passwordProblems('Levain-du-matin-42', user)).toEqual([]);
  });

  it('refuses a password shorter than 9 characters', () => {
    expect(passwordProblems('Xk7#pL2q', user)).toEqual([
      'Ce mot de passe est trop court. Il doit contenir au minimum 9 caractères.',
    ]);
  });

  it('refuses an entirely numeric password', () => {
    expect(passwordProblems('8264019375', user)).toEqual(['Ce mot de passe est entièrement numérique.']);
  });

  it('refuses a common password, whatever its case', () => {
    expect(passwordProblems('AzertyUiop', user)).toEqual(['Ce mot de passe est trop courant.']);
    expect(passwordProblems('motdepasse123', user)).toEqual(['Ce mot de passe est trop courant.']);
  });

  it('reports every problem at once', () => {
    expect(passwordProblems('123456789', user)).toEqual([PASSWORD_MESSAGES.tooCommon, PASSWORD_MESSAGES.entirelyNumeric]);
  });

  it('refuses a password containing the username', () => {
    expect(passwordProblems('JeanDupont2026', user)).toEqual([
      'Le mot de passe est trop semblable au champ « nom d’utilisateur ».',
      'Le mot de passe est trop semblable au champ « adresse e-mail ».',
    ]);
  });

  it('refuses a password too close to the e-mail local part', () => {
    expect(passwordProblems('dupont.jean', { username: 'boulanger75', email: 'jean.dupont@example.com' })).toEqual([
      'Le mot de passe est trop semblable au champ « adresse e-mail ».',
    ]);
  });

  it('refuses a password that is a near anagram of the username', () => {
    expect(passwordProblems('tnopudnaej', { username: 'jeandupont' })).toEqual([PASSWORD_MESSAGES.similarToUsername]);
  });

  it('does not call a long password similar to a very short username', () => {
    expect(passwordProblems('un-pain-au-levain-bien-cuit', { username: 'al' })).toEqual([]);
  });
});
