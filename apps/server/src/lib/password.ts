import argon2 from 'argon2';
import { DEFAULT_PASSWORD_HASH_CONCURRENCY } from '../config/index.js';
import { createHashingGate } from './hashing-gate.js';

/** Hashes allowed to wait: about 5 s of work on 2 slots; beyond it a login answers 503 at once. */
export const MAX_WAITING_PASSWORD_HASHES = 200;
const RETRY_AFTER_SECONDS = 5;

/**
 * Every hash and verification of the process goes through this gate (docs/reliability.md): the
 * thread pool and the memory it protects are the process's, whatever the number of apps in it.
 * buildApp sets its width from PASSWORD_HASH_CONCURRENCY.
 */
export const passwordHashing = createHashingGate({
  concurrency: DEFAULT_PASSWORD_HASH_CONCURRENCY,
  maxQueue: MAX_WAITING_PASSWORD_HASHES,
  retryAfterSeconds: RETRY_AFTER_SECONDS,
});

// argon2id with the library's defaults (m=64 MiB, t=3, p=4), OWASP-compliant.
export function hashPassword(password: string): Promise<string> {
  return passwordHashing.run(() => argon2.hash(password, { type: argon2.argon2id }));
}

/** False for a wrong password or an unreadable hash; throws HashingBusyError (503) when the queue is full. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  return passwordHashing.run(async () => {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  });
}
