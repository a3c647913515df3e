// Several instances deliver one outbox: each mail is claimed (FOR UPDATE SKIP LOCKED) and sent once.
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { runMigrations } from '../src/db/migrate.js';
import { mailOutbox } from '../src/db/schema.js';
import type { MailTransport, OutgoingMail } from '../src/providers/mail/index.js';
import { createMailWorker, enqueueMail } from '../src/providers/mail/index.js';
import { createTestDatabase, type TestDatabase } from './helper.js';

describe('mail worker', () => {
  let testDb: TestDatabase;
  let first: Database;
  let second: Database;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    first = await testDb.open();
    await runMigrations(first);
    // On PostgreSQL a second pool stands for a second instance; PGlite has one process.
    second = testDb.url ? await testDb.open() : first;
  });
  afterAll(async () => {
    if (second !== first) await second?.close();
    await first?.close();
    await testDb?.drop();
  });

  it('delivers every mail exactly once with two workers', async () => {
    const sent: string[] = [];
    const transport = (): MailTransport => ({
      kind: 'smtp',
      async send(mail: OutgoingMail) {
        await new Promise((resolve) => setTimeout(resolve, 2));
        sent.push(mail.to);
      },
      close: async () => {},
    });
    const quiet = () => {};
    const log = { info: quiet, warn: quiet, error: quiet, debug: quiet, trace: quiet, fatal: quiet, child: () => log } as unknown as FastifyBaseLogger;
    const workers = [first, second].map((database) =>
      createMailWorker({ database, transport: transport(), from: 'Fournil <x@y.z>', log }, { pollIntervalMs: 200, batchSize: 5 }),
    );
    await Promise.all(workers.map((worker) => worker.start()));
    for (let i = 0; i < 40; i++) await enqueueMail(first.db, { to: `client${i}@example.fr`, subject: `n° ${i}`, text: 't', html: '<p>t</p>' });
    const deadline = Date.now() + 15_000;
    while (sent.length < 40 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await Promise.all(workers.map((worker) => worker.stop()));
    expect(sent.length).toBe(40);
    expect(new Set(sent).size).toBe(40);
    const pending = await first.db.select().from(mailOutbox).where(eq(mailOutbox.status, 'pending'));
    expect(pending).toEqual([]);
  });
});
