const countFormatter = new Intl.NumberFormat('fr-FR');

/** '20', '1 234' (Intl groups thousands with U+202F): a whole count in French. */
export function formatCount(count: number): string {
  return countFormatter.format(count);
}
