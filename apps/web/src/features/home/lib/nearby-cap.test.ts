import { NEARBY_RESULTS_CAP } from '@fournil/shared';
import { describe, expect, it } from 'vitest';
import { isNearbyCapped, NEARBY_CAP_TEXT } from './nearby-cap';

describe('the nearby cap', () => {
  it('applies to a list as long as the cap, not to a shorter one', () => {
    expect(isNearbyCapped(NEARBY_RESULTS_CAP)).toBe(true);
    expect(isNearbyCapped(NEARBY_RESULTS_CAP - 1)).toBe(false);
  });

  it('is said in French with the cap as a French number', () => {
    expect(NEARBY_CAP_TEXT).toBe('Les 500 boulangeries les plus proches sont affichées');
  });
});
