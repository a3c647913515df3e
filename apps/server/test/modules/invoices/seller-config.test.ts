// The seller named on invoices (docs/invoices.md): demo defaults outside production, and a
// production start refused with one line naming what is missing.
import { describe, expect, it } from 'vitest';
import { ConfigError, DEMO_SELLER, loadConfig } from '../../../src/config/index.js';
import { PRODUCTION_ENV } from '../../testing/production-env.js';

describe('SELLER_* configuration', () => {
  it('outside production, invoices name the demonstration seller, without VAT number', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).seller).toEqual({ ...DEMO_SELLER, vatNumber: undefined });
    expect(DEMO_SELLER.name).toBe('Fournil SAS (démonstration)');
  });

  it('production with the three variables starts, the VAT number stays optional', () => {
    expect(loadConfig({ ...PRODUCTION_ENV }).seller).toEqual({
      name: 'Fournil SAS',
      address: '10 rue du Pain, 75011 Paris',
      siren: '900000001',
      vatNumber: undefined,
    });
    expect(loadConfig({ ...PRODUCTION_ENV, SELLER_VAT_NUMBER: 'FR40123456789' }).seller.vatNumber).toBe('FR40123456789');
  });

  it.each(['SELLER_NAME', 'SELLER_ADDRESS', 'SELLER_SIREN'])('production refuses to start without %s, in one line naming it', (name) => {
    const env = { ...PRODUCTION_ENV, [name]: undefined };
    expect(() => loadConfig(env)).toThrow(
      new ConfigError(
        `Configuration invalide : ${name} est obligatoire quand NODE_ENV=production (vendeur nommé sur les factures, docs/invoices.md).`,
      ),
    );
  });

  it('names every missing variable at once, still in one line', () => {
    const env = { ...PRODUCTION_ENV, SELLER_NAME: '', SELLER_ADDRESS: undefined, SELLER_SIREN: undefined };
    let message = '';
    try {
      loadConfig(env);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toBe(
      'Configuration invalide : SELLER_NAME, SELLER_ADDRESS, SELLER_SIREN sont obligatoires quand NODE_ENV=production (vendeur nommé sur les factures, docs/invoices.md).',
    );
    expect(message).not.toContain('\n');
  });

  it('refuses a malformed SIREN or VAT number, naming the variable', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', SELLER_SIREN: '12345' })).toThrow(
      'Configuration invalide : SELLER_SIREN doit contenir 9 chiffres.',
    );
    expect(() => loadConfig({ NODE_ENV: 'test', SELLER_VAT_NUMBER: 'DE123' })).toThrow(/^Configuration invalide : SELLER_VAT_NUMBER /);
  });
});
