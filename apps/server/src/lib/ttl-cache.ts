// A bounded, time-limited cache for third-party answers (geocoder, router). Wraps lru-cache so a
// cached "nothing found" (null) is told apart from a miss.
import { LRUCache } from 'lru-cache';

export type TtlCache<V> = {
  /** `undefined` on a miss; a stored `null` is returned as `{ value: null }`. */
  get(key: string): { value: V } | undefined;
  set(key: string, value: V): void;
};

export function createTtlCache<V>(options: { max: number; ttlMs: number }): TtlCache<V> {
  const cache = new LRUCache<string, { value: V }>({ max: options.max, ttl: options.ttlMs });
  return {
    get: (key) => cache.get(key),
    set: (key, value) => {
      cache.set(key, { value });
    },
  };
}
