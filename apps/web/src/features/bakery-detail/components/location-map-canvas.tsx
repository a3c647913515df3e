import type { TLatLng } from '@fournil/shared';
import { useEffect, useMemo, useState } from 'react';
import { bakeryPinElement } from '@/lib/map/bakery-pin';
import type { TMapMarker } from '@/lib/map/sync-markers';
import { useMapLibre } from '@/lib/map/use-map-libre';

/** Close enough to see the street, far enough to see the quarter. */
export const LOCATION_MAP_ZOOM = 16;

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
        create: () => ({ element: bakeryPinElement(name, 'location-map__pin'), anchor: 'bottom' }),
        update: (element) => element.setAttribute('aria-label', name),
      },
    ],
    [position.lat, position.lng, name],
  );
  const { containerRef, handle, styleVersion, error } = useMapLibre({
    center: centre,
    zoom: LOCATION_MAP_ZOOM,
    cooperativeGestures: true,
    markers,
  });

  useEffect(() => {
    if (error) onUnavailable();
  }, [error, onUnavailable]);
  useEffect(() => {
    if (handle && styleVersion > 0) onReady();
  }, [handle, styleVersion, onReady]);

  return <div ref={containerRef} className="map-frame__canvas" />;
}
