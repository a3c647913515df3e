// One rule for every text a request carries (docs/api-conventions.md, "Input rules"): no control
// character — NUL, the other C0 and C1 controls and DEL — but tab and line breaks, and no lone UTF-16
// surrogate. PostgreSQL cannot store NUL at all, and the others are never typed by a person: they
// come from a broken client or someone probing. Checked before any validation, server and browser alike.

// eslint-disable-next-line no-control-regex -- the control characters are what this rule looks for.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const CONTROL_CHARACTER_MESSAGE = 'Ce champ contient un caractère non autorisé (caractère de contrôle).';

/** « Champ inconnu : « x ». », for each field a body may not send. */
export function unknownFieldMessage(field: string): string {
  return `Champ inconnu : « ${field} ».`;
}

export function hasForbiddenCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text) || LONE_SURROGATE.test(text);
}

/**
 * The fields of a parsed request part (a JSON body, a query, the path parameters) holding a text
 * with a forbidden character: the top-level key each one is under, or `non_field_errors` for the
 * value itself or a key name.
 */
export function fieldsWithForbiddenCharacters(value: unknown): string[] {
  const found = new Set<string>();
  const visit = (node: unknown, field: string, depth: number) => {
    if (depth > 64) return;
    if (typeof node === 'string') {
      if (hasForbiddenCharacter(node)) found.add(field);
    } else if (Array.isArray(node)) {
      for (const item of node) visit(item, field, depth + 1);
    } else if (Object.prototype.toString.call(node) === '[object Object]') {
      // Plain objects, with or without a prototype (a parsed query has none); not a Buffer or a Date.
      for (const [key, item] of Object.entries(node as object)) {
        if (hasForbiddenCharacter(key)) found.add('non_field_errors');
        visit(item, depth === 0 ? key : field, depth + 1);
      }
    }
  };
  visit(value, 'non_field_errors', 0);
  return [...found];
}
