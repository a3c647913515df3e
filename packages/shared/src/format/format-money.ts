const euroFormatter = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

/** '15,00 €' from 1500 cents (Intl puts a no-break space before €). */
export function formatEuros(cents: number): string {
  return euroFormatter.format(cents / 100);
}
