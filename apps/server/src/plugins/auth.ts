// Authentication in one place: the access-token service (app.tokens), cookies, and the
// `app.authenticate` preHandler that sets `request.user` from `Authorization: Bearer <jwt>`.
// Other modules reuse it: `{ preHandler: app.authenticate }` then `currentUser(request)`.
import cookie from '@fastify/cookie';
import { AUTH_DETAILS } from '@fournil/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tokenNotValid } from '../lib/errors.js';
import { createAccessTokens, loadJwtSecret, type AccessTokens } from '../lib/jwt.js';
import { canSignIn, type AuthSession, type AuthUser } from '../lib/auth-user.js';

export type { AuthSession, AuthUser } from '../lib/auth-user.js';

export type AuthOptions = {
  /** The account behind a verified token, read at every request (app.ts hands the auth module's query). */
  loadUser: (userId: number) => Promise<AuthUser | undefined>;
};

export const NOT_AUTHENTICATED = AUTH_DETAILS.notAuthenticated;

declare module 'fastify' {
  interface FastifyInstance {
    tokens: AccessTokens;
    /** preHandler: 401 `{detail, code: 'token_not_valid'}` unless a valid bearer token names an active user. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** The user of a valid bearer token, or null (no token, bad token): for endpoints open to everyone. */
    optionalUser: (request: FastifyRequest) => Promise<AuthUser | null>;
    /** optionalUser with what the session proved (the OpenAPI document's staff check). */
    optionalSession: (request: FastifyRequest) => Promise<AuthSession | null>;
  }
  interface FastifyRequest {
    /** Set by app.authenticate. */
    user: AuthUser | null;
    /** Set by app.authenticate: the session passed two-step verification (docs/two-factor.md, "Sessions"). */
    hasPassedTwoFactor: boolean;
  }
}

/** The authenticated user of a route guarded by app.authenticate. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw tokenNotValid(NOT_AUTHENTICATED);
  return request.user;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer[ ]+([A-Za-z0-9._~+/=-]+)\s*$/i.exec(header);
  return match?.[1];
}

export async function registerAuth(app: FastifyInstance, { loadUser }: AuthOptions): Promise<void> {
  await app.register(cookie, { parseOptions: {} });
  const tokens = createAccessTokens(loadJwtSecret(app.config));
  app.decorate('tokens', tokens);
  app.decorateRequest('user', null);
  app.decorateRequest('hasPassedTwoFactor', false);

  const sessionOf = async (request: FastifyRequest): Promise<AuthSession | null> => {
    const token = bearerToken(request);
    if (!token) return null;
    const verified = await tokens.verify(token);
    if (verified === null) return null;
    const user = await loadUser(verified.userId);
    // Read at every request: a suspended or deactivated account is signed out at its next call, and
    // so is a device whose token predates a password change.
    if (!user || !canSignIn(user)) return null;
    if (user.sessionsValidAfter && verified.issuedAt < user.sessionsValidAfter) return null;
    return { user, hasPassedTwoFactor: verified.hasPassedTwoFactor };
  };

  app.decorate('optionalSession', sessionOf);
  app.decorate('optionalUser', async (request: FastifyRequest) => (await sessionOf(request))?.user ?? null);
  app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
    const session = await sessionOf(request);
    if (!session) {
      reply.header('WWW-Authenticate', 'Bearer error="invalid_token"');
      throw tokenNotValid(NOT_AUTHENTICATED);
    }
    request.user = session.user;
    request.hasPassedTwoFactor = session.hasPassedTwoFactor;
  });
}
