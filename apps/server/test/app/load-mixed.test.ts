// Mixed load, short (docs/reliability.md, "Load"): visitors on the home API and the live feed while
// owners edit their bakeries, for LOAD_SECONDS (5 by default), over real HTTP and WebSockets on
// loopback — the bench's scenario (bench/src/mixed-load.ts), which `npm run bench` runs for 60 s
// against the production build. Must hold: no error answer, no error frame, no socket dropped; the
// final state of each bakery is exactly what its owner's acknowledged changes add up to, in the
// database, in the API and in every visitor's live list.
import type { AddressInfo } from 'node:net';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMixedLoad, type LoadOwner } from '../../../../bench/src/mixed-load.js';
import { bakeries } from '../../src/db/schema/index.js';
// The demo's seeded generator: the same visitors every run.
import { prng as random } from '../../src/db/seed/demo.js';
import { CENTER, insertBakery, offset } from '../testing/bakery-fixtures.js';
import { buildTestApp, type TestApp } from '../testing/helper.js';
import { verifiedOwner } from '../testing/payment-fixtures.js';

const VISITORS = 50;
const OWNERS = 10;
const SECONDS = Number(process.env.LOAD_SECONDS ?? 5);

let t: TestApp;
let httpUrl: string;
let feedUrl: string;
const owners: LoadOwner[] = [];

beforeAll(async () => {
  // Every socket from one address: above the default per-address bound of the live feed.
  t = await buildTestApp({ LIVE_MAX_SOCKETS_PER_ADDRESS: String(VISITORS + 10) });
  for (let index = 0; index < OWNERS; index += 1) {
    const account = await verifiedOwner(t.app, `charge-${index}`);
    const position = offset(CENTER, (index % 5) - 2, Math.floor(index / 5) - 1);
    const bakery = await insertBakery(t.app.db.db, account.id, { nom: `Fournil en charge ${index}`, position });
    owners.push({ access: account.access, bakeryId: bakery.id, position });
  }
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  httpUrl = `http://127.0.0.1:${port}`;
  feedUrl = `ws://127.0.0.1:${port}/ws/chat/`;
}, 120_000);

afterAll(async () => t?.close());

describe(`load: ${VISITORS} visitors and ${OWNERS} owners for ${SECONDS} s`, () => {
  it(
    'answers every request without error, and ends in the state the acknowledged changes add up to, everywhere',
    async () => {
      const result = await runMixedLoad({ httpUrl, feedUrl, owners, visitors: VISITORS, seconds: SECONDS, centre: CENTER, random });
      // No error answer or frame, no socket closed, every live list and the API as the changes left each bakery.
      expect(result.problems).toEqual([]);
      console.info(`load: ${result.visitorRequests} visitor requests, ${result.ownerChanges} owner changes acknowledged in ${SECONDS} s`);

      // The database holds the last acknowledged value of every owner.
      const rows = await t.app.db.db
        .select({ id: bakeries.id, description: bakeries.descriptionCourte, pain: bakeries.disponibilitePain })
        .from(bakeries)
        .where(
          inArray(
            bakeries.id,
            owners.map((owner) => owner.bakeryId),
          ),
        );
      const byId = new Map(rows.map((row) => [row.id, row]));
      for (const outcome of result.owners) {
        expect(byId.get(outcome.bakeryId)).toEqual({
          id: outcome.bakeryId,
          description: outcome.edits === 0 ? '' : `Édition ${outcome.edits}`,
          pain: outcome.pain,
        });
        // Every toggle flips the flag: their number's parity gives the final value from the initial `true`.
        expect(outcome.pain).toBe(outcome.toggles % 2 === 0);
      }
    },
    (SECONDS + 120) * 1000,
  );
});
