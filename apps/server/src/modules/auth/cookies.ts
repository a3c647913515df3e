// The browser session: the refresh token in an httpOnly SameSite=Lax cookie limited to /api/auth/,
// and a readable `csrftoken` cookie the client echoes in `X-CSRFToken` (double submit) on every
// request that relies on the refresh cookie.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_DETAILS } from '@fournil/shared';
import { AppError } from '../../lib/errors.js';
import { randomToken, safeEqual } from '../../lib/secure-token.js';

export const REFRESH_COOKIE = 'fournil_refresh';
export const REFRESH_COOKIE_PATH = '/api/auth/';
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';

const isHttps = (appUrl: string) => appUrl.startsWith('https:');

export function setSessionCookies(reply: FastifyReply, appUrl: string, refresh: string, expiresAt: Date, request: FastifyRequest): void {
  const secure = isHttps(appUrl);
  reply.setCookie(REFRESH_COOKIE, refresh, { path: REFRESH_COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure, expires: expiresAt });
  // Keep the client's CSRF token if it has a well-formed one: other tabs keep working.
  const existing = request.cookies[CSRF_COOKIE];
  const csrf = existing && /^[A-Za-z0-9_-]{32,64}$/.test(existing) ? existing : randomToken();
  reply.setCookie(CSRF_COOKIE, csrf, { path: '/', httpOnly: false, sameSite: 'lax', secure, expires: expiresAt });
}

export function clearSessionCookies(reply: FastifyReply, appUrl: string): void {
  const secure = isHttps(appUrl);
  reply.clearCookie(REFRESH_COOKIE, { path: REFRESH_COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure });
  reply.clearCookie(CSRF_COOKIE, { path: '/', sameSite: 'lax', secure });
}

/**
 * The refresh token of a refresh or logout call: `{refresh}` in the body (API clients), else the
 * cookie, which then requires `X-CSRFToken` equal to the `csrftoken` cookie (403 otherwise).
 */
export function readRefreshToken(request: FastifyRequest, body: { refresh?: string | undefined } | null | undefined): string | undefined {
  if (body?.refresh) return body.refresh;
  const cookie = request.cookies[REFRESH_COOKIE];
  if (!cookie) return undefined;
  const header = request.headers[CSRF_HEADER];
  const csrfCookie = request.cookies[CSRF_COOKIE];
  if (typeof header !== 'string' || !header || !csrfCookie || !safeEqual(header, csrfCookie)) {
    throw new AppError('forbidden', AUTH_DETAILS.csrfInvalid);
  }
  return cookie;
}
