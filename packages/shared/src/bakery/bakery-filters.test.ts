import { describe, expect, it } from 'vitest';
import type { TNearbyBakery } from './bakery.schemas.js';
import { formatBakeryFilters, isOpenAt, parseBakeryFilters } from './bakery-filters.js';
import { BAKERY_FILTER_LABELS, bakeryFilterMatches, filterBakeries } from './filter-bakeries.js';

const matchesAt = (bakery: TNearbyBakery, now: Date) => bakeryFilterMatches(bakery, isOpenAt(now)(bakery));

// Monday 23 November 2026, 10:00 in Paris (UTC+1); the Sunday before at the same hour.
const MONDAY_10H = new Date('2026-11-23T09:00:00Z');
const SUNDAY_10H = new Date('2026-11-22T09:00:00Z');
/** 22:30 in Paris on the Monday: after the 20:00 closing. */
const MONDAY_22H30 = new Date('2026-11-23T21:30:00Z');

function card(overrides: Partial<TNearbyBakery> = {}): TNearbyBakery {
  return {
    id: 1,
    nom: 'Au Bon Pain',
    adresse: '12 rue de Rivoli',
    ville: 'Paris',
    code_postal_boulangerie: '75004',
    latitude: 48.855,
    longitude: 2.35,
    distance_km: 1.25,
    disponibilite_pain: true,
    disponibilite_cafe: false,
    disponibilite_croissant: false,
    disponibilite_sandwich: false,
    disponibilite_bio: false,
    revendiquee: true,
    horaires_statut: 'renseignes',
    disponibilites_maj: [null, null, null, null, null],
    // Monday to Saturday.
    horaires_ouvertures: '123456=0700-1330,1530-2000',
    image_logo_main: null,
    jours_feries: null,
    fermetures: [],
    horaires_speciaux: [],
    signalements: { pain: null, ferme: null },
    ...overrides,
  };
}

describe('parseBakeryFilters / formatBakeryFilters', () => {
  it('reads the known words in the chips’ order and ignores the rest', () => {
    expect(parseBakeryFilters('sandwich,pain,inconnu,,ouvertes')).toEqual(['ouvertes', 'pain', 'sandwich']);
    expect(parseBakeryFilters(null)).toEqual([]);
    expect(parseBakeryFilters('')).toEqual([]);
  });

  it('has a chip for each filter, in the same order', () => {
    expect(Object.keys(BAKERY_FILTER_LABELS)).toEqual(['ouvertes', 'pain', 'bio', 'cafe', 'sandwich']);
  });

  it('writes the filters in the chips’ order, and nothing when none is on', () => {
    expect(formatBakeryFilters(['cafe', 'ouvertes'])).toBe('ouvertes,cafe');
    expect(formatBakeryFilters([])).toBeNull();
  });
});

describe('bakeryFilterMatches with isOpenAt', () => {
  it('follows the Paris week: open on Monday morning, closed on Sunday and at night', () => {
    expect(matchesAt(card(), MONDAY_10H).ouvertes).toBe(true);
    expect(matchesAt(card(), SUNDAY_10H).ouvertes).toBe(false);
    expect(matchesAt(card(), MONDAY_22H30).ouvertes).toBe(false);
  });

  it('counts a closure of the calendar as closed', () => {
    const closed = card({ fermetures: [{ debut: '2026-11-20', fin: '2026-11-30', motif: 'Congés' }] });
    expect(matchesAt(closed, MONDAY_10H).ouvertes).toBe(false);
  });

  it('says « Avec pain » only when open with bread: closed wins over bread', () => {
    expect(matchesAt(card({ disponibilite_pain: true }), MONDAY_10H).pain).toBe(true);
    expect(matchesAt(card({ disponibilite_pain: false }), MONDAY_10H).pain).toBe(false);
    expect(matchesAt(card({ disponibilite_pain: true }), SUNDAY_10H).pain).toBe(false);
  });

  it('reads Bio, Café and Sandwich from their flags', () => {
    const matches = matchesAt(card({ disponibilite_bio: true, disponibilite_cafe: false, disponibilite_sandwich: true }), SUNDAY_10H);
    expect(matches).toMatchObject({ bio: true, cafe: false, sandwich: true });
  });
});

describe('bakeryFilterMatches with a listing (unknown is not available)', () => {
  const unknownFlags = {
    disponibilite_pain: null,
    disponibilite_cafe: null,
    disponibilite_croissant: null,
    disponibilite_sandwich: null,
    disponibilite_bio: null,
    revendiquee: false,
  } as const;

  it('passes no flag filter while nobody has told, open or not', () => {
    const listing = card({ ...unknownFlags });
    expect(matchesAt(listing, MONDAY_10H)).toEqual({ ouvertes: true, pain: false, bio: false, cafe: false, sandwich: false });
  });

  it('leaves unknown hours out of « Ouvertes maintenant », whatever the week holds', () => {
    for (const horaires_statut of ['non_renseignes', 'a_confirmer'] as const) {
      const listing = card({ ...unknownFlags, horaires_statut, disponibilite_pain: true });
      expect(matchesAt(listing, MONDAY_10H)).toMatchObject({ ouvertes: false, pain: false });
    }
  });

  it('counts a listing in a filter once a flag is true', () => {
    const told = card({ ...unknownFlags, disponibilite_pain: true, disponibilite_bio: true });
    expect(matchesAt(told, MONDAY_10H)).toMatchObject({ ouvertes: true, pain: true, bio: true, cafe: false });
  });
});

describe('filterBakeries', () => {
  const cards = [
    card({ id: 1, disponibilite_pain: true, disponibilite_bio: true }),
    card({ id: 2, disponibilite_pain: false, disponibilite_bio: true, disponibilite_cafe: true }),
    card({ id: 3, disponibilite_pain: true, horaires_ouvertures: '7=0800-1200' }),
  ];

  it('keeps every card, in order, without filters, and counts each filter alone', () => {
    const result = filterBakeries(cards, [], isOpenAt(MONDAY_10H));
    expect(result.cards).toBe(cards);
    expect(result.counts).toEqual({ ouvertes: 2, pain: 1, bio: 2, cafe: 1, sandwich: 0 });
  });

  it('combines the active filters with AND', () => {
    expect(filterBakeries(cards, ['bio'], isOpenAt(MONDAY_10H)).cards.map((c) => c.id)).toEqual([1, 2]);
    expect(filterBakeries(cards, ['bio', 'pain'], isOpenAt(MONDAY_10H)).cards.map((c) => c.id)).toEqual([1]);
    expect(filterBakeries(cards, ['bio', 'pain', 'cafe'], isOpenAt(MONDAY_10H)).cards).toEqual([]);
  });

  it('gives another answer at another time: the filters follow the clock', () => {
    expect(filterBakeries(cards, ['ouvertes'], isOpenAt(SUNDAY_10H)).cards.map((c) => c.id)).toEqual([3]);
  });
});
