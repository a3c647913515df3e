import type { TLatLng, TRouteMode } from '@fournil/shared';

export type TExternalDirections = { app: 'Plans' | 'Google Maps' | 'Waze'; href: string };

const GOOGLE_TRAVEL_MODE: Record<TRouteMode, string> = { driving: 'driving', walking: 'walking', cycling: 'bicycling' };
/** Apple Plans knows driving (d) and walking (w); with no flag it picks the visitor's usual mode. */
const APPLE_DIRECTION_FLAG: Partial<Record<TRouteMode, string>> = { driving: 'd', walking: 'w' };

/**
 * The same trip in the visitor's own map apps, from where the phone is to the bakery, for when our
 * router cannot answer (docs/visitor-screens.md, "Directions"). Waze drives only.
 */
export function externalDirections(to: TLatLng, mode: TRouteMode): TExternalDirections[] {
  const point = `${to.lat.toFixed(6)},${to.lng.toFixed(6)}`;
  const apple = new URLSearchParams({ daddr: point });
  const flag = APPLE_DIRECTION_FLAG[mode];
  if (flag) apple.set('dirflg', flag);
  const google = new URLSearchParams({ api: '1', destination: point, travelmode: GOOGLE_TRAVEL_MODE[mode] });
  const waze = new URLSearchParams({ ll: point, navigate: 'yes' });
  return [
    { app: 'Plans', href: `https://maps.apple.com/?${apple}` },
    { app: 'Google Maps', href: `https://www.google.com/maps/dir/?${google}` },
    { app: 'Waze', href: `https://waze.com/ul?${waze}` },
  ];
}
