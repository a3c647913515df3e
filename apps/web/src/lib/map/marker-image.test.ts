import { describe, expect, it } from 'vitest';
import { markerImage } from './marker-image';

describe('markerImage', () => {
  it('builds one named image for assistive technology, drawn by its html', () => {
    const element = markerImage('place-marker', 'Adresse recherchée', '<span aria-hidden="true">•</span>');
    expect(element.className).toBe('place-marker');
    expect(element.getAttribute('role')).toBe('img');
    expect(element.getAttribute('aria-label')).toBe('Adresse recherchée');
    expect(element.innerHTML).toBe('<span aria-hidden="true">•</span>');
  });

  it('may be drawn by its class alone', () => {
    expect(markerImage('user-marker', 'Vous êtes ici').childElementCount).toBe(0);
  });
});
