// Real adapter: INSEE Sirene API 3.11, `GET {apiUrl}/siren/{siren}` (docs/third-party-services.md,
// "SIREN register"). Bounds: docs/reliability.md, "Third-party services".
import { z } from 'zod';
import { getJson, ProviderUnavailableError } from '../http.js';
import { ProviderThrottledError, throttleForService, type OutboundThrottle, type RatePolicy } from '../outbound-throttle.js';
import { SirenProviderError, type SirenChecker, type SirenLookup } from './siren-checker.js';

const TIMEOUT_MS = 5_000;
/** One legal unit with its periods is a few KiB; even a long history stays far below. */
export const INSEE_MAX_BODY_BYTES = 256 * 1024;
/** The Sirene API's published quota is 30 requests per minute (https://portail-api.insee.fr, API Sirene, conditions d'utilisation). */
export const INSEE_PUBLIC_HOST = 'api.insee.fr';
export const INSEE_PUBLIC_RATE: RatePolicy = { limit: 30, windowMs: 60_000 };

const ZPeriod = z.object({
  dateFin: z.string().nullable().optional(),
  etatAdministratifUniteLegale: z.string().nullable().optional(),
  activitePrincipaleUniteLegale: z.string().nullable().optional(),
  denominationUniteLegale: z.string().nullable().optional(),
  nomUniteLegale: z.string().nullable().optional(),
  nomUsageUniteLegale: z.string().nullable().optional(),
  categorieJuridiqueUniteLegale: z.string().nullable().optional(),
});

const ZSirenResponse = z.object({
  uniteLegale: z.object({
    siren: z.string(),
    prenom1UniteLegale: z.string().nullable().optional(),
    prenomUsuelUniteLegale: z.string().nullable().optional(),
    periodesUniteLegale: z.array(ZPeriod).min(1),
  }),
});

/**
 * A name as INSEE publishes it: a unit that is not public (statutDiffusionUniteLegale `P`) has its
 * names masked as `[ND]` (non diffusible), which is no name.
 */
function shown(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed && !/^\[nd\]$/i.test(trimmed) ? trimmed : null;
}

export type InseeSirenCheckerOptions = {
  apiUrl: string;
  apiKey: string;
  fetch?: typeof fetch;
  /** By default the public API's published quota (none for another server). */
  throttle?: OutboundThrottle;
};

export function createInseeSirenChecker(options: InseeSirenCheckerOptions): SirenChecker {
  const throttle =
    options.throttle ?? throttleForService(options.apiUrl, { provider: 'INSEE', host: INSEE_PUBLIC_HOST, rate: INSEE_PUBLIC_RATE });
  return {
    kind: 'insee',
    async lookup(siren): Promise<SirenLookup> {
      let status: number;
      let body: unknown;
      try {
        await throttle.acquire();
        ({ status, body } = await getJson('INSEE', `${options.apiUrl}/siren/${encodeURIComponent(siren)}`, {
          timeoutMs: TIMEOUT_MS,
          maxBytes: INSEE_MAX_BODY_BYTES,
          headers: { 'X-INSEE-Api-Key-Integration': options.apiKey },
          ...(options.fetch ? { fetch: options.fetch } : {}),
        }));
      } catch (error) {
        // Over our share of the quota: the same answer as INSEE's own 429, "retry in a minute".
        if (error instanceof ProviderThrottledError)
          throw new SirenProviderError('rate_limited', 'INSEE : quota de requêtes atteint de notre côté');
        if (error instanceof ProviderUnavailableError) throw new SirenProviderError('unavailable', `INSEE injoignable : ${error.message}`);
        throw error;
      }
      if (status === 404) return { found: false };
      if (status === 429) throw new SirenProviderError('rate_limited', 'INSEE : quota de requêtes dépassé');
      if (status < 200 || status > 299) throw new SirenProviderError('unavailable', `INSEE : HTTP ${status}`);
      const parsed = ZSirenResponse.safeParse(body);
      if (!parsed.success) throw new SirenProviderError('unavailable', 'INSEE : réponse illisible');
      const unit = parsed.data.uniteLegale;
      if (unit.siren !== siren) throw new SirenProviderError('unavailable', 'INSEE : réponse pour un autre SIREN');
      // The current period is the open one (dateFin null); INSEE lists it first.
      const current = unit.periodesUniteLegale.find((period) => !period.dateFin) ?? unit.periodesUniteLegale[0]!;
      const denomination = shown(current.denominationUniteLegale);
      const lastName = shown(current.nomUsageUniteLegale) ?? shown(current.nomUniteLegale);
      const firstName = shown(unit.prenomUsuelUniteLegale) ?? shown(unit.prenom1UniteLegale);
      const personName = lastName ? [firstName, lastName].filter(Boolean).join(' ') : null;
      // A sole trader has no denomination: legal category 1000, or a person's name in its place.
      const isPerson = current.categorieJuridiqueUniteLegale === '1000' || (!denomination && personName !== null);
      return {
        found: true,
        unit: {
          siren,
          name: denomination ?? personName,
          isPerson,
          naf: current.activitePrincipaleUniteLegale ?? null,
          active: current.etatAdministratifUniteLegale === 'A',
        },
      };
    },
  };
}
