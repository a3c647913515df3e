// The published GeoJSON file (docs/open-data.md, "Publishing the merged listings (ODbL)") at France scale: 40,000
// listings (the bench's generated bakeries, each with a full week, a phone, an OSM record and one in two a Sirene
// record), read whole, then kept current bakery by bakery. Times the first read of every string (and the join), a
// one-bakery change (barrier + one query + join), a toggle (barrier + one query, no join), the join alone, the
// compressed copies, and the memory.
// Run from the repository root: node --expose-gc --import tsx/esm --conditions=source bench/published-file.ts [count] [pglite]
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.js';
import { PublishedBakeries } from '../apps/server/src/modules/open-data/published/published-file.js';
import { seedDatabase } from './src/seed.js';

const COUNT = Number(process.argv[2] ?? 40_000);
const USE_PGLITE = process.argv[3] === 'pglite';
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const NAME = 'fournil_bench_published';

const ms = (start: number) => Math.round(performance.now() - start);
const mb = (bytes: number) => (bytes / 1e6).toFixed(1);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function admin(query: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

const dataDir = USE_PGLITE ? fs.mkdtempSync(path.join(os.tmpdir(), 'published-bench-')) : '';
const url = new URL(ADMIN_URL);
url.pathname = `/${NAME}`;
if (!USE_PGLITE) {
  await admin(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${NAME}`);
}
const target = USE_PGLITE ? { dataDir } : { databaseUrl: url.toString() };
try {
  await seedDatabase(target, COUNT);
  const database = await openDatabase(target);
  const { db } = database;
  // Every bakery a listing with its records, as after an import.
  await db.execute(sql`UPDATE bakeries SET proprietaire_id = NULL, site_web = 'https://boulangerie-' || id || '.example.fr'`);
  await db.execute(sql`INSERT INTO bakery_sources (source, source_id, bakery_id, licence, last_seen_at)
    SELECT 'osm', 'node/' || (1000000 + id), id, 'ODbL-1.0', '2026-11-01T08:00:00Z' FROM bakeries
    ON CONFLICT (source, source_id) DO UPDATE SET last_seen_at = EXCLUDED.last_seen_at`);
  await db.execute(sql`INSERT INTO bakery_sources (source, source_id, bakery_id, licence, last_seen_at)
    SELECT 'sirene', lpad((10000000000000 + id)::text, 14, '0'), id, 'Licence-Ouverte-2.0', '2026-11-02T08:00:00Z'
    FROM bakeries WHERE id % 2 = 0`);
  await db.execute(sql`ANALYZE`);
  const ids = ((await db.execute(sql`SELECT id FROM bakeries ORDER BY id`)) as unknown as { rows: { id: number }[] }).rows.map(
    (row) => row.id,
  );

  global.gc!();
  const heapBefore = process.memoryUsage().heapUsed;
  const published = await PublishedBakeries.start(database, pino({ level: 'warn' }));
  let start = performance.now();
  const first = await published.file();
  const firstMs = ms(start);
  global.gc!();
  const memory = process.memoryUsage();
  console.log(
    `${USE_PGLITE ? 'PGlite' : 'PostgreSQL'}, ${ids.length} listings: body ${mb(first.body.length)} MB; first request (every string read, joined) ${firstMs} ms;`,
    `heap held ${mb(memory.heapUsed - heapBefore)} MB (ids, map, hashes), buffers ${mb(memory.arrayBuffers)} MB (each feature's bytes and the body); rss ${mb(memory.rss)} MB`,
  );
  start = performance.now();
  const gz = await published.encoded(first, 'gzip');
  const gzipMs = ms(start);
  start = performance.now();
  const br = await published.encoded(first, 'br');
  console.log(`gzip ${mb(gz.length)} MB in ${gzipMs} ms, brotli ${mb(br.length)} MB in ${ms(start)} ms`);

  const change: number[] = [];
  const toggle: number[] = [];
  const join: number[] = [];
  for (let round = 0; round < 7; round += 1) {
    const id = ids[(round * 5_713) % ids.length]!;
    await db.execute(sql`UPDATE bakeries SET nom = nom || ' bis' WHERE id = ${id}`);
    start = performance.now();
    const changed = await published.file();
    change.push(performance.now() - start);
    if (changed.etag === first.etag) throw new Error('a changed name kept the ETag');

    await db.execute(sql`UPDATE bakeries SET disponibilite_pain = NOT disponibilite_pain WHERE id = ${id}`);
    start = performance.now();
    const toggled = await published.file();
    toggle.push(performance.now() - start);
    if (toggled !== changed) throw new Error('a toggle changed the file');

    // The join alone (private: the bench reaches in), as a change makes it.
    const inside = published as unknown as { isChanged: boolean; joined(): unknown };
    inside.isChanged = true;
    start = performance.now();
    inside.joined();
    join.push(performance.now() - start);
  }
  const fmt = (values: number[]) => `min ${Math.min(...values).toFixed(0)} / median ${median(values).toFixed(0)} ms`;
  console.log(`one bakery renamed, then the file: ${fmt(change)}; a toggle, then the file: ${fmt(toggle)}; the join alone: ${fmt(join)}`);

  start = performance.now();
  await db.execute(sql`SELECT pg_notify('bakery_changed', '{"op":"RELOAD"}')`);
  await published.file();
  console.log(
    `a RELOAD, then the file (every string read again): ${ms(start)} ms; peak rss ${mb(process.resourceUsage().maxRSS * 1024)} MB`,
  );
  await published.close();
  await database.close();
} finally {
  if (USE_PGLITE) fs.rmSync(dataDir, { recursive: true, force: true });
  else await admin(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
}
