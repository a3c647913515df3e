// `npm run bench:scale-out` (docs/scaling.md): the nearby search's throughput with one instance and
// with two, on this machine, from a separate process. The production build, 35,000 bakeries in a
// PostgreSQL database, Redis shared by the instances (as in production), the load spread over many
// visitors' addresses (visitors.ts): first one server with 50 connections, then two servers with 25
// each, at once. Also counted: the database connections each instance holds under load. Writes
// bench/SCALE-OUT.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { releaseAll, releaseOnSignals, track } from './cleanup.js';
import { measureScenario, type LoadRow } from './http-load.js';
import { describeMachine } from './machine.js';
import { REPO_ROOT } from './paths.js';
import { createBenchDatabase, postgresVersion } from './postgres-database.js';
import { ensureProductionBuild } from './production-build.js';
import { buildScenarios, NEARBY_PARIS_2KM_KEY } from './scenarios.js';
import { seedDatabase } from './seed.js';
import { startServer, type RunningServer } from './server-process.js';
import { loadSettings } from './settings.js';

const CONNECTIONS = 50;
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/12';

type Pass = {
  instances: number;
  rows: LoadRow[];
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  databaseConnections: number[];
  rssMiB: number[];
};

/** A server's resident memory right after the load (Linux /proc). */
function rssMiB(pid: number): number {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((row) => row.startsWith('VmRSS:'));
  return line ? Number(line.replace(/\D+/g, '')) / 1024 : 0;
}

async function connectionsByInstance(databaseUrl: string, pids: number[]): Promise<number[]> {
  // The database's connections (this query's own excepted), split evenly: pg_stat_activity names the
  // backend, not the client process.
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    return pids.map(() => rows[0]!.n / pids.length);
  } finally {
    await client.end();
  }
}

async function measure(
  servers: RunningServer[],
  databaseUrl: string,
  seconds: number,
  scenario: Parameters<typeof measureScenario>[1],
): Promise<Pass> {
  const per = Math.floor(CONNECTIONS / servers.length);
  const rows = await Promise.all(
    servers.map((server) => measureScenario(server.baseUrl, scenario, { seconds, warmupSeconds: 3, connections: per })),
  );
  return {
    instances: servers.length,
    rows,
    requestsPerSecond: rows.reduce((sum, row) => sum + row.requestsPerSecond, 0),
    p99Ms: Math.max(...rows.map((row) => row.p99Ms)),
    errors: rows.reduce((sum, row) => sum + row.errors + row.non2xx, 0),
    databaseConnections: await connectionsByInstance(
      databaseUrl,
      servers.map((server) => server.pid),
    ),
    rssMiB: servers.map((server) => rssMiB(server.pid)),
  };
}

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
  const nearby = scenarios.find((scenario) => scenario.key === NEARBY_PARIS_2KM_KEY && scenario.encoding === 'none')!;
  const health = scenarios.find((scenario) => scenario.key === 'health')!;

  const start = async (name: string) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `fournil-scale-${name}-`));
    track(`dossier ${dir}`, async () => fs.rmSync(dir, { recursive: true, force: true }));
    return startServer(dir, { databaseUrl: database.url }, { REDIS_URL });
  };
  const a = await start('a');
  const passes: { label: string; pass: Pass }[] = [];
  for (const scenario of [health, nearby]) {
    const pass = await measure([a], database.url, settings.seconds, scenario);
    passes.push({ label: scenario.label, pass });
    console.log(`1 instance, ${scenario.label} : ${Math.round(pass.requestsPerSecond)} req/s, p99 ${pass.p99Ms} ms`);
  }
  const b = await start('b');
  for (const scenario of [health, nearby]) {
    const pass = await measure([a, b], database.url, settings.seconds, scenario);
    passes.push({ label: scenario.label, pass });
    console.log(`2 instances, ${scenario.label} : ${Math.round(pass.requestsPerSecond)} req/s, p99 ${pass.p99Ms} ms`);
  }

  const one = passes.find((entry) => entry.pass.instances === 1 && entry.label === nearby.label)!.pass;
  const two = passes.find((entry) => entry.pass.instances === 2 && entry.label === nearby.label)!.pass;
  const lines = [
    '# Scale-out results',
    '',
    'Written by `npm run bench:scale-out` (docs/scaling.md says what they mean); run it again rather than editing this file.',
    '',
    `- Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.ramGiB} GiB; Node ${machine.node}; PostgreSQL ${machine.postgres}; load average at start ${machine.loadAtStart}; commit \`${machine.commit}\`.`,
    `- Date ${machine.date}, production build ${build}, ${settings.bakeries.toLocaleString('en-US')} bakeries, ${settings.seconds} s per measure after 3 s of warm-up.`,
    `- Load: autocannon in the bench process, ${CONNECTIONS} connections in all (split evenly between the instances), each request from another visitor address (X-Forwarded-For, TRUST_PROXY=127.0.0.1); Redis shared (${REDIS_URL}).`,
    '',
    '| instances | scenario | req/s (sum) | p99 ms (worst instance) | errors + non-2xx | database connections (total ÷ instances) | resident memory per instance, MiB |',
    '|---|---|---|---|---|---|---|',
    ...passes.map(
      ({ label, pass }) =>
        `| ${pass.instances} | ${label} | ${Math.round(pass.requestsPerSecond).toLocaleString('en-US')} | ${pass.p99Ms} | ${pass.errors} | ${pass.databaseConnections[0]!.toFixed(1)} | ${pass.rssMiB.map((n) => Math.round(n)).join(', ')} |`,
    ),
    '',
    `Two instances against one, nearby search: ×${(two.requestsPerSecond / one.requestsPerSecond).toFixed(2)}.`,
    '',
  ];
  const file = path.join(REPO_ROOT, 'bench/SCALE-OUT.md');
  fs.writeFileSync(file, lines.join('\n'));
  console.log(`\n${lines.join('\n')}\nÉcrit : ${file}`);
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
