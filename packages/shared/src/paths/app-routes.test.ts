import { describe, expect, it } from 'vitest';
import { isAppRoute } from './app-routes.js';

describe('isAppRoute', () => {
  it.each([
    '/',
    '/boulangerie/12',
    '/boulangerie/12/',
    '/page',
    '/page/cgu',
    '/login',
    '/admin',
    '/admin/pages/cgu',
    '/reset-password/abc/def',
    '/paiement/simulation/sim_1',
  ])('knows %s', (pathname) => expect(isAppRoute(pathname)).toBe(true));

  it.each([
    '/nimporte-quoi',
    '/boulangerie',
    '/boulangerie/12/photos',
    '/page/cgu/autre',
    '/login/x',
    '/reset-password/abc',
    '/administration',
    '/robots',
    '//login',
  ])('does not know %s', (pathname) => expect(isAppRoute(pathname)).toBe(false));
});
