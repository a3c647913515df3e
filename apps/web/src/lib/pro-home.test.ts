import { describe, expect, it } from 'vitest';
import { makeUser } from '@/testing/user';
import { isOwnerScreenClosedTo, proHomePath } from './pro-home';

const owner = makeUser();
const manager = makeUser({ is_proprietaire: false, siren_verified: false, siren: '', is_responsable: true });
const staff = makeUser({ is_proprietaire: false, siren_verified: false, siren: '', is_staff: true });
const newcomer = makeUser({ is_proprietaire: false, siren_verified: false, siren: '' });

describe('proHomePath', () => {
  it('takes each role to its own Tableau de bord', () => {
    expect(proHomePath(owner)).toBe('/dashboard');
    expect(proHomePath(manager)).toBe('/boulangerie-responsable');
    expect(proHomePath(staff)).toBe('/admin');
    expect(proHomePath(newcomer)).toBe('/dashboard');
  });

  it('keeps an owner who also manages or is staff on the owner dashboard', () => {
    expect(proHomePath({ ...owner, is_responsable: true, is_staff: true })).toBe('/dashboard');
  });
});

describe('isOwnerScreenClosedTo', () => {
  it('closes the owner screens to managers and staff who own nothing, not to owners or newcomers', () => {
    expect(isOwnerScreenClosedTo(manager)).toBe(true);
    expect(isOwnerScreenClosedTo(staff)).toBe(true);
    expect(isOwnerScreenClosedTo(owner)).toBe(false);
    expect(isOwnerScreenClosedTo(newcomer)).toBe(false);
  });
});
