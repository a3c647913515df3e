// The speed targets (docs/nearby-search.md, "Speed targets") and their verdicts for bench/RESULTS.md:
// one row per target and database, with what was measured, met or missed by how much, the machine's
// load when the measure began (other work skews every figure) and the command that reproduces it.
// Pure: results in, rows out.
import fs from 'node:fs';
import { DATABASE_LABEL, type LiveRow, type PassResult, type SkippedFanOut } from './database-pass.js';
import type { BundleReport } from './first-load-bundle.js';
import type { LighthouseRow } from './lighthouse-audit.js';
import type { Machine } from './machine.js';
import { SCALE_OUT_JSON_FILE } from './paths.js';
import { DETAIL_KEY, NEARBY_PARIS_2KM_KEY } from './scenarios.js';
import type { DatabaseKind } from './settings.js';

/** Share of health and p99, per database: PostgreSQL is production, PGlite the embedded database of small installs. */
type HttpTarget = { shareOfHealth: number | null; p99Ms: number };

export const TARGETS = {
  nearby: { postgres: { shareOfHealth: 0.6, p99Ms: 25 }, pglite: { shareOfHealth: 0.2, p99Ms: 40 } } satisfies Record<
    DatabaseKind,
    HttpTarget
  >,
  detail: { postgres: { shareOfHealth: 0.5, p99Ms: 30 }, pglite: { shareOfHealth: null, p99Ms: 60 } } satisfies Record<
    DatabaseKind,
    HttpTarget
  >,
  /** The live p99 within this multiple of the bare-`ws` floor at the same socket count, same run (fan-out-floor.ts). */
  liveOverFloor: 1.2,
  liveSockets: 10_000,
  firstLoadBytes: 91_000,
  homePerformance: 90,
  bakeryPagePerformance: 98,
  accessibility: 100,
  seo: 100,
  /** The first bakery sitemap (every bakery of the France-scale database), median time to the last byte. */
  bakerySitemapMs: 1_000,
} as const;

export type Verdict = { target: string; where: string; measured: string; verdict: string; loadAtStart: string; command: string };

type Inputs = { machine: Machine; passes: PassResult[]; bundle: BundleReport };

export const integer = (value: number) => (Number.isFinite(value) ? Math.round(value).toLocaleString('en-US') : '—');
export const decimal = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '—');
export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
export const percent = (ratio: number) => (Number.isFinite(ratio) ? `${(ratio * 100).toFixed(1)} %` : '—');

export function isSkipped(row: LiveRow | SkippedFanOut): row is SkippedFanOut {
  return 'skipped' in row;
}

export function healthOf(pass: PassResult): number {
  return pass.http.find((row) => row.scenario.key === 'health')?.requestsPerSecond ?? Number.NaN;
}

const passCommand = (kind: DatabaseKind) => `\`BENCH_DB=${kind} npm run bench\``;

function atLeast(value: number, target: number, unit: string, format: (value: number) => string = integer): string {
  if (!Number.isFinite(value)) return 'not measured';
  return value >= target ? 'met' : `**missed** by ${format(target - value)}${unit}`;
}

function atMost(value: number, target: number, unit: string, format: (value: number) => string = integer): string {
  if (!Number.isFinite(value)) return 'not measured';
  return value <= target ? 'met' : `**missed** by ${format(value - target)}${unit} (×${(value / target).toFixed(1)})`;
}

function shareVerdict(share: number, target: number): string {
  if (!Number.isFinite(share)) return 'not measured';
  return share >= target ? 'met' : `**missed** by ${((target - share) * 100).toFixed(1)} points (×${(target / share).toFixed(1)} needed)`;
}

