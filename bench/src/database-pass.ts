// One database pass: fresh database → seed → server in its own process → HTTP load → crawler
// documents (robots.txt, sitemaps, town pages) → (Lighthouse)
// → live fan-out → everything stopped and removed, whatever happens.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiToggle, sqlToggle, type BakeryToggle } from './bakery-toggle.js';
import { track } from './cleanup.js';
import { PARIS_CENTRE } from './geography.js';
import { seededRandom } from './random.js';
import { measureScenario, probe, type LoadRow } from './http-load.js';
import { auditPages, type LighthouseRow } from './lighthouse-audit.js';
import { measureFanOutFloor, type FloorRow } from './fan-out-floor.js';
import { FAN_OUT_DEFAULTS, measureFanOut, type FanOutRow } from './live-fan-out.js';
import { runMixedLoad } from './mixed-load.js';
import { timePublicDocuments, townPathOf, type DocumentTiming } from './public-documents.js';
import { writeLogoFiles } from './logo-files.js';
import { loadAverages, openFilesLimit } from './machine.js';
import { createBenchDatabase } from './postgres-database.js';
import { buildScenarios, NEARBY_PARIS_2KM_KEY } from './scenarios.js';
import { seedDatabase, type SeedResult } from './seed.js';
import { startServer, type RunningServer } from './server-process.js';
import { visitorAddress } from './visitors.js';
import type { DatabaseKind, Settings } from './settings.js';

export type SkippedFanOut = { sockets: number; skipped: string };

/** The product's fan-out, and the bare-`ws` floor at the same socket count measured right after it. */
export type LiveRow = FanOutRow & { floor: FloorRow | { error: string } };

export type PassResult = {
  kind: DatabaseKind;
  seed: SeedResult;
  /** What the running server answers for rayon=2 at the centre (items). */
  serverWithinTwoKm: number | null;
  http: LoadRow[];
  /** robots.txt, sitemaps and town pages at this database's size. */
  documents: DocumentTiming[];
  live: (LiveRow | SkippedFanOut)[];
  /** 1 / 5 / 15 min load averages when the pass began. */
  loadAtStart: string;
  mixedLoad: MixedLoadRow;
  lighthouse: LighthouseRow[] | string | null;
  /** Lines the server logged at warn or above during the pass. */
  serverLogLines: string[];
};

/** Visitors and the owner's bakeries at once (mixed-load.ts): what must hold is in `problems`. */
export type MixedLoadRow = {
  seconds: number;
  visitors: number;
  bakeries: number;
  visitorRequests: number;
  ownerChanges: number;
  problems: string[];
};

export const DATABASE_LABEL: Record<DatabaseKind, string> = { postgres: 'PostgreSQL', pglite: 'PGlite' };

/** File descriptors the bench keeps for itself besides its sockets (autocannon, pg, files). */
const SPARE_FILES = 300;
const LIGHTHOUSE_RUNS = 3;

const say = (kind: DatabaseKind, message: string) => console.log(`[${DATABASE_LABEL[kind]}] ${message}`);

