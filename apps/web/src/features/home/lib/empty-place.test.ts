import { describe, expect, it } from 'vitest';
import { emptyPlaceText, geocodedPlaceName } from './empty-place';

describe('geocodedPlaceName', () => {
  it('names the town and its postcode, the town alone without a postcode, nothing without a town', () => {
    expect(geocodedPlaceName({ city: 'Lyon', postcode: '69001' })).toBe('Lyon (69001)');
    expect(geocodedPlaceName({ city: 'Lyon', postcode: '' })).toBe('Lyon');
    expect(geocodedPlaceName({ city: ' ', postcode: '69001' })).toBeNull();
  });
});

describe('emptyPlaceText', () => {
  it('names the place searched, and keeps the spec sentence when the place is unknown', () => {
    expect(emptyPlaceText(2, 'Lyon (69001)')).toBe('Aucune boulangerie à moins de 2 km autour de Lyon (69001).');
    expect(emptyPlaceText(10, null)).toBe('Aucune boulangerie à moins de 10 km de votre position.');
  });
});
