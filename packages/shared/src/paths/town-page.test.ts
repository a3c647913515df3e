import { describe, expect, it } from 'vitest';
import { isServerOnlyPage, townPagePath, townSlug, townSlugFromPath } from './town-page.js';

describe('town pages', () => {
  it('name a town by its name without accents and its postcode', () => {
    expect(townSlug('Lyon', '69003')).toBe('lyon-69003');
    expect(townSlug('Saint-Étienne-du-Rouvray', '76800')).toBe('saint-etienne-du-rouvray-76800');
    expect(townSlug("L'Haÿ-les-Roses", ' 94240 ')).toBe('l-hay-les-roses-94240');
    expect(townPagePath('Paris', '75004')).toBe('/ville/paris-75004');
  });

  it('read the slug back from the address, and nothing else', () => {
    expect(townSlugFromPath('/ville/lyon-69003')).toBe('lyon-69003');
    expect(townSlugFromPath('/ville/lyon-69003/')).toBe('lyon-69003');
    expect(townSlugFromPath('/ville/Lyon')).toBeNull();
    expect(townSlugFromPath('/ville/lyon/69003')).toBeNull();
    expect(townSlugFromPath('/ville/')).toBeNull();
    expect(isServerOnlyPage('/villes')).toBe(true);
    expect(isServerOnlyPage('/ville/paris-75004')).toBe(true);
    expect(isServerOnlyPage('/boulangerie/3')).toBe(false);
  });
});
