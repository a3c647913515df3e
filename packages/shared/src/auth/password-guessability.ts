// How easily a password is guessed (docs/accounts.md, "Password rules"): zxcvbn-ts with the common
// passwords of public leaks (about 49,000) and the French dictionaries (words, first names, last
// names, Wikipedia titles). The dictionaries weigh about a megabyte: this module is reached only
// through the import() in check-password-strength.ts, so a page without a password field (the home
// page and its first-load budget) never downloads it, and a server process builds the estimator
// once, on its first password.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as frenchDictionary } from '@zxcvbn-ts/language-fr';

const estimator = new ZxcvbnFactory({
  graphs: adjacencyGraphs,
  dictionary: { ...commonDictionary, ...frenchDictionary },
  // Only the first 64 characters are judged: strong there, strong whatever follows. Beyond it, and
  // with more than 4 look-alike substitutions (@ for a…: `p@$$w0rd` needs 4), a crafted password
  // costs hundreds of milliseconds of CPU for no better verdict; within them a check takes a few.
  maxLength: 64,
  l33tMaxSubstitutions: 4,
});

/**
 * zxcvbn's score (0 to 4) and the key of its warning (`common`, `dates`…), or null. Without
 * translations the warnings are keys: check-password-strength.ts words them itself.
 */
export function estimateGuessability(password: string, userInputs: string[]): { score: number; warning: string | null } {
  const result = estimator.check(password, userInputs);
  return { score: result.score, warning: result.feedback.warning };
}
