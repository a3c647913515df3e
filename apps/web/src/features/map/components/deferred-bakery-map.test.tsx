import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeferredBakeryMap, MAP_IDLE_DELAY_MS, type DeferredBakeryMapProps } from './deferred-bakery-map';

vi.mock('./bakery-map', () => ({ BakeryMap: () => <p>Carte chargée</p> }));

const props: Omit<DeferredBakeryMapProps, 'canLoad'> = {
  initialCenter: { lat: 48.85, lng: 2.35 },
  searchCenter: { lat: 48.85, lng: 2.35 },
  radiusKm: 2,
  userPosition: null,
  focus: null,
  bakeries: [],
  isFollowing: false,
  canFollow: false,
  onFollowChange: () => {},
  onOpenBakery: () => {},
};

const waitABit = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('DeferredBakeryMap', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('holds the map’s room with a calm placeholder while the list is not painted', async () => {
    render(<DeferredBakeryMap canLoad={false} {...props} />);
    await waitABit();
    const box = screen.getByRole('region', { name: 'Carte des boulangeries' });
    expect(box.querySelector('.bakery-map__frame')).not.toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Chargement de la carte…');
    // No debug row for a visitor (only with ?debug=1), and no control that could do nothing yet.
    expect(box.querySelector('.map-debug')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText('Carte chargée')).toBeNull();
  });

  it('loads the map once the list has been painted a while and the browser is idle', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    const { rerender } = render(<DeferredBakeryMap canLoad={false} {...props} />);
    rerender(<DeferredBakeryMap canLoad {...props} />);
    await act(() => vi.advanceTimersByTimeAsync(MAP_IDLE_DELAY_MS - 100));
    expect(screen.queryByText('Carte chargée')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(200));
    vi.useRealTimers();
    expect(await screen.findByText('Carte chargée')).toBeTruthy();
  });

  it('keeps the debug toggle’s row on an address with ?debug=1', async () => {
    window.history.replaceState(null, '', '/?debug=1');
    try {
      render(<DeferredBakeryMap canLoad={false} {...props} />);
      await waitABit();
      expect(screen.getByRole('region', { name: 'Carte des boulangeries' }).querySelector('.map-debug')).not.toBeNull();
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('loads the map at once when the visitor asks for it with « Carte »', async () => {
    render(<DeferredBakeryMap canLoad={false} isAsked {...props} />);
    expect(await screen.findByText('Carte chargée')).toBeTruthy();
  });

  it('loads the map at once when the visitor reaches for it', async () => {
    render(<DeferredBakeryMap canLoad={false} {...props} />);
    fireEvent.pointerEnter(screen.getByRole('region', { name: 'Carte des boulangeries' }));
    expect(await screen.findByText('Carte chargée')).toBeTruthy();
  });
});
