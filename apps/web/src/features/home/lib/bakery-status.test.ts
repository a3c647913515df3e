import { describe, expect, it } from 'vitest';
import { makeNearbyCard } from '@/testing/live-bakeries';
import { getBakeryStatus } from './bakery-status';

// Wednesday 11 March 2026, in Paris (UTC+1).
const WEDNESDAY_10H = new Date('2026-03-11T09:00:00Z');
const WEDNESDAY_13H = new Date('2026-03-11T12:00:00Z');

describe('getBakeryStatus', () => {
  const openWednesdayMorning = '3=0700-1300';

  it('says Pain disponible or Pas de pain while the card’s compact week is open', () => {
    expect(getBakeryStatus(makeNearbyCard({ horaires_ouvertures: openWednesdayMorning }), WEDNESDAY_10H)).toMatchObject({
      label: 'Pain disponible',
      color: 'green',
    });
    expect(
      getBakeryStatus(makeNearbyCard({ horaires_ouvertures: openWednesdayMorning, disponibilite_pain: false }), WEDNESDAY_10H),
    ).toMatchObject({
      label: 'Pas de pain',
      color: 'red',
    });
  });

  it('says Fermé at the closing time, on a day not listed and for a week never open', () => {
    // 13:00 sharp is closed ([opening, closing)).
    expect(getBakeryStatus(makeNearbyCard({ horaires_ouvertures: openWednesdayMorning }), WEDNESDAY_13H)).toMatchObject({
      label: 'Fermé',
      color: 'grey',
    });
    expect(getBakeryStatus(makeNearbyCard({ horaires_ouvertures: '12456=0700-2000' }), WEDNESDAY_10H)).toMatchObject({
      label: 'Fermé',
      color: 'grey',
    });
    expect(getBakeryStatus(makeNearbyCard({ horaires_ouvertures: '' }), WEDNESDAY_10H)).toMatchObject({ label: 'Fermé', color: 'grey' });
  });

  it('reads the afternoon range of a day with a lunch break', () => {
    const card = makeNearbyCard({ horaires_ouvertures: '3=0700-1230,1530-1930' });
    expect(getBakeryStatus(card, new Date('2026-03-11T13:00:00Z')).label).toBe('Fermé');
    expect(getBakeryStatus(card, new Date('2026-03-11T15:00:00Z')).label).toBe('Pain disponible');
  });
});

describe('getBakeryStatus: the bread line’s freshness', () => {
  const openWednesdayMorning = '3=0700-1300';
  const at = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);

  it('says « Pain · mis à jour à 8\u00a0h\u00a005 » from an hour on, « il y a 20 min » under an hour', () => {
    const card = makeNearbyCard({
      horaires_ouvertures: openWednesdayMorning,
      disponibilites_maj: [at('2026-03-11T08:05:00+01:00'), null, null, null, null],
    });
    expect(getBakeryStatus(card, WEDNESDAY_10H).freshness).toBe('Pain · mis à jour à 8\u00a0h\u00a005');
    expect(getBakeryStatus(card, new Date('2026-03-11T08:25:00+01:00')).freshness).toBe('Pain · mis à jour il y a 20 min');
  });

  it('shows no time while closed, nor when the card has none', () => {
    const card = makeNearbyCard({
      horaires_ouvertures: openWednesdayMorning,
      disponibilites_maj: [at('2026-03-11T08:05:00+01:00'), null, null, null, null],
    });
    expect(getBakeryStatus(card, WEDNESDAY_13H).freshness).toBeNull();
    expect(getBakeryStatus(makeNearbyCard({ horaires_ouvertures: openWednesdayMorning }), WEDNESDAY_10H).freshness).toBeNull();
  });
});
