// @vitest-environment jsdom
import type * as Maplibre from 'maplibre-gl';
import { describe, expect, it, vi } from 'vitest';
import { clearMarkers, syncMarkers, type TMapMarker, type TMarkerRegistry } from './sync-markers';
import type { TMapHandle } from './create-map';

/** Just enough of MapLibre's Marker: a position, an element appended to the map's container, removal. */
class FakeMarker {
  static added: FakeMarker[] = [];
  readonly options: Maplibre.MarkerOptions;
  lngLat: { lng: number; lat: number } = { lng: Number.NaN, lat: Number.NaN };
  setLngLatCalls = 0;
  isOnMap = false;
  private readonly element: HTMLElement;

  constructor(options: Maplibre.MarkerOptions = {}) {
    this.options = options;
    this.element = options.element ?? document.createElement('div');
  }

  setLngLat([lng, lat]: [number, number]) {
    this.lngLat = { lng, lat };
    this.setLngLatCalls += 1;
    return this;
  }

  getLngLat() {
    return this.lngLat;
  }

  getElement() {
    return this.element;
  }

  addTo() {
    this.isOnMap = true;
    FakeMarker.added.push(this);
    return this;
  }

  remove() {
    this.isOnMap = false;
    return this;
  }
}

function fakeHandle(): Pick<TMapHandle, 'maplibre' | 'map'> {
  FakeMarker.added = [];
  return { maplibre: { Marker: FakeMarker } as unknown as TMapHandle['maplibre'], map: {} as Maplibre.Map };
}

function pin(key: string, lat: number, lng: number, label = key): TMapMarker {
  return {
    key,
    position: { lat, lng },
    create: () => ({ element: document.createElement('button'), anchor: 'bottom' }),
    update: (element) => element.setAttribute('aria-label', label),
  };
}

const markerOf = (registry: TMarkerRegistry, key: string) => registry.get(key) as unknown as FakeMarker;

describe('syncMarkers', () => {
  it('adds one marker per key, in the list’s order, with its options, position and label', () => {
    const handle = fakeHandle();
    const registry: TMarkerRegistry = new Map();
    const onAdd = vi.fn();
    syncMarkers(handle, registry, [pin('a', 48.1, 2.1), { ...pin('b', 48.2, 2.2), onAdd }]);

    expect(FakeMarker.added.map((marker) => marker.getElement().getAttribute('aria-label'))).toEqual(['a', 'b']);
    expect(markerOf(registry, 'a').options.anchor).toBe('bottom');
    expect(markerOf(registry, 'b').getLngLat()).toEqual({ lat: 48.2, lng: 2.2 });
    expect(onAdd).toHaveBeenCalledExactlyOnceWith(registry.get('b'), handle.map);
  });

  it('keeps the marker of a known key: moved only when its position changed, updated every time', () => {
    const handle = fakeHandle();
    const registry: TMarkerRegistry = new Map();
    syncMarkers(handle, registry, [pin('a', 48.1, 2.1), pin('b', 48.2, 2.2)]);
    const [a, b] = [markerOf(registry, 'a'), markerOf(registry, 'b')];

    syncMarkers(handle, registry, [pin('a', 48.1, 2.1, 'a — Ouvert'), pin('b', 48.3, 2.3)]);

    expect(FakeMarker.added).toHaveLength(2);
    expect(markerOf(registry, 'a')).toBe(a);
    expect(a.setLngLatCalls).toBe(1);
    expect(a.getElement().getAttribute('aria-label')).toBe('a — Ouvert');
    expect(b.setLngLatCalls).toBe(2);
    expect(b.getLngLat()).toEqual({ lat: 48.3, lng: 2.3 });
  });

  it('removes the markers whose key is no longer listed, and adds the new ones', () => {
    const handle = fakeHandle();
    const registry: TMarkerRegistry = new Map();
    syncMarkers(handle, registry, [pin('a', 48.1, 2.1), pin('b', 48.2, 2.2)]);
    const a = markerOf(registry, 'a');

    syncMarkers(handle, registry, [pin('b', 48.2, 2.2), pin('c', 48.3, 2.3)]);

    expect(a.isOnMap).toBe(false);
    expect([...registry.keys()]).toEqual(['b', 'c']);
    expect(markerOf(registry, 'c').isOnMap).toBe(true);
  });

  it('takes every marker off the map when the map goes away', () => {
    const handle = fakeHandle();
    const registry: TMarkerRegistry = new Map();
    syncMarkers(handle, registry, [pin('a', 48.1, 2.1), pin('b', 48.2, 2.2)]);
    const markers = [...registry.values()] as unknown as FakeMarker[];

    clearMarkers(registry);

    expect(registry.size).toBe(0);
    expect(markers.every((marker) => !marker.isOnMap)).toBe(true);
  });
});
