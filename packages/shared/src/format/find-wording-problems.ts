/**
 * The product's house rules for French texts shown to people (docs/content.md, "Wording"), as
 * checks a test can run over every message and e-mail: no emoji, one name per thing (« Tableau de
 * bord », never « dashboard »), money written `15,00 €` by formatEuros, French ordinals (« 4e »),
 * spelling that slips through review (« boîte »). Paths such as `/dashboard` are not words.
 */
const RULES: { problem: string; pattern: RegExp }[] = [
  { problem: 'emoji', pattern: /[\p{Extended_Pictographic}\u{FE0F}]/u },
  { problem: '« dashboard » au lieu de « Tableau de bord »', pattern: /\bdashboard\b/i },
  { problem: '« boite » au lieu de « boîte »', pattern: /\bboites?\b/i },
  { problem: 'ordinal « ème » ou « ° » au lieu de « e »', pattern: /\d\s?(?:ème|eme|è|°)(?![\p{L}\d])/u },
  { problem: 'montant sans espace avant €', pattern: /\d€/ },
  { problem: 'montant écrit avec un point au lieu de « 15,00 € »', pattern: /\d\.\d{2}\s?(?:€|EUR\b)/ },
  { problem: 'montant en EUR au lieu de « € »', pattern: /\d\s?EUR\b/ },
];

/** The rules a French text breaks (empty when it reads well). */
export function findWordingProblems(text: string): string[] {
  // Addresses (/dashboard, https://…/dashboard) name routes, not things.
  const words = text.replace(/(?:https?:\/\/\S+|\/[\w\-/{}.]+)/g, ' ');
  return RULES.filter((rule) => rule.pattern.test(words)).map((rule) => rule.problem);
}