/** An HTTP scenario without compression against its share of health and its p99. */
function httpVerdicts(pass: PassResult, key: string, name: string, goal: HttpTarget): Omit<Verdict, 'loadAtStart' | 'command'>[] {
  const where = DATABASE_LABEL[pass.kind];
  const row = pass.http.find((candidate) => candidate.scenario.key === key && candidate.scenario.encoding === 'none');
  const rows: Omit<Verdict, 'loadAtStart' | 'command'>[] = [];
  if (goal.shareOfHealth !== null) {
    const share = row ? row.requestsPerSecond / healthOf(pass) : Number.NaN;
    rows.push({
      target: `${name}, no compression: ≥ ${goal.shareOfHealth * 100} % of health`,
      where,
      measured: row ? `${percent(share)} (${integer(row.requestsPerSecond)} req/s)` : '—',
      verdict: shareVerdict(share, goal.shareOfHealth),
    });
  }
  rows.push({
    target: `${name}, no compression: p99 ≤ ${goal.p99Ms} ms`,
    where,
    measured: row ? `${integer(row.p99Ms)} ms` : '—',
    verdict: atMost(row?.p99Ms ?? Number.NaN, goal.p99Ms, ' ms'),
  });
  return rows;
}

/**
 * PostgreSQL: t0 is the UPDATE's commit coming back, so the p99 after t0 is the measure. PGlite: the
 * commit happens inside the server, whose answer to the PATCH leaves after the fan-out; the p99 after
 * the PATCH was sent is then the honest (upper) bound. Either is judged against the floor's p99 at
 * the same count, measured right after on the same machine.
 */
function liveVerdict(pass: PassResult): Omit<Verdict, 'loadAtStart' | 'command'> {
  const target = `live at ${integer(TARGETS.liveSockets)} sockets: p99 ≤ ${TARGETS.liveOverFloor} × the bare-\`ws\` floor of the same run`;
  const where = DATABASE_LABEL[pass.kind];
  const row = pass.live.find((candidate) => candidate.sockets === TARGETS.liveSockets);
  if (!row) return { target, where, measured: 'not run (BENCH_SOCKETS)', verdict: 'not measured' };
  if (isSkipped(row)) return { target, where, measured: 'skipped', verdict: row.skipped };
  const isFromSend = pass.kind === 'pglite';
  const p99 = isFromSend ? row.fromSend.p99Ms : row.p99Ms;
  const floor = 'error' in row.floor ? Number.NaN : row.floor.p99Ms;
  const measured =
    `${decimal(p99)} ms ${isFromSend ? 'after the PATCH was sent (upper bound)' : 'after the commit'}; floor ${decimal(floor)} ms` +
    (Number.isFinite(floor) ? ` (×${(p99 / floor).toFixed(2)})` : ` (${'error' in row.floor ? row.floor.error : ''})`) +
    (row.missed > 0 ? `, ${integer(row.missed)} missed` : '');
  if (row.missed > 0) return { target, where, measured, verdict: `**missed**: ${integer(row.missed)} frames did not arrive within 5 s` };
  return { target, where, measured, verdict: atMost(p99, TARGETS.liveOverFloor * floor, ' ms', (value) => decimal(value)) };
}

function passVerdicts(pass: PassResult): Verdict[] {
  const sitemap = pass.documents.find((row) => row.path === '/sitemaps/boulangeries-1.xml');
  const rows = [
    ...httpVerdicts(pass, NEARBY_PARIS_2KM_KEY, 'nearby rayon=2, Paris centre', TARGETS.nearby[pass.kind]),
    ...httpVerdicts(pass, DETAIL_KEY, 'public detail, 300 random ids', TARGETS.detail[pass.kind]),
    liveVerdict(pass),
    {
      target: `bakery sitemap at ${integer(sitemap?.entries ?? Number.NaN)} URLs: ≤ ${integer(TARGETS.bakerySitemapMs)} ms`,
      where: DATABASE_LABEL[pass.kind],
      measured: sitemap ? `${integer(sitemap.medianMs)} ms` : '—',
      verdict: atMost(sitemap?.medianMs ?? Number.NaN, TARGETS.bakerySitemapMs, ' ms'),
    },
  ];
  return rows.map((row) => ({ ...row, loadAtStart: pass.loadAtStart, command: passCommand(pass.kind) }));
}

