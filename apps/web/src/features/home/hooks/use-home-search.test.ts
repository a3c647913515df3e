import { describe, expect, it } from 'vitest';
import { readHomeSearch } from './use-home-search';

describe('readHomeSearch', () => {
  it('defaults to 2 km around the position', () => {
    expect(readHomeSearch(new URLSearchParams())).toEqual({ radius: 2, place: null });
  });

  it('reads the 10 km toggle and refuses other radii', () => {
    expect(readHomeSearch(new URLSearchParams('rayon=10')).radius).toBe(10);
    expect(readHomeSearch(new URLSearchParams('rayon=37')).radius).toBe(2);
    expect(readHomeSearch(new URLSearchParams('rayon=abc')).radius).toBe(2);
  });

  it('reads a searched place only when complete and valid', () => {
    expect(readHomeSearch(new URLSearchParams('lieu=Lyon&lat=45.76&lng=4.83')).place).toEqual({ label: 'Lyon', lat: 45.76, lng: 4.83 });
    expect(readHomeSearch(new URLSearchParams('lieu=Lyon&lat=95&lng=4.83')).place).toBeNull();
    expect(readHomeSearch(new URLSearchParams('lat=45.76&lng=4.83')).place).toBeNull();
  });
});