export async function runDatabasePass(kind: DatabaseKind, settings: Settings, options: { lighthouse: boolean }): Promise<PassResult> {
  const loadAtStart = loadAverages();
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), `fournil-bench-${kind}-`));
  const releaseWorkDir = track(`dossier ${workDir}`, async () => fs.rmSync(workDir, { recursive: true, force: true }));
  let releaseDatabase: (() => Promise<void>) | undefined;
  let server: RunningServer | undefined;
  try {
    let databaseUrl: string | undefined;
    if (kind === 'postgres') {
      const database = await createBenchDatabase(settings.adminDatabaseUrl);
      releaseDatabase = track('base fournil_bench', database.drop);
      databaseUrl = database.url;
    }

    say(kind, `${settings.bakeries.toLocaleString('en-US')} boulangeries, insertion…`);
    const seed = await seedDatabase(databaseUrl ? { databaseUrl } : { dataDir: workDir }, settings.bakeries);
    writeLogoFiles(path.join(workDir, 'media'));
    const countLine = `${seed.withinTwoKm} à moins de 2 km du centre (attendu ${seed.expectedWithinTwoKm}), ${seed.seconds.toFixed(1)} s`;
    if (seed.withinTwoKm !== seed.expectedWithinTwoKm) console.warn(`⚠ [${DATABASE_LABEL[kind]}] ${countLine}`);
    else say(kind, countLine);

    server = await startServer(workDir, databaseUrl ? { databaseUrl } : { pglite: true });
    say(kind, `serveur ${server.baseUrl} (pid ${server.pid})`);

    const scenarios = buildScenarios({ first: seed.firstId, last: seed.lastId });
    const nearbyTwoKm = scenarios.find((scenario) => scenario.key === NEARBY_PARIS_2KM_KEY)!;
    const serverWithinTwoKm = (await probe(server.baseUrl, nearbyTwoKm)).meanItems;
    if (serverWithinTwoKm !== seed.withinTwoKm)
      console.warn(`⚠ le serveur répond ${serverWithinTwoKm} boulangeries à 2 km, la base en compte ${seed.withinTwoKm}`);

    const http: LoadRow[] = [];
    for (const scenario of scenarios) {
      const row = await measureScenario(server.baseUrl, scenario, settings);
      http.push(row);
      const problems = row.errors + row.non2xx;
      say(
        kind,
        `${scenario.label} [${scenario.encoding}] : ${Math.round(row.requestsPerSecond)} req/s, p99 ${row.p99Ms} ms${problems ? ` — ⚠ ${row.errors} erreurs, ${row.non2xx} non-2xx` : ''}`,
      );
    }

    const townPath = await townPathOf(server.baseUrl, seed.ownedIds[0]!);
    if (!townPath) console.warn(`⚠ [${DATABASE_LABEL[kind]}] la page de la boulangerie ${seed.ownedIds[0]} ne mène à aucune page de ville`);
    const documents = await timePublicDocuments(server.baseUrl, townPath);
    for (const row of documents)
      say(
        kind,
        `${row.path} : ${row.status}, ${row.bytes} octets, ${row.entries ?? '—'} entrées, 1er ${row.firstMs.toFixed(0)} ms, médiane ${row.medianMs.toFixed(0)} ms`,
      );

    let lighthouse: PassResult['lighthouse'] = null;
    if (options.lighthouse) {
      say(kind, `Lighthouse (${LIGHTHOUSE_RUNS} passages par page)…`);
      try {
        lighthouse = await auditPages(
          settings.chromiumPath,
          [
            { page: '/', url: `${server.baseUrl}/` },
            { page: '/boulangerie/{id}', url: `${server.baseUrl}/boulangerie/${seed.ownedIds[0]}` },
            ...(townPath ? [{ page: '/ville/{town}', url: `${server.baseUrl}${townPath}` }] : []),
          ],
          LIGHTHOUSE_RUNS,
        );
      } catch (error) {
        lighthouse = (error as Error).message;
        console.warn(`⚠ Lighthouse : ${lighthouse}`);
      }
    }

    const live = await measureLive(kind, settings, server, seed, databaseUrl);
    const mixedLoad = await measureMixedLoad(kind, settings, server, seed);
    return {
      kind,
      loadAtStart,
      seed,
      serverWithinTwoKm,
      http,
      documents,
      live,
      mixedLoad,
      lighthouse,
      serverLogLines: server.logTail(1_000).split('\n').filter(Boolean),
    };
  } finally {
    await server?.stop();
    await releaseDatabase?.();
    await releaseWorkDir();
  }
}

