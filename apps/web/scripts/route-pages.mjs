#!/usr/bin/env node
// After `vite build`: writes the page the server sends for `/boulangerie/{id}` (BAKERY_PAGE.file of
// @fournil/shared, read by apps/server/src/plugins/spa.ts). It is index.html plus hints for the code a
// bakery page opened directly needs beyond the first load: the light bakery page
// (app/start-bakery.tsx, without the router), with its shared chunks, and its styles as stylesheets. index.html lets the
// browser fetch them only once main.tsx has run (React's evaluation comes first); with the hints they
// arrive while it runs (docs/decisions/009-light-home-boot.md, bench/LIMITS.md).
//
// `@fournil/shared` resolves to packages/shared/dist, which the root build (`tsc -b`) has compiled
// before it builds this workspace.
import fs from 'node:fs';
import path from 'node:path';
import { BAKERY_PAGE } from '@fournil/shared';

const distDir = path.resolve(process.argv[2] ?? 'dist');
/** Source entries (keys of Vite's manifest) a bakery page opened directly loads after index.html. */
const BAKERY_PAGE_ENTRIES = ['src/app/start-bakery.tsx'];

const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'));
const indexHtml = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');

/** Every chunk an entry imports statically, the entry first (Vite loads these with it). */
function staticGraph(key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticGraph(imported, seen);
  return seen;
}

const chunks = new Set(
  BAKERY_PAGE_ENTRIES.flatMap((entry) => {
    if (!manifest[entry]) throw new Error(`${entry} absent du manifeste de construction (${distDir}) : route renommée ?`);
    return [...staticGraph(entry)];
  }),
);
const scripts = [...new Set([...chunks].map((key) => `/${manifest[key].file}`))].filter((href) => !indexHtml.includes(`"${href}"`));
const styles = [...new Set([...chunks].flatMap((key) => (manifest[key].css ?? []).map((file) => `/${file}`)))].filter(
  (href) => !indexHtml.includes(`"${href}"`),
);

const hints = [
  ...scripts.map((href) => `    <link rel="modulepreload" crossorigin href="${href}">`),
  // Stylesheets, not preloads: the server writes the page's hero with the app's classes, painted with them at
  // first paint (docs/public-pages.md, "The hero before the app"); Vite does not add a sheet already there.
  ...styles.map((href) => `    <link rel="stylesheet" crossorigin href="${href}">`),
].join('\n');
const headEnd = /\n(\s*)<\/head>/;
if (!headEnd.test(indexHtml)) throw new Error('index.html sans </head>');
fs.writeFileSync(
  path.join(distDir, BAKERY_PAGE.file),
  indexHtml.replace(headEnd, (end) => `\n${hints}${end}`),
);
console.log(`${BAKERY_PAGE.file} : ${scripts.length} modules et ${styles.length} feuilles de style annoncés d’avance.`);
