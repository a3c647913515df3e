// Router used by the app: OSRM per mode, cached 10 minutes by (mode, coordinates to ~1 m); when a
// router fails (429, 5xx, time-out, unreachable, body too large, over its rate) it says so with
// RouterUnavailableError, never "no route": the screen then says the directions are momentarily
// unavailable (docs/third-party-services.md, "OSRM: directions").
import type { FastifyBaseLogger } from 'fastify';
import { createTtlCache } from '../../lib/ttl-cache.js';
import { ProviderUnavailableError } from '../http.js';
import { ProviderThrottledError, type OutboundThrottle } from '../outbound-throttle.js';
import { OsrmRouter } from './osrm-router.js';
import { RouterUnavailableError, type Route, type RouteMode, type Router } from './router.js';

export type { LatLng, Route, RouteMode, Router } from './router.js';
export { RouterUnavailableError } from './router.js';
export { OSRM_MAX_BODY_BYTES, OsrmRouter } from './osrm-router.js';

/** Routes are cached by their JSON size: a long line weighs more than a short one. */
export const ROUTE_CACHE_MAX_BYTES = 16 * 1024 * 1024;
const CACHE_TTL_MS = 10 * 60 * 1_000;

export type RouterOptions = {
  routerUrls: Record<RouteMode, string>;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
  timeoutMs?: number;
  /** Per mode; by default the public servers' published rate (osrm-router.ts). */
  throttles?: Partial<Record<RouteMode, OutboundThrottle>>;
};

export function createRouter(options: RouterOptions): Router {
  const osrm = new OsrmRouter(options.routerUrls, options.timeoutMs, options.throttles);
  const cache = createTtlCache<Route | null>({ maxBytes: ROUTE_CACHE_MAX_BYTES, ttlMs: CACHE_TTL_MS });
  const downModes = new Set<RouteMode>();

  return {
    async route(mode, from, to) {
      const key = [mode, from.lat.toFixed(5), from.lng.toFixed(5), to.lat.toFixed(5), to.lng.toFixed(5)].join(',');
      const cached = cache.get(key);
      if (cached) return cached.value;
      try {
        const route = await osrm.route(mode, from, to);
        cache.set(key, route);
        if (downModes.delete(mode)) options.log.info({ mode }, 'routeur OSRM de nouveau joignable');
        return route;
      } catch (error) {
        if (!(error instanceof ProviderUnavailableError)) throw error;
        // Over our share of the router's rate: not an outage, so not logged as one; still no answer now.
        if (error instanceof ProviderThrottledError) throw new RouterUnavailableError(mode, error.message);
        // Logged once per outage and mode; not cached, so the next visitor retries.
        if (!downModes.has(mode)) options.log.warn({ mode, reason: error.message }, 'routeur OSRM indisponible');
        downModes.add(mode);
        throw new RouterUnavailableError(mode, error.message);
      }
    },
  };
}
