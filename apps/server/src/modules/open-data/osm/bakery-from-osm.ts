// Whether an OpenStreetMap element is a bakery Fournil lists, and the listing it gives (docs/open-data.md,
// "Reading OpenStreetMap files": which tags, which fallbacks, what is refused and why).
import { normaliseSiren, normaliseSiret } from './french-company-ids.js';
import { OSM_BAKERY_SHOPS, type TOsmBakeryShop, type TOsmListing, type TOsmRead, type TOsmSkipReason } from './osm-types.js';

export type TBakeryFromOsm = { kind: 'keep'; listing: TOsmListing } | { kind: 'skip'; reason: Exclude<TOsmSkipReason, 'duplicate'> };

/** `a; b` → ['a', 'b']: OSM's way of giving several values to one key. */
const values = (raw: string): string[] =>
  raw
    .split(';')
    .map((value) => value.trim())
    .filter((value) => value !== '');

/**
 * The shop values that are a bakery (OSM_BAKERY_SHOPS). `craft=bakery` alone is a workshop that may
 * sell nothing, and a `bakery=*` tag marks another shop that also sells bread (the OSM wiki,
 * Key:bakery): neither is. A shop is a bakery when its first (main) value is: `shop=bakery;convenience` is a bakery that also
 * sells groceries, `shop=convenience;bakery` a grocery with a bread shelf, as `bakery=yes` would say.
 */
function bakeryShopOf(shop: string | undefined): TOsmBakeryShop | null {
  const main = shop === undefined ? undefined : values(shop)[0]?.toLowerCase();
  return OSM_BAKERY_SHOPS.find((value) => value === main) ?? null;
}

/** A tag's trimmed value, or null when missing or blank. */
function text(tags: TOsmRead['tags'], key: string): string | null {
  const value = tags[key]?.trim();
  return value ? value : null;
}

/** The first of the keys' `;`-separated values that `accept` turns into a value: the primary key first, then its fallback. */
function firstValue(tags: TOsmRead['tags'], keys: readonly string[], accept: (value: string) => string | null): string | null {
  for (const key of keys) {
    const raw = tags[key];
    if (raw === undefined) continue;
    for (const value of values(raw)) {
      const accepted = accept(value);
      if (accepted !== null) return accepted;
    }
  }
  return null;
}

/** Digits with the usual groupings and a leading +; 6 to 15 digits (a short number to E.164's longest). */
function phone(value: string): string | null {
  if (!/^\+?[\d\s.\-/()]+$/.test(value)) return null;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 6 && digits <= 15 ? value.replace(/\s+/g, ' ') : null;
}

/** An absolute http(s) URL only: the page links it, so `javascript:` or a bare « www.… » is refused. */
function website(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? value : null;
  } catch {
    return null;
  }
}

/** French postcodes are 5 digits, overseas ones too (971xx–976xx); « 75 001 » is read as 75001. */
function postcode(value: string): string | null {
  const code = value.replace(/\s/g, '');
  return /^\d{5}$/.test(code) ? code : null;
}

/**
 * A position is valid within WGS 84's ranges, and not 0,0 (the classic coordinates of a broken
 * export: no shop stands in the Gulf of Guinea). Not limited to France's outline: the operator's
 * extract already chose the area, and France runs from the Caribbean to the Pacific.
 */
function isValidPosition({ latitude, longitude }: { latitude: number; longitude: number }): boolean {
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return false;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return false;
  return !(latitude === 0 && longitude === 0);
}

export function bakeryFromOsm(element: TOsmRead): TBakeryFromOsm {
  const { tags } = element;
  // The shop first: in a wide extract most elements are other shops, whose ids and positions do not matter.
  const shop = bakeryShopOf(tags.shop);
  if (shop === null) return { kind: 'skip', reason: 'not-a-bakery-shop' };
  if (element.osm_type === null || element.osm_id === null) return { kind: 'skip', reason: 'no-id' };
  if (element.position === null) return { kind: 'skip', reason: 'no-position' };
  if (!isValidPosition(element.position)) return { kind: 'skip', reason: 'invalid-position' };

  const siret = firstValue(tags, ['ref:FR:SIRET'], normaliseSiret);
  const taggedSiren = firstValue(tags, ['ref:FR:SIREN'], normaliseSiren);
  // A SIRET is its SIREN and 5 more digits: a valid SIRET gives the SIREN, and when a tagged SIREN
  // disagrees with it the SIRET wins, being the établissement's own number.
  const siren = siret ? siret.slice(0, 9) : taggedSiren;

  return {
    kind: 'keep',
    listing: {
      osm_type: element.osm_type,
      osm_id: element.osm_id,
      shop,
      latitude: element.position.latitude,
      longitude: element.position.longitude,
      // No name is no reason to drop a shop: the listing is named later (brand, then « Boulangerie » and the street).
      name: text(tags, 'name'),
      brand: text(tags, 'brand'),
      housenumber: text(tags, 'addr:housenumber'),
      // `addr:place` is the address of a hamlet or a square without a street name.
      street: text(tags, 'addr:street') ?? text(tags, 'addr:place'),
      postcode: firstValue(tags, ['addr:postcode'], postcode),
      city: text(tags, 'addr:city'),
      phone: firstValue(tags, ['phone', 'contact:phone'], phone),
      website: firstValue(tags, ['website', 'contact:website'], website),
      opening_hours: text(tags, 'opening_hours'),
      siret,
      siren,
    },
  };
}
