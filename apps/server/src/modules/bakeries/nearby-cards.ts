// The nearby cards of this server instance: every placed bakery's card in memory (nearby-index.ts),
// loaded at start and kept current by the `bakery_changed` notifications that every change of the
// bakeries table sends at commit (migrations 0002 and 0007), whichever instance or SQL made it.
// PostgreSQL stays the source of truth; the rules are in docs/nearby-search.md.
//
// No stale card: `fresh()` is a read barrier (change-barrier.ts): a change committed before it was called is
// in the index when it resolves.
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Unlisten } from '../../db/client.js';
import { isSameCard, toCardEntry, type CardEntry } from './card.js';
import { ChangeBarrier } from './change-barrier.js';
import { NearbyIndex, type NearbyHit, type NearbySearch } from './nearby-index.js';
import { BAKERY_CHANGED_CHANNEL, BULK_RELOAD_OP, findCardRows, type NearbyParams } from './repository.js';

export { BAKERY_CHANGED_CHANNEL, BULK_RELOAD_OP } from './repository.js';

/** A changed bakery as the index now holds it: `entry` null when it is gone from the map. */
export type CardChange = { id: number; entry: CardEntry | null };
/**
 * `isFullReload`: every card was read again (start, TRUNCATE, a bulk write, listener back after an outage): what
 * else a bakery shows may have changed without its card changing, and notifications may have been lost.
 */
export type CardChangeListener = (changes: CardChange[], isFullReload: boolean) => void;

type Event = { kind: 'change'; id: number } | { kind: 'reload-all' } | { kind: 'sync'; token: string };

/** Ids read back from the database per query. */
const RELOAD_CHUNK = 500;
/** setTimeout's longest delay (about 24.8 days); a later expiry is looked at again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** Pause before reading again after the database failed to answer. */
const RETRY_DELAY_MS = 500;

export class NearbyCards {
  private readonly index = new NearbyIndex();
  private readonly listeners = new Set<CardChangeListener>();
  private readonly queue: Event[] = [];
  /** True while events are being applied (and during the first load). */
  private isApplying = true;
  private readonly barrier: ChangeBarrier;
  private unlisten: Unlisten | undefined;
  private isClosed = false;
  /**
   * Cards that change by time alone: a visitors' report in force expires (docs/visitor-reports.md).
   * One timer for the earliest; when it fires, those cards are read again like a notified change, so
   * the live feed and the public details learn it too ("no path leaves a card stale").
   */
  private readonly refreshAt = new Map<number, number>();
  private refreshTimer: NodeJS.Timeout | undefined;

  private constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {
    this.barrier = new ChangeBarrier(database, log, { name: 'nearby cards', fallback: 'answering from memory' });
  }

  /** Listens first, then loads every card: a change committed during the load is applied after it. */
  static async start(database: Database, log: FastifyBaseLogger): Promise<NearbyCards> {
    const cards = new NearbyCards(database, log);
    cards.unlisten = await database.listen(BAKERY_CHANGED_CHANNEL, (payload) => cards.onNotification(payload), {
      onReconnect: () => cards.push({ kind: 'reload-all' }),
    });
    try {
      await cards.reloadAll();
    } catch (error) {
      await cards.close();
      throw error;
    }
    cards.isApplying = false;
    cards.drainSoon();
    return cards;
  }

  get size(): number {
    return this.index.size;
  }

  /** Called after each applied batch of changes (the live feed fans them out). */
  onChange(listener: CardChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Resolves once every change committed before this call is in the index. */
  fresh(): Promise<void> {
    return this.barrier.fresh();
  }

  /** What the index holds now (call fresh() first to include every committed change). */
  search(params: NearbyParams): NearbyHit[] {
    return this.index.search(params);
  }

  /** The same, and whether the cap left bakeries out. */
  searchCapped(params: NearbyParams): NearbySearch {
    return this.index.searchCapped(params);
  }

  get(id: number): CardEntry | undefined {
    return this.index.get(id);
  }

  async close(): Promise<void> {
    this.isClosed = true;
    clearTimeout(this.refreshTimer);
    this.barrier.close();
    this.listeners.clear();
    await this.unlisten?.().catch(() => {});
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
      try {
        if (batch.some((event) => event.kind === 'reload-all')) await this.reloadAll();
        else await this.reload([...new Set(batch.flatMap((event) => (event.kind === 'change' ? [event.id] : [])))]);
      } catch (error) {
        if (this.isClosed) return;
        this.log.error({ err: error }, 'nearby cards: could not read changed bakeries; retrying');
        this.queue.unshift(...batch);
        await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
        continue;
      }
      for (const event of batch) if (event.kind === 'sync') this.barrier.applied(event.token);
    }
  }

  private async reload(ids: number[]): Promise<void> {
    for (let start = 0; start < ids.length; start += RELOAD_CHUNK) {
      const chunk = ids.slice(start, start + RELOAD_CHUNK);
      const rows = await findCardRows(this.database.db, chunk);
      const found = new Map(rows.map((row) => [row.id, toCardEntry(row)]));
      const changes: CardChange[] = chunk.map((id) => {
        const entry = found.get(id) ?? null;
        if (entry) this.index.upsert(entry);
        else this.index.remove(id);
        this.trackRefresh(id, entry);
        return { id, entry };
      });
      this.scheduleRefresh();
      this.emit(changes, false);
    }
  }

  /** Every card again (start, TRUNCATE, a bulk write, listener back after an outage); changed cards are announced, with the full reload. */
  private async reloadAll(): Promise<void> {
    const rows = await findCardRows(this.database.db);
    const next = new Map<number, CardEntry>();
    for (const row of rows) {
      const entry = toCardEntry(row);
      if (entry) next.set(entry.id, entry);
    }
    const changes: CardChange[] = [];
    for (const [id, entry] of next) {
      const previous = this.index.get(id);
      if (!previous || !isSameCard(previous, entry)) changes.push({ id, entry });
    }
    this.index.forEachId((id) => {
      if (!next.has(id)) changes.push({ id, entry: null });
    });
    this.index.replaceAll(next.values());
    this.refreshAt.clear();
    for (const [id, entry] of next) this.trackRefresh(id, entry);
    this.scheduleRefresh();
    this.emit(changes, true);
  }

  private trackRefresh(id: number, entry: CardEntry | null): void {
    if (entry?.refreshAt != null) this.refreshAt.set(id, entry.refreshAt);
    else this.refreshAt.delete(id);
  }

  private scheduleRefresh(): void {
    clearTimeout(this.refreshTimer);
    this.refreshTimer = undefined;
    if (this.isClosed || this.refreshAt.size === 0) return;
    let earliest = Infinity;
    for (const at of this.refreshAt.values()) earliest = Math.min(earliest, at);
    this.refreshTimer = setTimeout(() => this.onRefreshDue(), Math.min(Math.max(0, earliest - Date.now()), MAX_TIMER_MS));
    this.refreshTimer.unref();
  }

  private onRefreshDue(): void {
    const now = Date.now();
    for (const [id, at] of this.refreshAt) {
      if (at > now) continue;
      this.refreshAt.delete(id);
      this.push({ kind: 'change', id });
    }
    this.scheduleRefresh();
  }

  private emit(changes: CardChange[], isFullReload: boolean): void {
    for (const listener of this.listeners) {
      try {
        listener(changes, isFullReload);
      } catch (error) {
        this.log.error({ err: error }, 'nearby cards: a change listener failed');
      }
    }
  }
}
