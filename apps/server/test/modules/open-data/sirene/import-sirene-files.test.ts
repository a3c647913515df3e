// `npm run import:sirene` end to end (docs/open-data.md, "Importing from Sirene"): a stock file and a geo_siret
// file in one import, the BAN position winning for the SIRET both hold; a second run changes nothing; a closed
// établissement hides the listing an earlier import created; the command prints its summary in French.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../../src/db/client.js';
import { importSireneFiles } from '../../../../src/modules/open-data/import-sirene-files.js';
import { runServerCli } from '../../../testing/cli-process.js';
import { buildTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../../../testing/helper.js';
import { rowsOf } from '../../../testing/manager-fixtures.js';
import { makeTempDir } from '../../../testing/osm-fixtures.js';
import { GEO_75, SIRETS, STOCK, zipCopy } from '../../../testing/sirene-fixtures.js';

let t: TestApp;
const db = (): Db => t.app.db.db;
const temp = makeTempDir();

beforeAll(async () => {
  t = await buildTestApp();
}, 180_000);
afterAll(async () => {
  await t.close();
  temp.remove();
});

type ListingRow = {
  source_id: string;
  licence: string;
  nom: string;
  adresse_postale: string;
  ville: string;
  latitude: number;
  hidden: boolean;
};

async function listings(): Promise<ListingRow[]> {
  return rowsOf<ListingRow>(
    db(),
    sql`
      SELECT s.source_id, s.licence, b.nom, b.adresse_postale, b.ville, b.latitude::float AS latitude,
             (b.hidden_at IS NOT NULL) AS hidden
      FROM bakery_sources s JOIN bakeries b ON b.id = s.bakery_id
      WHERE s.source = 'sirene' ORDER BY s.source_id`,
  );
}

describe('a stock file and a geo_siret file imported together', () => {
  it('creates one listing per open établissement, with the geo position for the SIRET both files hold', async () => {
    const outcome = await importSireneFiles(db(), [zipCopy(STOCK, temp.dir), GEO_75], { complete: false });
    expect(outcome.reading).toMatchObject({ read: 14, kept: 7, closed: 1 });
    // The closed établissement is unknown to Fournil: never created.
    expect(outcome.written).toMatchObject({ read: 7, created: 6, skipped: { 'closed-unknown': 1 } });
    const rows = await listings();
    expect(rows.map((row) => row.source_id)).toEqual(
      [SIRETS.enseigne, SIRETS.denomination, SIRETS.unnamed, SIRETS.pastry, SIRETS.retail, SIRETS.geoOnly].sort(),
    );
    const byId = new Map(rows.map((row) => [row.source_id, row]));
    expect(byId.get(SIRETS.enseigne)).toMatchObject({
      licence: 'Licence-Ouverte-2.0',
      nom: 'Boulangerie du Marche',
      ville: 'Paris 11',
      hidden: false,
    });
    expect(byId.get(SIRETS.enseigne)?.latitude).toBeCloseTo(48.857613, 5);
    expect(byId.get(SIRETS.unnamed)?.nom).toBe('Boulangerie, rue Victor Hugo');
    expect(JSON.stringify(rows).toUpperCase()).not.toMatch(/DUPONTEL|GERTRUDE|MARTINEZ|SARL/);
  });

  it('changes nothing when the same files are imported again', async () => {
    const before = await listings();
    const outcome = await importSireneFiles(db(), [GEO_75, STOCK], { complete: false });
    expect(outcome.written).toMatchObject({ created: 0, updated: 0, unchanged: 6, merged: 0 });
    expect(await listings()).toEqual(before);
  });

  it('hides the listing of an établissement closed since', async () => {
    const closedSince = path.join(temp.dir, 'closed-since.csv');
    const [header, ...lines] = fs.readFileSync(STOCK, 'utf8').trimEnd().split('\n');
    const row = lines.find((line) => line.includes(SIRETS.denomination))!;
    fs.writeFileSync(closedSince, `${header}\n${row.replace(',A,,,,', ',F,,,,')}\n`);
    const outcome = await importSireneFiles(db(), [closedSince], { complete: false });
    expect(outcome.reading).toMatchObject({ kept: 1, closed: 1 });
    expect(outcome.written).toMatchObject({ gone: 1, hidden: 1 });
    const byId = new Map((await listings()).map((listing) => [listing.source_id, listing]));
    expect(byId.get(SIRETS.denomination)?.hidden).toBe(true);
    expect(byId.get(SIRETS.enseigne)?.hidden).toBe(false);
  });
});

describe('npm run import:sirene', () => {
  let target: TestDatabase;
  const dataDir = path.join(temp.dir, 'cli-data');
  beforeAll(async () => {
    target = await createTestDatabase();
    fs.mkdirSync(path.join(dataDir, 'pgdata'), { recursive: true });
  });
  afterAll(async () => {
    await target.drop();
  });
  const env = (): Record<string, string> => (target.url ? { DATA_DIR: dataDir, DATABASE_URL: target.url } : { DATA_DIR: dataDir });

  it('imports the files and prints what it read, wrote and left out, in French', async () => {
    const result = await runServerCli('import-sirene', [STOCK, GEO_75], env());
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Import Sirene terminé : 2 fichiers.');
    expect(result.stdout).toContain('- geo_siret_75_sample.csv (géocodé BAN) : 2 lignes, 2 établissements gardés.');
    expect(result.stdout).toContain('- StockEtablissement_sample.csv (stock, Lambert 93) : 12 lignes, 5 établissements gardés.');
    expect(result.stdout).toContain('Lus : 14 lignes, dont 12 établissements de boulangerie.');
    expect(result.stdout).toContain(
      'Écartés à la lecture : autre activité 1, boulangerie industrielle (10.71A) 1, diffusion partielle 1, adresse personnelle 1, sans position 2, déjà lu dans un autre fichier ou plus haut 1.',
    );
    expect(result.stdout).toMatch(/Créées : 6 · mises à jour : 0 · inchangées : 0/);
    expect(result.stdout).toContain("Écartées à l'écriture : fermés et inconnus de Fournil 1.");
  });

  it('refuses a missing file and a call without a file, with the usage', async () => {
    const missing = await runServerCli('import-sirene', [STOCK, path.join(temp.dir, 'absent.csv')], env());
    expect(missing).toMatchObject({ code: 1, stderr: expect.stringContaining('Fichier introuvable') });
    const usage = await runServerCli('import-sirene', ['--complet'], env());
    expect(usage).toMatchObject({ code: 1, stderr: 'Usage : npm run import:sirene -- FICHIER [FICHIER…] [--complet]\n' });
  });
});
