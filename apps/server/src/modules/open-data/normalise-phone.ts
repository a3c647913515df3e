// A shop's phone as the sources write it (OSM: « +33 1 42 72 13 77 », « 01.42.72.13.77;06 12 34 56 78 »), in the
// form Fournil stores (`telephone_boulangerie`, 20 characters at most, the pro form's rule): French numbers,
// overseas departments included, as « 01 42 72 13 77 »; another country's as « +32 … », its digits unspaced.
import { PHONE_MAX_LENGTH } from '@fournil/shared';

/** Country codes whose numbers are French national numbers: metropolitan France and the overseas departments. */
const FRENCH_COUNTRY_CODES = ['33', '262', '590', '594', '596'];

/** « 0142721377 » → « 01 42 72 13 77 ». */
function spaced(national: string): string {
  return national.replace(/(\d{2})(?=\d)/gu, '$1 ');
}

/**
 * The stored form of a phone, or '' when it is not a phone number we can read (letters, too short, too long):
 * a number nobody can dial is worse than none. Only the first of several numbers (OSM separates them with ';') is kept.
 */
export function normalisePhone(value: string | null): string {
  const first = (value ?? '').split(/[;,/]/u)[0]!.trim();
  if (first === '' || /[^0-9+ .()\-\u00a0]/u.test(first)) return '';
  // « +33 (0)1 … »: the trunk 0 in brackets is not dialled after the country code.
  let digits = first.replace(/\(0\)/gu, '').replace(/[^0-9+]/gu, '');
  if (digits.startsWith('00')) digits = `+${digits.slice(2)}`;
  if (digits.lastIndexOf('+') > 0) return '';
  if (digits.startsWith('+')) {
    const code = FRENCH_COUNTRY_CODES.find((prefix) => digits.startsWith(`+${prefix}`));
    // +262 692 12 34 56 is dialled 0692 12 34 56 in France: the national number is the nine digits after the code.
    if (code !== undefined) {
      const national = digits.slice(code.length + 1);
      return /^[1-9]\d{8}$/u.test(national) ? spaced(`0${national}`) : '';
    }
    return digits.length >= 8 && digits.length <= PHONE_MAX_LENGTH ? digits : '';
  }
  if (/^0[1-9]\d{8}$/u.test(digits)) return spaced(digits);
  return '';
}
