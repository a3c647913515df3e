// Whether a row of a Sirene file (the StockEtablissement CSV, or a BAN-geocoded geo_siret file) is a bakery
// Fournil lists, and the établissement it gives (docs/open-data.md, "Importing from Sirene": which rows, which
// position, which name — never a person's). Pure: one row in, keep or skip out.
import { normaliseSiret } from '../osm/french-company-ids.js';
import { lambert93ToWgs84 } from './lambert93.js';
import { houseNumberOf, readableCase, streetTypeOf } from './readable-case.js';
import {
  SIRENE_BAKERY_NAF_CODES,
  type TSireneEtablissement,
  type TSireneNafCode,
  type TSirenePosition,
  type TSireneRow,
  type TSireneSkipReason,
} from './sirene-types.js';

export type TEtablissementFromRow =
  { kind: 'keep'; etablissement: TSireneEtablissement } | { kind: 'skip'; reason: Exclude<TSireneSkipReason, 'duplicate'> };

/** Industrial bread making: a factory, not a shop. */
const INDUSTRIAL_NAF = '10.71A';

/** The column holding the NAF code: what the reader looks at first, on every row of a file of millions. */
export const NAF_COLUMN = 'activitePrincipaleEtablissement';

/** '1071C', '10.71c' and ' 10.71C ' are 10.71C. */
export function nafOf(raw: string | undefined): string {
  const code = (raw ?? '').trim().toUpperCase().replace(/\./g, '');
  return code.length === 5 ? `${code.slice(0, 2)}.${code.slice(2)}` : code;
}

export function isListedNaf(code: string): code is TSireneNafCode {
  return (SIRENE_BAKERY_NAF_CODES as readonly string[]).includes(code);
}

/** A masked field reads [ND] (or [nd], the opted-out sole traders' since 2024): no value. */
const MASKED = /\[nd\]/i;

/** The column's trimmed value; null when missing, blank or masked. */
function text(row: TSireneRow, column: string): string | null {
  const value = row[column]?.trim();
  return value && !MASKED.test(value) ? value : null;
}

/** Decimal numbers only, as INSEE and the BAN write them (a comma as decimal mark is read too). */
function numberOf(value: string | null): number | null {
  if (value === null || !/^[-+]?\d+([.,]\d+)?$/.test(value)) return null;
  return Number(value.replace(',', '.'));
}

function isValidWgs84(longitude: number, latitude: number): boolean {
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return false;
  return !(latitude === 0 && longitude === 0);
}

/**
 * The BAN's longitude/latitude when the row has them (the geo_siret files); else the stock's Lambert 93, in
 * metropolitan France only; else none.
 */
function positionOf(row: TSireneRow): TSirenePosition | null {
  const longitude = numberOf(text(row, 'longitude'));
  const latitude = numberOf(text(row, 'latitude'));
  if (longitude !== null && latitude !== null && isValidWgs84(longitude, latitude))
    return { longitude, latitude, from: 'longitude-latitude' };
  const x = numberOf(text(row, 'coordonneeLambertAbscisseEtablissement'));
  const y = numberOf(text(row, 'coordonneeLambertOrdonneeEtablissement'));
  if (x === null || y === null) return null;
  const point = lambert93ToWgs84(x, y);
  return point ? { ...point, from: 'lambert93' } : null;
}

/**
 * « CHEZ M. DUPONT », « APPT 12 », « APPARTEMENT 3 »: the établissement is someone's home, a sole trader's
 * registered address, which must never be shown. A word that starts with APP or is CHEZ.
 */
const HOME_ADDRESS = /(^|[^A-Z])(CHEZ([^A-Z]|$)|APP)/i;

function streetOf(row: TSireneRow): string | null {
  const name = text(row, 'libelleVoieEtablissement');
  if (name === null) return null;
  const type = text(row, 'typeVoieEtablissement');
  return type === null ? readableCase(name) : `${streetTypeOf(type)} ${readableCase(name, { opening: false })}`;
}

export function etablissementFromRow(row: TSireneRow): TEtablissementFromRow {
  // The activity first: all but a few ten thousand of the file's millions of rows are other trades.
  const naf = nafOf(row[NAF_COLUMN]);
  if (naf === INDUSTRIAL_NAF) return { kind: 'skip', reason: 'industrial-bakery' };
  if (!isListedNaf(naf)) return { kind: 'skip', reason: 'not-a-bakery' };
  const siret = normaliseSiret(row.siret ?? '');
  if (siret === null) return { kind: 'skip', reason: 'invalid-siret' };
  // Partial diffusion (P): the person asked not to be published. Never shown, not even closed.
  if (row.statutDiffusionEtablissement?.trim() !== 'O') return { kind: 'skip', reason: 'partial-diffusion' };
  const state = row.etatAdministratifEtablissement?.trim();
  if (state !== 'A' && state !== 'F') return { kind: 'skip', reason: 'unknown-state' };
  const complement = text(row, 'complementAdresseEtablissement');
  if (complement !== null && HOME_ADDRESS.test(complement)) return { kind: 'skip', reason: 'home-address' };
  const position = positionOf(row);
  if (position === null) return { kind: 'skip', reason: 'no-position' };

  // The shop's own names only: enseigne, else the usual name. Never nom*, prenom* nor denominationUniteLegale.
  const sign = text(row, 'enseigne1Etablissement') ?? text(row, 'denominationUsuelleEtablissement');
  const postcode = text(row, 'codePostalEtablissement');
  const city = text(row, 'libelleCommuneEtablissement');
  return {
    kind: 'keep',
    etablissement: {
      siret,
      naf,
      closed: state === 'F',
      position,
      sign: sign === null ? null : readableCase(sign),
      housenumber: houseNumberOf(text(row, 'numeroVoieEtablissement'), text(row, 'indiceRepetitionEtablissement')),
      street: streetOf(row),
      postcode: postcode !== null && /^\d{5}$/.test(postcode) ? postcode : null,
      city: city === null ? null : readableCase(city),
    },
  };
}
