// OSRM HTTP route service, one base URL per mode (PROVIDERS.md). Among the alternatives, the
// shortest distance wins (spec: 'le plus court').
import { z } from 'zod';
import { getJson, ProviderUnavailableError } from '../http.js';
import type { LatLng, Route, RouteMode, Router } from './router.js';

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
  constructor(
    private readonly baseUrls: Record<RouteMode, string>,
    private readonly timeoutMs = 5_000,
  ) {}

  async route(mode: RouteMode, from: LatLng, to: LatLng): Promise<Route | null> {
    const provider = `OSRM ${mode}`;
    const coordinates = `${from.lng},${from.lat};${to.lng},${to.lat}`;
    const query = 'alternatives=true&steps=true&geometries=geojson&overview=full';
    const { status, body } = await getJson(provider, `${this.baseUrls[mode]}/route/v1/${mode}/${coordinates}?${query}`, this.timeoutMs);
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
