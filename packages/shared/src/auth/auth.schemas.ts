import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, SIREN_LENGTH } from '../constants.js';
import {
  ADDRESS_MAX_LENGTH,
  CAPTCHA_ANSWER_MAX_LENGTH,
  COMMUNE_MAX_LENGTH,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_SUBJECT_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  POSTAL_CODE_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from '../field-limits.js';

export const AUTH_MESSAGES = {
  required: 'Ce champ est obligatoire.',
  invalidEmail: 'Saisissez une adresse e-mail valide.',
  invalidUsername:
    'Saisissez un nom d’utilisateur valide. Il ne peut contenir que des lettres, des nombres et les caractères « @ », « . », « + », « - » et « _ ».',
  usernameTooShort: `Le nom d’utilisateur doit contenir au moins ${USERNAME_MIN_LENGTH} caractères.`,
  usernameTooLong: `Le nom d’utilisateur ne peut pas dépasser ${USERNAME_MAX_LENGTH} caractères.`,
  passwordTooShort: `Ce mot de passe est trop court. Il doit contenir au minimum ${PASSWORD_MIN_LENGTH} caractères.`,
  passwordMismatch: 'Les deux mots de passe ne correspondent pas.',
  /** The reset-password screen's own wording, checked in the browser only (one password is sent). */
  newPasswordMismatch: 'Les mots de passe ne correspondent pas.',
  addressRequired: 'L’adresse est obligatoire.',
  sirenFormat: `Le SIREN doit comporter exactement ${SIREN_LENGTH} chiffres.`,
  tooLong: (max: number) => `Ce champ ne peut pas dépasser ${max} caractères.`,
} as const;

const required = () => z.string({ error: AUTH_MESSAGES.required }).min(1, AUTH_MESSAGES.required);
const requiredTrimmed = (max: number) =>
  z.string({ error: AUTH_MESSAGES.required }).trim().min(1, AUTH_MESSAGES.required).max(max, AUTH_MESSAGES.tooLong(max));
/** Trimmed, lowercased, checked e-mail address. */
const email = () =>
  z
    .string({ error: AUTH_MESSAGES.required })
    .trim()
    .toLowerCase()
    .min(1, AUTH_MESSAGES.required)
    .max(EMAIL_MAX_LENGTH, AUTH_MESSAGES.tooLong(EMAIL_MAX_LENGTH))
    .pipe(z.email({ error: AUTH_MESSAGES.invalidEmail }));
const newPassword = () =>
  z
    .string({ error: AUTH_MESSAGES.required })
    .min(1, AUTH_MESSAGES.required)
    .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort)
    .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.tooLong(PASSWORD_MAX_LENGTH));
const optionalText = (max: number) => z.string().trim().max(max, AUTH_MESSAGES.tooLong(max)).optional();
const sirenDigits = new RegExp(`^\\d{${SIREN_LENGTH}}$`);

/**
 * `POST /api/auth/login/`. The captcha is sent only once the server asked for it: an account past its
 * failure threshold answers 400 with `code: LOGIN_CAPTCHA_REQUIRED` (docs/sessions-and-limits.md).
 */
export const ZLoginRequest = z.object({
  email: z
    .string({ error: AUTH_MESSAGES.required })
    .trim()
    .min(1, AUTH_MESSAGES.required)
    .max(EMAIL_MAX_LENGTH, AUTH_MESSAGES.tooLong(EMAIL_MAX_LENGTH)),
  password: required().max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.tooLong(PASSWORD_MAX_LENGTH)),
  captcha_0: z.string().max(64, AUTH_MESSAGES.tooLong(64)).optional(),
  captcha_1: z.string().trim().max(CAPTCHA_ANSWER_MAX_LENGTH, AUTH_MESSAGES.tooLong(CAPTCHA_ANSWER_MAX_LENGTH)).optional(),
});
/** The `code` of the login's 400 when the account needs a solved captcha (with AUTH_DETAILS.loginCaptchaRequired or captchaInvalid). */
export const LOGIN_CAPTCHA_REQUIRED = 'captcha_required';
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

