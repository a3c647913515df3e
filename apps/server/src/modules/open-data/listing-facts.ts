// What the open-data readers (OpenStreetMap, INSEE Sirene) hand to the listings import: one shop as a source
// describes it, already mapped to Fournil's words (docs/open-data.md, "Importing listings: one per shop").
import type { THolidayRule, THorairesOuvertures, TJoursOuvertures } from '@fournil/shared';

/**
 * A shop's hours as its source gives them: an exact week, a text the week cannot hold exactly (kept as
 * written for « Horaires à confirmer »), or nothing. Only 'week' may ever read « Fermé ».
 */
export type TListingHours =
  | { kind: 'week'; jours_ouvertures: TJoursOuvertures; horaires_ouvertures: THorairesOuvertures; jours_feries: THolidayRule }
  | { kind: 'to-confirm'; raw: string; reason: string }
  | { kind: 'none' };

/** The sources Fournil imports (the `source` of bakery_sources). */
export type TListingSource = 'osm' | 'sirene';

export type TListingFacts = {
  source: TListingSource;
  /** 'node/123', 'way/45', 'relation/6' for OSM; the 14-digit SIRET for Sirene. */
  sourceId: string;
  /** Already the public name: the reader decides, and never gives a person's name. */
  name: string;
  housenumber: string | null;
  street: string | null;
  postcode: string | null;
  city: string | null;
  latitude: number;
  longitude: number;
  phone: string | null;
  website: string | null;
  hours: TListingHours;
  /** A SIRET the record carries: OSM `ref:FR:SIRET`, or the Sirene record's own. */
  siret: string | null;
  /** Sirene: the établissement is closed (etatAdministratif F): its bakery may be hidden, never created. */
  closed?: boolean;
};

/** Why a record was read but written nowhere. */
export type TSkipReason = 'invalid-source-id' | 'invalid-position' | 'no-name' | 'closed-unknown';

/** Counts of one import, in records read (except `hidden` and `shown`, in bakeries). */
export type TImportSummary = {
  read: number;
  /** New listings. */
  created: number;
  /** Records already known whose listing's facts changed. */
  updated: number;
  /** Records already known whose bakery's facts stayed as they were (always so for an owner's bakery). */
  unchanged: number;
  /** New records attached to the bakery of the same shop. */
  merged: number;
  /** Pairs put in the staff's review queue (a listing created near another bakery, or a record attached to an owner's). */
  queued: number;
  /** Records newly marked gone (missing from a complete file, or closed). */
  gone: number;
  /** Listings hidden because every one of their records is gone. */
  hidden: number;
  /** Listings shown again because one of their records is back. */
  shown: number;
  skipped: Partial<Record<TSkipReason, number>>;
  /** Records written with less than they carried: 'invalid-week' (hours dropped), 'invalid-phone', 'invalid-website'. */
  warnings: Record<string, number>;
};

export type TImportOptions = {
  /**
   * The file is the whole source (all of France): every known record of a source this run read that the run did
   * not see is marked gone. A regional file says nothing about the rest: leave it false.
   */
  complete: boolean;
  now?: Date;
  /** Called after each batch written, with the counts so far. */
  onProgress?: (summary: Readonly<TImportSummary>) => void;
};

export function emptySummary(): TImportSummary {
  return { read: 0, created: 0, updated: 0, unchanged: 0, merged: 0, queued: 0, gone: 0, hidden: 0, shown: 0, skipped: {}, warnings: {} };
}

/** The record's key in memory and in the summary: 'osm:node/123', 'sirene:12345678200017'. */
export function recordKey(source: TListingSource, sourceId: string): string {
  return `${source}:${sourceId}`;
}
