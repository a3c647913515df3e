// Load (docs/reliability.md, "Load"): 200 visitors on the home API and the live feed plus 20 owners
// editing their bakeries, for LOAD_SECONDS (60 by default), over real HTTP and WebSockets on
// loopback. Bounded: visitors pause between requests. Must hold: no error answer, no error frame,
// no socket dropped; the final state of each bakery is exactly what its owner's acknowledged
// changes add up to, in the database, in the API and in every visitor's live list.
import type { AddressInfo } from 'node:net';
import { haversineKm, type TNearbyBakery } from '@fournil/shared';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bakeries } from '../../src/db/schema/index.js';
// The demo's seeded generator: the same visitors every run.
import { prng as random } from '../../src/db/seed/demo.js';
import { CENTER, insertBakery, offset } from '../testing/bakery-fixtures.js';
import { FeedClient, type FeedMessage } from '../testing/feed-client.js';
import { buildTestApp, type TestApp } from '../testing/helper.js';
import type { Account } from '../testing/manager-fixtures.js';
import { multipart } from '../testing/multipart.js';
import { verifiedOwner } from '../testing/payment-fixtures.js';

const VISITORS = 200;
const OWNERS = 20;
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
/** A visitor's pause between two requests: about 2 to 6 requests a second each. */
const VISITOR_PAUSE_MS = [150, 450] as const;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type OwnerState = {
  account: Account;
  bakeryId: number;
  position: { lat: number; lng: number };
  edits: number;
  pain: boolean;
  toggles: number;
};
type Circle = { lat: number; lng: number; rayon: number };
type Problem = string;

let t: TestApp;
let httpUrl: string;
let wsUrl: string;
const owners: OwnerState[] = [];
const sockets: FeedClient[] = [];

beforeAll(async () => {
  // 200 sockets from one address: above the default per-address bound of the live feed.
  t = await buildTestApp({ LIVE_MAX_SOCKETS_PER_ADDRESS: String(VISITORS + 10) });
  const db = t.app.db.db;
  for (let index = 0; index < OWNERS; index += 1) {
    const account = await verifiedOwner(t.app, `charge-${index}`);
    const position = offset(CENTER, (index % 5) - 2, Math.floor(index / 5) - 2);
    const bakery = await insertBakery(db, account.id, { nom: `Fournil en charge ${index}`, position });
    owners.push({ account, bakeryId: bakery.id, position, edits: 0, pain: true, toggles: 0 });
  }
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  httpUrl = `http://127.0.0.1:${port}`;
  wsUrl = `ws://127.0.0.1:${port}`;
}, 120_000);

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t?.close();
});

/** One visitor: subscribed to a circle, asking the list and now and then a bakery page, until `until`. */
async function visitor(
  index: number,
  until: number,
  problems: Problem[],
): Promise<{ circle: Circle; socket: FeedClient; requests: number }> {
  const next = random(1000 + index);
  const circle: Circle = { ...offset(CENTER, next() * 6 - 3, next() * 6 - 3), rayon: 1 + Math.round(next() * 4) };
  const socket = await FeedClient.open(wsUrl);
  sockets.push(socket);
  socket.send({ type: 'subscribe', ...circle });
  let requests = 0;
  while (Date.now() < until) {
    const url =
      next() < 0.8
        ? `${httpUrl}/api/boulangeries/?lat=${circle.lat}&lng=${circle.lng}&rayon=${circle.rayon}`
        : `${httpUrl}/api/boulangeries/${owners[Math.floor(next() * OWNERS)]!.bakeryId}/public/`;
    const response = await fetch(url, { headers: { 'Accept-Encoding': 'gzip, br' } });
    requests += 1;
    if (response.status !== 200) problems.push(`visitor ${index}: ${response.status} on ${url}`);
    await response.arrayBuffer();
    await sleep(VISITOR_PAUSE_MS[0] + next() * (VISITOR_PAUSE_MS[1] - VISITOR_PAUSE_MS[0]));
  }
  return { circle, socket, requests };
}

