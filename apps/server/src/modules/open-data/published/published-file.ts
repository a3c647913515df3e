// The published merged listings of this server instance (docs/open-data.md, "Publishing the merged listings (ODbL)"):
// one feature per published bakery, in id order, read whole on the first request and kept current from then on
// by the `bakery_changed` notifications (every change of a bakery, of its sources or of its owner's suspension sends
// one at commit, whichever instance or SQL made it). A notification naming a bakery re-reads that bakery alone and
// replaces or removes its feature (kept as its UTF-8 bytes and their hash); a TRUNCATE, a bulk write's RELOAD and the listener back after an outage read them all
// again. The file is joined from the features when one of them changed, its ETag is a hash of the features, and a join
// that gives the same features keeps the file as it was: its ETag, its `genere_le` and its compressed copies (an
// availability toggle changes no feature, so nothing is joined at all).
//
// No stale file: `file()` waits on a read barrier (bakeries/change-barrier.ts), as the nearby cards do, so a change
// committed before the request is in the answer.
import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Unlisten } from '../../../db/client.js';
import { ChangeBarrier } from '../../bakeries/change-barrier.js';
import { BAKERY_CHANGED_CHANNEL, BULK_RELOAD_OP } from '../../bakeries/repository.js';
import { COLLECTION_TAIL, collectionHead, toFeature } from './geojson.js';
import { publishedBakeriesAfter, publishedBakeriesIn, type PublishedBakeryRow } from './repository.js';

export type Encoding = 'br' | 'gzip';
export type PublishedFile = {
  /** A weak ETag: the same for the file and its compressed copies. */
  etag: string;
  body: Buffer;
  /** The compressed copies, made on first demand and kept with the file. */
  encoded: Map<Encoding, Promise<Buffer>>;
  /** The hash of the features alone (`genere_le` aside): equal features, same file. */
  featuresHash: string;
};

type Event = { kind: 'change'; id: number } | { kind: 'reload-all' } | { kind: 'sync'; token: string };
type Deferred = { promise: Promise<void>; resolve: () => void; reject: (error: unknown) => void };

/** Bakeries read per query while every feature is read. */
const PAGE = 2_000;
/** Changed bakeries read back per query. */
const RELOAD_CHUNK = 500;
/** Pause before reading again after the database failed to answer. */
const RETRY_DELAY_MS = 500;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Made once per version of the file, in the thread pool, so higher levels than the app's dynamic answers (app.ts). */
const COMPRESS: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzip(body, { level: 6 }),
};

/** One feature as the file holds it: its UTF-8 bytes, and their hash (the file's hash is made of these). */
type FeatureBytes = { bytes: Buffer; hash: Buffer };

function featureBytes(row: PublishedBakeryRow): FeatureBytes {
  const bytes = Buffer.from(JSON.stringify(toFeature(row)));
  return { bytes, hash: crypto.createHash('sha1').update(bytes).digest() };
}

const SEPARATOR = Buffer.from(',\n');
const TAIL = Buffer.from(COLLECTION_TAIL);

function deferred(): Deferred {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((ok, fail) => ((resolve = ok), (reject = fail)));
  promise.catch(() => {});
  return { promise, resolve, reject };
}

/** Where `id` is, or would be inserted, in the ascending `ids`. */
function position(ids: number[], id: number): number {
  let low = 0;
  let high = ids.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (ids[middle]! < id) low = middle + 1;
    else high = middle;
  }
  return low;
}

export class PublishedBakeries {
  /** The published bakeries' ids, ascending, and each one's feature. */
  private ids: number[] = [];
  private features = new Map<number, FeatureBytes>();
  /** Whether a feature changed since the file was last joined. */
  private isChanged = true;
  private current: PublishedFile | null = null;
  /** False until the first request: nothing is read or kept before anyone asks for the file. */
  private isKept = false;
  private isLoaded = false;
  private loaded = deferred();

  private readonly barrier: ChangeBarrier;
  private readonly queue: Event[] = [];
  private isApplying = false;
  private unlisten: Unlisten | undefined;
  private isClosed = false;

