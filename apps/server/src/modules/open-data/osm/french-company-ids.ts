// SIRET and SIREN as mappers type them in `ref:FR:SIRET` / `ref:FR:SIREN` (« 123 456 789 00012 »),
// reduced to their digits and checked, so that a typo never becomes a claim key: a listing's SIRET
// is what an owner's SIREN is compared with (docs/open-data.md, "Reading OpenStreetMap files").
import { hasValidLuhn, luhnSum } from '@fournil/shared';

/**
 * La Poste's SIREN: INSEE numbers its thousands of établissements so that their SIRET's digits add
 * up to a multiple of 5, and many of them fail Luhn (its head office's, 356 000 000 00048, passes it).
 */
const LA_POSTE_SIREN = '356000000';

/** Spaces of every kind (a no-break space pasted from a PDF included), dots and dashes used as groupings. */
const withoutSeparators = (raw: string): string => raw.replace(/[\s.-]/g, '');

function digitSum(digits: string): number {
  let sum = 0;
  for (const digit of digits) sum += Number(digit);
  return sum;
}

/** 14 digits, its SIREN valid, and the SIRET's own check (Luhn, or for La Poste its own rule); otherwise null. */
export function normaliseSiret(raw: string): string | null {
  const siret = withoutSeparators(raw);
  if (!/^\d{14}$/.test(siret)) return null;
  const siren = siret.slice(0, 9);
  if (!hasValidLuhn(siren)) return null;
  const valid = luhnSum(siret) % 10 === 0 || (siren === LA_POSTE_SIREN && digitSum(siret) % 5 === 0);
  return valid ? siret : null;
}

/** 9 digits passing Luhn (La Poste's exception included, as the SIREN check of the sign-up does); otherwise null. */
export function normaliseSiren(raw: string): string | null {
  const siren = withoutSeparators(raw);
  return hasValidLuhn(siren) ? siren : null;
}
