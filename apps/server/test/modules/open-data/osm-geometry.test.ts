// One point per GeoJSON geometry, and an OSM identity per feature, on shapes the fixtures do not hold.
import { describe, expect, it } from 'vitest';
import { pointOfGeometry } from '../../../src/modules/open-data/osm/geometry-point.js';
import { osmReadFromFeature, osmReadFromOverpass } from '../../../src/modules/open-data/osm/osm-read-from-json.js';
import { isInsideRing } from '../../testing/osm-fixtures.js';

/** A U opening north, [lon, lat]: its centroid lies in the gap between the arms. */
const U_RING: [number, number][] = [
  [2.0, 48.0],
  [2.003, 48.0],
  [2.003, 48.003],
  [2.002, 48.003],
  [2.002, 48.001],
  [2.001, 48.001],
  [2.001, 48.003],
  [2.0, 48.003],
  [2.0, 48.0],
];

const at = (point: { latitude: number; longitude: number } | null): [number, number] | null => point && [point.longitude, point.latitude];

describe('pointOfGeometry', () => {
  it('a Point as is, a MultiPoint its first', () => {
    expect(pointOfGeometry({ type: 'Point', coordinates: [2.35, 48.85] })).toEqual({ latitude: 48.85, longitude: 2.35 });
    expect(pointOfGeometry({ type: 'Point', coordinates: [2.35, 48.85, 35] })).toEqual({ latitude: 48.85, longitude: 2.35 });
    expect(
      at(
        pointOfGeometry({
          type: 'MultiPoint',
          coordinates: [
            [1, 2],
            [3, 4],
          ],
        }),
      ),
    ).toEqual([1, 2]);
  });

  it('a Polygon inside itself, even a U, and out of its hole', () => {
    const point = at(pointOfGeometry({ type: 'Polygon', coordinates: [U_RING] }));
    expect(point && isInsideRing(point, U_RING)).toBe(true);
    const outer: [number, number][] = [
      [0, 0],
      [0.01, 0],
      [0.01, 0.01],
      [0, 0.01],
      [0, 0],
    ];
    const hole: [number, number][] = [
      [0.003, 0.003],
      [0.007, 0.003],
      [0.007, 0.007],
      [0.003, 0.007],
      [0.003, 0.003],
    ];
    const holed = at(pointOfGeometry({ type: 'Polygon', coordinates: [outer, hole] }));
    expect(holed && isInsideRing(holed, outer)).toBe(true);
    expect(holed && isInsideRing(holed, hole)).toBe(false);
  });

  it('a MultiPolygon inside its largest part, whatever the order', () => {
    const small: [number, number][] = [
      [5, 45],
      [5.0001, 45],
      [5.0001, 45.0001],
      [5, 45.0001],
      [5, 45],
    ];
    for (const parts of [
      [[small], [U_RING]],
      [[U_RING], [small]],
    ]) {
      const point = at(pointOfGeometry({ type: 'MultiPolygon', coordinates: parts }));
      expect(point && isInsideRing(point, U_RING)).toBe(true);
    }
  });

  it('a line its middle vertex; a closed line inside its ring; a MultiLineString its longest part', () => {
    expect(
      at(
        pointOfGeometry({
          type: 'LineString',
          coordinates: [
            [1, 1],
            [2, 2],
            [3, 3],
            [4, 4],
            [5, 5],
          ],
        }),
      ),
    ).toEqual([3, 3]);
    expect(
      at(
        pointOfGeometry({
          type: 'LineString',
          coordinates: [
            [1, 1],
            [2, 2],
          ],
        }),
      ),
    ).toEqual([1, 1]);
    const closed = at(pointOfGeometry({ type: 'LineString', coordinates: U_RING }));
    expect(closed && isInsideRing(closed, U_RING)).toBe(true);
    const lines = [
      [
        [9, 9],
        [8, 8],
      ],
      [
        [1, 1],
        [2, 2],
        [3, 3],
      ],
    ];
    expect(at(pointOfGeometry({ type: 'MultiLineString', coordinates: lines }))).toEqual([2, 2]);
  });

  it('a GeometryCollection its first member with a point', () => {
    const geometry = {
      type: 'GeometryCollection',
      geometries: [
        { type: 'Polygon', coordinates: [] },
        { type: 'Point', coordinates: [7, 43] },
      ],
    };
    expect(at(pointOfGeometry(geometry))).toEqual([7, 43]);
  });

  it('a degenerate polygon (its corners on one line) a point on that line, not a corner of its box', () => {
    const flat = [
      [
        [1, 1],
        [2, 2],
        [3, 3],
        [1, 1],
      ],
    ];
    expect(at(pointOfGeometry({ type: 'Polygon', coordinates: flat }))).toEqual([2, 2]);
  });

  it('nothing for no geometry, an unknown type or broken coordinates', () => {
    for (const geometry of [
      null,
      undefined,
      'POINT(2 48)',
      { type: 'Point' },
      { type: 'Point', coordinates: ['2', '48'] },
      { type: 'Point', coordinates: [2] },
      { type: 'Point', coordinates: [Number.POSITIVE_INFINITY, 48] },
      { type: 'LineString', coordinates: [] },
      {
        type: 'Polygon',
        coordinates: [
          [
            [0, 0],
            [1, 1],
            [0, 0],
          ],
        ],
      },
      { type: 'Polygon', coordinates: [[[0, 0], [1, 0], [1, 1], null, [0, 0]]] },
      { type: 'MultiPolygon', coordinates: [] },
      { type: 'Circle', coordinates: [2, 48] },
    ]) {
      expect(pointOfGeometry(geometry)).toBeNull();
    }
  });
});

