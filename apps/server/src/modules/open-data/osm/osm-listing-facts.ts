// An OpenStreetMap shop as the facts an import writes (docs/open-data.md, "Importing from
// OpenStreetMap"): the source id, a public name, the address, and the hours converted once.
import type { TListingFacts } from '../listing-facts.js';
import { weekFromOsmOpeningHours } from '../osm-opening-hours.js';
import type { TOsmBakeryShop, TOsmListing } from './osm-types.js';

/** What a shop without `name` nor `brand` is called, before its street. */
const GENERIC_NAMES: Record<TOsmBakeryShop, string> = { bakery: 'Boulangerie', pastry: 'Pâtisserie' };

/** `bakeries.nom` is a varchar(200). */
const NAME_MAX_LENGTH = 200;

/**
 * The name a visitor reads: the shop-front `name`, else the chain's `brand`, else « Boulangerie » (or
 * « Pâtisserie ») and the street — « Boulangerie, rue des Lilas » — or the town, so that two unnamed
 * shops of a town are told apart by their street wherever it is known.
 */
export function listingNameOf(listing: Pick<TOsmListing, 'shop' | 'name' | 'brand' | 'street' | 'city'>): string {
  const generic = GENERIC_NAMES[listing.shop];
  const place = listing.street ?? listing.city;
  const name = listing.name ?? listing.brand ?? (place ? `${generic}, ${place}` : generic);
  return name.slice(0, NAME_MAX_LENGTH);
}

export function osmListingFacts(listing: TOsmListing): TListingFacts {
  return {
    source: 'osm',
    sourceId: `${listing.osm_type}/${listing.osm_id}`,
    name: listingNameOf(listing),
    housenumber: listing.housenumber,
    street: listing.street,
    postcode: listing.postcode,
    city: listing.city,
    latitude: listing.latitude,
    longitude: listing.longitude,
    phone: listing.phone,
    website: listing.website,
    hours: weekFromOsmOpeningHours(listing.opening_hours ?? undefined),
    siret: listing.siret,
  };
}
