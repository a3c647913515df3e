// Two instances equal one (docs/operations.md, "Several instances"): two server processes on one
// PostgreSQL, one Redis and one S3-compatible store, each with its own DATA_DIR, behind no shared
// memory. What one instance writes, the other serves: media, sessions, abuse counters, the live feed,
// published campaigns; the mail outbox delivers each mail once, and each timed chore (the purge,
// campaign end dates, payment reminders) does its work once though both run it at start (advisory
// locks). PostgreSQL only: an embedded database belongs to one process.
import fs from 'node:fs';
import path from 'node:path';
import { encodeBakeryParts } from '@fournil/shared';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from '../testing/auth-helpers.js';
import { CENTER, insertBakery, insertOwner } from '../testing/bakery-fixtures.js';
import { grantAccess, payMonth } from '../testing/campaign-fixtures.js';
import { FeedClient } from '../testing/feed-client.js';
import { createTestDatabase, isPostgresRun, makeTempDir, type TestDatabase } from '../testing/helper.js';
import { rowsOf } from '../testing/manager-fixtures.js';
import { multipart } from '../testing/multipart.js';
import { countOldMails, insertOldMails, purgedMails } from '../testing/old-mails.js';
import { verifiedOwner } from '../testing/payment-fixtures.js';
import { serverProcessEnv, waitUntil, withDatabase, writeFixtures } from '../testing/process-fixtures.js';
import { startS3Peer, type S3Peer } from '../testing/s3-peer.js';
import { startServerProcess, type ServerProcess } from '../testing/server-process.js';
import { startSmtpPeer, type SmtpPeer } from '../testing/smtp-peer.js';

/** A Redis database of its own (the test command starts Redis), emptied first: the abuse counters below are counted exactly. */
const REDIS_URL = (() => {
  const url = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
  url.pathname = '/11';
  return url.toString();
})();
/** The contact form's production limit (RATE_LIMITS.contact): 5 per address in 10 minutes. */
const CONTACT_LIMIT = 5;
/** Delivered mails past their retention (30 days) when the instances start. */
const OLD_MAILS = 3;

type Answer = { status: number; body: Record<string, unknown>; cookies: string[] };

