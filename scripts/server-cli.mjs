#!/usr/bin/env node
// `node scripts/server-cli.mjs <command> [args]`: the server's command-line tools, behind npm scripts —
// `npm run create-staff -- <email>` (docs/back-office.md), `npm run media:migrate`
// (docs/media-storage.md), `npm run backup` and `npm run restore` (docs/operations.md). Builds the
// server first when it is not built or its sources changed (as scripts/start.mjs does), then runs apps/server/dist/cli/<command>.js with the same environment as
// the server (DATABASE_URL, else the embedded database in DATA_DIR; STORAGE_URL or S3_*).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const COMMANDS = ['create-staff', 'media-migrate', 'backup', 'restore'];
const [command, ...args] = process.argv.slice(2);
if (!COMMANDS.includes(command)) {
  console.error(`Commande inconnue : ${command ?? '(aucune)'}. Commandes : ${COMMANDS.join(', ')}.`);
  process.exit(1);
}
const entry = path.join(root, `apps/server/dist/cli/${command}.js`);
/** Written by every build of the server (and of the shared package it references). */
const buildInfo = path.join(root, 'apps/server/tsconfig.tsbuildinfo');

/** Newest modification time under the server's source folders. */
function newestSourceTime() {
  let newest = 0;
  const walk = (dir) => {
    if (!fs.existsSync(dir)) return;
    for (const item of fs.readdirSync(dir, { withFileTypes: true })) {
      if (item.name === 'node_modules' || item.name === 'dist') continue;
      const full = path.join(dir, item.name);
      if (item.isDirectory()) walk(full);
      else newest = Math.max(newest, fs.statSync(full).mtimeMs);
    }
  };
  for (const dir of ['packages/shared/src', 'apps/server/src', 'apps/server/drizzle']) walk(path.join(root, dir));
  return newest;
}

const builtAt = fs.existsSync(entry) && fs.existsSync(buildInfo) ? fs.statSync(buildInfo).mtimeMs : 0;
if (builtAt === 0 || newestSourceTime() > builtAt) {
  // Incremental: when only some sources changed, only what depends on them is compiled again.
  console.log('Construction du serveur (première fois ou sources modifiées)…');
  const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
  const build = spawnSync(process.execPath, [tsc, '-b', 'apps/server'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const run = spawnSync(process.execPath, [entry, ...args], { cwd: root, stdio: 'inherit' });
process.exit(run.status ?? 1);
