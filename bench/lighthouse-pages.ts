// Lighthouse alone, as `npm run bench` runs it on its PGlite pass (src/lighthouse-audit.ts, medians),
// without the rest of the bench: a small generated database, the production server in its own
// process, then `/`, a bakery page near the centre and its town page. For comparing two builds
// quickly; the bench's figures stay those of bench/RESULTS.md.
// Run (from bench/): npx tsx --conditions=source lighthouse-pages.ts [runs=3] [bakeries=2000] [pages=/,/boulangerie/{id},/ville/{town}]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { releaseAll, releaseOnSignals, track } from './src/cleanup.js';
import { auditPages } from './src/lighthouse-audit.js';
import { loadAverages } from './src/machine.js';
import { townPathOf } from './src/public-documents.js';
import { seedDatabase } from './src/seed.js';
import { startServer } from './src/server-process.js';
import { loadSettings } from './src/settings.js';

const runs = Number(process.argv[2] ?? 3);
const bakeries = Number(process.argv[3] ?? 2_000);
/** The pages to audit, as their rows name them; all three by default. */
const onlyPages = process.argv[4]?.split(',');

async function main(): Promise<void> {
  releaseOnSignals();
  const settings = loadSettings();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fournil-lighthouse-'));
  track(`dossier ${dir}`, async () => fs.rmSync(dir, { recursive: true, force: true }));
  const seed = await seedDatabase({ dataDir: dir }, bakeries);
  const server = await startServer(dir, { pglite: true });
  const bakeryId = seed.ownedIds[0]!;
  const townPath = await townPathOf(server.baseUrl, bakeryId);
  console.log(`load average at start ${loadAverages()}; ${runs} runs per page`);
  const rows = await auditPages(
    settings.chromiumPath,
    [
      { page: '/', url: `${server.baseUrl}/` },
      { page: '/boulangerie/{id}', url: `${server.baseUrl}/boulangerie/${bakeryId}` },
      ...(townPath ? [{ page: '/ville/{town}', url: `${server.baseUrl}${townPath}` }] : []),
    ].filter(({ page }) => !onlyPages || onlyPages.includes(page)),
    runs,
  );
  for (const row of rows) {
    console.log(
      `${row.page}: performance ${row.performance}, LCP ${Math.round(row.lcpMs)} ms, TBT ${Math.round(row.tbtMs)} ms, CLS ${row.cls.toFixed(3)}, JS ${(row.scriptWireBytes / 1000).toFixed(1)} kB; LCP element ${row.lcpElement}`,
    );
  }
}

main()
  .catch((error: unknown) => {
    console.error(`Interrompu : ${(error as Error).stack ?? String(error)}`);
    process.exitCode = 1;
  })
  .finally(async () => {
    await releaseAll();
    process.exit();
  });
