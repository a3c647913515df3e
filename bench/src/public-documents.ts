// The documents crawlers read (docs/public-pages.md): robots.txt, the sitemap index, the pages
// sitemap, the first bakery sitemap, the towns index and one town page, fetched one at a time from
// the bench process at the seeded France-scale database. The first fetch of each is reported apart
// (cold: nothing read yet), then the median and max of the next ones.
import { median } from './stats.js';

export type DocumentTiming = {
  label: string;
  path: string;
  status: number;
  contentType: string;
  cacheControl: string;
  bytes: number;
  /** `<loc>` entries of a sitemap, `/ville/` links of a towns page, else null. */
  entries: number | null;
  firstMs: number;
  medianMs: number;
  maxMs: number;
  runs: number;
};

const RUNS = 6;

/** The town page a bakery page's breadcrumb links to: the bench's own public town page. */
export async function townPathOf(baseUrl: string, bakeryId: number): Promise<string | null> {
  const html = await (await fetch(`${baseUrl}/boulangerie/${bakeryId}`)).text();
  return /href="(\/ville\/[^"]+)"/.exec(html)?.[1] ?? null;
}

function entriesOf(path: string, body: string): number | null {
  if (path.endsWith('.xml')) return body.match(/<loc>/g)?.length ?? 0;
  if (path === '/villes' || path.startsWith('/ville/')) return body.match(/href="\/(?:villes?|boulangerie)\/[^"]/g)?.length ?? 0;
  return null;
}

async function timeOnce(url: string): Promise<{ ms: number; response: Response; body: string }> {
  const started = performance.now();
  const response = await fetch(url);
  const body = await response.text();
  return { ms: performance.now() - started, response, body };
}

export async function timePublicDocuments(baseUrl: string, townPath: string | null): Promise<DocumentTiming[]> {
  const documents = [
    { label: 'robots.txt', path: '/robots.txt' },
    { label: 'sitemap index', path: '/sitemap.xml' },
    { label: 'pages sitemap (static pages, towns)', path: '/sitemaps/pages.xml' },
    { label: 'bakery sitemap no. 1', path: '/sitemaps/boulangeries-1.xml' },
    { label: 'towns index', path: '/villes' },
    ...(townPath ? [{ label: 'a town page', path: townPath }] : []),
  ];
  const rows: DocumentTiming[] = [];
  for (const { label, path } of documents) {
    const first = await timeOnce(`${baseUrl}${path}`);
    const times: number[] = [];
    for (let run = 1; run < RUNS; run += 1) times.push((await timeOnce(`${baseUrl}${path}`)).ms);
    rows.push({
      label,
      path,
      status: first.response.status,
      contentType: first.response.headers.get('content-type') ?? '',
      cacheControl: first.response.headers.get('cache-control') ?? '',
      bytes: Buffer.byteLength(first.body),
      entries: entriesOf(path, first.body),
      firstMs: first.ms,
      medianMs: median(times),
      maxMs: Math.max(...times),
      runs: times.length,
    });
  }
  return rows;
}
