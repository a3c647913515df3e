// One point for a GeoJSON geometry, the way a map pin needs it (docs/open-data.md, "Reading
// OpenStreetMap files"): a shop drawn as a building must get a pin inside the building, not at the
// centroid of an L-shaped outline (which can fall in the courtyard or in the neighbour's shop).
import polylabel from 'polylabel';
import type { TOsmPosition } from './osm-types.js';

type TCoordinate = [number, number];
type TRing = TCoordinate[];

/**
 * polylabel works in the coordinates' own unit, degrees here: its default precision (1) would be
 * 111 km. 1e-6° is about 0.1 m, finer than any outline a mapper draws, and still a few dozen probes
 * for a building.
 */
const POLYLABEL_PRECISION = 1e-6;

function asCoordinate(value: unknown): TCoordinate | null {
  if (!Array.isArray(value) || value.length < 2) return null;
  const [longitude, latitude] = value as unknown[];
  if (typeof longitude !== 'number' || typeof latitude !== 'number') return null;
  if (!Number.isFinite(longitude) || !Number.isFinite(latitude)) return null;
  return [longitude, latitude];
}

/** A list of coordinates, or null if any of them is not one: a half-broken outline gives no point. */
function asCoordinates(value: unknown): TCoordinate[] | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  const coordinates: TCoordinate[] = [];
  for (const item of value as unknown[]) {
    const coordinate = asCoordinate(item);
    if (!coordinate) return null;
    coordinates.push(coordinate);
  }
  return coordinates;
}

function asRings(value: unknown): TRing[] | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  const rings: TRing[] = [];
  for (const item of value as unknown[]) {
    const ring = asCoordinates(item);
    // A ring needs three corners and its closing point.
    if (!ring || ring.length < 4) return null;
    rings.push(ring);
  }
  return rings;
}

const toPosition = ([longitude, latitude]: TCoordinate): TOsmPosition => ({ latitude, longitude });

/** The shoelace area, in square degrees: only compared between parts of one feature. */
function ringArea(ring: TRing): number {
  let twice = 0;
  for (let i = 0; i < ring.length - 1; i++) {
    const [x1, y1] = ring[i] as TCoordinate;
    const [x2, y2] = ring[i + 1] as TCoordinate;
    twice += x1 * y2 - x2 * y1;
  }
  return Math.abs(twice) / 2;
}

/** The pole of inaccessibility: the point inside the polygon farthest from its edges (holes included). */
function pointInside(rings: TRing[]): TOsmPosition {
  const outer = rings[0] as TRing;
  const pole = polylabel(rings, POLYLABEL_PRECISION);
  // A polygon thinner than the precision (a mapping error: three points on a line) has no inside;
  // polylabel then answers a corner of its box, so take the mean of its corners, which lies on it.
  if (!(pole.distance > 0)) {
    const corners = outer.slice(0, -1);
    const sum = corners.reduce(([x, y], [cx, cy]) => [x + cx, y + cy], [0, 0]);
    return toPosition([sum[0] / corners.length, sum[1] / corners.length]);
  }
  return toPosition([pole[0], pole[1]]);
}

function isClosed(line: TCoordinate[]): boolean {
  const first = line[0] as TCoordinate;
  const last = line[line.length - 1] as TCoordinate;
  return line.length >= 4 && first[0] === last[0] && first[1] === last[1];
}

/**
 * A line's point. osmium writes a closed way as a LineString too (and again as a MultiPolygon): read
 * as the ring it is, it gives the same point inside as its area, so whichever copy comes first is
 * right. An open line (a shop mapped as a façade) gives its middle vertex, which lies on the line.
 */
function pointOfLine(line: TCoordinate[]): TOsmPosition {
  if (isClosed(line)) return pointInside([line]);
  return toPosition(line[Math.floor((line.length - 1) / 2)] as TCoordinate);
}

/** One point for a GeoJSON geometry, or null when it has none (null geometry, unknown type, bad coordinates). */
export function pointOfGeometry(geometry: unknown): TOsmPosition | null {
  if (typeof geometry !== 'object' || geometry === null) return null;
  const { type, coordinates, geometries } = geometry as { type?: unknown; coordinates?: unknown; geometries?: unknown };
  switch (type) {
    case 'Point': {
      const point = asCoordinate(coordinates);
      return point && toPosition(point);
    }
    case 'MultiPoint': {
      const points = asCoordinates(coordinates);
      return points && toPosition(points[0] as TCoordinate);
    }
    case 'LineString': {
      const line = asCoordinates(coordinates);
      return line && pointOfLine(line);
    }
    case 'MultiLineString': {
      if (!Array.isArray(coordinates) || coordinates.length === 0) return null;
      const lines = (coordinates as unknown[]).map(asCoordinates);
      if (lines.some((line) => line === null)) return null;
      // The part with the most vertices stands for the whole.
      const longest = (lines as TCoordinate[][]).reduce((best, line) => (line.length > best.length ? line : best));
      return pointOfLine(longest);
    }
    case 'Polygon': {
      const rings = asRings(coordinates);
      return rings && pointInside(rings);
    }
    case 'MultiPolygon': {
      if (!Array.isArray(coordinates) || coordinates.length === 0) return null;
      const polygons = (coordinates as unknown[]).map(asRings);
      if (polygons.some((polygon) => polygon === null)) return null;
      // A shop in two buildings: the pin goes in the larger one.
      const largest = (polygons as TRing[][]).reduce((best, polygon) =>
        ringArea(polygon[0] as TRing) > ringArea(best[0] as TRing) ? polygon : best,
      );
      return pointInside(largest);
    }
    case 'GeometryCollection': {
      if (!Array.isArray(geometries)) return null;
      for (const member of geometries as unknown[]) {
        const point = pointOfGeometry(member);
        if (point) return point;
      }
      return null;
    }
    default:
      return null;
  }
}
