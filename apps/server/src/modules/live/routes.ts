// `/ws/chat/`: the live feed (docs/live-feed.md). Protocol:
//   client → {"type":"subscribe","lat":48.85,"lng":2.35,"rayon":2}  server → [card, …] (array, replaces the list)
//   client → {"type":"watch","id":12}                               server → public detail (object, its current state)
//   client → {"type":"unsubscribe"} | {"type":"unwatch","id":12}
//   then, when a bakery changes: its card to each client whose circle contains it, its public detail
//   to each client who watches it; when one leaves a client's circle or is deleted, that client
//   gets its array again. Bad messages are answered {"type":"error","detail":"…"}; a message over
//   LIVE_MAX_MESSAGE_BYTES (4 KB) closes with 1009; past LIVE_MAX_MESSAGES per window (30 per 10 s)
//   and LIVE_MAX_WATCHED (20) a socket gets a French error instead of an answer.
// Connections are bounded before the upgrade (docs/reliability.md, "Live feed"): upgrades per minute
// and client address (the `liveUpgrade` rate limit), and sockets per instance and per client address
// (live-admission.ts); over a bound the client gets 429 (its address) or 503 (the instance is full)
// with a French {detail} and Retry-After; a socket that slipped in between the check and the upgrade
// is closed with 1013. Unread output is bounded too (live-output.ts): a socket that lags is closed (1013).
// Cards are exactly those of GET /api/boulangeries/ (ZNearbyBakery, distance from the subscribed
// centre); details those of GET /api/boulangeries/{id}/public/ (ZPublicBakeryDetail).
import { LIVE_FEED_MESSAGES } from '@fournil/shared';
import type { FastifyPluginAsync } from 'fastify';
import { addressGroup } from '../../lib/address-group.js';
import { LiveAdmission, type LiveRefusal } from './live-admission.js';

const REFUSALS: Record<LiveRefusal, { status: number; detail: string }> = {
  address: { status: 429, detail: LIVE_FEED_MESSAGES.tooManySocketsFromAddress },
  total: { status: 503, detail: LIVE_FEED_MESSAGES.feedFull },
};
/** WebSocket close code "Try Again Later" (RFC 6455 registry). */
const TRY_AGAIN_LATER = 1013;
const RETRY_AFTER_SECONDS = '30';

export const liveRoutes: FastifyPluginAsync = async (app) => {
  const admission = new LiveAdmission(app.config.live);

  app.get(
    '/ws/chat/',
    {
      websocket: true,
      schema: { hide: true },
      // Counted per IPv4 address or IPv6 /64, like the sockets: one subscriber picks any address of its /64.
      config: { rateLimit: { ...app.limits.perIp('liveUpgrade'), keyGenerator: (request) => addressGroup(request.ip) } },
      // Before the upgrade: a refused client costs one HTTP answer, not a socket.
      preValidation: async (request, reply) => {
        const refusal = admission.refusal(request.ip);
        if (refusal === null) return;
        const { status, detail } = REFUSALS[refusal];
        await reply.code(status).header('Retry-After', RETRY_AFTER_SECONDS).send({ detail });
      },
    },
    (socket, request) => {
      const release = admission.tryAdmit(request.ip);
      if (!release) {
        socket.close(TRY_AGAIN_LATER, 'Trop de connexions');
        return;
      }
      socket.once('close', release);
      app.liveHub.attach(socket, request.ip);
    },
  );
};
