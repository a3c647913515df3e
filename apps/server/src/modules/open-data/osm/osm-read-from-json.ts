// One parsed JSON value of a file → the reader's TOsmRead, for the two JSON shapes OpenStreetMap
// data comes in (docs/open-data.md, "Reading OpenStreetMap files"). Values are `unknown` until
// checked: a file is outside input, and a bad element must become a skipped one, never a crash.
import { pointOfGeometry } from './geometry-point.js';
import { OSM_TYPES, type TOsmPosition, type TOsmRead, type TOsmType } from './osm-types.js';

type TJsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is TJsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

const asOsmType = (value: unknown): TOsmType | null => OSM_TYPES.find((type) => type === value) ?? null;

/** A positive integer id; osmium writes a number, overpass-turbo a string inside « way/123 ». */
function asOsmId(value: unknown): number | null {
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Tags are strings in OSM; anything else (osmium's @id, overpass-turbo's @relations) is not a tag. */
function stringTags(source: unknown, skipAttributes: boolean): Record<string, string> {
  const tags: Record<string, string> = {};
  if (!isObject(source)) return tags;
  for (const [key, value] of Object.entries(source)) {
    if (typeof value !== 'string') continue;
    if (skipAttributes && key.startsWith('@')) continue;
    tags[key] = value;
  }
  return tags;
}

/** lat/lon as numbers, or null; out-of-range numbers are kept so that bakeryFromOsm can name them. */
function latLon(source: unknown): TOsmPosition | null {
  if (!isObject(source)) return null;
  const { lat, lon } = source;
  if (typeof lat !== 'number' || typeof lon !== 'number') return null;
  return { latitude: lat, longitude: lon };
}

/**
 * An element of an Overpass answer's `elements` array: a node carries `lat`/`lon`, a way or a
 * relation printed with `out center` carries `center: {lat, lon}`.
 */
export function osmReadFromOverpass(element: unknown): TOsmRead {
  if (!isObject(element)) return { osm_type: null, osm_id: null, position: null, tags: {} };
  return {
    osm_type: asOsmType(element.type),
    osm_id: asOsmId(element.id),
    position: latLon(element) ?? latLon(element.center),
    tags: stringTags(element.tags, false),
  };
}

/** « way/43547377 » (overpass-turbo) or « w43547377 » (osmium's `-u type_id`; its « a… » area ids are not OSM ids). */
function parseTypedId(value: unknown): { type: TOsmType; id: number } | null {
  if (typeof value !== 'string') return null;
  const long = /^(node|way|relation)\/(\d+)$/.exec(value);
  const short = /^([nwr])(\d+)$/.exec(value);
  const letters: Record<string, TOsmType> = { n: 'node', w: 'way', r: 'relation' };
  const type = long ? asOsmType(long[1]) : short ? (letters[short[1] as string] ?? null) : null;
  const id = asOsmId(long?.[2] ?? short?.[2]);
  return type && id ? { type, id } : null;
}

/**
 * A GeoJSON Feature. Its identity, the first found of: properties `@type` + `@id` (osmium's
 * `-a type,id`), properties `@id` « way/123 » or the feature's `id` « way/123 » (overpass-turbo).
 * Its tags: the properties, or `properties.tags` where an older osmtogeojson nested them.
 */
export function osmReadFromFeature(feature: unknown): TOsmRead {
  if (!isObject(feature)) return { osm_type: null, osm_id: null, position: null, tags: {} };
  const properties = isObject(feature.properties) ? feature.properties : {};
  const attributeType = asOsmType(properties['@type']);
  const attributeId = asOsmId(properties['@id']);
  const typed = attributeType && attributeId ? { type: attributeType, id: attributeId } : null;
  const identity = typed ?? parseTypedId(properties['@id']) ?? parseTypedId(feature.id);
  return {
    osm_type: identity?.type ?? null,
    osm_id: identity?.id ?? null,
    position: pointOfGeometry(feature.geometry),
    tags: isObject(properties.tags) ? stringTags(properties.tags, false) : stringTags(properties, true),
  };
}
