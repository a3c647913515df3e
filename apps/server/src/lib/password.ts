import { randomBytes } from 'node:crypto';
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

/**
 * The cost of the hashes the process writes (docs/testing.md, "Password hashing in tests").
 * `standard`: argon2id with the library's defaults (m=64 MiB, t=3, p=4), OWASP-compliant, what every
 * server writes. `lowest`: the least argon2id allows (1 MiB, one pass, one lane), which the API tests
 * ask for through buildApp's `passwordHashCost` option, never read from the environment. A hash
 * carries its own parameters, so verifying never depends on this setting.
 */
export type PasswordHashCost = 'standard' | 'lowest';
const ARGON2_OPTIONS = {
  standard: { type: argon2.argon2id },
  lowest: { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 },
} as const satisfies Record<PasswordHashCost, argon2.HashOptions>;

let cost: PasswordHashCost = 'standard';
/** buildApp sets it on every start (`standard` unless its options say otherwise). */
export function setPasswordHashCost(next: PasswordHashCost): void {
  cost = next;
}

export function hashPassword(password: string): Promise<string> {
  const options = ARGON2_OPTIONS[cost];
  return passwordHashing.run(() => argon2.hash(password, options));
}

const dummyHashes = new Map<PasswordHashCost, Promise<string>>();
/** A hash of a password nobody knows, at the current cost: unknown e-mails are checked against it, so they cost the same argon2 work as known ones. */
export function dummyPasswordHash(): Promise<string> {
  const forCost = cost;
  let hash = dummyHashes.get(forCost);
  if (!hash) {
    // A refusal of the hashing gate (503) is not kept: the next login computes it again.
    hash = hashPassword(randomBytes(24).toString('base64url')).catch((error: unknown) => {
      dummyHashes.delete(forCost);
      throw error;
    });
    dummyHashes.set(forCost, hash);
  }
  return hash;
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
