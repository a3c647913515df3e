import { PASSWORD_MIN_LENGTH } from '../constants.js';

/** Django's French password-validation messages, kept word for word. */
export const PASSWORD_MESSAGES = {
  tooShort: `Ce mot de passe est trop court. Il doit contenir au minimum ${PASSWORD_MIN_LENGTH} caractères.`,
  entirelyNumeric: 'Ce mot de passe est entièrement numérique.',
  tooCommon: 'Ce mot de passe est trop courant.',
  similarToUsername: 'Le mot de passe est trop semblable au champ « nom d’utilisateur ».',
  similarToEmail: 'Le mot de passe est trop semblable au champ « adresse e-mail ».',
} as const;

/** Compact list of the most used passwords (public leak top lists, plus common French ones). */
const COMMON_PASSWORDS = new Set(
  `123456 123456789 12345678 12345 1234567 1234567890 123123 111111 000000 1234 123 654321 666666 121212 112233
  123321 987654321 1q2w3e4r 1q2w3e4r5t 1qaz2wsx qwerty qwerty123 qwertyuiop qwerty1 azerty azerty123 azertyuiop
  password password1 password123 passw0rd p@ssw0rd p@ssword motdepasse motdepasse1 motdepasse123 mdp123 abc123
  abcdef abcd1234 iloveyou iloveyou1 jetaime jetaime1 jetaime123 admin admin123 administrateur root toor welcome
  welcome1 bienvenue bienvenue1 letmein monkey dragon football soccer baseball basketball master superman batman
  shadow sunshine princess qwe123 zaq12wsx trustno1 starwars whatever freedom michael jennifer jordan hunter
  ranger buster thomas charlie daniel nicolas julien camille marseille paris paris75 lyon toulouse bordeaux
  nantes lille soleil chouchou doudou loulou nounours chocolat boulanger boulangerie baguette croissant pain
  fromage vacances marie pierre sophie nathalie isabelle caroline audrey antoine alexandre maxime olivier
  philippe mathieu sebastien vincent laurent francois frederic stephane christophe guillaume amour chéri cheri
  bonjour salut coucou 123soleil 1234abcd 12341234 11111111 00000000 99999999 88888888 12344321 123654 147258369
  159753 159357 789456 789456123 741852963 963852741 456789 147258 258369 qazwsx asdfgh asdfghjkl zxcvbn
  zxcvbnm 1qazxsw2 q1w2e3r4 a1b2c3d4 aa123456 a123456 a123456789 123456a 123456789a 1234qwer qwer1234 azerty1
  azertyui wxcvbn poiuytreza loveme lovely love123 killer pokemon naruto minecraft fortnite google facebook
  samsung apple computer internet secret secret123 changeme default test test123 testtest guest demo user
  utilisateur bonjour1 soleil123 marseille13 olympique psg psgparis allezom france france123 liberte
  123456789azerty azertyuiop123 password12 password1234 qwerty12 qwerty1234 princesse chouette papillon
  tigrou doudou123 loulou123 nicolas1 thomas1 julien1 marine titi toto tata tutu toto123 azertyqsdf`
    .split(/\s+/)
    .filter(Boolean),
);

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

/**
 * What is wrong with a new password, as French messages (empty when it is fine): the rules and
 * wording of Django's default validators (similarity, minimum length, common, numeric).
 */
export function passwordProblems(
  password: string,
  { username, email }: { username?: string | null; email?: string | null } = {},
): string[] {
  const problems: string[] = [];
  const lower = password.toLowerCase();
  if (lower !== '') {
    if (username && isSimilar(lower, username)) problems.push(PASSWORD_MESSAGES.similarToUsername);
    const localPart = email ? email.split('@')[0] ?? '' : '';
    if (email && (isSimilar(lower, localPart) || isSimilar(lower, email))) problems.push(PASSWORD_MESSAGES.similarToEmail);
  }
  if (password.length < PASSWORD_MIN_LENGTH) problems.push(PASSWORD_MESSAGES.tooShort);
  if (COMMON_PASSWORDS.has(lower.trim())) problems.push(PASSWORD_MESSAGES.tooCommon);
  if (/^\d+$/.test(password)) problems.push(PASSWORD_MESSAGES.entirelyNumeric);
  return problems;
}
