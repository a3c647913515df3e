// Captcha (django-simple-captcha conventions: `captcha_0` key, `captcha_1` answer), single use,
// valid 5 minutes. Two ways to pass one key (docs/decisions/006-captcha-raster-and-proof-of-work.md):
// - read the image: a PNG rasterised from a noisy SVG, each letter tilted and the whole picture
//   warped and speckled, so no vector path or text is left for a script to read;
// - or, for anyone who cannot read it, let the browser solve an ALTCHA proof of work bound to the
//   key (`captcha_1 = "pow:<counter>"`), verified with HMAC signatures on the server.
// CAPTCHA_TEST_MODE accepts PASSED.
import crypto from 'node:crypto';
import { AUTH_DETAILS, CAPTCHA_POW_PREFIX, type TCaptchaPowChallenge } from '@fournil/shared';
import { createChallenge, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import sharp from 'sharp';
import svgCaptcha from 'svg-captcha';
import type { Config } from '../../config/index.js';
import type { Db } from '../../db/client.js';
import type { ServiceContext } from '../../service-context.js';
import { AppError, notFound } from '../../lib/errors.js';
import { deriveSecret, loadJwtSecret } from '../../lib/jwt.js';
import { randomToken, safeEqual } from '../../lib/secure-token.js';
import * as repository from './repository.js';

export const CAPTCHA_INVALID = AUTH_DETAILS.captchaInvalid;
export const CAPTCHA_TTL_MS = 5 * 60_000;
const ANSWER_LENGTH = 5;
// No 0/O, 1/I/L: readable on a phone; case does not matter.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const TEST_MODE_ANSWER = 'PASSED';
const NOT_FOUND = 'Captcha introuvable ou expiré.';

/**
 * Proof-of-work cost: PBKDF2-SHA-256 at POW_COST iterations per try, the answer hidden among
 * POW_COUNTER_MIN..POW_COUNTER_MAX tries (about a second on a laptop, a few on a phone).
 */
export const POW_ALGORITHM = 'PBKDF2/SHA-256';
export const POW_COST = 500;
export const POW_COUNTER_MIN = 1_000;
export const POW_COUNTER_MAX = 5_000;

type RenderSvg = (text: string, options?: Parameters<typeof svgCaptcha.create>[0]) => string;
// svg-captcha's module function renders a given text; its typings only declare the helpers.
const renderSvg = svgCaptcha as unknown as RenderSvg;

export type TCaptcha = { key: string; image_url: string };

/** What a captcha check needs besides the database: the test mode and the proof-of-work secrets. */
export type CaptchaSettings = { testMode: boolean; signatureSecret: string; keySignatureSecret: string };

const settingsCache = new WeakMap<object, CaptchaSettings>();

/** Settings derived from the configuration (the HMAC secrets come from the JWT secret). */
export function captchaSettings(config: Pick<Config, 'captchaTestMode' | 'jwtSecret' | 'dataDir'>): CaptchaSettings {
  let settings = settingsCache.get(config);
  if (!settings) {
    const secret = loadJwtSecret(config);
    settings = {
      testMode: config.captchaTestMode,
      signatureSecret: deriveSecret(secret, 'captcha-pow-signature'),
      keySignatureSecret: deriveSecret(secret, 'captcha-pow-key-signature'),
    };
    settingsCache.set(config, settings);
  }
  return settings;
}

export function captchaImageUrl(key: string): string {
  return `/api/captcha/image/${key}/`;
}

function randomAnswer(): string {
  let answer = '';
  for (let i = 0; i < ANSWER_LENGTH; i++) answer += ALPHABET[crypto.randomInt(ALPHABET.length)];
  return answer;
}

export async function createCaptcha({ db, now }: Pick<ServiceContext, 'db' | 'now'>): Promise<TCaptcha> {
  // Opportunistic purge: the index on expires_at keeps it cheap.
  await repository.purgeExpired(db);
  const key = randomToken(24);
  await repository.insertChallenge(db, { key, answer: randomAnswer(), expiresAt: new Date(now().getTime() + CAPTCHA_TTL_MS) });
  return { key, image_url: captchaImageUrl(key) };
}

// ---------------------------------------------------------------- the image

const WIDTH = 150;
const HEIGHT = 50;
/** Rendered at twice the displayed size: sharp on high-density screens, more pixels to warp. */
const SCALE = 2;

const random = (min: number, max: number) => min + (crypto.randomInt(1_000_000) / 1_000_000) * (max - min);

/** A saturated, dark colour: letters stay readable on the pale background whatever the hue. */
const darkColour = () => `hsl(${crypto.randomInt(360)} ${crypto.randomInt(55, 85)}% ${crypto.randomInt(22, 38)}%)`;

/** The centre of a glyph's path (the bounding box of its points). */
function pathCentre(d: string): { x: number; y: number } {
  const xs: number[] = [];
  const ys: number[] = [];
  for (const [, x, y] of d.matchAll(/(-?[\d.]+) (-?[\d.]+)/g)) {
    xs.push(Number(x));
    ys.push(Number(y));
  }
  if (xs.length === 0) return { x: WIDTH / 2, y: HEIGHT / 2 };
  return { x: (Math.min(...xs) + Math.max(...xs)) / 2, y: (Math.min(...ys) + Math.max(...ys)) / 2 };
}

/** svg-captcha's SVG with each letter tilted, skewed and moved on its own, plus extra strokes and dots. */
function noisySvg(answer: string): string {
  const svg = renderSvg(answer, { width: WIDTH, height: HEIGHT, fontSize: 52, noise: 2, color: true, background: '#fff7ed' });
  const tilted = svg.replace(/<path fill="(#[0-9a-f]{3,6})" d="([^"]*)"\/>/gi, (_whole, _fill: string, d: string) => {
    const { x, y } = pathCentre(d);
    const transform = `rotate(${random(-12, 12).toFixed(1)} ${x.toFixed(1)} ${y.toFixed(1)}) translate(${random(-2, 2).toFixed(1)} ${random(-3, 3).toFixed(1)})`;
    return `<path fill="${darkColour()}" transform="${transform}" d="${d}"/>`;
  });
  let strokes = '';
  for (let i = 0; i < 2; i++) {
    const y1 = random(12, HEIGHT - 12);
    const y2 = random(12, HEIGHT - 12);
    strokes += `<path d="M0 ${y1.toFixed(1)} C${random(30, 60).toFixed(1)} ${random(5, HEIGHT - 5).toFixed(1)} ${random(90, 120).toFixed(1)} ${random(5, HEIGHT - 5).toFixed(1)} ${WIDTH} ${y2.toFixed(1)}" stroke="#5b4636" stroke-width="${random(0.8, 1.4).toFixed(1)}" fill="none" opacity="0.6"/>`;
  }
  for (let i = 0; i < 40; i++) {
    strokes += `<circle cx="${random(0, WIDTH).toFixed(1)}" cy="${random(0, HEIGHT).toFixed(1)}" r="${random(0.4, 1.2).toFixed(1)}" fill="#${crypto.randomInt(0x1000000).toString(16).padStart(6, '0')}"/>`;
  }
  return tilted.replace('</svg>', `${strokes}</svg>`);
}