async function call(
  server: ServerProcess,
  method: string,
  url: string,
  options: { access?: string; json?: unknown; headers?: Record<string, string>; body?: Buffer } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.access) headers.authorization = `Bearer ${options.access}`;
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${server.baseUrl}${url}`, {
    method,
    headers,
    body: options.body ?? (options.json === undefined ? undefined : JSON.stringify(options.json)),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    cookies: response.headers.getSetCookie(),
  };
}

describe.skipIf(!isPostgresRun)('two instances on one PostgreSQL, one Redis and one S3 store', () => {
  let testDb: TestDatabase;
  let peer: S3Peer;
  let smtp: SmtpPeer;
  let a: ServerProcess;
  let b: ServerProcess;
  let owner: { id: number; email: string; access: string };
  let bakeryId: number;
  let campaignId: number;
  let unpaid: { bakeryId: number; ownerEmail: string };
  let endedCampaignId: number;
  const dirs: string[] = [];

  beforeAll(async () => {
    testDb = await createTestDatabase();
    peer = await startS3Peer();
    smtp = await startSmtpPeer();
    const redis = new Redis(REDIS_URL);
    await redis.flushdb();
    redis.disconnect();

    // Fixtures written before the instances start: a verified owner with a placed bakery, the
    // advertising access, the month paid, and a draft campaign.
    await writeFixtures(testDb, async (app, database) => {
      owner = await verifiedOwner(app, 'deux-instances');
      bakeryId = (await insertBakery(database.db, owner.id, { nom: 'Le Fournil Partagé', position: CENTER })).id;
      await grantAccess(database.db, owner.id);
      await payMonth(database.db, bakeryId);
      const [campaign] = await rowsOf<{ id: number }>(
        database.db,
        sql`INSERT INTO campaigns (boulangerie_id, nom_campagne, description, formule, etat) VALUES (${bakeryId}, 'Galette partagée', 'Frangipane', 'payante', 'brouillon') RETURNING id`,
      );
      campaignId = campaign!.id;
      // The fixtures' own mails (the sign-up's confirmation) went to the development outbox.
      await database.db.execute(sql`DELETE FROM mail_outbox`);

      // Work for the timed chores, which both instances run as they start (JOBS_FIRST_RUN_SECONDS=0):
      // an active campaign on a month left unpaid (a payment reminder is due), an active campaign past
      // its last day (to be marked terminee), and three delivered mails older than their retention.
      const unpaidOwnerId = await insertOwner(database.db);
      const unpaidBakeryId = (await insertBakery(database.db, unpaidOwnerId, { nom: 'Le Fournil Impayé', position: null })).id;
      await database.db.execute(
        sql`INSERT INTO campaigns (boulangerie_id, nom_campagne, etat) VALUES (${unpaidBakeryId}, 'Campagne impayée', 'active')`,
      );
      const [unpaidOwner] = await rowsOf<{ email: string }>(database.db, sql`SELECT email FROM users WHERE id = ${unpaidOwnerId}`);
      unpaid = { bakeryId: unpaidBakeryId, ownerEmail: unpaidOwner!.email };
      const endedBakeryId = (await insertBakery(database.db, await insertOwner(database.db), { nom: 'Le Fournil Passé', position: null }))
        .id;
      const [ended] = await rowsOf<{ id: number }>(
        database.db,
        sql`INSERT INTO campaigns (boulangerie_id, nom_campagne, etat, ends_on) VALUES (${endedBakeryId}, 'Campagne finie', 'active', '2026-01-31') RETURNING id`,
      );
      endedCampaignId = ended!.id;
      await insertOldMails(database, OLD_MAILS);
    });

    const env = {
      // The production limits, shared through Redis.
      RATE_LIMIT_FACTOR: '1',
      REDIS_URL,
      STORAGE_URL: peer.storageUrl('media/'),
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Fournil <no-reply@fournil.test>',
    };
    const start = (name: string) => {
      const dataDir = makeTempDir(`fournil-instance-${name}-`);
      dirs.push(dataDir);
      return startServerProcess(serverProcessEnv(testDb, { ...env, DATA_DIR: dataDir }), path.join(dataDir, 'server.log'));
    };
    [a, b] = await Promise.all([start('a'), start('b')]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a?.kill(), b?.kill()]);
    await smtp?.close();
    await peer?.close();
    await testDb?.drop();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('serves from B a logo uploaded through A', async () => {
    const logo = await sharp({ create: { width: 48, height: 48, channels: 3, background: '#c8a165' } })
      .png()
      .toBuffer();
    const form = multipart(encodeBakeryParts({}), [
      { name: 'image_logo_main', filename: 'logo.png', contentType: 'image/png', data: logo },
    ]);
    const patched = await call(a, 'PATCH', `/api/cotepro/ma-boulangerie/${bakeryId}/`, {
      access: owner.access,
      headers: form.headers,
      body: form.payload,
    });
    expect(patched.status).toBe(200);
    const url = patched.body.image_logo_main as string;
    const [fromA, fromB] = await Promise.all([fetch(`${a.baseUrl}${url}`), fetch(`${b.baseUrl}${url}`)]);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await fromB.arrayBuffer())).toEqual(Buffer.from(await fromA.arrayBuffer()));
  });

  it('keeps a session opened on A working on B, refresh rotation included', async () => {
    const login = await call(a, 'POST', '/api/auth/login/', { json: { email: owner.email, password: PASSWORD } });
    expect(login.status).toBe(200);
    const me = await call(b, 'GET', '/api/auth/user/', { access: login.body.access as string });
    expect(me.body.email).toBe(owner.email);
    const cookie = (name: string) => login.cookies.find((line) => line.startsWith(`${name}=`))!.split(';')[0]!;
    const csrf = cookie('csrftoken').split('=')[1]!;
    const refreshed = await call(b, 'POST', '/api/auth/token/refresh/', {
      headers: { cookie: `${cookie('fournil_refresh')}; ${cookie('csrftoken')}`, 'x-csrftoken': csrf, origin: 'http://localhost:3000' },
    });
    expect(refreshed.status, JSON.stringify(refreshed.body)).toBe(200);
    // The token B rotated is spent on A too (outside the grace window it would end the session).
    const replayed = await call(a, 'POST', '/api/auth/token/refresh/', {
      json: { refresh: decodeURIComponent(cookie('fournil_refresh').split('=')[1]!) },
    });
    expect(replayed.status).toBe(200);
    const again = await call(b, 'POST', '/api/auth/token/refresh/', {
      json: { refresh: decodeURIComponent(cookie('fournil_refresh').split('=')[1]!) },
    });
    expect(again.status).toBe(401);
  });

  it('counts abuse limits across both: the contact form’s five a window, whichever instance is asked', async () => {
    const send = (server: ServerProcess, n: number) =>
      call(server, 'POST', '/api/contact/', {
        json: { name: 'Léa', email: `lea-${n}@fournil.test`, subject: 'Deux', message: 'Bonjour', captcha_0: 'k', captcha_1: 'PASSED' },
      });
    const statuses = [];
    for (let n = 0; n < CONTACT_LIMIT + 1; n++) statuses.push((await send(n % 2 === 0 ? a : b, n)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect((await send(a, 99)).status).toBe(429);
  });

  it('brings a bakery toggled on A to a live socket on B', async () => {
    const feed = await FeedClient.open(b.baseUrl.replace('http', 'ws'));
    try {
      feed.send({ type: 'subscribe', lat: CENTER.lat, lng: CENTER.lng, rayon: 2 });
      await feed.nextMatching((message) => Array.isArray(message) && message.some((card) => card.id === bakeryId));
      const toggled = await call(a, 'PATCH', `/api/cotepro/ma-boulangerie/${bakeryId}/`, {
        access: owner.access,
        json: { disponibilite_croissant: false },
      });
      expect(toggled.status).toBe(200);
      const card = await feed.nextMatching((message) => !Array.isArray(message) && message.id === bakeryId, 5000);
      expect(card).toMatchObject({ id: bakeryId, disponibilite_croissant: false });
    } finally {
      feed.socket.close();
    }
  });

  it('shows on B a campaign published on A', async () => {
    const published = await call(a, 'PATCH', `/api/regiepub/campagnes-publicitaires/${campaignId}/`, {
      access: owner.access,
      json: { etat: 'active' },
    });
    expect(published.status).toBe(200);
    const list = await fetch(`${b.baseUrl}/api/regiepub/boulangeries/${bakeryId}/campagnes-publiees/`);
    expect(((await list.json()) as { id: number }[]).map((campaign) => campaign.id)).toEqual([campaignId]);
  });

  it('sends each mail of the shared outbox once', async () => {
    await withDatabase(testDb, async (database) => {
      const outbox = async () =>
        rowsOf<{ status: string; n: number }>(database.db, sql`SELECT status, count(*)::int AS n FROM mail_outbox GROUP BY status`);
      // Each instance's worker wakes on its own writes and polls for the other's.
      await waitUntil(async () => (await outbox()).every((row) => row.status === 'sent'), 60_000);
      const rows = await outbox();
      expect(rows.map((row) => row.status)).toEqual(['sent']);
      expect(rows[0]!.n).toBeGreaterThanOrEqual(CONTACT_LIMIT * 2);
      expect(smtp.received).toHaveLength(rows[0]!.n);
      expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(smtp.received.length);
    });
  }, 90_000);

  it('does each timed chore’s work once though both instances run it: one reminder, one purge, campaigns ended', async () => {
    await withDatabase(testDb, async (database) => {
      const purgedByInstance = () => [a, b].map((server) => purgedMails(server).reduce((sum, n) => sum + n, 0));
      const reminderMails = () => smtp.received.filter((mail) => mail.to.includes(unpaid.ownerEmail));
      await waitUntil(() => reminderMails().length > 0 && purgedByInstance().some((n) => n > 0), 30_000);

      expect(await rowsOf(database.db, sql`SELECT kind FROM bakery_payment_reminders WHERE boulangerie_id = ${unpaid.bakeryId}`)).toEqual([
        { kind: 'first' },
      ]);
      expect(reminderMails()).toHaveLength(1);
      // One instance purged the three old mails; the other, after it, found nothing left.
      expect(purgedByInstance().sort()).toEqual([0, OLD_MAILS]);
      expect(await countOldMails(database)).toBe(0);
      expect(await rowsOf(database.db, sql`SELECT etat FROM campaigns WHERE id = ${endedCampaignId}`)).toEqual([{ etat: 'terminee' }]);
    });
  }, 60_000);
});
