// Professional accounts for journeys that need an owner but not the owner's screens: registered,
// confirmed and logged in through the real API; the SIREN is arranged in the database.
import crypto from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { registerByApi, STRONG_PASSWORD, uniqueIdentity } from './accounts.js';
import { db } from './db.js';

export type ApiAccount = { id: number; email: string; access: string };

/** Registers (test-mode captcha), confirms through the mailed link and logs in, all through `baseUrl`'s API. */
export async function signUpByApi(request: APIRequestContext, baseUrl: string, prefix: string): Promise<ApiAccount> {
  const identity = uniqueIdentity(prefix);
  await registerByApi(request, identity, { baseUrl });
  const login = await request.post(`${baseUrl}/api/auth/login/`, { data: { email: identity.email, password: STRONG_PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  const { access } = (await login.json()) as { access: string };
  const profile = await request.get(`${baseUrl}/api/auth/user/`, { headers: { authorization: `Bearer ${access}` } });
  const { id } = (await profile.json()) as { id: number };
  return { id, email: identity.email, access };
}

/**
 * Makes the account a verified owner (a random SIREN, verified: the SIREN screens have their own
 * journey) and hands it the fixture bakery, so the professional endpoints accept its token.
 */
export async function makeOwnerOf(account: ApiAccount, bakeryId: number): Promise<void> {
  const siren = String(crypto.randomInt(100_000_000, 1_000_000_000));
  await db().query('UPDATE users SET siren = $2, siren_verified = true, siren_verified_at = now(), is_proprietaire = true WHERE id = $1', [
    account.id,
    siren,
  ]);
  await db().query('UPDATE bakeries SET proprietaire_id = $2 WHERE id = $1', [bakeryId, account.id]);
}
