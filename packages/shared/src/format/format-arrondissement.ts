/**
 * '1er arrondissement', '4e arrondissement' from a Paris, Lyon or Marseille postcode (75004, 69001,
 * 13008, 75116); null for any other town. French ordinals: « 1er », then « 2e », « 3e »… (never « 4ème »).
 */
export function formatArrondissement(postcode: string): string | null {
  // 75116 is the second postcode of Paris 16e.
  const code = postcode.trim() === '75116' ? '75016' : postcode.trim();
  const match = /^(75|69|13)0(\d{2})$/.exec(code);
  if (!match) return null;
  const number = Number(match[2]);
  const max = { '75': 20, '69': 9, '13': 16 }[match[1] as '75' | '69' | '13'];
  if (number < 1 || number > max) return null;
  return `${number === 1 ? '1er' : `${number}e`} arrondissement`;
}