/** Sine-wave displacement of every pixel, then speckles: the letters lose their clean outlines. */
function warp(pixels: Buffer, width: number, height: number, channels: number): Buffer {
  const out = Buffer.alloc(pixels.length);
  const amplitudeX = random(1, 2) * SCALE;
  const amplitudeY = random(1, 2) * SCALE;
  const periodX = random(18, 30) * SCALE;
  const periodY = random(35, 55) * SCALE;
  const phaseX = random(0, Math.PI * 2);
  const phaseY = random(0, Math.PI * 2);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const sourceX = Math.round(x + amplitudeX * Math.sin((2 * Math.PI * y) / periodX + phaseX));
      const sourceY = Math.round(y + amplitudeY * Math.sin((2 * Math.PI * x) / periodY + phaseY));
      const target = (y * width + x) * channels;
      if (sourceX < 0 || sourceX >= width || sourceY < 0 || sourceY >= height) {
        out.fill(0xff, target, target + channels);
        continue;
      }
      pixels.copy(out, target, (sourceY * width + sourceX) * channels, (sourceY * width + sourceX + 1) * channels);
    }
  }
  const speckles = Math.round(width * height * 0.02);
  for (let i = 0; i < speckles; i++) {
    const target = crypto.randomInt(width * height) * channels;
    const shade = crypto.randomInt(256);
    for (let c = 0; c < Math.min(3, channels); c++) out[target + c] = shade;
  }
  return out;
}

