import type { TLatLng } from '@fournil/shared';

/** South-west and north-east corners, in MapLibre's [lng, lat] order. */
export type TBounds = [[number, number], [number, number]];

/**
 * The box the home map fits after each new list or filter (docs/visitor-screens.md, "Map (home)"): every
 * bakery shown and the search centre, so the visitor sees where they are among them. Null when there is
 * nothing to fit (no bakery placed): the map stays where it is.
 */
export function listBounds(bakeries: readonly { latitude: number; longitude: number }[], centre: TLatLng | null): TBounds | null {
  const points = bakeries.filter((bakery) => Number.isFinite(bakery.latitude) && Number.isFinite(bakery.longitude));
  if (points.length === 0) return null;
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  const extend = (lng: number, lat: number) => {
    west = Math.min(west, lng);
    east = Math.max(east, lng);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  };
  for (const point of points) extend(point.longitude, point.latitude);
  if (centre) extend(centre.lng, centre.lat);
  return [
    [west, south],
    [east, north],
  ];
}

/** What a new fit is due for: the list's bakeries, in order. A live change to one card (same ids) does not move the map. */
export function listFitKey(bakeries: readonly { id: number }[]): string {
  return bakeries.map((bakery) => bakery.id).join(',');
}
