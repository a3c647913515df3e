import { haversineKm, type TLatLng } from '@fournil/shared';
import { useState } from 'react';

/** Moves less than this and the list is not searched again (GPS jitter). */
export const POSITION_CHANGE_THRESHOLD_KM = 0.05;

/** The position, changing only when the visitor has moved more than `thresholdKm`. */
export function useStablePosition(position: TLatLng | null, thresholdKm = POSITION_CHANGE_THRESHOLD_KM): TLatLng | null {
  const [stable, setStable] = useState(position);
  if (position && (!stable || haversineKm(stable, position) > thresholdKm)) {
    setStable(position);
    return position;
  }
  return stable;
}
