import { PRODUCT_NAME } from '@fournil/shared';

// The French texts of the profile's « Validation en deux étapes » section (docs/two-factor.md); the
// server's own sentences are TWO_FACTOR_MESSAGES in @fournil/shared.

export const TWO_FACTOR_TITLE = 'Validation en deux étapes';
export const TWO_FACTOR_EXPLANATION =
  'Protégez votre compte : après votre mot de passe, un code à 6 chiffres de votre application d’authentification (Google Authenticator, Microsoft Authenticator, Aegis, FreeOTP…) sera demandé.';
export const TWO_FACTOR_ON_TEXT =
  'À chaque connexion, après votre mot de passe, le code de votre application d’authentification vous est demandé.';
export const TWO_FACTOR_LOAD_ERROR = 'Impossible de connaître l’état de la validation en deux étapes.';
/** A step failed without a message of its own (a 5xx). */
export const TWO_FACTOR_STEP_ERROR = 'L’opération n’a pas abouti. Réessayez dans un instant.';

export const TWO_FACTOR_ACTIONS = {
  enable: 'Activer la validation en deux étapes',
  changeApp: 'Changer d’application',
  renewCodes: 'Nouveaux codes de secours',
  disable: 'Désactiver',
} as const;

export const TWO_FACTOR_STEPS = {
  password: 'Étape 1 sur 3 : confirmez votre mot de passe',
  scan: `Étape 2 sur 3 : ajoutez ${PRODUCT_NAME} à votre application`,
  codes: 'Étape 3 sur 3 : gardez vos codes de secours',
  renew: 'Nouveaux codes de secours',
  renewedCodes: 'Vos nouveaux codes de secours',
  disable: 'Désactiver la validation en deux étapes ?',
} as const;

export const TWO_FACTOR_CODE_LABEL = 'Code à 6 chiffres';
export const CURRENT_PROOF_LABEL = 'Code actuel ou code de secours';
export const TWO_FACTOR_QR_ALT = 'QR code à scanner avec votre application d’authentification';
export const RECOVERY_CODES_FILENAME = 'fournil-codes-de-secours.txt';
export const RECOVERY_CODES_COPIED = 'Codes copiés';
export const RECOVERY_CODES_COPY_FAILED = 'La copie n’a pas fonctionné : téléchargez les codes ou recopiez-les.';
export const RECOVERY_CODES_SAVED_LABEL = 'J’ai mis ces codes en lieu sûr';

/** « Activée depuis le 21 novembre 2026 », or « Activée » without a date. */
export function enabledSinceText(date: string): string {
  return date ? `Activée depuis le ${date}` : 'Activée';
}

/** « 1 code de secours restant », « 7 codes de secours restants » (0 and 1 are singular in French). */
export function recoveryCodesLeftText(count: number): string {
  return count > 1 ? `${count} codes de secours restants` : `${count} code de secours restant`;
}

/** Few recovery codes left: the section says to make new ones. */
export const RECOVERY_CODES_LOW_THRESHOLD = 2;
export const RECOVERY_CODES_LOW =
  'Il vous reste peu de codes de secours : créez-en de nouveaux pour ne pas perdre l’accès à votre compte si vous n’avez plus votre téléphone.';
