// A time-limited cache for third-party answers (geocoder, router), bounded by bytes: each entry
// weighs its key plus the JSON of its value, the least recently used go first when the budget is
// spent, and a value larger than the whole budget is not stored. Wraps lru-cache so a cached
// "nothing found" (null) is told apart from a miss.
import { LRUCache } from 'lru-cache';

export type TtlCache<V> = {
  /** `undefined` on a miss; a stored `null` is returned as `{ value: null }`. */
  get(key: string): { value: V } | undefined;
  set(key: string, value: V): void;
};

export type TtlCacheOptions = {
  /** Budget of the whole cache, in bytes of UTF-8 JSON. */
  maxBytes: number;
  ttlMs: number;
  /** Optional cap on the number of entries as well. */
  maxEntries?: number;
};

/** What an entry counts against the budget: its key and its value as UTF-8 JSON. */
export function entryBytes(key: string, value: unknown): number {
  return Buffer.byteLength(key) + Buffer.byteLength(JSON.stringify(value) ?? 'null');
}

export function createTtlCache<V>(options: TtlCacheOptions): TtlCache<V> {
  const cache = new LRUCache<string, { value: V }>({
    maxSize: options.maxBytes,
    sizeCalculation: (entry, key) => entryBytes(key, entry.value),
    ttl: options.ttlMs,
    ...(options.maxEntries ? { max: options.maxEntries } : {}),
  });
  return {
    get: (key) => cache.get(key),
    // An entry over the whole budget (lru-cache's maxEntrySize defaults to maxSize) is not stored.
    set: (key, value) => {
      cache.set(key, { value });
    },
  };
}
