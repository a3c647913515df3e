// Favourites (docs/favourites.md): a visitor's bakeries, kept in the browser without an account and
// on the account once signed in (the browser's list is merged into the account's at login). « Mes
// favoris » heads the home list with each bakery's live card, even beyond the search radius.
import { z } from 'zod';
import { MAX_SERIAL_ID } from '../constants.js';
import { ZNearbyBakery } from '../bakery/bakery.schemas.js';
import { FAVOURITES_MAX, FAVOURITES_MESSAGES } from './favourites-constants.js';

// The constants and messages live in a module without zod, which the first load of '/' and its
// lazy parts can import without the schemas (decision 009); re-exported here unchanged.
export { FAVOURITES_MAX, FAVOURITES_MESSAGES, FAVOURITES_STORAGE_KEY } from './favourites-constants.js';

// `.min(1)` rather than `.positive()`: the same rule, written as OpenAPI 3.0 validators read it (`minimum: 1`).
const ZBakeryId = z.number().int().min(1).max(MAX_SERIAL_ID);

/** `GET /api/favoris/`, and the answer of every favourites write: the account's ids, most recent first. */
export const ZFavouriteIds = z.object({ ids: z.array(ZBakeryId).max(FAVOURITES_MAX) });
export type TFavouriteIds = z.infer<typeof ZFavouriteIds>;

/**
 * `POST /api/favoris/fusion/`: the browser's list sent at login; the account keeps the union (its own
 * first, then the browser's new ones), unknown bakeries dropped, at most FAVOURITES_MAX.
 */
export const ZFavouritesMerge = z.object({
  ids: z.array(ZBakeryId, { error: FAVOURITES_MESSAGES.idsInvalid }).max(200, FAVOURITES_MESSAGES.idsInvalid),
});
export type TFavouritesMerge = z.infer<typeof ZFavouritesMerge>;

/** `GET /api/boulangeries/cartes/?ids=1,2,3[&lat=&lng=]`: the cards of given bakeries, in the order asked. */
export const ZCardsQuery = z.object({
  ids: z
    .string({ error: FAVOURITES_MESSAGES.idsInvalid })
    .regex(/^\d{1,10}(,\d{1,10}){0,49}$/, FAVOURITES_MESSAGES.idsInvalid)
    .transform((value) => [...new Set(value.split(',').map(Number))])
    .pipe(z.array(ZBakeryId, { error: FAVOURITES_MESSAGES.idsInvalid })),
  lat: z.coerce.number().min(-90).max(90).optional(),
  lng: z.coerce.number().min(-180).max(180).optional(),
});
export type TCardsQuery = z.infer<typeof ZCardsQuery>;

/** A card of `GET /api/boulangeries/cartes/`: `distance_km` only when lat and lng were given. */
export const ZBakeryCard = ZNearbyBakery.extend({ distance_km: ZNearbyBakery.shape.distance_km.nullable() });
export type TBakeryCard = z.infer<typeof ZBakeryCard>;
