// Step 1: the production build, made again when a source changed since the last one (the rule of
// scripts/build-freshness.mjs, which `npm start` uses).
import { spawnSync } from 'node:child_process';
import { staleReason } from '../../scripts/build-freshness.mjs';
import { REPO_ROOT } from './paths.js';

export type BuildState = 'fresh' | 'rebuilt' | 'stale-kept';

/** Rebuilds when needed; with `skipBuild` an outdated build is used as it is (and said so). */
export function ensureProductionBuild(skipBuild: boolean): BuildState {
  const staleBecause = staleReason(REPO_ROOT, 'all');
  if (!staleBecause) return 'fresh';
  if (skipBuild && staleBecause !== 'missing-output') {
    console.warn('⚠ BENCH_SKIP_BUILD=1 : construction plus ancienne que les sources, utilisée telle quelle.');
    return 'stale-kept';
  }
  console.log('Construction de production (npm run build)…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`npm run build a échoué (code ${build.status ?? build.signal}).`);
  return 'rebuilt';
}
