// npm run bench: France-scale nearby search. Seeds 35,000 bakeries (deterministic), then measures
// GET /api/boulangeries/ against GET /api/health on the same server in the same run, with autocannon.
// Bounded: a fixed number of seconds per endpoint, loopback only. Writes bench/results/nearby.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { users } from '../apps/server/src/db/schema.js';

const BAKERIES = Number(process.env.BENCH_BAKERIES ?? 35_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

// Bakeries follow people: most around French cities, the rest spread over mainland France.
const CITIES: [number, number, number][] = [
  [48.8566, 2.3522, 30], [45.764, 4.8357, 8], [43.2965, 5.3698, 8], [43.6047, 1.4442, 6], [43.7102, 7.262, 5],
  [47.2184, -1.5536, 5], [48.5734, 7.7521, 4], [43.6108, 3.8767, 4], [44.8378, -0.5792, 5], [50.6292, 3.0573, 5],
  [48.1173, -1.6778, 3], [49.2583, 4.0317, 2], [45.4397, 4.3872, 2], [45.1885, 5.7245, 3], [47.322, 5.0415, 2],
];

async function seed(app: Awaited<ReturnType<typeof buildApp>>): Promise<void> {
  const [owner] = await app.db.db
    .insert(users)
    .values({ username: 'bench', email: 'bench@fournil.test', passwordHash: '!', isProprietaire: true })
    .returning({ id: users.id });
  const cityRows = CITIES.map(([lat, lng, weight]) => `(${lat}, ${lng}, ${weight})`).join(', ');
  const week = JSON.stringify(Object.fromEntries(['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'].map((d) => [d, true])));
  const hours = JSON.stringify(
    Object.fromEntries(
      ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'].map((d) => [
        d,
        { ouverture_matin: '07:00', fermeture_matin: '13:00', ouverture_apm: '15:30', fermeture_apm: '19:30' },
      ]),
    ),
  );
  await app.db.db.execute(sql.raw('SELECT setseed(0.42)'));
  await app.db.db.execute(
    sql.raw(`
    WITH cities(lat, lng, weight) AS (VALUES ${cityRows}),
    picks AS (
      SELECT n, random() AS r, random() AS a, random() AS d, random() AS u, random() AS v FROM generate_series(1, ${BAKERIES}) AS n
    ),
    weighted AS (SELECT lat, lng, sum(weight::float8) OVER (ORDER BY lat, lng) / sum(weight::float8) OVER () AS upto FROM cities)
    INSERT INTO bakeries (proprietaire_id, nom, adresse_postale, ville, code_postal_boulangerie, latitude, longitude,
                          disponibilite_pain, jours_ouvertures, horaires_ouvertures)
    SELECT ${owner!.id}, 'Boulangerie ' || n, n || ' rue du Four', 'Ville', '00000',
      CASE WHEN r < 0.7 THEN c.lat + sqrt(d) * 0.12 * sin(a * 2 * pi()) ELSE 42.5 + u * 8.4 END,
      CASE WHEN r < 0.7 THEN c.lng + sqrt(d) * 0.18 * cos(a * 2 * pi()) ELSE -4.5 + v * 12.5 END,
      (n % 3) <> 0, '${week}'::jsonb, '${hours}'::jsonb
    FROM picks
    CROSS JOIN LATERAL (SELECT lat, lng FROM weighted WHERE weighted.upto >= picks.u ORDER BY upto LIMIT 1) AS c`),
  );
  await app.db.db.execute(sql.raw('ANALYZE bakeries'));
}

type Result = { label: string; requests: number; p50: number; p99: number; errors: number; non2xx: number };

async function measure(url: string, label: string, paths: string[]): Promise<Result> {
  let index = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        setupRequest: (request) => {
          index = (index + 1) % paths.length;
          return { ...request, path: paths[index] };
        },
      },
    ],
  });
  return { label, requests: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors, non2xx: result.non2xx };
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fournil-bench-'));
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', SEED_DEMO: '0', LOG_LEVEL: 'warn', DATA_DIR: dataDir, PORT: '0' });
  const app = await buildApp({ ...config, inMemoryDatabase: !config.databaseUrl }, { logger: false });
  const started = Date.now();
  await seed(app);
  console.log(`${BAKERIES} boulangeries en ${((Date.now() - started) / 1000).toFixed(1)} s (${app.db.kind})`);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });

  // Searches around real towns, 2 km and 10 km like the home page.
  const nearbyPaths = CITIES.flatMap(([lat, lng]) => [2, 10].map((rayon) => `/api/boulangeries/?lat=${lat + 0.01}&lng=${lng - 0.01}&rayon=${rayon}`));
  const sample = await (await fetch(`${address}${nearbyPaths[0]}`)).json();
  console.log(`exemple : ${Array.isArray(sample) ? sample.length : '?'} boulangeries à 2 km du centre de Paris`);

  const health = await measure(address, 'GET /api/health', ['/api/health']);
  const nearby = await measure(address, 'GET /api/boulangeries/ (2 et 10 km)', nearbyPaths);
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });

  const rows = [health, nearby].map((r) => `| ${r.label} | ${r.requests.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.errors + r.non2xx} |`);
  const ratio = nearby.requests / health.requests;
  const report = [
    `# Nearby search benchmark`,
    '',
    `${new Date().toISOString()} — ${BAKERIES} bakeries, ${app.db.kind}, ${SECONDS} s per endpoint, ${CONNECTIONS} connections, ${os.cpus().length} CPU.`,
    '',
    '| endpoint | req/s | p50 (ms) | p99 (ms) | errors |',
    '|---|---|---|---|---|',
    ...rows,
    '',
    `Ratio nearby / health: ${(ratio * 100).toFixed(1)} %`,
    '',
  ].join('\n');
  console.log(`\n${report}`);
  fs.mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
  fs.writeFileSync(new URL('./results/nearby.md', import.meta.url), report);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
