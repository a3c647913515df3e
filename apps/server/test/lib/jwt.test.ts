// Forged access tokens (docs/reliability.md, "Sessions and headers"): src/lib/jwt.ts pins HS256,
// the issuer, the `access` type and a numeric `sub`. Each forgery below differs from a token the
// server accepts by one defect only, so its 401 is owed to that defect. Then revocation: an
// account that can no longer sign in loses its access token at its very next request.
import { AUTH_DETAILS } from '@fournil/shared';
import { eq } from 'drizzle-orm';
import { SignJWT, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.js';
import { bearer, login, registerConfirmed } from '../testing/auth-helpers.js';
import { buildTestApp, type TestApp } from '../testing/helper.js';

// testConfig's JWT_SECRET (test/testing/helper.ts).
const SECRET = new TextEncoder().encode('Jw7qT2vLx9cR4mZb8nHp3sKf6yDg1aE5uB0oNcXi');
const REFUSED = { detail: AUTH_DETAILS.notAuthenticated, code: 'token_not_valid' };

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The claims the server puts in an access token, for `sub`, valid for the next 15 minutes. */
function claims(sub: number): JWTPayload {
  const now = Math.floor(Date.now() / 1000);
  return { typ: 'access', sub: String(sub), iss: 'fournil', iat: now, exp: now + 900, jti: crypto.randomUUID() };
}

function sign(payload: JWTPayload, options: { alg?: string; secret?: Uint8Array } = {}): Promise<string> {
  return new SignJWT(payload).setProtectedHeader({ alg: options.alg ?? 'HS256', typ: 'JWT' }).sign(options.secret ?? SECRET);
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  for (const username of ['lea', 'tom', 'ines', 'noe']) await registerConfirmed(t.app, { username, email: `${username}@example.fr` });
});
afterAll(async () => t?.close());

const profile = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/user/', headers: bearer(token) });

describe('GET /api/auth/user/ with a forged access token', () => {
  let lea: { id: number; access: string };
  let tomId: number;
  beforeAll(async () => {
    const session = await login(t.app, 'lea@example.fr');
    lea = { id: (await profile(session.access)).json().id, access: session.access };
    const [tom] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'tom@example.fr'));
    tomId = tom!.id;
  });

  async function expectRefused(token: string, what: string) {
    const response = await profile(token);
    expect(response.statusCode, what).toBe(401);
    expect(response.json(), what).toEqual(REFUSED);
    expect(response.headers['www-authenticate'], what).toBe('Bearer error="invalid_token"');
  }

  it('accepts the genuine token from the login, and one signed here the same way (the forgeries below are one change away)', async () => {
    const genuine = await profile(lea.access);
    expect(genuine.statusCode).toBe(200);
    expect(genuine.json()).toMatchObject({ id: lea.id, email: 'lea@example.fr' });
    const handMade = await profile(await sign(claims(tomId)));
    expect(handMade.statusCode).toBe(200);
    expect(handMade.json()).toMatchObject({ id: tomId, email: 'tom@example.fr' });
  });

  it('refuses an unsigned token (alg none, whatever its spelling) naming a real account', async () => {
    for (const alg of ['none', 'None', 'NONE', 'nOnE']) {
      const unsigned = `${base64url({ alg, typ: 'JWT' })}.${base64url(claims(lea.id))}.`;
      await expectRefused(unsigned, `alg ${alg}`);
      // The same with the genuine signature left in place.
      await expectRefused(`${unsigned}${lea.access.split('.')[2]}`, `alg ${alg} with a signature`);
    }
  });

  it('refuses a token signed with another secret', async () => {
    await expectRefused(
      await sign(claims(lea.id), { secret: new TextEncoder().encode('an-attacker-secret-an-attacker-secret-42') }),
      'foreign secret',
    );
    // Nor does a key sharing the secret's first 32 bytes.
    await expectRefused(await sign(claims(lea.id), { secret: SECRET.slice(0, 32) }), 'truncated secret');
  });

  it('refuses a genuine token whose payload was changed to another account, signature kept', async () => {
    const [header, payload, signature] = lea.access.split('.') as [string, string, string];
    const decoded = JSON.parse(Buffer.from(payload, 'base64url').toString()) as JWTPayload;
    expect(decoded.sub).toBe(String(lea.id));
    await expectRefused(`${header}.${base64url({ ...decoded, sub: String(tomId) })}.${signature}`, 'sub changed');
    // Lengthening its own life is a change too.
    await expectRefused(`${header}.${base64url({ ...decoded, exp: (decoded.exp ?? 0) + 86_400 })}.${signature}`, 'exp changed');
  });

  it('refuses HS384 and HS512 tokens signed with the right secret: the algorithm is pinned to HS256', async () => {
    for (const alg of ['HS384', 'HS512']) await expectRefused(await sign(claims(lea.id), { alg }), alg);
  });

  it('refuses an expired token, even by a few seconds', async () => {
    const now = Math.floor(Date.now() / 1000);
    await expectRefused(await sign({ ...claims(lea.id), iat: now - 905, exp: now - 5 }), 'expired');
    await expectRefused(await sign({ ...claims(lea.id), exp: undefined }), 'no exp');
  });

  it('refuses a token without sub, or whose sub, issuer or type is not the server’s', async () => {
    await expectRefused(await sign({ ...claims(lea.id), sub: undefined }), 'no sub');
    for (const sub of ['0', '-1', '01', `${lea.id}.0`, 'lea', '2147483648', '99999999999']) {
      await expectRefused(await sign({ ...claims(lea.id), sub }), `sub ${sub}`);
    }
    await expectRefused(await sign({ ...claims(lea.id), iss: 'autre' }), 'other issuer');
    await expectRefused(await sign({ ...claims(lea.id), typ: 'refresh' }), 'refresh type');
    await expectRefused(await sign({ ...claims(lea.id), typ: undefined }), 'no type');
  });
});

// Suspension by staff is proven in modules/admin/moderation.test.ts ("suspends an owner: next request 401…").
// The product has no account deletion (no route removes a user): these cover the two other ways an
// account can stop existing for sign-in — deactivation, and the row being removed from the database.
describe('an access token stops working at the next request once its account cannot sign in', () => {
  it('refuses a deactivated account’s token at its next request', async () => {
    const { access } = await login(t.app, 'ines@example.fr');
    expect((await profile(access)).statusCode).toBe(200);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.email, 'ines@example.fr'));
    const response = await profile(access);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(REFUSED);
  });

  it('refuses a removed account’s token and refresh cookie at their next request', async () => {
    const session = await login(t.app, 'noe@example.fr');
    expect((await profile(session.access)).statusCode).toBe(200);
    await t.database.db.delete(users).where(eq(users.email, 'noe@example.fr'));
    const response = await profile(session.access);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(REFUSED);
    const refresh = await t.app.inject({ method: 'POST', url: '/api/auth/token/refresh/', payload: { refresh: session.refresh } });
    expect(refresh.statusCode).toBe(401);
  });
});
