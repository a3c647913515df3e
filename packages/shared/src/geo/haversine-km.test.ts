import { describe, expect, it } from 'vitest';
import { haversineKm } from './haversine-km.js';

// City-hall / landmark coordinates; expected values computed with the haversine formula, R = 6371 km.
const paris = { lat: 48.8566, lng: 2.3522 };
const lyon = { lat: 45.764, lng: 4.8357 };
const marseille = { lat: 43.2965, lng: 5.3698 };
const notreDame = { lat: 48.853, lng: 2.3499 };
const eiffelTower = { lat: 48.8584, lng: 2.2945 };

describe('haversineKm', () => {
  it('measures Paris–Lyon as about 391.5 km', () => {
    expect(haversineKm(paris, lyon)).toBeCloseTo(391.5, 1);
  });

  it('measures Paris–Marseille as about 660.5 km', () => {
    expect(haversineKm(paris, marseille)).toBeCloseTo(660.5, 1);
  });

  it('measures Notre-Dame–Eiffel Tower as about 4.1 km', () => {
    expect(haversineKm(notreDame, eiffelTower)).toBeCloseTo(4.097, 2);
  });

  it('is zero for the same point and symmetric', () => {
    expect(haversineKm(paris, paris)).toBe(0);
    expect(haversineKm(lyon, paris)).toBeCloseTo(haversineKm(paris, lyon), 9);
  });

  it('gives half the earth circumference for antipodes', () => {
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * 6371, 6);
  });

  it('gives 111.19 km for one degree of latitude', () => {
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111.195, 3);
  });
});
