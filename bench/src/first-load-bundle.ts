// First-load JavaScript of `/`, per chunk: the entry, everything it imports statically, and the
// home route's chunk (the router loads it at once for `/`) with its static imports. Read from the
// build manifest (apps/web/dist/.vite/manifest.json) when there is one, else from index.html's
// script and modulepreload tags. The map chunk is left out of the total and shown apart.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { WEB_DIST } from './paths.js';

export type ChunkRow = { name: string; file: string; why: string; rawBytes: number; gzipBytes: number };

export type BundleReport = {
  source: 'manifest' | 'index.html' | 'missing';
  chunks: ChunkRow[];
  total: { rawBytes: number; gzipBytes: number };
  /** The map chunk(s): lazy when `why` says so, never counted in the total. */
  map: ChunkRow[];
};

type ManifestChunk = { file: string; name?: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };

const HOME_ROUTE = /(^|\/)routes\/home\.tsx?$/;
const MAP_CHUNK = /maplibre/i;
const isScript = (file: string) => /\.m?js$/.test(file);
/** The manifest names a chunk after its module; a path there (the map worker) reads better as the file. */
const chunkName = (file: string, name: string | undefined) => (name && !name.includes('/') ? name : path.basename(file));

function measure(file: string, name: string, why: string): ChunkRow {
  const content = fs.readFileSync(path.join(WEB_DIST, file));
  return { name, file, why, rawBytes: content.length, gzipBytes: zlib.gzipSync(content, { level: 9 }).length };
}

function fromManifest(manifest: Record<string, ManifestChunk>): ChunkRow[] {
  const rows = new Map<string, ChunkRow>();
  const add = (key: string, why: string) => {
    const chunk = manifest[key];
    if (!chunk || !isScript(chunk.file) || rows.has(chunk.file)) return;
    rows.set(chunk.file, measure(chunk.file, chunkName(chunk.file, chunk.name), why));
    for (const imported of chunk.imports ?? []) add(imported, `static import of ${chunk.name ?? key}`);
  };
  const entryKey = Object.keys(manifest).find(
    (key) => manifest[key]!.isEntry && (key === 'index.html' || manifest[key]!.src === 'index.html'),
  );
  if (!entryKey) return [];
  add(entryKey, 'entry');
  const homeKey = (manifest[entryKey]!.dynamicImports ?? []).find((key) => HOME_ROUTE.test(manifest[key]?.src ?? key));
  if (homeKey) add(homeKey, 'route / (loaded at once)');
  for (const [key, chunk] of Object.entries(manifest)) {
    if (MAP_CHUNK.test(chunk.file) && isScript(chunk.file) && !rows.has(chunk.file)) {
      rows.set(chunk.file, measure(chunk.file, chunkName(chunk.file, chunk.name ?? key), 'lazy (not imported by the first load)'));
    }
  }
  return [...rows.values()];
}

function fromIndexHtml(html: string): ChunkRow[] {
  const rows: ChunkRow[] = [];
  const seen = new Set<string>();
  const add = (url: string, why: string) => {
    const file = url.replace(/^\//, '');
    if (!isScript(file) || seen.has(file) || !fs.existsSync(path.join(WEB_DIST, file))) return;
    seen.add(file);
    rows.push(measure(file, path.basename(file).replace(/-[\w-]{8}\.js$/, ''), why));
  };
  for (const match of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) add(match[1]!, 'entry (script tag)');
  for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) add(match[1]!, 'modulepreload');
  const assets = fs.existsSync(path.join(WEB_DIST, 'assets')) ? fs.readdirSync(path.join(WEB_DIST, 'assets')) : [];
  // Without a manifest the home route is found by its file name, its own imports are not known.
  for (const file of assets.filter((name) => /^home-[\w-]+\.js$/.test(name)))
    add(`assets/${file}`, 'route / (by file name; its imports unknown)');
  for (const file of assets.filter((name) => MAP_CHUNK.test(name) && isScript(name)))
    add(`assets/${file}`, 'lazy (not imported by the first load)');
  return rows;
}

export function measureFirstLoad(): BundleReport {
  const manifestFile = path.join(WEB_DIST, '.vite/manifest.json');
  const indexFile = path.join(WEB_DIST, 'index.html');
  let source: BundleReport['source'] = 'missing';
  let rows: ChunkRow[] = [];
  if (fs.existsSync(manifestFile)) {
    source = 'manifest';
    rows = fromManifest(JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>);
  } else if (fs.existsSync(indexFile)) {
    source = 'index.html';
    rows = fromIndexHtml(fs.readFileSync(indexFile, 'utf8'));
  }
  const isMap = (row: ChunkRow) => MAP_CHUNK.test(row.file);
  const chunks = rows.filter((row) => !isMap(row)).sort((a, b) => b.gzipBytes - a.gzipBytes);
  return {
    source,
    chunks,
    total: chunks.reduce((sum, row) => ({ rawBytes: sum.rawBytes + row.rawBytes, gzipBytes: sum.gzipBytes + row.gzipBytes }), {
      rawBytes: 0,
      gzipBytes: 0,
    }),
    map: rows.filter(isMap),
  };
}
