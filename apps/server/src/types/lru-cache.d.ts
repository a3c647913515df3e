// lru-cache 5.x ships without type declarations: the small part of its API the server uses.
declare module 'lru-cache' {
  type LRUCacheOptions = {
    /** Most entries kept; the least recently used is evicted first. */
    max?: number;
    /** Entry lifetime in milliseconds. */
    maxAge?: number;
  };

  class LRUCache<K, V> {
    constructor(options?: LRUCacheOptions);
    get(key: K): V | undefined;
    set(key: K, value: V, maxAge?: number): boolean;
    has(key: K): boolean;
    del(key: K): void;
    reset(): void;
    readonly length: number;
  }

  export = LRUCache;
}
