import { describe, expect, it } from 'vitest';
import { arrondissementCity, countPlaces, formatPlaceCount, groupArrondissements } from './count-places.js';

const paris = Array.from({ length: 20 }, (_, i) => `750${String(i + 1).padStart(2, '0')}`);

describe('arrondissementCity', () => {
  it('names the city of an arrondissement’s postcode, and nothing for another town', () => {
    expect(arrondissementCity('75004')).toBe('Paris');
    expect(arrondissementCity('75116')).toBe('Paris');
    expect(arrondissementCity('69003')).toBe('Lyon');
    expect(arrondissementCity(' 13016 ')).toBe('Marseille');
    expect(arrondissementCity('13100')).toBeNull();
    expect(arrondissementCity('69010')).toBeNull();
    expect(arrondissementCity('54300')).toBeNull();
  });
});

describe('countPlaces', () => {
  it('counts a city with arrondissements once as a ville, and its arrondissements apart', () => {
    expect(countPlaces(['13001', '13002', '13100', '13500'])).toEqual({ villes: 3, arrondissements: 2 });
    expect(countPlaces(['69001', '69004', '69009', '69100', '13008'])).toEqual({ villes: 3, arrondissements: 4 });
    expect(countPlaces(['54300', '54000'])).toEqual({ villes: 2, arrondissements: 0 });
    expect(countPlaces([])).toEqual({ villes: 0, arrondissements: 0 });
  });

  it('counts the two postcodes of Paris 16e as one arrondissement', () => {
    expect(countPlaces([...paris, '75116'])).toEqual({ villes: 1, arrondissements: 20 });
  });
});

describe('formatPlaceCount', () => {
  it('says arrondissements when the list is one city’s, villes otherwise, singular or plural', () => {
    expect(formatPlaceCount(countPlaces(paris))).toBe('20 arrondissements');
    expect(formatPlaceCount(countPlaces(['75004']))).toBe('1 arrondissement');
    expect(formatPlaceCount(countPlaces(['13001', '13002', '13100']))).toBe('2 villes');
    expect(formatPlaceCount(countPlaces(['54300']))).toBe('1 ville');
    expect(formatPlaceCount({ villes: 1234, arrondissements: 0 })).toBe('1\u202f234 villes');
  });
});

describe('groupArrondissements', () => {
  it('gathers a city’s arrondissements under it, where its first one stood, and keeps the other towns in order', () => {
    const towns = ['13090', '13001', '13100', '13002', '13500'].map((codePostal) => ({ codePostal }));
    expect(groupArrondissements(towns)).toEqual([
      { town: { codePostal: '13090' } },
      { city: 'Marseille', arrondissements: 2, towns: [{ codePostal: '13001' }, { codePostal: '13002' }] },
      { town: { codePostal: '13100' } },
      { town: { codePostal: '13500' } },
    ]);
  });
});
