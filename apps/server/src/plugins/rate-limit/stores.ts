// Where the limits count: one process's memory, Redis (shared by every instance), or Redis with a
// fall back to memory whenever it does not answer, so a limit is never switched off.
import type { Redis } from 'ioredis';

type Count = { count: number; ttlMs: number };

export type CounterStore = {
  incr(key: string, windowMs: number): Promise<Count>;
  read(key: string): Promise<Count>;
  reset(key: string): Promise<void>;
};

const MEMORY_MAX_KEYS = 100_000;
/** How far eviction looks, from the oldest key, for one counted only once. */
const EVICTION_SCAN = 1_000;

type MemoryStoreOptions = { now?: () => number; maxKeys?: number };

/**
 * One process's counters: fixed windows, at most `maxKeys` keys. When full, expired keys go first
 * (swept at most once a second); then the oldest key counted only once, so a flood of new keys (one
 * request each, from many addresses or with many e-mails) evicts its own kind and never the counters
 * that are building up, such as an account's login failures (docs/sessions-and-limits.md).
 */
export function createMemoryStore(options: MemoryStoreOptions = {}): CounterStore {
  const now = options.now ?? Date.now;
  const maxKeys = options.maxKeys ?? MEMORY_MAX_KEYS;
  const entries = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = 0;
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.resetAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  const sweepExpired = () => {
    if (now() - lastSweep < 1_000) return;
    lastSweep = now();
    for (const [key, entry] of entries) if (entry.resetAt <= lastSweep) entries.delete(key);
  };
  const evictOne = () => {
    let scanned = 0;
    for (const [key, entry] of entries) {
      if (entry.count <= 1) {
        entries.delete(key);
        return;
      }
      scanned += 1;
      if (scanned >= EVICTION_SCAN) break;
    }
    entries.delete(entries.keys().next().value!);
  };
  return {
    async incr(key, windowMs) {
      let entry = live(key);
      if (!entry) {
        if (entries.size >= maxKeys) sweepExpired();
        if (entries.size >= maxKeys) evictOne();
        entry = { count: 0, resetAt: now() + windowMs };
        entries.set(key, entry);
      }
      entry.count += 1;
      return { count: entry.count, ttlMs: entry.resetAt - now() };
    },
    async read(key) {
      const entry = live(key);
      return entry ? { count: entry.count, ttlMs: entry.resetAt - now() } : { count: 0, ttlMs: 0 };
    },
    async reset(key) {
      entries.delete(key);
    },
  };
}

const INCR_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if count == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

export function createRedisStore(redis: Redis, prefix: string): CounterStore {
  return {
    async incr(key, windowMs) {
      const [count, ttl] = (await redis.eval(INCR_SCRIPT, 1, prefix + key, String(windowMs))) as [number, number];
      return { count, ttlMs: ttl };
    },
    async read(key) {
      const [value, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
      return value === null ? { count: 0, ttlMs: 0 } : { count: Number(value), ttlMs: Math.max(0, ttl) };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}

/** Redis while it answers, memory otherwise: the limits keep counting through a Redis outage. */
export function createFallbackStore(redis: Redis, prefix: string, onFallback: (error: unknown) => void): CounterStore {
  const shared = createRedisStore(redis, prefix);
  const local = createMemoryStore();
  const attempt = async <T>(operation: (store: CounterStore) => Promise<T>): Promise<T> => {
    if (redis.status !== 'ready') return operation(local);
    try {
      return await operation(shared);
    } catch (error) {
      onFallback(error);
      return operation(local);
    }
  };
  return {
    incr: (key, windowMs) => attempt((store) => store.incr(key, windowMs)),
    read: (key) => attempt((store) => store.read(key)),
    reset: (key) => attempt((store) => store.reset(key)),
  };
}
