// Two-step verification (docs/two-factor.md): a code from an authenticator app (TOTP, RFC 6238)
// after the password. Required for staff, optional for owners and managers; ten single-use
// recovery codes stand in for the phone. The payloads of `/api/auth/2fa/…` and of the login's
// second step, shared by the server's routes and the browser's forms.
import { z } from 'zod';
import { PRODUCT_NAME } from '../constants.js';
import { PASSWORD_MAX_LENGTH } from '../field-limits.js';
import { AUTH_MESSAGES } from './auth.schemas.js';

/** Digits of a code, and how long one is valid (the app shows a new one every period). */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** Recovery codes given at set-up (and each time new ones are asked for): each works once. */
export const RECOVERY_CODE_COUNT = 10;
/** A recovery code as shown: two groups of five lowercase letters and digits, `abcde-12345`. */
export const RECOVERY_CODE_PATTERN = /^[a-z0-9]{5}-[a-z0-9]{5}$/;
/** How long the login's second step may wait after the right password. */
export const TWO_FACTOR_LOGIN_TTL_SECONDS = 5 * 60;
/** The `code` of the login's 200 answer when a code is needed (instead of tokens). */
export const TWO_FACTOR_REQUIRED = 'two_factor_required';
/** The `code` of a 400 telling the browser to start the login again (token expired or used up). */
export const TWO_FACTOR_RESTART = 'two_factor_restart';
/** The `code` of the back-office's 403 for a staff account without two-step verification. */
export const TWO_FACTOR_SETUP_REQUIRED = 'two_factor_setup_required';
/** The `code` of the back-office's 403 for a staff session opened without the code (before it was on). */
export const TWO_FACTOR_LOGIN_REQUIRED = 'two_factor_login_required';

export const TWO_FACTOR_MESSAGES = {
  loginPrompt: 'Saisissez le code à 6 chiffres affiché par votre application d’authentification.',
  codeFormat: 'Le code comporte 6 chiffres.',
  codeWrong: 'Ce code n’est pas valide. Vérifiez l’heure de votre téléphone et saisissez le code actuel.',
  recoveryFormat: 'Un code de secours s’écrit comme « abcde-12345 ».',
  recoveryWrong: 'Ce code de secours n’est pas valide ou a déjà servi.',
  codeOrRecovery: 'Saisissez le code de votre application ou un code de secours.',
  restart: 'Cette étape de connexion a expiré. Saisissez à nouveau votre e-mail et votre mot de passe.',
  setupRequired: `Par sécurité, l’administration de ${PRODUCT_NAME} exige la validation en deux étapes. Activez-la dans votre profil, section « Validation en deux étapes ».`,
  loginRequired: `Par sécurité, l’administration de ${PRODUCT_NAME} demande une session ouverte avec la validation en deux étapes. Déconnectez-vous, puis reconnectez-vous avec votre mot de passe et le code de votre application.`,
  alreadyEnabled: 'La validation en deux étapes est déjà activée sur ce compte.',
  notEnabled: 'La validation en deux étapes n’est pas activée sur ce compte.',
  setupMissing: 'Commencez par afficher un nouveau QR code.',
  enabled: 'Validation en deux étapes activée. Gardez vos codes de secours en lieu sûr : ils ne seront plus affichés.',
  appChanged: 'Nouvelle application enregistrée. Vos anciens codes de secours ne fonctionnent plus : gardez les nouveaux en lieu sûr.',
  recoveryRenewed: 'Nouveaux codes de secours créés. Les anciens ne fonctionnent plus.',
  disabled: 'Validation en deux étapes désactivée.',
  currentProofRequired:
    'Pour changer d’application, saisissez aussi le code de votre application actuelle, ou un code de secours si vous ne l’avez plus.',
  deletionProofRequired:
    'Pour supprimer votre compte, saisissez aussi le code de votre application, ou un code de secours si vous ne l’avez plus.',
  staffCannotDisable: `Les comptes de l’équipe ${PRODUCT_NAME} doivent garder la validation en deux étapes : vous pouvez seulement changer d’application ou de codes de secours.`,
} as const;

const code = () =>
  z
    .string({ error: AUTH_MESSAGES.required })
    .trim()
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), TWO_FACTOR_MESSAGES.codeFormat));
const recoveryCode = () =>
  z
    .string({ error: AUTH_MESSAGES.required })
    .trim()
    .toLowerCase()
    .max(32, TWO_FACTOR_MESSAGES.recoveryFormat)
    // Typed without the dash, or with spaces: still the same code.
    .transform((value) => value.replace(/[\s-]+/g, '').replace(/^(.{5})(.{5})$/, '$1-$2'))
    .pipe(z.string().regex(RECOVERY_CODE_PATTERN, TWO_FACTOR_MESSAGES.recoveryFormat));
