// What reaches the log: request lines without the secret of a link, database errors without the
// values of their query.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.js';
import { buildTestApp, type TestApp } from '../testing/helper.js';

const TOKEN = 'Zx9SecretTokenNobodyMayRead_42abcdefghijklmnop';

describe('the request log', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await buildTestApp({ LOG_LEVEL: 'info' }, { logger: true, logStream: { write: (line) => lines.push(line) } });
  });
  afterAll(async () => t?.close());

  const logged = () => lines.map((line) => JSON.parse(line) as { msg?: string; req?: { url?: string }; err?: Record<string, unknown> });

  it.each([
    ['GET', `/reset-password/12/${TOKEN}`, '/reset-password/12/[secret]'],
    ['GET', `/reset-password/12/${TOKEN}/`, '/reset-password/12/[secret]/'],
    ['GET', `/activation/12/${TOKEN}`, '/activation/12/[secret]'],
    ['GET', `/email-confirmation/${TOKEN}`, '/email-confirmation/[secret]'],
    ['GET', `/invite/accepter/${TOKEN}?depuis=mail`, '/invite/accepter/[secret]?depuis=mail'],
    ['GET', `/api/invitations/${TOKEN}/`, '/api/invitations/[secret]/'],
    ['POST', `/api/invitations/${TOKEN}/accepter/`, '/api/invitations/[secret]/accepter/'],
  ])('holds no token for %s %s', async (method, url, shown) => {
    lines.length = 0;
    await t.app.inject({ method: method as 'GET' | 'POST', url });
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).not.toContain(TOKEN);
    expect(logged().some((entry) => entry.req?.url === shown)).toBe(true);
  });

  it('logs a database error without the values of its query', async () => {
    const email = 'lea.secret@example.fr';
    const hash = 'argon2-hash-that-must-not-leak';
    await t.database.db.insert(users).values({ username: 'lea-log', email, passwordHash: hash });
    const duplicate = await t.database.db
      .insert(users)
      .values({ username: 'lea-log-2', email, passwordHash: hash })
      .then(() => undefined, (error: unknown) => error);
    const badInput = await t.database.db.execute(sql`SELECT ${'valeur-secrete'}::int`).then(() => undefined, (error: unknown) => error);
    expect(duplicate).toBeInstanceOf(Error);
    expect(badInput).toBeInstanceOf(Error);

    lines.length = 0;
    t.app.log.warn({ err: duplicate }, 'database rejected the input');
    t.app.log.warn({ err: badInput }, 'database rejected the input');
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      for (const secret of [email, hash, 'valeur-secrete']) expect(line).not.toContain(secret);
    }
    const [first, second] = logged();
    // Still useful to whoever reads the log: what failed, where, and why.
    expect(first?.err).toMatchObject({ code: '23505', message: expect.stringContaining('insert into "users"') });
    expect(String(first?.err?.message)).toContain('[paramètres masqués]');
    expect(second?.err).toMatchObject({ code: '22P02' });
  });
});
