import { describe, expect, it } from 'vitest';
import { streetOf } from './street-of';

describe('streetOf', () => {
  it('keeps the street of a geocoder label', () => {
    expect(streetOf({ label: '12 Rue du Four 75006 Paris', city: 'Paris', postcode: '75006', lat: 0, lng: 0 })).toBe('12 Rue du Four');
  });

  it('keeps the whole label when it does not end with the postcode and city', () => {
    expect(streetOf({ label: 'Place Bellecour, Lyon', city: 'Lyon', postcode: '69002', lat: 0, lng: 0 })).toBe('Place Bellecour, Lyon');
  });
});
