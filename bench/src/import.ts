// `npm run bench:import`: the import scenario alone (import-scenario.ts); writes bench/IMPORT.md, which `npm run bench`
// appends to RESULTS.md. BENCH_IMPORT_SHOPS (40,000), BENCH_IMPORT_ROUNDS (3), BENCH_DB (both).
import fs from 'node:fs';
import { describeMachine } from './machine.js';
import { IMPORT_FILE } from './paths.js';
import { postgresVersion } from './postgres-database.js';
import { ensureProductionBuild } from './production-build.js';
import { renderImport, runImportScenario } from './import-scenario.js';
import { loadSettings } from './settings.js';

const settings = loadSettings();
ensureProductionBuild(settings.skipBuild);
const postgres = settings.databases.includes('postgres') ? await postgresVersion(settings.adminDatabaseUrl) : 'not used';
const machine = describeMachine(postgres);
const result = await runImportScenario({
  shops: Number(process.env.BENCH_IMPORT_SHOPS ?? 40_000),
  rounds: Number(process.env.BENCH_IMPORT_ROUNDS ?? 3),
  databases: settings.databases,
  adminUrl: settings.adminDatabaseUrl,
});
const report = `${renderImport(result)}\nMachine: ${JSON.stringify(machine)}. Date: ${new Date().toISOString()}. Command: \`npm run bench:import\`.\n`;
fs.writeFileSync(IMPORT_FILE, report);
console.log(report);
