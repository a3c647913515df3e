// The listings import's writes, held until a batch is full and then sent a statement per kind (docs/open-data.md,
// "Importing listings: one per shop"): 40,000 records become about 80 statements of each kind, not 40,000.
import type { Db } from '../../db/client.js';
import type { TImportSummary } from './listing-facts.js';
import {
  IMPORT_BATCH_SIZE,
  allocateBakeryIds,
  insertListings,
  insertRecords,
  markRecordsSeen,
  queueDuplicateCandidates,
  showListings,
  writeListingFacts,
  type TDuplicateCandidate,
  type TFactsWrite,
  type TNewListing,
  type TNewRecord,
  type TRecordSeen,
} from './listings-repository.js';

export class ListingWriter {
  private listings: TNewListing[] = [];
  private records: TNewRecord[] = [];
  private candidates: TDuplicateCandidate[] = [];
  /** By bakery: one UPDATE … FROM must not meet a row twice (PostgreSQL would apply one of the two, either). */
  private facts = new Map<number, { write: TFactsWrite; counted: boolean }>();
  /** By record key, for the same reason. */
  private seen = new Map<string, TRecordSeen>();
  private shown = new Set<number>();
  private freeIds: number[] = [];

  constructor(
    private readonly tx: Db,
    private readonly now: Date,
    private readonly summary: TImportSummary,
    private readonly onProgress: ((summary: Readonly<TImportSummary>) => void) | undefined,
  ) {}

  /** An id for a new listing, taken from the bakeries' sequence a batch at a time. */
  async nextId(): Promise<number> {
    if (this.freeIds.length === 0) this.freeIds = (await allocateBakeryIds(this.tx, IMPORT_BATCH_SIZE)).reverse();
    return this.freeIds.pop()!;
  }

  async createListing(listing: TNewListing): Promise<void> {
    this.listings.push(listing);
    await this.flushWhenFull();
  }

  async addRecord(record: TNewRecord): Promise<void> {
    this.records.push(record);
    await this.flushWhenFull();
  }

  async queue(candidate: TDuplicateCandidate): Promise<void> {
    this.candidates.push(candidate);
    await this.flushWhenFull();
  }

  /** `counted`: a known record's write, counted as updated or unchanged (a merge's is counted as merged). */
  async writeFacts(write: TFactsWrite, counted: boolean): Promise<void> {
    if (this.facts.has(write.id)) await this.flush();
    this.facts.set(write.id, { write, counted });
    await this.flushWhenFull();
  }

  async markSeen(record: TRecordSeen): Promise<void> {
    const key = `${record.source}:${record.sourceId}`;
    if (this.seen.has(key)) await this.flush();
    this.seen.set(key, record);
    await this.flushWhenFull();
  }

  async show(bakeryId: number): Promise<void> {
    this.shown.add(bakeryId);
    await this.flushWhenFull();
  }

  private async flushWhenFull(): Promise<void> {
    const pending = [this.listings.length, this.records.length, this.candidates.length, this.facts.size, this.seen.size, this.shown.size];
    if (Math.max(...pending) >= IMPORT_BATCH_SIZE) await this.flush();
  }

  /** Writes everything held, in the order the foreign keys need: listings, their records, the queue, then the updates. */
  async flush(): Promise<void> {
    const { tx, now, summary } = this;
    const [listings, records, candidates, facts, seen, shown] = [
      this.listings,
      this.records,
      this.candidates,
      this.facts,
      this.seen,
      this.shown,
    ];
    this.listings = [];
    this.records = [];
    this.candidates = [];
    this.facts = new Map();
    this.seen = new Map();
    this.shown = new Set();
    await insertListings(tx, listings, now);
    await insertRecords(tx, records, now);
    summary.queued += await queueDuplicateCandidates(tx, candidates);
    const written = new Set(
      await writeListingFacts(
        tx,
        [...facts.values()].map((entry) => entry.write),
        now,
      ),
    );
    for (const [id, { counted }] of facts) {
      if (!counted) continue;
      if (written.has(id)) summary.updated += 1;
      else summary.unchanged += 1;
    }
    await markRecordsSeen(tx, [...seen.values()], now);
    summary.shown += (await showListings(tx, [...shown], now)).length;
    this.onProgress?.(summary);
  }
}
