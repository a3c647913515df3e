// Looks a SIREN up in a register: INSEE Sirene 3.11 when a key is configured, else a registry file.
export type SirenUnit = {
  siren: string;
  /**
   * The unit's name: its denomination, or for a sole trader (isPerson) the person's first and last
   * names; null when the register gives none (INSEE masks a non-public unit's names as `[ND]`).
   */
  name: string | null;
  /** A sole trader (personne physique, INSEE's legal category 1000): the name is a person's. */
  isPerson?: boolean;
  /** NAF (APE) code of the current period, e.g. `10.71C`. */
  naf: string | null;
  /** etatAdministratifUniteLegale of the current period is `A`. */
  active: boolean;
  /**
   * The unit's address as the register gives it, for the staff who decide a claim (docs/claims.md); null when it
   * gives none (INSEE's unit resource has no address: it is on the établissement).
   */
  address?: string | null;
};

export type SirenLookup = { found: false } | { found: true; unit: SirenUnit };

export class SirenProviderError extends Error {
  constructor(
    readonly reason: 'rate_limited' | 'unavailable',
    message: string,
  ) {
    super(message);
    this.name = 'SirenProviderError';
  }
}

export type SirenChecker = {
  kind: 'insee' | 'registry';
  /** Throws SirenProviderError when the register cannot answer. */
  lookup(siren: string): Promise<SirenLookup>;
};
