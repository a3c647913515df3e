// What a campaign brings its owner (docs/advertising.md "Statistics"): views of the public block
// and clicks on 'Découvrir le site du boulanger', per campaign and Paris day. No cookie and nothing
// personal is kept: a repeat from one address (an IPv6 /64) within DEDUP_WINDOW_MS is recognised by
// a hash salted with a secret that lives in memory only and changes every day, and forgotten after
// the window; one address counts at most DAILY_COUNT_PER_ADDRESS a day per campaign. Changing the
// user agent changes nothing. Known crawlers are not counted.
import { parisDay, parisMonthStart } from '@fournil/shared';
import crypto from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.js';
import { addressGroup } from '../../lib/address-group.js';
import * as repository from './repository.js';

export const DEDUP_WINDOW_MS = 30 * 60_000;
/** Views (or clicks) one address can add to one campaign in a Paris day. */
export const DAILY_COUNT_PER_ADDRESS = 4;
const DEDUP_MAX_KEYS = 200_000;

/**
 * Crawlers and tools by user agent. Headless browsers are deliberately NOT excluded: the
 * end-to-end journeys run a headless Chromium and must be counted (docs/advertising.md).
 */
const CRAWLER_UA =
  /bot|crawler|spider|slurp|facebookexternalhit|embedly|preview|curl|wget|python-requests|httpclient|go-http-client|okhttp|java\//i;

export function isCrawler(userAgent: string | undefined): boolean {
  return !userAgent || userAgent.trim() === '' || CRAWLER_UA.test(userAgent);
}

export type StatsRecorder = {
  /** Counts one view or click unless it is a crawler, a repeat within the window, or an unpublished campaign. */
  record(db: Db, input: { campaignId: number; kind: repository.StatKind; ip: string; userAgent: string | undefined }): Promise<boolean>;
};

export function createStatsRecorder(now: () => Date = () => new Date()): StatsRecorder {
  // Key → when it was last counted (the injected clock's time); the TTL only frees memory.
  const seen = new LRUCache<string, number>({ max: DEDUP_MAX_KEYS, ttl: DEDUP_WINDOW_MS });
  const countedToday = new LRUCache<string, number>({ max: DEDUP_MAX_KEYS });
  let secretDay = '';
  let secret = Buffer.alloc(0);

  const fingerprint = (day: string, parts: string[]) => {
    if (day !== secretDay) {
      secretDay = day;
      secret = crypto.randomBytes(32);
      seen.clear();
      countedToday.clear();
    }
    return crypto.createHmac('sha256', secret).update(parts.join('\u0000')).digest('hex');
  };

  return {
    async record(db, { campaignId, kind, ip, userAgent }) {
      if (isCrawler(userAgent)) return false;
      const date = now();
      const day = parisDay(date);
      const key = fingerprint(day, [addressGroup(ip), String(campaignId), kind]);
      const counted = countedToday.get(key) ?? 0;
      const lastCounted = seen.get(key);
      if ((lastCounted !== undefined && date.getTime() - lastCounted < DEDUP_WINDOW_MS) || counted >= DAILY_COUNT_PER_ADDRESS) return false;
      if (!(await repository.isCampaignPublished(db, campaignId, parisMonthStart(date), day))) return false;
      seen.set(key, date.getTime());
      countedToday.set(key, counted + 1);
      await repository.incrementStat(db, campaignId, day, kind);
      return true;
    },
  };
}
