// `npm run bench`: production build, then for each database (PostgreSQL, then PGlite) a fresh
// France-scale database, the server in its own process, HTTP load, live fan-out (and Lighthouse on
// the PGlite pass), mixed load; then the first-load bundle. Prints the results and writes bench/RESULTS.md.
// Bounded in time, loopback only; nothing is left running or stored when it ends, however it ends.
import fs from 'node:fs';
import { releaseAll, releaseOnSignals } from './cleanup.js';
import { runDatabasePass, type PassResult } from './database-pass.js';
import { measureFirstLoad } from './first-load-bundle.js';
import { describeMachine } from './machine.js';
import { IMPORT_FILE, LIMITS_FILE, RESULTS_FILE } from './paths.js';
import { postgresVersion } from './postgres-database.js';
import { ensureProductionBuild } from './production-build.js';
import { renderResults } from './results-report.js';
import { loadSettings } from './settings.js';

async function main(): Promise<void> {
  const started = performance.now();
  releaseOnSignals();
  const settings = loadSettings();
  const build = ensureProductionBuild(settings.skipBuild);
  const postgres = settings.databases.includes('postgres') ? await postgresVersion(settings.adminDatabaseUrl) : 'not used';
  const machine = describeMachine(postgres);

  const passes: PassResult[] = [];
  for (const kind of settings.databases) {
    passes.push(await runDatabasePass(kind, settings, { lighthouse: kind === 'pglite' && !settings.skipLighthouse }));
  }
  const bundle = measureFirstLoad();

  const limits = fs.existsSync(LIMITS_FILE) ? fs.readFileSync(LIMITS_FILE, 'utf8') : undefined;
  const imports = fs.existsSync(IMPORT_FILE) ? `\n${fs.readFileSync(IMPORT_FILE, 'utf8')}` : '';
  const report =
    renderResults({ machine, settings, build, passes, bundle, limits, durationSeconds: (performance.now() - started) / 1000 }) + imports;
  fs.writeFileSync(RESULTS_FILE, report);
  console.log(`\n${report}`);
  console.log(`Écrit : ${RESULTS_FILE}`);
  // The mixed load is a correctness check as well as a measure (docs/reliability.md, "Load").
  const failed = passes.filter((pass) => pass.mixedLoad.problems.length > 0);
  if (failed.length > 0)
    throw new Error(`charge mixte : ${failed.map((pass) => pass.kind).join(', ')} n’a pas tenu (RESULTS.md, Warnings).`);
}

main()
  .catch((error: unknown) => {
    console.error(`\nBanc d’essai interrompu : ${(error as Error).stack ?? String(error)}`);
    process.exitCode = 1;
  })
  .finally(async () => {
    await releaseAll();
    // autocannon and pg may keep handles open a little longer: the run is over.
    process.exit();
  });
