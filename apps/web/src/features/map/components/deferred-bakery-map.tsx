import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { ErrorBox } from '@/components/ui/error-box';
import { isDebugMode } from '@/lib/debug-mode';
import { MAP_UNAVAILABLE_MESSAGE } from '@/lib/map/map-messages';
import { whenIdle } from '@/lib/when-idle';
import type { BakeryMapProps } from './bakery-map';
// The placeholder takes the map's room from the first paint: its styles come with the page, not with the map.
import '@/styles/map-frame.css';
import '../map.css';

function MapUnavailable() {
  return (
    <section className="bakery-map" aria-label="Carte des boulangeries">
      <ErrorBox className="bakery-map__error">{MAP_UNAVAILABLE_MESSAGE}</ErrorBox>
    </section>
  );
}

// The component and MapLibre (about 300 kB compressed) come together, after the list. If its code
// cannot be fetched (offline, a new deployment), the list stays and the box says the map is unavailable.
const BakeryMap = lazy<ComponentType<BakeryMapProps>>(() =>
  import('./bakery-map').then(
    (module) => ({ default: module.BakeryMap }),
    () => ({ default: MapUnavailable }),
  ),
);

/** After the list is painted, the map waits this long for the page to settle, then for an idle moment. */
export const MAP_IDLE_DELAY_MS = 3_000;

/**
 * The map's boxes before it is there: the same frame and debug row as BakeryMap, so nothing moves when
 * it arrives. Reaching for it (a pointer over it, a finger on it) asks for the map at once.
 */
export function BakeryMapPlaceholder({ onReach }: { onReach?: () => void }) {
  return (
    <section className="bakery-map" aria-label="Carte des boulangeries" onPointerEnter={onReach}>
      <div className="map-frame bakery-map__frame">
        <p className="map-frame__loading bakery-map__loading" role="status">
          <span className="spinner" aria-hidden="true" />
          Chargement de la carte…
        </p>
      </div>
      {/* The debug toggle's row (`?debug=1` only), empty: a control that does nothing yet would only be in the way. */}
      {isDebugMode() ? <div className="map-debug" /> : null}
    </section>
  );
}

export type DeferredBakeryMapProps = BakeryMapProps & {
  /** The list is painted (or has failed): from now on the map may load. */
  canLoad: boolean;
  /** The visitor asked for the map (« Carte » on a phone): it loads at once. */
  isAsked?: boolean;
};

/**
 * The home map. MapLibre's start-up (about 1 MB of JavaScript, then a WebGL context) blocks the main
 * thread for a long while on a phone, so it never competes with the list: it starts when the
 * visitor reaches for the map, or once the list has been on screen MAP_IDLE_DELAY_MS and the browser
 * is idle.
 */
export function DeferredBakeryMap({ canLoad, isAsked = false, ...props }: DeferredBakeryMapProps) {
  const [isWanted, setIsWanted] = useState(isAsked);
  if (isAsked && !isWanted) setIsWanted(true);

  useEffect(() => {
    if (!canLoad || isWanted) return;
    return whenIdle(() => setIsWanted(true), { delayMs: MAP_IDLE_DELAY_MS });
  }, [canLoad, isWanted]);

  const placeholder = <BakeryMapPlaceholder onReach={() => setIsWanted(true)} />;
  if (!isWanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <BakeryMap {...props} />
    </Suspense>
  );
}
