// Several instances deliver one outbox: each mail is claimed (FOR UPDATE SKIP LOCKED) and sent once.
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.js';
import { runMigrations } from '../../../src/db/migrate.js';
import { mailOutbox } from '../../../src/db/schema/index.js';
import type { MailTransport, OutgoingMail } from '../../../src/providers/mail/index.js';
import { enqueueMail } from '../../../src/modules/mail/outbox.js';
import { createMailWorker } from '../../../src/modules/mail/worker.js';
import { createTestDatabase, type TestDatabase } from '../../testing/helper.js';

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
    const log = {
      info: quiet,
      warn: quiet,
      error: quiet,
      debug: quiet,
      trace: quiet,
      fatal: quiet,
      child: () => log,
    } as unknown as FastifyBaseLogger;
    const workers = [first, second].map((database) =>
      createMailWorker({ database, transport: transport(), from: 'Fournil <x@y.z>', log }, { pollIntervalMs: 200, batchSize: 5 }),
    );
    await Promise.all(workers.map((worker) => worker.start()));
    for (let i = 0; i < 40; i++)
      await enqueueMail(first.db, { to: `client${i}@example.fr`, subject: `n° ${i}`, text: 't', html: '<p>t</p>' });
    const deadline = Date.now() + 15_000;
    while (sent.length < 40 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await Promise.all(workers.map((worker) => worker.stop()));
    expect(sent.length).toBe(40);
    expect(new Set(sent).size).toBe(40);
    const pending = await first.db.select().from(mailOutbox).where(eq(mailOutbox.status, 'pending'));
    expect(pending).toEqual([]);
  });

  it('leaves alone a mail of its batch that another worker claimed while it was sending the ones before', async () => {
    const quiet = () => {};
    const log = {
      info: quiet,
      warn: quiet,
      error: quiet,
      debug: quiet,
      trace: quiet,
      fatal: quiet,
      child: () => log,
    } as unknown as FastifyBaseLogger;
    const ids: number[] = [];
    for (const to of ['lent1@example.fr', 'lent2@example.fr', 'lent3@example.fr']) {
      await enqueueMail(first.db, { to, subject: 'lent', text: 't', html: '<p>t</p>' });
      const [row] = await first.db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.toAddress, to));
      ids.push(row!.id);
    }

    const sentHere: string[] = [];
    let releaseFirstSend: () => void = () => {};
    let firstSendStarted: (to: string) => void = () => {};
    const started = new Promise<string>((resolve) => (firstSendStarted = resolve));
    const transport: MailTransport = {
      kind: 'smtp',
      async send(mail: OutgoingMail) {
        if (sentHere.length === 0) {
          firstSendStarted(mail.to);
          await new Promise<void>((resolve) => (releaseFirstSend = resolve));
        }
        sentHere.push(mail.to);
      },
      close: async () => {},
    };
    const worker = createMailWorker({ database: first, transport, from: 'Fournil <x@y.z>', log }, { pollIntervalMs: 60_000, batchSize: 3 });
    await worker.start();
    const sending = await started;
    // While the first mail is being sent, another instance's worker claims one of the two others (its
    // lease is taken as expired): exactly what claimBatch does, attempts + 1.
    const addresses = ['lent1@example.fr', 'lent2@example.fr', 'lent3@example.fr'];
    const taken = addresses.find((to) => to !== sending)!;
    await second.db
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: sql`now() + interval '5 minutes'` })
      .where(eq(mailOutbox.toAddress, taken));
    releaseFirstSend();
    const deadline = Date.now() + 10_000;
    while (sentHere.length < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 200));
    await worker.stop();

    // Oldest first: the batch is sent in the order it was queued.
    expect(sending).toBe('lent1@example.fr');
    expect(sentHere).toEqual(addresses.filter((to) => to !== taken));
    const rows = await first.db
      .select({ to: mailOutbox.toAddress, status: mailOutbox.status })
      .from(mailOutbox)
      .where(inArray(mailOutbox.id, ids));
    expect(Object.fromEntries(rows.map((row) => [row.to, row.status]))).toEqual(
      Object.fromEntries(addresses.map((to) => [to, to === taken ? 'pending' : 'sent'])),
    );
  });

  it('queues nothing for an address under .invalid, as a deleted account has', async () => {
    await enqueueMail(first.db, { to: 'compte-supprime-42@fournil.invalid', subject: 'Reçu', text: 't', html: '<p>t</p>' });
    await enqueueMail(first.db, { to: 'Vivant@Example.fr', subject: 'Reçu', text: 't', html: '<p>t</p>' });
    const rows = await first.db.select({ to: mailOutbox.toAddress }).from(mailOutbox).where(eq(mailOutbox.subject, 'Reçu'));
    expect(rows).toEqual([{ to: 'Vivant@Example.fr' }]);
    await first.db.delete(mailOutbox).where(eq(mailOutbox.subject, 'Reçu'));
  });
});
