#!/usr/bin/env node
// `node scripts/server-cli.mjs <command> [args]`: the server's command-line tools, behind npm scripts —
// `npm run create-staff -- <email>` (docs/back-office.md), `npm run media:migrate`
// (docs/media-storage.md), `npm run backup` and `npm run restore` (docs/operations.md), `npm run
// import:osm -- FILE` and `npm run import:sirene -- FILE [FILE…]` (docs/open-data.md). Builds the
// server first when a source changed since its last build (scripts/build-freshness.mjs), then runs apps/server/dist/cli/<command>.js with the same environment as
// the server (DATABASE_URL, else the embedded database in DATA_DIR; STORAGE_URL or S3_*).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { staleReason, writeStamp } from './build-freshness.mjs';
import { IMPORT_NODE_OPTIONS } from './import-heap.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const COMMANDS = ['create-staff', 'media-migrate', 'backup', 'restore', 'import-osm', 'import-sirene'];
const [command, ...args] = process.argv.slice(2);
if (!COMMANDS.includes(command)) {
  console.error(`Commande inconnue : ${command ?? '(aucune)'}. Commandes : ${COMMANDS.join(', ')}.`);
  process.exit(1);
}
const entry = path.join(root, `apps/server/dist/cli/${command}.js`);
if (staleReason(root, 'server')) {
  // Incremental: when only some sources changed, only what depends on them is compiled again.
  console.log('Construction du serveur (première fois ou sources modifiées)…');
  const startedAt = Date.now();
  const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
  const build = spawnSync(process.execPath, [tsc, '-b', 'apps/server'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeStamp(root, 'server', startedAt);
}

const nodeOptions = command.startsWith('import-') ? IMPORT_NODE_OPTIONS : [];
const run = spawnSync(process.execPath, [...nodeOptions, entry, ...args], { cwd: root, stdio: 'inherit' });
process.exit(run.status ?? 1);
