// What the Sirene tests share (test/modules/open-data/sirene/): the fixtures, their SIRETs, gzip and zip copies, a whole reading.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { readSireneFiles, type TSireneReadSummary } from '../../src/modules/open-data/sirene/read-sirene-file.js';
import type { TSireneEtablissement } from '../../src/modules/open-data/sirene/sirene-types.js';
import { writeOneEntryZip } from './write-zip.js';

export const SIRENE_FIXTURES = fileURLToPath(new URL('../fixtures/open-data/sirene/', import.meta.url));
export const sireneFixture = (name: string): string => path.join(SIRENE_FIXTURES, name);
export const STOCK = sireneFixture('StockEtablissement_sample.csv');
export const GEO_75 = sireneFixture('geo_siret_75_sample.csv');

/** The fixture rows' SIRETs (README.md says what each row is). */
export const SIRETS = {
  enseigne: '41234567000019',
  denomination: '41234568800011',
  unnamed: '41234569600014',
  pastry: '41234570400016',
  retail: '41234571200019',
  industrial: '41234572000012',
  closed: '41234573800014',
  partial: '41234574600017',
  ndPosition: '41234575300013',
  home: '41234576100016',
  otherTrade: '41234577900018',
  overseas: '41234578700011',
  geoOnly: '41234579500014',
} as const;

export function gzipCopy(file: string, dir: string): string {
  const copy = path.join(dir, `${path.basename(file)}.gz`);
  fs.writeFileSync(copy, gzipSync(fs.readFileSync(file)));
  return copy;
}

export function zipCopy(file: string, dir: string): string {
  const copy = path.join(dir, `${path.basename(file, '.csv')}.zip`);
  writeOneEntryZip(copy, path.basename(file), fs.readFileSync(file));
  return copy;
}

export async function readAllEtablissements(
  files: string[],
): Promise<{ etablissements: TSireneEtablissement[]; summary: TSireneReadSummary }> {
  const reading = readSireneFiles(files);
  const etablissements: TSireneEtablissement[] = [];
  for await (const etablissement of reading.etablissements) etablissements.push(etablissement);
  return { etablissements, summary: structuredClone(reading.summary) };
}
