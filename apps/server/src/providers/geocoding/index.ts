// Geocoder used by the app: the BAN (real adapter) first; when it is unreachable, times out, fails,
// answers too much or is over its rate, the offline gazetteer answers at commune level. BAN answers
// are cached.
import type { FastifyBaseLogger } from 'fastify';
import { createTtlCache } from '../../lib/ttl-cache.js';
import { ProviderUnavailableError } from '../http.js';
import { ProviderThrottledError, type OutboundThrottle } from '../outbound-throttle.js';
import { BanGeocoder } from './ban-geocoder.js';
import { GazetteerGeocoder, type GazetteerOptions } from './gazetteer-geocoder.js';
import type { GeocodeResult, Geocoder, PlaceSuggestions } from './geocoder.js';

export type { GeocodeResult, Geocoder, LatLng, PlaceSuggestion, PlaceSuggestions } from './geocoder.js';
export { StreetAddressNeedsPostcodeError } from './geocoder.js';
export { BAN_MAX_BODY_BYTES, BanGeocoder } from './ban-geocoder.js';
export { GazetteerGeocoder, type GazetteerOptions, type RawCentre } from './gazetteer-geocoder.js';

/** Answers are cached by their JSON size (~300 bytes each: some 13,000 answers). */
export const GEOCODER_CACHE_MAX_BYTES = 4 * 1024 * 1024;
const CACHE_TTL_MS = 60 * 60 * 1_000;
/** After a failure the BAN is skipped for a while, so visitors do not each wait for its time-out. */
const BAN_RETRY_AFTER_MS = 30_000;

export type GeocoderOptions = {
  geocoderUrl: string;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
  timeoutMs?: number;
  now?: () => number;
  /** By default the public BAN's published rate (ban-geocoder.ts). */
  throttle?: OutboundThrottle;
  /** The offline gazetteer's data beyond its packages (gazetteer-geocoder.ts). */
  gazetteer?: GazetteerOptions;
};

export function createGeocoder(options: GeocoderOptions): Geocoder {
  const ban = new BanGeocoder(options.geocoderUrl, options.timeoutMs, options.throttle);
  const gazetteer = new GazetteerGeocoder(options.gazetteer);
  const cache = createTtlCache<GeocodeResult | null | PlaceSuggestions>({ maxBytes: GEOCODER_CACHE_MAX_BYTES, ttlMs: CACHE_TTL_MS });
  const now = options.now ?? Date.now;
  let banRetryAt = 0;
  let isBanDown = false;

  async function answer<T extends GeocodeResult | null | PlaceSuggestions>(
    key: string,
    fromBan: () => Promise<T>,
    fromGazetteer: () => Promise<T>,
  ): Promise<T> {
    const cached = cache.get(key);
    // The key's prefix says which kind of answer it holds.
    if (cached) return cached.value as T;
    if (now() >= banRetryAt) {
      try {
        const result = await fromBan();
        cache.set(key, result);
        if (isBanDown) options.log.info('géocodeur BAN de nouveau joignable');
        isBanDown = false;
        return result;
      } catch (error) {
        if (!(error instanceof ProviderUnavailableError)) throw error;
        // Over our share of the BAN's rate: this visitor gets the gazetteer, the next one may get the BAN.
        if (error instanceof ProviderThrottledError) return fromGazetteer();
        banRetryAt = now() + BAN_RETRY_AFTER_MS;
        // Logged once per outage, not once per request.
        if (!isBanDown) options.log.warn({ reason: error.message }, 'géocodeur BAN injoignable : réponse du répertoire des communes');
        isBanDown = true;
      }
    }
    // Not cached: the BAN's finer answer should win again as soon as it is back.
    return fromGazetteer();
  }

  return {
    search(q) {
      const query = q.trim().replace(/\s+/g, ' ');
      return answer(
        `s:${query.toLowerCase()}`,
        () => ban.search(query),
        () => gazetteer.search(query),
      );
    },
    reverse(lat, lng) {
      // ~1 m: nearby positions of the same visitor share one answer.
      const key = `r:${lat.toFixed(5)},${lng.toFixed(5)}`;
      return answer(
        key,
        () => ban.reverse(lat, lng),
        () => gazetteer.reverse(lat, lng),
      );
    },
    suggest(q, limit, near) {
      const query = q.trim().replace(/\s+/g, ' ');
      // About a kilometre: enough to prefer what is around, shared by neighbours, never a precise position.
      const around = near ? { lat: roundTo(near.lat, 2), lng: roundTo(near.lng, 2) } : undefined;
      return answer(
        `a:${limit}:${around ? `${around.lat},${around.lng}` : ''}:${query.toLowerCase()}`,
        () => ban.suggest(query, limit, around),
        () => gazetteer.suggest(query, limit, around),
      );
    },
  };
}

function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
