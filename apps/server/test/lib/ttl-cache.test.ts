// The third-party answer cache is bounded by bytes (key + JSON of the value), not by a count of entries.
import { describe, expect, it } from 'vitest';
import { createTtlCache, entryBytes } from '../../src/lib/ttl-cache.js';

const HOUR_MS = 60 * 60 * 1_000;
/** A route-like value of about `bytes` bytes of JSON. */
const line = (bytes: number) => ({ geometry: 'x'.repeat(bytes) });

describe('createTtlCache (byte budget)', () => {
  it('weighs an entry by its key and the UTF-8 JSON of its value', () => {
    expect(entryBytes('k', null)).toBe(1 + 4);
    expect(entryBytes('clé', { a: 'é' })).toBe(4 + '{"a":"é"}'.length + 1);
  });

  it('evicts the least recently used entries once the budget is spent', () => {
    const size = entryBytes('a', line(1_000));
    const cache = createTtlCache<{ geometry: string }>({ maxBytes: 3 * size, ttlMs: HOUR_MS });
    cache.set('a', line(1_000));
    cache.set('b', line(1_000));
    cache.set('c', line(1_000));
    expect(cache.get('a')).toBeDefined();
    // 'a' was just read: 'b' is now the oldest, and goes when 'd' arrives.
    cache.set('d', line(1_000));
    expect(cache.get('b')).toBeUndefined();
    expect(['a', 'c', 'd'].map((key) => cache.get(key)?.value.geometry.length)).toEqual([1_000, 1_000, 1_000]);
    // One entry twice the size pushes out the two oldest.
    cache.set('e', line(2_000 + 10));
    expect(['a', 'c', 'd', 'e'].map((key) => cache.get(key) !== undefined)).toEqual([false, false, true, true]);
  });

  it('does not store a value larger than the whole budget, and keeps what it held', () => {
    const cache = createTtlCache<{ geometry: string } | null>({ maxBytes: 4_096, ttlMs: HOUR_MS });
    cache.set('small', line(100));
    cache.set('huge', line(10_000));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('small')?.value).toEqual(line(100));
  });

  it('tells a cached "nothing found" (null) apart from a miss', () => {
    const cache = createTtlCache<string | null>({ maxBytes: 1_024, ttlMs: HOUR_MS, maxEntries: 10 });
    cache.set('nowhere', null);
    expect(cache.get('nowhere')).toEqual({ value: null });
    expect(cache.get('elsewhere')).toBeUndefined();
  });
});
