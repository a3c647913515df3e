// Who an anonymous visitor is when they write (docs/decisions/020-who-an-anonymous-visitor-is.md): an
// opaque random secret per browser, in an httpOnly cookie sent only to the API, issued at the first
// write and never before (reading the site sets nothing). The server keeps only its SHA-256: a stored
// key cannot be turned back into a cookie that writes as that visitor. Limits count the visitor AND
// the address (an IPv6 /64 as one, lib/address-group.ts), so clearing cookies makes a new visitor but
// not a new address.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { addressGroup } from './address-group.js';
import { randomToken, sha256Hex } from './secure-token.js';

export const VISITOR_COOKIE = 'fournil_visitor';
/** Sent with API calls only: the pages never need it. */
export const VISITOR_COOKIE_PATH = '/api/';
/** About a year; browsers cap a cookie's life at 400 days anyway. */
export const VISITOR_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;
/** 32 random bytes in base64url: what randomToken() issues, and the only shape accepted back. */
const SECRET_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export type Visitor = {
  /** SHA-256 (hex) of the browser's secret: what a table or a limit counter may keep. */
  key: string;
  /** The secret was issued by this request (the browser had none, or a malformed one). */
  isNew: boolean;
};

/** The visitor of a request that carries a well-formed secret, else undefined (nothing is issued). */
export function readVisitor(request: FastifyRequest): Visitor | undefined {
  const secret = request.cookies[VISITOR_COOKIE];
  return secret && SECRET_SHAPE.test(secret) ? { key: sha256Hex(secret), isNew: false } : undefined;
}

/** The visitor of a writing request: the browser's secret, or a new one set on the reply. */
export function visitorOf(request: FastifyRequest, reply: FastifyReply, appUrl: string): Visitor {
  const known = readVisitor(request);
  if (known) return known;
  const secret = randomToken();
  reply.setCookie(VISITOR_COOKIE, secret, {
    path: VISITOR_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: appUrl.startsWith('https:'),
    maxAge: VISITOR_COOKIE_MAX_AGE_SECONDS,
  });
  return { key: sha256Hex(secret), isNew: true };
}

/**
 * The two keys a visitor's write is counted under: the visitor (or the account, when signed in: one
 * person, one count, whichever browser) and the address group. The limit store hashes its keys again.
 */
export function visitorLimitKeys(visitor: Visitor, ip: string, userId?: number): { visitor: string; address: string } {
  return {
    visitor: userId === undefined ? `visitor:${visitor.key}` : `account:${userId}`,
    address: `address:${addressGroup(ip)}`,
  };
}
