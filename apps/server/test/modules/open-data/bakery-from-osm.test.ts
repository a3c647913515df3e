// Which OSM elements are bakeries, and the listing each gives: the tags read, their fallbacks and the
// values refused (docs/open-data.md, "Reading OpenStreetMap files").
import { describe, expect, it } from 'vitest';
import { bakeryFromOsm } from '../../../src/modules/open-data/osm/bakery-from-osm.js';
import { normaliseSiren, normaliseSiret } from '../../../src/modules/open-data/osm/french-company-ids.js';
import type { TOsmListing, TOsmRead } from '../../../src/modules/open-data/osm/osm-types.js';
import { fixture, readAllBakeries } from '../../testing/osm-fixtures.js';

const PARIS = { latitude: 48.8566, longitude: 2.3522 };

const element = (tags: Record<string, string>, overrides: Partial<TOsmRead> = {}): TOsmRead => ({
  osm_type: 'node',
  osm_id: 42,
  position: PARIS,
  tags,
  ...overrides,
});

function listingOf(tags: Record<string, string>): TOsmListing {
  const result = bakeryFromOsm(element({ shop: 'bakery', ...tags }));
  if (result.kind !== 'keep') throw new Error(`skipped: ${result.reason}`);
  return result.listing;
}

describe('the listings of overpass.json, field by field', () => {
  it('maps every tag of a complete node, the first of several phones, the SIRET without its spaces', async () => {
    const { listings } = await readAllBakeries(fixture('overpass.json'));
    expect(listings[0]).toEqual({
      osm_type: 'node',
      osm_id: 2283937475,
      shop: 'bakery',
      latitude: 48.86031,
      longitude: 2.36337,
      name: 'Au Levain du Marais',
      brand: null,
      housenumber: '75',
      street: 'Rue de Turenne',
      postcode: '75003',
      city: 'Paris',
      phone: '+33 1 42 00 00 01',
      website: 'https://levain-marais.example.fr/',
      opening_hours: 'Tu-Sa 07:00-13:00,15:30-19:30; Su 07:00-12:30; PH off',
      siret: '51234567900017',
      siren: '512345679',
    });
  });

  it('falls back to contact:phone, to contact:website when website is no URL, to addr:place; refuses a wrong SIRET', async () => {
    const { listings } = await readAllBakeries(fixture('overpass.json'));
    expect(listings[1]).toMatchObject({
      osm_id: 3127544830,
      shop: 'pastry',
      name: 'Pâtisserie Sainte-Catherine',
      phone: '+33 1 48 00 00 03',
      website: 'https://patisserie-sainte-catherine.example.fr',
      street: 'Place du Marché Sainte-Catherine',
      postcode: '75004',
      siret: null,
      siren: null,
    });
  });

  it('keeps a shop without a name (name null, its brand kept), and one without name or brand', async () => {
    const { listings } = await readAllBakeries(fixture('overpass.json'));
    expect(listings[2]).toMatchObject({ osm_type: 'way', name: null, brand: 'Marie Blachère', siren: '800001232', siret: null });
    expect(listings[4]).toMatchObject({ osm_id: 4410000005, name: null, brand: null });
  });

  it('takes the SIREN from the SIRET when the tagged SIREN disagrees with it', async () => {
    const { listings } = await readAllBakeries(fixture('overpass.json'));
    expect(listings[3]).toMatchObject({ osm_type: 'relation', siret: '80000123200027', siren: '800001232' });
  });
});

describe('which elements are bakeries', () => {
  it.each([
    [{ shop: 'bakery' }, true],
    [{ shop: 'pastry' }, true],
    [{ shop: 'bakery', craft: 'bakery' }, true],
    [{ shop: ' Bakery ' }, true],
    [{ shop: 'bakery;convenience' }, true],
    [{ shop: 'convenience;bakery' }, false],
    [{ craft: 'bakery' }, false],
    [{ shop: 'convenience', bakery: 'yes' }, false],
    [{ shop: 'supermarket', bakery: 'bread' }, false],
    [{ 'disused:shop': 'bakery' }, false],
    [{ amenity: 'cafe' }, false],
    [{}, false],
  ])('%j → %s', (tags, kept) => {
    const result = bakeryFromOsm(element(tags));
    expect(result.kind === 'keep').toBe(kept);
    if (!kept) expect(result).toEqual({ kind: 'skip', reason: 'not-a-bakery-shop' });
  });

  it('skips a bakery without an id or a position, or with an impossible one', () => {
    const shop = { shop: 'bakery' };
    expect(bakeryFromOsm(element(shop, { osm_type: null }))).toEqual({ kind: 'skip', reason: 'no-id' });
    expect(bakeryFromOsm(element(shop, { osm_id: null }))).toEqual({ kind: 'skip', reason: 'no-id' });
    expect(bakeryFromOsm(element(shop, { position: null }))).toEqual({ kind: 'skip', reason: 'no-position' });
    for (const position of [
      { latitude: 91, longitude: 2 },
      { latitude: 48, longitude: -181 },
      { latitude: Number.NaN, longitude: 2 },
      { latitude: 0, longitude: 0 },
    ]) {
      expect(bakeryFromOsm(element(shop, { position }))).toEqual({ kind: 'skip', reason: 'invalid-position' });
    }
    // Overseas France is France: Saint-Denis (La Réunion), Nouméa, Saint-Pierre.
    for (const position of [
      { latitude: -20.8821, longitude: 55.4507 },
      { latitude: -22.2758, longitude: 166.458 },
      { latitude: 46.7811, longitude: -56.1764 },
    ]) {
      expect(bakeryFromOsm(element(shop, { position })).kind).toBe('keep');
    }
  });
});