/** Captcha key and answer, sent with every anonymous form. */
const captcha = { captcha_0: required().max(64, AUTH_MESSAGES.tooLong(64)), captcha_1: requiredTrimmed(CAPTCHA_ANSWER_MAX_LENGTH) };

const ZPasswordPair = z.object({ password1: z.string(), password2: z.string() });

/** The two typed passwords must match; reported even when another field (e.g. the captcha) is also wrong. */
function withMatchingPasswords<S extends z.ZodType<{ password1: string; password2: string }>>(schema: S) {
  return schema.refine((body) => body.password1 === body.password2, {
    error: AUTH_MESSAGES.passwordMismatch,
    path: ['password2'],
    when: (payload) => ZPasswordPair.safeParse(payload.value).success,
  });
}

/** What the registration screen's fields hold; the captcha is its own control. */
const registrationFields = {
  username: z
    .string({ error: AUTH_MESSAGES.required })
    .trim()
    .min(1, AUTH_MESSAGES.required)
    .min(USERNAME_MIN_LENGTH, AUTH_MESSAGES.usernameTooShort)
    .max(USERNAME_MAX_LENGTH, AUTH_MESSAGES.usernameTooLong)
    .regex(/^[\p{L}\p{N}_.@+-]+$/u, AUTH_MESSAGES.invalidUsername),
  email: email(),
  password1: newPassword(),
  password2: required().max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.tooLong(PASSWORD_MAX_LENGTH)),
};

/**
 * `POST /api/auth/registration/`. `invitation`: the token of the manager invitation the person
 * registers from (docs/bakery-management.md, "Registering first"); the address must be the invited one.
 */
export const ZRegistrationRequest = withMatchingPasswords(
  z.object({ ...registrationFields, ...captcha, invitation: z.string().max(128, AUTH_MESSAGES.tooLong(128)).optional() }),
);
export type TRegistrationRequest = z.infer<typeof ZRegistrationRequest>;

/** The registration form: the request without the captcha, which the form adds when it sends. */
export const ZRegistrationForm = withMatchingPasswords(z.object(registrationFields));
export type TRegistrationForm = z.infer<typeof ZRegistrationForm>;

/** `POST /api/auth/password/reset/`. */
export const ZPasswordResetRequest = z.object({ email: email(), ...captcha });
export type TPasswordResetRequest = z.infer<typeof ZPasswordResetRequest>;

/** The forgot-password form: the request without the captcha. */
export const ZForgotPasswordForm = ZPasswordResetRequest.pick({ email: true });
export type TForgotPasswordForm = z.infer<typeof ZForgotPasswordForm>;

/** `POST /api/auth/password/reset/confirm/`. */
export const ZPasswordResetConfirm = z.object({
  uid: required().max(64, AUTH_MESSAGES.tooLong(64)),
  token: required().max(128, AUTH_MESSAGES.tooLong(128)),
  password: newPassword(),
});
export type TPasswordResetConfirm = z.infer<typeof ZPasswordResetConfirm>;

const ZNewPasswordPair = z.object({ password: z.string(), password_confirmation: z.string() });

/**
 * The reset-password form: the new password typed twice. The uid and token come from the link and
 * only the password is sent, so the confirmation is checked in the browser alone.
 */
export const ZResetPasswordForm = ZPasswordResetConfirm.pick({ password: true })
  .extend({ password_confirmation: z.string() })
  .refine((body) => body.password === body.password_confirmation, {
    error: AUTH_MESSAGES.newPasswordMismatch,
    path: ['password_confirmation'],
    when: (payload) => ZNewPasswordPair.safeParse(payload.value).success,
  });
export type TResetPasswordForm = z.infer<typeof ZResetPasswordForm>;

const ZNewPasswordChangePair = z.object({ new_password1: z.string(), new_password2: z.string() });