/** One owner: alternately edits the short description (numbered) and toggles bread, one request at a time. */
async function owner(state: OwnerState, until: number, problems: Problem[]): Promise<number> {
  let requests = 0;
  const auth = { authorization: `Bearer ${state.account.access}` };
  const url = `${httpUrl}/api/cotepro/ma-boulangerie/${state.bakeryId}/`;
  while (Date.now() < until) {
    let response: Response;
    if (requests % 2 === 0) {
      const body = multipart({ description_courte: `Édition ${state.edits + 1}` });
      response = await fetch(url, { method: 'PATCH', headers: { ...auth, ...body.headers }, body: body.payload });
      if (response.ok) state.edits += 1;
    } else {
      response = await fetch(url, {
        method: 'PATCH',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ disponibilite_pain: !state.pain }),
      });
      if (response.ok) {
        state.pain = !state.pain;
        state.toggles += 1;
      }
    }
    requests += 1;
    if (!response.ok) problems.push(`owner ${state.account.username}: ${response.status} ${await response.text()}`);
    else await response.arrayBuffer();
  }
  return requests;
}

/** The last card of `bakeryId` a visitor's socket holds: from its latest list or a later single card. */
function lastCardOf(messages: FeedMessage[], bakeryId: number): TNearbyBakery | undefined {
  let card: TNearbyBakery | undefined;
  for (const message of messages) {
    if (Array.isArray(message)) card = (message as unknown as TNearbyBakery[]).find((item) => item.id === bakeryId);
    else if (message.id === bakeryId) card = message as unknown as TNearbyBakery;
  }
  return card;
}

describe(`load: ${VISITORS} visitors and ${OWNERS} owners for ${SECONDS} s`, () => {
  it(
    'answers every request without error, and ends in the state the acknowledged changes add up to, everywhere',
    async () => {
      const problems: Problem[] = [];
      const until = Date.now() + SECONDS * 1000;
      const [visits, edits] = await Promise.all([
        Promise.all(Array.from({ length: VISITORS }, (_, index) => visitor(index, until, problems))),
        Promise.all(owners.map((state) => owner(state, until, problems))),
      ]);
      expect(problems).toEqual([]);

      // The figures of the run, for docs/reliability.md.
      const visitorRequests = visits.reduce((sum, visit) => sum + visit.requests, 0);
      const ownerRequests = edits.reduce((sum, count) => sum + count, 0);
      console.info(`load: ${visitorRequests} visitor requests, ${ownerRequests} owner changes acknowledged in ${SECONDS} s`);
      expect(ownerRequests).toBeGreaterThan(OWNERS);

      // The database holds the last acknowledged value of every owner.
      const rows = await t.app.db.db
        .select({ id: bakeries.id, description: bakeries.descriptionCourte, pain: bakeries.disponibilitePain })
        .from(bakeries)
        .where(
          inArray(
            bakeries.id,
            owners.map((state) => state.bakeryId),
          ),
        );
      const byId = new Map(rows.map((row) => [row.id, row]));
      for (const state of owners) {
        expect(byId.get(state.bakeryId)).toEqual({
          id: state.bakeryId,
          description: state.edits === 0 ? '' : `Édition ${state.edits}`,
          pain: state.pain,
        });
        // Every toggle flips the flag: their number's parity gives the final value from the initial `true`.
        expect(state.pain).toBe(state.toggles % 2 === 0);
      }

      // Every socket is still open, got no error, and its list shows each bakery of its circle as it is now.
      await sleep(1500);
      for (const { circle, socket } of visits) {
        expect(socket.closeCode).toBeUndefined();
        const received = [...socket.received];
        expect(received.filter((message) => !Array.isArray(message) && message.type === 'error')).toEqual([]);
        for (const state of owners) {
          const inside = haversineKm(circle, state.position) <= circle.rayon;
          const card = lastCardOf(received, state.bakeryId);
          if (inside) expect(card?.disponibilite_pain, `bakery ${state.bakeryId} in a visitor's circle`).toBe(state.pain);
        }
      }

      // The API agrees.
      const api = (await (
        await fetch(`${httpUrl}/api/boulangeries/?lat=${CENTER.lat}&lng=${CENTER.lng}&rayon=10`)
      ).json()) as TNearbyBakery[];
      for (const state of owners) expect(api.find((card) => card.id === state.bakeryId)?.disponibilite_pain).toBe(state.pain);
    },
    (SECONDS + 120) * 1000,
  );
});
