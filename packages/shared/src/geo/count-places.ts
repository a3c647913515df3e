// How the town directory counts places (docs/public-pages.md, "Arrondissements"): the postcodes of Paris,
// Lyon and Marseille are arrondissements of one city, not towns of their own. A city with arrondissements
// counts once as a « ville », its arrondissements are counted apart, and a list shows them under the city.
import { formatArrondissement } from '../format/format-arrondissement.js';
import { formatCount } from '../format/format-count.js';

export type TArrondissementCity = 'Paris' | 'Lyon' | 'Marseille';

const CITY_OF_PREFIX: Record<string, TArrondissementCity> = { '75': 'Paris', '69': 'Lyon', '13': 'Marseille' };

/** 'Paris' for 75004 or 75116, 'Lyon' for 69003, 'Marseille' for 13008; null for any other postcode. */
export function arrondissementCity(postcode: string): TArrondissementCity | null {
  if (formatArrondissement(postcode) === null) return null;
  return CITY_OF_PREFIX[postcode.trim().slice(0, 2)] ?? null;
}

/** Villes, a city with arrondissements counted once among them, and the arrondissements apart. */
export type TPlaceCount = { villes: number; arrondissements: number };

/**
 * The places of a list of towns, one postcode each. Two postcodes of one arrondissement (75016 and 75116)
 * count as one arrondissement.
 */
export function countPlaces(postcodes: readonly string[]): TPlaceCount {
  let villes = 0;
  const cities = new Set<TArrondissementCity>();
  const arrondissements = new Set<string>();
  for (const postcode of postcodes) {
    const city = arrondissementCity(postcode);
    if (city === null) villes += 1;
    else {
      cities.add(city);
      arrondissements.add(`${city} ${formatArrondissement(postcode)}`);
    }
  }
  return { villes: villes + cities.size, arrondissements: arrondissements.size };
}

function plural(count: number, one: string, many: string): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}

/**
 * « 12 villes », « 1 ville »; a list that is one city's arrondissements only (the Paris département)
 * reads « 20 arrondissements », « 1 arrondissement ».
 */
export function formatPlaceCount({ villes, arrondissements }: TPlaceCount): string {
  if (villes === 1 && arrondissements > 0) return plural(arrondissements, 'arrondissement', 'arrondissements');
  return plural(villes, 'ville', 'villes');
}

/** An item of a town list: a town, or a city with arrondissements and its arrondissements' towns. */
export type TPlaceGroup<T> = { town: T } | { city: TArrondissementCity; arrondissements: number; towns: T[] };

/**
 * The towns in their order, each city's arrondissements gathered under it where its first one was:
 * « Aix-en-Provence », « Marseille — 16 arrondissements » (its 16 towns), « Martigues ».
 */
export function groupArrondissements<T extends { codePostal: string }>(towns: readonly T[]): TPlaceGroup<T>[] {
  const groups: TPlaceGroup<T>[] = [];
  const byCity = new Map<TArrondissementCity, { city: TArrondissementCity; arrondissements: number; towns: T[] }>();
  for (const town of towns) {
    const city = arrondissementCity(town.codePostal);
    if (city === null) {
      groups.push({ town });
      continue;
    }
    let group = byCity.get(city);
    if (!group) {
      group = { city, arrondissements: 0, towns: [] };
      byCity.set(city, group);
      groups.push(group);
    }
    group.towns.push(town);
  }
  for (const group of byCity.values()) group.arrondissements = countPlaces(group.towns.map((town) => town.codePostal)).arrondissements;
  return groups;
}
