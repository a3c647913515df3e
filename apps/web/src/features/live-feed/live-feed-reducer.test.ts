import { describe, expect, it } from 'vitest';
import { makeNearbyCard, makePublicDetail } from '@/testing/live-bakeries';
import { applyBakeryUpdate, parseLiveMessage, sortByDistance } from './live-feed-reducer';

type TItem = { id: number; distance_km: number; disponibilite_pain: boolean };
const item = (id: number, distance_km: number, disponibilite_pain = true): TItem => ({ id, distance_km, disponibilite_pain });
const frame = (value: unknown) => JSON.stringify(value);

describe('parseLiveMessage', () => {
  it('reads an array of cards as the circle that replaces the list', () => {
    const cards = [makeNearbyCard({ id: 1, distance_km: 0.3 }), makeNearbyCard({ id: 2, distance_km: 0.8 })];
    expect(parseLiveMessage(frame(cards))).toEqual({ kind: 'list', cards });
  });

  it('reads an empty array as an empty circle', () => {
    expect(parseLiveMessage('[]')).toEqual({ kind: 'list', cards: [] });
  });

  it('reads one card (its week a compact string) as a change in the circle', () => {
    const card = makeNearbyCard({ id: 7, disponibilite_pain: false });
    expect(parseLiveMessage(frame(card))).toEqual({ kind: 'card', card });
  });

  it('reads one public detail (its week an object) as a change of a watched bakery', () => {
    const detail = makePublicDetail({ id: 12, disponibilite_pain: false });
    expect(parseLiveMessage(frame(detail))).toEqual({ kind: 'detail', detail });
  });

  it('tells a card (week as a compact string) from a detail (week as an object)', () => {
    expect(parseLiveMessage(frame(makeNearbyCard()))?.kind).toBe('card');
    expect(parseLiveMessage(frame(makePublicDetail()))?.kind).toBe('detail');
  });

  it('reads a server error message', () => {
    expect(parseLiveMessage(frame({ type: 'error', detail: 'Message invalide.' }))).toEqual({ kind: 'error', detail: 'Message invalide.' });
  });

  it('ignores frames that are not JSON, not objects, or objects that are no bakery', () => {
    expect(parseLiveMessage('pas du json')).toBeNull();
    expect(parseLiveMessage('42')).toBeNull();
    expect(parseLiveMessage(frame({ nom: 'sans id', horaires_ouvertures: '' }))).toBeNull();
    expect(parseLiveMessage(frame({ id: 3 }))).toBeNull();
    expect(parseLiveMessage(new ArrayBuffer(2))).toBeNull();
  });

  it('keeps only the cards of an array', () => {
    const card = makeNearbyCard({ id: 1 });
    expect(parseLiveMessage(frame([card, { id: '2' }, null, makePublicDetail({ id: 4 })]))).toEqual({ kind: 'list', cards: [card] });
  });
});

describe('applyBakeryUpdate', () => {
  const list = [item(1, 0.2), item(2, 0.8), item(3, 1.5)];

  it('replaces the bakery with the same id, in place', () => {
    const next = applyBakeryUpdate(list, item(2, 0.8, false), 2);
    expect(next.map((b) => [b.id, b.disponibilite_pain])).toEqual([
      [1, true],
      [2, false],
      [3, true],
    ]);
    expect(list[1]?.disponibilite_pain).toBe(true);
  });

  it('keeps the list sorted when the distance changed', () => {
    expect(applyBakeryUpdate(list, item(3, 0.1), 2).map((b) => b.id)).toEqual([3, 1, 2]);
  });

  it('adds a bakery that entered the radius at its place by distance', () => {
    expect(applyBakeryUpdate(list, item(9, 1), 2).map((b) => b.id)).toEqual([1, 2, 9, 3]);
  });

  it('removes a bakery that left the radius and ignores one that is not in range', () => {
    expect(applyBakeryUpdate(list, item(2, 2.5), 2).map((b) => b.id)).toEqual([1, 3]);
    expect(applyBakeryUpdate(list, item(9, 12), 2)).toBe(list);
  });
});

describe('sortByDistance', () => {
  it('sorts by distance then id without changing the input', () => {
    const input = [item(5, 1), item(2, 0.5), item(4, 1)];
    expect(sortByDistance(input).map((b) => b.id)).toEqual([2, 4, 5]);
    expect(input.map((b) => b.id)).toEqual([5, 2, 4]);
  });
});
