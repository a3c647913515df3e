// « de » and « à » before a bakery's name, the French way (docs/bakery-management.md, "Names in
// sentences"): the name's own article contracts with the preposition (de + Le Fournil → du Fournil,
// à + Les Délices → aux Délices), and « de » is elided before a vowel or a mute h (d’Amandine).

type Preposition = 'de' | 'à';

/** What a leading article becomes after each preposition; `null`: the article is kept as written. */
const CONTRACTIONS: Record<string, Record<Preposition, string>> = {
  le: { de: 'du', à: 'au' },
  la: { de: 'de la', à: 'à la' },
  les: { de: 'des', à: 'aux' },
  au: { de: 'du', à: 'au' },
  aux: { de: 'des', à: 'aux' },
  du: { de: 'du', à: 'au' },
  des: { de: 'des', à: 'aux' },
};

const LEADING_ARTICLE = /^(le|la|les|au|aux|du|des)\s+(?=\S)/iu;
const LEADING_ELIDED_ARTICLE = /^l(['’])(?=\S)/iu;
const VOWEL = /^[aeiouàâäéèêëîïôöùûüœæ]/iu;
/** A y before a consonant sounds as a vowel (d’Yves, d’Yvette), before a vowel as a consonant (de Yannick). */
const VOWEL_Y = /^y[^aeiouàâäéèêëîïôöùûü]/iu;
/**
 * Words with an aspirated h that bakery names often start with: no elision before them (de Hameau…).
 * Any other h is taken as mute (d’Hélène, d’Hortense), the common case for first names.
 */
const ASPIRATED_H = /^(hall?e?s?|hameaux?|hangars?|hauts?|hautes?|hérissons?|hiboux?|hêtres?|houx|huche|hutte)\b/iu;

function startsWithVowelSound(word: string): boolean {
  if (VOWEL.test(word) || VOWEL_Y.test(word)) return true;
  return /^h/iu.test(word) && !ASPIRATED_H.test(word);
}

function join(preposition: Preposition, name: string): string {
  const trimmed = name.trim();
  const article = LEADING_ARTICLE.exec(trimmed);
  if (article) {
    const rest = trimmed.slice(article[0].length);
    return `${CONTRACTIONS[article[1]!.toLowerCase()]![preposition]} ${rest}`;
  }
  const elided = LEADING_ELIDED_ARTICLE.exec(trimmed);
  if (elided) return `${preposition} l${elided[1]}${trimmed.slice(elided[0].length)}`;
  if (preposition === 'de' && startsWithVowelSound(trimmed)) return `d’${trimmed}`;
  return `${preposition} ${trimmed}`;
}

/** « de » + a name: `du Fournil`, `de la Mie dorée`, `des Délices`, `de l'Atelier`, `d’Amandine`, `de Maison Kayser`. */
export function withDe(name: string): string {
  return join('de', name);
}

/** « à » + a name: `au Fournil`, `à la Mie dorée`, `aux Délices`, `à l'Atelier`, `à Maison Kayser`. */
export function withA(name: string): string {
  return join('à', name);
}
