import type { TLatLng } from '@fournil/shared';
import type * as Maplibre from 'maplibre-gl';
import type { TMapHandle } from './create-map';

/** One marker a screen wants on its map. */
export type TMapMarker = {
  /** Names the marker across renders: the same key keeps the same marker, moved and updated in place. */
  key: string;
  position: TLatLng;
  /** MapLibre's options for a new marker (its element, anchor, colour, draggable): called when the key first appears. */
  create: () => Maplibre.MarkerOptions;
  /** Called once the new marker is on the map: its own listeners (focus, drag). */
  onAdd?: (marker: Maplibre.Marker, map: Maplibre.Map) => void;
  /** Brings the marker's element up to date (label, colour): after its creation and at every later sync. */
  update?: (element: HTMLElement) => void;
};

/** The markers a map shows, by key. */
export type TMarkerRegistry = Map<string, Maplibre.Marker>;

/**
 * Makes the map show `markers`, in their order: a new key adds a marker, a known one is moved (when
 * its position changed) and updated, a key no longer listed removes its marker.
 */
export function syncMarkers(
  { maplibre, map }: Pick<TMapHandle, 'maplibre' | 'map'>,
  registry: TMarkerRegistry,
  markers: readonly TMapMarker[],
): void {
  const listed = new Set<string>();
  for (const wanted of markers) {
    listed.add(wanted.key);
    let marker = registry.get(wanted.key);
    if (!marker) {
      marker = new maplibre.Marker(wanted.create()).setLngLat([wanted.position.lng, wanted.position.lat]).addTo(map);
      registry.set(wanted.key, marker);
      wanted.onAdd?.(marker, map);
    } else {
      const current = marker.getLngLat();
      if (current.lng !== wanted.position.lng || current.lat !== wanted.position.lat)
        marker.setLngLat([wanted.position.lng, wanted.position.lat]);
    }
    wanted.update?.(marker.getElement());
  }
  for (const [key, marker] of registry) {
    if (listed.has(key)) continue;
    marker.remove();
    registry.delete(key);
  }
}

/** Takes every marker off the map (the map is going away). */
export function clearMarkers(registry: TMarkerRegistry): void {
  for (const marker of registry.values()) marker.remove();
  registry.clear();
}
