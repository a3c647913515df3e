// Whether two sources give the same street address (docs/open-data.md, "Importing listings: one per shop").
// Sirene writes « 12 B AV DE LA REPUBLIQUE », OSM « 12bis Avenue de la République », an owner « 12 bis, avenue
// de la République »: the key of all three is '12b avenue republique'.
import { foldText } from './normalise-name.js';

/** The kinds of street as Sirene abbreviates them (its typeVoie) and as people do, written out. */
const STREET_KINDS: Record<string, string> = {
  all: 'allee',
  av: 'avenue',
  ave: 'avenue',
  bd: 'boulevard',
  bld: 'boulevard',
  blvd: 'boulevard',
  ch: 'chemin',
  che: 'chemin',
  chem: 'chemin',
  crs: 'cours',
  fbg: 'faubourg',
  fg: 'faubourg',
  imp: 'impasse',
  pass: 'passage',
  pl: 'place',
  prom: 'promenade',
  qu: 'quai',
  qua: 'quai',
  r: 'rue',
  rte: 'route',
  sq: 'square',
  st: 'saint',
  ste: 'sainte',
};

/** Articles a street's name may carry or not (« rue de la Paix », « RUE PAIX »). */
const STREET_ARTICLES = new Set(['a', 'au', 'aux', 'd', 'de', 'des', 'du', 'l', 'la', 'le', 'les']);

/** What follows a house number: « bis » and its abbreviation are one thing. */
const NUMBER_SUFFIXES: Record<string, string> = { b: 'b', bis: 'b', t: 't', ter: 't', q: 'q', quater: 'q' };

const HOUSE_NUMBER = /^(\d+)([a-z]?)$/;
const POSTCODE = /^\d{5}$/;

/**
 * The comparable key of an address line (house number first), or null when it has no house number or no
 * street: two shops match by address only on a number and a street. A postcode and what follows it (an owner
 * who typed « 12 rue X, 75002 Paris ») are left out.
 */
export function addressKey(line: string): string | null {
  const words = foldText(line).split(' ');
  const number = HOUSE_NUMBER.exec(words[0] ?? '');
  if (!number) return null;
  let suffix = number[2] ?? '';
  let next = 1;
  const written = NUMBER_SUFFIXES[words[1] ?? ''];
  if (suffix === '' && written !== undefined && words.length > 2) {
    suffix = written;
    next = 2;
  }
  const street: string[] = [];
  for (const word of words.slice(next)) {
    if (POSTCODE.test(word)) break;
    if (STREET_ARTICLES.has(word)) continue;
    street.push(STREET_KINDS[word] ?? word);
  }
  if (street.length === 0) return null;
  return `${number[1]}${NUMBER_SUFFIXES[suffix] ?? suffix} ${street.join(' ')}`;
}

/** The line Fournil stores as `adresse_postale`: « 12 bis » and « rue de la Paix » joined, '' when neither is known. */
export function addressLine(housenumber: string | null, street: string | null): string {
  return [housenumber, street]
    .map((part) => (part ?? '').replace(/\s+/gu, ' ').trim())
    .filter((part) => part !== '')
    .join(' ');
}
