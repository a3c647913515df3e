// `/ws/chat/`: the live feed (DESIGN §3). Protocol:
//   client → {"type":"subscribe","lat":48.85,"lng":2.35,"rayon":2}  server → [bakery, …] (array, replaces the list)
//   client → {"type":"watch","id":12}                               server → bakery (object, its current state)
//   client → {"type":"unsubscribe"} | {"type":"unwatch","id":12}
//   then, when a bakery changes: one bakery object to each client whose circle contains it or who
//   watches it; when one leaves a client's circle or is deleted, that client gets its array again.
//   Bad messages are answered {"type":"error","detail":"…"}; a message over 4 KB closes with 1009.
// Bakery objects are ZLiveBakery: the public detail + adresse + distance_km (from the client's position, or null).
import type { FastifyPluginAsync } from 'fastify';
import { LiveHub } from './live-hub.js';

/** NOTIFY channel of the bakeries trigger (migration 0001_bakery_change_notify). */
export const BAKERY_CHANGED_CHANNEL = 'bakery_changed';

export const liveRoutes: FastifyPluginAsync = async (app) => {
  const hub = new LiveHub(app.db.db, app.log);
  // One LISTEN per instance; every instance fans changes out to its own sockets.
  const unlisten = await app.db.listen(BAKERY_CHANGED_CHANNEL, (payload) => hub.onNotification(payload));
  app.addHook('onClose', async () => {
    hub.close();
    await unlisten().catch(() => {});
  });

  app.get('/ws/chat/', { websocket: true, schema: { hide: true } }, (socket) => {
    hub.attach(socket);
  });
};
