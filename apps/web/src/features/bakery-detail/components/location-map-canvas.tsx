import type { TLatLng } from '@fournil/shared';
import { useEffect, useMemo, useState } from 'react';
import type { TMapMarker } from '@/lib/map/sync-markers';
import { useMapLibre } from '@/lib/map/use-map-libre';

/** Close enough to see the street, far enough to see the quarter. */
export const LOCATION_MAP_ZOOM = 16;

function pinElement(name: string): HTMLElement {
  const element = document.createElement('div');
  element.className = 'location-map__pin';
  element.setAttribute('role', 'img');
  element.setAttribute('aria-label', name);
  element.innerHTML =
    '<svg viewBox="0 0 32 40" width="32" height="40" aria-hidden="true" focusable="false"><path d="M16 1C7.7 1 1 7.6 1 15.8 1 26.6 16 39 16 39s15-12.4 15-23.2C31 7.6 24.3 1 16 1z" fill="#c0281f" stroke="#fff" stroke-width="2"/><circle cx="16" cy="16" r="6" fill="#fff"/></svg>';
  return element;
}

export type LocationMapCanvasProps = {
  position: TLatLng;
  name: string;
  /** The map cannot show (no WebGL, MapLibre not fetched): the caller shows its static fallback. */
  onUnavailable: () => void;
  /** The map is drawn (its style loaded): the caller drops its loading text. */
  onReady: () => void;
};

/**
 * The MapLibre part of the bakery page's map, in a chunk of its own (bakery-location-map.tsx imports
 * it when the section comes near the screen), so the page's first load carries no map code.
 */
export function LocationMapCanvas({ position, name, onUnavailable, onReady }: LocationMapCanvasProps) {
  const [centre] = useState(position);
  const markers = useMemo<TMapMarker[]>(
    () => [
      {
        key: 'bakery',
        position: { lat: position.lat, lng: position.lng },
        create: () => ({ element: pinElement(name), anchor: 'bottom' }),
        update: (element) => element.setAttribute('aria-label', name),
      },
    ],
    [position.lat, position.lng, name],
  );
  const { containerRef, handle, styleVersion, error } = useMapLibre({ center: centre, zoom: LOCATION_MAP_ZOOM, cooperativeGestures: true, markers });

  useEffect(() => {
    if (error) onUnavailable();
  }, [error, onUnavailable]);
  useEffect(() => {
    if (handle && styleVersion > 0) onReady();
  }, [handle, styleVersion, onReady]);

  return <div ref={containerRef} className="map-frame__canvas" />;
}
