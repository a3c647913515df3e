// The value kinds the environment schema is made of (env-schema.ts): each with its French message.
import { z } from 'zod';

export const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

export const httpUrl = (what: string) =>
  z
    .string()
    .trim()
    .refine((value) => isUrlWithProtocol(value, ['http:', 'https:']), `doit être une URL http(s) valide (${what})`)
    .transform((value) => value.replace(/\/+$/, ''));

export const flag = z
  .enum(['0', '1', 'true', 'false', ''], { message: 'doit valoir 0 ou 1' })
  .transform((value) => value === '1' || value === 'true');

/** An empty value means "not set" (the default applies), as for the optional strings. */
export const unsetWhenEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema);

/** A whole number from 1 to 1,000,000; unset or empty: `fallback`. */
export const positiveCount = (fallback: number) =>
  unsetWhenEmpty(
    z.coerce
      .number({ message: 'doit être un entier positif' })
      .int('doit être un entier positif')
      .min(1, 'doit être un entier positif')
      .max(1_000_000, 'doit être au plus 1000000')
      .default(fallback),
  );

/** A whole number from `min` to `max`; unset or empty: `fallback`. */
export const countBetween = (fallback: number, min: number, max: number) => {
  const message = `doit être un entier entre ${min} et ${max}`;
  return unsetWhenEmpty(z.coerce.number({ message }).int(message).min(min, message).max(max, message).default(fallback));
};

/** A whole number from `min` to `max`; unset or empty: undefined (the caller's default applies). */
export const optionalCountBetween = (min: number, max: number) => {
  const message = `doit être un entier entre ${min} et ${max}`;
  return unsetWhenEmpty(z.coerce.number({ message }).int(message).min(min, message).max(max, message).optional());
};

export function isUrlWithProtocol(value: string, protocols: string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/**
 * `smtp://…?requireTLS=true` (nodemailer's own spelling): STARTTLS is required, and a server that does
 * not offer it (or a network that strips the offer) gets no mail rather than a mail in clear.
 */
export function isStartTlsRequired(smtpUrl: string): boolean {
  return new URL(smtpUrl).searchParams.get('requireTLS') === 'true';
}

export const JWT_SECRET_NOT_RANDOM = 'doit être aléatoire (au moins 8 caractères différents, sans motif répété) : openssl rand -base64 48';

/**
 * A signing secret anyone could guess is no secret (docs/production.md): at least 8 different
 * characters, and no 8-character run appearing twice (a repeated word or pattern). A random secret
 * (base64 or hex) passes with overwhelming probability.
 */
export function isDiverseSecret(secret: string): boolean {
  if (new Set(secret).size < 8) return false;
  const seen = new Set<string>();
  for (let i = 0; i + 8 <= secret.length; i += 1) {
    const run = secret.slice(i, i + 8);
    if (seen.has(run)) return false;
    seen.add(run);
  }
  return true;
}
