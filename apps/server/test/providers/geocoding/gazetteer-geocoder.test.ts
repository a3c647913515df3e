// The offline gazetteer (docs/third-party-services.md, "Base Adresse Nationale", offline adapter): the
// municipal arrondissements answer their own postcodes, and a street address never falls back to a
// town of the same name. The arrondissement centres come from a fixture in geo.api.gouv.fr's export
// shape (five of the 45, rounded): what is tested is how the gazetteer uses them, not the figures.
import fs from 'node:fs';
import { haversineKm } from '@fournil/shared';
import { describe, expect, it } from 'vitest';
import { GazetteerGeocoder, StreetAddressNeedsPostcodeError, type RawCentre } from '../../../src/providers/geocoding/index.js';
import { startsWithStreetNumber } from '../../../src/providers/geocoding/gazetteer-geocoder.js';

const FIXTURE = new URL('../../fixtures/arrondissements-municipaux.json', import.meta.url);
const centres = JSON.parse(fs.readFileSync(FIXTURE, 'utf8')) as RawCentre[];
const centreOf = (code: string) => {
  const [lng, lat] = centres.find((centre) => centre.code === code)!.centre!.coordinates;
  return { lat, lng };
};

const withArrondissements = new GazetteerGeocoder({ arrondissementCentres: () => centres });
const communesOnly = new GazetteerGeocoder();

describe('GazetteerGeocoder: municipal arrondissements', () => {
  it('places a Paris 19e address at the 19e arrondissement centre, not at the centre of Paris', async () => {
    const result = await withArrondissements.search('8 rue des Lilas 75019 Paris');
    expect(result).toEqual({
      label: 'Paris 19e Arrondissement (75019)',
      ...centreOf('75119'),
      city: 'Paris',
      postcode: '75019',
      position_approximative: true,
    });
    const paris = (await withArrondissements.search('Paris'))!;
    expect(paris.label).toBe('Paris (75001)');
    expect(haversineKm(paris, result!)).toBeGreaterThan(3);
  });

  it('reads 75116 as the 16e, 69002 as Lyon 2e and 13001 as Marseille 1er, each with its commune as the town', async () => {
    expect(await withArrondissements.search('75116')).toMatchObject({
      label: 'Paris 16e Arrondissement (75116)',
      city: 'Paris',
      ...centreOf('75116'),
    });
    expect(await withArrondissements.search('3 place Bellecour, 69002 Lyon')).toMatchObject({
      city: 'Lyon',
      postcode: '69002',
      ...centreOf('69382'),
    });
    expect(await withArrondissements.search('13001 Marseille')).toMatchObject({
      city: 'Marseille',
      postcode: '13001',
      ...centreOf('13201'),
    });
  });

  it('without arrondissement centres, answers the commune centre for the postcode, still approximate', async () => {
    const result = await communesOnly.search('8 rue des Lilas 75019 Paris');
    expect(result).toMatchObject({ label: 'Paris (75019)', city: 'Paris', postcode: '75019', position_approximative: true });
  });

  it('gives the nearest arrondissement centre in reverse', async () => {
    const near19e = centreOf('75119');
    expect(await withArrondissements.reverse(near19e.lat + 0.001, near19e.lng)).toMatchObject({
      label: 'Paris 19e Arrondissement (75019)',
      city: 'Paris',
    });
  });

  it('suggests an arrondissement for its postcode, and Paris once rather than for every Paris postcode', async () => {
    const found = await withArrondissements.suggest('75019', 5);
    expect(found.places.map((place) => place.label)).toEqual(['Paris 19e Arrondissement (75019)']);
    expect(found.isAddressSearchDown).toBe(true);
  });
});

describe('GazetteerGeocoder: a street address never falls back to a homonym town', () => {
  it('refuses « 12 rue de la Roquette » without a postcode rather than answer La Roquette (27700)', async () => {
    await expect(withArrondissements.search('12 rue de la Roquette')).rejects.toBeInstanceOf(StreetAddressNeedsPostcodeError);
    await expect(communesOnly.search('12 rue de la Roquette Paris')).rejects.toBeInstanceOf(StreetAddressNeedsPostcodeError);
    await expect(communesOnly.search('3 bis avenue de Savenay')).rejects.toBeInstanceOf(StreetAddressNeedsPostcodeError);
  });

  it('answers the same street with its postcode, and a bare town name as before', async () => {
    expect(await withArrondissements.search('12 rue de la Roquette 75011')).toMatchObject({
      city: 'Paris',
      postcode: '75011',
      ...centreOf('75111'),
    });
    expect(await communesOnly.search('La Roquette')).toMatchObject({ city: 'La Roquette', postcode: '27700' });
    expect(await communesOnly.search('rue de la Paix Savenay')).toMatchObject({ city: 'Savenay' });
  });

  it('reads a house number, with or without bis/ter, as a street address, and a lone postcode or a town as not', () => {
    for (const q of ['8 rue des Lilas', '12bis rue X', '3 ter, place Y', '1 A chemin Z']) expect(startsWithStreetNumber(q), q).toBe(true);
    for (const q of ['75019', '44260 Savenay', 'Savenay', 'rue des Lilas 8']) expect(startsWithStreetNumber(q), q).toBe(false);
  });
});
