import { describe, expect, it } from 'vitest';
import {
  departementCodeFromPath,
  departementPagePath,
  hasTownPage,
  isServerOnlyPage,
  townPagePath,
  townSlug,
  townSlugFromPath,
} from './town-page.js';

describe('town pages', () => {
  it('name a town by its name without accents and its postcode', () => {
    expect(townSlug('Lyon', '69003')).toBe('lyon-69003');
    expect(townSlug('Saint-Étienne-du-Rouvray', '76800')).toBe('saint-etienne-du-rouvray-76800');
    expect(townSlug("L'Haÿ-les-Roses", ' 94240 ')).toBe('l-hay-les-roses-94240');
    expect(townPagePath('Paris', '75004')).toBe('/ville/paris-75004');
  });

  it('exist only for a town with its postcode', () => {
    expect(hasTownPage('Lyon', '69003')).toBe(true);
    expect(hasTownPage('Lyon', ' ')).toBe(false);
    expect(hasTownPage('', '69003')).toBe(false);
    expect(hasTownPage('—', '69003')).toBe(false);
  });

  it('read the slug back from the address, and nothing else', () => {
    expect(townSlugFromPath('/ville/lyon-69003')).toBe('lyon-69003');
    expect(townSlugFromPath('/ville/lyon-69003/')).toBe('lyon-69003');
    expect(townSlugFromPath('/ville/Lyon')).toBeNull();
    expect(townSlugFromPath('/ville/lyon/69003')).toBeNull();
    expect(townSlugFromPath('/ville/')).toBeNull();
    expect(isServerOnlyPage('/villes')).toBe(true);
    expect(isServerOnlyPage('/ville/paris-75004')).toBe(true);
    expect(isServerOnlyPage('/villes/54')).toBe(true);
    expect(isServerOnlyPage('/boulangerie/3')).toBe(false);
    expect(isServerOnlyPage('/donnees-ouvertes')).toBe(true);
    expect(isServerOnlyPage('/donnees-ouvertes/')).toBe(true);
  });

  it('group towns by département, at /villes/{code}', () => {
    expect(departementPagePath('2A')).toBe('/villes/2a');
    expect(departementCodeFromPath('/villes/2a')).toBe('2a');
    expect(departementCodeFromPath('/villes/971/')).toBe('971');
    expect(departementCodeFromPath('/villes/54')).toBe('54');
    expect(departementCodeFromPath('/villes/2A')).toBeNull();
    expect(departementCodeFromPath('/villes/5')).toBeNull();
    expect(departementCodeFromPath('/villes/meurthe')).toBeNull();
  });
});
