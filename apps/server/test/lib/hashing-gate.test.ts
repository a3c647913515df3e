// Bounded password hashing (docs/reliability.md): the gate on its own (src/lib/hashing-gate.ts),
// then through the login and registration API. Tasks are held by hand, so what runs when is
// decided by the test, never by a clock.
import { AUTH_DETAILS } from '@fournil/shared';
import argon2 from 'argon2';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config/index.js';
import { users } from '../../src/db/schema/index.js';
import { createHashingGate, HashingBusyError } from '../../src/lib/hashing-gate.js';
import { MAX_WAITING_PASSWORD_HASHES, passwordHashing } from '../../src/lib/password.js';
import { PASSWORD, register, registerConfirmed } from '../testing/auth-helpers.js';
import { buildTestApp, type TestApp } from '../testing/helper.js';

type Held = { started: boolean; done: boolean; finish(value?: string): void; fail(error: Error): void };

/** A task that starts when the gate lets it and ends when the test says so. */
function heldTask(log: string[], name: string): { task: () => Promise<string>; held: Held } {
  const held: Held = { started: false, done: false, finish: () => {}, fail: () => {} };
  const task = () =>
    new Promise<string>((resolve, reject) => {
      held.started = true;
      log.push(`start ${name}`);
      held.finish = (value = name) => {
        held.done = true;
        resolve(value);
      };
      held.fail = (error) => {
        held.done = true;
        reject(error);
      };
    });
  return { task, held };
}

