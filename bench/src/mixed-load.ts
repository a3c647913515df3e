// Mixed load (docs/reliability.md, "Load"): visitors on the home API and the live feed while owners
// edit their bakeries, over real HTTP and WebSockets. Bounded: visitors pause between requests, so
// the load is set by the scenario, not by the machine; it lasts the time set and, on a machine too
// slow for that, until every owner has an edit and a toggle acknowledged. What must hold is returned as `problems`
// (empty when it held): no error answer, no error frame, no socket dropped, and every visitor's live
// list ends with each bakery of its circle in the state its owner's acknowledged changes add up to,
// as the API's does. The bench runs it for 60 s per database (database-pass.ts) and fails on a
// problem; apps/server/test/app/load-mixed.test.ts runs it for a few seconds in npm test and also
// reads the database.
import { haversineKm } from '@fournil/shared';
import WebSocket from 'ws';

export type LoadOwner = { access: string; bakeryId: number; position: { lat: number; lng: number } };
/** What an owner's acknowledged changes add up to: edits are numbered « Édition n », each toggle flips bread. */
export type OwnerOutcome = { bakeryId: number; edits: number; pain: boolean; toggles: number };

export type MixedLoadOptions = {
  httpUrl: string;
  /** The live feed's WebSocket address (…/ws/chat/). */
  feedUrl: string;
  /** Each with a bakery of its own, placed (an account may hold several). */
  owners: LoadOwner[];
  visitors: number;
  /** At least this long; and on until every owner has `minChangesPerOwner` changes acknowledged (a slow machine). */
  seconds: number;
  /** Default 2: an edit and a toggle, so every final state checked is one the load changed. */
  minChangesPerOwner?: number;
  /** Visitors' circles lie within 3 km of it, 1 to 5 km wide. */
  centre: { lat: number; lng: number };
  /** Headers of every request and socket of visitor `index` (an address of its own behind a proxy, say). */
  visitorHeaders?: (index: number) => Record<string, string>;
  /** Seeds each visitor's random stream: the same visitors every run. */
  random: (seed: number) => () => number;
};

export type MixedLoadResult = { problems: string[]; visitorRequests: number; ownerChanges: number; owners: OwnerOutcome[] };

/** A visitor's pause between two requests: about 2 to 6 requests a second each. */
const VISITOR_PAUSE_MS = [150, 450] as const;
/** Time for the last change's frames to reach every socket once the load has stopped. */
const SETTLE_MS = 1_500;
const KM_PER_DEGREE_LAT = 111.32;

type Card = { id: number; disponibilite_pain?: boolean };
type Circle = { lat: number; lng: number; rayon: number };
type Visitor = { index: number; circle: Circle; socket: WebSocket; frames: unknown[]; closeCode: number | undefined; requests: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function offsetKm(from: { lat: number; lng: number }, northKm: number, eastKm: number) {
  return {
    lat: from.lat + northKm / KM_PER_DEGREE_LAT,
    lng: from.lng + eastKm / (KM_PER_DEGREE_LAT * Math.cos((from.lat * Math.PI) / 180)),
  };
}

function openSocket(feedUrl: string, headers: Record<string, string>): Promise<WebSocket> {
  const socket = new WebSocket(feedUrl, { headers });
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

async function runVisitor(options: MixedLoadOptions, visitor: Visitor, isOver: () => boolean, problems: string[]): Promise<void> {
  const next = options.random(1000 + visitor.index);
  const headers = { 'Accept-Encoding': 'gzip, br', ...options.visitorHeaders?.(visitor.index) };
  const { circle } = visitor;
  while (!isOver()) {
    const url =
      next() < 0.8
        ? `${options.httpUrl}/api/boulangeries/?lat=${circle.lat}&lng=${circle.lng}&rayon=${circle.rayon}`
        : `${options.httpUrl}/api/boulangeries/${options.owners[Math.floor(next() * options.owners.length)]!.bakeryId}/public/`;
    const response = await fetch(url, { headers });
    visitor.requests += 1;
    if (response.status !== 200) problems.push(`visitor ${visitor.index}: ${response.status} on ${url}`);
    await response.arrayBuffer();
    await sleep(VISITOR_PAUSE_MS[0] + next() * (VISITOR_PAUSE_MS[1] - VISITOR_PAUSE_MS[0]));
  }
}

/** One owner: alternately edits the short description (numbered) and toggles bread, one request at a time. */
async function runOwner(options: MixedLoadOptions, owner: LoadOwner, outcome: OwnerOutcome, isOver: () => boolean, problems: string[]) {
  let requests = 0;
  const authorization = `Bearer ${owner.access}`;
  const url = `${options.httpUrl}/api/cotepro/ma-boulangerie/${owner.bakeryId}/`;
  while (!isOver()) {
    let response: Response;
    if (requests % 2 === 0) {
      const form = new FormData();
      form.set('description_courte', `Édition ${outcome.edits + 1}`);
      response = await fetch(url, { method: 'PATCH', headers: { authorization }, body: form });
      if (response.ok) outcome.edits += 1;
    } else {
      response = await fetch(url, {
        method: 'PATCH',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ disponibilite_pain: !outcome.pain }),
      });
      if (response.ok) {
        outcome.pain = !outcome.pain;
        outcome.toggles += 1;
      }
    }
    requests += 1;
    if (!response.ok) problems.push(`owner of ${owner.bakeryId}: ${response.status} ${await response.text()}`);
    else await response.arrayBuffer();
  }
}

