import { describe, expect, it } from 'vitest';
import { hasValidLuhn, isBakeryNaf, isValidSirenFormat, SIREN_MESSAGES, sirenRefusalMessage } from './check-siren.js';

describe('isValidSirenFormat', () => {
  it('accepts exactly 9 digits', () => {
    expect(isValidSirenFormat('732829320')).toBe(true);
  });

  it('refuses anything else', () => {
    for (const siren of ['', '73282932', '7328293201', '732 829 320', '73282932a', ' 732829320']) {
      expect(isValidSirenFormat(siren)).toBe(false);
    }
  });
});

describe('hasValidLuhn', () => {
  it('accepts real SIRENs', () => {
    for (const siren of ['732829320', '552100554', '443061841', '542051180']) expect(hasValidLuhn(siren)).toBe(true);
  });

  it('refuses a SIREN with a wrong check digit', () => {
    for (const siren of ['732829321', '552100555', '443061842', '123456789']) expect(hasValidLuhn(siren)).toBe(false);
  });

  it('accepts La Poste (356000000)', () => {
    expect(hasValidLuhn('356000000')).toBe(true);
  });

  it('refuses a badly formatted value even when its digits would pass', () => {
    expect(hasValidLuhn('732 829 320')).toBe(false);
    expect(hasValidLuhn('0')).toBe(false);
  });
});

describe('isBakeryNaf', () => {
  it('recognises the bakery NAF codes', () => {
    for (const code of ['10.71A', '10.71B', '10.71C', '10.71D', '47.24Z']) expect(isBakeryNaf(code)).toBe(true);
  });

  it('tolerates a missing dot, lowercase and spaces', () => {
    expect(isBakeryNaf('1071C')).toBe(true);
    expect(isBakeryNaf(' 10.71c ')).toBe(true);
  });

  it('refuses other activities', () => {
    for (const code of ['56.10A', '10.72Z', '47.11F', '', null, undefined]) expect(isBakeryNaf(code)).toBe(false);
  });
});

describe('SIREN_MESSAGES', () => {
  it('uses the spec wording, without emoji', () => {
    expect(SIREN_MESSAGES).toEqual({
      valid: 'SIREN validé comme boulangerie (INSEE)',
      invalid: 'SIREN invalide ou non reconnu comme boulangerie',
      error: 'Erreur lors de la vérification SIREN',
    });
  });
});

describe('sirenRefusalMessage', () => {
  it('names the company, its NAF code and the reason', () => {
    expect(sirenRefusalMessage({ name: 'Brasserie de la Place', naf: '56.10A', active: true })).toBe(
      'SIREN non reconnu comme boulangerie : Brasserie de la Place — 56.10A, hors boulangerie.',
    );
    expect(sirenRefusalMessage({ name: 'Ancienne Boulangerie', naf: '10.71C', active: false })).toBe(
      'SIREN non reconnu comme boulangerie : Ancienne Boulangerie — 10.71C, entreprise fermée.',
    );
  });

  it('says what is missing rather than leaving a blank', () => {
    expect(sirenRefusalMessage({ name: ' ', naf: null, active: true })).toBe(
      'SIREN non reconnu comme boulangerie : Entreprise sans nom publié — code NAF inconnu, hors boulangerie.',
    );
    expect(sirenRefusalMessage(null)).toBe('SIREN introuvable au répertoire des entreprises (INSEE).');
  });
});
