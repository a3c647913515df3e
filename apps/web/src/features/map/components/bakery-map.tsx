import { BAKERY_NAME_FALLBACK, DEFAULT_CENTER, HOME_MAP_ZOOM, formatCoordinate, haversineKm, type TLatLng } from '@fournil/shared';
import type { Feature, FeatureCollection, Point, Polygon } from 'geojson';
import type * as Maplibre from 'maplibre-gl';
import { useEffect, useEffectEvent, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorBox } from '@/components/ui/error-box';
import { cx } from '@/lib/cx';
import { isDebugMode } from '@/lib/debug-mode';
import { circleRing } from '@/lib/map/circle-ring';
import { MAP_STYLE_UNAVAILABLE_MESSAGE } from '@/lib/map/map-messages';
import type { TMapMarker } from '@/lib/map/sync-markers';
import { useMapLibre } from '@/lib/map/use-map-libre';
import { useDebugLog } from '../hooks/use-debug-log';
import { listBounds, listFitKey } from '../lib/list-bounds';
import {
  createBakeryMarkerElement,
  createPlaceMarkerElement,
  createUserMarkerElement,
  updateBakeryMarkerElement,
  type TMapBakery,
} from '../markers';
import { MapDebugToggle } from './map-debug-toggle';
import '@/styles/map-frame.css';
import '../map.css';

const RADIUS_SOURCE = 'search-radius';
const DEBUG_SOURCE = 'debug-bakeries';
const DEBUG_LAYERS = ['debug-bakeries-points'];
const FAR_JUMP_KM = 5;
/** Room kept around the markers when the map fits the list, and how close a fit may zoom (one bakery and the visitor). */
const FIT_PADDING_PX = 40;
const FIT_MAX_ZOOM = 16;

export type BakeryMapProps = {
  /** Where the map opens; the map waits (placeholder) while it is null. */
  initialCenter: TLatLng | null;
  /** Centre of the search: the radius circle is drawn around it. */
  searchCenter: TLatLng | null;
  radiusKm: number;
  userPosition: TLatLng | null;
  /** A place found by the address search, marked on the map. */
  searchedPlace?: (TLatLng & { label: string }) | null;
  /** The map moves here whenever it changes (position followed, or a searched place). */
  focus: TLatLng | null;
  bakeries: TMapBakery[];
  isFollowing: boolean;
  canFollow: boolean;
  onFollowChange: (isFollowing: boolean) => void;
  onOpenBakery: (id: number) => void;
};

function radiusFeature(center: TLatLng, radiusKm: number): Feature<Polygon> {
  return { type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [circleRing(center, radiusKm)] } };
}

function pointsFeatureCollection(bakeries: TMapBakery[]): FeatureCollection<Point> {
  return {
    type: 'FeatureCollection',
    features: bakeries.map((bakery) => ({
      type: 'Feature',
      properties: { id: bakery.id, color: bakery.status.color },
      geometry: { type: 'Point', coordinates: [bakery.longitude, bakery.latitude] },
    })),
  };
}

/**
 * A marker reached with the keyboard but lying outside the visible map (clipped there, with its focus
 * ring) brings the map to it, so the visitor sees where the focus went. Judged from the map's own
 * projection, not the page's layout: focusing a clipped element makes the browser scroll the map's
 * frame to it for a moment (MapLibre scrolls it back), so the marker's box may read as visible.
 */
function revealFocusedMarker(map: Maplibre.Map, marker: Maplibre.Marker): void {
  const element = marker.getElement();
  const frame = map.getContainer();
  const { x, y } = map.project(marker.getLngLat());
  const halfWidth = element.offsetWidth / 2;
  // The marker is anchored at its bottom centre.
  const isVisible = x - halfWidth >= 0 && x + halfWidth <= frame.clientWidth && y - element.offsetHeight >= 0 && y <= frame.clientHeight;
  if (!isVisible) map.easeTo({ center: marker.getLngLat(), duration: 300 });
}

function FollowIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.2}
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="3.5" />
      <path d="M12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3" />
      <circle cx="12" cy="12" r="7.5" />
    </svg>
  );
}

/**
 * The home map: the visitor, one button marker per bakery coloured by its status (click → bakery page),
 * the search radius, follow-position toggle and a debug panel. MapLibre is downloaded lazily.
 */
