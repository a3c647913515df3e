// Public details (ZPublicBakeryDetail, as UTF-8 JSON) in memory, for the live feed's watched bakeries
// (docs/live-feed.md, "Watched bakeries from memory"): a page that watches a bakery another page
// already watches, or watched a moment ago, costs no database read. Kept current like the nearby
// cards (docs/decisions/008-nearby-cards-in-memory.md): the live hub hands every applied batch of
// `bakery_changed` notifications here, and a changed bakery's entry is dropped (read again when next
// asked). Every table a detail is read from announces its changes on that channel
// (docs/nearby-search.md, "Change triggers"). An entry serves only the Paris day it was read on: the
// detail carries the calendar entries of the next 60 days, which move with the day.
import { parisDay } from '@fournil/shared';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.js';
import { getPublicBakeries } from './service.js';

/** `json` null: no public bakery has this id (remembered too, so a wrong id costs one read a change). */
type Entry = { day: string; json: Buffer | null };

/** Memory for the entries: about 4,000 details of 2 kB. The least recently used go first. */
const MAX_BYTES = 8_000_000;
/** What an absent bakery's entry counts against the budget. */
const ABSENT_BYTES = 64;
/** Ids per database read. */
const READ_CHUNK = 500;

export class PublicDetails {
  private readonly entries = new LRUCache<number, Entry>({
    maxSize: MAX_BYTES,
    sizeCalculation: (entry) => (entry.json === null ? ABSENT_BYTES : entry.json.length),
  });
  /** Reads run one at a time, in the order asked: a read asked after a change answers after the reads before it. */
  private reads: Promise<unknown> = Promise.resolve();
  /** Ids announced while the running read ran ('all' after a full reload): what it read may be older. */
  private changedDuringRead: Set<number> | 'all' | null = null;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** The details of the public bakeries among `ids`, by id: from memory, the others read (and kept). */
  async get(ids: readonly number[]): Promise<Map<number, Buffer>> {
    const day = parisDay(this.now());
    const found = new Map<number, Buffer>();
    const missing = this.collect(ids, day, found);
    if (missing.length === 0) return found;
    const read = this.reads.then(() => this.read(missing));
    this.reads = read.catch(() => {});
    for (const [id, json] of await read) found.set(id, json);
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
  private collect(ids: readonly number[], day: string, found: Map<number, Buffer>): number[] {
    const missing: number[] = [];
    for (const id of ids) {
      const entry = this.entries.get(id);
      if (entry?.day !== day) missing.push(id);
      else if (entry.json !== null) found.set(id, entry.json);
    }
    return missing;
  }

  private async read(ids: number[]): Promise<Map<number, Buffer>> {
    const now = this.now();
    const day = parisDay(now);
    const found = new Map<number, Buffer>();
    // A read queued behind another may find its ids already read by it.
    const missing = this.collect(ids, day, found);
    if (missing.length === 0) return found;
    const read = new Map<number, Buffer>();
    this.changedDuringRead = new Set();
    try {
      for (let start = 0; start < missing.length; start += READ_CHUNK) {
        for (const detail of await getPublicBakeries(this.db, missing.slice(start, start + READ_CHUNK), now))
          read.set(detail.id, Buffer.from(JSON.stringify(detail)));
      }
      // Widened again: forget() and forgetAll() ran meanwhile.
      const changed = this.changedDuringRead as Set<number> | 'all';
      for (const id of missing) {
        if (changed === 'all' || changed.has(id)) continue;
        this.entries.set(id, { day, json: read.get(id) ?? null });
      }
    } finally {
      this.changedDuringRead = null;
    }
    for (const [id, json] of read) found.set(id, json);
    return found;
  }
}
