/**
 * The Luhn sum of a string of digits, from the right, every second digit doubled: a SIREN or a SIRET
 * is valid when it is a multiple of 10 (INSEE's key; La Poste's établissements are the one exception).
 */
export function luhnSum(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum;
}
