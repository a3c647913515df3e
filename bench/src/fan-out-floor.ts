// The floor under the live fan-out: a bare `ws` server with nothing of Fournil in it sends one ready
// 400-byte text frame to every open socket, in one loop, the way modules/live/live-hub.ts does after
// a change. The server runs in a child process (fan-out-floor-server.ts), the clients in this one, as
// the bench's own fan-out does (live-fan-out.ts). The live target is a multiple of this floor,
// measured in the same run (docs/nearby-search.md, "Speed targets"); bench/LIMITS.md says why.
import { fork } from 'node:child_process';
import { WebSocket } from 'ws';
import { percentile, sleep } from './stats.js';

export type FloorRow = {
  sockets: number;
  rounds: number;
  /** The server's send loop, per round, ms. */
  loopMs: number[];
  /** From the trigger to each socket's frame, every socket of every round. */
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
};

const OPEN_AT_ONCE = 250;

export async function measureFanOutFloor(sockets: number, rounds: number): Promise<FloorRow> {
  const child = fork(new URL('./fan-out-floor-server.ts', import.meta.url), [], { execArgv: process.execArgv });
  const fromServer = (): Promise<Record<string, number>> =>
    new Promise((resolve, reject) => {
      child.once('message', (message) => resolve(message as Record<string, number>));
      child.once('exit', (code) => reject(new Error(`le serveur ws nu s’est arrêté (code ${code})`)));
    });
  const clients: WebSocket[] = [];
  try {
    const { port } = await fromServer();
    while (clients.length < sockets) {
      const batch = Array.from(
        { length: Math.min(OPEN_AT_ONCE, sockets - clients.length) },
        () => new WebSocket(`ws://127.0.0.1:${port}`, { perMessageDeflate: false }),
      );
      await Promise.all(batch.map((client) => new Promise((resolve, reject) => client.once('open', resolve).once('error', reject))));
      clients.push(...batch);
    }
    const arrivals: number[] = [];
    const loopMs: number[] = [];
    for (let round = 1; round <= rounds; round += 1) {
      await sleep(500);
      const loop = fromServer();
      const start = performance.now();
      let arrived = 0;
      await new Promise<void>((done) => {
        for (const client of clients) {
          client.once('message', () => {
            arrivals.push(performance.now() - start);
            arrived += 1;
            if (arrived === clients.length) done();
          });
        }
        clients[0]!.send('go');
      });
      loopMs.push((await loop).loopMs!);
    }
    return {
      sockets,
      rounds,
      loopMs,
      p50Ms: percentile(arrivals, 50),
      p99Ms: percentile(arrivals, 99),
      maxMs: percentile(arrivals, 100),
    };
  } finally {
    for (const client of clients) client.terminate();
    child.kill();
  }
}
