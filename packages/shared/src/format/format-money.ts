const euroFormatter = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

/** '15,00 €' from 1500 cents (Intl puts a no-break space before €). */
export function formatEuros(cents: number): string {
  return euroFormatter.format(cents / 100);
}

/** '15.00' from 1500 cents: the spec's plain amounts (unlock screen, promo line) use a dot. */
export function formatAmountEuroPlain(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** 'Code appliqué : -3.00 €', the promo success line (spec §8). */
export function formatPromoApplied(discountCents: number): string {
  return `Code appliqué : -${formatAmountEuroPlain(discountCents)} €`;
}
