// Work for the retention purge that every server process runs (modules/retention/service.ts): delivered
// mails past their retention, and what each process logged it deleted. Used by the tests that check
// a timed chore does its work once however many processes run it.
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';
import { rowsOf } from './manager-fixtures.js';
import type { ServerProcess } from './server-process.js';

const OLD_MAIL_ADDRESS = 'ancien@fournil.test';

/** `count` delivered mails sent 40 days ago, past their retention (30 days). */
export async function insertOldMails(database: Database, count: number): Promise<void> {
  await database.db.execute(
    sql`INSERT INTO mail_outbox (to_address, subject, text_body, html_body, status, created_at, sent_at)
        SELECT ${OLD_MAIL_ADDRESS}, 'Ancien message', '-', '-', 'sent', now() - interval '40 days', now() - interval '40 days' FROM generate_series(1, ${count})`,
  );
}

/** How many of those old mails are left. */
export async function countOldMails(database: Database): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    database.db,
    sql`SELECT count(*)::int AS n FROM mail_outbox WHERE to_address = ${OLD_MAIL_ADDRESS}`,
  );
  return row!.n;
}

/** The mails each purge a server process ran says it deleted, one number a run (its log is at level info). */
export function purgedMails(server: ServerProcess): number[] {
  return server
    .log()
    .split('\n')
    .filter((line) => line.includes('données expirées supprimées'))
    .map((line) => (JSON.parse(line) as { purged: { mails: number } }).purged.mails ?? 0);
}
