// Reading Sirene files (docs/open-data.md, "Importing from Sirene"): which fixture rows are kept and why, plain,
// gzip and zip giving the same records, a geo_siret file's BAN position winning over the stock's Lambert 93,
// never a person's name, and a broken file failing.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sireneListingFacts } from '../../../../src/modules/open-data/sirene/sirene-listing-facts.js';
import { makeTempDir } from '../../../testing/osm-fixtures.js';
import { GEO_75, gzipCopy, readAllEtablissements, SIRETS, STOCK, zipCopy } from '../../../testing/sirene-fixtures.js';

const temp = makeTempDir();
afterAll(() => temp.remove());

describe('the StockEtablissement sample', () => {
  it('keeps the listed bakeries, a closed one as closed, and says why each other row was skipped', async () => {
    const { etablissements, summary } = await readAllEtablissements([STOCK]);
    expect(etablissements.map((etablissement) => etablissement.siret)).toEqual([
      SIRETS.enseigne,
      SIRETS.denomination,
      SIRETS.unnamed,
      SIRETS.pastry,
      SIRETS.retail,
      SIRETS.closed,
    ]);
    expect(etablissements.find((etablissement) => etablissement.siret === SIRETS.closed)?.closed).toBe(true);
    expect(etablissements.filter((etablissement) => etablissement.closed)).toHaveLength(1);
    expect(summary).toMatchObject({
      read: 12,
      // Every listed NAF code: 10 rows, 10.71A and the restaurant excepted.
      bakeries: 10,
      kept: 6,
      closed: 1,
      skipped: {
        'not-a-bakery': 1,
        'industrial-bakery': 1,
        'invalid-siret': 0,
        'partial-diffusion': 1,
        'unknown-state': 0,
        'home-address': 1,
        // The [ND] coordinates, and Réunion's UTM.
        'no-position': 2,
        duplicate: 0,
      },
    });
    expect(summary.files).toEqual([expect.objectContaining({ kind: 'stock', compression: 'none', read: 12, kept: 6 })]);
  });

  it('names each listing from its enseigne, its usual name, else « Boulangerie »/« Pâtisserie » and its street', async () => {
    const { etablissements } = await readAllEtablissements([STOCK]);
    const facts = new Map(etablissements.map((etablissement) => [etablissement.siret, sireneListingFacts(etablissement)]));
    expect(facts.get(SIRETS.enseigne)).toMatchObject({
      source: 'sirene',
      sourceId: SIRETS.enseigne,
      siret: SIRETS.enseigne,
      name: 'Boulangerie du Marche',
      housenumber: '12 bis',
      street: 'rue des Lilas',
      postcode: '75011',
      city: 'Paris 11',
      hours: { kind: 'none' },
    });
    expect(facts.get(SIRETS.enseigne)).not.toHaveProperty('closed');
    expect(facts.get(SIRETS.denomination)).toMatchObject({
      name: "Le Fournil de l'Eglise",
      street: 'avenue de la Republique',
      city: 'Lyon 3eme',
    });
    expect(facts.get(SIRETS.unnamed)).toMatchObject({ name: 'Boulangerie, rue Victor Hugo', housenumber: '8' });
    expect(facts.get(SIRETS.pastry)).toMatchObject({ name: 'Pâtisserie, place du Capitole' });
    expect(facts.get(SIRETS.retail)).toMatchObject({
      name: 'Aux Delices de Saint-Germain-en-Laye',
      housenumber: '22 ter',
      street: 'boulevard de la Mer',
    });
    expect(facts.get(SIRETS.closed)).toMatchObject({ closed: true, street: 'chemin du Moulin' });
    // The fixture's nomUniteLegale, prenom1UniteLegale and denominationUniteLegale: in no field of any listing.
    const everything = JSON.stringify([...facts.values()]);
    for (const person of ['DUPONTEL', 'GERTRUDE', 'MARTINEZ', 'ROSALINDE', 'LEFEBVRE', 'HORTENSE', 'BERNARDEAU', 'FIRMIN', 'SARL']) {
      expect(everything.toUpperCase()).not.toContain(person);
    }
  });

  it('gives the same records plain, gzipped and zipped (told from the bytes, not the name)', async () => {
    const plain = await readAllEtablissements([STOCK]);
    const gzip = await readAllEtablissements([gzipCopy(STOCK, temp.dir)]);
    const zip = await readAllEtablissements([zipCopy(STOCK, temp.dir)]);
    const misnamed = path.join(temp.dir, 'stock.csv');
    fs.copyFileSync(zipCopy(STOCK, temp.dir), misnamed);
    const zipNamedCsv = await readAllEtablissements([misnamed]);
    expect(plain.etablissements).toHaveLength(6);
    for (const other of [gzip, zip, zipNamedCsv]) {
      expect(other.etablissements).toEqual(plain.etablissements);
      expect(other.summary.skipped).toEqual(plain.summary.skipped);
    }
    expect(gzip.summary.files[0]?.compression).toBe('gzip');
    expect(zip.summary.files[0]?.compression).toBe('zip');
    expect(zipNamedCsv.summary.files[0]?.compression).toBe('zip');
  });
});

describe('a stock file and a geo_siret file read together', () => {
  it('reads the geo file first whatever the order given: its BAN position wins, and the stock row is a duplicate', async () => {
    const { etablissements, summary } = await readAllEtablissements([STOCK, gzipCopy(GEO_75, temp.dir)]);
    const bySiret = new Map(etablissements.map((etablissement) => [etablissement.siret, etablissement]));
    expect(etablissements).toHaveLength(7);
    expect(bySiret.get(SIRETS.enseigne)?.position).toEqual({ longitude: 2.379512, latitude: 48.857613, from: 'longitude-latitude' });
    expect(bySiret.get(SIRETS.geoOnly)).toMatchObject({ sign: "Le Petrin d'Aligre", street: 'rue du Faubourg Saint-Antoine' });
    expect(bySiret.get(SIRETS.denomination)?.position.from).toBe('lambert93');
    expect(summary.files.map((file) => [path.basename(file.file), file.kind, file.kept])).toEqual([
      ['geo_siret_75_sample.csv.gz', 'geo', 2],
      ['StockEtablissement_sample.csv', 'stock', 5],
    ]);
    expect(summary).toMatchObject({ read: 14, kept: 7, skipped: { duplicate: 1 } });
  });
});

describe('a broken file', () => {
  it('throws, naming the file: a row of the wrong width, a file that is not Sirene, a truncated gzip, an empty zip', async () => {
    const text = fs.readFileSync(STOCK, 'utf8');
    const cut = path.join(temp.dir, 'cut.csv');
    fs.writeFileSync(cut, text.slice(0, Math.floor(text.length * 0.6)));
    await expect(readAllEtablissements([cut])).rejects.toThrow(/cut\.csv/);

    const other = path.join(temp.dir, 'other.csv');
    fs.writeFileSync(other, 'a,b\n1,2\n');
    await expect(readAllEtablissements([other])).rejects.toThrow(/activitePrincipaleEtablissement/);

    const gzip = fs.readFileSync(gzipCopy(STOCK, temp.dir));
    const truncated = path.join(temp.dir, 'truncated.csv.gz');
    fs.writeFileSync(truncated, gzip.subarray(0, Math.floor(gzip.length / 2)));
    await expect(readAllEtablissements([truncated])).rejects.toThrow(/truncated\.csv\.gz/);
  });
});
