// The signed-in user as every request sees it (`request.user`), and who may hold a session.
export type AuthUser = {
  id: number;
  username: string;
  email: string;
  isActive: boolean;
  /** The account's e-mail address is confirmed (login refuses it until then). */
  emailVerified: boolean;
  /** Suspended by staff (back-office): treated as signed out everywhere. */
  isSuspended: boolean;
  isStaff: boolean;
  isProprietaire: boolean;
  sirenVerified: boolean;
  /** Access tokens issued before this moment are refused (a password change ended the other sessions). */
  sessionsValidAfter: Date | null;
};

/**
 * The account of a request and what its session proved: whether it was opened with the second factor
 * (a login with a code, or the session that turned it on; docs/two-factor.md, "Sessions").
 */
export type AuthSession = { user: AuthUser; hasPassedTwoFactor: boolean };

/**
 * Whether this account may hold a session: active, not suspended, e-mail confirmed. Login already
 * refuses an unconfirmed account; checking it here too means a token minted any other way (a bug, a
 * leaked signing key used on a fresh account) opens nothing either (test/app/authorization-matrix.test.ts).
 */
export function canSignIn(user: Pick<AuthUser, 'isActive' | 'isSuspended' | 'emailVerified'>): boolean {
  return user.isActive && !user.isSuspended && user.emailVerified;
}
