import type { TLatLng } from '@fournil/shared';

/** A closed ring approximating a circle of `radiusKm` around `center` (GeoJSON [lng, lat] order). */
export function circleRing(center: TLatLng, radiusKm: number, steps = 64): Array<[number, number]> {
  const ring: Array<[number, number]> = [];
  const latRadius = radiusKm / 110.574;
  const lngRadius = radiusKm / (111.32 * Math.cos((center.lat * Math.PI) / 180));
  for (let step = 0; step <= steps; step += 1) {
    const angle = (step / steps) * 2 * Math.PI;
    ring.push([center.lng + lngRadius * Math.cos(angle), center.lat + latRadius * Math.sin(angle)]);
  }
  return ring;
}
