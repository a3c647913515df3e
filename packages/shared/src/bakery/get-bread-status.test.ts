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
    expect(getBreadBadge({ isOpen: true, disponibilite_pain: true })).toBe('Pain disponible maintenant');
  });

  it('promises bread at the next opening when closed with bread', () => {
    expect(getBreadBadge({ isOpen: false, disponibilite_pain: true })).toBe('Pain disponible (prochaines ouvertures)');
  });

  it('says no bread otherwise', () => {
    expect(getBreadBadge({ isOpen: true, disponibilite_pain: false })).toBe('Pain non disponible');
    expect(getBreadBadge({ isOpen: false, disponibilite_pain: false })).toBe('Pain non disponible');
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
