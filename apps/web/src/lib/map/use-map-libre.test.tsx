import { act, cleanup, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as createMapModule from './create-map';
import { MapContainerMissingError, createMap, type TCreateMapOptions, type TMapHandle } from './create-map';
import { MAP_CONTAINER_MISSING_MESSAGE, MAP_UNAVAILABLE_MESSAGE } from './map-messages';
import type { TMapMarker } from './sync-markers';
import { MAP_STYLE_DEADLINE_MS, useMapLibre, type TUseMapLibreOptions } from './use-map-libre';

vi.mock('./create-map', async (importOriginal) => ({ ...(await importOriginal<typeof createMapModule>()), createMap: vi.fn() }));

/** A map that records its listeners and its removal; its markers only need to be added and removed. */
function fakeHandle() {
  const listeners = new Map<string, Array<() => void>>();
  const removedMarkers: string[] = [];
  class Marker {
    private lngLat = { lng: 0, lat: 0 };
    constructor(private readonly options: { element?: HTMLElement }) {}
    setLngLat([lng, lat]: [number, number]) {
      this.lngLat = { lng, lat };
      return this;
    }
    getLngLat() {
      return this.lngLat;
    }
    getElement() {
      return this.options.element ?? document.createElement('div');
    }
    addTo() {
      return this;
    }
    remove() {
      removedMarkers.push(this.getElement().id);
      return this;
    }
  }
  const map = {
    isRemoved: false,
    on: (type: string, listener: () => void) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    isStyleLoaded: () => false,
    remove: () => {
      map.isRemoved = true;
    },
  };
  const handle = { maplibre: { Marker }, map, reloadStyle: () => {} } as unknown as TMapHandle;
  const emit = (type: string) => act(() => listeners.get(type)?.forEach((listener) => listener()));
  return { handle, map, emit, removedMarkers };
}

function Harness(props: Partial<TUseMapLibreOptions>) {
  const { containerRef, handle, styleVersion, error, isStyleLate } = useMapLibre({ center: { lat: 48.85, lng: 2.35 }, zoom: 14, ...props });
  return (
    <div>
      <div ref={containerRef} data-testid="container" />
      <p>{error ?? (handle ? `prête, styles : ${styleVersion}` : 'en attente')}</p>
      {isStyleLate ? <p>style en retard</p> : null}
    </div>
  );
}

const afterPaint = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const createMapMock = vi.mocked(createMap);

describe('useMapLibre', () => {
  beforeEach(() => createMapMock.mockReset());
  afterEach(cleanup);

  it('creates the map once, after the first paint, where and how the screen asks', async () => {
    const { handle, emit } = fakeHandle();
    createMapMock.mockResolvedValue(handle);
    const log = vi.fn();
    render(
      <StrictMode>
        <Harness center={{ lat: 45.76, lng: 4.84 }} zoom={16} cooperativeGestures log={log} />
      </StrictMode>,
    );
    expect(createMapMock).not.toHaveBeenCalled();
    await afterPaint();

    expect(createMapMock).toHaveBeenCalledOnce();
    const options = createMapMock.mock.calls[0]![0] as TCreateMapOptions;
    expect(options).toMatchObject({ center: { lat: 45.76, lng: 4.84 }, zoom: 16, cooperativeGestures: true });
    expect(options.getContainer()).toBe(screen.getByTestId('container'));
    expect(await screen.findByText('prête, styles : 0')).toBeTruthy();
    expect(log).toHaveBeenCalledWith('Carte prête.');
    emit('style.load');
    emit('style.load');
    expect(screen.getByText('prête, styles : 2')).toBeTruthy();
  });

  it('says the style is late when none has loaded 5 s after the map was created, until one does', async () => {
    vi.useFakeTimers();
    try {
      const { handle, emit } = fakeHandle();
      createMapMock.mockResolvedValue(handle);
      render(<Harness />);
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(screen.getByText('prête, styles : 0')).toBeTruthy();
      await act(() => vi.advanceTimersByTimeAsync(MAP_STYLE_DEADLINE_MS - 1));
      expect(screen.queryByText('style en retard')).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(screen.getByText('style en retard')).toBeTruthy();
      emit('style.load');
      expect(screen.queryByText('style en retard')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits until it is enabled', async () => {
    createMapMock.mockResolvedValue(fakeHandle().handle);
    const { rerender } = render(<Harness isEnabled={false} />);
    await afterPaint();
    expect(createMapMock).not.toHaveBeenCalled();
    rerender(<Harness isEnabled />);
    await afterPaint();
    expect(createMapMock).toHaveBeenCalledOnce();
  });

  it('says the container is missing, or else that the map cannot be shown', async () => {
    const log = vi.fn();
    createMapMock.mockRejectedValueOnce(new MapContainerMissingError());
    render(<Harness log={log} />);
    expect(await screen.findByText(MAP_CONTAINER_MISSING_MESSAGE)).toBeTruthy();
    expect(log).toHaveBeenCalledWith(`Échec de la carte : ${MAP_CONTAINER_MISSING_MESSAGE}`);
    cleanup();

    createMapMock.mockRejectedValueOnce(new Error('WebGL absent'));
    render(<Harness log={log} />);
    expect(await screen.findByText(MAP_UNAVAILABLE_MESSAGE)).toBeTruthy();
    expect(log).toHaveBeenCalledWith('Échec de la carte : WebGL absent');
  });

  it('removes the map and its markers with the screen', async () => {
    const { handle, map, removedMarkers } = fakeHandle();
    createMapMock.mockResolvedValue(handle);
    const element = Object.assign(document.createElement('div'), { id: 'boulangerie' });
    const markers: TMapMarker[] = [{ key: 'a', position: { lat: 48.85, lng: 2.35 }, create: () => ({ element }) }];
    const { unmount } = render(<Harness markers={markers} />);
    await screen.findByText('prête, styles : 0');

    unmount();

    expect(removedMarkers).toEqual(['boulangerie']);
    expect(map.isRemoved).toBe(true);
  });

  it('removes a map that arrives after the screen has gone', async () => {
    const { handle, map } = fakeHandle();
    let resolve: (value: TMapHandle) => void = () => {};
    createMapMock.mockReturnValue(new Promise((done) => (resolve = done)));
    const { unmount } = render(<Harness />);
    await afterPaint();
    unmount();
    await act(async () => resolve(handle));
    expect(map.isRemoved).toBe(true);
  });
});
