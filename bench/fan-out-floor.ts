// The floor under the live fan-out target (p99 ≤ 50 ms at 10,000 sockets, docs/nearby-search.md
// "Speed targets"): a bare `ws` server with nothing of Fournil in it sends one ready 400-byte text
// frame to every open socket, in one loop, the way modules/live/live-hub.ts does after a change. The
// server runs in a child process, the clients here (as `npm run bench` does). It prints, per round,
// the server's loop time and when the clients got the frame (p50, p99, max from the trigger).
// bench/LIMITS.md quotes it.
// Run: npx tsx bench/fan-out-floor.ts [sockets=10000] [rounds=5]   (ulimit -n above the socket count)
import { fork } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { WebSocket, WebSocketServer } from 'ws';
import { percentile } from './src/stats.js';

const FRAME = Buffer.from(JSON.stringify({ id: 7, nom: 'La Mie Dorée', filler: 'x'.repeat(360) }));
const OPEN_AT_ONCE = 250;

function runServer(): void {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  server.on('listening', () => process.send?.({ port: (server.address() as AddressInfo).port }));
  server.on('connection', (socket) => {
    // Any message is the trigger: the frame goes to every client, timed on the server.
    socket.on('message', () => {
      const start = process.hrtime.bigint();
      for (const client of server.clients) client.send(FRAME, { binary: false });
      process.send?.({ loopMs: Number(process.hrtime.bigint() - start) / 1e6 });
    });
  });
}

async function runClients(sockets: number, rounds: number): Promise<void> {
  const child = fork(new URL(import.meta.url), ['server'], { execArgv: process.execArgv });
  const fromServer = (): Promise<Record<string, number>> =>
    new Promise((resolve) => child.once('message', (message) => resolve(message as Record<string, number>)));
  try {
    const { port } = await fromServer();
    const clients: WebSocket[] = [];
    while (clients.length < sockets) {
      const batch = Array.from({ length: Math.min(OPEN_AT_ONCE, sockets - clients.length) }, () => new WebSocket(`ws://127.0.0.1:${port}`));
      await Promise.all(batch.map((client) => new Promise((resolve, reject) => client.once('open', resolve).once('error', reject))));
      clients.push(...batch);
    }
    console.log(`${sockets} sockets open; frame ${FRAME.length} bytes`);
    for (let round = 1; round <= rounds; round += 1) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const arrivals: number[] = [];
      const loop = fromServer();
      const start = performance.now();
      await new Promise<void>((done) => {
        for (const client of clients) {
          client.once('message', () => {
            arrivals.push(performance.now() - start);
            if (arrivals.length === clients.length) done();
          });
        }
        clients[0]!.send('go');
      });
      const { loopMs } = await loop;
      arrivals.sort((a, b) => a - b);
      const ms = (value: number) => value.toFixed(1);
      console.log(
        `round ${round}: server loop ${ms(loopMs!)} ms; arrivals p50 ${ms(percentile(arrivals, 50))} / p99 ${ms(percentile(arrivals, 99))} / max ${ms(arrivals.at(-1)!)} ms`,
      );
    }
    for (const client of clients) client.terminate();
  } finally {
    child.kill();
  }
}

if (process.argv[2] === 'server') runServer();
else await runClients(Number(process.argv[2] ?? 10_000), Number(process.argv[3] ?? 5));
