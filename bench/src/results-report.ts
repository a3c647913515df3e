// bench/RESULTS.md: machine, code, settings, every measured row, and the speed targets
// (docs/nearby-search.md, "Speed targets") marked met or missed by how much. Pure: data in,
// Markdown out (main.ts writes and prints it).
import type { BundleReport } from './first-load-bundle.js';
import { DATABASE_LABEL, type PassResult } from './database-pass.js';
import type { Machine } from './machine.js';
import type { BuildState } from './production-build.js';
import type { Settings } from './settings.js';
import { decimal, healthOf, integer, isSkipped, kB, percent, targetRows } from './targets.js';

export type BenchResults = {
  machine: Machine;
  settings: Settings;
  build: BuildState;
  passes: PassResult[];
  bundle: BundleReport;
  durationSeconds: number;
  /** Hand-written analysis of what limits the missed targets (bench/LIMITS.md), when present. */
  limits?: string | undefined;
};

function table(header: string[], rows: string[][]): string {
  return [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');
}

function machineSection({ machine, build, durationSeconds }: BenchResults): string {
  const buildLine = {
    fresh: 'up to date',
    rebuilt: 'rebuilt by this run',
    'stale-kept': '**older than the sources** (BENCH_SKIP_BUILD=1)',
  }[build];
  return table(
    ['', ''],
    [
      ['CPU', `${machine.cpu}, ${machine.cores} cores`],
      ['load average at start (1 / 5 / 15 min)', machine.loadAtStart],
      ['RAM', `${machine.ramGiB} GiB`],
      ['OS', machine.os],
      ['Node', machine.node],
      ['PostgreSQL', machine.postgres],
      ['date', machine.date],
      ['commit', `\`${machine.commit}\``],
      ['production build', buildLine],
      ['open files (ulimit -n)', integer(machine.openFilesLimit)],
      ['bench duration', `${(durationSeconds / 60).toFixed(1)} min`],
    ],
  );
}

function settingsSection({ settings, passes }: BenchResults): string {
  const seed = passes[0]?.seed;
  const counts = passes
    .map(
      (pass) =>
        `${DATABASE_LABEL[pass.kind]}: ${pass.seed.withinTwoKm} in the database, ${pass.serverWithinTwoKm ?? '?'} in the server's answer, seeded in ${decimal(pass.seed.seconds)} s`,
    )
    .join('; ');
  return [
    `- Bakeries: ${integer(settings.bakeries)} over mainland France, deterministic; ${integer(seed?.parisSquare ?? Number.NaN)} in a 10 × 10 km square centred on (48.8534, 2.3488), ${seed?.expectedWithinTwoKm ?? '?'} of them within 2 km (${counts || 'no pass'}).`,
    `- Server: \`node apps/server/dist/server.js\`, NODE_ENV=production, its own process, loopback; the database is seeded before it starts.`,
    `- HTTP: autocannon from the bench process, ${settings.connections} connections, ${settings.warmupSeconds} s warm-up (not recorded) then ${settings.seconds} s per scenario.`,
    `- Live: ${settings.socketCounts.map(integer).join(' then ') || 'none'} WebSocket clients subscribed to rayon=2 at the centre; 3 changes per size; missed = no frame within 5 s.`,
    `- Databases: ${settings.databases.map((kind) => DATABASE_LABEL[kind]).join(', ')}.`,
  ].join('\n');
}

function httpSection({ passes }: BenchResults): string {
  const rows = passes.flatMap((pass) => {
    const health = healthOf(pass);
    return pass.http.map((row) => {
      const problems = row.errors + row.non2xx;
      return [
        DATABASE_LABEL[pass.kind],
        row.scenario.label,
        row.scenario.encoding === 'none' ? '—' : `${row.scenario.encoding} → ${row.probe.contentEncodings.join(' / ')}`,
        integer(row.requestsPerSecond),
        row.scenario.key === 'health' ? '100 %' : percent(row.requestsPerSecond / health),
        integer(row.p50Ms),
        integer(row.p99Ms),
        integer(row.wireBytesPerResponse),
        integer(row.probe.meanBodyBytes),
        row.probe.meanItems === null ? '' : decimal(row.probe.meanItems, Number.isInteger(row.probe.meanItems) ? 0 : 1),
        problems === 0 ? '0' : `**${row.errors} errors, ${row.non2xx} non-2xx**`,
      ];
    });
  });
  return table(
    [
      'database',
      'scenario',
      'Accept-Encoding → answer',
      'req/s',
      '% of health',
      'p50 ms',
      'p99 ms',
      'wire bytes/response',
      'body bytes',
      'items',
      'errors',
    ],
    rows,
  );
}

function mixedLoadSection({ passes }: BenchResults): string {
  return table(
    ['database', 'seconds', 'visitors', 'bakeries edited', 'visitor requests', 'owner changes', 'held'],
    passes.map(({ kind, mixedLoad: row }) => [
      DATABASE_LABEL[kind],
      integer(row.seconds),
      integer(row.visitors),
      integer(row.bakeries),
      integer(row.visitorRequests),
      integer(row.ownerChanges),
      row.problems.length === 0 ? 'yes' : `**no: ${row.problems.length} problems**`,
    ]),
  );
}

function liveSection({ passes }: BenchResults): string {
  const rows = passes.flatMap((pass) =>
    pass.live.map((row) =>
      isSkipped(row)
        ? [DATABASE_LABEL[pass.kind], integer(row.sockets), '—', '—', '—', '—', '—', '—', '—', '—', row.skipped]
        : [
            DATABASE_LABEL[pass.kind],
            integer(row.sockets),
            integer(row.subscribed),
            `${decimal(row.subscribeSeconds)} s`,
            integer(row.samples.length),
            `${decimal(row.changeMs)} ms`,
            `${decimal(row.p50Ms)} / ${decimal(row.p99Ms)} / ${decimal(row.maxMs)}`,
            `${decimal(row.fromSend.p50Ms)} / ${decimal(row.fromSend.p99Ms)} / ${decimal(row.fromSend.maxMs)}`,
            'error' in row.floor
              ? `**${row.floor.error}**`
              : `${decimal(row.floor.p50Ms)} / ${decimal(row.floor.p99Ms)} / ${decimal(row.floor.maxMs)}`,
            row.missed === 0 ? '0' : `**${integer(row.missed)}**`,
            [row.note, row.errorFrames ? `${row.errorFrames} error frames` : null].filter(Boolean).join('; '),
          ],
    ),
  );
  return table(
    [
      'database',
      'sockets',
      'subscribed',
      'subscribe time',
      'samples',
      'change took',
      'after t0: p50 / p99 / max ms',
      'after send: p50 / p99 / max ms',
      'bare-`ws` floor, same count: p50 / p99 / max ms',
      'missed',
      'note',
    ],
    rows,
  );
}

function documentsSection({ passes }: BenchResults): string {
  const rows = passes.flatMap((pass) =>
    pass.documents.map((row) => [
      DATABASE_LABEL[pass.kind],
      `${row.label} (\`${row.path}\`)`,
      String(row.status),
      `\`${row.contentType}\``,
      `\`${row.cacheControl}\``,
      integer(row.bytes),
      row.entries === null ? '' : integer(row.entries),
      integer(row.firstMs),
      `${integer(row.medianMs)} / ${integer(row.maxMs)}`,
    ]),
  );
  return table(
    [
      'database',
      'document',
      'status',
      'content type',
      'cache',
      'body bytes',
      'entries',
      'first fetch ms',
      `next ${passes[0]?.documents[0]?.runs ?? ''}: median / max ms`,
    ],
    rows,
  );
}

function bundleSection({ bundle }: BenchResults): string {
  if (bundle.source === 'missing') return 'No web build (apps/web/dist): not measured.';
  const row = (chunk: BundleReport['chunks'][number]) => [
    chunk.name,
    `\`${chunk.file}\``,
    chunk.why,
    integer(chunk.rawBytes),
    integer(chunk.gzipBytes),
  ];
  return [
    `Read from ${bundle.source === 'manifest' ? 'the build manifest (apps/web/dist/.vite/manifest.json)' : 'apps/web/dist/index.html (no build manifest)'}; 1 kB = 1,000 bytes.`,
    '',
    table(
      ['chunk', 'file', 'loaded as', 'raw bytes', 'gzip -9 bytes'],
      [
        ...bundle.chunks.map(row),
        [
          '**total**',
          '',
          '',
          `**${integer(bundle.total.rawBytes)}**`,
          `**${integer(bundle.total.gzipBytes)}** (${kB(bundle.total.gzipBytes)})`,
        ],
      ],
    ),
    '',
    'Map chunk, apart (not in the total):',
    '',
    bundle.map.length > 0 ? table(['chunk', 'file', 'loaded as', 'raw bytes', 'gzip -9 bytes'], bundle.map.map(row)) : 'none found.',
  ].join('\n');
}

function lighthouseSection({ passes, settings }: BenchResults): string {
  const pass = passes.find((candidate) => candidate.lighthouse !== null);
  if (!pass) return settings.skipLighthouse ? 'Skipped (BENCH_SKIP_LIGHTHOUSE=1).' : 'Not run (it runs on the PGlite pass only).';
  if (typeof pass.lighthouse === 'string') return `**Failed**: ${pass.lighthouse}`;
  const rows = (pass.lighthouse ?? []).map((row) => [
    `\`${row.page}\``,
    String(row.runs),
    String(row.performance),
    row.accessibilityFailures.length ? `${row.accessibility} (${row.accessibilityFailures.join(', ')})` : String(row.accessibility),
    row.seoFailures.length ? `${row.seo} (${row.seoFailures.join(', ')})` : String(row.seo),
    `${integer(row.lcpMs)} ms`,
    `${integer(row.tbtMs)} ms`,
    decimal(row.cls, 3),
    kB(row.scriptWireBytes),
    row.lcpElement ? `\`${row.lcpElement.replace(/`/g, "'")}\`` : '',
    row.errors.length ? `**${row.errors.join('; ')}**` : '',
  ]);
  return [
    `Lighthouse 12.8.2, default mobile preset (simulated throttling), Debian's Chromium, ${DATABASE_LABEL[pass.kind]} pass; medians.`,
    '',
    table(
      ['page', 'runs', 'performance', 'accessibility', 'SEO', 'LCP', 'TBT', 'CLS', 'JS fetched (wire)', 'LCP element (last run)', 'errors'],
      rows,
    ),
  ].join('\n');
}

