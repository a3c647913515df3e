// The first-load budget of '/' (docs/nearby-search.md "Speed targets", decision 009): weighs the
// JavaScript the home page needs before its map, compressed as a server would send it, and fails
// above the budget.
//
// What counts, read from the build manifest (`build.manifest` in apps/web/vite.config.ts): the entry
// (index.html) and every chunk it imports statically, plus the home route's chunk and its static
// imports, since '/' renders it at once. What is reached only through `dynamicImports` (the map, the
// FAQ, the rest of the app) is left out, and so is the MapLibre chunk, loaded after the list.
//
// It also fails when zod (the schemas' library, 27 kB compressed) is in the static imports of a visitor's
// first screen, '/' (with the modules it loads by itself just after) or a bakery page opened directly:
// those screens read answers, they do not validate forms, and a constant imported from a `*.schemas.ts`
// module would bring zod along (hence the zod-free `*-constants.ts` modules of packages/shared).
//
// Usage: node scripts/check-bundle-budget.mjs [distDir]   (default: apps/web/dist)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

/**
 * At most 91 kB (91 × 1000 bytes) of gzip-compressed JavaScript before the map (docs/nearby-search.md; 90 kB until
 * the cards learnt listings and visitors' reports, decision 009 "Budget").
 */
const FIRST_LOAD_BUDGET_BYTES = 91 * 1000;
/** Compressed at gzip's best level, as `gzip -9` would. */
const GZIP_LEVEL = 9;
const ENTRY_KEY = 'index.html';
/** The home route's module; vite.config.ts makes it an entry of its own so the manifest names it. */
const HOME_ROUTE_SOURCE = 'src/app/routes/home.tsx';
/** What a bakery page opened directly starts with (main.tsx imports it for /boulangerie/…). */
const BAKERY_START_SOURCE = 'src/app/start-bakery.tsx';
/** Zod's core keeps its type names as strings: a chunk holding this one is zod. */
const ZOD_MARKER = '$ZodType';
/** The name vite.config.ts gives MapLibre's chunk. */
const MAP_CHUNK_NAME = 'maplibre';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.resolve(process.argv[2] ?? path.join(repoRoot, 'apps/web/dist'));

function fail(message) {
  console.error(`Budget du premier chargement : ${message}`);
  process.exit(1);
}

const manifestPath = path.join(distDir, '.vite', 'manifest.json');
if (!fs.existsSync(manifestPath)) fail(`manifeste introuvable (${manifestPath}). Lancez la construction de production avant ce contrôle.`);
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));

if (!manifest[ENTRY_KEY]?.isEntry) fail(`l'entrée ${ENTRY_KEY} est absente du manifeste ${manifestPath}.`);
// Never pass by weighing less than the page loads: without the home route, the check cannot be made.
if (!manifest[HOME_ROUTE_SOURCE])
  fail(
    `la route d'accueil (${HOME_ROUTE_SOURCE}) est absente du manifeste ${manifestPath} : impossible de peser le premier chargement de '/'.`,
  );

/** Manifest keys reached from `roots` through static imports only, in the order met. */
function staticClosure(roots) {
  const seen = new Set();
  const queue = [...roots];
  while (queue.length > 0) {
    const key = queue.shift();
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) fail(`le manifeste cite ${key} sans le décrire.`);
    if (chunk.name === MAP_CHUNK_NAME) continue;
    seen.add(key);
    queue.push(...(chunk.imports ?? []));
  }
  return [...seen];
}

const rows = staticClosure([ENTRY_KEY, HOME_ROUTE_SOURCE])
  .map((key) => manifest[key])
  .filter((chunk) => chunk.file.endsWith('.js'))
  .map((chunk) => {
    const code = fs.readFileSync(path.join(distDir, chunk.file));
    return { file: chunk.file, raw: code.length, gzip: zlib.gzipSync(code, { level: GZIP_LEVEL }).length };
  });

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const width = Math.max(...rows.map((row) => row.file.length));
console.log(`Premier chargement de '/' (${distDir}) : ${rows.length} fichiers JavaScript, carte exclue`);
for (const row of rows) console.log(`  ${row.file.padEnd(width)}  ${kB(row.raw).padStart(9)}  gzip ${kB(row.gzip).padStart(8)}`);
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
console.log(
  `  ${'total'.padEnd(width)}  ${kB(rows.reduce((sum, row) => sum + row.raw, 0)).padStart(9)}  gzip ${kB(total).padStart(8)}  (budget ${kB(FIRST_LOAD_BUDGET_BYTES)})`,
);

if (total > FIRST_LOAD_BUDGET_BYTES) {
  fail(
    `${kB(total)} compressés, au-delà du budget de ${kB(FIRST_LOAD_BUDGET_BYTES)} (+${kB(total - FIRST_LOAD_BUDGET_BYTES)}). ` +
      "Gardez hors du premier chargement ce dont la liste n'a pas besoin (import() dynamique, voir apps/web/src/app/start-home.tsx).",
  );
}
console.log('Budget respecté.');

if (!manifest[BAKERY_START_SOURCE])
  fail(`le départ de la page d'une boulangerie (${BAKERY_START_SOURCE}) est absent du manifeste ${manifestPath}.`);
/**
 * What '/' loads after its first paint without being asked (app/routes/home.tsx): the chips beside the
 * list's request, what comes once the list is there, and the address suggestions, loaded when the field
 * takes the focus, which it does by itself when the visitor refused the position. Their cost falls in
 * the same first seconds, so they stay without zod too.
 */
const HOME_UNASKED_MODULES = [
  'src/features/home/components/filter-chips.tsx',
  'src/features/home/components/nearby-empty.tsx',
  'src/app/routes/home-later.tsx',
  'src/features/sponsored/components/sponsored-card.tsx',
  'src/features/home/components/address-suggestions.tsx',
];
for (const source of HOME_UNASKED_MODULES) {
  if (!manifest[source]) fail(`${source}, que '/' charge de lui-même, est absent du manifeste ${manifestPath}.`);
}
const VISITOR_FIRST_SCREENS = {
  "'/'": [ENTRY_KEY, HOME_ROUTE_SOURCE, ...HOME_UNASKED_MODULES],
  '/boulangerie/{id}': [BAKERY_START_SOURCE],
};
for (const [page, roots] of Object.entries(VISITOR_FIRST_SCREENS)) {
  const withZod = staticClosure(roots)
    .map((key) => manifest[key].file)
    .filter((file) => file.endsWith('.js') && fs.readFileSync(path.join(distDir, file), 'utf8').includes(ZOD_MARKER));
  if (withZod.length > 0) {
    fail(
      `zod est chargé d'emblée par ${page} (${withZod.join(', ')}). ` +
        'Importez les constantes et messages depuis un module sans schéma (packages/shared/src/*/…-constants.ts).',
    );
  }
}
console.log("Sans zod au premier écran : '/' et /boulangerie/{id}.");
