import { describe, expect, it } from 'vitest';
import { CREATION_STEPS, firstStepOf, stepOfField, stepProgress } from './creation-steps';

describe('creation steps', () => {
  it('are four, written « Étape 2 sur 4 »', () => {
    expect(CREATION_STEPS.map((step) => step.title)).toEqual([
      'Nom et contact',
      'Adresse et position',
      'Jours et horaires',
      'Logo et produits',
    ]);
    expect(stepProgress(1)).toBe('Étape 2 sur 4');
  });

  it('find the step of a refused field, nested hours and files included', () => {
    expect(stepOfField('nom')).toBe(0);
    expect(stepOfField('longitude')).toBe(1);
    expect(stepOfField('horaires_ouvertures.lundi.fermeture_matin')).toBe(2);
    expect(stepOfField('image_logo_main')).toBe(3);
    expect(stepOfField('responsable')).toBe(3);
  });

  it('go back to the earliest step holding an error', () => {
    expect(firstStepOf(['images', 'ville', 'jours_ouvertures'])).toBe(1);
    expect(firstStepOf([])).toBeNull();
  });
});
