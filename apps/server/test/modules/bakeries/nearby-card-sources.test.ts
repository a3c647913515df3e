// The rule of docs/nearby-search.md, "Change triggers": every table the nearby cards (and the live
// feed's public details) are read from announces its changes on bakery_changed, so no write path,
// plain SQL included, leaves a card stale. The tables are read from PostgreSQL's own plan of the card
// query, so a join added later without its trigger fails here. Runs on PGlite and PostgreSQL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAKERY_CHANGED_CHANNEL } from '../../../src/modules/bakeries/nearby-cards.js';
import { cardRowsQuery } from '../../../src/modules/bakeries/repository.js';
import { CENTER, insertBakery, insertOwner, offset } from '../../testing/bakery-fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/helper.js';
import { openPlainSql, type PlainSql } from '../../testing/plain-sql.js';

let t: TestApp;
/** Plain SQL from outside the app (test/testing/plain-sql.ts). */
let plainSql: PlainSql;

beforeAll(async () => {
  t = await buildTestApp();
  plainSql = await openPlainSql(t);
});
afterAll(async () => {
  await plainSql?.close();
  await t?.close();
});

/** Every relation a plan node scans, at any depth (sub-plans included). */
function relationsOf(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) {
    for (const item of node) relationsOf(item, found);
  } else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'Relation Name' && typeof value === 'string') found.add(value);
      else relationsOf(value, found);
    }
  }
  return found;
}

async function cardSourceTables(): Promise<string[]> {
  const result = (await t.app.db.db.execute(sql`EXPLAIN (FORMAT JSON) ${cardRowsQuery(t.app.db.db).getSQL()}`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  const plan = Object.values(result.rows[0]!)[0];
  return [...relationsOf(typeof plan === 'string' ? JSON.parse(plan) : plan)].sort();
}

async function nearbyIds(): Promise<number[]> {
  const response = await t.app.inject({ method: 'GET', url: `/api/boulangeries/?lat=${CENTER.lat}&lng=${CENTER.lng}&rayon=2` });
  expect(response.statusCode).toBe(200);
  return (response.json() as { id: number }[]).map((card) => card.id);
}

describe('the tables behind the nearby cards', () => {
  it('are the bakeries, their closures and special hours, their owners and the visitors’ reports', async () => {
    expect(await cardSourceTables()).toEqual(['bakeries', 'bakery_closures', 'bakery_special_hours', 'users', 'visitor_reports']);
  });

  // The public details the live feed keeps in memory (modules/bakeries/public-details.ts) read the
  // same tables and the bakeries' photos.
  it('each have a trigger announcing changes on bakery_changed, and so have the photos of the public details', async () => {
    for (const table of [...(await cardSourceTables()), 'bakery_images']) {
      const { rows } = await plainSql.run(
        `SELECT p.prosrc AS source FROM pg_trigger t
           JOIN pg_class c ON c.oid = t.tgrelid
           JOIN pg_proc p ON p.oid = t.tgfoid
          WHERE c.relname = $1 AND NOT t.tgisinternal`,
        [table],
      );
      const notifies = rows.some((row) => String(row.source).includes(`pg_notify('${BAKERY_CHANGED_CHANNEL}'`));
      expect(notifies, `${table} has no trigger notifying ${BAKERY_CHANGED_CHANNEL}`).toBe(true);
    }
  });

  it('an owner suspended and restored by plain SQL: the bakeries leave and come back in the next answer', async () => {
    const owner = await insertOwner(t.app.db.db);
    const bakery = await insertBakery(t.app.db.db, owner, { nom: 'Le Pétrin Caché', position: offset(CENTER, 0.2, 0.1) });
    expect(await nearbyIds()).toContain(bakery.id);
    await plainSql.run('UPDATE users SET suspended_at = now() WHERE id = $1', [owner]);
    expect(await nearbyIds()).not.toContain(bakery.id);
    await plainSql.run('UPDATE users SET suspended_at = NULL WHERE id = $1', [owner]);
    expect(await nearbyIds()).toContain(bakery.id);
  });
});
