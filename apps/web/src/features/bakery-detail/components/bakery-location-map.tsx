import type { TLatLng } from '@fournil/shared';
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import type { LocationMapCanvasProps } from './location-map-canvas';
import '@/styles/map-frame.css';

/** Start loading a little before the map scrolls into view. */
const NEAR_VIEWPORT_MARGIN = '200px';
export const LOCATION_MAP_LABEL = 'Carte de la boulangerie';
export const SEE_ON_MAP_LABEL = 'Voir sur la carte';
/** The zoom OpenStreetMap opens at (one closer than our small map's 16: a full page has room). */
const OSM_ZOOM = 17;

/** OpenStreetMap centred on the bakery, with its pin: the fallback when our map cannot load. */
export function openStreetMapHref({ lat, lng }: TLatLng): string {
  const latitude = lat.toFixed(6);
  const longitude = lng.toFixed(6);
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=${OSM_ZOOM}/${latitude}/${longitude}`;
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
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, isNear]);
  return isNear;
}

export type BakeryLocationMapProps = { position: TLatLng; name: string; address: string };

/**
 * The bakery page's small map with its pin (docs/visitor-screens.md, "Bakery page"): the MapLibre
 * part (location-map-canvas.tsx, and MapLibre with it) is fetched only when the section comes near
 * the viewport, so the page's first load stays light; when the map cannot show (no WebGL, code not
 * fetched), the address and a link to OpenStreetMap stand in.
 */
export function BakeryLocationMap({ position, name, address }: BakeryLocationMapProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const isNear = useIsNearViewport(frameRef);
  const [Canvas, setCanvas] = useState<ComponentType<LocationMapCanvasProps> | null>(null);
  const [isUnavailable, setUnavailable] = useState(false);
  const [isReady, setReady] = useState(false);
  const markUnavailable = useCallback(() => setUnavailable(true), []);
  const markReady = useCallback(() => setReady(true), []);

  useEffect(() => {
    if (!isNear) return;
    let isCancelled = false;
    import('./location-map-canvas')
      .then((module) => {
        if (!isCancelled) setCanvas(() => module.LocationMapCanvas);
      })
      .catch(() => {
        if (!isCancelled) setUnavailable(true);
      });
    return () => {
      isCancelled = true;
    };
  }, [isNear]);

  if (isUnavailable) {
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
      {Canvas ? <Canvas position={position} name={name} onUnavailable={markUnavailable} onReady={markReady} /> : null}
      {isReady ? null : (
        <p className="map-frame__loading" role="status">
          <span className="spinner" aria-hidden="true" />
          Chargement de la carte…
        </p>
      )}
    </div>
  );
}
