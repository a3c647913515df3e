import { DIRECTIONS_FIT_PADDING, DIRECTIONS_MAP_ZOOM, type TLatLng } from '@fournil/shared';
import type { Feature, LineString } from 'geojson';
import type * as Maplibre from 'maplibre-gl';
import { useEffect, useMemo, useState } from 'react';
import { ErrorBox } from '@/components/ui';
import { bakeryPinElement } from '@/lib/map/bakery-pin';
import type { TMapMarker } from '@/lib/map/sync-markers';
import { useMapLibre } from '@/lib/map/use-map-libre';
import '@/styles/map-frame.css';

const ROUTE_SOURCE = 'route';
/** Amber, width 5 (docs/visitor-screens.md, "Directions"). */
const ROUTE_COLOR = '#e09a1a';
const ROUTE_WIDTH = 5;

export const USER_MARKER_LABEL = 'Vous êtes ici';

function userMarkerElement(): HTMLElement {
  const element = document.createElement('div');
  element.className = 'route-marker route-marker--user';
  element.setAttribute('role', 'img');
  element.setAttribute('aria-label', USER_MARKER_LABEL);
  element.innerHTML = `<span class="route-marker__label" aria-hidden="true">${USER_MARKER_LABEL}</span><span class="route-marker__dot" aria-hidden="true"></span>`;
  return element;
}

function lineFeature(coordinates: Array<[number, number]>): Feature<LineString> {
  return { type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates } };
}

export type RouteMapProps = {
  from: TLatLng | null;
  to: TLatLng;
  bakeryName: string;
  /** [lng, lat] pairs of the selected route; null when there is none. */
  geometry: Array<[number, number]> | null;
};

/** Directions map: blue 'Vous êtes ici', red bakery, amber route, fitted with padding 80. */
export function RouteMap({ from, to, bakeryName, geometry }: RouteMapProps) {
  const [initialCentre] = useState(to);
  // The bakery, and the visitor once their start is known.
  const markers = useMemo<TMapMarker[]>(() => {
    const list: TMapMarker[] = [
      {
        key: 'bakery',
        position: { lat: to.lat, lng: to.lng },
        create: () => ({ element: bakeryPinElement(bakeryName, 'route-marker route-marker--bakery'), anchor: 'bottom' }),
        update: (element) => element.setAttribute('aria-label', bakeryName),
      },
    ];
    if (from) list.push({ key: 'user', position: from, create: () => ({ element: userMarkerElement(), anchor: 'center' }) });
    return list;
  }, [to.lat, to.lng, bakeryName, from]);
  const { containerRef, handle, styleVersion, error } = useMapLibre({
    center: initialCentre,
    zoom: DIRECTIONS_MAP_ZOOM,
    cooperativeGestures: true,
    markers,
  });

  // The route line (again after a style reload) and the fit.
  useEffect(() => {
    if (!handle || styleVersion === 0) return;
    const { map, maplibre } = handle;
    const data = lineFeature(geometry ?? []);
    const source = map.getSource(ROUTE_SOURCE) as Maplibre.GeoJSONSource | undefined;
    if (source) source.setData(data);
    else {
      map.addSource(ROUTE_SOURCE, { type: 'geojson', data });
      map.addLayer({
        id: `${ROUTE_SOURCE}-casing`,
        type: 'line',
        source: ROUTE_SOURCE,
        layout: { 'line-join': 'round', 'line-cap': 'round' },
        paint: { 'line-color': '#ffffff', 'line-width': ROUTE_WIDTH + 3, 'line-opacity': 0.9 },
      });
      map.addLayer({
        id: `${ROUTE_SOURCE}-line`,
        type: 'line',
        source: ROUTE_SOURCE,
        layout: { 'line-join': 'round', 'line-cap': 'round' },
        paint: { 'line-color': ROUTE_COLOR, 'line-width': ROUTE_WIDTH },
      });
    }
    const points: Array<[number, number]> = [...(geometry ?? []), [to.lng, to.lat]];
    if (from) points.push([from.lng, from.lat]);
    if (points.length < 2) return;
    const bounds = points.reduce((box, point) => box.extend(point), new maplibre.LngLatBounds(points[0], points[0]));
    const container = map.getContainer();
    // Padding 80 on each side needs room: on a very small map, use what is left.
    const padding = Math.min(DIRECTIONS_FIT_PADDING, Math.floor(Math.min(container.clientWidth, container.clientHeight) / 2) - 10);
    map.fitBounds(bounds, { padding: Math.max(padding, 0), maxZoom: 17, duration: 500 });
  }, [handle, styleVersion, geometry, from, to.lng, to.lat]);

  if (error) return <ErrorBox>{error}</ErrorBox>;
  return (
    <div className="map-frame route-map" aria-label="Carte de l’itinéraire" role="region">
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
