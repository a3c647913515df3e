// Image captcha (django-simple-captcha conventions): a key and an SVG image, single use, valid
// 5 minutes, answer compared case-insensitively in constant time. CAPTCHA_TEST_MODE accepts PASSED.
import crypto from 'node:crypto';
import { AUTH_DETAILS } from '@fournil/shared';
import svgCaptcha from 'svg-captcha';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../lib/errors.js';
import { randomToken, safeEqual } from '../../lib/secure-token.js';
import * as repository from './repository.js';

export const CAPTCHA_INVALID = AUTH_DETAILS.captchaInvalid;
export const CAPTCHA_TTL_MS = 5 * 60_000;
const ANSWER_LENGTH = 5;
// No 0/O, 1/I/L: readable on a phone; case does not matter.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const TEST_MODE_ANSWER = 'PASSED';

type RenderSvg = (text: string, options?: Parameters<typeof svgCaptcha.create>[0]) => string;
// svg-captcha's module function renders a given text; its typings only declare the helpers.
const renderSvg = svgCaptcha as unknown as RenderSvg;

export type TCaptcha = { key: string; image_url: string };

export function captchaImageUrl(key: string): string {
  return `/api/captcha/image/${key}/`;
}

function randomAnswer(): string {
  let answer = '';
  for (let i = 0; i < ANSWER_LENGTH; i++) answer += ALPHABET[crypto.randomInt(ALPHABET.length)];
  return answer;
}

export async function createCaptcha(db: Db, now = new Date()): Promise<TCaptcha> {
  // Opportunistic purge: the index on expires_at keeps it cheap.
  await repository.purgeExpired(db);
  const key = randomToken(24);
  await repository.insertChallenge(db, { key, answer: randomAnswer(), expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS) });
  return { key, image_url: captchaImageUrl(key) };
}

export async function captchaImage(db: Db, key: string): Promise<string> {
  const answer = await repository.findLiveAnswer(db, key);
  if (!answer) throw notFound('Captcha introuvable ou expiré.');
  return renderSvg(answer, { width: 150, height: 50, fontSize: 56, noise: 3, color: true, background: '#fff7ed' });
}

const normalise = (answer: string) => answer.trim().toUpperCase();

/** Consumes the challenge (right or wrong, it cannot be used again) and says whether the answer is right. */
export async function checkCaptcha(db: Db, testMode: boolean, key: string, answer: string): Promise<boolean> {
  const challenge = key ? await repository.consumeChallenge(db, key) : undefined;
  const given = normalise(answer);
  if (testMode && safeEqual(given, TEST_MODE_ANSWER)) return true;
  if (!challenge || challenge.expiresAt.getTime() <= Date.now()) return false;
  return safeEqual(given, normalise(challenge.answer));
}

export const captchaError = () => new AppError('bad_request', CAPTCHA_INVALID, { captcha: [CAPTCHA_INVALID] });

export async function assertCaptcha(db: Db, testMode: boolean, key: string, answer: string): Promise<void> {
  if (!(await checkCaptcha(db, testMode, key, answer))) throw captchaError();
}
