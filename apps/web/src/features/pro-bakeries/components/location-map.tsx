import { DEFAULT_CENTER, type TLatLng } from '@fournil/shared';
import type * as Maplibre from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';
import { MAP_UNAVAILABLE_MESSAGE, MapContainerMissingError, createMap, type TMapHandle } from '@/lib/map';
import '@/styles/map-frame.css';

export type LocationMapProps = {
  /** The bakery's position, or null before one is chosen. */
  position: TLatLng | null;
  /** A click on the map or the end of a pin drag. */
  onPick: (position: TLatLng) => void;
};

const PICK_ZOOM = 16;
const OVERVIEW_ZOOM = 12;

/** Rounds to 7 decimals (about 1 cm), the precision shown in the form (spec §9). */
const round7 = (value: number) => Math.round(value * 1e7) / 1e7;

/** A small map where the owner clicks to place the bakery's pin or drags it (MapLibre, loaded lazily). */
export function LocationMap({ position, onPick }: LocationMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const markerRef = useRef<Maplibre.Marker | null>(null);
  const onPickRef = useRef(onPick);
  const [handle, setHandle] = useState<TMapHandle | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [initialPosition] = useState(position);

  useEffect(() => {
    onPickRef.current = onPick;
  }, [onPick]);

  useEffect(() => {
    let isCancelled = false;
    let created: TMapHandle | null = null;
    createMap({
      getContainer: () => containerRef.current,
      center: initialPosition ?? DEFAULT_CENTER,
      zoom: initialPosition ? PICK_ZOOM : OVERVIEW_ZOOM,
      cooperativeGestures: true,
    })
      .then((result) => {
        if (isCancelled) {
          result.map.remove();
          return;
        }
        created = result;
        result.map.on('click', (event) => onPickRef.current({ lat: round7(event.lngLat.lat), lng: round7(event.lngLat.lng) }));
        setHandle(result);
      })
      .catch((reason: unknown) => {
        if (!isCancelled) setError(reason instanceof MapContainerMissingError ? reason.message : MAP_UNAVAILABLE_MESSAGE);
      });
    return () => {
      isCancelled = true;
      created?.map.remove();
    };
  }, [initialPosition]);

  const lat = position?.lat ?? Number.NaN;
  const lng = position?.lng ?? Number.NaN;
  // The pin follows the coordinates typed, found or picked.
  useEffect(() => {
    if (!handle) return;
    if (!Number.isFinite(lat) || !Number.isFinite(lng)) {
      markerRef.current?.remove();
      markerRef.current = null;
      return;
    }
    if (!markerRef.current) {
      const marker = new handle.maplibre.Marker({ color: '#7a4420', draggable: true }).setLngLat([lng, lat]).addTo(handle.map);
      marker.getElement().setAttribute('aria-label', 'Position de la boulangerie');
      marker.on('dragend', () => {
        const { lat, lng } = marker.getLngLat();
        onPickRef.current({ lat: round7(lat), lng: round7(lng) });
      });
      markerRef.current = marker;
    } else {
      markerRef.current.setLngLat([lng, lat]);
    }
    if (!handle.map.getBounds().contains([lng, lat])) handle.map.jumpTo({ center: [lng, lat] });
  }, [handle, lat, lng]);

  useEffect(
    () => () => {
      markerRef.current?.remove();
      markerRef.current = null;
    },
    [],
  );

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
