import { describe, expect, it } from 'vitest';
import { BAKERY_PAGE, BAKERY_PAGE_ROUTE, bakeryIdFromPath, bakeryPagePath } from './bakery-page.js';

describe('bakeryPagePath', () => {
  it('builds the address the route pattern matches', () => {
    expect(bakeryPagePath(12)).toBe('/boulangerie/12');
    expect(BAKERY_PAGE_ROUTE).toBe('/boulangerie/:id');
  });

  it('gives back its id through bakeryIdFromPath', () => {
    expect(bakeryIdFromPath(bakeryPagePath(2_147_483_647))).toBe(2_147_483_647);
  });
});

describe('bakeryIdFromPath', () => {
  it('reads the id of a bakery page, with or without a trailing slash', () => {
    expect(bakeryIdFromPath('/boulangerie/12')).toBe(12);
    expect(bakeryIdFromPath('/boulangerie/12/')).toBe(12);
  });

  it('refuses an id that is not a positive integer of an id column', () => {
    for (const id of ['abc', '0', '-3', '1.5', '12a', '99999999999', '2147483648', '%31'])
      expect(bakeryIdFromPath(`/boulangerie/${id}`)).toBeNull();
  });

  it('refuses other addresses', () => {
    for (const pathname of [
      '/',
      '/boulangerie',
      '/boulangerie/',
      '/boulangerie//',
      '/boulangerie/12/avis',
      '/boulangeries/12',
      '/boulangerie-responsable',
      '/x/boulangerie/12',
      '/boulangerie/12?x=1',
    ]) {
      expect(bakeryIdFromPath(pathname)).toBeNull();
    }
  });
});

describe('BAKERY_PAGE', () => {
  it('names the page the build writes for bakery pages', () => {
    expect(BAKERY_PAGE.file).toBe('boulangerie.html');
  });

  it('matches the request URLs of a bakery page, any id, with a trailing slash or a query', () => {
    for (const url of [
      '/boulangerie/12',
      '/boulangerie/12/',
      '/boulangerie/12?source=carte',
      '/boulangerie/12/?a=1&b=2',
      '/boulangerie/abc',
      '/boulangerie/0',
    ]) {
      expect(BAKERY_PAGE.path.test(url)).toBe(true);
    }
  });

  it('leaves every other address to index.html', () => {
    for (const url of [
      '/',
      '/boulangerie',
      '/boulangerie/',
      '/boulangerie/?x=1',
      '/boulangerie/12/avis',
      '/boulangeries/12',
      '/boulangerie-responsable',
      '/api/boulangerie/12',
    ]) {
      expect(BAKERY_PAGE.path.test(url)).toBe(false);
    }
  });
});