function warnings({ passes }: BenchResults): string[] {
  const lines: string[] = [];
  for (const pass of passes) {
    const label = DATABASE_LABEL[pass.kind];
    if (pass.seed.withinTwoKm !== pass.seed.expectedWithinTwoKm)
      lines.push(`${label}: ${pass.seed.withinTwoKm} bakeries within 2 km, ${pass.seed.expectedWithinTwoKm} expected.`);
    if (pass.serverWithinTwoKm !== pass.seed.withinTwoKm)
      lines.push(
        `${label}: the server answered ${pass.serverWithinTwoKm ?? '?'} bakeries within 2 km, the database counts ${pass.seed.withinTwoKm}.`,
      );
    for (const row of pass.http) {
      if (row.errors + row.non2xx > 0)
        lines.push(`${label}: ${row.scenario.label} [${row.scenario.encoding}]: ${row.errors} errors, ${row.non2xx} non-2xx answers.`);
      if (row.requests === 0)
        lines.push(`${label}: ${row.scenario.label} [${row.scenario.encoding}]: no request completed within the measured run.`);
      if (row.probe.badStatuses > 0)
        lines.push(`${label}: ${row.scenario.label}: ${row.probe.badStatuses} of ${row.probe.urls} URLs answered outside 2xx.`);
    }
    for (const problem of pass.mixedLoad.problems.slice(0, 20)) lines.push(`${label}: mixed load: ${problem}`);
    if (pass.serverLogLines.length > 0)
      lines.push(
        `${label}: the server logged ${pass.serverLogLines.length} lines at warn or above; last: \`${pass.serverLogLines.at(-1)!.slice(0, 300)}\``,
      );
  }
  return lines;
}

