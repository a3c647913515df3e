import { describe, expect, it } from 'vitest';
import { BAKERY_NAME_FALLBACK, getBreadBadge, getBreadStatus, PRODUCT_CHIPS } from './get-bread-status.js';

describe('getBreadStatus', () => {
  it('shows "Pain disponible" in green when open with bread', () => {
    expect(getBreadStatus({ isOpen: true, disponibilite_pain: true })).toEqual({
      kind: 'available',
      label: 'Pain disponible',
      color: 'green',
    });
  });

  it('shows "Pas de pain" in red when open without bread', () => {
    expect(getBreadStatus({ isOpen: true, disponibilite_pain: false })).toEqual({
      kind: 'no-bread',
      label: 'Pas de pain',
      color: 'red',
    });
  });

  it('shows "Fermé" in grey when closed, whatever the bread', () => {
    const closed = { kind: 'closed', label: 'Fermé', color: 'grey' };
    expect(getBreadStatus({ isOpen: false, disponibilite_pain: true })).toEqual(closed);
    expect(getBreadStatus({ isOpen: false, disponibilite_pain: false })).toEqual(closed);
  });
});

describe('getBreadBadge', () => {
  it('says bread is available now when open with bread', () => {
    expect(getBreadBadge({ isOpen: true, disponibilite_pain: true, openingLabel: 'Ouvert · ferme à 19 h' })).toEqual({
      kind: 'available',
      label: 'Pain disponible maintenant',
    });
  });

  it('says no bread when open without bread', () => {
    expect(getBreadBadge({ isOpen: true, disponibilite_pain: false, openingLabel: 'Ouvert · ferme à 19 h' })?.label).toBe(
      'Pain non disponible',
    );
  });

  it('says when it opens when closed, whatever the flag, never « prochaines ouvertures »', () => {
    for (const disponibilite_pain of [true, false]) {
      expect(getBreadBadge({ isOpen: false, disponibilite_pain, openingLabel: 'Fermé · ouvre demain à 7 h' })).toEqual({
        kind: 'closed',
        label: 'Ouvre demain à 7 h',
      });
    }
    expect(getBreadBadge({ isOpen: false, disponibilite_pain: true, openingLabel: 'Fermé · ouvre le 2 septembre à 7 h 30' })?.label).toBe(
      'Ouvre le 2 septembre à 7 h 30',
    );
  });

  it('shows no bread badge when closed with nothing to announce', () => {
    expect(getBreadBadge({ isOpen: false, disponibilite_pain: true, openingLabel: "Fermé pour congés jusqu'au 31 août" })).toBeNull();
    expect(getBreadBadge({ isOpen: false, disponibilite_pain: true, openingLabel: 'Fermé' })).toBeNull();
  });
});

describe('bakery page wording', () => {
  it('names an unnamed bakery "Boulangerie sans nom"', () => {
    expect(BAKERY_NAME_FALLBACK).toBe('Boulangerie sans nom');
  });

  it('lists the product chips café, viennoiseries, sandwich & salades, bio', () => {
    expect(PRODUCT_CHIPS.map((chip) => chip.label)).toEqual(['café', 'viennoiseries', 'sandwich & salades', 'bio']);
    expect(PRODUCT_CHIPS.map((chip) => chip.field)).toEqual([
      'disponibilite_cafe',
      'disponibilite_croissant',
      'disponibilite_sandwich',
      'disponibilite_bio',
    ]);
  });
});
