import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BakeryLocationMap, LOCATION_MAP_LABEL, SEE_ON_MAP_LABEL } from './bakery-location-map';

// WebGL does not exist here: the map hook is replaced by one that records what the map was asked for.
const mapState = vi.hoisted(() => ({ calls: 0, error: null as string | null, markers: [] as unknown[] }));
vi.mock('@/lib/map/use-map-libre', () => ({
  useMapLibre: ({ markers }: { markers: unknown[] }) => {
    mapState.calls += 1;
    mapState.markers = markers;
    return { containerRef: { current: null }, handle: null, styleVersion: 0, error: mapState.error };
  },
}));

type ObserverCallback = (entries: Array<{ isIntersecting: boolean }>) => void;
let observed: ObserverCallback | null = null;

const PROPS = { position: { lat: 45.7578, lng: 4.832 }, name: 'Lyon Levain', address: '2 place Bellecour, 69002 Lyon' };

describe('BakeryLocationMap', () => {
  beforeEach(() => {
    mapState.calls = 0;
    mapState.error = null;
    observed = null;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: ObserverCallback) {
          observed = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('loads the map only once the section comes near the screen, with one pin at the bakery', async () => {
    render(<BakeryLocationMap {...PROPS} />);
    expect(screen.getByRole('region', { name: LOCATION_MAP_LABEL })).toBeTruthy();
    expect(screen.getByText('Chargement de la carte…')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mapState.calls).toBe(0);

    act(() => observed?.([{ isIntersecting: true }]));
    await waitFor(() => expect(mapState.calls).toBeGreaterThan(0));
    expect(mapState.markers).toHaveLength(1);
    expect(mapState.markers[0]).toMatchObject({ key: 'bakery', position: { lat: 45.7578, lng: 4.832 } });
  });

  it('shows the address and a link to see the place on OpenStreetMap when the map cannot load', async () => {
    mapState.error = 'La carte ne peut pas s’afficher sur cet appareil. La liste reste à jour.';
    render(<BakeryLocationMap {...PROPS} />);
    act(() => observed?.([{ isIntersecting: true }]));
    const link = await screen.findByRole('link', { name: new RegExp(SEE_ON_MAP_LABEL) });
    expect(link.getAttribute('href')).toBe('https://www.openstreetmap.org/?mlat=45.757800&mlon=4.832000#map=17/45.757800/4.832000');
    expect(screen.getByText('2 place Bellecour, 69002 Lyon')).toBeTruthy();
    expect(screen.queryByRole('region', { name: LOCATION_MAP_LABEL })).toBeNull();
  });
});
