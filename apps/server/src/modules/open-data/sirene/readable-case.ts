// Sirene's text is upper case without accents (« BOULANGERIE DU MARCHE »). A visitor reads it in a readable
// case (« Boulangerie du Marche »): each word capitalised, the small French words lower case. Accents cannot
// be restored reliably (MARCHE is marche or marché) and are not guessed (docs/open-data.md, "Importing from Sirene").

/** Articles, prepositions and the conjunction, lower case unless they open the text. */
const SMALL_WORDS = new Set(['du', 'de', 'des', 'la', 'le', 'les', 'et', 'au', 'aux', 'sur', 'en']);
/** Elided articles: « D'OR » → « d'Or », « L'EPI » → « l'Epi » (« L'Epi » when it opens the text). */
const ELIDED = /^([dl])['’](.+)$/;

const capitalise = (word: string): string => (word === '' ? word : word.charAt(0).toUpperCase() + word.slice(1));

function readablePart(part: string, first: boolean): string {
  const elided = ELIDED.exec(part);
  if (elided) {
    const [, article = '', rest = ''] = elided;
    return `${first ? article.toUpperCase() : article}'${capitalise(rest)}`;
  }
  if (!first && SMALL_WORDS.has(part)) return part;
  // Digits stay as they are (« 2EME » → « 2eme »): only a letter that opens the word is raised.
  return capitalise(part);
}

/**
 * « BOULANGERIE DU MARCHE » → « Boulangerie du Marche »; « BOULOGNE-SUR-MER » → « Boulogne-sur-Mer ». With
 * `opening: false` the text follows other words (a street name after its type: « rue des Lilas »), so a small
 * word that starts it stays lower case.
 */
export function readableCase(text: string, { opening = true }: { opening?: boolean } = {}): string {
  let first = opening;
  return text
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .map((word) =>
      word
        .split('-')
        .map((part) => {
          const readable = readablePart(part, first);
          if (part !== '') first = false;
          return readable;
        })
        .join('-'),
    )
    .join(' ');
}

/**
 * Sirene's typeVoieEtablissement codes written out, lower case as in an address (« 12 rue des Lilas »). INSEE's
 * table; a code not in it is written as given, lower case.
 */
export const STREET_TYPES: Readonly<Record<string, string>> = {
  ALL: 'allée',
  AV: 'avenue',
  BD: 'boulevard',
  CAR: 'carrefour',
  CHE: 'chemin',
  CHS: 'chaussée',
  CITE: 'cité',
  COR: 'corniche',
  CRS: 'cours',
  DOM: 'domaine',
  DSC: 'descente',
  ECA: 'écart',
  ESP: 'esplanade',
  FG: 'faubourg',
  GR: 'grande rue',
  HAM: 'hameau',
  HLE: 'halle',
  IMP: 'impasse',
  LD: 'lieu-dit',
  LOT: 'lotissement',
  MAR: 'marché',
  MTE: 'montée',
  PAS: 'passage',
  PL: 'place',
  PLN: 'plaine',
  PLT: 'plateau',
  PRO: 'promenade',
  PRV: 'parvis',
  QUA: 'quartier',
  QUAI: 'quai',
  RES: 'résidence',
  RLE: 'ruelle',
  ROC: 'rocade',
  RPT: 'rond-point',
  RTE: 'route',
  RUE: 'rue',
  SEN: 'sentier',
  SQ: 'square',
  TPL: 'terre-plein',
  TRA: 'traverse',
  VLA: 'villa',
  VLGE: 'village',
};

export function streetTypeOf(code: string): string {
  return STREET_TYPES[code.trim().toUpperCase()] ?? code.trim().toLowerCase();
}

/** indiceRepetitionEtablissement: B bis, T ter, Q quater, C quinquies; another letter is kept as written. */
const REPETITION: Readonly<Record<string, string>> = { B: 'bis', T: 'ter', Q: 'quater', C: 'quinquies' };

export function houseNumberOf(number: string | null, repetition: string | null): string | null {
  if (number === null) return null;
  if (repetition === null) return number;
  const code = repetition.toUpperCase();
  const word = REPETITION[code];
  return word ? `${number} ${word}` : `${number}${code}`;
}
