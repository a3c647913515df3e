// The bakeries near a point, in memory: an import of 40,000 records cannot ask the database once per record
// (docs/open-data.md, "Importing listings: one per shop"). Cells of 0.001° (111 m north–south, about 70 m
// east–west in France) hold the bakeries whose position falls in them; a search reads the few cells around.
import { haversineKm } from '@fournil/shared';

export const GRID_CELL_DEGREES = 0.001;
/** Metres per degree of latitude on the 6371 km sphere of haversineKm. */
const METRES_PER_DEGREE = (Math.PI * 6_371_000) / 180;

export type TPoint = { latitude: number; longitude: number };

/** Great-circle distance in metres, the nearby search's own formula (haversineKm). */
export function distanceMetres(a: TPoint, b: TPoint): number {
  return haversineKm({ lat: a.latitude, lng: a.longitude }, { lat: b.latitude, lng: b.longitude }) * 1000;
}

const cellOf = (degrees: number): number => Math.floor(degrees / GRID_CELL_DEGREES);

export class GridIndex<T extends TPoint> {
  private readonly cells = new Map<string, T[]>();

  add(item: T): void {
    const key = `${cellOf(item.latitude)}:${cellOf(item.longitude)}`;
    const cell = this.cells.get(key);
    if (cell) cell.push(item);
    else this.cells.set(key, [item]);
  }

  /** The items within `radiusMetres` of the point, nearest first. */
  within(point: TPoint, radiusMetres: number): { item: T; distanceM: number }[] {
    const latCells = Math.ceil(radiusMetres / (GRID_CELL_DEGREES * METRES_PER_DEGREE));
    // A degree of longitude shrinks with the latitude; near the poles, read every cell of the row.
    const cosine = Math.max(Math.cos((point.latitude * Math.PI) / 180), 1e-6);
    const lngCells = Math.min(Math.ceil(radiusMetres / (GRID_CELL_DEGREES * METRES_PER_DEGREE * cosine)), 180_000);
    const row = cellOf(point.latitude);
    const column = cellOf(point.longitude);
    const found: { item: T; distanceM: number }[] = [];
    for (let i = row - latCells; i <= row + latCells; i += 1) {
      for (let j = column - lngCells; j <= column + lngCells; j += 1) {
        for (const item of this.cells.get(`${i}:${j}`) ?? []) {
          const distanceM = distanceMetres(point, item);
          if (distanceM <= radiusMetres) found.push({ item, distanceM });
        }
      }
    }
    return found.sort((a, b) => a.distanceM - b.distanceM);
  }
}
