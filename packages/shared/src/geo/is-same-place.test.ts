import { describe, expect, it } from 'vitest';
import { isSameCity, isSamePostcode } from './is-same-place.js';

describe('isSameCity', () => {
  it('ignores case, accents, spaces, hyphens and apostrophes', () => {
    expect(isSameCity('Saint-Étienne', 'saint etienne')).toBe(true);
    expect(isSameCity('L’Haÿ-les-Roses', "l'hay les roses")).toBe(true);
    expect(isSameCity('  Paris ', 'PARIS')).toBe(true);
    expect(isSameCity('Villeneuve-d’Ascq', 'Villeneuve d Ascq')).toBe(true);
  });

  it('tells different cities apart', () => {
    expect(isSameCity('Paris', 'Lyon')).toBe(false);
    expect(isSameCity('Saint-Denis', 'Saint-Deni')).toBe(false);
  });
});

describe('isSamePostcode', () => {
  it('ignores spaces', () => {
    expect(isSamePostcode('75 004', '75004')).toBe(true);
    expect(isSamePostcode(' 69001', '69001 ')).toBe(true);
  });

  it('tells different postcodes apart', () => {
    expect(isSamePostcode('75004', '75005')).toBe(false);
    expect(isSamePostcode('', '75005')).toBe(false);
  });
});