/** Lets every pending promise callback run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('createHashingGate', () => {
  it('runs at most `concurrency` tasks at once and starts the others in arrival order', async () => {
    const gate = createHashingGate({ concurrency: 2, maxQueue: 10, retryAfterSeconds: 5 });
    const log: string[] = [];
    const tasks = ['a', 'b', 'c', 'd', 'e'].map((name) => heldTask(log, name));
    const results = tasks.map(({ task }) => gate.run(task));
    await settle();
    expect(log).toEqual(['start a', 'start b']);
    expect([gate.inFlight, gate.queued]).toEqual([2, 3]);

    // The second one finishes first: its slot goes to the oldest waiter, c.
    tasks[1]!.held.finish();
    await settle();
    expect(log).toEqual(['start a', 'start b', 'start c']);
    expect([gate.inFlight, gate.queued]).toEqual([2, 2]);

    tasks[0]!.held.finish();
    tasks[2]!.held.finish();
    await settle();
    expect(log).toEqual(['start a', 'start b', 'start c', 'start d', 'start e']);
    tasks[3]!.held.finish();
    tasks[4]!.held.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect([gate.inFlight, gate.queued]).toEqual([0, 0]);
  });

  it('never has more than `concurrency` tasks running across 100 tasks finished in a scrambled order', async () => {
    const gate = createHashingGate({ concurrency: 3, maxQueue: 200, retryAfterSeconds: 5 });
    const log: string[] = [];
    const tasks = Array.from({ length: 100 }, (_, index) => heldTask(log, String(index)));
    let running = 0;
    let peak = 0;
    const results = tasks.map(({ task }) =>
      gate.run(async () => {
        running += 1;
        peak = Math.max(peak, running);
        try {
          return await task();
        } finally {
          running -= 1;
        }
      }),
    );
    await settle();
    // Finish the running tasks in a fixed but scrambled order (newest first, then oldest) until all are done.
    for (let round = 0; ; round += 1) {
      const runningNow = tasks.filter(({ held }) => held.started && !held.done);
      if (runningNow.length === 0) break;
      const chosen = round % 2 === 0 ? runningNow.at(-1)! : runningNow[0]!;
      chosen.held.finish();
      await settle();
    }
    expect(log).toHaveLength(100);
    await Promise.all(results);
    expect(peak).toBe(3);
    expect(log).toEqual(tasks.map((_, index) => `start ${index}`));
  });

  it('refuses the task beyond the queue bound at once with the French 503 and its Retry-After', async () => {
    const gate = createHashingGate({ concurrency: 1, maxQueue: 2, retryAfterSeconds: 7 });
    const log: string[] = [];
    const tasks = ['a', 'b', 'c'].map((name) => heldTask(log, name));
    const accepted = tasks.map(({ task }) => gate.run(task));
    const refusedTask = heldTask(log, 'refused');
    const refused = gate.run(refusedTask.task);
    await expect(refused).rejects.toBeInstanceOf(HashingBusyError);
    const error = (await refused.catch((caught: unknown) => caught)) as HashingBusyError;
    expect([error.statusCode, error.retryAfterSeconds, error.toBody()]).toEqual([503, 7, { detail: AUTH_DETAILS.passwordHashingBusy }]);
    expect(refusedTask.held.started).toBe(false);
    expect([gate.inFlight, gate.queued]).toEqual([1, 2]);

    // Once a place is free in the queue, the next caller is accepted again.
    tasks[0]!.held.finish();
    await settle();
    const later = heldTask(log, 'later');
    const laterResult = gate.run(later.task);
    tasks[1]!.held.finish();
    await settle();
    tasks[2]!.held.finish();
    await settle();
    later.held.finish();
    expect(await Promise.all([...accepted, laterResult])).toEqual(['a', 'b', 'c', 'later']);
    expect(log).toEqual(['start a', 'start b', 'start c', 'start later']);
  });

  it('frees the slot of a task that fails, and passes its error to its caller only', async () => {
    const gate = createHashingGate({ concurrency: 1, maxQueue: 5, retryAfterSeconds: 5 });
    const log: string[] = [];
    const failing = heldTask(log, 'failing');
    const next = heldTask(log, 'next');
    const failed = gate.run(failing.task);
    const succeeded = gate.run(next.task);
    await settle();
    failing.held.fail(new Error('argon2 a échoué'));
    await expect(failed).rejects.toThrow('argon2 a échoué');
    await settle();
    expect(next.held.started).toBe(true);
    next.held.finish();
    expect(await succeeded).toBe('next');
    expect([gate.inFlight, gate.queued]).toEqual([0, 0]);
  });

  it('widens at once to a larger concurrency and refuses a concurrency below 1', async () => {
    const gate = createHashingGate({ concurrency: 1, maxQueue: 5, retryAfterSeconds: 5 });
    const log: string[] = [];
    const tasks = ['a', 'b', 'c'].map((name) => heldTask(log, name));
    const results = tasks.map(({ task }) => gate.run(task));
    await settle();
    expect(log).toEqual(['start a']);
    gate.setConcurrency(3);
    await settle();
    expect(log).toEqual(['start a', 'start b', 'start c']);
    for (const { held } of tasks) held.finish();
    await Promise.all(results);
    expect(() => gate.setConcurrency(0)).toThrow(RangeError);
    expect(() => createHashingGate({ concurrency: 1.5, maxQueue: 1, retryAfterSeconds: 1 })).toThrow(RangeError);
  });
});

describe('PASSWORD_HASH_CONCURRENCY', () => {
  it('defaults to 2, accepts 1 to 64 and stops the start with one French line otherwise', () => {
    expect(loadConfig({}).passwordHashConcurrency).toBe(2);
    expect(loadConfig({ PASSWORD_HASH_CONCURRENCY: '' }).passwordHashConcurrency).toBe(2);
    expect(loadConfig({ PASSWORD_HASH_CONCURRENCY: '4' }).passwordHashConcurrency).toBe(4);
    for (const value of ['0', '65', '1.5', 'deux', '-1']) {
      expect(() => loadConfig({ PASSWORD_HASH_CONCURRENCY: value }), value).toThrow(
        new ConfigError('Configuration invalide : PASSWORD_HASH_CONCURRENCY doit être un entier entre 1 et 64.'),
      );
    }
  });
});

describe('password hashing behind the API (PASSWORD_HASH_CONCURRENCY=2)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ PASSWORD_HASH_CONCURRENCY: '2' });
    await registerConfirmed(t.app, { username: 'lea', email: 'lea@example.fr' });
  });
  afterAll(async () => t?.close());
  afterEach(() => vi.restoreAllMocks());

  const signIn = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email, password } });

  // Runs first: no unknown e-mail has been checked yet, so the shared dummy hash is computed while the gate is full.
  it('answers 503 with Retry-After in French while the queue is full, stores nothing, and serves again once it drains', async () => {
    const release: (() => void)[] = [];
    const blockers = Array.from({ length: 2 + MAX_WAITING_PASSWORD_HASHES }, () =>
      passwordHashing.run(() => new Promise<void>((resolve) => release.push(resolve))),
    );
    expect([passwordHashing.inFlight, passwordHashing.queued]).toEqual([2, MAX_WAITING_PASSWORD_HASHES]);

    for (const email of ['lea@example.fr', 'inconnu@example.fr']) {
      const refused = await signIn(email, PASSWORD);
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('5');
      expect(refused.json()).toEqual({ detail: AUTH_DETAILS.passwordHashingBusy });
      expect(refused.cookies.map((cookie) => cookie.name)).not.toContain('fournil_refresh');
    }
    const registration = await register(t.app, { username: 'tom', email: 'tom@example.fr' });
    expect(registration.statusCode).toBe(503);
    expect(registration.json()).toEqual({ detail: AUTH_DETAILS.passwordHashingBusy });
    expect(await t.database.db.select().from(users).where(eq(users.email, 'tom@example.fr'))).toEqual([]);

    // Release the 2 running blockers, then every queued one as it starts.
    while (release.length > 0) {
      release.shift()!();
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    await Promise.all(blockers);
    expect((await signIn('lea@example.fr', PASSWORD)).statusCode).toBe(200);
    const unknown = await signIn('inconnu@example.fr', PASSWORD);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ detail: AUTH_DETAILS.badCredentials });
    expect((await register(t.app, { username: 'tom', email: 'tom@example.fr' })).statusCode).toBe(201);
  });

  it('answers 20 concurrent logins (right, wrong and unknown) with 200 or 400, never 5xx, with at most 2 argon2 runs at a time', async () => {
    const realVerify = argon2.verify.bind(argon2);
    let running = 0;
    let peak = 0;
    let calls = 0;
    const verify = vi.spyOn(argon2, 'verify');
    onTestFinished(() => verify.mockRestore());
    verify.mockImplementation(async (...args: Parameters<typeof argon2.verify>) => {
      calls += 1;
      running += 1;
      peak = Math.max(peak, running);
      try {
        return await realVerify(...args);
      } finally {
        running -= 1;
      }
    });
    const attempts = Array.from({ length: 20 }, (_, index) =>
      index % 3 === 0
        ? { email: 'lea@example.fr', password: PASSWORD, ok: true }
        : { email: index % 3 === 1 ? 'lea@example.fr' : `inconnu${index}@example.fr`, password: `faux-${index}-mot-de-passe`, ok: false },
    );
    const answers = await Promise.all(attempts.map(({ email, password }) => signIn(email, password)));
    expect(calls).toBe(20);
    expect(peak).toBe(2);
    for (const [index, answer] of answers.entries()) {
      if (attempts[index]!.ok) {
        expect(answer.statusCode, `attempt ${index}`).toBe(200);
        expect(typeof answer.json().access).toBe('string');
      } else {
        expect(answer.statusCode, `attempt ${index}`).toBe(400);
        expect(answer.json()).toEqual({ detail: AUTH_DETAILS.badCredentials });
      }
    }
  });
});
