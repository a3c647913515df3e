// The 429 of an abuse limit: one French answer, and a `Retry-After` when the limit knows when it reopens.
import { AUTH_DETAILS } from '@fournil/shared';
import type { FastifyReply } from 'fastify';
import { AppError } from '../../lib/errors.js';

export const TOO_MANY_ATTEMPTS = AUTH_DETAILS.tooManyAttempts;

/** A 429 that knows when to come back (the route copies it into `Retry-After`); a limit may say more than the usual words. */
export class RateLimitedError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string = TOO_MANY_ATTEMPTS,
  ) {
    super('rate_limited', message);
  }
}

export const tooManyAttempts = () => new AppError('rate_limited', TOO_MANY_ATTEMPTS);

/** Runs `action`; a RateLimitedError it throws gets its `Retry-After` header on the way out. */
export async function withRetryAfter<T>(reply: FastifyReply, action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  }
}
