import { DEFAULT_CENTER, type TLatLng } from '@fournil/shared';
import type * as Maplibre from 'maplibre-gl';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { TMapMarker } from '@/lib/map/sync-markers';
import { useMapLibre } from '@/lib/map/use-map-libre';
import '@/styles/map-frame.css';

export type LocationMapProps = {
  /** The bakery's position, or null before one is chosen. */
  position: TLatLng | null;
  /** A click on the map or the end of a pin drag. */
  onPick: (position: TLatLng) => void;
};

const PICK_ZOOM = 16;
const OVERVIEW_ZOOM = 12;

/** Rounds to 7 decimals (about 1 cm), the precision shown in the form (docs/bakery-management.md, "The screens"). */
const round7 = (value: number) => Math.round(value * 1e7) / 1e7;

/** A small map where the owner clicks to place the bakery's pin or drags it (MapLibre, loaded lazily). */
export function LocationMap({ position, onPick }: LocationMapProps) {
  const onPickRef = useRef(onPick);
  const [initialPosition] = useState(position);

  useEffect(() => {
    onPickRef.current = onPick;
  }, [onPick]);

  const lat = position?.lat ?? Number.NaN;
  const lng = position?.lng ?? Number.NaN;
  // The pin follows the coordinates typed, found or picked; none while they are not numbers.
  const markers = useMemo<TMapMarker[]>(() => {
    if (!Number.isFinite(lat) || !Number.isFinite(lng)) return [];
    return [
      {
        key: 'bakery',
        position: { lat, lng },
        create: () => ({ color: '#7a4420', draggable: true }),
        onAdd: (marker) => {
          marker.getElement().setAttribute('aria-label', 'Position de la boulangerie');
          marker.on('dragend', () => {
            const dropped = marker.getLngLat();
            onPickRef.current({ lat: round7(dropped.lat), lng: round7(dropped.lng) });
          });
        },
      },
    ];
  }, [lat, lng]);

  const { containerRef, handle, error } = useMapLibre({
    center: initialPosition ?? DEFAULT_CENTER,
    zoom: initialPosition ? PICK_ZOOM : OVERVIEW_ZOOM,
    cooperativeGestures: true,
    markers,
  });

  useEffect(() => {
    if (!handle) return;
    const pick = (event: Maplibre.MapMouseEvent) => onPickRef.current({ lat: round7(event.lngLat.lat), lng: round7(event.lngLat.lng) });
    handle.map.on('click', pick);
    return () => {
      handle.map.off('click', pick);
    };
  }, [handle]);

  // A pin outside the visible map brings the map to it.
  useEffect(() => {
    if (handle && Number.isFinite(lat) && Number.isFinite(lng) && !handle.map.getBounds().contains([lng, lat]))
      handle.map.jumpTo({ center: [lng, lat] });
  }, [handle, lat, lng]);

  return (
    <div className="map-frame location-map">
      <div ref={containerRef} className="map-frame__canvas" />
      {error ? (
        <p className="map-frame__loading" role="status">
          {error}
        </p>
      ) : handle ? null : (
        <p className="map-frame__loading">Chargement de la carte…</p>
      )}
    </div>
  );
}
