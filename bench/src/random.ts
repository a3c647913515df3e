// Seeded randomness: the same bakeries and the same request mix on every machine and every run.
import { prng } from '../../apps/server/src/db/seed/demo.js';

export type Random = () => number;

/** mulberry32, the demo's generator: small, fast and good enough to scatter points. */
export const seededRandom: (seed: number) => Random = prng;

export function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

export function integerBetween(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** Standard normal deviate (Box–Muller). */
export function gaussian(random: Random): number {
  const u = 1 - random();
  const v = random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}