describe('the tags read', () => {
  it('trims values and reads blank ones as missing', () => {
    expect(listingOf({ name: '  Le Petit Fournil ', brand: ' ', 'addr:city': '' })).toMatchObject({
      name: 'Le Petit Fournil',
      brand: null,
      city: null,
    });
  });

  it('prefers phone, then contact:phone, taking the first usable value', () => {
    expect(listingOf({ phone: '+33 1 23 45 67 89', 'contact:phone': '+33 9 99 99 99 99' }).phone).toBe('+33 1 23 45 67 89');
    expect(listingOf({ 'contact:phone': '01 23 45 67 89; 06 00 00 00 00' }).phone).toBe('01 23 45 67 89');
    expect(listingOf({ phone: 'voir site', 'contact:phone': '+33  4 00 00 00 00' }).phone).toBe('+33 4 00 00 00 00');
    expect(listingOf({ phone: '12' }).phone).toBeNull();
  });

  it('keeps only absolute http(s) websites, website first', () => {
    expect(listingOf({ website: 'http://fournil.example.fr', 'contact:website': 'https://other.example' }).website).toBe(
      'http://fournil.example.fr',
    );
    expect(listingOf({ website: 'www.fournil.fr' }).website).toBeNull();
    expect(listingOf({ website: 'javascript:alert(1)', 'contact:website': 'ftp://x.example' }).website).toBeNull();
    expect(listingOf({ 'contact:website': 'https://a.example;https://b.example' }).website).toBe('https://a.example');
  });

  it('reads a 5-digit postcode, spaces removed, and refuses others', () => {
    expect(listingOf({ 'addr:postcode': '97 400' }).postcode).toBe('97400');
    expect(listingOf({ 'addr:postcode': '7500' }).postcode).toBeNull();
    expect(listingOf({ 'addr:postcode': 'F-75001' }).postcode).toBeNull();
  });

  it('prefers addr:street to addr:place', () => {
    expect(listingOf({ 'addr:street': 'Rue Haute', 'addr:place': 'Le Bourg' }).street).toBe('Rue Haute');
    expect(listingOf({ 'addr:place': 'Le Bourg' }).street).toBe('Le Bourg');
  });

  it('keeps opening_hours raw', () => {
    expect(listingOf({ opening_hours: ' Mo-Sa 07:00-19:30; PH off ' }).opening_hours).toBe('Mo-Sa 07:00-19:30; PH off');
  });

  it('derives the SIREN from a valid SIRET, and keeps a tagged SIREN alone', () => {
    expect(listingOf({ 'ref:FR:SIRET': '51234567900017' })).toMatchObject({ siret: '51234567900017', siren: '512345679' });
    expect(listingOf({ 'ref:FR:SIREN': '512 345 679' })).toMatchObject({ siret: null, siren: '512345679' });
    expect(listingOf({ 'ref:FR:SIRET': '51234567900018', 'ref:FR:SIREN': '512345679' })).toMatchObject({ siret: null, siren: '512345679' });
  });
});

describe('SIRET and SIREN', () => {
  it.each([
    ['51234567900017', '51234567900017'],
    ['512 345 679 00017', '51234567900017'],
    ['512\u00a0345\u00a0679\u00a000017', '51234567900017'],
    ['512.345.679-00017', '51234567900017'],
    // La Poste: its head office passes Luhn; another of its SIRETs fails Luhn, its digits adding up to a multiple of 5.
    ['35600000000048', '35600000000048'],
    ['35600000010000', '35600000010000'],
    ['35600000010001', null],
    ['51234567910002', null], // digits adding up to a multiple of 5 is La Poste's rule only
    ['51234567900018', null], // a wrong check digit
    ['12345678900000', null], // its SIREN fails Luhn
    ['5123456790001', null], // 13 digits
    ['512345679000170', null],
    ['SIRET 51234567900017', null],
    ['', null],
  ])('SIRET %j → %s', (raw, expected) => {
    expect(normaliseSiret(raw)).toBe(expected);
  });

  it.each([
    ['512345679', '512345679'],
    ['512 345 679', '512345679'],
    ['356000000', '356000000'],
    ['512345678', null],
    ['51234567', null],
  ])('SIREN %j → %s', (raw, expected) => {
    expect(normaliseSiren(raw)).toBe(expected);
  });
});
