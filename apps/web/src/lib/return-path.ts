import { paths } from '@/config/paths';

// Where to go after the next login, remembered across an e-mail round trip: someone invited to
// manage a bakery may first have to register and confirm the address (the confirmation link
// opens a new tab and ends on the login screen); after that login they come back to the invitation.
const STORAGE_KEY = 'fournil.returnAfterLogin';
/** As long as an invitation link lives (7 days): an older wish is forgotten. */
const MAX_AGE_MS = 7 * 24 * 60 * 60_000;

type TStored = { path: string; savedAt: number };

/** A path of this site; anything else (another origin, '//host', backslashes, control characters, /login) is refused. */
export function isSafeReturnPath(path: unknown): path is string {
  return (
    typeof path === 'string' &&
    path.startsWith('/') &&
    !path.startsWith('//') &&
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
    !/[\\\u0000-\u001f]/.test(path) &&
    !path.startsWith(paths.login.path)
  );
}

export function rememberReturnPath(path: string, now = Date.now()): void {
  if (!isSafeReturnPath(path)) return;
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ path, savedAt: now } satisfies TStored));
  } catch {
    // Private mode or storage full: the page still tells the person to come back to the link.
  }
}

/** The remembered path, once: it is forgotten as soon as it is read. */
export function takeReturnPath(now = Date.now()): string | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(STORAGE_KEY);
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as Partial<TStored>;
    const isFresh = typeof stored.savedAt === 'number' && now - stored.savedAt <= MAX_AGE_MS;
    return isFresh && isSafeReturnPath(stored.path) ? stored.path : null;
  } catch {
    return null;
  }
}
