import { CAPTCHA_POW_PREFIX, ZCaptchaPowChallenge, type TCaptchaPowChallenge } from '@fournil/shared';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { apiFetch } from '@/lib/api-client';

/** `GET /api/captcha/{key}/pow/`: the proof-of-work challenge that replaces reading the image. */
export async function getCaptchaPow(key: string, signal?: AbortSignal): Promise<TCaptchaPowChallenge> {
  const body = await apiFetch<unknown>(`/api/captcha/${encodeURIComponent(key)}/pow/`, {
    cache: 'no-store',
    ...(signal ? { signal } : {}),
  });
  return ZCaptchaPowChallenge.parse(body);
}

/** Solves the challenge in this browser (WebCrypto PBKDF2); the `captcha_1` answer, or null if aborted or timed out. */
export async function solveCaptchaPow(challenge: TCaptchaPowChallenge, controller: AbortController): Promise<string | null> {
  const solution = await solveChallenge({ challenge, deriveKey, controller, timeout: 120_000 });
  return solution ? `${CAPTCHA_POW_PREFIX}${solution.counter}` : null;
}
