import { describe, expect, it } from 'vitest';
import { OSM_SOURCE_CREDIT, sireneCredit, sourceCredits } from './source-credits.js';

describe('source credits of a bakery page', () => {
  it('words the Sirene credit with the French long date of its last import', () => {
    expect(sireneCredit('2026-11-12')).toBe('Insee, base Sirene (Licence Ouverte), mise à jour le 12 novembre 2026');
    expect(sireneCredit('2026-12-01')).toBe('Insee, base Sirene (Licence Ouverte), mise à jour le 1er décembre 2026');
  });

  it('credits OpenStreetMap with its copyright page and the ODbL', () => {
    expect(OSM_SOURCE_CREDIT).toEqual({
      text: "© les contributeurs d'OpenStreetMap",
      href: 'https://www.openstreetmap.org/copyright',
      licence: '(ODbL)',
    });
  });

  it('says which sources to credit: none without records, the latest Sirene date', () => {
    expect(sourceCredits([])).toBeNull();
    expect(sourceCredits(undefined)).toBeNull();
    expect(sourceCredits([{ source: 'osm', id: 'node/1', url: 'https://www.openstreetmap.org/node/1', maj: '2026-11-01' }])).toEqual({
      osm: true,
      sireneMaj: null,
    });
    expect(
      sourceCredits([
        { source: 'sirene', siret: '12345678900017', maj: '2026-10-01' },
        { source: 'sirene', siret: '12345678900025', maj: '2026-11-12' },
      ]),
    ).toEqual({ osm: false, sireneMaj: '2026-11-12' });
  });
});
