// Whether two sources name the same shop (docs/open-data.md, "Importing listings: one per shop"). OSM says
// « Au Pain d'Antan » where Sirene's enseigne says « LE PAIN D'ANTAN »: the words every bakery's name may carry
// (the trade, the articles, the legal forms) say nothing about which shop it is, so they are dropped first.

/**
 * Words that do not tell one bakery from another: the trade and its neighbours, articles and prepositions
 * (« d' » and « l' » become « d » and « l » once the apostrophe is a space), and the legal forms of Sirene's names.
 */
const GENERIC_WORDS = new Set([
  'boulangerie',
  'boulangeries',
  'boulanger',
  'boulangere',
  'patisserie',
  'patisseries',
  'patissier',
  'patissiere',
  'viennoiserie',
  'viennoiseries',
  'maison',
  'artisan',
  'artisanal',
  'artisanale',
  'a',
  'au',
  'aux',
  'la',
  'le',
  'les',
  'l',
  'du',
  'de',
  'des',
  'd',
  'et',
  'sarl',
  'sas',
  'sasu',
  'eurl',
  'ei',
  'snc',
]);

/** Lower case, accents and ligatures off, anything but letters and digits a space: 'Pâtisserie Œuvre' → 'patisserie oeuvre'. */
export function foldText(value: string): string {
  return value
    .toLowerCase()
    .replace(/œ/gu, 'oe')
    .replace(/æ/gu, 'ae')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/gu, ' ')
    .trim();
}

/** The words of a name that tell the shop apart, in order: « Boulangerie Pâtisserie Dupont » → 'dupont'. */
export function normaliseName(name: string): string {
  return foldText(name)
    .split(' ')
    .filter((word) => word !== '' && !GENERIC_WORDS.has(word))
    .join(' ');
}

/** Share of distinct words two names have in common (Jaccard index of their word sets). */
function wordOverlap(a: string[], b: string[]): number {
  const left = new Set(a);
  const right = new Set(b);
  let common = 0;
  for (const word of left) if (right.has(word)) common += 1;
  return common / (left.size + right.size - common);
}

/** Below this share of common words, two names are two shops (unless one contains the other). */
export const SIMILAR_NAME_OVERLAP = 0.5;

/**
 * Whether two normalised names (normaliseName) designate the same shop: one contains the other as whole words
 * (« kayser » in « eric kayser »), or they share at least half their words. A name with nothing left once the
 * generic words are gone (« Boulangerie Pâtisserie ») tells nothing and is similar to no name: such a record
 * matches by its address only.
 */
export function isSimilarName(a: string, b: string): boolean {
  if (a === '' || b === '') return false;
  if (` ${a} `.includes(` ${b} `) || ` ${b} `.includes(` ${a} `)) return true;
  return wordOverlap(a.split(' '), b.split(' ')) >= SIMILAR_NAME_OVERLAP;
}