describe('the identity of a feature', () => {
  const point = { type: 'Point', coordinates: [2, 48] };
  it.each([
    [{ properties: { '@type': 'way', '@id': 123 } }, 'way', 123],
    [{ properties: { '@type': 'relation', '@id': '456' } }, 'relation', 456],
    [{ properties: { '@id': 'node/789' } }, 'node', 789],
    [{ id: 'way/43547377', properties: {} }, 'way', 43547377],
    [{ id: 'w100', properties: {} }, 'way', 100],
    [{ id: 'r7', properties: {} }, 'relation', 7],
    // osmium's `-u type_id` area id: the way's or relation's id doubled, not an OSM id.
    [{ id: 'a200', properties: {} }, null, null],
    [{ properties: { '@type': 'way' } }, null, null],
    [{ properties: { '@type': 'area', '@id': 1 } }, null, null],
    [{ properties: { '@type': 'node', '@id': -5 } }, null, null],
    [{ properties: { '@type': 'node', '@id': 1.5 } }, null, null],
    [{ properties: { shop: 'bakery' } }, null, null],
  ])('%j → %s %s', (feature, type, id) => {
    const read = osmReadFromFeature({ type: 'Feature', geometry: point, ...feature });
    expect([read.osm_type, read.osm_id]).toEqual([type, id]);
  });

  it('reads tags from the properties, without the @ attributes and non-string values, or from properties.tags', () => {
    const flat = osmReadFromFeature({
      type: 'Feature',
      geometry: point,
      properties: { '@type': 'node', '@id': 1, '@relations': [], shop: 'bakery', level: 0, name: 'Chez Paul' },
    });
    expect(flat.tags).toEqual({ shop: 'bakery', name: 'Chez Paul' });
    const nested = osmReadFromFeature({
      type: 'Feature',
      id: 'node/1',
      geometry: point,
      properties: { type: 'node', tags: { shop: 'pastry' } },
    });
    expect(nested.tags).toEqual({ shop: 'pastry' });
  });

  it('reads an Overpass element that is not one as empty', () => {
    expect(osmReadFromOverpass('node')).toEqual({ osm_type: null, osm_id: null, position: null, tags: {} });
    expect(osmReadFromOverpass({ type: 'node', id: 1, lat: '48', lon: 2, tags: { shop: 'bakery', opening: 7 } })).toEqual({
      osm_type: 'node',
      osm_id: 1,
      position: null,
      tags: { shop: 'bakery' },
    });
  });
});