/** The last card of `bakeryId` a socket holds: from its latest list or a later single card. */
function lastCardOf(frames: unknown[], bakeryId: number): Card | undefined {
  let card: Card | undefined;
  for (const frame of frames) {
    if (Array.isArray(frame)) card = (frame as Card[]).find((item) => item.id === bakeryId);
    else if ((frame as Card).id === bakeryId) card = frame as Card;
  }
  return card;
}

export async function runMixedLoad(options: MixedLoadOptions): Promise<MixedLoadResult> {
  const problems: string[] = [];
  const visitors: Visitor[] = [];
  try {
    for (let index = 0; index < options.visitors; index += 1) {
      const next = options.random(1000 + index);
      const circle = { ...offsetKm(options.centre, next() * 6 - 3, next() * 6 - 3), rayon: 1 + Math.round(next() * 4) };
      const socket = await openSocket(options.feedUrl, options.visitorHeaders?.(index) ?? {});
      const visitor: Visitor = { index, circle, socket, frames: [], closeCode: undefined, requests: 0 };
      socket.on('message', (data) => visitor.frames.push(JSON.parse(data.toString()) as unknown));
      socket.on('close', (code) => (visitor.closeCode = code));
      socket.send(JSON.stringify({ type: 'subscribe', ...circle }));
      visitors.push(visitor);
    }
    const outcomes = await Promise.all(
      options.owners.map(async (owner) => {
        const detail = (await (await fetch(`${options.httpUrl}/api/boulangeries/${owner.bakeryId}/public/`)).json()) as Card;
        return { bakeryId: owner.bakeryId, edits: 0, pain: detail.disponibilite_pain === true, toggles: 0 };
      }),
    );
    const until = Date.now() + options.seconds * 1000;
    const minChanges = options.minChangesPerOwner ?? 2;
    // A failing owner stops counting changes: after its first problem, the load ends at the time set.
    const ownersDone = () => problems.length > 0 || outcomes.every((outcome) => outcome.edits + outcome.toggles >= minChanges);
    const isOver = () => Date.now() >= until && ownersDone();
    await Promise.all([
      ...visitors.map((visitor) => runVisitor(options, visitor, isOver, problems)),
      ...options.owners.map((owner, index) => runOwner(options, owner, outcomes[index]!, isOver, problems)),
    ]);
    const ownerChanges = outcomes.reduce((sum, outcome) => sum + outcome.edits + outcome.toggles, 0);

    // Every socket is still open, got no error, and its list shows each bakery of its circle as it is now.
    await sleep(SETTLE_MS);
    for (const visitor of visitors) {
      if (visitor.closeCode !== undefined) problems.push(`visitor ${visitor.index}: socket closed (${visitor.closeCode})`);
      const errors = visitor.frames.filter((frame) => !Array.isArray(frame) && (frame as { type?: string }).type === 'error');
      if (errors.length > 0) problems.push(`visitor ${visitor.index}: error frames ${JSON.stringify(errors)}`);
      options.owners.forEach((owner, index) => {
        if (haversineKm(visitor.circle, owner.position) > visitor.circle.rayon) return;
        const shown = lastCardOf(visitor.frames, owner.bakeryId)?.disponibilite_pain;
        if (shown !== outcomes[index]!.pain) problems.push(`visitor ${visitor.index}: bakery ${owner.bakeryId} shows bread ${shown}`);
      });
    }

    // The API agrees.
    const { lat, lng } = options.centre;
    const api = (await (await fetch(`${options.httpUrl}/api/boulangeries/?lat=${lat}&lng=${lng}&rayon=10`)).json()) as Card[];
    outcomes.forEach((outcome) => {
      const shown = api.find((card) => card.id === outcome.bakeryId)?.disponibilite_pain;
      if (shown !== outcome.pain) problems.push(`API: bakery ${outcome.bakeryId} shows bread ${shown}, not ${outcome.pain}`);
    });
    const visitorRequests = visitors.reduce((sum, visitor) => sum + visitor.requests, 0);
    return { problems, visitorRequests, ownerChanges, owners: outcomes };
  } finally {
    for (const visitor of visitors) visitor.socket.terminate();
  }
}
