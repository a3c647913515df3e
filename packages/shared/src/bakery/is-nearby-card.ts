// Kept apart from bakery.schemas.ts, which builds zod schemas: the home page reads live-feed frames
// with this and must not load zod (the 90 kB first load of '/':
// docs/decisions/009-light-home-boot.md).
import type { TNearbyBakery, TPublicBakeryDetail } from './bakery.schemas.js';

/**
 * What the live feed `/ws/chat/` sends about bakeries: an array of cards (the circle, replaces the
 * list), one card (a bakery of the circle changed) or one public detail (a watched bakery changed).
 * A card has its week as a string (compact form), a detail as an object.
 */
export function isNearbyCard(value: TNearbyBakery | TPublicBakeryDetail): value is TNearbyBakery {
  return typeof value.horaires_ouvertures === 'string';
}