export function BakeryMap({
  initialCenter,
  searchCenter,
  radiusKm,
  userPosition,
  searchedPlace = null,
  focus,
  bakeries,
  isFollowing,
  canFollow,
  onFollowChange,
  onOpenBakery,
}: BakeryMapProps) {
  const [hasDebug] = useState(() => isDebugMode());
  const [isDebugOpen, setIsDebugOpen] = useState(false);
  const [hasDebugLayer, setHasDebugLayer] = useState(false);
  const { lines, log } = useDebugLog();
  const debugPanelId = useId();
  const debugToggleRef = useRef<HTMLButtonElement>(null);
  const onOpenBakeryRef = useRef(onOpenBakery);
  // Latched: the map is created once a centre is known, and never torn down by a later null.
  const [hasCentre, setHasCentre] = useState(initialCenter !== null);
  if (initialCenter !== null && !hasCentre) setHasCentre(true);

  useEffect(() => {
    onOpenBakeryRef.current = onOpenBakery;
  }, [onOpenBakery]);
  const stopFollowingOnDrag = useEffectEvent(() => {
    if (!isFollowing) return;
    log('Carte déplacée : suivi de la position désactivé.');
    onFollowChange(false);
  });

  // Bakeries (added, updated in place or removed as the list changes), then the visitor and the
  // searched place. Markers are keyboard-focusable buttons; one reached outside the frame is shown.
  const placeLat = searchedPlace?.lat;
  const placeLng = searchedPlace?.lng;
  const placeLabel = searchedPlace?.label;
  const markers = useMemo<TMapMarker[]>(() => {
    const list: TMapMarker[] = bakeries
      .filter((bakery) => Number.isFinite(bakery.latitude) && Number.isFinite(bakery.longitude))
      .map((bakery) => ({
        key: `bakery-${bakery.id}`,
        position: { lat: bakery.latitude, lng: bakery.longitude },
        create: () => ({ element: createBakeryMarkerElement(() => onOpenBakeryRef.current(bakery.id)), anchor: 'bottom' }),
        onAdd: (marker, map) => marker.getElement().addEventListener('focus', () => revealFocusedMarker(map, marker)),
        update: (element) => updateBakeryMarkerElement(element, bakery, BAKERY_NAME_FALLBACK),
      }));
    if (userPosition)
      list.push({ key: 'user', position: userPosition, create: () => ({ element: createUserMarkerElement('Votre position') }) });
    if (placeLat !== undefined && placeLng !== undefined) {
      const label = `Adresse recherchée : ${placeLabel ?? ''}`;
      list.push({
        key: 'place',
        position: { lat: placeLat, lng: placeLng },
        create: () => ({ element: createPlaceMarkerElement(label), anchor: 'bottom' }),
        update: (element) => element.setAttribute('aria-label', label),
      });
    }
    return list;
  }, [bakeries, userPosition, placeLat, placeLng, placeLabel]);

  const { containerRef, handle, styleVersion, error, isStyleLate } = useMapLibre({
    center: focus ?? initialCenter ?? DEFAULT_CENTER,
    zoom: HOME_MAP_ZOOM,
    isEnabled: hasCentre,
    cooperativeGestures: true,
    log,
    markers,
  });

  useEffect(() => {
    if (!handle) return;
    const stopFollowing = (event: Maplibre.MapLibreEvent<MouseEvent | TouchEvent | undefined>) => {
      if (event.originalEvent) stopFollowingOnDrag();
    };
    handle.map.on('dragstart', stopFollowing);
    return () => {
      handle.map.off('dragstart', stopFollowing);
    };
  }, [handle]);

  useEffect(() => {
    if (handle) log(`Marqueurs : ${bakeries.length}`);
  }, [handle, bakeries.length, log]);

  useEffect(() => {
    if (userPosition) log(`Position : ${formatCoordinate(userPosition.lat)}, ${formatCoordinate(userPosition.lng)}`);
  }, [userPosition, log]);

  // Follow the position, or go to a searched place.
  const focusLat = focus?.lat;
  const focusLng = focus?.lng;
  useEffect(() => {
    if (!handle || focusLat === undefined || focusLng === undefined) return;
    const current = handle.map.getCenter();
    const target = { lat: focusLat, lng: focusLng };
    // A far place (another town): jump, an animation across the country helps nobody.
    if (haversineKm({ lat: current.lat, lng: current.lng }, target) > FAR_JUMP_KM) handle.map.jumpTo({ center: [focusLng, focusLat] });
    else handle.map.easeTo({ center: [focusLng, focusLat], duration: 600 });
  }, [handle, focusLat, focusLng]);

  // After each new list and each filter, the map shows every bakery listed and the search centre
  // (docs/visitor-screens.md, "Map (home)"); a card changed in place keeps the same ids and moves nothing.
  const fitKey = listFitKey(bakeries);
  const fitBakeries = useEffectEvent(() => {
    if (!handle) return;
    const bounds = listBounds(bakeries, searchCenter);
    if (!bounds) return;
    const frame = handle.map.getContainer();
    const padding = Math.min(FIT_PADDING_PX, Math.floor(Math.min(frame.clientWidth, frame.clientHeight) / 4));
    handle.map.fitBounds(bounds, { padding, maxZoom: FIT_MAX_ZOOM, duration: 0 });
    log(`Carte ajustée à ${bakeries.length} boulangerie(s).`);
  });
  useEffect(() => {
    fitBakeries();
  }, [handle, fitKey]);

  // The search radius, drawn again after every style (re)load.
  useEffect(() => {
    if (!handle || styleVersion === 0 || !searchCenter) return;
    const { map } = handle;
    const data = radiusFeature(searchCenter, radiusKm);
    const source = map.getSource(RADIUS_SOURCE) as Maplibre.GeoJSONSource | undefined;
    if (source) {
      source.setData(data);
      return;
    }
    map.addSource(RADIUS_SOURCE, { type: 'geojson', data });
    map.addLayer({
      id: `${RADIUS_SOURCE}-fill`,
      type: 'fill',
      source: RADIUS_SOURCE,
      paint: { 'fill-color': '#f2b84b', 'fill-opacity': 0.12 },
    });
    map.addLayer({
      id: `${RADIUS_SOURCE}-line`,
      type: 'line',
      source: RADIUS_SOURCE,
      paint: { 'line-color': '#a86a37', 'line-width': 1.5, 'line-dasharray': [3, 2] },
    });
  }, [handle, styleVersion, searchCenter, radiusKm]);

  // Debug layer: every bakery as a plain dot, and the tile boundaries.
  useEffect(() => {
    if (!handle || styleVersion === 0) return;
    const { map } = handle;
    map.showTileBoundaries = hasDebugLayer;
    if (!hasDebugLayer) {
      for (const layer of DEBUG_LAYERS) if (map.getLayer(layer)) map.removeLayer(layer);
      if (map.getSource(DEBUG_SOURCE)) map.removeSource(DEBUG_SOURCE);
      return;
    }
    const data = pointsFeatureCollection(bakeries);
    const source = map.getSource(DEBUG_SOURCE) as Maplibre.GeoJSONSource | undefined;
    if (source) {
      source.setData(data);
      return;
    }
    map.addSource(DEBUG_SOURCE, { type: 'geojson', data });
    map.addLayer({
      id: 'debug-bakeries-points',
      type: 'circle',
      source: DEBUG_SOURCE,
      paint: {
        'circle-radius': 5,
        'circle-color': ['match', ['get', 'color'], 'green', '#1d6b36', 'red', '#b3261e', 'blue', '#1f5a99', '#56504a'],
        'circle-stroke-color': '#ffffff',
        'circle-stroke-width': 1.5,
      },
    });
  }, [handle, styleVersion, hasDebugLayer, bakeries]);

  function toggleFollow() {
    const next = !isFollowing;
    log(next ? 'Suivi de la position activé.' : 'Suivi de la position désactivé.');
    onFollowChange(next);
  }

  // Escape inside the open panel closes it and gives the focus back to its toggle.
  function closeDebugOnEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !isDebugOpen) return;
    event.stopPropagation();
    setIsDebugOpen(false);
    debugToggleRef.current?.focus();
  }

  function toggleDebugLayer() {
    setHasDebugLayer((previous) => {
      log(previous ? 'Couche de débogage retirée.' : 'Couche de débogage ajoutée.');
      return !previous;
    });
  }

  const isLoading = !error && (!handle || styleVersion === 0);

  return (
    <section className="bakery-map" aria-label="Carte des boulangeries">
      {error ? (
        <ErrorBox className="bakery-map__error">{error}</ErrorBox>
      ) : (
        <div className="map-frame bakery-map__frame">
          <div ref={containerRef} className="map-frame__canvas" />
          {isLoading && isStyleLate ? (
            <p className="map-frame__loading bakery-map__loading bakery-map__unavailable" role="status">
              <strong>{MAP_STYLE_UNAVAILABLE_MESSAGE}</strong>
              <span>La liste reste à jour.</span>
            </p>
          ) : isLoading ? (
            <p className="map-frame__loading bakery-map__loading" role="status">
              <span className="spinner" aria-hidden="true" />
              Chargement de la carte…
            </p>
          ) : null}
          <button
            type="button"
            className={cx('map-chip bakery-map__follow', isFollowing && canFollow && 'is-active')}
            aria-pressed={isFollowing && canFollow}
            disabled={!canFollow}
            onClick={toggleFollow}
          >
            <FollowIcon />
            Suivre ma position
          </button>
        </div>
      )}
      {hasDebug ? (
        <div className="map-debug" onKeyDown={closeDebugOnEscape}>
          <MapDebugToggle
            ref={debugToggleRef}
            isOpen={isDebugOpen}
            aria-controls={debugPanelId}
            onClick={() => setIsDebugOpen((open) => !open)}
          />
          <div id={debugPanelId} className="map-debug__panel" hidden={!isDebugOpen}>
            <div className="map-debug__actions">
              <Button variant="secondary" size="sm" disabled={!handle} onClick={() => handle?.reloadStyle()}>
                Recharger le style
              </Button>
              <Button variant="secondary" size="sm" disabled={!handle} aria-pressed={hasDebugLayer} onClick={toggleDebugLayer}>
                Ajouter une couche de débogage
              </Button>
            </div>
            <ol className="map-debug__log" aria-label="Journal de la carte" tabIndex={0}>
              {lines.map((line, index) => (
                <li key={`${index}-${line}`}>{line}</li>
              ))}
            </ol>
          </div>
        </div>
      ) : null}
    </section>
  );
}
