import type { TLatLng } from '@fournil/shared';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { TMapMarker } from '@/lib/map/sync-markers';
import { useMapLibre } from '@/lib/map/use-map-libre';
import '@/styles/map-frame.css';

/** Close enough to see the street, far enough to see the quarter. */
export const LOCATION_MAP_ZOOM = 16;
/** Start loading a little before the map scrolls into view. */
const NEAR_VIEWPORT_MARGIN = '200px';
export const LOCATION_MAP_LABEL = 'Carte de la boulangerie';
export const SEE_ON_MAP_LABEL = 'Voir sur la carte';

/** OpenStreetMap centred on the bakery, with its pin: the fallback when our map cannot load. */
export function openStreetMapHref({ lat, lng }: TLatLng): string {
  const latitude = lat.toFixed(6);
  const longitude = lng.toFixed(6);
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=${LOCATION_MAP_ZOOM + 1}/${latitude}/${longitude}`;
}

function pinElement(name: string): HTMLElement {
  const element = document.createElement('div');
  element.className = 'location-map__pin';
  element.setAttribute('role', 'img');
  element.setAttribute('aria-label', name);
  element.innerHTML =
    '<svg viewBox="0 0 32 40" width="32" height="40" aria-hidden="true" focusable="false"><path d="M16 1C7.7 1 1 7.6 1 15.8 1 26.6 16 39 16 39s15-12.4 15-23.2C31 7.6 24.3 1 16 1z" fill="#c0281f" stroke="#fff" stroke-width="2"/><circle cx="16" cy="16" r="6" fill="#fff"/></svg>';
  return element;
}

/** True once `ref` comes near the viewport (at once where IntersectionObserver is missing). */
function useIsNearViewport(ref: React.RefObject<HTMLElement | null>): boolean {
  const [isNear, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (isNear || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: NEAR_VIEWPORT_MARGIN });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, isNear]);
  return isNear;
}

export type BakeryLocationMapProps = { position: TLatLng; name: string; address: string };

/**
 * The bakery page's small map with its pin (docs/visitor-screens.md, "Bakery page"): MapLibre is
 * fetched only when the section comes near the viewport, so the page's first load stays light; when
 * the map cannot show (no WebGL, library not fetched), the address and a link to OpenStreetMap stand in.
 */
export function BakeryLocationMap({ position, name, address }: BakeryLocationMapProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const isNear = useIsNearViewport(frameRef);
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
  const { containerRef, handle, styleVersion, error } = useMapLibre({ center: centre, zoom: LOCATION_MAP_ZOOM, isEnabled: isNear, cooperativeGestures: true, markers });

  if (error) {
    return (
      <div className="location-map-fallback" data-testid="location-map-fallback">
        <p className="location-map-fallback__address">{address}</p>
        <a className="location-map-fallback__link" href={openStreetMapHref(position)} target="_blank" rel="noopener noreferrer">
          {SEE_ON_MAP_LABEL}
          <span className="visually-hidden"> (OpenStreetMap, nouvel onglet)</span>
        </a>
      </div>
    );
  }
  return (
    <div ref={frameRef} className="map-frame location-map" aria-label={LOCATION_MAP_LABEL} role="region">
      <div ref={containerRef} className="map-frame__canvas" />
      {!handle || styleVersion === 0 ? (
        <p className="map-frame__loading" role="status">
          <span className="spinner" aria-hidden="true" />
          Chargement de la carte…
        </p>
      ) : null}
    </div>
  );
}