/**
 * `POST /api/auth/password/change/` (docs/accounts.md, "Changing the password"): the current
 * password, then the new one typed twice. The same body is the form's.
 */
export const ZPasswordChange = z
  .object({
    old_password: required().max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.tooLong(PASSWORD_MAX_LENGTH)),
    new_password1: newPassword(),
    new_password2: required().max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.tooLong(PASSWORD_MAX_LENGTH)),
  })
  .refine((body) => body.new_password1 === body.new_password2, {
    error: AUTH_MESSAGES.passwordMismatch,
    path: ['new_password2'],
    when: (payload) => ZNewPasswordChangePair.safeParse(payload.value).success,
  });
export type TPasswordChange = z.infer<typeof ZPasswordChange>;

/** `POST /api/auth/email/change/` (docs/accounts.md, "Changing the e-mail address"): the new address and the password. */
export const ZEmailChange = z.object({
  email: email(),
  password: required().max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.tooLong(PASSWORD_MAX_LENGTH)),
});
export type TEmailChange = z.infer<typeof ZEmailChange>;

/** The longest second-step proof read: a six-digit code or a recovery code, with spaces. */
export const SECOND_FACTOR_PROOF_MAX_LENGTH = 40;

/**
 * `POST /api/auth/delete/` (docs/privacy.md, "Deleting the account"): the password typed again and, with
 * two-step verification on, `code`: a code of the app or a recovery code (docs/two-factor.md).
 */
export const ZAccountDelete = z.object({
  password: required().max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.tooLong(PASSWORD_MAX_LENGTH)),
  code: z.string().trim().max(SECOND_FACTOR_PROOF_MAX_LENGTH, AUTH_MESSAGES.tooLong(SECOND_FACTOR_PROOF_MAX_LENGTH)).optional(),
});
export type TAccountDelete = z.infer<typeof ZAccountDelete>;

/** `PATCH /api/auth/user/`: the address is required, the other fields may be left out or empty. */
const PROFILE_READ_ONLY_FIELDS = [
  'id',
  'username',
  'email',
  'date_joined',
  'siren_verified',
  'is_responsable',
  'is_proprietaire',
  'is_staff',
  'raison_sociale',
  'entreprise_individuelle',
] as const;

export const ZProfilePatch = z.object({
  adresse_utilisateur: z
    .string({ error: AUTH_MESSAGES.addressRequired })
    .trim()
    .min(1, AUTH_MESSAGES.addressRequired)
    .max(ADDRESS_MAX_LENGTH, AUTH_MESSAGES.tooLong(ADDRESS_MAX_LENGTH)),
  code_postal_utilisateur: optionalText(POSTAL_CODE_MAX_LENGTH),
  commune: optionalText(COMMUNE_MAX_LENGTH),
  siren: z
    .string()
    .trim()
    .refine((value) => value === '' || sirenDigits.test(value), AUTH_MESSAGES.sirenFormat)
    .optional(),
  telephone: optionalText(PHONE_MAX_LENGTH),
  // The profile's read-only fields (ZUser): a client may send the profile back whole; they are
  // accepted and ignored. Any other field is refused (docs/api-conventions.md, "Input rules").
  ...Object.fromEntries(PROFILE_READ_ONLY_FIELDS.map((field) => [field, z.unknown().optional()])),
});
export type TProfilePatch = z.infer<typeof ZProfilePatch>;

/** `POST /api/insee/auth/verify-siren/`. */
export const ZSirenVerifyRequest = z.object({
  siren: z.string({ error: AUTH_MESSAGES.sirenFormat }).trim().regex(sirenDigits, AUTH_MESSAGES.sirenFormat),
});
export type TSirenVerifyRequest = z.infer<typeof ZSirenVerifyRequest>;

/** `POST /api/contact/`. */
export const ZContactRequest = z.object({
  name: requiredTrimmed(CONTACT_NAME_MAX_LENGTH),
  email: email(),
  subject: requiredTrimmed(CONTACT_SUBJECT_MAX_LENGTH),
  message: requiredTrimmed(CONTACT_MESSAGE_MAX_LENGTH),
  ...captcha,
});
export type TContactRequest = z.infer<typeof ZContactRequest>;

