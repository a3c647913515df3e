// Which Sirene rows are listed bakeries and what they become (docs/open-data.md, "Importing from Sirene"): the
// rules one at a time on rows built here, the readable case, the street types, and Lambert 93 to WGS 84.
import { describe, expect, it } from 'vitest';
import { etablissementFromRow } from '../../../../src/modules/open-data/sirene/etablissement-from-row.js';
import { lambert93ToWgs84 } from '../../../../src/modules/open-data/sirene/lambert93.js';
import { houseNumberOf, readableCase, streetTypeOf } from '../../../../src/modules/open-data/sirene/readable-case.js';
import { sireneNameOf } from '../../../../src/modules/open-data/sirene/sirene-listing-facts.js';
import type { TSireneRow } from '../../../../src/modules/open-data/sirene/sirene-types.js';

/** Metres between two WGS 84 points (haversine, the Earth's mean radius). */
function metres(a: { longitude: number; latitude: number }, b: { longitude: number; latitude: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.sqrt(h));
}

const ROW: TSireneRow = {
  siret: '41234567000019',
  statutDiffusionEtablissement: 'O',
  etatAdministratifEtablissement: 'A',
  activitePrincipaleEtablissement: '10.71C',
  enseigne1Etablissement: 'BOULANGERIE DU MARCHE',
  denominationUsuelleEtablissement: '',
  complementAdresseEtablissement: '',
  numeroVoieEtablissement: '12',
  indiceRepetitionEtablissement: 'B',
  typeVoieEtablissement: 'RUE',
  libelleVoieEtablissement: 'DES LILAS',
  codePostalEtablissement: '75011',
  libelleCommuneEtablissement: 'PARIS 11',
  coordonneeLambertAbscisseEtablissement: '700000',
  coordonneeLambertOrdonneeEtablissement: '6600000',
};

const skipOf = (changes: Record<string, string | undefined>) => {
  const result = etablissementFromRow({ ...ROW, ...changes });
  return result.kind === 'skip' ? result.reason : 'kept';
};

describe('a Sirene row', () => {
  it('is kept with its SIRET, its sign in readable case, its address written out and its position', () => {
    const result = etablissementFromRow(ROW);
    expect(result).toEqual({
      kind: 'keep',
      etablissement: {
        siret: '41234567000019',
        naf: '10.71C',
        closed: false,
        position: { longitude: expect.closeTo(3, 9), latitude: expect.closeTo(46.5, 9), from: 'lambert93' },
        sign: 'Boulangerie du Marche',
        housenumber: '12 bis',
        street: 'rue des Lilas',
        postcode: '75011',
        city: 'Paris 11',
      },
    });
  });

  it('is kept for 10.71B, 10.71C, 10.71D and 47.24Z (also written 1071C), never for 10.71A nor another trade', () => {
    for (const naf of ['10.71B', '10.71C', '10.71D', '47.24Z', '1071C'])
      expect(skipOf({ activitePrincipaleEtablissement: naf })).toBe('kept');
    expect(skipOf({ activitePrincipaleEtablissement: '10.71A' })).toBe('industrial-bakery');
    expect(skipOf({ activitePrincipaleEtablissement: '56.10A' })).toBe('not-a-bakery');
    expect(skipOf({ activitePrincipaleEtablissement: '' })).toBe('not-a-bakery');
  });

  it('is a closed record when the établissement is closed (F), and skipped when its state is unknown', () => {
    const closed = etablissementFromRow({ ...ROW, etatAdministratifEtablissement: 'F' });
    expect(closed).toMatchObject({ kind: 'keep', etablissement: { closed: true } });
    expect(skipOf({ etatAdministratifEtablissement: '' })).toBe('unknown-state');
  });

  it('is never kept under partial diffusion, nor at a home address (CHEZ, APP…), nor with a SIRET that fails its check', () => {
    expect(skipOf({ statutDiffusionEtablissement: 'P' })).toBe('partial-diffusion');
    expect(skipOf({ statutDiffusionEtablissement: 'N' })).toBe('partial-diffusion');
    for (const complement of ['CHEZ MME DURAND', 'APPT 12', 'BAT B APPARTEMENT 3', 'RES LES PINS, CHEZ M. X']) {
      expect(skipOf({ complementAdresseEtablissement: complement })).toBe('home-address');
    }
    // A word that merely contains the letters is no home.
    expect(skipOf({ complementAdresseEtablissement: 'CENTRE COMMERCIAL LES SANCHEZIERES' })).toBe('kept');
    expect(skipOf({ complementAdresseEtablissement: 'ZONE DE LAPPE' })).toBe('kept');
    expect(skipOf({ siret: '41234567000018' })).toBe('invalid-siret');
  });

  it('has no position with [ND], empty or non-numeric coordinates, nor outside metropolitan Lambert 93 (overseas UTM)', () => {
    expect(skipOf({ coordonneeLambertAbscisseEtablissement: '[ND]', coordonneeLambertOrdonneeEtablissement: '[ND]' })).toBe('no-position');
    expect(skipOf({ coordonneeLambertAbscisseEtablissement: '' })).toBe('no-position');
    expect(skipOf({ coordonneeLambertOrdonneeEtablissement: '66OOOOO' })).toBe('no-position');
    // Réunion, UTM 40S.
    expect(skipOf({ coordonneeLambertAbscisseEtablissement: '338500', coordonneeLambertOrdonneeEtablissement: '7689300' })).toBe(
      'no-position',
    );
  });

  it('takes the BAN longitude/latitude when the file has them, overseas too, and Lambert 93 when they are empty', () => {
    const geo = etablissementFromRow({ ...ROW, longitude: '55.4504', latitude: '-20.8789' });
    expect(geo).toMatchObject({
      kind: 'keep',
      etablissement: { position: { longitude: 55.4504, latitude: -20.8789, from: 'longitude-latitude' } },
    });
    const empty = etablissementFromRow({ ...ROW, longitude: '', latitude: '' });
    expect(empty).toMatchObject({ kind: 'keep', etablissement: { position: { from: 'lambert93' } } });
  });

  it('is named by its enseigne, else its usual name, never by the legal unit nor a person; [ND] is no value', () => {
    const person = { nomUniteLegale: 'DUPONTEL', prenom1UniteLegale: 'GERTRUDE', denominationUniteLegale: 'DUPONTEL SARL' };
    const usual = etablissementFromRow({
      ...ROW,
      ...person,
      enseigne1Etablissement: '[ND]',
      denominationUsuelleEtablissement: "LE FOURNIL DE L'EGLISE",
    });
    expect(usual).toMatchObject({ kind: 'keep', etablissement: { sign: "Le Fournil de l'Eglise" } });
    const none = etablissementFromRow({
      ...ROW,
      ...person,
      enseigne1Etablissement: '',
      libelleVoieEtablissement: '[ND]',
      typeVoieEtablissement: '[ND]',
    });
    expect(none.kind).toBe('keep');
    if (none.kind !== 'keep') return;
    expect(none.etablissement).toMatchObject({ sign: null, street: null, city: 'Paris 11' });
    expect(JSON.stringify(none.etablissement)).not.toMatch(/dupontel|gertrude/i);
    expect(sireneNameOf(none.etablissement)).toBe('Boulangerie, Paris 11');
  });
});

