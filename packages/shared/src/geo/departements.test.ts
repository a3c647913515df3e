import { describe, expect, it } from 'vitest';
import { DEPARTEMENTS, departementByCode, departementOfPostcode } from './departements.js';

describe('départements', () => {
  it('are found from a postcode, Corsica and overseas included', () => {
    expect(departementOfPostcode('54300')).toEqual({ code: '54', name: 'Meurthe-et-Moselle' });
    expect(departementOfPostcode(' 01000 ')).toEqual({ code: '01', name: 'Ain' });
    expect(departementOfPostcode('20000')).toEqual({ code: '2A', name: 'Corse-du-Sud' });
    expect(departementOfPostcode('20167')).toEqual({ code: '2A', name: 'Corse-du-Sud' });
    expect(departementOfPostcode('20200')).toEqual({ code: '2B', name: 'Haute-Corse' });
    expect(departementOfPostcode('97400')).toEqual({ code: '974', name: 'La Réunion' });
    expect(departementOfPostcode('98800')).toEqual({ code: '988', name: 'Nouvelle-Calédonie' });
  });

  it('are null for a postcode that names none', () => {
    for (const postcode of ['', '5430', '543000', 'ABCDE', '00100', '96000', '97900'])
      expect(departementOfPostcode(postcode), postcode).toBeNull();
  });

  it('are read back from the code in an address, in either case', () => {
    expect(departementByCode('2a')).toEqual({ code: '2A', name: 'Corse-du-Sud' });
    expect(departementByCode('971')?.name).toBe('Guadeloupe');
    expect(departementByCode('20')).toBeNull();
  });

  it('are listed in the order of their codes, the two Corsican ones between 19 and 21', () => {
    const codes = DEPARTEMENTS.map((departement) => departement.code);
    expect(codes).toHaveLength(107);
    expect(codes.slice(0, 3)).toEqual(['01', '02', '03']);
    expect(codes.slice(codes.indexOf('19'), codes.indexOf('19') + 4)).toEqual(['19', '2A', '2B', '21']);
    expect(codes.slice(-3)).toEqual(['986', '987', '988']);
  });
});
