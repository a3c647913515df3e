// Base Adresse Nationale (api-adresse.data.gouv.fr) and any BAN-compatible server: GeoJSON
// FeatureCollection, coordinates [lng, lat] (docs/third-party-services.md, "Base Adresse Nationale").
// Bounds: docs/reliability.md, "Third-party services".
import { z } from 'zod';
import { getJson, ProviderUnavailableError } from '../http.js';
import { throttleForService, type OutboundThrottle, type RatePolicy } from '../outbound-throttle.js';
import type { GeocodeResult, Geocoder, LatLng, PlaceSuggestions } from './geocoder.js';

const PROVIDER = 'BAN';
/** One feature (limit=1) is about 1 KiB; room to spare for a server that ignores the limit a little. */
export const BAN_MAX_BODY_BYTES = 256 * 1024;
/** The BAN's published limit is 50 calls per second per IP (https://adresse.data.gouv.fr/outils/api-doc/adresse). */
export const BAN_PUBLIC_HOST = 'api-adresse.data.gouv.fr';
export const BAN_PUBLIC_RATE: RatePolicy = { limit: 50, windowMs: 1_000 };

const ZBanFeatureCollection = z.object({
  features: z.array(
    z.object({
      geometry: z.object({ coordinates: z.array(z.number()).min(2) }),
      properties: z.object({
        label: z.string(),
        city: z.string().optional(),
        postcode: z.string().optional(),
        /** housenumber, street, locality or municipality: the answer's precision (APPROXIMATE_TYPES). */
        type: z.string().optional(),
      }),
    }),
  ),
});

export class BanGeocoder implements Geocoder {
  /** `throttle`: by default the public BAN's rate for its URL, none for another server. */
  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs = 3_000,
    private readonly throttle: OutboundThrottle = throttleForService(baseUrl, {
      provider: PROVIDER,
      host: BAN_PUBLIC_HOST,
      rate: BAN_PUBLIC_RATE,
    }),
  ) {}

  async search(q: string): Promise<GeocodeResult | null> {
    const feature = (await this.features(`/search/?${new URLSearchParams({ q, limit: '1' })}`))[0];
    return feature ? toResult(feature) : null;
  }

  async reverse(lat: number, lng: number): Promise<GeocodeResult | null> {
    const feature = (await this.features(`/reverse/?${new URLSearchParams({ lon: String(lng), lat: String(lat), limit: '1' })}`))[0];
    return feature ? toResult(feature) : null;
  }

  /**
   * The BAN's own autocomplete mode: a query read as the beginning of an address or a town; `near`
   * (`lat`, `lon`) makes it prefer what lies around (rounded by the caller: the BAN never gets a precise position).
   */
  async suggest(q: string, limit: number, near?: LatLng): Promise<PlaceSuggestions> {
    const params = new URLSearchParams({ q, autocomplete: '1', limit: String(limit) });
    if (near) {
      params.set('lat', String(near.lat));
      params.set('lon', String(near.lng));
    }
    const features = await this.features(`/search/?${params}`);
    const places = features.slice(0, limit).map((feature) => ({
      ...toResult(feature),
      kind: feature.properties.type === 'municipality' ? ('ville' as const) : ('adresse' as const),
    }));
    return { places, isAddressSearchDown: false };
  }

  private async features(pathAndQuery: string): Promise<BanFeature[]> {
    await this.throttle.acquire();
    const { status, body } = await getJson(PROVIDER, `${this.baseUrl}${pathAndQuery}`, {
      timeoutMs: this.timeoutMs,
      maxBytes: BAN_MAX_BODY_BYTES,
    });
    // 400: BAN refuses the query itself (too short, only punctuation…): a definite "not found".
    if (status === 400) return [];
    if (status !== 200) throw new ProviderUnavailableError(PROVIDER, `HTTP ${status}`);
    const parsed = ZBanFeatureCollection.safeParse(body);
    if (!parsed.success) throw new ProviderUnavailableError(PROVIDER, 'unexpected answer format');
    return parsed.data.features;
  }
}

/**
 * A town centre or a named place (lieu-dit) only: not where the bakery is, the owner should move the
 * pin (docs/third-party-services.md, "Base Adresse Nationale"). A street or a house number is kept.
 */
const APPROXIMATE_TYPES: ReadonlySet<string> = new Set(['municipality', 'locality']);

type BanFeature = z.infer<typeof ZBanFeatureCollection>['features'][number];

function toResult(feature: BanFeature): GeocodeResult {
  const [lng, lat] = feature.geometry.coordinates as [number, number];
  return {
    label: feature.properties.label,
    lat,
    lng,
    city: feature.properties.city ?? '',
    postcode: feature.properties.postcode ?? '',
    ...(APPROXIMATE_TYPES.has(feature.properties.type ?? '') ? { position_approximative: true } : {}),
  };
}
