import type { TLatLng } from '@fournil/shared';
import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import { MapContainerMissingError, createMap, type TMapHandle } from './create-map';
import { MAP_UNAVAILABLE_MESSAGE } from './map-messages';
import { clearMarkers, syncMarkers, type TMapMarker, type TMarkerRegistry } from './sync-markers';

export type TUseMapLibreOptions = {
  /** Where the map opens: read when it is created, not followed afterwards. */
  center: TLatLng;
  zoom: number;
  /** The map is created once this is true (default true); a screen may wait for its centre. */
  isEnabled?: boolean;
  /** One-finger drag scrolls the page on phones; two fingers move the map. */
  cooperativeGestures?: boolean;
  /** The screen's debug log, if it keeps one. */
  log?: (line: string) => void;
  /** The markers to show, by key; keep the array stable between renders that do not change it. */
  markers?: readonly TMapMarker[];
};

export type TMapLibre = {
  /** For the element MapLibre draws in. */
  containerRef: RefObject<HTMLDivElement | null>;
  /** The map once created, else null. */
  handle: TMapHandle | null;
  /** How many styles have loaded (the bundled one after a failure, a reload): a screen's own layers are drawn again when it changes; 0 until the first. */
  styleVersion: number;
  /** What to tell the visitor when the map cannot be shown (no container, no WebGL, code not fetched). */
  error: string | null;
  /**
   * True while no style has loaded MAP_STYLE_DEADLINE_MS after the map was created (the configured style and the
   * bundled one both failing or hanging): the screen says « Carte indisponible » instead of spinning. A style
   * that loads later (the bundled fallback, a reload) makes it false again.
   */
  isStyleLate: boolean;
};

/** How long a created map may spin without any style before the screen says it is unavailable (docs/visitor-screens.md, "Map (home)"). */
export const MAP_STYLE_DEADLINE_MS = 5_000;

const NO_MARKERS: readonly TMapMarker[] = [];

/**
 * A MapLibre map owned by the calling screen: MapLibre is fetched lazily, the map created in the
 * container (waited for), in French, with the configured style or the bundled one when that fails
 * (create-map.ts), and removed with the screen. Markers follow `markers`. The screen keeps only what
 * is its own: layers, listeners, camera moves, loading and error boxes.
 */
export function useMapLibre({
  center,
  zoom,
  isEnabled = true,
  cooperativeGestures = false,
  log,
  markers = NO_MARKERS,
}: TUseMapLibreOptions): TMapLibre {
  const containerRef = useRef<HTMLDivElement>(null);
  const registryRef = useRef<TMarkerRegistry>(new Map());
  const [handle, setHandle] = useState<TMapHandle | null>(null);
  const [styleVersion, setStyleVersion] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [isStyleLate, setIsStyleLate] = useState(false);

  const report = useEffectEvent((line: string) => log?.(line));
  const start = useEffectEvent(() =>
    createMap({ getContainer: () => containerRef.current, center, zoom, cooperativeGestures, log: report }),
  );

  useEffect(() => {
    if (!isEnabled) return;
    let isCancelled = false;
    let created: TMapHandle | null = null;
    let deadline: number | undefined;
    // After the first paint, so that the screen's own requests (the home list) go first.
    const timer = window.setTimeout(() => {
      start()
        .then((result) => {
          if (isCancelled) {
            result.map.remove();
            return;
          }
          created = result;
          result.map.on('style.load', () => {
            window.clearTimeout(deadline);
            setIsStyleLate(false);
            setStyleVersion((version) => version + 1);
          });
          if (result.map.isStyleLoaded()) setStyleVersion((version) => version + 1);
          else
            deadline = window.setTimeout(() => {
              report('Aucun style chargé : carte indisponible.');
              setIsStyleLate(true);
            }, MAP_STYLE_DEADLINE_MS);
          setHandle(result);
          report('Carte prête.');
        })
        .catch((reason: unknown) => {
          if (isCancelled) return;
          report(`Échec de la carte : ${reason instanceof Error ? reason.message : String(reason)}`);
          setError(reason instanceof MapContainerMissingError ? reason.message : MAP_UNAVAILABLE_MESSAGE);
        });
    }, 0);
    const registry = registryRef.current;
    return () => {
      isCancelled = true;
      window.clearTimeout(timer);
      window.clearTimeout(deadline);
      clearMarkers(registry);
      created?.map.remove();
    };
  }, [isEnabled]);

  useEffect(() => {
    if (handle) syncMarkers(handle, registryRef.current, markers);
  }, [handle, markers]);

  return { containerRef, handle, styleVersion, error, isStyleLate };
}
