// The shapes the OpenStreetMap readers hand on (docs/open-data.md, "Reading OpenStreetMap files").

export const OSM_TYPES = ['node', 'way', 'relation'] as const;
export type TOsmType = (typeof OSM_TYPES)[number];

/** The shop values Fournil lists (docs/open-data.md, "Reading OpenStreetMap files"). */
export const OSM_BAKERY_SHOPS = ['bakery', 'pastry'] as const;
export type TOsmBakeryShop = (typeof OSM_BAKERY_SHOPS)[number];

/** WGS 84, in degrees. */
export type TOsmPosition = { latitude: number; longitude: number };

/**
 * One element of a file as read, whatever the file's format: nothing is judged yet, so a missing id
 * or position is null (bakeryFromOsm says which it is), and `tags` holds every string-valued tag.
 */
export type TOsmRead = {
  osm_type: TOsmType | null;
  osm_id: number | null;
  /** One point for the element: a node's own, a way's or relation's centre, a point inside its outline. */
  position: TOsmPosition | null;
  tags: Readonly<Record<string, string>>;
};

/** A bakery or pastry shop kept from OpenStreetMap; null wherever the element says nothing usable. */
export type TOsmListing = {
  osm_type: TOsmType;
  osm_id: number;
  /** The shop's main value: what a listing without a name is called (« Boulangerie », « Pâtisserie »). */
  shop: TOsmBakeryShop;
  latitude: number;
  longitude: number;
  name: string | null;
  brand: string | null;
  housenumber: string | null;
  street: string | null;
  postcode: string | null;
  city: string | null;
  phone: string | null;
  website: string | null;
  /** Raw OSM syntax: converting it is the opening-hours module's job. */
  opening_hours: string | null;
  siret: string | null;
  siren: string | null;
};

/**
 * Why an element was not kept. The first four are bakeryFromOsm's; `duplicate` is readOsmBakeries':
 * osmium writes a closed way twice, as a line and as an area, under the same id.
 */
export const OSM_SKIP_REASONS = ['not-a-bakery-shop', 'no-id', 'no-position', 'invalid-position', 'duplicate'] as const;
export type TOsmSkipReason = (typeof OSM_SKIP_REASONS)[number];
