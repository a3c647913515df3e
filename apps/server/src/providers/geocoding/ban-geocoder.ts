// Base Adresse Nationale (api-adresse.data.gouv.fr) and any BAN-compatible server: GeoJSON
// FeatureCollection, coordinates [lng, lat] (PROVIDERS.md).
import { z } from 'zod';
import { getJson, ProviderUnavailableError } from '../http.js';
import type { GeocodeResult, Geocoder } from './geocoder.js';

const PROVIDER = 'BAN';

const ZBanFeatureCollection = z.object({
  features: z.array(
    z.object({
      geometry: z.object({ coordinates: z.array(z.number()).min(2) }),
      properties: z.object({
        label: z.string(),
        city: z.string().optional(),
        postcode: z.string().optional(),
      }),
    }),
  ),
});

export class BanGeocoder implements Geocoder {
  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs = 3_000,
  ) {}

  search(q: string): Promise<GeocodeResult | null> {
    return this.first(`/search/?${new URLSearchParams({ q, limit: '1' })}`);
  }

  reverse(lat: number, lng: number): Promise<GeocodeResult | null> {
    return this.first(`/reverse/?${new URLSearchParams({ lon: String(lng), lat: String(lat), limit: '1' })}`);
  }

  private async first(pathAndQuery: string): Promise<GeocodeResult | null> {
    const { status, body } = await getJson(PROVIDER, `${this.baseUrl}${pathAndQuery}`, this.timeoutMs);
    // 400: BAN refuses the query itself (too short, only punctuation…): a definite "not found".
    if (status === 400) return null;
    if (status !== 200) throw new ProviderUnavailableError(PROVIDER, `HTTP ${status}`);
    const parsed = ZBanFeatureCollection.safeParse(body);
    if (!parsed.success) throw new ProviderUnavailableError(PROVIDER, 'unexpected answer format');
    const feature = parsed.data.features[0];
    if (!feature) return null;
    const [lng, lat] = feature.geometry.coordinates as [number, number];
    return {
      label: feature.properties.label,
      lat,
      lng,
      city: feature.properties.city ?? '',
      postcode: feature.properties.postcode ?? '',
    };
  }
}
