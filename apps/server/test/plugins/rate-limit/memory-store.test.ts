// The in-memory limiter store under a flood of new keys (docs/sessions-and-limits.md, "Where the
// limits count"): it stays bounded, and the counters that are building up survive the flood.
import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../../src/plugins/rate-limit/stores.js';

const HOUR = 3_600_000;

describe('the in-memory limiter store', () => {
  it('keeps an account’s login failures through a flood of one-off keys that fills it many times over', async () => {
    const store = createMemoryStore({ maxKeys: 1_000 });
    for (let i = 0; i < 7; i += 1) await store.incr('login:compte-cible', HOUR);
    await store.incr('login:autre', HOUR);
    await store.incr('login:autre', HOUR);
    for (let i = 0; i < 20_000; i += 1) await store.incr(`login:inonde-${i}`, HOUR);
    expect(await store.read('login:compte-cible')).toMatchObject({ count: 7 });
    expect(await store.read('login:autre')).toMatchObject({ count: 2 });
    // Bounded: the flood evicted its own oldest keys, the newest are still counted.
    expect(await store.read('login:inonde-0')).toEqual({ count: 0, ttlMs: 0 });
    expect(await store.read('login:inonde-19999')).toMatchObject({ count: 1 });
  });

  it('drops expired keys before any live one when full', async () => {
    let clock = 0;
    const store = createMemoryStore({ maxKeys: 10, now: () => clock });
    for (let i = 0; i < 5; i += 1) await store.incr(`court-${i}`, 1_000);
    for (let i = 0; i < 5; i += 1) await store.incr(`long-${i}`, HOUR);
    clock = 2_000;
    for (let i = 0; i < 5; i += 1) await store.incr(`nouveau-${i}`, HOUR);
    for (let i = 0; i < 5; i += 1) {
      expect(await store.read(`long-${i}`)).toMatchObject({ count: 1 });
      expect(await store.read(`nouveau-${i}`)).toMatchObject({ count: 1 });
    }
  });

  it('still makes room when every key has been counted more than once', async () => {
    const store = createMemoryStore({ maxKeys: 3 });
    for (const key of ['a', 'b', 'c']) {
      await store.incr(key, HOUR);
      await store.incr(key, HOUR);
    }
    expect(await store.incr('d', HOUR)).toMatchObject({ count: 1 });
    expect(await store.read('a')).toEqual({ count: 0, ttlMs: 0 });
    expect(await store.read('d')).toMatchObject({ count: 1 });
  });
});
