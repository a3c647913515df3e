// Readiness (docs/operations.md, "Health and shutdown"): `/api/ready` says whether this instance
// should get traffic — 200 when the database and the media storage answer, "degraded" but still 200
// when only Redis does not (the limits count in memory), 503 when the storage does not answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/helper.js';
import { freePort } from '../testing/server-process.js';
import { startS3Peer, type S3Peer } from '../testing/s3-peer.js';

describe('GET /api/ready', () => {
  let peer: S3Peer;
  const apps: TestApp[] = [];
  const ready = async (env: Record<string, string>) => {
    const t = await buildTestApp(env);
    apps.push(t);
    const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
    return { status: response.statusCode, body: response.json(), cache: response.headers['cache-control'], app: t.app };
  };
  beforeAll(async () => {
    peer = await startS3Peer();
  });
  afterAll(async () => {
    for (const t of apps) await t.close();
    await peer?.close();
  });

  it('is ready on the local disk without Redis, and answers no-store', async () => {
    const answer = await ready({});
    expect(answer).toMatchObject({
      status: 200,
      cache: 'no-store',
      body: { status: 'ok', detail: 'Prête.', checks: { database: 'ok', redis: 'absent', storage: 'ok' } },
    });
  });

  it('checks Redis and the bucket when they are configured', async () => {
    const answer = await ready({ REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', STORAGE_URL: peer.storageUrl() });
    expect(answer.body).toEqual({ status: 'ok', detail: 'Prête.', checks: { database: 'ok', redis: 'ok', storage: 'ok' } });
  });

  it('stays in rotation, degraded, when only Redis is down', async () => {
    const answer = await ready({ REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'degraded', checks: { redis: 'error', database: 'ok' } });
  });

  it('leaves the rotation when the media storage does not answer, and while draining', async () => {
    const noBucket = await ready({ STORAGE_URL: peer.storageUrl().replace(`/${peer.bucket}/`, '/pas-de-compartiment/') });
    expect(noBucket).toMatchObject({ status: 503, body: { status: 'unavailable', checks: { storage: 'error', database: 'ok' } } });

    const draining = await ready({});
    draining.app.lifecycle.isDraining = true;
    const response = await draining.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      status: 'draining',
      detail: 'Arrêt en cours : cette instance ne prend plus de nouvelles requêtes.',
    });
    // Liveness is another question: the process is fine, it must not be restarted.
    expect((await draining.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
