// The shapes the Sirene readers hand on (docs/open-data.md, "Importing from Sirene").

/** The NAF codes Fournil lists: BAKERY_NAF_CODES without 10.71A, industrial bread making, which has no shop. */
export const SIRENE_BAKERY_NAF_CODES = ['10.71B', '10.71C', '10.71D', '47.24Z'] as const;
export type TSireneNafCode = (typeof SIRENE_BAKERY_NAF_CODES)[number];

/** WGS 84, in degrees, and where it came from: the BAN geocoding of a geo_siret file, or the stock's Lambert 93. */
export type TSirenePosition = { latitude: number; longitude: number; from: 'longitude-latitude' | 'lambert93' };

/** One row of a Sirene CSV, by column name, as read (header names are the file's own). */
export type TSireneRow = Readonly<Record<string, string | undefined>>;

/**
 * A bakery établissement kept from Sirene; null wherever the row says nothing usable. There is no field for
 * the legal unit's name: for a sole trader it is a person's name, and it is never read.
 */
export type TSireneEtablissement = {
  siret: string;
  naf: TSireneNafCode;
  closed: boolean;
  position: TSirenePosition;
  /** enseigne1Etablissement, else denominationUsuelleEtablissement, in readable case; null without either. */
  sign: string | null;
  housenumber: string | null;
  street: string | null;
  postcode: string | null;
  city: string | null;
};

/**
 * Why a row was not kept, in the order etablissementFromRow checks them; `duplicate` is the reader's (a SIRET
 * already handed on, by an earlier file or earlier in the file).
 */
export const SIRENE_SKIP_REASONS = [
  'not-a-bakery',
  'industrial-bakery',
  'invalid-siret',
  'partial-diffusion',
  'unknown-state',
  'home-address',
  'no-position',
  'duplicate',
] as const;
export type TSireneSkipReason = (typeof SIRENE_SKIP_REASONS)[number];
