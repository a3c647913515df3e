// `npm run bench:scale-out` (docs/scaling.md, docs/processes.md): one server on one port with
// WEB_CONCURRENCY=1, then the same with WEB_CONCURRENCY=2 (two processes sharing the port through
// Node's cluster), side by side on this machine, from a separate process. The production build,
// 35,000 bakeries in PostgreSQL, Redis for the abuse limits (as in production with several
// processes), the load spread over many visitors' addresses (visitors.ts), 50 connections. Measured:
// health (the yardstick), the nearby search at Paris density, the public detail of 300 random ids,
// and the live fan-out at 10,000 sockets (the sockets spread over the processes by the kernel).
// Writes bench/SCALE-OUT.md, and bench/scale-out.json for bench/RESULTS.md's targets table.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sqlToggle } from './bakery-toggle.js';
import { releaseAll, releaseOnSignals, track } from './cleanup.js';
import { measureScenario, type LoadRow } from './http-load.js';
import { measureFanOut, type FanOutRow } from './live-fan-out.js';
import { describeMachine, openFilesLimit } from './machine.js';
import { SCALE_OUT_FILE, SCALE_OUT_JSON_FILE } from './paths.js';
import { createBenchDatabase, postgresVersion } from './postgres-database.js';
import { ensureProductionBuild } from './production-build.js';
import { buildScenarios, DETAIL_KEY, NEARBY_PARIS_2KM_KEY, type Scenario } from './scenarios.js';
import { seedDatabase } from './seed.js';
import { startServer, type RunningServer } from './server-process.js';
import { loadSettings } from './settings.js';
import type { ScaleOutSummary } from './targets.js';

const CONNECTIONS = 50;
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/12';
const FAN_OUT_SOCKETS = Number(process.env.BENCH_SCALE_OUT_SOCKETS ?? 10_000);
const SPARE_FILES = 300;

type HttpPass = { processes: number; scenario: Scenario; row: LoadRow; databaseConnections: number; rssMiB: number };
type FanOutPass = { processes: number; row: FanOutRow | { skipped: string } };

/** Resident memory of a process and its children (the cluster's workers), Linux /proc. */
function rssMiB(pid: number): number {
  const rss = (id: number) => {
    const line = fs
      .readFileSync(`/proc/${id}/status`, 'utf8')
      .split('\n')
      .find((row) => row.startsWith('VmRSS:'));
    return line ? Number(line.replace(/\D+/g, '')) / 1024 : 0;
  };
  const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  return [pid, ...children].reduce((sum, id) => sum + rss(id), 0);
}

async function databaseConnections(databaseUrl: string): Promise<number> {
  // pg_stat_activity names the backend, not the client process: the total, this query's own excepted.
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '—');
const integer = (value: number) => Math.round(value).toLocaleString('en-US');