/** The contact form: the request without the captcha. */
export const ZContactForm = ZContactRequest.omit({ captcha_0: true, captcha_1: true });
export type TContactForm = z.infer<typeof ZContactForm>;

/** `GET /api/auth/user/`. */
export const ZUser = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  adresse_utilisateur: z.string(),
  code_postal_utilisateur: z.string(),
  commune: z.string(),
  siren: z.string().nullable(),
  telephone: z.string(),
  date_joined: z.iso.datetime({ offset: true }),
  siren_verified: z.boolean(),
  is_responsable: z.boolean(),
  is_proprietaire: z.boolean(),
  /** Staff of Fournil: the back-office /admin (never granted by sign-up). */
  is_staff: z.boolean(),
  /**
   * The company's name from the SIREN register, stored at verification: the client on new invoices
   * (docs/accounts.md, "The company name"); null before verification or when the register gives none.
   */
  raison_sociale: z.string().nullable(),
  /** A sole trader: `raison_sociale` is the person's own name, shown to them alone. */
  entreprise_individuelle: z.boolean(),
});
export type TUser = z.infer<typeof ZUser>;

/** The French `detail` answers of the account endpoints, word for word (docs/accounts.md states them). */
export const AUTH_DETAILS = {
  registered: 'Un email de confirmation a été envoyé.',
  emailConfirmed: 'Email confirmé avec succès !',
  confirmationInvalid: 'Lien de confirmation invalide ou expiré.',
  badCredentials: 'Identifiants incorrects. Veuillez réessayer.',
  /** Many wrong passwords for this account lately (docs/sessions-and-limits.md, "Per account"). */
  loginCaptchaRequired: 'De nombreuses tentatives de connexion ont échoué sur ce compte : par sécurité, recopiez aussi le code de l’image.',
  accountSuspended: 'Ce compte est suspendu. Écrivez-nous depuis la page Contact pour en savoir plus.',
  emailNotConfirmed: 'Veuillez confirmer votre adresse e-mail avant de vous connecter.',
  notAuthenticated: 'Non authentifié : reconnectez-vous',
  tokenInvalid: 'Jeton invalide ou expiré.',
  csrfInvalid: 'Jeton CSRF manquant ou invalide.',
  loggedOut: 'Déconnexion réussie.',
  resetSent: 'Si cet email existe, un message de réinitialisation a été envoyé. Parfois il faut regarder dans la boîte SPAM !',
  resetDone: 'Mot de passe réinitialisé ! Vous pouvez vous connecter.',
  resetInvalid: 'Lien invalide ou expiré.',
  passwordChanged: 'Votre mot de passe a été modifié. Vos autres sessions ont été fermées.',
  oldPasswordWrong: 'Le mot de passe actuel est incorrect.',
  newPasswordSame: 'Le nouveau mot de passe doit être différent de l’actuel.',
  passwordWrong: 'Mot de passe incorrect.',
  emailSame: 'C’est déjà l’adresse de votre compte.',
  emailChangeSent: (email: string) =>
    `Un lien de confirmation a été envoyé à ${email}. L’adresse de votre compte change quand vous cliquez dessus.`,
  emailChanged: 'Adresse e-mail modifiée : utilisez-la désormais pour vous connecter.',
  /** 429s of the e-mail change (docs/accounts.md, "Changing the e-mail address"): 3 a day per account, 10 a day per address asked for. */
  emailChangeTooManyToday: 'Vous avez atteint la limite de 3 demandes de changement d’adresse e-mail par jour. Réessayez demain.',
  emailChangeTooManyForAddress:
    'Cette adresse e-mail a reçu trop de demandes de changement aujourd’hui. Réessayez demain ou choisissez une autre adresse.',
  staffCannotDelete: 'Un compte de l’équipe ne peut pas être supprimé depuis le profil : demandez à un autre membre de l’équipe.',
  usernameTaken: 'Un utilisateur avec ce nom existe déjà.',
  emailTaken: 'Un autre utilisateur utilise déjà cette adresse e-mail.',
  captchaInvalid: 'Captcha invalide ou expiré.',
  contactSent: 'Message envoyé avec succès.',
  /** The same answer whether or not an unconfirmed account uses the address (docs/accounts.md, "Resending the confirmation"). */
  confirmationResent:
    'Si un compte en attente de confirmation utilise cette adresse, un nouveau lien de confirmation vient d’être envoyé. Pensez à regarder dans les courriers indésirables.',
  tooManyAttempts: 'Trop de tentatives. Réessayez dans quelques minutes.',
  /** 503: too many password hashes already waiting (apps/server/src/lib/hashing-gate.ts). */
  passwordHashingBusy: 'Trop de connexions en cours. Réessayez dans un instant.',
} as const;

