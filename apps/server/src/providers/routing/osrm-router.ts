// OSRM HTTP route service, one base URL per mode (docs/third-party-services.md, "OSRM: directions").
// Among the alternatives, the shortest distance wins, as that page states. Bounds:
// docs/reliability.md, "Third-party services".
import { z } from 'zod';
import { getJson, ProviderUnavailableError } from '../http.js';
import { throttleForService, type OutboundThrottle, type RatePolicy } from '../outbound-throttle.js';
import type { LatLng, Route, RouteMode, Router } from './router.js';

/** Estimate: a 200 km trip (ROUTE_MAX_KM) is some 10,000 points of ~20 bytes per route, a few alternatives included: 2 MiB leaves headroom. */
export const OSRM_MAX_BODY_BYTES = 2 * 1024 * 1024;
/** The public FOSSGIS servers ask for "one request per second max" (https://routing.openstreetmap.de/about.html), for the service as a whole: the three modes share it. */
export const OSRM_PUBLIC_HOST = 'routing.openstreetmap.de';
export const OSRM_PUBLIC_RATE: RatePolicy = { limit: 1, windowMs: 1_000 };
/** The screen shows distance, duration and the line only: no turn-by-turn steps. */
const QUERY = 'alternatives=true&steps=false&geometries=geojson&overview=full';

const ZOsrmResponse = z.object({
  code: z.string(),
  routes: z
    .array(
      z.object({
        distance: z.number(),
        duration: z.number(),
        geometry: z.object({ coordinates: z.array(z.array(z.number()).min(2)) }),
      }),
    )
    .optional(),
});

type OsrmRoute = NonNullable<z.infer<typeof ZOsrmResponse>['routes']>[number];

export class OsrmRouter implements Router {
  private readonly throttles: Record<RouteMode, OutboundThrottle>;

  /** `throttles`: by default the public servers' rate for their URLs, none for a self-hosted router. */
  constructor(
    private readonly baseUrls: Record<RouteMode, string>,
    private readonly timeoutMs = 5_000,
    throttles: Partial<Record<RouteMode, OutboundThrottle>> = {},
  ) {
    const publicRate = (mode: RouteMode) =>
      throttleForService(baseUrls[mode], { provider: 'OSRM', host: OSRM_PUBLIC_HOST, rate: OSRM_PUBLIC_RATE });
    this.throttles = {
      driving: throttles.driving ?? publicRate('driving'),
      walking: throttles.walking ?? publicRate('walking'),
      cycling: throttles.cycling ?? publicRate('cycling'),
    };
  }

  async route(mode: RouteMode, from: LatLng, to: LatLng): Promise<Route | null> {
    const provider = `OSRM ${mode}`;
    const coordinates = `${from.lng},${from.lat};${to.lng},${to.lat}`;
    await this.throttles[mode].acquire();
    const url = `${this.baseUrls[mode]}/route/v1/${mode}/${coordinates}?${QUERY}`;
    const { status, body } = await getJson(provider, url, { timeoutMs: this.timeoutMs, maxBytes: OSRM_MAX_BODY_BYTES });
    // 4xx with an OSRM code (NoRoute, NoSegment, InvalidQuery, TooBig…): this trip has no route in this mode.
    // 429 (rate limited, HTML body) and 5xx: the router is unavailable right now.
    if (status === 429 || status >= 500) throw new ProviderUnavailableError(provider, `HTTP ${status}`);
    if (status >= 400) return null;
    if (status !== 200) throw new ProviderUnavailableError(provider, `HTTP ${status}`);
    const parsed = ZOsrmResponse.safeParse(body);
    if (!parsed.success) throw new ProviderUnavailableError(provider, 'unexpected answer format');
    if (parsed.data.code !== 'Ok') return null;
    let shortest: OsrmRoute | undefined;
    for (const route of parsed.data.routes ?? []) {
      if (!shortest || route.distance < shortest.distance) shortest = route;
    }
    if (!shortest) return null;
    return {
      distanceM: shortest.distance,
      durationS: shortest.duration,
      geometry: shortest.geometry.coordinates.map((point) => [point[0]!, point[1]!] as [number, number]),
    };
  }
}
