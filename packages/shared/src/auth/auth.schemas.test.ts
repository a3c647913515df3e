import { describe, expect, it } from 'vitest';
import { CONTACT_NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../field-limits.js';
import {
  ZContactForm,
  ZContactRequest,
  ZForgotPasswordForm,
  ZLoginRequest,
  ZPasswordResetConfirm,
  ZPasswordResetRequest,
  ZProfilePatch,
  ZRegistrationForm,
  ZRegistrationRequest,
  ZResetPasswordForm,
  ZSirenVerifyRequest,
  ZUser,
} from './auth.schemas.js';

type TSafeParse = { error?: { issues: { path: PropertyKey[]; message: string }[] } | undefined };
const issues = (result: TSafeParse): [string, string][] =>
  (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

const registration = {
  username: 'lea.boulangere',
  email: 'Lea@Example.FR',
  password1: 'levain-du-matin',
  password2: 'levain-du-matin',
  captcha_0: 'key',
  captcha_1: 'PASSED',
};

describe('ZLoginRequest', () => {
  it('requires the e-mail and the password', () => {
    expect(issues(ZLoginRequest.safeParse({}))).toEqual([
      ['email', 'Ce champ est obligatoire.'],
      ['password', 'Ce champ est obligatoire.'],
    ]);
    expect(issues(ZLoginRequest.safeParse({ email: '  ', password: '' }))).toEqual([
      ['email', 'Ce champ est obligatoire.'],
      ['password', 'Ce champ est obligatoire.'],
    ]);
  });

  it('accepts filled fields', () => {
    expect(ZLoginRequest.parse({ email: ' a@b.fr ', password: 'x' })).toEqual({ email: 'a@b.fr', password: 'x' });
  });
});

describe('ZRegistrationRequest', () => {
  it('trims and lowercases the e-mail', () => {
    expect(ZRegistrationRequest.parse({ ...registration, email: '  Lea@Example.FR ' }).email).toBe('lea@example.fr');
  });

  it('requires every field in French', () => {
    const result = issues(ZRegistrationRequest.safeParse({}));
    expect(result).toEqual(
      ['username', 'email', 'password1', 'password2', 'captcha_0', 'captcha_1'].map((field) => [field, 'Ce champ est obligatoire.']),
    );
  });

  it('refuses mismatching passwords on password2', () => {
    expect(issues(ZRegistrationRequest.safeParse({ ...registration, password2: 'autre-chose' }))).toEqual([
      ['password2', 'Les deux mots de passe ne correspondent pas.'],
    ]);
  });

  it('reports the mismatch along with other errors', () => {
    const result = issues(ZRegistrationRequest.safeParse({ ...registration, password2: 'autre-chose', captcha_1: '' }));
    expect(result).toContainEqual(['password2', 'Les deux mots de passe ne correspondent pas.']);
    expect(result).toContainEqual(['captcha_1', 'Ce champ est obligatoire.']);
  });

  it('refuses a short password, a bad e-mail and a bad username', () => {
    const result = issues(
      ZRegistrationRequest.safeParse({
        ...registration,
        username: 'léa boulangère',
        email: 'lea@',
        password1: 'court',
        password2: 'court',
      }),
    );
    expect(result).toEqual([
      ['username', expect.stringMatching(/^Saisissez un nom d’utilisateur valide\./)],
      ['email', 'Saisissez une adresse e-mail valide.'],
      ['password1', 'Ce mot de passe est trop court. Il doit contenir au minimum 9 caractères.'],
    ]);
  });

  it('accepts accented usernames with @ . + - _ and refuses 2-character ones', () => {
    expect(ZRegistrationRequest.safeParse({ ...registration, username: 'Léa_B+1@four-nil.fr' }).success).toBe(true);
    expect(issues(ZRegistrationRequest.safeParse({ ...registration, username: 'lb' }))).toEqual([
      ['username', 'Le nom d’utilisateur doit contenir au moins 3 caractères.'],
    ]);
  });
});

describe('password reset', () => {
  it('requires an e-mail and the captcha', () => {
    expect(issues(ZPasswordResetRequest.safeParse({ email: 'x' }))).toEqual([
      ['email', 'Saisissez une adresse e-mail valide.'],
      ['captcha_0', 'Ce champ est obligatoire.'],
      ['captcha_1', 'Ce champ est obligatoire.'],
    ]);
  });

  it('requires a new password of at least 9 characters', () => {
    expect(ZPasswordResetConfirm.safeParse({ uid: 'MQ', token: 'abc', password: 'levain-du-matin' }).success).toBe(true);
    expect(issues(ZPasswordResetConfirm.safeParse({ uid: 'MQ', token: 'abc', password: '12345678' }))).toEqual([
      ['password', 'Ce mot de passe est trop court. Il doit contenir au minimum 9 caractères.'],
    ]);
  });
});

describe('ZProfilePatch', () => {
  it('requires the address', () => {
    expect(issues(ZProfilePatch.safeParse({ adresse_utilisateur: '   ' }))).toEqual([
      ['adresse_utilisateur', 'L’adresse est obligatoire.'],
    ]);
    expect(issues(ZProfilePatch.safeParse({}))).toEqual([['adresse_utilisateur', 'L’adresse est obligatoire.']]);
  });

  it('accepts an empty SIREN or 9 digits, nothing else', () => {
    expect(ZProfilePatch.safeParse({ adresse_utilisateur: '1 rue', siren: '' }).success).toBe(true);
    expect(ZProfilePatch.safeParse({ adresse_utilisateur: '1 rue', siren: '732829320' }).success).toBe(true);
    expect(issues(ZProfilePatch.safeParse({ adresse_utilisateur: '1 rue', siren: '7328' }))).toEqual([
      ['siren', 'Le SIREN doit comporter exactement 9 chiffres.'],
    ]);
  });

  it('keeps the other fields optional', () => {
    expect(
      ZProfilePatch.parse({
        adresse_utilisateur: ' 1 rue de la Paix ',
        code_postal_utilisateur: '75002',
        commune: 'Paris',
        telephone: '0102030405',
      }),
    ).toEqual({ adresse_utilisateur: '1 rue de la Paix', code_postal_utilisateur: '75002', commune: 'Paris', telephone: '0102030405' });
  });
});

describe('ZSirenVerifyRequest', () => {
  it('needs exactly 9 digits', () => {
    expect(ZSirenVerifyRequest.safeParse({ siren: '732829320' }).success).toBe(true);
    expect(issues(ZSirenVerifyRequest.safeParse({ siren: '73282932' }))).toEqual([
      ['siren', 'Le SIREN doit comporter exactement 9 chiffres.'],
    ]);
    expect(issues(ZSirenVerifyRequest.safeParse({}))).toEqual([['siren', 'Le SIREN doit comporter exactement 9 chiffres.']]);
  });
});

describe('ZContactRequest', () => {
  const contact = { name: 'Léa', email: 'lea@example.fr', subject: 'Bonjour', message: 'Merci !', captcha_0: 'k', captcha_1: 'PASSED' };

  it('accepts a complete message', () => {
    expect(ZContactRequest.parse(contact)).toEqual(contact);
  });

  it('requires every field and limits the message to 5000 characters', () => {
    expect(issues(ZContactRequest.safeParse({ ...contact, subject: '', message: 'x'.repeat(5001) }))).toEqual([
      ['subject', 'Ce champ est obligatoire.'],
      ['message', 'Ce champ ne peut pas dépasser 5000 caractères.'],
    ]);
  });
});

describe('ZUser', () => {
  it('accepts the user fields of the spec', () => {
    const user = {
      id: 1,
      username: 'lea',
      email: 'lea@example.fr',
      adresse_utilisateur: '',
      code_postal_utilisateur: '',
      commune: '',
      siren: null,
      telephone: '',
      date_joined: '2026-11-21T09:00:00.000Z',
      siren_verified: false,
      is_responsable: false,
      is_proprietaire: false,
      is_staff: false,
      raison_sociale: null,
      entreprise_individuelle: false,
    };
    expect(ZUser.parse(user)).toEqual(user);
  });
});

describe('form schemas (the request without what the form does not type)', () => {
  it('registration form: the same checks as the request, captcha aside', () => {
    const { captcha_0: _key, captcha_1: _answer, ...typed } = registration;
    expect(ZRegistrationForm.parse(typed)).toEqual({ ...typed, email: 'lea@example.fr' });
    expect(issues(ZRegistrationForm.safeParse({ ...typed, username: ' ab ', password2: 'autre-chose' }))).toEqual([
      ['username', 'Le nom d’utilisateur doit contenir au moins 3 caractères.'],
      ['password2', 'Les deux mots de passe ne correspondent pas.'],
    ]);
  });

  it('forgot-password form: the e-mail only', () => {
    expect(ZForgotPasswordForm.parse({ email: ' Paul@Exemple.FR ' })).toEqual({ email: 'paul@exemple.fr' });
    expect(issues(ZForgotPasswordForm.safeParse({ email: 'paul@' }))).toEqual([['email', 'Saisissez une adresse e-mail valide.']]);
  });

  it('reset-password form: the new password twice, with the screen’s mismatch message', () => {
    expect(ZResetPasswordForm.parse({ password: 'levain-du-matin', password_confirmation: 'levain-du-matin' })).toEqual({
      password: 'levain-du-matin',
      password_confirmation: 'levain-du-matin',
    });
    expect(issues(ZResetPasswordForm.safeParse({ password: 'levain-du-matin', password_confirmation: 'levain-du-soir' }))).toEqual([
      ['password_confirmation', 'Les mots de passe ne correspondent pas.'],
    ]);
  });

  it('contact form: trimmed fields, captcha aside', () => {
    expect(ZContactForm.parse({ name: ' Claire ', email: 'claire@exemple.test', subject: 'Essai', message: ' Bonjour ' })).toEqual({
      name: 'Claire',
      email: 'claire@exemple.test',
      subject: 'Essai',
      message: 'Bonjour',
    });
    expect(issues(ZContactForm.safeParse({ name: '   ', email: 'claire@exemple.test', subject: 'Essai', message: 'Bonjour' }))).toEqual([
      ['name', 'Ce champ est obligatoire.'],
    ]);
  });

  it('limits come from the shared constants', () => {
    expect(
      issues(ZContactForm.safeParse({ name: 'x'.repeat(CONTACT_NAME_MAX_LENGTH + 1), email: 'a@b.fr', subject: 's', message: 'm' })),
    ).toEqual([['name', `Ce champ ne peut pas dépasser ${CONTACT_NAME_MAX_LENGTH} caractères.`]]);
    expect(ZLoginRequest.safeParse({ email: 'a@b.fr', password: 'x'.repeat(PASSWORD_MAX_LENGTH) }).success).toBe(true);
    expect(ZLoginRequest.safeParse({ email: 'a@b.fr', password: 'x'.repeat(PASSWORD_MAX_LENGTH + 1) }).success).toBe(false);
  });
});
