// The published merged listings, `GET /donnees-ouvertes/boulangeries.geojson` (docs/open-data.md, "Publishing the
// merged listings (ODbL)"): a GeoJSON FeatureCollection (RFC 7946) of the listing layer, under the ODbL.
import { z } from 'zod';

export const OPEN_DATA_LICENCE = 'ODbL-1.0';
export const OPEN_DATA_LICENCE_URL = 'https://opendatacommons.org/licenses/odbl/1-0/';
export const OPEN_DATA_ATTRIBUTION = '© les contributeurs d’OpenStreetMap ; Insee, base Sirene (Licence Ouverte 2.0) ; Fournil';
export const OPEN_DATA_BAKERIES_PATH = '/donnees-ouvertes/boulangeries.geojson';

const ZTimeOrNull = z.string().nullable();

/** One day of the week as Fournil holds it: null when closed that day. */
export const ZOpenDataDay = z
  .object({ ouverture_matin: ZTimeOrNull, fermeture_matin: ZTimeOrNull, ouverture_apm: ZTimeOrNull, fermeture_apm: ZTimeOrNull })
  .nullable();

export const ZOpenDataWeek = z.object({
  lundi: ZOpenDataDay,
  mardi: ZOpenDataDay,
  mercredi: ZOpenDataDay,
  jeudi: ZOpenDataDay,
  vendredi: ZOpenDataDay,
  samedi: ZOpenDataDay,
  dimanche: ZOpenDataDay,
});
export type TOpenDataWeek = z.infer<typeof ZOpenDataWeek>;

/** A record of a source still present in it (not gone), with its licence. */
export const ZOpenDataSource = z.discriminatedUnion('source', [
  z.object({
    source: z.literal('osm'),
    id: z.string().meta({ description: 'node/123, way/45 ou relation/6' }),
    licence: z.literal('ODbL-1.0'),
    url: z.string(),
  }),
  z.object({ source: z.literal('sirene'), siret: z.string(), licence: z.literal('Licence-Ouverte-2.0') }),
]);
export type TOpenDataSource = z.infer<typeof ZOpenDataSource>;

export const ZOpenDataBakeryProperties = z.object({
  id: z.number().int().meta({ description: 'Identifiant Fournil de la boulangerie, stable (y compris après sa reprise par son gérant)' }),
  nom: z.string(),
  adresse: z.string(),
  code_postal: z.string(),
  ville: z.string(),
  telephone: z.string().nullable(),
  site_web: z.string().nullable(),
  horaires: ZOpenDataWeek.nullable().meta({ description: 'La semaine, seulement quand horaires_statut vaut renseignes' }),
  horaires_statut: z.enum(['renseignes', 'a_confirmer', 'non_renseignes']),
  horaires_osm: z.string().nullable().meta({ description: 'Le texte opening_hours de la source, quand horaires_statut vaut a_confirmer' }),
  jours_feries: z.enum(['habituels', 'fermes']).nullable(),
  sources: z.array(ZOpenDataSource),
  maj: z.string().meta({ description: 'Dernière fois qu’une des sources a été lue (ISO 8601)' }),
});
export type TOpenDataBakeryProperties = z.infer<typeof ZOpenDataBakeryProperties>;

export const ZOpenDataBakeryFeature = z.object({
  type: z.literal('Feature'),
  geometry: z
    .object({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]).meta({ description: '[longitude, latitude]' }) })
    .nullable(),
  properties: ZOpenDataBakeryProperties,
});
export type TOpenDataBakeryFeature = z.infer<typeof ZOpenDataBakeryFeature>;

export const ZOpenDataBakeries = z
  .object({
    type: z.literal('FeatureCollection'),
    licence: z.literal(OPEN_DATA_LICENCE),
    licence_url: z.literal(OPEN_DATA_LICENCE_URL),
    attribution: z.literal(OPEN_DATA_ATTRIBUTION),
    genere_le: z.string(),
    features: z.array(ZOpenDataBakeryFeature),
  })
  .meta({ description: 'Les boulangeries de Fournil issues des données ouvertes, fusionnées (GeoJSON, ODbL 1.0)' });
export type TOpenDataBakeries = z.infer<typeof ZOpenDataBakeries>;
