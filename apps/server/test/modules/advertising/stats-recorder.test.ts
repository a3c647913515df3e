// The daily bound of the campaign statistics (docs/advertising.md, "Statistics"): past the 30-minute
// window an address counts again, but at most DAILY_COUNT_PER_ADDRESS times a Paris day per campaign.
// The database part (is the campaign published, add one) is the repository's; here it always says
// "published" and records what would be added.
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../../src/db/client.js';

const added: string[] = [];
const repositoryModule = '../../../src/modules/advertising/repository.js';
// The API files share their workers' module cache (vitest.config.ts): stats.js is loaded afresh with
// this repository, and the real one is given back to the files that come next.
vi.resetModules();
vi.doMock(repositoryModule, () => ({
  isCampaignPublished: async () => true,
  incrementStat: async (_db: Db, campaignId: number, day: string, kind: string) => void added.push(`${campaignId} ${day} ${kind}`),
}));
afterAll(() => {
  vi.doUnmock(repositoryModule);
  vi.resetModules();
});

const { createStatsRecorder, DAILY_COUNT_PER_ADDRESS, DEDUP_WINDOW_MS } = await import('../../../src/modules/advertising/stats.js');

const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const db = {} as Db;

describe('campaign statistics per address and day', () => {
  let clock: Date;
  beforeEach(() => {
    added.length = 0;
    clock = new Date('2026-11-26T07:00:00+01:00');
  });

  it('counts one address again after the window, up to the daily bound, and afresh the next day', async () => {
    const recorder = createStatsRecorder(() => clock);
    const view = () => recorder.record(db, { campaignId: 7, kind: 'views', ip: '203.0.113.7', userAgent: UA });
    const results: boolean[] = [];
    for (let visit = 0; visit < DAILY_COUNT_PER_ADDRESS + 3; visit++) {
      results.push(await view());
      clock = new Date(clock.getTime() + DEDUP_WINDOW_MS + 60_000);
    }
    expect(results.filter(Boolean)).toHaveLength(DAILY_COUNT_PER_ADDRESS);
    expect(results.slice(DAILY_COUNT_PER_ADDRESS)).toEqual([false, false, false]);
    // Another campaign and another address have their own bound.
    expect(await recorder.record(db, { campaignId: 8, kind: 'views', ip: '203.0.113.7', userAgent: UA })).toBe(true);
    expect(await recorder.record(db, { campaignId: 7, kind: 'views', ip: '198.51.100.9', userAgent: UA })).toBe(true);

    clock = new Date('2026-11-27T08:00:00+01:00');
    expect(await view()).toBe(true);
    expect(added.filter((line) => line === '7 2026-11-26 views')).toHaveLength(DAILY_COUNT_PER_ADDRESS + 1);
    expect(added).toContain('7 2026-11-27 views');
  });
});
