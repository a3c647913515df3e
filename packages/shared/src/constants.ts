// Business constants of the product (each explained in docs/product-constants.md). Shared by server
// and browser.

export const PRODUCT_NAME = 'Fournil';

/** Default map centre: Paris, Notre-Dame (docs/visitor-screens.md, "Home"). */
export const DEFAULT_CENTER: { readonly lng: number; readonly lat: number } = { lng: 2.3488, lat: 48.8534 };

export const DEFAULT_RADIUS_KM = 2;
export const RADIUS_TOGGLE_KM = [2, 10] as const;
/** Upper bound of the nearby search radius (docs/nearby-search.md, "The search": 0 < rayon <= 50). */
export const MAX_RADIUS_KM = 50;
/** The nearby search answers the nearest bakeries only, at most this many (docs/nearby-search.md, "Cap"). */
export const NEARBY_RESULTS_CAP = 500;
/** Response header of `GET /api/boulangeries/` set when the cap left bakeries out; its value is the cap. */
export const NEARBY_CAPPED_HEADER = 'X-Resultats-Plafonnes';
/**
 * Longest trip, as the crow flies, that the directions proxy asks a router for. Visitors go to a
 * bakery, and the nearby search looks at most MAX_RADIUS_KM (50 km) around them: 200 km leaves room
 * for a start address typed by hand in the next town or department, and refuses continental trips
 * that cost the public routers the most work for nothing the product needs.
 */
export const ROUTE_MAX_KM = 200;
/** The largest id of a PostgreSQL `integer`/`serial` column: a larger one is refused by validation. */
export const MAX_SERIAL_ID = 2_147_483_647;

export const HOME_MAP_ZOOM = 14;
export const DIRECTIONS_MAP_ZOOM = 13;
export const DIRECTIONS_FIT_PADDING = 80;

export const EARTH_RADIUS_KM = 6371;

export const TOAST_DURATION_MS = 5000;
/** How long a payment form's message stays on screen (the spec's « Payment-form message », 2.5 s). */
export const PAYMENT_FORM_MESSAGE_MS = 2500;
export const WS_RECONNECT_DELAY_MS = 3000;
/**
 * After a close with 1012 (an instance restarting, docs/operations.md "Health and shutdown"), the
 * reconnection waits WS_RECONNECT_DELAY_MS plus a random share of this, so that the sockets one
 * instance closes at once do not all land on the others in the same second.
 */
export const WS_RESTART_RECONNECT_SPREAD_MS = 5000;
/** WebSocket close code "Service Restart" (RFC 6455 registry), sent by a draining instance. */
export const WS_SERVICE_RESTART = 1012;

export const GEOLOCATION_OPTIONS = { enableHighAccuracy: true, timeout: 10000, maximumAge: 0 } as const;

export const DEBUG_LOG_MAX_LINES = 50;
export const MAP_CONTAINER_WAIT = { tries: 20, delayMs: 50 } as const;
export const SCROLL_BUTTON = { minOverflowPx: 10, bottomThresholdPx: 100 } as const;

export const PASSWORD_MIN_LENGTH = 9;
export const SIREN_LENGTH = 9;
export const DESCRIPTION_COURTE_MAX = 255;
export const COORDINATE_DECIMALS = 7;

export const LOGO_MAX_BYTES = 1024 * 1024;
export const CAMPAIGN_MAX_IMAGES = 5;
/** Shop photos per bakery (docs/bakery-management.md, "Images"). */
export const BAKERY_MAX_IMAGES = 5;
/**
 * Bakeries one account may own, unless staff set another limit for it (docs/bakery-management.md,
 * "Caps per account").
 */
export const OWNER_MAX_BAKERIES = 50;
/**
 * Images one account may have stored: its bakeries' logos and photos and its campaigns' images,
 * unless staff set another limit for it. 50 full bakeries (a logo and 5 photos each) take 300; the
 * other 300 are room for campaign images (docs/bakery-management.md, "Caps per account").
 */
export const ACCOUNT_MAX_IMAGES = 600;

export const BAKERY_MONTHLY_FEE_CENTS = 1500;
export const AD_ACCESS_ONE_OFF_CENTS = 1500;
export const AD_ACCESS_SUBSCRIPTION_CENTS = 1200;
/** A published campaign is shown as the « Sponsorisé » card to visitors searching within this distance of its bakery (docs/advertising.md, "Sponsored card"). */
export const SPONSORED_RADIUS_KM = 2;

/** NAF (APE) codes that identify a bakery in the INSEE Sirene register. */
export const BAKERY_NAF_CODES = ['10.71A', '10.71B', '10.71C', '10.71D', '47.24Z'] as const;

export const PARIS_TIME_ZONE = 'Europe/Paris';

export const DEFAULT_PAGE_SLUG = 'mentions';
export const TOKEN_STORAGE_KEY = 'token';

export const FAQ_COLORS = ['orange', 'red', 'yellow', 'green', 'blue', 'purple', 'teal', 'brown'] as const;
export type TFaqColor = (typeof FAQ_COLORS)[number];

export const PROFILE_SAVE_REDIRECT_MS = 1500;
export const RESET_PASSWORD_REDIRECT_MS = 2000;

export const DIRECTIONS_MODES = [
  { mode: 'driving', label: 'Voiture' },
  { mode: 'walking', label: 'Piéton' },
  { mode: 'cycling', label: 'Vélo' },
] as const;
