import { describe, expect, it } from 'vitest';
import { isWebsiteUrl, normaliseWebsiteUrl } from './website-url.js';

describe('normaliseWebsiteUrl', () => {
  it('adds https:// when no scheme is written', () => {
    expect(normaliseWebsiteUrl('www.boulangerie.fr')).toBe('https://www.boulangerie.fr');
    expect(normaliseWebsiteUrl('  boulangerie.fr/horaires?jour=lundi ')).toBe('https://boulangerie.fr/horaires?jour=lundi');
    expect(normaliseWebsiteUrl('www.boulangerie.fr:8080/carte')).toBe('https://www.boulangerie.fr:8080/carte');
    expect(normaliseWebsiteUrl('//www.boulangerie.fr')).toBe('https://www.boulangerie.fr');
  });

  it('keeps a written scheme, whatever it is, and an empty value empty', () => {
    expect(normaliseWebsiteUrl('http://boulangerie.fr')).toBe('http://boulangerie.fr');
    expect(normaliseWebsiteUrl('HTTPS://Boulangerie.fr')).toBe('HTTPS://Boulangerie.fr');
    expect(normaliseWebsiteUrl('ftp://boulangerie.fr')).toBe('ftp://boulangerie.fr');
    expect(normaliseWebsiteUrl('javascript:alert(1)')).toBe('javascript:alert(1)');
    expect(normaliseWebsiteUrl('mailto:pain@boulangerie.fr')).toBe('mailto:pain@boulangerie.fr');
    expect(normaliseWebsiteUrl('   ')).toBe('');
  });
});

describe('isWebsiteUrl', () => {
  it('accepts http and https pages on a named host', () => {
    for (const url of ['https://www.boulangerie.fr', 'http://boulangerie.fr/offre', 'HTTPS://Boulangerie.fr'])
      expect(isWebsiteUrl(url)).toBe(true);
  });

  it('refuses other schemes, credentials, hosts without a dot and text that is no address', () => {
    for (const url of [
      'ftp://boulangerie.fr',
      'javascript:alert(1)',
      'mailto:pain@boulangerie.fr',
      'https://a:b@boulangerie.fr',
      'https://localhost',
      'https://boulangerie.',
      'https://pain au levain.fr',
      'pas une adresse',
    ]) {
      expect(isWebsiteUrl(url)).toBe(false);
    }
  });
});
