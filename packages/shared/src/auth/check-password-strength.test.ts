import { dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES, loadPasswordRules, newPasswordProblems } from './check-password-strength.js';

const user = { username: 'jeandupont', email: 'jean.dupont@example.com' };

/** Passwords the demo (README), the e2e journeys and the API tests choose: they must stay accepted. */
const DEMO_AND_TEST_PASSWORDS = [
  'FournilDemo2026',
  'Croissant-Chaud-2026',
  'Baguette-Tradition-2027',
  'Pain-Au-Levain-2027',
  'levain-du-matin-42',
  'levain-du-matin',
  'nouveau-levain-2026',
  'nouveau-levain-2027',
  'fournée-du-soir-77',
  'fournee-du-soir-77',
  'encore-un-autre-2026',
];

/** Passwords French people use most, as the list embedded before the dictionaries held them. */
const FRENCH_COMMON_PASSWORDS = `azerty azerty123 azertyuiop azerty1 azertyui azertyqsdf azertyuiop123 123456789azerty wxcvbn poiuytreza
  motdepasse motdepasse1 motdepasse123 mdp123 jetaime jetaime1 jetaime123 administrateur bienvenue bienvenue1 bonjour
  bonjour1 salut coucou soleil soleil123 123soleil chouchou doudou doudou123 loulou loulou123 nounours chocolat
  boulanger boulangerie baguette croissant fromage vacances marseille marseille13 paris75 toulouse bordeaux nantes
  olympique psgparis allezom france123 liberte princesse chouette papillon tigrou nicolas1 julien1 camille sebastien
  christophe guillaume alexandre nathalie isabelle caroline stephane frederic utilisateur`
  .split(/\s+/)
  .filter(Boolean);

/** The one message of a password that is too easy to guess, with its reason when there is one. */
const guessable = (reason?: string) => [[PASSWORD_MESSAGES.tooGuessable, reason, PASSWORD_MESSAGES.guessAdvice].filter(Boolean).join(' ')];

describe('newPasswordProblems', () => {
  beforeAll(async () => {
    await loadPasswordRules();
  });

  it('accepts a long, uncommon, unrelated password', async () => {
    expect(await newPasswordProblems('Levain-du-matin-42', user)).toEqual([]);
  });

  it('accepts the passwords of the demo and of the tests', async () => {
    for (const password of DEMO_AND_TEST_PASSWORDS) expect(await newPasswordProblems(password, user), password).toEqual([]);
  });

  it('refuses a password shorter than 9 characters', async () => {
    expect(await newPasswordProblems('Xk7#pL2q', user)).toEqual([
      'Ce mot de passe est trop court. Il doit contenir au minimum 9 caractères.',
    ]);
  });

  it('refuses an entirely numeric password', async () => {
    expect(await newPasswordProblems('8264019375', user)).toEqual(['Ce mot de passe est entièrement numérique.']);
  });

  it('refuses a common password with a reason and advice, in French', async () => {
    expect(await newPasswordProblems('Azerty12345', user)).toEqual([
      'Ce mot de passe est trop courant ou trop facile à deviner. Il ressemble de près à un mot de passe très utilisé. Ajoutez des mots moins prévisibles : trois ou quatre mots sans lien entre eux font un bon mot de passe.',
    ]);
    expect(await newPasswordProblems('AzertyUiop', user)).toEqual(
      guessable('Des touches voisines du clavier (comme « azerty ») se devinent vite.'),
    );
  });

  it('refuses a French word followed by a year', async () => {
    expect(await newPasswordProblems('Soleil2026', user)).toEqual(guessable());
    for (const password of ['Boulangerie2026', 'Marseille13!', 'motdepasse123', 'Chocolat2027', 'Bonjour2026!']) {
      expect(await newPasswordProblems(password, user), password).toEqual([expect.stringContaining(PASSWORD_MESSAGES.tooGuessable)]);
    }
  });

  it('refuses the 10,000 most common passwords of public leaks', async () => {
    const top = commonDictionary['passwords-common'].slice(0, 10_000).map(String);
    expect(top).toHaveLength(10_000);
    const accepted: string[] = [];
    for (const password of top) if ((await newPasswordProblems(password)).length === 0) accepted.push(password);
    expect(accepted).toEqual([]);
  });

  it('refuses common French passwords, whatever their case', async () => {
    const accepted: string[] = [];
    for (const password of FRENCH_COMMON_PASSWORDS) {
      for (const variant of [password, password.toUpperCase(), `${password[0]!.toUpperCase()}${password.slice(1)}`]) {
        if ((await newPasswordProblems(variant)).length === 0) accepted.push(variant);
      }
    }
    expect(accepted).toEqual([]);
  });

  it('reports every one of Django’s problems at once, before judging guessability', async () => {
    expect(await newPasswordProblems('12345678', user)).toEqual([PASSWORD_MESSAGES.tooShort, PASSWORD_MESSAGES.entirelyNumeric]);
  });

  it('refuses a password containing the username', async () => {
    expect(await newPasswordProblems('JeanDupont2026', user)).toEqual([
      'Le mot de passe est trop semblable au champ « nom d’utilisateur ».',
      'Le mot de passe est trop semblable au champ « adresse e-mail ».',
    ]);
  });

  it('refuses a password too close to the e-mail local part', async () => {
    expect(await newPasswordProblems('dupont.jean', { username: 'boulanger75', email: 'jean.dupont@example.com' })).toEqual([
      'Le mot de passe est trop semblable au champ « adresse e-mail ».',
    ]);
  });

  it('refuses a password that is a near anagram of the username', async () => {
    expect(await newPasswordProblems('tnopudnaej', { username: 'jeandupont' })).toEqual([PASSWORD_MESSAGES.similarToUsername]);
  });

  it('does not call a long password similar to a very short username', async () => {
    expect(await newPasswordProblems('un-pain-au-levain-bien-cuit', { username: 'al' })).toEqual([]);
  });

  it('takes a few milliseconds once loaded, even for a long crafted password', async () => {
    const started = performance.now();
    for (const password of ['Croissant-Chaud-2026', 'Ab1-'.repeat(32), '1!'.repeat(64), 'p@$$w0rd!'.repeat(14)])
      await newPasswordProblems(password, user);
    // Generous for a loaded CI machine; a check is about 5 ms (docs/accounts.md, "Password rules").
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
