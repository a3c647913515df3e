import { describe, expect, it } from 'vitest';
import { BAKERY_NAME_FALLBACK, BIO_LABEL, getBreadBadge, getBreadStatus, PRODUCT_CHIPS } from './get-bread-status.js';

describe('getBreadStatus', () => {
  it('shows "Pain disponible" in green when open with bread', () => {
    expect(getBreadStatus({ unknownHours: null, isOpen: true, disponibilite_pain: true })).toEqual({
      kind: 'available',
      label: 'Pain disponible',
      color: 'green',
    });
  });

  it('shows "Pas de pain" in red when open without bread', () => {
    expect(getBreadStatus({ unknownHours: null, isOpen: true, disponibilite_pain: false })).toEqual({
      kind: 'no-bread',
      label: 'Pas de pain',
      color: 'red',
    });
  });

  it('shows "Fermé" in grey when closed, whatever the bread', () => {
    const closed = { kind: 'closed', label: 'Fermé', color: 'grey' };
    expect(getBreadStatus({ unknownHours: null, isOpen: false, disponibilite_pain: true })).toEqual(closed);
    expect(getBreadStatus({ unknownHours: null, isOpen: false, disponibilite_pain: false })).toEqual(closed);
  });

  it('never reads « Fermé » for unknown hours: their label, kind unknown, blue, whatever the bread', () => {
    for (const disponibilite_pain of [true, false, null]) {
      expect(getBreadStatus({ isOpen: false, unknownHours: 'Horaires non renseignés', disponibilite_pain })).toEqual({
        kind: 'unknown',
        label: 'Horaires non renseignés',
        color: 'blue',
      });
      expect(getBreadStatus({ isOpen: false, unknownHours: 'Horaires à confirmer', disponibilite_pain }).label).toBe(
        'Horaires à confirmer',
      );
    }
  });

  it('says « Disponibilité non renseignée » (unknown, blue) when open and nobody has told', () => {
    expect(getBreadStatus({ isOpen: true, unknownHours: null, disponibilite_pain: null })).toEqual({
      kind: 'unknown',
      label: 'Disponibilité non renseignée',
      color: 'blue',
    });
  });

  it('still reads « Fermé » when the hours are known and closed, even with bread unknown', () => {
    expect(getBreadStatus({ isOpen: false, unknownHours: null, disponibilite_pain: null }).label).toBe('Fermé');
  });
});

describe('getBreadBadge', () => {
  it('says « Disponibilité non renseignée » when nobody has told, open or with unknown hours', () => {
    const unknown = { kind: 'unknown', label: 'Disponibilité non renseignée' };
    expect(getBreadBadge({ unknownHours: null, isOpen: true, disponibilite_pain: null, openingLabel: 'Ouvert · ferme à 19 h' })).toEqual(
      unknown,
    );
    expect(
      getBreadBadge({
        unknownHours: 'Horaires non renseignés',
        isOpen: false,
        disponibilite_pain: null,
        openingLabel: 'Horaires non renseignés',
      }),
    ).toEqual(unknown);
  });

  it('says what visitors told of a listing whose hours are unknown, never when it opens', () => {
    expect(
      getBreadBadge({
        unknownHours: 'Horaires à confirmer',
        isOpen: false,
        disponibilite_pain: true,
        openingLabel: 'Horaires à confirmer',
      }),
    ).toEqual({ kind: 'available', label: 'Pain disponible maintenant' });
  });

  it('says bread is available now when open with bread', () => {
    expect(getBreadBadge({ unknownHours: null, isOpen: true, disponibilite_pain: true, openingLabel: 'Ouvert · ferme à 19 h' })).toEqual({
      kind: 'available',
      label: 'Pain disponible maintenant',
    });
  });

  it('says no bread when open without bread', () => {
    expect(
      getBreadBadge({ unknownHours: null, isOpen: true, disponibilite_pain: false, openingLabel: 'Ouvert · ferme à 19 h' })?.label,
    ).toBe('Pain non disponible');
  });

  it('says when it opens when closed, whatever the flag, never « prochaines ouvertures »', () => {
    for (const disponibilite_pain of [true, false]) {
      expect(getBreadBadge({ unknownHours: null, isOpen: false, disponibilite_pain, openingLabel: 'Fermé · ouvre demain à 7 h' })).toEqual({
        kind: 'closed',
        label: 'Ouvre demain à 7 h',
      });
    }
    expect(
      getBreadBadge({ unknownHours: null, isOpen: false, disponibilite_pain: true, openingLabel: 'Fermé · ouvre le 2 septembre à 7 h 30' })
        ?.label,
    ).toBe('Ouvre le 2 septembre à 7 h 30');
  });

  it('shows no bread badge when closed with nothing to announce', () => {
    expect(
      getBreadBadge({ unknownHours: null, isOpen: false, disponibilite_pain: true, openingLabel: "Fermé pour congés jusqu'au 31 août" }),
    ).toBeNull();
    expect(getBreadBadge({ unknownHours: null, isOpen: false, disponibilite_pain: true, openingLabel: 'Fermé' })).toBeNull();
  });
});

describe('bakery page wording', () => {
  it('names an unnamed bakery "Boulangerie sans nom"', () => {
    expect(BAKERY_NAME_FALLBACK).toBe('Boulangerie sans nom');
  });

  it('lists the product chips café, viennoiseries, sandwich & salades; « Bio » is a label, not a chip', () => {
    expect(PRODUCT_CHIPS.map((chip) => chip.label)).toEqual(['café', 'viennoiseries', 'sandwich & salades']);
    expect(PRODUCT_CHIPS.map((chip) => chip.field)).toEqual(['disponibilite_cafe', 'disponibilite_croissant', 'disponibilite_sandwich']);
    expect(BIO_LABEL).toBe('Bio');
  });
});
