// The audit log is append-only in the database and hash-chained (docs/back-office.md, "Audit log"):
// no update, no deletion younger than five years, no TRUNCATE, whatever code runs the SQL; and an
// entry altered behind the triggers' back is found by the chain check staff can run.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../../src/db/schema/index.js';
import { writeAudit } from '../../../src/modules/audit/audit.js';
import { adminRequest, staffAccount } from '../../testing/admin-fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/helper.js';
import { PRO_TEST_ENV, type Account } from '../../testing/manager-fixtures.js';

let t: TestApp;
let staff: Account;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await buildTestApp(PRO_TEST_ENV);
  staff = await staffAccount(t.app, 'chaine-staff');
}, 180_000);
afterAll(async () => t?.close());

/** The database's refusal, whether the driver wraps it or not. */
async function refusal(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? (error as Error).message;
  }
  throw new Error('the database accepted it');
}

async function chain() {
  const response = await adminRequest(t.app, staff, 'GET', '/api/admin/audit/chain/');
  expect(response.statusCode).toBe(200);
  return response.json() as { entries: number; intact: boolean; first_broken_id: number | null };
}

const actor = () => ({ id: staff.id, email: staff.email });

describe('the audit log', () => {
  it('chains every entry to the one before, in id order, even when written at once', async () => {
    const page = await adminRequest(t.app, staff, 'POST', '/api/admin/pages/', { slug: 'chaine', title: 'Chaîne', content: 'Texte' });
    expect(page.statusCode).toBe(201);
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t.app.db.db.transaction((tx) => writeAudit(tx, actor(), { action: 'update', entityType: 'page', entityId: i, after: { i } })),
      ),
    );
    const rows = await t.app.db.db.select().from(auditLog).orderBy(auditLog.id);
    expect(rows.length).toBeGreaterThanOrEqual(13);
    expect(rows[0]!.prevHash).toBe('0'.repeat(64));
    for (let i = 1; i < rows.length; i += 1) expect(rows[i]!.prevHash, `entry ${rows[i]!.id}`).toBe(rows[i - 1]!.hash);
    expect(new Set(rows.map((row) => row.hash)).size).toBe(rows.length);
    expect(await chain()).toEqual({ entries: rows.length, intact: true, first_broken_id: null });
  });

  it('refuses any change, a deletion younger than five years and TRUNCATE, from any SQL', async () => {
    const [entry] = await t.app.db.db.select().from(auditLog).limit(1);
    expect(await refusal(() => t.app.db.db.update(auditLog).set({ action: 'delete' }).where(eq(auditLog.id, entry!.id)))).toMatch(
      'une entrée du journal ne se modifie pas',
    );
    expect(await refusal(() => t.app.db.db.update(auditLog).set({ hash: 'f'.repeat(64) }))).toMatch(
      'une entrée du journal ne se modifie pas',
    );
    expect(await refusal(() => t.app.db.db.delete(auditLog).where(eq(auditLog.id, entry!.id)))).toMatch(
      'une entrée de moins de cinq ans ne se supprime pas',
    );
    expect(await refusal(() => t.app.db.db.execute(sql`TRUNCATE audit_log`))).toMatch('le journal ne se vide pas');
    expect((await chain()).intact).toBe(true);
  });

  it('lets the retention purge delete entries past five years, and the chain stays checkable from what remains', async () => {
    const [old] = await t.app.db.db
      .insert(auditLog)
      .values({
        actorEmail: staff.email,
        action: 'suspend',
        entityType: 'user',
        entityId: '1',
        createdAt: new Date(Date.now() - 1826 * DAY),
      })
      .returning({ id: auditLog.id });
    await t.app.db.db.delete(auditLog).where(eq(auditLog.id, old!.id));
    expect((await chain()).intact).toBe(true);
  });

  it('keeps the entries of a staff account that is deleted (actor_id set null, nothing else)', async () => {
    const leaving = await staffAccount(t.app, 'chaine-depart');
    await writeAudit(
      t.app.db.db,
      { id: leaving.id, email: leaving.email },
      { action: 'archive', entityType: 'contact_message', entityId: 7 },
    );
    await t.app.db.db.delete(users).where(eq(users.id, leaving.id));
    const [kept] = await t.app.db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorEmail, leaving.email), eq(auditLog.action, 'archive')));
    expect(kept).toMatchObject({ actorId: null, action: 'archive', entityId: '7' });
    expect((await chain()).intact).toBe(true);
  });

  it('finds an entry altered behind the triggers’ back (by the table owner)', async () => {
    const rows = await t.app.db.db.select().from(auditLog).orderBy(auditLog.id);
    const target = rows[Math.floor(rows.length / 2)]!;
    await t.app.db.db.execute(sql`ALTER TABLE audit_log DISABLE TRIGGER audit_log_append_only`);
    try {
      await t.app.db.db
        .update(auditLog)
        .set({ after: { falsifie: true } })
        .where(eq(auditLog.id, target.id));
      expect(await chain()).toEqual({ entries: rows.length, intact: false, first_broken_id: target.id });
      await t.app.db.db.update(auditLog).set({ after: target.after }).where(eq(auditLog.id, target.id));
      expect((await chain()).intact).toBe(true);
      // Deleting an entry in the middle breaks the link of the next one.
      await t.app.db.db.delete(auditLog).where(eq(auditLog.id, target.id));
      expect((await chain()).first_broken_id).toBe(rows[Math.floor(rows.length / 2) + 1]!.id);
    } finally {
      await t.app.db.db.execute(sql`ALTER TABLE audit_log ENABLE TRIGGER audit_log_append_only`);
    }
  });
});