  private constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date,
  ) {
    this.barrier = new ChangeBarrier(database, log, { name: 'published listings', fallback: 'answering with the file as it is' });
  }

  /** Listens from the start; the features are read on the first request. */
  static async start(database: Database, log: FastifyBaseLogger, now: () => Date = () => new Date()): Promise<PublishedBakeries> {
    const published = new PublishedBakeries(database, log, now);
    published.unlisten = await database.listen(BAKERY_CHANGED_CHANNEL, (payload) => published.onNotification(payload), {
      onReconnect: () => published.push({ kind: 'reload-all' }),
    });
    return published;
  }

  /** The file holding every change committed before this call. */
  async file(): Promise<PublishedFile> {
    if (!this.isKept) {
      this.isKept = true;
      this.push({ kind: 'reload-all' });
    }
    const loaded = this.loaded.promise;
    await this.barrier.fresh();
    if (!this.isLoaded) await loaded;
    return this.joined();
  }

  /** The body in `encoding`, compressed once per version of the file. */
  encoded(file: PublishedFile, encoding: Encoding): Promise<Buffer> {
    let copy = file.encoded.get(encoding);
    if (!copy) {
      copy = COMPRESS[encoding](file.body);
      copy.catch(() => file.encoded.delete(encoding));
      file.encoded.set(encoding, copy);
    }
    return copy;
  }

  async close(): Promise<void> {
    this.isClosed = true;
    this.barrier.close();
    await this.unlisten?.().catch(() => {});
  }

  /**
   * The features joined, when one changed since the last join; otherwise the file as it was. The features' hash is
   * the hash of their own hashes in id order (20 bytes each, under a megabyte for 40,000): equal features, same hash,
   * without hashing the 50 MB again; only a changed hash copies the bytes into a new body.
   */
  private joined(): PublishedFile {
    if (this.current && !this.isChanged) return this.current;
    this.isChanged = false;
    const features = this.ids.map((id) => this.features.get(id)!);
    const hash = crypto.createHash('sha1');
    for (const feature of features) hash.update(feature.hash);
    const featuresHash = hash.digest('base64url');
    if (this.current?.featuresHash === featuresHash) return this.current;
    const parts: Buffer[] = [Buffer.from(collectionHead(this.now()))];
    features.forEach((feature, index) => {
      if (index > 0) parts.push(SEPARATOR);
      parts.push(feature.bytes);
    });
    parts.push(TAIL);
    this.current = { etag: `W/"${featuresHash}"`, body: Buffer.concat(parts), encoded: new Map(), featuresHash };
    return this.current;
  }

  private onNotification(payload: string): void {
    let message: { id?: unknown; op?: unknown; sync?: unknown };
    try {
      message = JSON.parse(payload) as typeof message;
    } catch {
      return;
    }
    if (typeof message.sync === 'string') {
      if (this.barrier.tokenArrived(message.sync)) this.push({ kind: 'sync', token: message.sync });
    } else if (message.op === 'TRUNCATE' || message.op === BULK_RELOAD_OP) {
      this.push({ kind: 'reload-all' });
    } else if (typeof message.id === 'number' && Number.isSafeInteger(message.id)) {
      this.push({ kind: 'change', id: message.id });
    }
  }

  private push(event: Event): void {
    if (this.isClosed) return;
    // Before the first request nothing is kept, so only the tokens matter.
    if (!this.isKept && event.kind !== 'sync') return;
    this.queue.push(event);
    this.drainSoon();
  }

  private drainSoon(): void {
    if (this.isApplying || this.queue.length === 0) return;
    this.isApplying = true;
    void this.drain().finally(() => {
      this.isApplying = false;
      this.drainSoon();
    });
  }

  /** Applies everything queued, batch by batch: changes first, then the tokens that followed them. */
  private async drain(): Promise<void> {
    while (this.queue.length > 0 && !this.isClosed) {
      const batch = this.queue.splice(0);
      if (!this.isKept) {
        this.finishTokens(batch);
        continue;
      }
      try {
        if (!this.isLoaded || batch.some((event) => event.kind === 'reload-all')) await this.reloadAll();
        else await this.reload([...new Set(batch.flatMap((event) => (event.kind === 'change' ? [event.id] : [])))]);
      } catch (error) {
        if (this.isClosed) return;
        if (!this.isLoaded) {
          // Nothing to answer from: the waiting requests fail, and the next request tries again.
          this.log.error({ err: error }, 'published listings: could not read the bakeries');
          this.isKept = false;
          this.queue.splice(0, this.queue.length, ...this.queue.filter((event) => event.kind === 'sync'));
          this.loaded.reject(error);
          this.loaded = deferred();
          this.finishTokens(batch);
          continue;
        }
        this.log.error({ err: error }, 'published listings: could not read changed bakeries; retrying');
        this.queue.unshift(...batch);
        await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
        continue;
      }
      this.finishTokens(batch);
    }
  }

  private finishTokens(batch: Event[]): void {
    for (const event of batch) if (event.kind === 'sync') this.barrier.applied(event.token);
  }

  /** Reads the named bakeries again: a feature replaced, added in id order, or removed when no longer published. */
  private async reload(ids: number[]): Promise<void> {
    for (let start = 0; start < ids.length; start += RELOAD_CHUNK) {
      const chunk = ids.slice(start, start + RELOAD_CHUNK);
      const rows = await publishedBakeriesIn(this.database.db, chunk);
      const found = new Map(rows.map((row) => [row.id, featureBytes(row)]));
      for (const id of chunk) {
        const next = found.get(id);
        const previous = this.features.get(id);
        if (next === previous || (next && previous?.hash.equals(next.hash))) continue;
        this.isChanged = true;
        const at = position(this.ids, id);
        if (next === undefined) {
          this.features.delete(id);
          this.ids.splice(at, 1);
        } else {
          if (previous === undefined) this.ids.splice(at, 0, id);
          this.features.set(id, next);
        }
      }
    }
  }

  /** Every feature again (first request, TRUNCATE, a bulk write, listener back after an outage). */
  private async reloadAll(): Promise<void> {
    const ids: number[] = [];
    const features = new Map<number, FeatureBytes>();
    let afterId = 0;
    for (;;) {
      const rows = await publishedBakeriesAfter(this.database.db, afterId, PAGE);
      for (const row of rows) {
        ids.push(row.id);
        features.set(row.id, featureBytes(row));
      }
      if (rows.length < PAGE) break;
      afterId = rows.at(-1)!.id;
    }
    this.ids = ids;
    this.features = features;
    this.isChanged = true;
    if (!this.isLoaded) {
      this.isLoaded = true;
      this.loaded.resolve();
    }
  }
}
