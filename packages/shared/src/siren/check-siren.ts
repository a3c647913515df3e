import { BAKERY_NAF_CODES, SIREN_LENGTH } from '../constants.js';
import { luhnSum } from './luhn.js';

/** The spec's three answers, without their emoji (docs/content.md, "Wording": no emoji in system messages). */
export const SIREN_MESSAGES = {
  valid: 'SIREN validé comme boulangerie (INSEE)',
  invalid: 'SIREN invalide ou non reconnu comme boulangerie',
  error: 'Erreur lors de la vérification SIREN',
} as const;

/** A refusal after the register answered: what it found, so the person can tell whether it is right. */
export const SIREN_REFUSALS = {
  notFound: 'SIREN introuvable au répertoire des entreprises (INSEE).',
  unnamed: 'Entreprise sans nom publié',
  unknownNaf: 'code NAF inconnu',
  ceased: 'entreprise fermée',
  notBakery: 'hors boulangerie',
} as const;

/** What the register says of a unit, as the refusal needs it. */
export type TSirenFinding = { name: string | null; naf: string | null; active: boolean };

/**
 * The refusal naming what the register found: « SIREN non reconnu comme boulangerie : Brasserie de la
 * Place — 56.10A, hors boulangerie. » (company name — NAF code, reason; a ceased unit says
 * « entreprise fermée »), or that it found nothing (docs/accounts.md, "SIREN verification").
 */
export function sirenRefusalMessage(finding: TSirenFinding | null): string {
  if (!finding) return SIREN_REFUSALS.notFound;
  const name = finding.name?.trim() || SIREN_REFUSALS.unnamed;
  const naf = finding.naf?.trim() || SIREN_REFUSALS.unknownNaf;
  const reason = finding.active ? SIREN_REFUSALS.notBakery : SIREN_REFUSALS.ceased;
  return `SIREN non reconnu comme boulangerie : ${name} — ${naf}, ${reason}.`;
}

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
  return luhnSum(siren) % 10 === 0;
}

const normalizeNaf = (code: string): string => code.trim().toUpperCase().replace(/\./g, '');
const BAKERY_NAF_SET = new Set(BAKERY_NAF_CODES.map(normalizeNaf));

/** Whether an INSEE NAF (APE) code is a bakery one; '1071C' and '10.71c' are accepted too. */
export function isBakeryNaf(code: string | null | undefined): boolean {
  if (!code) return false;
  return BAKERY_NAF_SET.has(normalizeNaf(code));
}
