// The bare `ws` server of fan-out-floor.ts, in its own process: any message is the trigger, and the
// one ready frame goes to every client in one loop, timed here.
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';

const FRAME = Buffer.from(JSON.stringify({ id: 7, nom: 'La Mie Dorée', filler: 'x'.repeat(360) }));

const server = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false });
server.on('listening', () => process.send?.({ port: (server.address() as AddressInfo).port }));
server.on('connection', (socket) => {
  socket.on('message', () => {
    const start = process.hrtime.bigint();
    for (const client of server.clients) client.send(FRAME, { binary: false });
    process.send?.({ loopMs: Number(process.hrtime.bigint() - start) / 1e6 });
  });
});
// Ends with the bench: its parent's IPC channel closing is the signal.
process.on('disconnect', () => process.exit(0));
