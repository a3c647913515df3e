// zod's default messages, in natural French (docs/api-conventions.md, "Input rules"): what a person
// filling a form would read, for every schema without its own message. zod's bundled French locale
// reads like a type checker (« Trop petit : chaîne de caractères doit avoir >=3 caractères »).
import { z } from 'zod';
import { unknownFieldMessage } from './text-rules.js';

const frNumber = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 6 });
const count = (n: number | bigint, one: string, many: string) => `${frNumber.format(n)} ${Number(n) > 1 ? many : one}`;

const EXPECTED: Record<string, string> = {
  string: 'un texte',
  number: 'un nombre',
  int: 'un nombre entier',
  bigint: 'un nombre entier',
  boolean: 'vrai ou faux',
  array: 'une liste',
  object: 'un objet',
  date: 'une date',
  file: 'un fichier',
};

const FORMATS: Record<string, string> = {
  email: 'Adresse e-mail invalide.',
  url: 'Adresse web invalide.',
  datetime: 'Date et heure invalides.',
  date: 'Date invalide.',
  time: 'Heure invalide.',
  uuid: 'Identifiant invalide.',
  starts_with: 'Format invalide.',
  ends_with: 'Format invalide.',
  includes: 'Format invalide.',
  regex: 'Format invalide.',
};

type Issue = z.core.$ZodRawIssue;

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>): string {
  const { minimum, origin, inclusive } = issue;
  if (origin === 'string')
    return Number(minimum) <= 1 ? 'Ce champ ne peut pas être vide.' : `Saisissez au moins ${count(minimum, 'caractère', 'caractères')}.`;
  if (origin === 'array' || origin === 'set')
    return Number(minimum) <= 1 ? 'Choisissez au moins un élément.' : `Choisissez au moins ${count(minimum, 'élément', 'éléments')}.`;
  if (origin === 'date') return 'Date trop ancienne.';
  return `La valeur doit être ${inclusive === false ? 'strictement supérieure à' : 'au moins égale à'} ${frNumber.format(minimum as number)}.`;
}

function tooBig(issue: Extract<Issue, { code: 'too_big' }>): string {
  const { maximum, origin, inclusive } = issue;
  if (origin === 'string') return `Ce champ ne peut pas dépasser ${count(maximum, 'caractère', 'caractères')}.`;
  if (origin === 'array' || origin === 'set') return `Au plus ${count(maximum, 'élément', 'éléments')}.`;
  if (origin === 'date') return 'Date trop lointaine.';
  if (origin === 'file') return 'Fichier trop volumineux.';
  return `La valeur doit être ${inclusive === false ? 'strictement inférieure à' : 'au plus égale à'} ${frNumber.format(maximum as number)}.`;
}

/** The message of one issue, or undefined for zod's own (never reached by the codes below). */
export function frenchZodMessage(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'Ce champ est obligatoire.';
      if (issue.input === null) return 'Ce champ ne peut pas être vide.';
      return `Ce champ doit être ${EXPECTED[issue.expected] ?? 'd’un autre type'}.`;
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_format':
      return FORMATS[issue.format] ?? 'Format invalide.';
    case 'not_multiple_of':
      return `La valeur doit être un multiple de ${frNumber.format(issue.divisor as number)}.`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `La valeur doit être ${JSON.stringify(issue.values[0])}.`
        : `Valeur non autorisée : choisissez parmi ${issue.values.map((value: unknown) => JSON.stringify(value)).join(', ')}.`;
    case 'unrecognized_keys':
      return issue.keys.length === 1
        ? unknownFieldMessage(issue.keys[0]!)
        : `Champs inconnus : ${issue.keys.map((key: string) => `« ${key} »`).join(', ')}.`;
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
    case 'custom':
      return 'Valeur invalide.';
    default:
      return undefined;
  }
}

/**
 * Switches zod's default error messages to natural French, for every schema without an explicit
 * message. Call it once at start-up, in the server and in the browser.
 * Not a React hook despite the name; `applyFrenchZodErrors` is the same function for
 * module top-level calls, where the react-hooks lint rule would flag a `use…` name.
 */
export function useFrenchZodErrors(): void {
  const fallback = z.locales.fr().localeError;
  z.config({ localeError: (issue) => frenchZodMessage(issue) ?? fallback(issue) });
}

export const applyFrenchZodErrors = useFrenchZodErrors;
