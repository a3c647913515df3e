import { formatCount, NEARBY_RESULTS_CAP } from '@fournil/shared';

/**
 * The nearby search keeps only the nearest NEARBY_RESULTS_CAP bakeries (docs/nearby-search.md,
 * "Cap"). A full list means the cap may have applied: the live feed's lists carry no header, so the
 * count decides, and the sentence stays true either way.
 */
export function isNearbyCapped(count: number): boolean {
  return count >= NEARBY_RESULTS_CAP;
}

/** « Les 500 boulangeries les plus proches sont affichées ». */
export const NEARBY_CAP_TEXT = `Les ${formatCount(NEARBY_RESULTS_CAP)} boulangeries les plus proches sont affichées`;
