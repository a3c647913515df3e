import { BAKERY_NAF_CODES, SIREN_LENGTH } from '../constants.js';

export const SIREN_MESSAGES = {
  valid: '✔️ SIREN validé comme boulangerie (INSEE)',
  invalid: '❌ SIREN invalide ou non reconnu comme boulangerie',
  error: '❌ Erreur lors de la vérification SIREN',
} as const;

/** La Poste's SIREN: historically registered without a valid check digit scheme; INSEE accepts it. */
const LUHN_EXCEPTIONS: readonly string[] = ['356000000'];

/** Exactly 9 digits, nothing else. */
export function isValidSirenFormat(siren: string): boolean {
  return new RegExp(`^\\d{${SIREN_LENGTH}}$`).test(siren);
}

/** Luhn checksum of a 9-digit SIREN, checked before any call to INSEE. */
export function hasValidLuhn(siren: string): boolean {
  if (!isValidSirenFormat(siren)) return false;
  if (LUHN_EXCEPTIONS.includes(siren)) return true;
  let sum = 0;
  for (let i = 0; i < siren.length; i++) {
    // From the right, every second digit is doubled.
    let digit = Number(siren[siren.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const normalizeNaf = (code: string): string => code.trim().toUpperCase().replace(/\./g, '');
const BAKERY_NAF_SET = new Set(BAKERY_NAF_CODES.map(normalizeNaf));

/** Whether an INSEE NAF (APE) code is a bakery one; '1071C' and '10.71c' are accepted too. */
export function isBakeryNaf(code: string | null | undefined): boolean {
  if (!code) return false;
  return BAKERY_NAF_SET.has(normalizeNaf(code));
}
