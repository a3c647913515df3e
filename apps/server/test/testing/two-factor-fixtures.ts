// Two-step verification in tests (docs/two-factor.md): set up through the real endpoints, with this
// file playing the authenticator app. A code is accepted once per 30-second step, so `nextCode`
// remembers the steps it gave and moves to the next one (waiting when even that is out of reach).
import { TOTP_PERIOD_SECONDS } from '@fournil/shared';
import type { FastifyInstance } from 'fastify';
import { codeAt } from '../../src/modules/two-factor/totp.js';
import { PASSWORD, bearer, cookieValue, type Session } from './auth-helpers.js';

/**
 * The app's key and the recovery codes, and the session the confirmation gave: turning it on ends
 * every other session of the account, the one given in `access` included (docs/two-factor.md, "Sessions").
 */
export type TwoFactorKeys = { secret: string; recoveryCodes: string[]; session: Session };

const PERIOD_MS = TOTP_PERIOD_SECONDS * 1000;
const lastStepGiven = new Map<string, number>();

/** A code the server has not seen yet: this step's, or the next one's (one step of drift is allowed). */
export async function nextCode(secret: string): Promise<string> {
  for (;;) {
    const current = Math.floor(Date.now() / PERIOD_MS);
    const step = Math.max(current, (lastStepGiven.get(secret) ?? -1) + 1);
    if (step <= current + 1) {
      lastStepGiven.set(secret, step);
      return codeAt(secret, new Date(step * PERIOD_MS));
    }
    await new Promise((resolve) => setTimeout(resolve, (current + 1) * PERIOD_MS - Date.now() + 50));
  }
}

/** A six-digit code that is none of the three accepted around now. */
export function wrongCode(secret: string): string {
  const now = Date.now();
  const accepted = [-1, 0, 1].map((step) => codeAt(secret, new Date(now + step * PERIOD_MS)));
  let code = 0;
  while (accepted.includes(String(code).padStart(6, '0'))) code++;
  return String(code).padStart(6, '0');
}

/** Turns two-step verification on for the account of `access`, as the profile screen does; use `session` after it. */
export async function enableTwoFactor(app: FastifyInstance, access: string, password = PASSWORD): Promise<TwoFactorKeys> {
  const setup = await app.inject({ method: 'POST', url: '/api/auth/2fa/setup/', headers: bearer(access), payload: { password } });
  if (setup.statusCode !== 200) throw new Error(`2fa setup: ${setup.statusCode} ${setup.body}`);
  const { secret } = setup.json<{ secret: string }>();
  const confirm = await app.inject({
    method: 'POST',
    url: '/api/auth/2fa/confirm/',
    headers: bearer(access),
    payload: { code: await nextCode(secret) },
  });
  if (confirm.statusCode !== 200) throw new Error(`2fa confirm: ${confirm.statusCode} ${confirm.body}`);
  const { recovery_codes: recoveryCodes, access: newAccess } = confirm.json<{ recovery_codes: string[]; access: string }>();
  const session = {
    access: newAccess,
    refresh: cookieValue(confirm, 'fournil_refresh')!,
    csrf: cookieValue(confirm, 'csrftoken')!,
    response: confirm,
  };
  return { secret, recoveryCodes, session };
}

/** Password, then a fresh code: the session of a two-step account. */
export async function loginWithCode(app: FastifyInstance, email: string, secret: string, password = PASSWORD): Promise<Session> {
  const first = await app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email, password } });
  if (first.statusCode !== 200 || !first.json().two_factor_token) throw new Error(`login: ${first.statusCode} ${first.body}`);
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login/2fa/',
    payload: { two_factor_token: first.json().two_factor_token, code: await nextCode(secret) },
  });
  if (response.statusCode !== 200) throw new Error(`login 2fa: ${response.statusCode} ${response.body}`);
  return {
    access: response.json().access,
    refresh: cookieValue(response, 'fournil_refresh')!,
    csrf: cookieValue(response, 'csrftoken')!,
    response,
  };
}
