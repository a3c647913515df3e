// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeNearbyCard } from '@/testing/live-bakeries';
import { jsonResponse } from '@/testing/render-with-providers';
import { stubFetch } from '@/testing/stub-fetch';
import { keepSameCards, nearbyBakeriesKey, setNearbyBakeries, useNearbyBakeries, type TNearbyParams } from './get-nearby-bakeries';

// The cache lives as long as the page: each test searches around its own centre.
let nextLatitude = 45;
function freshCentre(rayon = 2): TNearbyParams {
  nextLatitude += 0.5;
  return { lat: nextLatitude, lng: 2.3488, rayon };
}

describe('useNearbyBakeries', () => {
  const fetchMock = stubFetch({ signedIn: false });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks nothing before a centre is known', () => {
    const { result } = renderHook(() => useNearbyBakeries(null));
    expect(result.current.data).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('loads the cards around the centre, rounded to the metre, once per centre and radius', async () => {
    const cards = [makeNearbyCard({ id: 1 })];
    fetchMock.mockResolvedValue(jsonResponse(cards));
    const params = { ...freshCentre(), lng: 2.348812345 };
    const { result } = renderHook(() => useNearbyBakeries(params));
    expect(result.current.isPending).toBe(true);
    await waitFor(() => expect(result.current.data).toEqual(cards));
    expect(result.current.isPending).toBe(false);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/boulangeries/?lat=${params.lat}&lng=2.34881&rayon=2`);

    // Another screen showing the same search finds it in the cache.
    const again = renderHook(() => useNearbyBakeries({ ...params }));
    expect(again.result.current.data).toEqual(cards);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('keeps the previous list on screen while the other radius loads', async () => {
    const small = [makeNearbyCard({ id: 1 })];
    const large = [makeNearbyCard({ id: 1 }), makeNearbyCard({ id: 2, distance_km: 6 })];
    fetchMock.mockResolvedValueOnce(jsonResponse(small));
    let answerLarge: (response: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answerLarge = resolve)));
    const centre = freshCentre();
    const { result, rerender } = renderHook((params: TNearbyParams) => useNearbyBakeries(params), { initialProps: centre });
    await waitFor(() => expect(result.current.data).toEqual(small));

    rerender({ ...centre, rayon: 10 });
    expect(result.current.data).toEqual(small);
    expect(result.current.isPlaceholderData).toBe(true);

    await act(async () => answerLarge(jsonResponse(large)));
    expect(result.current.data).toEqual(large);
    expect(result.current.isPlaceholderData).toBe(false);
  });

  it('tries once more after a server error, a second later, never after a 4xx', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const cards = [makeNearbyCard({ id: 3 })];
    fetchMock.mockResolvedValueOnce(jsonResponse({ detail: 'Oups.' }, 503)).mockResolvedValueOnce(jsonResponse(cards));
    const centre = freshCentre();
    const { result } = renderHook(() => useNearbyBakeries(centre));
    await vi.waitFor(() => expect(vi.getTimerCount()).toBe(1));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await vi.waitFor(() => expect(result.current.data).toEqual(cards));
    expect(fetchMock).toHaveBeenCalledTimes(2);

    fetchMock.mockReset();
    fetchMock.mockResolvedValue(jsonResponse({ lat: ['Latitude invalide.'] }, 400));
    const otherCentre = freshCentre();
    const refused = renderHook(() => useNearbyBakeries(otherCentre));
    await vi.waitFor(() => expect(refused.result.current.error).toMatchObject({ status: 400 }));
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(refused.result.current.data).toBeUndefined();
  });

  it('takes the live feed’s cards straight into the cached list', async () => {
    fetchMock.mockResolvedValue(jsonResponse([makeNearbyCard({ id: 1 })]));
    const params = freshCentre();
    const { result } = renderHook(() => useNearbyBakeries(params));
    await waitFor(() => expect(result.current.data).toHaveLength(1));

    const circle = [makeNearbyCard({ id: 1, disponibilite_pain: false }), makeNearbyCard({ id: 9, distance_km: 1.8 })];
    act(() => setNearbyBakeries(params, () => circle));
    expect(result.current.data).toBe(circle);
  });

  it('shares one cache entry between positions less than a metre apart', () => {
    expect(nearbyBakeriesKey({ lat: 48.853400001, lng: 2.3488, rayon: 2 })).toBe(
      nearbyBakeriesKey({ lat: 48.8534, lng: 2.348800002, rayon: 2 }),
    );
    expect(nearbyBakeriesKey({ lat: 48.8534, lng: 2.3488, rayon: 2 })).not.toBe(
      nearbyBakeriesKey({ lat: 48.8534, lng: 2.3488, rayon: 10 }),
    );
  });

  it('keeps the list on screen when a new answer holds the very same cards', async () => {
    const cards = [makeNearbyCard({ id: 1 }), makeNearbyCard({ id: 2, distance_km: 1.6 })];
    fetchMock.mockResolvedValue(jsonResponse(cards));
    const params = freshCentre();
    const { result } = renderHook(() => useNearbyBakeries(params));
    await waitFor(() => expect(result.current.data).toEqual(cards));
    const shown = result.current.data;

    act(() => setNearbyBakeries(params, () => JSON.parse(JSON.stringify(cards)) as typeof cards));
    expect(result.current.data).toBe(shown);
    const changed = [cards[0], { ...cards[1], disponibilite_pain: false }] as typeof cards;
    act(() => setNearbyBakeries(params, () => changed));
    expect(result.current.data).toBe(changed);
  });

  it('compares cards field by field', () => {
    const list = [makeNearbyCard({ id: 1 })];
    expect(keepSameCards(list, [makeNearbyCard({ id: 1 })])).toBe(list);
    const other = [makeNearbyCard({ id: 1, horaires_ouvertures: '' })];
    expect(keepSameCards(list, other)).toBe(other);
    const closed = [makeNearbyCard({ id: 1, fermetures: [{ debut: '2026-08-10', fin: '2026-08-31', motif: null }] })];
    expect(keepSameCards(closed, [makeNearbyCard({ id: 1, fermetures: [{ debut: '2026-08-10', fin: '2026-08-31', motif: null }] })])).toBe(
      closed,
    );
    expect(keepSameCards(list, closed)).toBe(closed);
    expect(keepSameCards(undefined, other)).toBe(other);
  });
});
