import { describe, expect, it } from 'vitest';
import { formatArrondissement } from './format-arrondissement.js';

describe('formatArrondissement', () => {
  it('writes French ordinals: 1er, then 2e, 4e, 20e', () => {
    expect(formatArrondissement('75001')).toBe('1er arrondissement');
    expect(formatArrondissement('75002')).toBe('2e arrondissement');
    expect(formatArrondissement('75004')).toBe('4e arrondissement');
    expect(formatArrondissement('75020')).toBe('20e arrondissement');
    expect(formatArrondissement('69003')).toBe('3e arrondissement');
    expect(formatArrondissement('13016')).toBe('16e arrondissement');
    expect(formatArrondissement('75116')).toBe('16e arrondissement');
  });

  it('is null outside the arrondissements of Paris, Lyon and Marseille', () => {
    expect(formatArrondissement('93100')).toBeNull();
    expect(formatArrondissement('75000')).toBeNull();
    expect(formatArrondissement('75021')).toBeNull();
    expect(formatArrondissement('69010')).toBeNull();
  });
});
