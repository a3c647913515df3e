// The import scenario (bench/README.md, "Import"): the generated OSM and Sirene files
// (import-files.ts) imported by the production build's commands, `import-osm` then `import-sirene` (stock + geo
// file), each in its own process as `npm run import:osm` / `npm run import:sirene` run them (scripts/server-cli.mjs
// runs apps/server/dist/cli/<command>.js), on a fresh database, then both again on the same database (the re-import).
// Wall time from spawn to exit; peak memory is the child's VmHWM (peak resident set), read from /proc/<pid>/status
// every 20 ms while it runs (the high-water mark only grows, so the last read is the peak up to a few ms of its end).
import { spawn } from 'node:child_process';
// @ts-expect-error -- a plain .mjs module of the repository's scripts, without types.
import { IMPORT_NODE_OPTIONS } from '../../scripts/import-heap.mjs';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeImportFiles, type ImportFiles } from './import-files.js';
import { REPO_ROOT } from './paths.js';
import { createBenchDatabase } from './postgres-database.js';
import { freePort, productionEnv } from './server-process.js';
import type { DatabaseKind } from './settings.js';

export type ImportStep = { step: string; command: string; seconds: number; peakMb: number; summary: string };
export type ImportRound = { kind: DatabaseKind; steps: ImportStep[] };

function readHwmKb(pid: number): number | null {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

function runCommand(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ seconds: number; peakMb: number; output: string }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [...IMPORT_NODE_OPTIONS, path.join(REPO_ROOT, `apps/server/dist/cli/${command}.js`), ...args], {
      cwd: REPO_ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    let peakKb = 0;
    const poll = setInterval(() => {
      const kb = child.pid === undefined ? null : readHwmKb(child.pid);
      if (kb !== null) peakKb = Math.max(peakKb, kb);
    }, 20);
    child.once('error', (error) => {
      clearInterval(poll);
      reject(error);
    });
    child.once('exit', (code) => {
      clearInterval(poll);
      const seconds = (performance.now() - started) / 1000;
      if (code !== 0) reject(new Error(`${command} a échoué (code ${code}) :\n${output}`));
      else resolve({ seconds, peakMb: peakKb / 1024, output });
    });
  });
}

/** The summary's lines worth a table cell: what the import created, merged, left alone. */
function summaryOf(output: string): string {
  return output
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('…'))
    .slice(-6)
    .map((line) => line.trim())
    .join(' · ');
}

async function oneRound(kind: DatabaseKind, files: ImportFiles, adminUrl: string): Promise<ImportRound> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fournil-bench-import-'));
  const database = kind === 'postgres' ? await createBenchDatabase(adminUrl) : null;
  // The server's production environment (server-process.ts): the commands read the same configuration.
  const env = await productionEnv(dataDir, await freePort(), database ? { databaseUrl: database.url } : { pglite: true });
  const steps: ImportStep[] = [];
  try {
    for (const pass of ['first import', 're-import']) {
      const osm = await runCommand('import-osm', [files.osm], env);
      steps.push({ step: `${pass}: OSM`, command: 'import:osm', seconds: osm.seconds, peakMb: osm.peakMb, summary: summaryOf(osm.output) });
      const sirene = await runCommand('import-sirene', [files.stock, files.geo], env);
      steps.push({
        step: `${pass}: Sirene`,
        command: 'import:sirene',
        seconds: sirene.seconds,
        peakMb: sirene.peakMb,
        summary: summaryOf(sirene.output),
      });
    }
  } finally {
    await database?.drop().catch(() => {});
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return { kind, steps };
}

export async function runImportScenario(options: {
  shops: number;
  rounds: number;
  databases: DatabaseKind[];
  adminUrl: string;
}): Promise<{ files: ImportFiles; sizes: Record<string, number>; rounds: ImportRound[] }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fournil-bench-files-'));
  try {
    const files = writeImportFiles(dir, options.shops);
    const sizes = Object.fromEntries([files.osm, files.stock, files.geo].map((file) => [path.basename(file), fs.statSync(file).size]));
    const rounds: ImportRound[] = [];
    for (const kind of options.databases) {
      for (let round = 0; round < options.rounds; round += 1) {
        const result = await oneRound(kind, files, options.adminUrl);
        for (const step of result.steps)
          console.log(`${kind} #${round + 1} ${step.step}: ${step.seconds.toFixed(1)} s, ${step.peakMb.toFixed(0)} MB`);
        rounds.push(result);
      }
    }
    return { files, sizes, rounds };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export function renderImport(result: Awaited<ReturnType<typeof runImportScenario>>): string {
  const lines = [
    '## Import (OSM + Sirene, production build, one process per command)',
    '',
    `Files generated by \`bench/src/import-files.ts\`: ${result.files.osmShops.toLocaleString('en')} OSM shops (GeoJSONSeq with RS, as \`osmium export -f geojsonseq -a type,id\`), ` +
      `${result.files.sireneRows.toLocaleString('en')} Sirene établissements (StockEtablissement + geo_siret): one OSM shop in four matched by SIRET, one in four by place and name, ` +
      `as many Sirene-only as matched. Sizes: ${Object.entries(result.sizes)
        .map(([name, bytes]) => `${name} ${(bytes / 1e6).toFixed(1)} MB`)
        .join(', ')}. ` +
      'Time: spawn to exit. Peak memory: the child’s VmHWM (/proc/<pid>/status, read every 20 ms). Goal (issue 39): France in under 2 minutes, under 300 MB.',
    '',
    '| database | step | runs | wall s: min / median | peak MB: min / median / max | last summary |',
    '|---|---|---|---|---|---|',
  ];
  const kinds = [...new Set(result.rounds.map((round) => round.kind))];
  for (const kind of kinds) {
    const rounds = result.rounds.filter((round) => round.kind === kind);
    for (const [index, step] of rounds[0]!.steps.entries()) {
      const all = rounds.map((round) => round.steps[index]!);
      const seconds = all.map((s) => s.seconds);
      const peaks = all.map((s) => s.peakMb);
      lines.push(
        `| ${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} | ${step.step} (\`npm run ${step.command}\`) | ${all.length} | ${Math.min(...seconds).toFixed(1)} / ${median(seconds).toFixed(1)} | ${Math.min(...peaks).toFixed(0)} / ${median(peaks).toFixed(0)} / ${Math.max(...peaks).toFixed(0)} | ${all.at(-1)!.summary.replace(/\|/g, '/')} |`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}
