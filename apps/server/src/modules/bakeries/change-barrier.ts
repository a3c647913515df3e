// The read barrier of what this instance keeps from the `bakery_changed` channel (the nearby cards, the published
// file; docs/nearby-search.md, "No stale card"). `fresh()` sends a token on the channel and resolves once the token
// came back and every change notified before it has been applied by its owner. PostgreSQL delivers the
// notifications of different transactions in commit order, so a change committed before `fresh()` was called is
// applied when it resolves. Concurrent callers share one round trip; a round whose token does not come back, or
// whose changes cannot be read back, lets its callers go on with what is known, and says so in the log.
//
// The owner queues the token behind the changes that preceded it (`tokenArrived`), and tells the barrier once they
// are applied (`applied`).
import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { BAKERY_CHANGED_CHANNEL } from './repository.js';

type Round = { token: string; promise: Promise<void>; resolve: () => void; timer?: NodeJS.Timeout };

/** A token that does not come back (listener down) lets readers go on with what is known… */
const SYNC_TIMEOUT_MS = 2_000;
/** …and so does one whose changes cannot be read back (database down) for this long after it came back. */
const APPLY_TIMEOUT_MS = 10_000;

/** `name` and `fallback` word the log lines: « nearby cards: … timed out; answering from memory ». */
export type BarrierWording = { name: string; fallback: string };

export class ChangeBarrier {
  private readonly instanceId = crypto.randomBytes(6).toString('hex');
  private sequence = 0;
  private collecting: Round | null = null;
  private inFlight: Round | null = null;
  private readonly waiting = new Map<string, Round>();
  private isClosed = false;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    private readonly wording: BarrierWording,
  ) {}

  /** Resolves once every change committed before this call has been applied. */
  fresh(): Promise<void> {
    if (this.isClosed) return Promise.resolve();
    if (this.collecting) return this.collecting.promise;
    let resolve!: () => void;
    const promise = new Promise<void>((done) => (resolve = done));
    this.collecting = { token: '', promise, resolve };
    if (!this.inFlight) this.sendRound();
    return promise;
  }

  /**
   * A token came back on the channel. True when it is one of ours: the owner queues it behind what precedes it
   * (which may take a while to apply, a bulk import: waited for up to APPLY_TIMEOUT_MS). Other instances' tokens,
   * and those of another barrier of this instance, are of no use here.
   */
  tokenArrived(token: string): boolean {
    const round = this.waiting.get(token);
    if (!round) return false;
    this.expireLater(round, APPLY_TIMEOUT_MS);
    return true;
  }

  /** Everything notified before `token` is applied: its callers go on. */
  applied(token: string): void {
    const round = this.waiting.get(token);
    if (round) this.finish(round);
  }

  /** Lets every waiting caller go on; later calls resolve at once. */
  close(): void {
    this.isClosed = true;
    for (const round of [this.collecting, this.inFlight, ...this.waiting.values()]) if (round) this.finish(round);
  }

  /** Sends the collecting round's token; callers arriving now wait for the next round. */
  private sendRound(): void {
    const round = this.collecting;
    if (!round || this.isClosed) return;
    this.collecting = null;
    this.inFlight = round;
    this.sequence += 1;
    round.token = `${this.instanceId}:${this.sequence}`;
    this.waiting.set(round.token, round);
    this.expireLater(round, SYNC_TIMEOUT_MS);
    this.database.notify(BAKERY_CHANGED_CHANNEL, JSON.stringify({ sync: round.token })).catch((error: unknown) => {
      this.log.warn({ err: error }, `${this.wording.name}: freshness check not sent; ${this.wording.fallback}`);
      this.finish(round);
    });
  }

  private expireLater(round: Round, delayMs: number): void {
    clearTimeout(round.timer);
    round.timer = setTimeout(() => {
      this.log.warn(`${this.wording.name}: a freshness check timed out; ${this.wording.fallback}`);
      this.finish(round);
    }, delayMs);
    round.timer.unref();
  }

  private finish(round: Round): void {
    clearTimeout(round.timer);
    this.waiting.delete(round.token);
    round.resolve();
    if (this.inFlight === round) {
      this.inFlight = null;
      this.sendRound();
    }
  }
}
