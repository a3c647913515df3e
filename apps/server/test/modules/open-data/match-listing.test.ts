// Which bakery a new record is, and how its facts are stored (docs/open-data.md, "Importing listings: one per
// shop"). Pure: the bakeries around are given, no database.
import { emptyWeek } from '@fournil/shared';
import { describe, expect, it } from 'vitest';
import { GridIndex, distanceMetres } from '../../../src/modules/open-data/grid-index.js';
import { KnownBakeries } from '../../../src/modules/open-data/known-bakeries.js';
import { listingColumns } from '../../../src/modules/open-data/listing-columns.js';
import type { TListingFacts } from '../../../src/modules/open-data/listing-facts.js';
import { decideMatch, type TMatchCandidate } from '../../../src/modules/open-data/match-listing.js';
import { addressKey } from '../../../src/modules/open-data/normalise-address.js';
import { normaliseName } from '../../../src/modules/open-data/normalise-name.js';

const record = (name: string, address: string | null = null) => ({
  nameKey: normaliseName(name),
  addressKey: address ? addressKey(address) : null,
});
const candidate = (id: number, name: string, distanceM: number, extra: Partial<TMatchCandidate> = {}): TMatchCandidate => ({
  id,
  owned: false,
  nameKey: normaliseName(name),
  addressKey: null,
  distanceM,
  ...extra,
});

describe('decideMatch', () => {
  it('attaches to the bakery of the same SIRET, whatever the names', () => {
    expect(decideMatch(record('SARL XYZ'), { id: 7, distanceM: 140 }, [])).toEqual({ kind: 'attach', bakeryId: 7, reason: 'siret' });
  });

  it('takes a SIRET found 10 km away for a copied one, and matches by place instead', () => {
    expect(decideMatch(record('Dupont'), { id: 7, distanceM: 12_000 }, [])).toEqual({ kind: 'create' });
  });

  it('attaches within 75 m to a similar name, or to the same number and street', () => {
    expect(decideMatch(record('Boulangerie Pâtisserie Dupont'), null, [candidate(3, 'Dupont', 60)])).toEqual({
      kind: 'attach',
      bakeryId: 3,
      reason: 'name',
    });
    const byAddress = decideMatch(record('Boulangerie, 12 rue de la Paix', '12 rue de la Paix'), null, [
      candidate(4, 'Le Fournil', 40, { addressKey: addressKey('12 RUE DE LA PAIX') }),
    ]);
    expect(byAddress).toEqual({ kind: 'attach', bakeryId: 4, reason: 'address' });
  });

  it('ignores a similar name farther than 75 m', () => {
    expect(decideMatch(record('Dupont'), null, [candidate(3, 'Dupont', 80)])).toEqual({ kind: 'create' });
  });

  it('prefers the similar name to the same address, and the nearer of two alike', () => {
    const near = [candidate(5, 'Autre', 10, { addressKey: addressKey('1 rue X') }), candidate(6, 'Dupont', 70), candidate(8, 'Dupont', 50)];
    expect(decideMatch(record('Dupont', '1 rue X'), null, near)).toMatchObject({ bakeryId: 8, reason: 'name' });
  });

  it('creates a listing beside a bakery of another name and address, and queues the pair', () => {
    expect(decideMatch(record('Boulangerie du Marché'), null, [candidate(3, 'Boulangerie de la Gare', 45)])).toEqual({
      kind: 'create-and-queue',
      neighbourId: 3,
      distanceM: 45,
    });
  });

  it('never creates a second bakery within 30 m of an owner’s: the record goes to it, uncertain', () => {
    const owned = candidate(9, 'Chez Léa', 25, { owned: true });
    expect(decideMatch(record('Boulangerie du Marché'), null, [candidate(3, 'La Gare', 12), owned])).toEqual({
      kind: 'attach-uncertain',
      bakeryId: 9,
      distanceM: 25,
    });
    // Past 30 m the owner's bakery is a neighbour like any other: a listing, queued with it.
    expect(decideMatch(record('Boulangerie du Marché'), null, [{ ...owned, distanceM: 50 }])).toEqual({
      kind: 'create-and-queue',
      neighbourId: 9,
      distanceM: 50,
    });
  });

  it('creates a listing when nothing is within 75 m', () => {
    expect(decideMatch(record('Dupont'), null, [])).toEqual({ kind: 'create' });
  });
});

