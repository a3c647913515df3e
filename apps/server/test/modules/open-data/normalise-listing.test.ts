// The rules that tell whether two sources describe the same shop, and the forms the import stores
// (docs/open-data.md, "Importing listings: one per shop"). Pure: no database.
import { describe, expect, it } from 'vitest';
import { addressKey, addressLine } from '../../../src/modules/open-data/normalise-address.js';
import { isSimilarName, normaliseName } from '../../../src/modules/open-data/normalise-name.js';
import { normalisePhone } from '../../../src/modules/open-data/normalise-phone.js';

describe('normaliseName', () => {
  it.each([
    ['Boulangerie Pâtisserie Dupont', 'dupont'],
    ['Au Pain d’Antan', 'pain antan'],
    ["LE PAIN D'ANTAN", 'pain antan'],
    ['Maison Kayser', 'kayser'],
    ['Boulangerie du Marché', 'marche'],
    ['Boulangerie de la Gare', 'gare'],
    ['SARL Boulangerie Martin & Fils', 'martin fils'],
    ['L’Épi d’Or', 'epi or'],
    ['Pâtisserie Œuvre Sucrée', 'oeuvre sucree'],
    ['Boulangerie Pâtisserie', ''],
  ])('%s → %j', (name, expected) => {
    expect(normaliseName(name)).toBe(expected);
  });
});

describe('isSimilarName: real French shop names', () => {
  const same: [string, string][] = [
    ['Boulangerie Pâtisserie Dupont', 'Dupont'],
    ['Au Pain d’Antan', 'Le Pain d’Antan'],
    ['Maison Kayser', 'Eric Kayser'],
    ['Paul', 'Boulangerie Paul'],
    ['Boulangerie Martin', 'SARL MARTIN'],
    ['Le Fournil de Pierre', 'Boulangerie Pierre'],
    ['Aux Délices de Saint-Germain', 'Les Délices Saint Germain'],
    ['La Mie Câline', 'MIE CALINE'],
    ['Boulangerie Ange', 'Ange'],
    ['Du Pain et des Idées', 'Du pain & des idées'],
  ];
  const different: [string, string][] = [
    ['Boulangerie du Marché', 'Boulangerie de la Gare'],
    ['Au Bon Pain', 'Le Pain Quotidien'],
    ['Boulangerie Dupont', 'Boulangerie Durand'],
    ['Paul', 'Paulette'],
    ['Le Fournil de Pierre', 'Le Fournil de Jacques'],
    ['Maison Landemaine', 'Maison Kayser'],
    // A name that says only "bakery" tells nothing: such records match by address alone.
    ['Boulangerie', 'Boulangerie Pâtisserie'],
    ['Boulangerie', 'Boulangerie Dupont'],
  ];

  it.each(same)('« %s » and « %s » are the same shop', (a, b) => {
    expect(isSimilarName(normaliseName(a), normaliseName(b))).toBe(true);
    expect(isSimilarName(normaliseName(b), normaliseName(a))).toBe(true);
  });

  it.each(different)('« %s » and « %s » are two shops', (a, b) => {
    expect(isSimilarName(normaliseName(a), normaliseName(b))).toBe(false);
    expect(isSimilarName(normaliseName(b), normaliseName(a))).toBe(false);
  });

  it('takes half the words in common as the same name, less as another', () => {
    // {fournil, moulin} and {moulin, rose}: 1 word of 3.
    expect(isSimilarName('fournil moulin', 'moulin rose')).toBe(false);
    // {pain, bio, gare} and {pain, bio, place}: 2 of 4 words = 0.5.
    expect(isSimilarName('pain bio gare', 'pain bio place')).toBe(true);
  });
});

describe('addressKey', () => {
  it.each([
    ['12 bis avenue de la République', '12b avenue republique'],
    ['12B AV DE LA REPUBLIQUE', '12b avenue republique'],
    ['12 b, Av. de la République', '12b avenue republique'],
    ['3 BD ST MICHEL', '3 boulevard saint michel'],
    ['3 boulevard Saint-Michel', '3 boulevard saint michel'],
    ['8 rue des Archives, 75004 Paris', '8 rue archives'],
    ['8 R DES ARCHIVES', '8 rue archives'],
    ['24 FG SAINT ANTOINE', '24 faubourg saint antoine'],
  ])('%s → %j', (line, expected) => {
    expect(addressKey(line)).toBe(expected);
  });

  it('is null without a house number or without a street: no match by address then', () => {
    expect(addressKey('rue des Archives')).toBeNull();
    expect(addressKey('12')).toBeNull();
    expect(addressKey('')).toBeNull();
  });

  it('tells a number from its bis', () => {
    expect(addressKey('12 rue de la Paix')).not.toBe(addressKey('12 bis rue de la Paix'));
  });

  it('joins a house number and a street into the stored line', () => {
    expect(addressLine('12 bis', ' rue  de la Paix ')).toBe('12 bis rue de la Paix');
    expect(addressLine(null, 'Place du Marché')).toBe('Place du Marché');
    expect(addressLine(null, null)).toBe('');
  });
});

describe('normalisePhone', () => {
  it.each([
    ['+33 1 42 72 13 77', '01 42 72 13 77'],
    ['+33 (0)1 42 72 13 77', '01 42 72 13 77'],
    ['0033142721377', '01 42 72 13 77'],
    ['01.42.72.13.77', '01 42 72 13 77'],
    ['01-42-72-13-77', '01 42 72 13 77'],
    ['0142721377', '01 42 72 13 77'],
    ['+33 6 12 34 56 78;+33 1 42 72 13 77', '06 12 34 56 78'],
    ['+262 262 12 34 56', '02 62 12 34 56'],
    ['+590 690 12 34 56', '06 90 12 34 56'],
    ['+32 2 513 12 34', '+3225131234'],
  ])('%s → %s', (raw, stored) => {
    expect(normalisePhone(raw)).toBe(stored);
  });

  it.each([null, '', 'appeler le matin', '3631', '01 42 72', '+33 1 42 72 13 77 88', '+12345678901234567890123'])(
    'stores %j as no phone',
    (raw) => {
      expect(normalisePhone(raw)).toBe('');
    },
  );

  it('never stores more than the column holds (20 characters)', () => {
    for (const raw of ['+33 1 42 72 13 77', '+32 2 513 12 34', '+44 20 7946 0958'])
      expect(normalisePhone(raw).length).toBeLessThanOrEqual(20);
  });
});