async function measureLive(
  kind: DatabaseKind,
  settings: Settings,
  server: RunningServer,
  seed: SeedResult,
  databaseUrl: string | undefined,
): Promise<PassResult['live']> {
  const bakeryId = seed.ownedIds[0]!;
  const limit = openFilesLimit();
  let change: BakeryToggle | undefined;
  const rows: PassResult['live'] = [];
  try {
    for (const sockets of settings.socketCounts) {
      if (sockets + SPARE_FILES > limit) {
        const skipped = `ulimit -n is ${limit}, ${sockets + SPARE_FILES} needed: raise it (ulimit -n ${sockets * 2}) and run again`;
        console.warn(`⚠ [${DATABASE_LABEL[kind]}] ${sockets} sockets : ${skipped}`);
        rows.push({ sockets, skipped });
        continue;
      }
      change ??= databaseUrl ? await sqlToggle(databaseUrl, bakeryId) : await apiToggle(server.baseUrl, seed.owner, bakeryId);
      say(kind, `direct : ${sockets} sockets abonnés à 2 km de (${PARIS_CENTRE.lat}, ${PARIS_CENTRE.lng}), boulangerie ${bakeryId}…`);
      const row = await measureFanOut(server.wsUrl, sockets, bakeryId, change);
      const times = (p50: number, p99: number, max: number) => `p50 ${p50.toFixed(1)} / p99 ${p99.toFixed(1)} / max ${max.toFixed(1)} ms`;
      say(
        kind,
        `direct ${sockets} : après t0 ${times(row.p50Ms, row.p99Ms, row.maxMs)} ; après envoi ${times(row.fromSend.p50Ms, row.fromSend.p99Ms, row.fromSend.maxMs)} ; manqués ${row.missed}${row.note ? ` — ⚠ ${row.note}` : ''}`,
      );
      // The floor at the same count, right after, on the same machine (fan-out-floor.ts).
      const floor = await measureFanOutFloor(sockets, FAN_OUT_DEFAULTS.changes).catch((error: unknown) => ({
        error: (error as Error).message,
      }));
      rows.push({ ...row, floor });
      say(
        kind,
        'error' in floor
          ? `plancher ws nu ${sockets} : ⚠ ${floor.error}`
          : `plancher ws nu ${sockets} : ${times(floor.p50Ms, floor.p99Ms, floor.maxMs)}`,
      );
    }
  } finally {
    await change?.close();
  }
  return rows;
}

/** The owner's bakeries edited through the API while visitors, each from an address of its own, read and listen. */
async function measureMixedLoad(kind: DatabaseKind, settings: Settings, server: RunningServer, seed: SeedResult): Promise<MixedLoadRow> {
  const { seconds, visitors } = settings.mixedLoad;
  say(kind, `charge mixte : ${visitors} visiteurs et ${seed.ownedIds.length} boulangeries modifiées pendant ${seconds} s…`);
  const login = await fetch(`${server.baseUrl}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(seed.owner),
  });
  if (!login.ok) throw new Error(`connexion du propriétaire : HTTP ${login.status}`);
  const { access } = (await login.json()) as { access: string };
  const owners = await Promise.all(
    seed.ownedIds.map(async (bakeryId) => {
      const detail = (await (await fetch(`${server.baseUrl}/api/boulangeries/${bakeryId}/public/`)).json()) as {
        latitude: number;
        longitude: number;
      };
      return { access, bakeryId, position: { lat: detail.latitude, lng: detail.longitude } };
    }),
  );
  const result = await runMixedLoad({
    httpUrl: server.baseUrl,
    feedUrl: server.wsUrl,
    owners,
    visitors,
    seconds,
    centre: PARIS_CENTRE,
    visitorHeaders: (index) => ({ 'x-forwarded-for': visitorAddress(index) }),
    random: seededRandom,
  });
  const row = { seconds, visitors, bakeries: owners.length, ...result };
  say(
    kind,
    `charge mixte : ${row.visitorRequests} requêtes de visiteurs, ${row.ownerChanges} modifications ; ${row.problems.length === 0 ? 'tout a tenu' : `⚠ ${row.problems.length} problèmes, 1er : ${row.problems[0]}`}`,
  );
  return row;
}
