// Sessions that survive real networks (docs/sessions-and-limits.md, "Sessions"): a grace window for
// a token rotated moments ago, reuse detection past it, and an absolute lifetime per session.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_REUSE_GRACE_MS, SESSION_MAX_AGE_MS } from '../../../src/modules/auth/sessions.js';
import { buildTestApp, type TestApp } from '../../testing/helper.js';
import { bearer, cookieValue, login, registerConfirmed, type Session } from '../../testing/auth-helpers.js';

const TOKEN_INVALID = { detail: 'Jeton invalide ou expiré.', code: 'token_not_valid' };

describe('POST /api/auth/token/refresh/: grace window, reuse and absolute lifetime', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ APP_URL: 'http://fournil.test' });
    await registerConfirmed(t.app, { username: 'lea', email: 'lea@example.fr' });
  });
  afterAll(async () => t?.close());

  const refreshWithCookie = (session: Pick<Session, 'csrf'>, refresh: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/token/refresh/',
      cookies: { fournil_refresh: refresh, csrftoken: session.csrf },
      headers: { 'x-csrftoken': session.csrf },
    });
  const refreshWithBody = (refresh: string) => t.app.inject({ method: 'POST', url: '/api/auth/token/refresh/', payload: { refresh } });
  const tokenHash = (token: string) => sql`encode(sha256(convert_to(${token}, 'UTF8')), 'hex')`;

  it('lets two tabs refresh at once with the same cookie: both succeed and both end with a working session', async () => {
    const session = await login(t.app, 'lea@example.fr');
    const [first, second] = await Promise.all([refreshWithCookie(session, session.refresh), refreshWithCookie(session, session.refresh)]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    const tokens = [cookieValue(first, 'fournil_refresh')!, cookieValue(second, 'fournil_refresh')!];
    expect(new Set(tokens).size).toBe(2);
    for (const response of [first, second]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/user/', headers: bearer(response.json().access) })).statusCode).toBe(200);
    }
    // Whichever cookie the browser keeps, the next refresh works.
    for (const token of tokens) expect((await refreshWithCookie(session, token)).statusCode).toBe(200);
  });

  it('accepts a token whose answer was lost once more, then treats a third use as theft', async () => {
    const session = await login(t.app, 'lea@example.fr');
    const lost = await refreshWithBody(session.refresh);
    expect(lost.statusCode).toBe(200);
    const retry = await refreshWithBody(session.refresh);
    expect(retry.statusCode).toBe(200);
    const kept = cookieValue(retry, 'fournil_refresh')!;

    const third = await refreshWithBody(session.refresh);
    expect(third.statusCode).toBe(401);
    expect(third.json()).toEqual(TOKEN_INVALID);
    expect((await refreshWithBody(kept)).statusCode).toBe(401);
  });

  it('revokes the whole family when an old token comes back after the grace window', async () => {
    const session = await login(t.app, 'lea@example.fr');
    const rotated = await refreshWithBody(session.refresh);
    const successor = cookieValue(rotated, 'fournil_refresh')!;
    const late = `${Math.ceil(REFRESH_REUSE_GRACE_MS / 1000) + 1} seconds`;
    await t.database.db.execute(
      sql`UPDATE refresh_tokens SET used_at = now() - ${late}::interval WHERE token_hash = ${tokenHash(session.refresh)}`,
    );

    const reuse = await refreshWithBody(session.refresh);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual(TOKEN_INVALID);
    // The successor dies with it: whoever holds the family has to log in again.
    expect((await refreshWithBody(successor)).statusCode).toBe(401);
  });

  it('revokes the family when an old token comes back after its successor was used, even inside the window', async () => {
    const session = await login(t.app, 'lea@example.fr');
    const successor = cookieValue(await refreshWithBody(session.refresh), 'fournil_refresh')!;
    const next = cookieValue(await refreshWithBody(successor), 'fournil_refresh')!;
    expect((await refreshWithBody(session.refresh)).statusCode).toBe(401);
    expect((await refreshWithBody(next)).statusCode).toBe(401);
  });

  it('ends every session 30 days after its login, however often it was refreshed', async () => {
    const session = await login(t.app, 'lea@example.fr');
    const rows = (await t.database.db.execute(
      sql`SELECT session_expires_at, created_at FROM refresh_tokens WHERE token_hash = ${tokenHash(session.refresh)}`,
    )) as unknown as { rows: { session_expires_at: string; created_at: string }[] };
    const row = rows.rows[0]!;
    const lifetime = new Date(row.session_expires_at).getTime() - new Date(row.created_at).getTime();
    expect(Math.abs(lifetime - SESSION_MAX_AGE_MS)).toBeLessThan(60_000);

    const rotated = await refreshWithBody(session.refresh);
    const successor = cookieValue(rotated, 'fournil_refresh')!;
    // 29 days and 23 hours later the family ends in an hour: the new token may not outlive it.
    await t.database.db.execute(
      sql`UPDATE refresh_tokens SET session_expires_at = now() + interval '1 hour' WHERE token_hash = ${tokenHash(successor)}`,
    );
    const near = await refreshWithBody(successor);
    expect(near.statusCode).toBe(200);
    const last = cookieValue(near, 'fournil_refresh')!;
    const cookie = near.cookies.find((candidate) => candidate.name === 'fournil_refresh')!;
    expect(cookie.expires!.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60_000 + 1_000);

    await t.database.db.execute(
      sql`UPDATE refresh_tokens SET session_expires_at = now() - interval '1 second' WHERE token_hash = ${tokenHash(last)}`,
    );
    const expired = await refreshWithBody(last);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual(TOKEN_INVALID);
  });
});