async function main(): Promise<void> {
  releaseOnSignals();
  const settings = loadSettings();
  const build = ensureProductionBuild(settings.skipBuild);
  const machine = describeMachine(await postgresVersion(settings.adminDatabaseUrl));
  const database = await createBenchDatabase(settings.adminDatabaseUrl);
  track('base fournil_bench', database.drop);
  console.log(`${settings.bakeries.toLocaleString('fr-FR')} boulangeries, insertion…`);
  const seed = await seedDatabase({ databaseUrl: database.url }, settings.bakeries);
  const scenarios = buildScenarios({ first: seed.firstId, last: seed.lastId });
  const pick = (key: string) => scenarios.find((scenario) => scenario.key === key && scenario.encoding === 'none')!;
  const measured = [pick('health'), pick(NEARBY_PARIS_2KM_KEY), pick(DETAIL_KEY)];
  const canFanOut = FAN_OUT_SOCKETS + SPARE_FILES <= openFilesLimit();

  const http: HttpPass[] = [];
  const fanOut: FanOutPass[] = [];
  for (const processes of [1, 2]) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `fournil-scale-${processes}-`));
    track(`dossier ${dir}`, async () => fs.rmSync(dir, { recursive: true, force: true }));
    const server: RunningServer = await startServer(dir, { databaseUrl: database.url }, { REDIS_URL, WEB_CONCURRENCY: String(processes) });
    try {
      for (const scenario of measured) {
        const row = await measureScenario(server.baseUrl, scenario, {
          seconds: settings.seconds,
          warmupSeconds: 3,
          connections: CONNECTIONS,
        });
        http.push({ processes, scenario, row, databaseConnections: await databaseConnections(database.url), rssMiB: rssMiB(server.pid) });
        console.log(`${processes} processus, ${scenario.label} : ${integer(row.requestsPerSecond)} req/s, p99 ${row.p99Ms} ms`);
      }
      if (!canFanOut) {
        fanOut.push({ processes, row: { skipped: `ulimit -n is ${openFilesLimit()}: raise it to ${FAN_OUT_SOCKETS * 2}` } });
      } else {
        const change = await sqlToggle(database.url, seed.ownedIds[0]!);
        try {
          const row = await measureFanOut(server.wsUrl, FAN_OUT_SOCKETS, seed.ownedIds[0]!, change);
          fanOut.push({ processes, row });
          console.log(`${processes} processus, direct ${FAN_OUT_SOCKETS} : p99 ${ms(row.p99Ms)} ms après le commit, manqués ${row.missed}`);
        } finally {
          await change.close();
        }
      }
    } finally {
      await server.stop();
    }
  }

  const ofPass = (processes: number, key: string) => http.find((pass) => pass.processes === processes && pass.scenario.key === key)!;
  const fanOutP99 = (processes: number) => {
    const row = fanOut.find((pass) => pass.processes === processes)?.row;
    return row && !('skipped' in row) ? row.p99Ms : Number.NaN;
  };
  const summary: ScaleOutSummary = {
    date: machine.date,
    commit: machine.commit,
    loadAtStart: machine.loadAtStart,
    ratios: measured
      .filter((scenario) => scenario.key !== 'health')
      .map((scenario) => ({
        label: scenario.label,
        one: ofPass(1, scenario.key).row.requestsPerSecond,
        two: ofPass(2, scenario.key).row.requestsPerSecond,
      })),
    fanOut: canFanOut ? { sockets: FAN_OUT_SOCKETS, oneP99Ms: fanOutP99(1), twoP99Ms: fanOutP99(2) } : null,
  };
  const lines = [
    '# Scale-out results',
    '',
    'Written by `npm run bench:scale-out` (docs/scaling.md and docs/processes.md say what they mean); run it again rather than editing this file.',
    '',
    `- Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.ramGiB} GiB; Node ${machine.node}; PostgreSQL ${machine.postgres}; load average at start ${machine.loadAtStart}; commit \`${machine.commit}\`.`,
    `- Date ${machine.date}, production build ${build}, ${settings.bakeries.toLocaleString('en-US')} bakeries, ${settings.seconds} s per measure after 3 s of warm-up.`,
    `- One server on one port, \`WEB_CONCURRENCY=1\` then \`WEB_CONCURRENCY=2\` (Node's cluster: a primary and its workers). Load: autocannon in the bench process, ${CONNECTIONS} connections, each request from another visitor address (X-Forwarded-For, TRUST_PROXY=127.0.0.1); Redis for the limits (${REDIS_URL}).`,
    `- Live: ${FAN_OUT_SOCKETS.toLocaleString('en-US')} sockets subscribed to rayon=2 at the centre (the kernel spreads them over the workers), 3 changes made by a plain UPDATE from another connection; each worker hears it through PostgreSQL and writes to its own sockets.`,
    '',
    '| processes | scenario | req/s | p99 ms | errors + non-2xx | database connections (all processes) | resident memory, all processes, MiB |',
    '|---|---|---|---|---|---|---|',
    ...http.map(
      (pass) =>
        `| ${pass.processes} | ${pass.scenario.label} | ${integer(pass.row.requestsPerSecond)} | ${pass.row.p99Ms} | ${pass.row.errors + pass.row.non2xx} | ${pass.databaseConnections} | ${Math.round(pass.rssMiB)} |`,
    ),
    '',
    '| processes | live sockets | subscribed | p50 / p99 / max ms after the commit | missed |',
    '|---|---|---|---|---|',
    ...fanOut.map(({ processes, row }) =>
      'skipped' in row
        ? `| ${processes} | ${FAN_OUT_SOCKETS.toLocaleString('en-US')} | — | ${row.skipped} | — |`
        : `| ${processes} | ${integer(row.sockets)} | ${integer(row.subscribed)} | ${ms(row.p50Ms)} / ${ms(row.p99Ms)} / ${ms(row.maxMs)} | ${row.missed} |`,
    ),
    '',
    ...summary.ratios.map((ratio) => `Two processes against one, ${ratio.label}: ×${(ratio.two / ratio.one).toFixed(2)}.`),
    summary.fanOut
      ? `Live p99 at ${integer(summary.fanOut.sockets)} sockets: ${ms(summary.fanOut.oneP99Ms)} ms with one process, ${ms(summary.fanOut.twoP99Ms)} ms with two.`
      : '',
    '',
  ];
  fs.writeFileSync(SCALE_OUT_FILE, lines.join('\n'));
  fs.writeFileSync(SCALE_OUT_JSON_FILE, `${JSON.stringify(summary, null, 2)}\n`);
  console.log(`\n${lines.join('\n')}\nÉcrit : ${SCALE_OUT_FILE}, ${SCALE_OUT_JSON_FILE}`);
}

main()
  .catch((error: unknown) => {
    console.error(`\nBanc d’essai interrompu : ${(error as Error).stack ?? String(error)}`);
    process.exitCode = 1;
  })
  .finally(async () => {
    await releaseAll();
    process.exit();
  });