/** `GET /api/captcha/`: `captcha_0` is the key; the image (PNG) is at image_url. */
export const ZCaptcha = z.object({ key: z.string(), image_url: z.string() });
export type TCaptcha = z.infer<typeof ZCaptcha>;

/**
 * The accessible alternative to the image: `GET /api/captcha/{key}/pow/` gives an ALTCHA
 * proof-of-work challenge for that key; the browser solves it and sends
 * `captcha_1 = CAPTCHA_POW_PREFIX + counter` (docs/decisions, captcha record).
 */
export const CAPTCHA_POW_PREFIX = 'pow:';
export const ZCaptchaPowChallenge = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string(),
});
export type TCaptchaPowChallenge = z.infer<typeof ZCaptchaPowChallenge>;

/** `POST /api/auth/login/` and `POST /api/auth/token/refresh/` (the refresh token travels in an httpOnly cookie). */
export const ZAccessTokenResponse = z.object({ access: z.string(), access_expiration: z.iso.datetime({ offset: true }) });
/** `POST /api/auth/password/change/`: the device that asked keeps a session, with a new token. */
export const ZPasswordChangeResponse = ZAccessTokenResponse.extend({ detail: z.string() });
export type TPasswordChangeResponse = z.infer<typeof ZPasswordChangeResponse>;
export type TAccessTokenResponse = z.infer<typeof ZAccessTokenResponse>;

/** `POST /api/auth/account-confirm-email/`. */
export const ZEmailConfirmRequest = z.object({ key: required().max(128, AUTH_MESSAGES.tooLong(128)) });

/**
 * The answer of `POST /api/auth/account-confirm-email/`: `invitation_boulangerie` names the bakery an
 * open manager invitation to this address is for, so the screen speaks to a manager (else null).
 */
export const ZEmailConfirmAnswer = z.object({ detail: z.string(), invitation_boulangerie: z.string().nullable() });
export type TEmailConfirmAnswer = z.infer<typeof ZEmailConfirmAnswer>;

/** `POST /api/auth/registration/resend-email/`: a new confirmation link for an unconfirmed account. */
export const ZResendConfirmationRequest = z.object({ email: email() });
export type TResendConfirmationRequest = z.infer<typeof ZResendConfirmationRequest>;
export type TEmailConfirmRequest = z.infer<typeof ZEmailConfirmRequest>;

/** `POST /api/auth/token/refresh/` and `/logout/`: the token in the body, or (browser) in the cookie. */
export const ZTokenRefreshRequest = z.object({ refresh: z.string().max(128, AUTH_MESSAGES.tooLong(128)).optional() });
export type TTokenRefreshRequest = z.infer<typeof ZTokenRefreshRequest>;

/** `POST /api/insee/auth/verify-siren/` answer (also with 409/502/503). */
export const ZSirenVerifyResponse = z.object({ valid: z.boolean(), message: z.string() });
export type TSirenVerifyResponse = z.infer<typeof ZSirenVerifyResponse>;
