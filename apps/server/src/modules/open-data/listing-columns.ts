// A record's facts as the columns of a listing (docs/open-data.md, "Importing listings: one per shop"): cut to
// the columns' lengths, so that what is written is exactly what the next import compares with.
import {
  emptyWeek,
  isWebsiteUrl,
  normaliseWebsiteUrl,
  ZHorairesOuvertures,
  ZJoursOuvertures,
  type THolidayRule,
  type THorairesOuvertures,
  type TJoursOuvertures,
} from '@fournil/shared';
import type { TListingFacts, TListingHours, TListingSource } from './listing-facts.js';
import { addressLine } from './normalise-address.js';
import { normalisePhone } from './normalise-phone.js';

/** How far a listing's week can be trusted (the `horaires_statut` of bakeries; docs/open-data.md). */
export type THorairesStatut = 'renseignes' | 'a_confirmer' | 'non_renseignes';

/** The facts of a listing an import writes; every other column keeps its default (or an owner's word). */
export type TListingColumns = {
  nom: string;
  adressePostale: string;
  ville: string;
  codePostalBoulangerie: string;
  latitude: number;
  longitude: number;
  telephoneBoulangerie: string;
  siteWeb: string;
  joursOuvertures: TJoursOuvertures;
  horairesOuvertures: THorairesOuvertures;
  joursFeries: THolidayRule;
  horairesStatut: THorairesStatut;
  horairesSource: string | null;
};

/** The lengths of the columns of `bakeries` (db/schema/bakeries.ts). */
const LENGTHS = { nom: 200, adressePostale: 255, ville: 100, codePostalBoulangerie: 10, siteWeb: 255 } as const;

const OSM_ID = /^(node|way|relation)\/[0-9]+$/;
const SIRET = /^[0-9]{14}$/;

/** Whether the id has its source's format (the CHECK bakery_sources_id_format). */
export function isValidSourceId(source: TListingSource, sourceId: string): boolean {
  return source === 'osm' ? OSM_ID.test(sourceId) : SIRET.test(sourceId);
}

/** The SIRET a record carries: a Sirene record's is its id; a malformed one is no SIRET. */
export function recordSiret(facts: TListingFacts): string | null {
  if (facts.source === 'sirene') return facts.sourceId;
  return facts.siret !== null && SIRET.test(facts.siret) ? facts.siret : null;
}

function cut(value: string | null, length: number): string {
  return (value ?? '').replace(/\s+/gu, ' ').trim().slice(0, length).trim();
}

/** The public name as stored, '' when the record has none (it is then skipped: a bakery always has a name). */
export function listingName(facts: TListingFacts): string {
  return cut(facts.name, LENGTHS.nom);
}

export function isValidPosition(facts: TListingFacts): boolean {
  const { latitude, longitude } = facts;
  return Number.isFinite(latitude) && Number.isFinite(longitude) && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
}

function website(value: string | null): string {
  const first = normaliseWebsiteUrl((value ?? '').split(';')[0]!);
  return first !== '' && first.length <= LENGTHS.siteWeb && isWebsiteUrl(first) ? first : '';
}

type THoursColumns = Pick<TListingColumns, 'joursOuvertures' | 'horairesOuvertures' | 'joursFeries' | 'horairesStatut' | 'horairesSource'>;

/**
 * A week the pro form would accept is exact ('renseignes'); a text the week cannot hold keeps an empty week and
 * its text ('a_confirmer'); no hours, or a week that breaks the form's rules, is 'non_renseignes'. The empty week
 * of the last two means nothing: their status says so, and they never read « Fermé ».
 */
function hoursColumns(hours: TListingHours): { columns: THoursColumns; invalidWeek: boolean } {
  const { jours_ouvertures, horaires_ouvertures } = emptyWeek();
  const unknown: THoursColumns = {
    joursOuvertures: jours_ouvertures,
    horairesOuvertures: horaires_ouvertures,
    joursFeries: null,
    horairesStatut: 'non_renseignes',
    horairesSource: null,
  };
  if (hours.kind === 'none') return { columns: unknown, invalidWeek: false };
  if (hours.kind === 'to-confirm') {
    const raw = hours.raw.trim();
    return { columns: raw === '' ? unknown : { ...unknown, horairesStatut: 'a_confirmer', horairesSource: raw }, invalidWeek: false };
  }
  const jours = ZJoursOuvertures.safeParse(hours.jours_ouvertures);
  const horaires = ZHorairesOuvertures.safeParse(hours.horaires_ouvertures);
  if (!jours.success || !horaires.success) return { columns: unknown, invalidWeek: true };
  const columns: THoursColumns = {
    joursOuvertures: jours.data,
    horairesOuvertures: horaires.data,
    joursFeries: hours.jours_feries,
    horairesStatut: 'renseignes',
    horairesSource: null,
  };
  return { columns, invalidWeek: false };
}

/** The record as listing columns, and what it carried that could not be kept (counted as warnings). */
export function listingColumns(facts: TListingFacts): { columns: TListingColumns; warnings: string[] } {
  const warnings: string[] = [];
  const telephone = normalisePhone(facts.phone);
  if (telephone === '' && (facts.phone ?? '').trim() !== '') warnings.push('invalid-phone');
  const siteWeb = website(facts.website);
  if (siteWeb === '' && (facts.website ?? '').trim() !== '') warnings.push('invalid-website');
  const hours = hoursColumns(facts.hours);
  if (hours.invalidWeek) warnings.push('invalid-week');
  return {
    columns: {
      nom: listingName(facts),
      adressePostale: cut(addressLine(facts.housenumber, facts.street), LENGTHS.adressePostale),
      ville: cut(facts.city, LENGTHS.ville),
      codePostalBoulangerie: cut(facts.postcode, LENGTHS.codePostalBoulangerie).replace(/\s/gu, ''),
      latitude: facts.latitude,
      longitude: facts.longitude,
      telephoneBoulangerie: telephone,
      siteWeb,
      ...hours.columns,
    },
    warnings,
  };
}