describe('GridIndex', () => {
  it('finds every point within the radius, nearest first, across cell edges, and none beyond', () => {
    const grid = new GridIndex<{ latitude: number; longitude: number; name: string }>();
    const centre = { latitude: 50.9999995, longitude: 2.0009995 };
    // Points around the centre at known offsets in metres (north, east), across the 0.001° cell edges.
    const metres = (north: number, east: number, name: string) => ({
      latitude: centre.latitude + north / 111_195,
      longitude: centre.longitude + east / (111_195 * Math.cos((centre.latitude * Math.PI) / 180)),
      name,
    });
    for (const point of [metres(0, 74, 'east 74'), metres(-60, 0, 'south 60'), metres(0, -76, 'west 76'), metres(50, 50, 'ne 71')])
      grid.add(point);
    const found = grid.within(centre, 75);
    expect(found.map((hit) => hit.item.name)).toEqual(['south 60', 'ne 71', 'east 74']);
    expect(found[0]!.distanceM).toBeCloseTo(distanceMetres(centre, found[0]!.item), 6);
  });
});

describe('KnownBakeries.writeMode', () => {
  const known = new KnownBakeries();
  const bakery = known.addBakery({
    id: 1,
    owned: false,
    nom: 'Dupont',
    adressePostale: '',
    latitude: 48.85,
    longitude: 2.35,
    hiddenAt: null,
  });
  const sirene = known.addRecord({
    source: 'sirene',
    sourceId: '12345678200017',
    bakeryId: 1,
    firstSeenAt: new Date(1),
    goneSince: null,
    siret: '12345678200017',
  })!;

  it('lets a listing’s only record write everything', () => {
    expect(known.writeMode(bakery, sirene)).toBe('lead-sole');
  });

  it('lets an OSM record lead a Sirene one, which then only fills what is empty', () => {
    const osm = known.addRecord({
      source: 'osm',
      sourceId: 'node/5',
      bakeryId: 1,
      firstSeenAt: new Date(2),
      goneSince: null,
      siret: null,
    })!;
    expect(known.writeMode(bakery, osm)).toBe('lead');
    expect(known.writeMode(bakery, sirene)).toBe('fill');
    // The OSM record gone, the Sirene one is the listing's voice again.
    osm.goneAt = 3;
    expect(known.writeMode(bakery, sirene)).toBe('lead-sole');
  });
});

describe('listingColumns', () => {
  const facts: TListingFacts = {
    source: 'osm',
    sourceId: 'node/1',
    name: '  Au Pain   d’Antan ',
    housenumber: '12',
    street: 'rue de la Paix',
    postcode: '75 002',
    city: 'Paris',
    latitude: 48.87,
    longitude: 2.33,
    phone: '+33 1 42 72 13 77',
    website: 'www.painantan.fr',
    hours: { kind: 'to-confirm', raw: 'Mo-Sa 07:00-20:00; PH off; Su 07:00-13:00 "sauf août"', reason: 'comment' },
    siret: null,
  };

  it('stores the record as a listing’s columns', () => {
    const { columns, warnings } = listingColumns(facts);
    expect(warnings).toEqual([]);
    expect(columns).toMatchObject({
      nom: 'Au Pain d’Antan',
      adressePostale: '12 rue de la Paix',
      codePostalBoulangerie: '75002',
      telephoneBoulangerie: '01 42 72 13 77',
      siteWeb: 'https://www.painantan.fr',
      horairesStatut: 'a_confirmer',
      horairesSource: 'Mo-Sa 07:00-20:00; PH off; Su 07:00-13:00 "sauf août"',
      joursFeries: null,
    });
    expect(columns.joursOuvertures).toEqual(emptyWeek().jours_ouvertures);
  });

  it('keeps no hours rather than a week the pro form would refuse, and says so', () => {
    const week = emptyWeek();
    week.jours_ouvertures.lundi = true;
    week.horaires_ouvertures.lundi = { ouverture_matin: '20:00', fermeture_matin: '07:00', ouverture_apm: null, fermeture_apm: null };
    const { columns, warnings } = listingColumns({ ...facts, hours: { kind: 'week', ...week, jours_feries: null } });
    expect(columns.horairesStatut).toBe('non_renseignes');
    expect(warnings).toEqual(['invalid-week']);
  });

  it('drops a phone or a website nobody could use, and counts it', () => {
    const { columns, warnings } = listingColumns({ ...facts, phone: 'le matin', website: 'javascript:alert(1)' });
    expect([columns.telephoneBoulangerie, columns.siteWeb]).toEqual(['', '']);
    expect(warnings).toEqual(['invalid-phone', 'invalid-website']);
  });
});
