// The published merged listings of this server instance (docs/open-data.md, "Publishing the merged listings (ODbL)"):
// the whole GeoJSON file built once, kept in memory with its compressed copies, and built again only after a
// `bakery_changed` notification (every change of a bakery, of its sources or of its owner's suspension sends one at
// commit, whichever instance or SQL made it). A rebuild that gives the same features keeps the file as it was: its
// ETag, its `genere_le` and its compressed copies (an availability toggle changes nothing here).
//
// No stale file: before answering from a file that looks current, `file()` sends a token on the channel and waits
// for it to come back (PostgreSQL delivers notifications in commit order), as the nearby cards do
// (bakeries/nearby-cards.ts); so a change committed before the request is in the answer.
import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Unlisten } from '../../../db/client.js';
import { BAKERY_CHANGED_CHANNEL } from '../../bakeries/repository.js';
import { COLLECTION_TAIL, collectionHead, toFeature } from './geojson.js';
import { publishedBakeriesAfter } from './repository.js';

export type Encoding = 'br' | 'gzip';
export type PublishedFile = {
  /** A weak ETag: the same for the file and its compressed copies. */
  etag: string;
  body: Buffer;
  /** The compressed copies, made on first demand and kept with the file. */
  encoded: Map<Encoding, Promise<Buffer>>;
  /** The hash of the features alone (`genere_le` aside): equal features, same file. */
  featuresHash: string;
  /** How many changes had been notified when its build began. */
  changesSeen: number;
};

/** Bakeries read per query while the file is built. */
const PAGE = 2_000;
/** A token that does not come back (listener down) lets the request go on with the file as it is. */
const SYNC_TIMEOUT_MS = 2_000;

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

export class PublishedBakeries {
  private current: PublishedFile | null = null;
  private building: { changesSeen: number; promise: Promise<PublishedFile> } | null = null;
  /** Changes notified so far (a bakery's id, a TRUNCATE, a bulk write, the listener back after an outage). */
  private changes = 0;
  private readonly waiting = new Map<string, () => void>();
  private readonly instanceId = crypto.randomBytes(6).toString('hex');
  private sequence = 0;
  private unlisten: Unlisten | undefined;

  private constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date,
  ) {}

  /** Listens from the start; the file itself is built on the first request. */
  static async start(database: Database, log: FastifyBaseLogger, now: () => Date = () => new Date()): Promise<PublishedBakeries> {
    const published = new PublishedBakeries(database, log, now);
    published.unlisten = await database.listen(BAKERY_CHANGED_CHANNEL, (payload) => published.onNotification(payload), {
      onReconnect: () => (published.changes += 1),
    });
    return published;
  }

  /** The file holding every change committed before this call. */
  async file(): Promise<PublishedFile> {
    if (this.current && this.current.changesSeen === this.changes && !this.building) await this.barrier();
    const wanted = this.changes;
    for (;;) {
      if (this.current && this.current.changesSeen >= wanted) return this.current;
      // A build that began before the last change wanted is waited for, then followed by one of ours.
      if (this.building) {
        const { changesSeen, promise } = this.building;
        const file = await promise;
        if (changesSeen >= wanted) return file;
        continue;
      }
      this.building = { changesSeen: this.changes, promise: this.build(this.changes) };
    }
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
    for (const done of this.waiting.values()) done();
    await this.unlisten?.().catch(() => {});
  }

  private async build(changesSeen: number): Promise<PublishedFile> {
    try {
      const features: string[] = [];
      let afterId = 0;
      for (;;) {
        const rows = await publishedBakeriesAfter(this.database.db, afterId, PAGE);
        for (const row of rows) features.push(JSON.stringify(toFeature(row)));
        if (rows.length < PAGE) break;
        afterId = rows.at(-1)!.id;
      }
      const text = features.join(',\n');
      const featuresHash = crypto.createHash('sha256').update(text).digest('base64url');
      const previous = this.current;
      const file: PublishedFile =
        previous && previous.featuresHash === featuresHash
          ? { ...previous, changesSeen }
          : {
              etag: `W/"${featuresHash.slice(0, 27)}"`,
              body: Buffer.from(collectionHead(this.now()) + text + COLLECTION_TAIL),
              encoded: new Map(),
              featuresHash,
              changesSeen,
            };
      if (!this.current || this.current.changesSeen <= changesSeen) this.current = file;
      return file;
    } finally {
      this.building = null;
    }
  }

  /** Resolves once every notification sent before it has been received (or after SYNC_TIMEOUT_MS). */
  private barrier(): Promise<void> {
    this.sequence += 1;
    const token = `${this.instanceId}:${this.sequence}`;
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiting.delete(token);
        resolve();
      };
      const timer = setTimeout(() => {
        this.log.warn('published listings: a freshness check timed out; answering with the file as it is');
        done();
      }, SYNC_TIMEOUT_MS);
      timer.unref();
      this.waiting.set(token, done);
      this.database.notify(BAKERY_CHANGED_CHANNEL, JSON.stringify({ sync: token })).catch((error: unknown) => {
        this.log.warn({ err: error }, 'published listings: freshness check not sent; answering with the file as it is');
        done();
      });
    });
  }

  private onNotification(payload: string): void {
    let message: { sync?: unknown };
    try {
      message = JSON.parse(payload) as typeof message;
    } catch {
      return;
    }
    // Tokens (ours, the nearby cards', other instances') are not changes; ours ends a barrier.
    if (typeof message.sync === 'string') this.waiting.get(message.sync)?.();
    else this.changes += 1;
  }
}
