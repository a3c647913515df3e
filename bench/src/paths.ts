import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const WEB_DIST = path.join(REPO_ROOT, 'apps/web/dist');
export const RESULTS_FILE = path.join(REPO_ROOT, 'bench/RESULTS.md');
/** Written by hand from profiles; bench/RESULTS.md includes it. */
export const LIMITS_FILE = path.join(REPO_ROOT, 'bench/LIMITS.md');
/** Written by `npm run bench:import`; bench/RESULTS.md includes it. */
export const IMPORT_FILE = path.join(REPO_ROOT, 'bench/IMPORT.md');