function lighthouseVerdicts(passes: PassResult[]): Verdict[] {
  const pass = passes.find((candidate) => Array.isArray(candidate.lighthouse));
  const lighthouse = pass?.lighthouse as LighthouseRow[] | undefined;
  const page = (name: string) => lighthouse?.find((row) => row.page === name);
  const rows: Omit<Verdict, 'loadAtStart' | 'command'>[] = [];
  for (const [name, performance] of [
    ['/', TARGETS.homePerformance],
    ['/boulangerie/{id}', TARGETS.bakeryPagePerformance],
  ] as const) {
    const row = page(name);
    rows.push({
      target: `Lighthouse mobile \`${name}\`: performance ≥ ${performance}`,
      where: 'PGlite',
      measured: row ? `${row.performance} (LCP ${integer(row.lcpMs)} ms: ${row.lcpElement || '?'})` : '—',
      verdict: atLeast(row?.performance ?? Number.NaN, performance, ' points'),
    });
    rows.push({
      target: `Lighthouse mobile \`${name}\`: accessibility ${TARGETS.accessibility}`,
      where: 'PGlite',
      measured: row ? String(row.accessibility) : '—',
      verdict: atLeast(row?.accessibility ?? Number.NaN, TARGETS.accessibility, ' points'),
    });
  }
  for (const name of ['/', '/boulangerie/{id}', '/ville/{town}']) {
    const row = page(name);
    rows.push({
      target: `Lighthouse mobile \`${name}\`: SEO ${TARGETS.seo}`,
      where: 'PGlite',
      measured: row ? String(row.seo) : '—',
      verdict: atLeast(row?.seo ?? Number.NaN, TARGETS.seo, ' points'),
    });
  }
  return rows.map((row) => ({ ...row, loadAtStart: pass?.loadAtStart ?? '—', command: passCommand('pglite') }));
}

/** What `npm run bench:scale-out` last wrote (scale-out.ts): its own run, its own date and load. */
export type ScaleOutSummary = {
  date: string;
  commit: string;
  loadAtStart: string;
  /** Requests per second with two processes over one, per scenario label. */
  ratios: { label: string; one: number; two: number }[];
  fanOut: { sockets: number; oneP99Ms: number; twoP99Ms: number } | null;
};

function scaleOutVerdicts(): Verdict[] {
  if (!fs.existsSync(SCALE_OUT_JSON_FILE)) return [];
  const summary = JSON.parse(fs.readFileSync(SCALE_OUT_JSON_FILE, 'utf8')) as ScaleOutSummary;
  const measured = [
    ...summary.ratios.map(
      (ratio) => `${ratio.label}: ×${(ratio.two / ratio.one).toFixed(2)} (${integer(ratio.one)} → ${integer(ratio.two)} req/s)`,
    ),
    summary.fanOut
      ? `live p99 at ${integer(summary.fanOut.sockets)} sockets: ${decimal(summary.fanOut.oneP99Ms)} → ${decimal(summary.fanOut.twoP99Ms)} ms`
      : null,
  ]
    .filter(Boolean)
    .join('; ');
  return [
    {
      target: 'every core: 2 processes against 1 on one port (WEB_CONCURRENCY), measured side by side',
      where: 'PostgreSQL',
      measured: `${measured} (bench/SCALE-OUT.md, ${summary.date}, \`${summary.commit}\`)`,
      verdict: 'reported (no figure set)',
      loadAtStart: summary.loadAtStart,
      command: '`npm run bench:scale-out`',
    },
  ];
}

export function targetRows({ machine, passes, bundle }: Inputs): Verdict[] {
  const firstLoad = bundle.total.gzipBytes;
  return [
    ...passes.flatMap(passVerdicts),
    ...scaleOutVerdicts(),
    {
      target: `first-load JS of \`/\`, map chunk excluded, gzip -9: ≤ ${kB(TARGETS.firstLoadBytes)}`,
      where: '—',
      measured: bundle.source === 'missing' ? 'no build' : kB(firstLoad),
      verdict: bundle.source === 'missing' ? 'not measured' : atMost(firstLoad, TARGETS.firstLoadBytes, '', (bytes) => kB(bytes)),
      loadAtStart: machine.loadAtStart,
      command: '`npm run bench`',
    },
    ...lighthouseVerdicts(passes),
  ];
}