const password = () =>
  z
    .string({ error: AUTH_MESSAGES.required })
    .min(1, AUTH_MESSAGES.required)
    .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.tooLong(PASSWORD_MAX_LENGTH));

/** The login's 200 when the account has two-step verification: no tokens yet, a short-lived ticket. */
export const ZTwoFactorChallenge = z.object({
  code: z.literal(TWO_FACTOR_REQUIRED),
  detail: z.string(),
  two_factor_token: z.string(),
  two_factor_expiration: z.iso.datetime({ offset: true }),
});
export type TTwoFactorChallenge = z.infer<typeof ZTwoFactorChallenge>;

/** `POST /api/auth/login/2fa/`: the ticket and either the app's code or a recovery code. */
export const ZTwoFactorLoginRequest = z
  .object({
    two_factor_token: z.string({ error: AUTH_MESSAGES.required }).min(1, AUTH_MESSAGES.required).max(2048, AUTH_MESSAGES.tooLong(2048)),
    code: code().optional(),
    recovery_code: recoveryCode().optional(),
  })
  .refine((body) => (body.code === undefined) !== (body.recovery_code === undefined), {
    message: TWO_FACTOR_MESSAGES.codeOrRecovery,
    path: ['code'],
  });
export type TTwoFactorLoginRequest = z.infer<typeof ZTwoFactorLoginRequest>;

/** The browser's form of the second step: one field, read as an app code or a recovery code. */
export const ZTwoFactorCodeForm = z.object({ code: code() });
export const ZTwoFactorRecoveryForm = z.object({ recovery_code: recoveryCode() });

/** `GET /api/auth/2fa/`. */
export const ZTwoFactorStatus = z.object({
  enabled: z.boolean(),
  /** Staff must keep it (and cannot use the back-office without it). */
  required: z.boolean(),
  recovery_codes_left: z.number().int(),
  enabled_at: z.iso.datetime({ offset: true }).nullable(),
});
export type TTwoFactorStatus = z.infer<typeof ZTwoFactorStatus>;

/**
 * `POST /api/auth/2fa/setup/`: the password again; answers a new secret to scan (not active yet).
 * When two-step verification is already on (a change of app), also `current_code`: a code of the app
 * in use, or a recovery code for a lost phone (readCurrentProof), so a stolen password and session
 * cannot move the second factor to another phone (docs/two-factor.md, "Changing app").
 */
export const ZTwoFactorSetupRequest = z.object({
  password: password(),
  current_code: z.string().trim().max(40, TWO_FACTOR_MESSAGES.codeOrRecovery).optional(),
});
export type TTwoFactorSetupRequest = z.infer<typeof ZTwoFactorSetupRequest>;
export const ZTwoFactorSetup = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  otpauth_url: z.string(),
  /** The same URL as a QR code, an SVG image. */
  qr_svg: z.string(),
});
export type TTwoFactorSetup = z.infer<typeof ZTwoFactorSetup>;

/** `POST /api/auth/2fa/confirm/`: a code of the new secret turns it on (or replaces the old app). */
export const ZTwoFactorConfirmRequest = z.object({ code: code() });
export type TTwoFactorConfirmRequest = z.infer<typeof ZTwoFactorConfirmRequest>;
export const ZRecoveryCodesResponse = z.object({ detail: z.string(), recovery_codes: z.array(z.string()) });
export type TRecoveryCodesResponse = z.infer<typeof ZRecoveryCodesResponse>;
/**
 * The confirmation's answer. When it turned two-step verification on, every other session ended and
 * this device got a new one, which passed the second factor: its access token (and refresh cookie).
 */
export const ZTwoFactorConfirmResponse = ZRecoveryCodesResponse.extend({
  access: z.string().optional(),
  access_expiration: z.iso.datetime({ offset: true }).optional(),
});
export type TTwoFactorConfirmResponse = z.infer<typeof ZTwoFactorConfirmResponse>;

/** `POST /api/auth/2fa/recovery-codes/` and `POST /api/auth/2fa/disable/`: password and a current code. */
export const ZTwoFactorProofRequest = z.object({ password: password(), code: code() });
export type TTwoFactorProofRequest = z.infer<typeof ZTwoFactorProofRequest>;

/** `current_code` read as the app's code (six digits) or a recovery code; null when it is neither. */
export function readCurrentProof(value: string): { code: string } | { recovery_code: string } | null {
  const appCode = code().safeParse(value);
  if (appCode.success) return { code: appCode.data };
  const recovery = recoveryCode().safeParse(value);
  return recovery.success ? { recovery_code: recovery.data } : null;
}
