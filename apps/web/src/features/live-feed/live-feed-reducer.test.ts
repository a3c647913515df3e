import { describe, expect, it } from 'vitest';
import { applyBakeryUpdate, parseLiveMessage, sortByDistance } from './live-feed-reducer';

type TItem = { id: number; distance_km: number; disponibilite_pain: boolean };
const item = (id: number, distance_km: number, disponibilite_pain = true): TItem => ({ id, distance_km, disponibilite_pain });

describe('parseLiveMessage', () => {
  it('reads an array of bakeries as a list that replaces the current one', () => {
    expect(parseLiveMessage(JSON.stringify([{ id: 1, nom: 'A' }, { id: 2, nom: 'B' }]))).toEqual({
      kind: 'list',
      bakeries: [{ id: 1, nom: 'A' }, { id: 2, nom: 'B' }],
    });
  });

  it('reads an object with an id as one changed bakery', () => {
    expect(parseLiveMessage(JSON.stringify({ id: 7, disponibilite_pain: false }))).toEqual({
      kind: 'bakery',
      bakery: { id: 7, disponibilite_pain: false },
    });
  });

  it('reads a server error message', () => {
    expect(parseLiveMessage(JSON.stringify({ type: 'error', detail: 'Message invalide.' }))).toEqual({ kind: 'error', detail: 'Message invalide.' });
  });

  it('ignores frames that are not JSON, not objects, or objects without an id', () => {
    expect(parseLiveMessage('pas du json')).toBeNull();
    expect(parseLiveMessage('42')).toBeNull();
    expect(parseLiveMessage(JSON.stringify({ nom: 'sans id' }))).toBeNull();
    expect(parseLiveMessage(new ArrayBuffer(2))).toBeNull();
  });

  it('drops array items without a numeric id', () => {
    expect(parseLiveMessage(JSON.stringify([{ id: 1 }, { id: '2' }, null]))).toEqual({ kind: 'list', bakeries: [{ id: 1 }] });
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
