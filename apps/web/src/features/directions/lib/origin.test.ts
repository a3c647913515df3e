import { describe, expect, it } from 'vitest';
import { GEOLOCATION_UNSUPPORTED, geolocationFailureReason, originPosition } from './origin';

describe('geolocationFailureReason', () => {
  it('says the browser has no geolocation, or that the position could not be read', () => {
    expect(geolocationFailureReason('unsupported')).toBe(GEOLOCATION_UNSUPPORTED);
    expect(GEOLOCATION_UNSUPPORTED).toBe('Géolocalisation non supportée');
    expect(geolocationFailureReason('denied')).toBe('Impossible de récupérer la position.');
    expect(geolocationFailureReason('failed')).toBe('Impossible de récupérer la position.');
  });
});

describe('originPosition', () => {
  const lyon = { lat: 45.7578, lng: 4.832 };

  it('is unknown while locating', () => {
    expect(originPosition({ status: 'locating' })).toBeNull();
  });

  it('is the browser position when there is one', () => {
    expect(originPosition({ status: 'located', position: lyon })).toEqual(lyon);
  });

  it('waits for the visitor’s address when there is no browser position, never a default centre', () => {
    expect(originPosition({ status: 'address', reason: 'Impossible de récupérer la position.', start: null })).toBeNull();
  });

  it('is the chosen address once the geocoder found it', () => {
    expect(originPosition({ status: 'address', reason: 'x', start: { label: 'Place Bellecour 69002 Lyon', position: lyon } })).toEqual(
      lyon,
    );
  });
});
