// The lines an operator reads at the end of `npm run import:sirene` (docs/open-data.md, "Importing from
// Sirene"): what each file held, what the import did with it, and why anything was left out.
import path from 'node:path';
import { formatCount } from '@fournil/shared';
import type { TSireneImportOutcome } from '../import-sirene-files.js';
import type { TSkipReason } from '../listing-facts.js';
import type { TSireneFileSummary } from './read-sirene-file.js';
import type { TSireneSkipReason } from './sirene-types.js';

const READ_SKIP_LABELS: Record<TSireneSkipReason, string> = {
  'not-a-bakery': 'autre activité',
  'industrial-bakery': 'boulangerie industrielle (10.71A)',
  'invalid-siret': 'SIRET invalide',
  'partial-diffusion': 'diffusion partielle',
  'unknown-state': 'état administratif inconnu',
  'home-address': 'adresse personnelle',
  'no-position': 'sans position',
  duplicate: 'déjà lu dans un autre fichier ou plus haut',
};

const WRITE_SKIP_LABELS: Record<TSkipReason, string> = {
  'invalid-source-id': 'identifiant de source invalide',
  'invalid-position': 'position invalide',
  'no-name': 'sans nom',
  'closed-unknown': 'fermés et inconnus de Fournil',
};

const COMPRESSION_NAMES = { none: '', gzip: ', gzip', zip: ', zip' } as const;

function reasons<K extends string>(counts: Partial<Record<K, number>>, labels: Record<K, string>): string {
  const listed = (Object.keys(labels) as K[])
    .filter((key) => (counts[key] ?? 0) > 0)
    .map((key) => `${labels[key]} ${formatCount(counts[key] ?? 0)}`);
  return listed.length > 0 ? listed.join(', ') : 'aucun';
}

function fileLine(file: TSireneFileSummary): string {
  const kind = file.kind === 'geo' ? 'géocodé BAN' : 'stock, Lambert 93';
  const compression = file.compression ? COMPRESSION_NAMES[file.compression] : '';
  return `- ${path.basename(file.file)} (${kind}${compression}) : ${formatCount(file.read)} lignes, ${formatCount(file.kept)} établissements gardés.`;
}

export function describeSireneImport({ reading, written }: TSireneImportOutcome, complete: boolean): string[] {
  const files = reading.files.length === 1 ? '1 fichier' : `${formatCount(reading.files.length)} fichiers`;
  return [
    `Import Sirene terminé : ${files}${complete ? ', complets' : ''}.`,
    ...reading.files.map(fileLine),
    `Lus : ${formatCount(reading.read)} lignes, dont ${formatCount(reading.bakeries)} établissements de boulangerie.`,
    `Gardés : ${formatCount(reading.kept)}, dont ${formatCount(reading.closed)} fermés.`,
    `Écartés à la lecture : ${reasons(reading.skipped, READ_SKIP_LABELS)}.`,
    `Créées : ${formatCount(written.created)} · mises à jour : ${formatCount(written.updated)} · inchangées : ${formatCount(written.unchanged)} · fusionnées : ${formatCount(written.merged)} · doublons à vérifier : ${formatCount(written.queued)}.`,
    `Disparues de la source : ${formatCount(written.gone)} · masquées : ${formatCount(written.hidden)} · de nouveau affichées : ${formatCount(written.shown)}.`,
    `Écartées à l'écriture : ${reasons(written.skipped, WRITE_SKIP_LABELS)}.`,
  ];
}
