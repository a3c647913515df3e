// The rules of a new password (docs/accounts.md, "Password rules"), the same in the browser and on
// the server: Django's checks (length, digits only, similarity to the name or the address), then how
// easily it is guessed, judged by zxcvbn-ts on its dictionaries (password-guessability.ts, loaded
// on first use).
import { PASSWORD_MIN_LENGTH } from '../constants.js';
import type * as GuessabilityModule from './password-guessability.js';

/** The messages of the password rules: Django’s French wording for its checks (kept word for word), then ours. */
export const PASSWORD_MESSAGES = {
  tooShort: `Ce mot de passe est trop court. Il doit contenir au minimum ${PASSWORD_MIN_LENGTH} caractères.`,
  entirelyNumeric: 'Ce mot de passe est entièrement numérique.',
  similarToUsername: 'Le mot de passe est trop semblable au champ « nom d’utilisateur ».',
  similarToEmail: 'Le mot de passe est trop semblable au champ « adresse e-mail ».',
  tooGuessable: 'Ce mot de passe est trop courant ou trop facile à deviner.',
  guessAdvice: 'Ajoutez des mots moins prévisibles : trois ou quatre mots sans lien entre eux font un bon mot de passe.',
} as const;

/**
 * Why a password is easy to guess, by zxcvbn's warning key; said between `tooGuessable` and
 * `guessAdvice`. A warning without an entry here (or none at all) adds nothing.
 */
export const GUESSABLE_PASSWORD_MESSAGES = {
  topTen: 'Il figure parmi les mots de passe les plus utilisés.',
  topHundred: 'Il figure parmi les mots de passe les plus utilisés.',
  common: 'Il figure parmi les mots de passe les plus utilisés.',
  similarToCommon: 'Il ressemble de près à un mot de passe très utilisé.',
  wordByItself: 'Un mot seul se devine vite.',
  namesByThemselves: 'Un prénom ou un nom de famille se devine vite.',
  commonNames: 'Un prénom ou un nom de famille se devine vite.',
  recentYears: 'Une année récente se devine vite.',
  dates: 'Une date se devine vite.',
  straightRow: 'Des touches voisines du clavier (comme « azerty ») se devinent vite.',
  keyPattern: 'Des touches voisines du clavier (comme « azerty ») se devinent vite.',
  simpleRepeat: 'Des caractères répétés (comme « aaa » ou « abcabc ») se devinent vite.',
  extendedRepeat: 'Des caractères répétés (comme « aaa » ou « abcabc ») se devinent vite.',
  sequences: 'Une suite comme « abcd » ou « 1234 » se devine vite.',
  userInputs: 'Il reprend votre nom d’utilisateur ou votre adresse e-mail.',
} as const;

/**
 * The lowest zxcvbn score accepted: 3, an estimate of at least 10^8 guesses, far beyond what the
 * login limits let anyone try, and costly offline against argon2id.
 */
export const PASSWORD_MIN_SCORE = 3;

/** Who the password belongs to: a password built on them is easier to guess. */
export type TPasswordOwner = { username?: string | null; email?: string | null };

const MAX_SIMILARITY = 0.7;

/** Upper bound of the similarity ratio: shared characters as a multiset (Python's quick_ratio). */
function quickRatio(a: string, b: string): number {
  if (a.length + b.length === 0) return 1;
  const counts = new Map<string, number>();
  for (const char of b) counts.set(char, (counts.get(char) ?? 0) + 1);
  let matches = 0;
  for (const char of a) {
    const count = counts.get(char) ?? 0;
    if (count > 0) {
      matches += 1;
      counts.set(char, count - 1);
    }
  }
  return (2 * matches) / (a.length + b.length);
}

/** Like Django: a short attribute cannot make a much longer password "similar". */
function exceedsLengthRatio(password: string, value: string): boolean {
  return password.length >= 10 * value.length && value.length < (MAX_SIMILARITY / 2) * password.length;
}

function isSimilar(password: string, attribute: string): boolean {
  const value = attribute.trim().toLowerCase();
  if (value === '') return false;
  const parts = [value, ...value.split(/[^\p{L}\p{N}_]+/u)].filter((part) => part !== '');
  return parts.some((part) => {
    if (part.length >= 4 && password.includes(part)) return true;
    if (password.length >= 4 && part.includes(password)) return true;
    if (exceedsLengthRatio(password, part)) return false;
    return quickRatio(password, part) >= MAX_SIMILARITY;
  });
}

/** Django's checks: similarity to the name or the address, length, digits only. */
function basicProblems(password: string, { username, email }: TPasswordOwner): string[] {
  const problems: string[] = [];
  const lower = password.toLowerCase();
  if (lower !== '') {
    if (username && isSimilar(lower, username)) problems.push(PASSWORD_MESSAGES.similarToUsername);
    const localPart = email ? (email.split('@')[0] ?? '') : '';
    if (email && (isSimilar(lower, localPart) || isSimilar(lower, email))) problems.push(PASSWORD_MESSAGES.similarToEmail);
  }
  if (password.length < PASSWORD_MIN_LENGTH) problems.push(PASSWORD_MESSAGES.tooShort);
  if (/^\d+$/.test(password)) problems.push(PASSWORD_MESSAGES.entirelyNumeric);
  return problems;
}

type Guessability = typeof GuessabilityModule;
let guessability: Promise<Guessability> | undefined;

/**
 * Starts loading the guessability estimator (its dictionaries) without waiting for it: a page with
 * a password field calls it when it opens, so the first check does not wait for the download.
 */
export function loadPasswordRules(): Promise<Guessability> {
  guessability ??= import('./password-guessability.js').catch((error: unknown) => {
    // A failed download (offline) is tried again at the next check.
    guessability = undefined;
    throw error;
  });
  return guessability;
}

/**
 * What is wrong with a new password, as French messages (empty when it is fine). Django's checks
 * first, all reported at once; only a password that passes them is judged on how easily it is
 * guessed (one message: why, and what to do). Rejects only when the estimator cannot be loaded.
 */
export async function newPasswordProblems(password: string, owner: TPasswordOwner = {}): Promise<string[]> {
  const problems = basicProblems(password, owner);
  if (problems.length > 0) return problems;
  const { estimateGuessability } = await loadPasswordRules();
  const localPart = owner.email?.split('@')[0];
  const userInputs = [owner.username, owner.email, localPart].filter((input): input is string => !!input);
  const { score, warning } = estimateGuessability(password, userInputs);
  if (score >= PASSWORD_MIN_SCORE) return [];
  const reason =
    warning && warning in GUESSABLE_PASSWORD_MESSAGES
      ? GUESSABLE_PASSWORD_MESSAGES[warning as keyof typeof GUESSABLE_PASSWORD_MESSAGES]
      : null;
  return [[PASSWORD_MESSAGES.tooGuessable, reason, PASSWORD_MESSAGES.guessAdvice].filter(Boolean).join(' ')];
}
