import { describe, expect, it } from 'vitest';
import { ZLngLat, ZRouteMode, ZRouteSummary } from './geo.schemas.js';

describe('geo schemas', () => {
  it('accepts a position and refuses an impossible one in French', () => {
    expect(ZLngLat.parse({ lng: 2.3488, lat: 48.8534 })).toEqual({ lng: 2.3488, lat: 48.8534 });
    const result = ZLngLat.safeParse({ lng: 200, lat: -91 });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Longitude invalide.', 'Latitude invalide.']);
  });

  it('knows the three route modes', () => {
    expect(ZRouteMode.options).toEqual(['driving', 'walking', 'cycling']);
  });

  it('accepts an unavailable mode without distance and an available one with a line', () => {
    expect(ZRouteSummary.safeParse({ mode: 'cycling', available: false }).success).toBe(true);
    const route = {
      mode: 'walking',
      available: true,
      distance_km: 1.2,
      duration_min: 15,
      geometry: [
        [2.3488, 48.8534],
        [2.35, 48.86],
      ],
    };
    expect(ZRouteSummary.parse(route)).toEqual(route);
    expect(ZRouteSummary.safeParse({ ...route, geometry: [[2.3]] }).success).toBe(false);
  });
});
