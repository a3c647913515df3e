import { MAP_CONTAINER_WAIT, OSM_COPYRIGHT_URL, OSM_CREDIT, type TLatLng } from '@fournil/shared';
import type * as Maplibre from 'maplibre-gl';
import { getPublicConfig } from '../public-config';
import { loadMaplibre } from './load-maplibre';
import { MAP_LOCALE_FR } from './map-locale';
import { MAP_CONTAINER_MISSING_MESSAGE } from './map-messages';

/** Bundled style (public/map-style.json): a plain background and no external source, so markers still work offline. */
export const FALLBACK_STYLE_PATH = '/map-style.json';
/**
 * The OpenStreetMap credit every map carries in its corner, whatever the style says (docs/open-data.md, "The open-data
 * page"): the listings and usually the tiles come from OSM, whose ODbL asks for it. Compact: a « i » button (a
 * `<summary>`, so it opens with the keyboard) on a phone, shown open until the map is first dragged.
 */
export const OSM_MAP_ATTRIBUTION = `<a href="${OSM_COPYRIGHT_URL}" target="_blank" rel="noopener">${OSM_CREDIT.replace("'", '&#39;')}</a>`;

/** Give the configured style this long before falling back to the bundled one. */
const STYLE_TIMEOUT_MS = 8000;

export class MapContainerMissingError extends Error {
  constructor() {
    super(MAP_CONTAINER_MISSING_MESSAGE);
    this.name = 'MapContainerMissingError';
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/** Polls `get` until it returns an element: up to `tries` times, `delayMs` apart (docs/visitor-screens.md, "Map (home)"). */
export async function waitForElement<T>(
  get: () => T | null | undefined,
  options: { tries: number; delayMs: number } = MAP_CONTAINER_WAIT,
): Promise<T | null> {
  for (let attempt = 0; attempt < options.tries; attempt += 1) {
    const element = get();
    if (element) return element;
    await sleep(options.delayMs);
  }
  return get() ?? null;
}

let styleUrlPromise: Promise<string> | null = null;

function absoluteUrl(url: string): string {
  return new URL(url, window.location.origin).href;
}

/** The configured map style (`GET /api/config/`), or the bundled one when the configuration cannot be read. */
export function getMapStyleUrl(): Promise<string> {
  styleUrlPromise ??= getPublicConfig()
    .then((config) => absoluteUrl(config.map_style_url || FALLBACK_STYLE_PATH))
    .catch(() => {
      styleUrlPromise = null;
      return absoluteUrl(FALLBACK_STYLE_PATH);
    });
  return styleUrlPromise;
}

export type TMaplibre = typeof Maplibre;

export type TMapHandle = {
  maplibre: TMaplibre;
  map: Maplibre.Map;
  /** Loads the configured style again (debug panel). */
  reloadStyle: () => void;
};

export type TCreateMapOptions = {
  getContainer: () => HTMLElement | null;
  center: TLatLng;
  zoom: number;
  /** One-finger drag scrolls the page on phones; two fingers move the map. */
  cooperativeGestures?: boolean;
  log?: (line: string) => void;
};

/**
 * Loads MapLibre (its own lazy chunk), waits for the container and creates the map. When the
 * configured style cannot be loaded (offline, blocked), switches to the bundled style.
 */
export async function createMap({
  getContainer,
  center,
  zoom,
  cooperativeGestures = false,
  log = () => {},
}: TCreateMapOptions): Promise<TMapHandle> {
  const container = await waitForElement(getContainer);
  if (!container) throw new MapContainerMissingError();

  log('Chargement de MapLibre…');
  const [maplibre, styleUrl] = await Promise.all([loadMaplibre(), getMapStyleUrl()]);
  // The component may have been unmounted while loading.
  if (!container.isConnected) throw new MapContainerMissingError();

  log(`Style : ${styleUrl}`);
  const map = new maplibre.Map({
    container,
    style: styleUrl,
    center: [center.lng, center.lat],
    zoom,
    locale: MAP_LOCALE_FR,
    attributionControl: { compact: true, customAttribution: OSM_MAP_ATTRIBUTION },
    cooperativeGestures,
    dragRotate: false,
    pitchWithRotate: false,
    touchPitch: false,
  });
  map.touchZoomRotate.disableRotation();
  map.addControl(new maplibre.NavigationControl({ showCompass: false }), 'top-right');

  let isStyleLoaded = false;
  let isFallback = styleUrl === absoluteUrl(FALLBACK_STYLE_PATH);

  const useFallback = (reason: string) => {
    if (isStyleLoaded || isFallback) return;
    isFallback = true;
    log(`${reason} : style de secours.`);
    map.setStyle(absoluteUrl(FALLBACK_STYLE_PATH), { diff: false });
  };

  const timer = window.setTimeout(() => useFallback('Style trop long à charger'), STYLE_TIMEOUT_MS);
  map.on('style.load', () => {
    isStyleLoaded = true;
    window.clearTimeout(timer);
    log(isFallback ? 'Style de secours chargé.' : 'Style chargé.');
  });
  map.on('error', (event) => {
    const message = event.error instanceof Error ? event.error.message : 'erreur inconnue';
    log(`Erreur de la carte : ${message}`);
    useFallback('Style indisponible');
  });
  map.on('remove', () => window.clearTimeout(timer));

  const reloadStyle = () => {
    isStyleLoaded = false;
    isFallback = false;
    log('Rechargement du style…');
    map.setStyle(styleUrl, { diff: false });
  };

  return { maplibre, map, reloadStyle };
}
