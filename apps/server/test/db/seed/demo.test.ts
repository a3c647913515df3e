// The demo's addresses read true (docs/demo-data.md): each bakery's coordinates lie near the town hall
// of the town or arrondissement its postcode names, the 2 km / 10 km rings hold, and the
// presentation names the arrondissement with a French ordinal (« 4e », « 1er »).
import { DEFAULT_CENTER, haversineKm } from '@fournil/shared';
import { describe, expect, it } from 'vitest';
import { buildDemoBakeries } from '../../../src/db/seed/demo.js';

/** Town halls (mairies) of the towns and arrondissements the demo uses, by postcode. */
const TOWN_HALLS: Record<string, { ville: string; lat: number; lng: number }> = {
  '75001': { ville: 'Paris', lat: 48.8597, lng: 2.3411 },
  '75002': { ville: 'Paris', lat: 48.8665, lng: 2.341 },
  '75003': { ville: 'Paris', lat: 48.8636, lng: 2.3605 },
  '75004': { ville: 'Paris', lat: 48.8564, lng: 2.3544 },
  '75005': { ville: 'Paris', lat: 48.8462, lng: 2.3444 },
  '75006': { ville: 'Paris', lat: 48.851, lng: 2.3326 },
  '75007': { ville: 'Paris', lat: 48.8567, lng: 2.3203 },
  '75010': { ville: 'Paris', lat: 48.8718, lng: 2.3575 },
  '75011': { ville: 'Paris', lat: 48.8575, lng: 2.3795 },
  '75012': { ville: 'Paris', lat: 48.8407, lng: 2.3877 },
  '75014': { ville: 'Paris', lat: 48.8331, lng: 2.3265 },
  '75015': { ville: 'Paris', lat: 48.8414, lng: 2.3003 },
  '75017': { ville: 'Paris', lat: 48.8846, lng: 2.3218 },
  '75018': { ville: 'Paris', lat: 48.8924, lng: 2.3444 },
  '75019': { ville: 'Paris', lat: 48.8827, lng: 2.3817 },
  '75020': { ville: 'Paris', lat: 48.865, lng: 2.3988 },
  '92100': { ville: 'Boulogne-Billancourt', lat: 48.8352, lng: 2.241 },
  '92120': { ville: 'Montrouge', lat: 48.8164, lng: 2.3166 },
  '92130': { ville: 'Issy-les-Moulineaux', lat: 48.824, lng: 2.27 },
  '92300': { ville: 'Levallois-Perret', lat: 48.8947, lng: 2.2873 },
  '93100': { ville: 'Montreuil', lat: 48.8617, lng: 2.443 },
  '93400': { ville: 'Saint-Ouen-sur-Seine', lat: 48.912, lng: 2.3342 },
  '93500': { ville: 'Pantin', lat: 48.8944, lng: 2.4093 },
  '94200': { ville: 'Ivry-sur-Seine', lat: 48.8136, lng: 2.3848 },
  '94220': { ville: 'Charenton-le-Pont', lat: 48.8213, lng: 2.4144 },
  '94300': { ville: 'Vincennes', lat: 48.8473, lng: 2.4393 },
};

const demo = buildDemoBakeries();

describe('the demo bakeries', () => {
  it('are 40, each at a numbered street address with a distinct name', () => {
    expect(demo).toHaveLength(40);
    expect(new Set(demo.map((bakery) => bakery.nom)).size).toBe(40);
    for (const bakery of demo) expect(bakery.adresse_postale).toMatch(/^\d+ (rue|avenue|boulevard|quai|route|place) \S/);
  });

  it.each(demo.map((bakery) => [bakery.nom, bakery] as const))('%s: town and coordinates match its postcode', (_, bakery) => {
    const townHall = TOWN_HALLS[bakery.code_postal_boulangerie];
    expect(townHall, bakery.code_postal_boulangerie).toBeDefined();
    expect(bakery.ville).toBe(townHall!.ville);
    expect(haversineKm(townHall!, { lat: bakery.latitude, lng: bakery.longitude })).toBeLessThan(2);
  });

  it('put every third one within 2 km of the default centre and the others between 2.2 and 9.8 km', () => {
    demo.forEach((bakery, index) => {
      const km = haversineKm(DEFAULT_CENTER, { lat: bakery.latitude, lng: bakery.longitude });
      if (index % 3 === 0) {
        expect(km, bakery.nom).toBeLessThan(2);
      } else {
        expect(km, bakery.nom).toBeGreaterThan(2.2);
        expect(km, bakery.nom).toBeLessThan(9.8);
      }
    });
  });

  it('name the arrondissement with a French ordinal in their presentation', () => {
    const presentations = demo.map((bakery) => bakery.presentation);
    expect(presentations).toContain(
      'Le Comptoir du Boulanger vous accueille dans le 1er arrondissement. Pains, viennoiseries et pâtisseries sont préparés sur place chaque matin.',
    );
    expect(presentations.find((text) => text.startsWith('Boulangerie du Marais'))).toContain('dans le 4e arrondissement');
    expect(presentations.find((text) => text.startsWith('Aux Trois Épis'))).toContain('à Montreuil');
    for (const text of presentations) expect(text).not.toMatch(/\b0\de\b|ème|°/);
  });
});
