import { describe, expect, it } from 'vitest';
import { listBounds, listFitKey } from './list-bounds';

describe('listBounds', () => {
  it('spans every placed bakery and the search centre', () => {
    const bakeries = [
      { latitude: 46.16, longitude: -1.15 },
      { latitude: 46.17, longitude: -1.13 },
      { latitude: Number.NaN, longitude: 2 },
    ];
    expect(listBounds(bakeries, { lat: 46.15, lng: -1.16 })).toEqual([
      [-1.16, 46.15],
      [-1.13, 46.17],
    ]);
  });

  it('has nothing to fit without a placed bakery', () => {
    expect(listBounds([], { lat: 46.15, lng: -1.16 })).toBeNull();
  });
});

describe('listFitKey', () => {
  it('changes with the list, not with a card changed in place', () => {
    expect(listFitKey([{ id: 3 }, { id: 7 }])).toBe('3,7');
    expect(listFitKey([{ id: 3 }])).not.toBe(listFitKey([{ id: 3 }, { id: 7 }]));
  });
});
