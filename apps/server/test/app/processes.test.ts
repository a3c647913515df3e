// Several server processes on one port (WEB_CONCURRENCY, processes.ts, docs/processes.md): the
// server started as the product starts, with two workers on one PostgreSQL. Both serve the port; one
// change made through the API reaches live sockets held by each; a timed chore does its work once;
// the primary's metrics name each worker; SIGTERM stops them all with code 0. PostgreSQL only (an
// embedded database belongs to one process: config.test.ts, "WEB_CONCURRENCY").
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CENTER, insertBakery, insertOwner, offset } from '../testing/bakery-fixtures.js';
import { FeedClient } from '../testing/feed-client.js';
import { buildApp } from '../../src/app.js';
import { createTestDatabase, isPostgresRun, makeTempDir, testConfig, type TestDatabase } from '../testing/helper.js';
import { rowsOf } from '../testing/manager-fixtures.js';
import { freePort, startServerProcess, type ServerProcess } from '../testing/server-process.js';

const JWT_SECRET = 'Jw7qT2vLx9cR4mZb8nHp3sKf6yDg1aE5uB0oNcXi';
const OLD_MAILS = 4;

/** `fournil_live_sockets` per worker, read from the primary's metrics port. */
async function liveSocketsByWorker(metricsUrl: string): Promise<Record<string, number>> {
  const text = await (await fetch(metricsUrl)).text();
  const byWorker: Record<string, number> = {};
  for (const match of text.matchAll(/^fournil_live_sockets\{([^}]*)\} (\d+)$/gm)) {
    const worker = /worker="(\d+)"/.exec(match[1]!)?.[1];
    if (worker) byWorker[worker] = Number(match[2]);
  }
  return byWorker;
}

describe.skipIf(!isPostgresRun)('WEB_CONCURRENCY=2 on PostgreSQL', () => {
  let testDb: TestDatabase;
  let server: ServerProcess;
  let metricsUrl: string;
  let bakeryId: number;
  let logFile: string;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    // The schema and fixtures first, written by an app of this process (it migrates).
    const database = await testDb.open();
    const app = await buildApp(
      testConfig({ DATABASE_URL: testDb.url!, DATA_DIR: makeTempDir('fournil-processes-fixtures-'), JWT_SECRET }),
      {
        logger: false,
        webDistDir: makeTempDir('fournil-web-'),
        database,
        ownsDatabase: false,
      },
    );
    try {
      await app.ready();
      const owner = await insertOwner(database.db);
      bakeryId = (await insertBakery(database.db, owner, { nom: 'Le Fournil Partagé', position: offset(CENTER, 0.2, 0) })).id;
      await database.db.execute(
        sql`INSERT INTO mail_outbox (to_address, subject, text_body, html_body, status, created_at, sent_at)
            SELECT 'ancien@fournil.test', 'Ancien message', '-', '-', 'sent', now() - interval '40 days', now() - interval '40 days' FROM generate_series(1, ${OLD_MAILS})`,
      );
    } finally {
      await app.close();
      await database.close();
    }
    const dataDir = makeTempDir('fournil-processes-');
    const metricsPort = await freePort();
    metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
    logFile = path.join(dataDir, 'server.log');
    server = await startServerProcess(
      {
        NODE_ENV: 'test',
        SEED_DEMO: '0',
        DEV_MAILBOX: '0',
        LOG_LEVEL: 'info',
        JOBS_FIRST_RUN_SECONDS: '0',
        CAPTCHA_TEST_MODE: '1',
        INSEE_API_KEY: '',
        DATABASE_URL: testDb.url!,
        DATA_DIR: dataDir,
        JWT_SECRET,
        WEB_CONCURRENCY: '2',
        METRICS_PORT: String(metricsPort),
        METRICS_HOST: '127.0.0.1',
      },
      logFile,
    );
    // Both workers listen once each has said it is ready.
    const deadline = Date.now() + 60_000;
    while ((server.log().match(/Fournil est prêt/g) ?? []).length < 2 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
  }, 180_000);

  afterAll(async () => {
    await server?.kill();
    await testDb?.drop();
  });

  it('serves the port from two processes, whose sockets each hear one change written to the database', async () => {
    const feeds: FeedClient[] = [];
    try {
      // Connections are handed out in turn: a few sockets land on both workers.
      for (let index = 0; index < 6; index += 1) {
        const feed = await FeedClient.open(server.baseUrl.replace('http', 'ws'));
        feed.send({ type: 'subscribe', lat: CENTER.lat, lng: CENTER.lng, rayon: 2 });
        await feed.next(5_000);
        feeds.push(feed);
      }
      const byWorker = await liveSocketsByWorker(metricsUrl);
      expect(Object.keys(byWorker)).toHaveLength(2);
      expect(Object.values(byWorker).every((count) => count > 0)).toBe(true);
      expect(Object.values(byWorker).reduce((sum, count) => sum + count, 0)).toBe(6);

      const database = await testDb.open();
      try {
        await database.db.execute(sql`UPDATE bakeries SET disponibilite_pain = false WHERE id = ${bakeryId}`);
      } finally {
        await database.close();
      }
      for (const feed of feeds) {
        const card = await feed.nextMatching((message) => !Array.isArray(message) && message.id === bakeryId, 10_000);
        expect(card).toMatchObject({ id: bakeryId, disponibilite_pain: false });
      }
    } finally {
      for (const feed of feeds) feed.close();
    }
  }, 60_000);

  it('runs each timed chore’s work once though both processes run it: the old mails purged by one', async () => {
    const purged = () =>
      server
        .log()
        .split('\n')
        .filter((line) => line.includes('données expirées supprimées'))
        .map((line) => (JSON.parse(line) as { purged: { mails: number } }).purged.mails ?? 0);
    const deadline = Date.now() + 30_000;
    while (purged().length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
    expect(purged()).toEqual([OLD_MAILS]);
    const database = await testDb.open();
    try {
      expect(await rowsOf(database.db, sql`SELECT count(*)::int AS n FROM mail_outbox WHERE to_address = 'ancien@fournil.test'`)).toEqual([
        { n: 0 },
      ]);
    } finally {
      await database.close();
    }
  }, 60_000);

  it('stops every process on SIGTERM, with code 0', async () => {
    expect(await server.terminate()).toBe(0);
    expect(server.log()).toContain('2 processus serveur sur le même port');
  }, 60_000);
});
