// One published bakery as a GeoJSON Feature, and the FeatureCollection around them (RFC 7946; docs/open-data.md,
// "Publishing the merged listings (ODbL)"). Pure: rows in, JSON text out.
import {
  DAY_NAMES,
  OPEN_DATA_ATTRIBUTION,
  OPEN_DATA_LICENCE,
  OPEN_DATA_LICENCE_URL,
  type TOpenDataBakeryFeature,
  type TOpenDataSource,
  type TOpenDataWeek,
} from '@fournil/shared';
import type { PublishedBakeryRow, PublishedSourceRow } from './repository.js';

/** Six decimals: about 10 cm, more than any source's position is worth. */
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

function week(row: PublishedBakeryRow): TOpenDataWeek {
  const days = {} as TOpenDataWeek;
  for (const day of DAY_NAMES) {
    const hours = row.horairesOuvertures?.[day];
    days[day] =
      row.joursOuvertures?.[day] === true
        ? {
            ouverture_matin: hours?.ouverture_matin ?? null,
            fermeture_matin: hours?.fermeture_matin ?? null,
            ouverture_apm: hours?.ouverture_apm ?? null,
            fermeture_apm: hours?.fermeture_apm ?? null,
          }
        : null;
  }
  return days;
}

function source(record: PublishedSourceRow): TOpenDataSource {
  return record.source === 'osm'
    ? { source: 'osm', id: record.id, licence: 'ODbL-1.0', url: `https://www.openstreetmap.org/${record.id}` }
    : { source: 'sirene', siret: record.id, licence: 'Licence-Ouverte-2.0' };
}

export function toFeature(row: PublishedBakeryRow): TOpenDataBakeryFeature {
  return {
    type: 'Feature',
    geometry:
      row.latitude === null || row.longitude === null
        ? null
        : { type: 'Point', coordinates: [round6(row.longitude), round6(row.latitude)] },
    properties: {
      id: row.id,
      nom: row.nom,
      adresse: row.adressePostale,
      code_postal: row.codePostal,
      ville: row.ville,
      telephone: row.telephone || null,
      site_web: row.siteWeb || null,
      horaires: row.horairesStatut === 'renseignes' ? week(row) : null,
      horaires_statut: row.horairesStatut,
      horaires_osm: row.horairesStatut === 'a_confirmer' ? row.horairesSource : null,
      jours_feries: row.joursFeries,
      sources: row.sources.map(source),
      maj: new Date(row.lastSeenAt).toISOString(),
    },
  };
}

/** The collection's text before its first feature: the licence members, then `features`. */
export function collectionHead(generatedAt: Date): string {
  const members = {
    type: 'FeatureCollection',
    licence: OPEN_DATA_LICENCE,
    licence_url: OPEN_DATA_LICENCE_URL,
    attribution: OPEN_DATA_ATTRIBUTION,
    genere_le: generatedAt.toISOString(),
  };
  return `${JSON.stringify(members).slice(0, -1)},"features":[\n`;
}

export const COLLECTION_TAIL = '\n]}\n';
