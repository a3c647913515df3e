// Lighthouse, default mobile preset (simulated slow 4G and a 4× slower CPU), performance,
// accessibility and SEO, a few runs per page with Debian's Chromium; medians are reported.
// lighthouse is pinned to 12.8.2: the 12.x line is the last that runs on Node 20, 13.x needs Node 22.
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { track } from './cleanup.js';
import { median } from './stats.js';

export type LighthouseRow = {
  page: string;
  url: string;
  runs: number;
  performance: number;
  accessibility: number;
  seo: number;
  /** SEO audits that did not pass in the last run, by id. */
  seoFailures: string[];
  /** Accessibility audits that did not pass in the last run, by id (Lighthouse counts minor ones too). */
  accessibilityFailures: string[];
  /** The element Lighthouse took for the largest paint in the last run (selector: text). */
  lcpElement: string;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Scripts as Chromium fetched them during the run (compressed bytes on the wire), median. */
  scriptWireBytes: number;
  errors: string[];
};

const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--enable-unsafe-swiftshader',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

type NetworkItem = { resourceType?: string; transferSize?: number };

type LcpNode = { selector?: string; nodeLabel?: string };
type LcpDetails = { items?: { items?: { node?: LcpNode }[] }[] };

function lcpElementOf(details: unknown): string {
  const node = (details as LcpDetails | undefined)?.items?.[0]?.items?.[0]?.node;
  return node ? `${node.selector ?? '?'}: ${(node.nodeLabel ?? '').slice(0, 60)}` : '';
}

/** LIGHTHOUSE_REPORT_DIR=… keeps each run's whole report (JSON), to read its network list and main-thread tasks. */
function saveReport(dir: string, page: string, run: number, lhr: unknown): void {
  fs.mkdirSync(dir, { recursive: true });
  const name = page.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'accueil';
  fs.writeFileSync(path.join(dir, `${name}-${run + 1}.json`), JSON.stringify(lhr));
}

export async function auditPages(chromiumPath: string, pages: { page: string; url: string }[], runs: number): Promise<LighthouseRow[]> {
  if (!fs.existsSync(chromiumPath)) {
    throw new Error(`Chromium introuvable (${chromiumPath}) : apt-get install chromium, ou CHROMIUM_PATH=…, ou BENCH_SKIP_LIGHTHOUSE=1.`);
  }
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
  const release = track('Chromium', async () => chrome.kill());
  try {
    const rows: LighthouseRow[] = [];
    for (const { page, url } of pages) {
      const scores = {
        performance: [] as number[],
        accessibility: [] as number[],
        seo: [] as number[],
        lcp: [] as number[],
        tbt: [] as number[],
        cls: [] as number[],
        scripts: [] as number[],
      };
      const errors: string[] = [];
      let seoFailures: string[] = [];
      let accessibilityFailures: string[] = [];
      let lcpElement = '';
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(url, {
          port: chrome.port,
          onlyCategories: ['performance', 'accessibility', 'seo'],
          logLevel: 'error',
          output: 'json',
        });
        const lhr = result?.lhr;
        if (lhr && process.env.LIGHTHOUSE_REPORT_DIR) saveReport(process.env.LIGHTHOUSE_REPORT_DIR, page, run, lhr);
        if (!lhr || lhr.runtimeError) {
          errors.push(lhr?.runtimeError?.message ?? 'no result');
          continue;
        }
        scores.performance.push(Math.round((lhr.categories.performance?.score ?? 0) * 100));
        scores.accessibility.push(Math.round((lhr.categories.accessibility?.score ?? 0) * 100));
        lcpElement = lcpElementOf(lhr.audits['largest-contentful-paint-element']?.details);
        scores.seo.push(Math.round((lhr.categories.seo?.score ?? 0) * 100));
        const failed = (category: 'seo' | 'accessibility') =>
          (lhr.categories[category]?.auditRefs ?? []).map((ref) => ref.id).filter((id) => (lhr.audits[id]?.score ?? 1) < 1);
        seoFailures = failed('seo');
        accessibilityFailures = failed('accessibility');
        scores.lcp.push(lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN);
        scores.tbt.push(lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN);
        scores.cls.push(lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN);
        const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []) as NetworkItem[];
        scores.scripts.push(
          items.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
        );
      }
      rows.push({
        page,
        url,
        runs: scores.performance.length,
        performance: median(scores.performance),
        accessibility: median(scores.accessibility),
        seo: median(scores.seo),
        seoFailures,
        accessibilityFailures,
        lcpElement,
        lcpMs: median(scores.lcp),
        tbtMs: median(scores.tbt),
        cls: median(scores.cls),
        scriptWireBytes: median(scores.scripts),
        errors,
      });
    }
    return rows;
  } finally {
    await release();
  }
}