describe('the name of an établissement without a sign', () => {
  it('is « Boulangerie » (« Pâtisserie » for 10.71D) and its street, else its town, else the word alone', () => {
    const base = { sign: null, naf: '10.71C', street: 'rue des Lilas', city: 'Paris 11' } as const;
    expect(sireneNameOf(base)).toBe('Boulangerie, rue des Lilas');
    expect(sireneNameOf({ ...base, naf: '10.71D' })).toBe('Pâtisserie, rue des Lilas');
    expect(sireneNameOf({ ...base, street: null })).toBe('Boulangerie, Paris 11');
    expect(sireneNameOf({ ...base, street: null, city: null })).toBe('Boulangerie');
    expect(sireneNameOf({ ...base, sign: 'Au Bon Pain' })).toBe('Au Bon Pain');
  });
});

describe('the readable case', () => {
  it('capitalises words, lowers the small French words, keeps digits, and restores no accent', () => {
    expect(readableCase('BOULANGERIE DU MARCHE')).toBe('Boulangerie du Marche');
    expect(readableCase("L'EPI D'OR")).toBe("L'Epi d'Or");
    expect(readableCase('AUX DELICES DE SAINT-GERMAIN-EN-LAYE')).toBe('Aux Delices de Saint-Germain-en-Laye');
    expect(readableCase('LE PAIN ET LES ROSES AU 2EME')).toBe('Le Pain et les Roses au 2eme');
    expect(readableCase('  BOULOGNE-SUR-MER ')).toBe('Boulogne-sur-Mer');
    expect(readableCase('LYON 3EME')).toBe('Lyon 3eme');
  });

  it('writes the street types out and the repetition index as bis, ter, quater', () => {
    expect(['RUE', 'AV', 'BD', 'PL', 'CHE', 'RTE', 'IMP', 'ALL', 'QUAI', 'CRS', 'SQ'].map(streetTypeOf)).toEqual([
      'rue',
      'avenue',
      'boulevard',
      'place',
      'chemin',
      'route',
      'impasse',
      'allée',
      'quai',
      'cours',
      'square',
    ]);
    expect(streetTypeOf('XYZ')).toBe('xyz');
    expect([houseNumberOf('12', 'B'), houseNumberOf('3', 'T'), houseNumberOf('5', 'Q'), houseNumberOf('7', 'A')]).toEqual([
      '12 bis',
      '3 ter',
      '5 quater',
      '7A',
    ]);
    expect(houseNumberOf(null, 'B')).toBeNull();
  });
});

describe('Lambert 93', () => {
  it('(700000, 6600000) is (lon 3, lat 46.5), the projection origin, within 1 m', () => {
    const point = lambert93ToWgs84(700_000, 6_600_000);
    expect(point).not.toBeNull();
    expect(metres(point!, { longitude: 3, latitude: 46.5 })).toBeLessThan(1);
  });

  it('keeps the central meridian at 3° E, and puts a Paris 11e point in Paris', () => {
    expect(lambert93ToWgs84(700_000, 6_900_000)!.longitude).toBeCloseTo(3, 9);
    const paris = lambert93ToWgs84(654_321.5, 6_862_109.8)!;
    expect(paris.longitude).toBeGreaterThan(2.35);
    expect(paris.longitude).toBeLessThan(2.4);
    expect(paris.latitude).toBeGreaterThan(48.84);
    expect(paris.latitude).toBeLessThan(48.87);
  });

  it('refuses points outside metropolitan France and non-finite numbers', () => {
    expect(lambert93ToWgs84(338_500, 7_689_300)).toBeNull();
    expect(lambert93ToWgs84(680_000, 1_780_000)).toBeNull();
    expect(lambert93ToWgs84(Number.NaN, 6_600_000)).toBeNull();
  });
});
