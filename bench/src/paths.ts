import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const WEB_DIST = path.join(REPO_ROOT, 'apps/web/dist');
export const RESULTS_FILE = path.join(REPO_ROOT, 'bench/RESULTS.md');
/** Written by hand from profiles; bench/RESULTS.md includes it. */
export const LIMITS_FILE = path.join(REPO_ROOT, 'bench/LIMITS.md');
/** Written by `npm run bench:import`; bench/RESULTS.md includes it. */
export const IMPORT_FILE = path.join(REPO_ROOT, 'bench/IMPORT.md');
/** Written by `npm run bench:scale-out`, read by hand. */
export const SCALE_OUT_FILE = path.join(REPO_ROOT, 'bench/SCALE-OUT.md');
/** The same run's figures for bench/RESULTS.md's targets table (targets.ts). */
export const SCALE_OUT_JSON_FILE = path.join(REPO_ROOT, 'bench/scale-out.json');
