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
import { createTestDatabase, isPostgresRun, makeTempDir, type TestDatabase } from '../testing/helper.js';
import { countOldMails, insertOldMails, purgedMails } from '../testing/old-mails.js';
import { serverProcessEnv, waitUntil, withDatabase, writeFixtures } from '../testing/process-fixtures.js';
import { freePort, startServerProcess, type ServerProcess } from '../testing/server-process.js';

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
    bakeryId = await writeFixtures(testDb, async (_app, database) => {
      const owner = await insertOwner(database.db);
      const bakery = await insertBakery(database.db, owner, { nom: 'Le Fournil Partagé', position: offset(CENTER, 0.2, 0) });
      await insertOldMails(database, OLD_MAILS);
      return bakery.id;
    });
    const dataDir = makeTempDir('fournil-processes-');
    const metricsPort = await freePort();
    metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
    logFile = path.join(dataDir, 'server.log');
    server = await startServerProcess(
      serverProcessEnv(testDb, { DATA_DIR: dataDir, WEB_CONCURRENCY: '2', METRICS_PORT: String(metricsPort), METRICS_HOST: '127.0.0.1' }),
      logFile,
    );
    // Both workers listen once each has said it is ready.
    await waitUntil(() => (server.log().match(/Fournil est prêt/g) ?? []).length >= 2, 60_000, 100);
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

      await withDatabase(testDb, (database) =>
        database.db.execute(sql`UPDATE bakeries SET disponibilite_pain = false WHERE id = ${bakeryId}`),
      );
      for (const feed of feeds) {
        const card = await feed.nextMatching((message) => !Array.isArray(message) && message.id === bakeryId, 10_000);
        expect(card).toMatchObject({ id: bakeryId, disponibilite_pain: false });
      }
    } finally {
      for (const feed of feeds) feed.close();
    }
  }, 60_000);

  it('runs each timed chore’s work once though both processes run it: the old mails purged by one', async () => {
    await waitUntil(() => purgedMails(server).length > 0, 30_000);
    expect(purgedMails(server)).toEqual([OLD_MAILS]);
    expect(await withDatabase(testDb, countOldMails)).toBe(0);
  }, 60_000);

  it('stops every process on SIGTERM, with code 0', async () => {
    expect(await server.terminate()).toBe(0);
    expect(server.log()).toContain('2 processus serveur sur le même port');
  }, 60_000);
});
