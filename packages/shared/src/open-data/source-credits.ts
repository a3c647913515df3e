// The credits a bakery page owes the open sources its facts come from (docs/open-data.md, "Listings on the
// public surfaces"): the web page and the server-written page word them from here.
// Without zod: the bakery page's first load reads it (decision 009).
import type { TBakerySourceRecord } from '../bakery/bakery.schemas.js';
import { formatDayMonthFr } from '../dates/calendar-days.js';
import { OSM_COPYRIGHT_URL, OSM_CREDIT } from './credits.js';

export const SOURCE_CREDITS_HEADING = 'Sources des informations';

/** « © les contributeurs d'OpenStreetMap », linked to the copyright page, then « (ODbL) ». */
export const OSM_SOURCE_CREDIT = { text: OSM_CREDIT, href: OSM_COPYRIGHT_URL, licence: '(ODbL)' } as const;

/** « Insee, base Sirene (Licence Ouverte), mise à jour le 12 novembre 2026 »; `maj` a Paris date 'YYYY-MM-DD'. */
export function sireneCredit(maj: string): string {
  return `Insee, base Sirene (Licence Ouverte), mise à jour le ${formatDayMonthFr(maj, true)}`;
}

export type TSourceCredits = {
  /** The bakery has a present OpenStreetMap record. */
  osm: boolean;
  /** The latest `maj` of its present Sirene records, or null without one. */
  sireneMaj: string | null;
};

/** What the page credits, or null for a bakery without any present source (an owner's own data). */
export function sourceCredits(sources: readonly TBakerySourceRecord[] | undefined): TSourceCredits | null {
  if (!sources || sources.length === 0) return null;
  let sireneMaj: string | null = null;
  for (const record of sources) if (record.source === 'sirene' && (sireneMaj === null || record.maj > sireneMaj)) sireneMaj = record.maj;
  return { osm: sources.some((record) => record.source === 'osm'), sireneMaj };
}
