// Public details (ZPublicBakeryDetail, as UTF-8 JSON, with its brotli and gzip bytes) in memory, for
// the public detail route, the server-written pages and the live feed's watched bakeries
// (docs/public-details.md): a bakery asked again costs no database read and no compression. Kept
// current like the nearby cards (docs/decisions/008-nearby-cards-in-memory.md): it hears every
// applied batch of `bakery_changed` notifications, and a changed bakery's entry is dropped (read again
// when next asked). Every table a detail is read from announces its changes on that channel
// (docs/nearby-search.md, "Change triggers"). An entry serves only the Paris day it was read on: the
// detail carries the calendar entries of the next 60 days, which move with the day.
import zlib from 'node:zlib';
import { parisDay, type TPublicBakeryDetail } from '@fournil/shared';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.js';
import type { PrecompressedJson } from '../../lib/compressed-json.js';
import type { NearbyCards } from './nearby-cards.js';
import { getPublicBakeries } from './service.js';

/** `detail` null: no public bakery has this id (remembered too, so a wrong id costs one read a change). */
type Entry = { day: string; detail: PrecompressedJson | null };

/**
 * Memory for the entries, compressed bytes included: a detail of 1.7–2.5 kB weighs about 3.3 kB with
 * them, so this holds some 20,000 details, half of France's bakeries (docs/public-details.md,
 * "Memory"). The least recently used go first.
 */
const MAX_BYTES = 64_000_000;
/** What an absent bakery's entry counts against the budget. */
const ABSENT_BYTES = 64;
/** Compressed once per change and sent many times: a slower, smaller brotli than a per-request one. */
const BROTLI_PARAMS = { [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_QUALITY]: 6 };

function precompressed(json: Buffer): PrecompressedJson {
  return { json, br: zlib.brotliCompressSync(json, { params: BROTLI_PARAMS }), gzip: zlib.gzipSync(json, { level: 6 }) };
}

const sizeOf = (detail: PrecompressedJson) => detail.json.length + detail.br.length + detail.gzip.length;
/** Ids per database read. */
const READ_CHUNK = 500;

export type PublicDetailsOptions = { now?: () => Date; maxBytes?: number };

export class PublicDetails {
  private readonly entries: LRUCache<number, Entry>;
  private readonly now: () => Date;
  /** Database reads so far (one per batch of missing ids): what a stampede would multiply. */
  databaseReads = 0;
  /** Reads run one at a time, in the order asked: a read asked after a change answers after the reads before it. */
  private reads: Promise<unknown> = Promise.resolve();
  /** Ids announced while the running read ran ('all' after a full reload): what it read may be older. */
  private changedDuringRead: Set<number> | 'all' | null = null;

  /** Follows the cards' applied batches from now on, until the cards close (they drop their listeners). */
  constructor(
    private readonly db: Db,
    private readonly cards: NearbyCards,
    options: PublicDetailsOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
    this.entries = new LRUCache<number, Entry>({
      maxSize: options.maxBytes ?? MAX_BYTES,
      sizeCalculation: (entry) => (entry.detail === null ? ABSENT_BYTES : sizeOf(entry.detail)),
    });
    cards.onChange((changes, isFullReload) => {
      if (isFullReload) this.forgetAll();
      else this.forget(changes.map((change) => change.id));
    });
  }

  get size(): number {
    return this.entries.size;
  }

  /** Bytes held now (JSON and compressed), against the budget of MAX_BYTES. */
  get bytes(): number {
    return this.entries.calculatedSize;
  }

  /** The details (JSON) of the public bakeries among `ids`, by id: from memory, the others read (and kept). */
  async get(ids: readonly number[]): Promise<Map<number, Buffer>> {
    const details = await this.getPrecompressed(ids);
    return new Map([...details].map(([id, detail]) => [id, detail.json]));
  }

  /**
   * One public bakery's detail with its compressed bytes, or null when no public bakery has this id,
   * once every change committed before this call is applied: never older than the database.
   */
  async freshOne(id: number): Promise<PrecompressedJson | null> {
    await this.cards.fresh();
    return (await this.getPrecompressed([id])).get(id) ?? null;
  }

  /** The public bakeries among `ids`, in no order, as objects, as fresh as `freshOne`'s (the server-written pages). */
  async freshBakeries(ids: readonly number[]): Promise<TPublicBakeryDetail[]> {
    await this.cards.fresh();
    return [...(await this.get(ids)).values()].map((json) => JSON.parse(json.toString('utf8')) as TPublicBakeryDetail);
  }

  /**
   * The same as `get`, with the compressed bytes. Concurrent askers of one missing detail share one
   * read: reads run one at a time and each first takes what the reads before it kept.
   */
  async getPrecompressed(ids: readonly number[]): Promise<Map<number, PrecompressedJson>> {
    const day = parisDay(this.now());
    const found = new Map<number, PrecompressedJson>();
    const missing = this.collect(ids, day, found);
    if (missing.length === 0) return found;
    const read = this.reads.then(() => this.read(missing));
    this.reads = read.catch(() => {});
    for (const [id, detail] of await read) found.set(id, detail);
    return found;
  }

  /** These bakeries changed: their entries go. */
  forget(ids: Iterable<number>): void {
    for (const id of ids) {
      this.entries.delete(id);
      if (this.changedDuringRead instanceof Set) this.changedDuringRead.add(id);
    }
  }

  /** Any bakery may have changed (the cards were all read again): every entry goes. */
  forgetAll(): void {
    this.entries.clear();
    if (this.changedDuringRead !== null) this.changedDuringRead = 'all';
  }

  /** Puts the known details of `ids` in `found`; returns the ids without an entry of `day`. */
  private collect(ids: readonly number[], day: string, found: Map<number, PrecompressedJson>): number[] {
    const missing: number[] = [];
    for (const id of ids) {
      const entry = this.entries.get(id);
      if (entry?.day !== day) missing.push(id);
      else if (entry.detail !== null) found.set(id, entry.detail);
    }
    return missing;
  }

  private async read(ids: number[]): Promise<Map<number, PrecompressedJson>> {
    const now = this.now();
    const day = parisDay(now);
    const found = new Map<number, PrecompressedJson>();
    // A read queued behind another may find its ids already read by it.
    const missing = this.collect(ids, day, found);
    if (missing.length === 0) return found;
    const read = new Map<number, PrecompressedJson>();
    this.changedDuringRead = new Set();
    this.databaseReads += 1;
    try {
      for (let start = 0; start < missing.length; start += READ_CHUNK) {
        for (const detail of await getPublicBakeries(this.db, missing.slice(start, start + READ_CHUNK), now))
          read.set(detail.id, precompressed(Buffer.from(JSON.stringify(detail))));
      }
      // Widened again: forget() and forgetAll() ran meanwhile.
      const changed = this.changedDuringRead as Set<number> | 'all';
      for (const id of missing) {
        if (changed === 'all' || changed.has(id)) continue;
        this.entries.set(id, { day, detail: read.get(id) ?? null });
      }
    } finally {
      this.changedDuringRead = null;
    }
    for (const [id, detail] of read) found.set(id, detail);
    return found;
  }
}