/** The PNG of a live challenge; 404 when the key is unknown, used or expired. */
export async function captchaImage({ db }: Pick<ServiceContext, 'db'>, key: string): Promise<Buffer> {
  const answer = await repository.findLiveAnswer(db, key);
  if (!answer) throw notFound(NOT_FOUND);
  const { data, info } = await sharp(Buffer.from(noisySvg(answer)), { density: 72 * SCALE })
    .flatten({ background: '#fff7ed' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const warped = warp(data, info.width, info.height, info.channels);
  return sharp(warped, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .blur(0.5)
    .png({ compressionLevel: 9 })
    .toBuffer();
}

// ---------------------------------------------------------------- the proof of work

const toHex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

/**
 * The ALTCHA challenge of a live key (created on the first call, the same one afterwards). It
 * carries the key in its signed data and expires with the captcha.
 */
export async function powChallenge({ db, config }: Pick<ServiceContext, 'db' | 'config'>, key: string): Promise<TCaptchaPowChallenge> {
  const settings = captchaSettings(config);
  const live = await repository.findLiveChallenge(db, key);
  if (!live) throw notFound(NOT_FOUND);
  if (live.powChallenge) return JSON.parse(live.powChallenge) as TCaptchaPowChallenge;
  const challenge = await createChallenge({
    algorithm: POW_ALGORITHM,
    cost: POW_COST,
    counter: crypto.randomInt(POW_COUNTER_MIN, POW_COUNTER_MAX),
    deriveKey,
    data: { key },
    expiresAt: live.expiresAt,
    hmacSignatureSecret: settings.signatureSecret,
    hmacKeySignatureSecret: settings.keySignatureSecret,
  });
  // Two concurrent calls: the first stored challenge wins and both callers get it.
  const stored = await repository.setPowChallenge(db, key, JSON.stringify(challenge));
  if (stored === undefined) throw notFound(NOT_FOUND);
  return JSON.parse(stored) as TCaptchaPowChallenge;
}

/** Whether `counter` solves the stored challenge of `key` (signature, key binding, expiry, work). */
async function isPowSolved(settings: CaptchaSettings, key: string, stored: string | null, counter: number): Promise<boolean> {
  if (!stored) return false;
  const challenge = JSON.parse(stored) as Challenge;
  if (challenge.parameters.data?.key !== key) return false;
  // The browser sends only the counter: derive its key here; the HMAC key signature then tells
  // whether it is the one the challenge was built on.
  const password = Buffer.alloc(16 + 4);
  Buffer.from(challenge.parameters.nonce, 'hex').copy(password, 0, 0, 16);
  password.writeUInt32BE(counter, 16);
  const { derivedKey } = await deriveKey(challenge.parameters, Buffer.from(challenge.parameters.salt, 'hex'), password);
  const result = await verifySolution({
    challenge,
    solution: { counter, derivedKey: toHex(derivedKey) },
    deriveKey,
    hmacSignatureSecret: settings.signatureSecret,
    hmacKeySignatureSecret: settings.keySignatureSecret,
  });
  return result.verified;
}

// ---------------------------------------------------------------- checking an answer

const normalise = (answer: string) => answer.trim().toUpperCase();
const POW_ANSWER = new RegExp(`^${CAPTCHA_POW_PREFIX}(\\d{1,10})$`, 'i');

/** Consumes the challenge (right or wrong, it cannot be used again) and says whether the answer is right. */
export async function checkCaptcha(db: Db, settings: CaptchaSettings, key: string, answer: string): Promise<boolean> {
  return (await checkCaptchaKeepable(db, settings, key, answer)).ok;
}

export type TCaptchaCheck = {
  ok: boolean;
  /**
   * Puts a rightly answered challenge back, unchanged (same answer, same expiry): the form was refused
   * for another reason (a taken name, a weak password) and the person should not solve a new captcha
   * for it. Does nothing after a wrong answer, or when nothing was consumed.
   */
  giveBack: () => Promise<void>;
};

/** checkCaptcha, with the means to give a rightly answered challenge back (TCaptchaCheck). */
export async function checkCaptchaKeepable(db: Db, settings: CaptchaSettings, key: string, answer: string): Promise<TCaptchaCheck> {
  const challenge = key ? await repository.consumeChallenge(db, key) : undefined;
  const ok = await isRightAnswer(settings, key, answer, challenge);
  const giveBack = async () => {
    if (ok && challenge) await repository.restoreChallenge(db, { key, ...challenge });
  };
  return { ok, giveBack };
}

async function isRightAnswer(
  settings: CaptchaSettings,
  key: string,
  answer: string,
  challenge: { answer: string; expiresAt: Date; powChallenge: string | null } | undefined,
): Promise<boolean> {
  const given = normalise(answer);
  if (settings.testMode && safeEqual(given, TEST_MODE_ANSWER)) return true;
  if (!challenge || challenge.expiresAt.getTime() <= Date.now()) return false;
  const pow = POW_ANSWER.exec(answer.trim());
  if (pow) {
    const counter = Number(pow[1]);
    return counter <= 0xffffffff && isPowSolved(settings, key, challenge.powChallenge, counter);
  }
  return safeEqual(given, normalise(challenge.answer));
}

export const captchaError = () => new AppError('bad_request', CAPTCHA_INVALID, { captcha: [CAPTCHA_INVALID] });

export async function assertCaptcha(db: Db, settings: CaptchaSettings, key: string, answer: string): Promise<void> {
  if (!(await checkCaptcha(db, settings, key, answer))) throw captchaError();
}
