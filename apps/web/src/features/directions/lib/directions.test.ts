import { describe, expect, it } from 'vitest';
import { parseDirectionsParams } from './parse-directions-params';
import { getShortestMode } from './shortest-mode';

describe('parseDirectionsParams', () => {
  it('reads lng, lat, nom and id', () => {
    expect(parseDirectionsParams(new URLSearchParams('lng=2.35&lat=48.85&nom=Au%20Bon%20Pain&id=12'))).toEqual({
      lng: 2.35,
      lat: 48.85,
      nom: 'Au Bon Pain',
      id: 12,
    });
  });

  it('refuses missing, blank, non-numeric or out-of-range coordinates', () => {
    for (const query of ['lat=48.85', 'lng=&lat=48.85', 'lng=abc&lat=48.85', 'lng=2.35&lat=91', 'lng=2,35&lat=48.85']) {
      expect(parseDirectionsParams(new URLSearchParams(query))).toBeNull();
    }
  });

  it('ignores an id that is not a positive integer', () => {
    expect(parseDirectionsParams(new URLSearchParams('lng=2&lat=48&id=abc'))?.id).toBeNull();
  });
});

describe('getShortestMode', () => {
  it('tags the available route with the shortest distance', () => {
    expect(
      getShortestMode([
        { mode: 'driving', available: true, distance_km: 2.4, duration_min: 8 },
        { mode: 'walking', available: true, distance_km: 1.9, duration_min: 24 },
        { mode: 'cycling', available: false },
      ]),
    ).toBe('walking');
  });

  it('is null when no mode is available or still loading', () => {
    expect(getShortestMode([undefined, { mode: 'walking', available: false }, undefined])).toBeNull();
  });
});
