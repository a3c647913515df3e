// Health and shutdown (docs/operations.md, "Health and shutdown"): the server in a process of its
// own takes a stream of writes over real HTTP with a live socket open; on SIGTERM, /api/ready answers
// 503 at once while requests are still served for the drain, each closing its connection, then the
// live socket is closed with 1012 (reconnect) and the process exits 0. Every write whose answer came
// back is in the database.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SERVICE_RESTART } from '../../src/modules/live/live-hub.js';
import { createTestDatabase, isPostgresRun, makeTempDir, type TestDatabase } from '../testing/helper.js';
import { rowsOf } from '../testing/manager-fixtures.js';
import { startServerProcess, type ServerProcess } from '../testing/server-process.js';

const DRAIN_SECONDS = 2;
const WRITERS = 4;

describe(`SIGTERM in the middle of a stream of writes (${isPostgresRun ? 'PostgreSQL' : 'PGlite'})`, () => {
  let dataDir: string;
  let testDb: TestDatabase;
  let server: ServerProcess;
  beforeAll(async () => {
    dataDir = makeTempDir('fournil-arret-');
    testDb = await createTestDatabase({ dataDir });
    server = await startServerProcess(
      {
        NODE_ENV: 'test',
        SEED_DEMO: '0',
        DEV_MAILBOX: '0',
        LOG_LEVEL: 'info',
        CAPTCHA_TEST_MODE: '1',
        SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS),
        DATA_DIR: dataDir,
        ...(testDb.url ? { DATABASE_URL: testDb.url } : {}),
      },
      path.join(dataDir, 'server.log'),
    );
  }, 120_000);
  afterAll(async () => {
    await server?.kill();
    await testDb?.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('drains, closes live sockets with a reconnect code, and loses no acknowledged write', async () => {
    // A live socket, open until the server closes it.
    const socket = new WebSocket(`${server.baseUrl.replace('http', 'ws')}/ws/chat/`);
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );

    // Writers: contact messages, each with its own address, until the server stops answering.
    const acknowledged: string[] = [];
    let sigtermAt = 0;
    let acknowledgedAfterSigterm = 0;
    let next = 0;
    const writer = async () => {
      for (;;) {
        const email = `arret-${next++}@fournil.test`;
        try {
          const response = await fetch(`${server.baseUrl}/api/contact/`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ name: 'Léa', email, subject: 'Arrêt', message: 'Bonjour', captcha_0: 'k', captcha_1: 'PASSED' }),
            signal: AbortSignal.timeout(10_000),
          });
          if (response.status === 201) {
            acknowledged.push(email);
            if (sigtermAt) acknowledgedAfterSigterm += 1;
          } else if (response.status === 503) return;
          else throw new Error(`${response.status} ${await response.text()}`);
        } catch (error) {
          if (sigtermAt) return;
          throw error;
        }
      }
    };
    const writers = Array.from({ length: WRITERS }, writer);
    while (acknowledged.length < 20) await new Promise((resolve) => setTimeout(resolve, 20));

    expect((await fetch(`${server.baseUrl}/api/ready`)).status).toBe(200);
    sigtermAt = Date.now();
    const exited = server.terminate();
    // Out of rotation at once, still alive and serving while the load balancer notices.
    let ready: Response | undefined;
    while (Date.now() - sigtermAt < 1_000) {
      ready = await fetch(`${server.baseUrl}/api/ready`);
      if (ready.status === 503) break;
    }
    expect(ready?.status).toBe(503);
    expect(await ready!.json()).toMatchObject({ status: 'draining' });
    const health = await fetch(`${server.baseUrl}/api/health`);
    expect(health.status).toBe(200);
    // Each answer of the drain closes its connection: none kept alive holds the stop open.
    expect(health.headers.get('connection')).toBe('close');

    expect(await exited).toBe(0);
    await Promise.all(writers);
    expect(Date.now() - sigtermAt).toBeGreaterThanOrEqual(DRAIN_SECONDS * 1000);
    expect(acknowledgedAfterSigterm).toBeGreaterThan(0);
    expect(await closed).toEqual({ code: SERVICE_RESTART, reason: 'Redémarrage du serveur : reconnexion dans un instant.' });

    const database = await testDb.open();
    try {
      const stored = new Set(
        (await rowsOf<{ email: string }>(database.db, sql`SELECT email FROM contact_messages`)).map((row) => row.email),
      );
      expect(acknowledged.filter((email) => !stored.has(email))).toEqual([]);
    } finally {
      await database.close();
    }
    expect(server.log()).toContain('arrêt en cours');
  }, 120_000);
});
