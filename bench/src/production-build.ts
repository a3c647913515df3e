// Step 1: the production build, made again when missing or older than its sources (the same rule
// as scripts/start.mjs, which `npm start` uses).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './paths.js';

const OUTPUTS = ['packages/shared/dist/index.js', 'apps/server/dist/server.js', 'apps/web/dist/index.html'];
const SOURCES = [
  'packages/shared/src',
  'apps/server/src',
  'apps/server/drizzle',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
];

function newestTime(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of fs.readdirSync(entry, { withFileTypes: true })) {
    if (child.name === 'node_modules' || child.name === 'dist') continue;
    newest = Math.max(newest, newestTime(path.join(entry, child.name)));
  }
  return newest;
}

export type BuildState = 'fresh' | 'rebuilt' | 'stale-kept';

/** Rebuilds when needed; with `skipBuild` an outdated build is used as it is (and said so). */
export function ensureProductionBuild(skipBuild: boolean): BuildState {
  const oldestOutput = Math.min(
    ...OUTPUTS.map((file) => (fs.existsSync(path.join(REPO_ROOT, file)) ? fs.statSync(path.join(REPO_ROOT, file)).mtimeMs : 0)),
  );
  const newestSource = Math.max(...SOURCES.map((source) => newestTime(path.join(REPO_ROOT, source))));
  if (oldestOutput > 0 && newestSource <= oldestOutput) return 'fresh';
  if (skipBuild && oldestOutput > 0) {
    console.warn('⚠ BENCH_SKIP_BUILD=1 : construction plus ancienne que les sources, utilisée telle quelle.');
    return 'stale-kept';
  }
  console.log('Construction de production (npm run build)…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`npm run build a échoué (code ${build.status ?? build.signal}).`);
  return 'rebuilt';
}
