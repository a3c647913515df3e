import { describe, expect, it } from 'vitest';
import { withA, withDe } from './with-preposition.js';

describe('withDe', () => {
  it('contracts de + le into du and de + les into des', () => {
    expect(withDe('Le Fournil d’Antoine')).toBe('du Fournil d’Antoine');
    expect(withDe('Les Délices de Sophie')).toBe('des Délices de Sophie');
    expect(withDe('le fournil')).toBe('du fournil');
  });

  it('keeps de la and de l’ before la and an elided article', () => {
    expect(withDe('La Mie dorée')).toBe('de la Mie dorée');
    expect(withDe("L'Atelier")).toBe("de l'Atelier");
    expect(withDe('L’Épi de blé')).toBe('de l’Épi de blé');
  });

  it('contracts de + au into du and de + aux into des', () => {
    expect(withDe('Au Bon Pain')).toBe('du Bon Pain');
    expect(withDe('Aux Trois Épis')).toBe('des Trois Épis');
  });

  it('elides de before a vowel or a mute h when the name has no article', () => {
    expect(withDe('Amandine')).toBe('d’Amandine');
    expect(withDe('Épi d’or')).toBe('d’Épi d’or');
    expect(withDe('Hélène et fils')).toBe('d’Hélène et fils');
    expect(withDe('Yves Pâtisserie')).toBe('d’Yves Pâtisserie');
    expect(withDe('Yvette')).toBe('d’Yvette');
  });

  it('keeps de before a consonant, an aspirated h or a consonant y', () => {
    expect(withDe('Maison Kayser')).toBe('de Maison Kayser');
    expect(withDe('Hameau du pain')).toBe('de Hameau du pain');
    expect(withDe('Yannick')).toBe('de Yannick');
  });

  it('reads a word that only starts like an article as the name itself', () => {
    expect(withDe('Lesage')).toBe('de Lesage');
    expect(withDe('Laurent')).toBe('de Laurent');
    expect(withDe('Auguste')).toBe('d’Auguste');
    expect(withDe('  Le Fournil  ')).toBe('du Fournil');
  });
});

describe('withA', () => {
  it('contracts à + le into au and à + les into aux', () => {
    expect(withA('Le Fournil')).toBe('au Fournil');
    expect(withA('Les Délices')).toBe('aux Délices');
    expect(withA('Au Bon Pain')).toBe('au Bon Pain');
  });

  it('keeps à la, à l’ and à before anything else', () => {
    expect(withA('La Mie dorée')).toBe('à la Mie dorée');
    expect(withA("L'Atelier")).toBe("à l'Atelier");
    expect(withA('Amandine')).toBe('à Amandine');
    expect(withA('Maison Kayser')).toBe('à Maison Kayser');
  });
});
