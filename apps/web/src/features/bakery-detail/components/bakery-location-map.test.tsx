import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BakeryLocationMap, LOCATION_MAP_LABEL, SEE_ON_MAP_LABEL } from './bakery-location-map';

// WebGL does not exist here: the hook is replaced by one that records whether the map was asked for.
const mapState = vi.hoisted(() => ({ enabledCalls: [] as boolean[], error: null as string | null, markers: [] as unknown[] }));
vi.mock('@/lib/map/use-map-libre', () => ({
  useMapLibre: ({ isEnabled, markers }: { isEnabled: boolean; markers: unknown[] }) => {
    mapState.enabledCalls.push(isEnabled);
    mapState.markers = markers;
    return { containerRef: { current: null }, handle: null, styleVersion: 0, error: mapState.error };
  },
}));

type ObserverCallback = (entries: Array<{ isIntersecting: boolean }>) => void;
let observed: ObserverCallback | null = null;

const PROPS = { position: { lat: 45.7578, lng: 4.832 }, name: 'Lyon Levain', address: '2 place Bellecour, 69002 Lyon' };

describe('BakeryLocationMap', () => {
  beforeEach(() => {
    mapState.enabledCalls = [];
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

  it('asks for the map only once the section comes near the screen, with one pin named after the bakery', async () => {
    render(<BakeryLocationMap {...PROPS} />);
    expect(screen.getByRole('region', { name: LOCATION_MAP_LABEL })).toBeTruthy();
    expect(mapState.enabledCalls.every((isEnabled) => !isEnabled)).toBe(true);

    const { act } = await import('@testing-library/react');
    act(() => observed?.([{ isIntersecting: true }]));
    expect(mapState.enabledCalls.at(-1)).toBe(true);
    expect(mapState.markers).toHaveLength(1);
    expect(mapState.markers[0]).toMatchObject({ key: 'bakery', position: { lat: 45.7578, lng: 4.832 } });
  });

  it('shows the address and a link to see the place on OpenStreetMap when the map cannot load', () => {
    mapState.error = 'La carte ne peut pas s’afficher sur cet appareil. La liste reste à jour.';
    render(<BakeryLocationMap {...PROPS} />);
    expect(screen.queryByRole('region', { name: LOCATION_MAP_LABEL })).toBeNull();
    expect(screen.getByText('2 place Bellecour, 69002 Lyon')).toBeTruthy();
    const link = screen.getByRole('link', { name: new RegExp(SEE_ON_MAP_LABEL) });
    expect(link.getAttribute('href')).toBe('https://www.openstreetmap.org/?mlat=45.757800&mlon=4.832000#map=17/45.757800/4.832000');
  });
});
