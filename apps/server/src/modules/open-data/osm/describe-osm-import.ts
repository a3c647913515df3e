// The lines an operator reads at the end of `npm run import:osm` (docs/open-data.md, "Importing from
// OpenStreetMap"): what the file held, what the import did with it, and why anything was left out.
import { formatCount } from '@fournil/shared';
import type { TSkipReason } from '../listing-facts.js';
import type { TOsmImportOutcome } from '../import-osm-file.js';
import type { TOsmSkipReason } from './osm-types.js';

const FORMAT_NAMES = { 'overpass-json': 'Overpass JSON', geojson: 'GeoJSON', geojsonseq: 'GeoJSON en séquence' } as const;

const READ_SKIP_LABELS: Record<TOsmSkipReason, string> = {
  'not-a-bakery-shop': 'pas une boulangerie ni une pâtisserie',
  'no-id': 'sans identifiant OSM',
  'no-position': 'sans position',
  'invalid-position': 'position invalide',
  duplicate: 'en double dans le fichier',
};

const WRITE_SKIP_LABELS: Record<TSkipReason, string> = {
  'invalid-source-id': 'identifiant de source invalide',
  'invalid-position': 'position invalide',
  'no-name': 'sans nom',
  'closed-unknown': 'fermée et inconnue de Fournil',
};

function reasons<K extends string>(counts: Partial<Record<K, number>>, labels: Record<K, string>): string {
  const listed = (Object.keys(labels) as K[])
    .filter((key) => (counts[key] ?? 0) > 0)
    .map((key) => `${labels[key]} ${formatCount(counts[key] ?? 0)}`);
  return listed.length > 0 ? listed.join(', ') : 'aucun';
}

export function describeOsmImport(fileName: string, { reading, written }: TOsmImportOutcome, complete: boolean): string[] {
  const format = reading.format ? FORMAT_NAMES[reading.format] : 'format inconnu';
  return [
    `Import OpenStreetMap terminé : ${fileName} (${format}${reading.gzip ? ', gzip' : ''}${complete ? ', fichier complet' : ''}).`,
    `Lus : ${formatCount(reading.read)} éléments, dont ${formatCount(reading.kept)} boulangeries ou pâtisseries.`,
    `Écartés à la lecture : ${reasons(reading.skipped, READ_SKIP_LABELS)}.`,
    `Créées : ${formatCount(written.created)} · mises à jour : ${formatCount(written.updated)} · inchangées : ${formatCount(written.unchanged)} · fusionnées : ${formatCount(written.merged)} · doublons à vérifier : ${formatCount(written.queued)}.`,
    `Disparues de la source : ${formatCount(written.gone)} · masquées : ${formatCount(written.hidden)} · de nouveau affichées : ${formatCount(written.shown)}.`,
    `Écartées à l'écriture : ${reasons(written.skipped, WRITE_SKIP_LABELS)}.`,
  ];
}
