// Real adapter: INSEE Sirene API 3.11, `GET {apiUrl}/siren/{siren}` (PROVIDERS.md).
import { z } from 'zod';
import { SirenProviderError, type SirenChecker, type SirenLookup } from './siren-checker.js';

const TIMEOUT_MS = 5_000;

const ZPeriod = z.object({
  dateFin: z.string().nullable().optional(),
  etatAdministratifUniteLegale: z.string().nullable().optional(),
  activitePrincipaleUniteLegale: z.string().nullable().optional(),
  denominationUniteLegale: z.string().nullable().optional(),
  nomUniteLegale: z.string().nullable().optional(),
});

const ZSirenResponse = z.object({
  uniteLegale: z.object({
    siren: z.string(),
    prenom1UniteLegale: z.string().nullable().optional(),
    periodesUniteLegale: z.array(ZPeriod).min(1),
  }),
});

export function createInseeSirenChecker(options: { apiUrl: string; apiKey: string; fetch?: typeof fetch }): SirenChecker {
  const doFetch = options.fetch ?? fetch;
  return {
    kind: 'insee',
    async lookup(siren): Promise<SirenLookup> {
      let response: Response;
      try {
        response = await doFetch(`${options.apiUrl}/siren/${encodeURIComponent(siren)}`, {
          headers: { 'X-INSEE-Api-Key-Integration': options.apiKey, Accept: 'application/json' },
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        throw new SirenProviderError('unavailable', `INSEE injoignable : ${(error as Error).message}`);
      }
      if (response.status === 404) {
        await response.body?.cancel();
        return { found: false };
      }
      if (response.status === 429) {
        await response.body?.cancel();
        throw new SirenProviderError('rate_limited', 'INSEE : quota de requêtes dépassé');
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new SirenProviderError('unavailable', `INSEE : HTTP ${response.status}`);
      }
      let parsed: z.infer<typeof ZSirenResponse>;
      try {
        parsed = ZSirenResponse.parse(await response.json());
      } catch {
        throw new SirenProviderError('unavailable', 'INSEE : réponse illisible');
      }
      const unit = parsed.uniteLegale;
      if (unit.siren !== siren) throw new SirenProviderError('unavailable', 'INSEE : réponse pour un autre SIREN');
      // The current period is the open one (dateFin null); INSEE lists it first.
      const current = unit.periodesUniteLegale.find((period) => !period.dateFin) ?? unit.periodesUniteLegale[0]!;
      const personName = [unit.prenom1UniteLegale, current.nomUniteLegale].filter(Boolean).join(' ');
      return {
        found: true,
        unit: {
          siren,
          name: current.denominationUniteLegale ?? (personName || null),
          naf: current.activitePrincipaleUniteLegale ?? null,
          active: current.etatAdministratifUniteLegale === 'A',
        },
      };
    },
  };
}
