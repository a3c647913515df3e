// `/ws/chat/`: the live feed (DESIGN §3). Protocol:
//   client → {"type":"subscribe","lat":48.85,"lng":2.35,"rayon":2}  server → [card, …] (array, replaces the list)
//   client → {"type":"watch","id":12}                               server → public detail (object, its current state)
//   client → {"type":"unsubscribe"} | {"type":"unwatch","id":12}
//   then, when a bakery changes: its card to each client whose circle contains it, its public detail
//   to each client who watches it; when one leaves a client's circle or is deleted, that client
//   gets its array again. Bad messages are answered {"type":"error","detail":"…"}; a message over
//   4 KB closes with 1009.
// Cards are exactly those of GET /api/boulangeries/ (ZNearbyBakery, distance from the subscribed
// centre); details those of GET /api/boulangeries/{id}/public/ (ZPublicBakeryDetail).
import type { FastifyPluginAsync } from 'fastify';
import { LiveHub } from './live-hub.js';

export const liveRoutes: FastifyPluginAsync = async (app) => {
  // The nearby cards LISTEN once per instance; every instance fans changes out to its own sockets.
  const hub = new LiveHub(app.db.db, app.nearbyCards, app.log);
  app.addHook('onClose', async () => hub.close());

  app.get('/ws/chat/', { websocket: true, schema: { hide: true } }, (socket) => {
    hub.attach(socket);
  });
};
