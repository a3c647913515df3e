// Sirene's coordonneeLambert* columns to WGS 84 (docs/open-data.md, "Importing from Sirene"). In metropolitan
// France they are Lambert 93 (EPSG:2154); overseas rows use other projections (UTM zones), which the stock
// file does not name: a point outside the metropolitan extent is not read as Lambert 93 at all.
import proj4 from 'proj4';

/** EPSG:2154, RGF93 / Lambert-93, as the EPSG registry's proj4 string gives it. */
export const LAMBERT_93 =
  '+proj=lcc +lat_0=46.5 +lon_0=3 +lat_1=49 +lat_2=44 +x_0=700000 +y_0=6600000 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=m +no_defs';

const toWgs84 = proj4(LAMBERT_93, 'WGS84');

/**
 * Metropolitan France and Corsica in Lambert 93, with a margin: x from Ouessant (about 100 km) to eastern
 * Corsica (about 1,240 km), y from southern Corsica (about 6,040 km) to Dunkirk (about 7,110 km). The
 * overseas projections give values outside it (Réunion's UTM 40S y is about 7,650 km but its x under 400 km
 * would pass: y above 7,150 km refuses it; the Antilles and Guyane have y under 2,000 km).
 */
export const METROPOLITAN_LAMBERT_93 = { minX: 50_000, maxX: 1_300_000, minY: 6_000_000, maxY: 7_150_000 } as const;

export function isMetropolitanLambert93(x: number, y: number): boolean {
  const box = METROPOLITAN_LAMBERT_93;
  return x >= box.minX && x <= box.maxX && y >= box.minY && y <= box.maxY;
}

/** WGS 84 degrees for a Lambert 93 point in metropolitan France; null for anything else. */
export function lambert93ToWgs84(x: number, y: number): { longitude: number; latitude: number } | null {
  if (!Number.isFinite(x) || !Number.isFinite(y) || !isMetropolitanLambert93(x, y)) return null;
  const [longitude, latitude] = toWgs84.forward([x, y]) as [number, number];
  return Number.isFinite(longitude) && Number.isFinite(latitude) ? { longitude, latitude } : null;
}
