import { describe, expect, it } from 'vitest';
import { ROUTE_MAX_KM } from '../constants.js';
import { GEO_MESSAGES, ZLngLat, ZRouteMode, ZRouteQuery, ZRouteSummary } from './geo.schemas.js';

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

  it(`refuses a trip longer than ${ROUTE_MAX_KM} km as the crow flies on from_lat, in French`, () => {
    // Paris → Orléans (~111 km) is a trip; Paris → Lyon (~392 km) is not.
    const orleans = { mode: 'driving', from_lat: '47.9029', from_lng: '1.9093', to_lat: '48.8534', to_lng: '2.3488' };
    expect(ZRouteQuery.safeParse(orleans).success).toBe(true);
    const lyon = ZRouteQuery.safeParse({ ...orleans, from_lat: '45.764', from_lng: '4.8357' });
    expect(lyon.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([[[], GEO_MESSAGES.tripTooLong]]);
    expect(GEO_MESSAGES.tripTooLong).toBe("Point de départ trop éloigné : l'itinéraire est limité à 200 km à vol d'oiseau.");
  });
});