/** bench/LIMITS.md, written by hand from profiles: what limits each missed target. */
function limitsSection(limits: string | undefined): string[] {
  if (!limits) return [];
  return ['## What limits the missed targets (profiled, bench/LIMITS.md)', '', limits.replace(/^# .*\n+/, '').trim(), ''];
}

export function renderResults(results: BenchResults): string {
  const problems = warnings(results);
  return [
    '# Benchmark results',
    '',
    'Written by `npm run bench` (bench/README.md says what each number means); run it again rather than editing this file.',
    '',
    '## Machine and code',
    '',
    machineSection(results),
    '',
    '## Settings',
    '',
    settingsSection(results),
    '',
    '## Targets',
    '',
    table(
      ['target', 'database', 'measured', 'verdict', 'load at start (1 / 5 / 15 min)', 'reproduce'],
      targetRows(results).map((row) => [row.target, row.where, row.measured, row.verdict, row.loadAtStart, row.command]),
    ),
    '',
    '## HTTP',
    '',
    "req/s is the mean of the per-second counts. Wire bytes/response: what came over the socket under load, headers included. Body bytes and items (the answer array's length): means over one request to each distinct URL of the scenario, body as sent (compressed or not).",
    '',
    httpSection(results),
    '',
    '## Documents for crawlers',
    '',
    'Fetched one at a time from the bench process after the HTTP load, at the full database: the first fetch apart, then the median and max of the next ones (time to the last byte, body decompressed). Entries: `<loc>` of a sitemap, links of a towns page.',
    '',
    documentsSection(results),
    '',
    '## Live fan-out',
    '',
    [
      'Each socket of each change is one sample: the time its frame carrying the changed bakery arrived.',
      "\"After t0\": from the change's answer back in the bench (PostgreSQL: the UPDATE's commit; PGlite: the owner's PATCH answer).",
      '"After send": from the moment the UPDATE or the PATCH was sent.',
      'On PGlite the commit is inside the server, which answers the PATCH only after its fan-out: times after t0 are then negative, and the target is judged after send.',
      '"Change took": median duration of the UPDATE or of the PATCH request itself.',
      '"Floor": right after, a bare `ws` server with nothing of Fournil sends one ready 400-byte frame to as many sockets, as many rounds (fan-out-floor.ts); the target is a multiple of it.',
    ].join(' '),
    '',
    liveSection(results),
    '',
    '## Mixed load',
    '',
    [
      'Visitors (each its own address, a live socket on a circle of 1–5 km within 3 km of the centre, the nearby list or a bakery page every 150–450 ms)',
      "while the owner's bakeries are edited and their bread toggled through the API, one request at a time per bakery.",
      "Held: every answer 2xx, no error frame, no socket closed, and every visitor's live list and the API end with each bakery as its acknowledged changes left it.",
      'A run where it did not hold fails `npm run bench`.',
    ].join(' '),
    '',
    mixedLoadSection(results),
    '',
    '## First-load JavaScript of `/`',
    '',
    bundleSection(results),
    '',
    '## Lighthouse',
    '',
    lighthouseSection(results),
    '',
    ...limitsSection(results.limits),
    '## Warnings',
    '',
    problems.length > 0
      ? problems.map((line) => `- ${line}`).join('\n')
      : 'None: every request answered 2xx, the counts agree, the server logged nothing at warn or above.',
    '',
  ].join('\n');
}
