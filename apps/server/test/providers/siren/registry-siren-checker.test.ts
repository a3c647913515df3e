// SIREN verification without an INSEE key: the registry file (the demo one by default).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRegistrySirenChecker } from '../../../src/providers/siren/registry-siren-checker.js';
import { buildTestApp, makeTempDir, type TestApp } from '../../testing/helper.js';
import { bearer, login, registerConfirmed } from '../../testing/auth-helpers.js';

const INVALID = { valid: false, message: 'SIREN invalide ou non reconnu comme boulangerie' };

describe('POST /api/insee/auth/verify-siren/ with the demo registry', () => {
  let t: TestApp;
  let access = '';
  beforeAll(async () => {
    t = await buildTestApp({ INSEE_API_KEY: '' });
    await registerConfirmed(t.app, { username: 'lea', email: 'lea@example.fr' });
    access = (await login(t.app, 'lea@example.fr')).access;
  });
  afterAll(async () => t?.close());

  const verify = (siren: string) =>
    t.app.inject({ method: 'POST', url: '/api/insee/auth/verify-siren/', headers: bearer(access), payload: { siren } });

  it('refuses the ceased bakery, the supermarket, a restaurant and an unknown SIREN, naming what the registry holds', async () => {
    for (const [siren, message] of [
      ['732829320', 'SIREN non reconnu comme boulangerie : Ancienne Boulangerie (démo, cessée) — 10.71C, entreprise fermée.'],
      ['552100554', 'SIREN non reconnu comme boulangerie : Supermarché du Centre (démo) — 47.11F, hors boulangerie.'],
      ['398765438', 'SIREN non reconnu comme boulangerie : Brasserie de la Place (démo) — 56.10A, hors boulangerie.'],
      ['100000009', 'SIREN introuvable au répertoire des entreprises (INSEE).'],
    ]) {
      const response = await verify(siren!);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ valid: false, message });
    }
  });

  it('refuses a SIREN failing the Luhn check without looking it up', async () => {
    expect((await verify('398765437')).json()).toEqual(INVALID);
  });

  it('accepts an active bakery of the registry', async () => {
    const response = await verify('987654324');
    expect(response.json()).toEqual({ valid: true, message: 'SIREN validé comme boulangerie (INSEE)' });
    const user = await t.app.inject({ method: 'GET', url: '/api/auth/user/', headers: bearer(access) });
    expect(user.json()).toMatchObject({ siren: '987654324', siren_verified: true, is_proprietaire: true });
  });

  it('keeps the registry entries Luhn-valid', async () => {
    const { hasValidLuhn } = await import('@fournil/shared');
    const entries = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../../demo/siren-registry.demo.json'), 'utf8')) as {
      siren: string;
    }[];
    expect(entries.map((entry) => entry.siren)).toEqual(expect.arrayContaining(['123456782', '987654324', '552100554', '732829320']));
    for (const entry of entries) expect(hasValidLuhn(entry.siren)).toBe(true);
  });
});

describe('registry file', () => {
  it('reads a custom SIREN_REGISTRY_FILE', async () => {
    const file = path.join(makeTempDir(), 'registry.json');
    fs.writeFileSync(
      file,
      JSON.stringify([
        { siren: '401234562', denomination: 'X', activite_principale: '47.24Z', etat_administratif: 'A' },
        {
          siren: '732829320',
          denomination: 'Y',
          activite_principale: '10.71C',
          etat_administratif: 'A',
          adresse: '3 rue du Four 75006 Paris',
        },
      ]),
    );
    const checker = createRegistrySirenChecker(file);
    // The address, which staff read when they decide a claim (docs/claims.md), is null when the file gives none.
    expect(await checker.lookup('401234562')).toEqual({
      found: true,
      unit: { siren: '401234562', name: 'X', naf: '47.24Z', active: true, address: null, isPerson: false },
    });
    expect(await checker.lookup('732829320')).toEqual({
      found: true,
      unit: { siren: '732829320', name: 'Y', naf: '10.71C', active: true, address: '3 rue du Four 75006 Paris', isPerson: false },
    });
    expect(await checker.lookup('123456782')).toEqual({ found: false });
  });

  it('stops with one clear line on a bad file', () => {
    const file = path.join(makeTempDir(), 'registry.json');
    fs.writeFileSync(file, '{"pas":"un tableau"}');
    expect(() => createRegistrySirenChecker(file)).toThrow(/SIREN_REGISTRY_FILE/);
    expect(() => createRegistrySirenChecker(path.join(makeTempDir(), 'absent.json'))).toThrow(/SIREN_REGISTRY_FILE illisible/);
  });
});
