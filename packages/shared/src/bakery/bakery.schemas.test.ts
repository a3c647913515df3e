import { describe, expect, it } from 'vitest';
import { emptyWeek } from '../hours/hours.schemas.js';
import { isNearbyCard } from './is-nearby-card.js';
import { roundCardCoordinate, roundDistanceKm, ZBakerySourceRecord, ZNearbyBakery, ZNearbyQuery, ZPublicBakery } from './bakery.schemas.js';
import { ZProBakery } from './pro-bakery.schemas.js';

const flags = {
  disponibilite_pain: true,
  disponibilite_cafe: false,
  disponibilite_croissant: true,
  disponibilite_sandwich: false,
  disponibilite_bio: false,
};

function issues(input: unknown): [string, string][] {
  const result = ZNearbyQuery.safeParse(input);
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}

describe('ZNearbyQuery', () => {
  it('reads numbers from query strings', () => {
    expect(ZNearbyQuery.parse({ lat: '48.8534', lng: '2.3488', rayon: '2' })).toEqual({ lat: 48.8534, lng: 2.3488, rayon: 2 });
  });

  it('accepts the bounds: ±90 latitude, ±180 longitude, a 50 km radius', () => {
    expect(ZNearbyQuery.safeParse({ lat: '-90', lng: '180', rayon: '50' }).success).toBe(true);
    expect(ZNearbyQuery.safeParse({ lat: 90, lng: -180, rayon: 0.1 }).success).toBe(true);
  });

  it('refuses out-of-range values in French', () => {
    expect(issues({ lat: '91', lng: '181', rayon: '51' })).toEqual([
      ['lat', 'Latitude invalide.'],
      ['lng', 'Longitude invalide.'],
      ['rayon', 'Rayon invalide : entre 0 et 50 km.'],
    ]);
    expect(issues({ lat: '48', lng: '2', rayon: '0' })).toEqual([['rayon', 'Rayon invalide : entre 0 et 50 km.']]);
    expect(issues({ lat: '48', lng: '2', rayon: '-1' })).toEqual([['rayon', 'Rayon invalide : entre 0 et 50 km.']]);
  });

  it('refuses missing, empty and non-numeric values in French instead of reading them as 0', () => {
    expect(issues({})).toEqual([
      ['lat', 'Latitude invalide.'],
      ['lng', 'Longitude invalide.'],
      ['rayon', 'Rayon invalide : entre 0 et 50 km.'],
    ]);
    expect(issues({ lat: '', lng: ' ', rayon: 'abc' })).toEqual([
      ['lat', 'Latitude invalide.'],
      ['lng', 'Longitude invalide.'],
      ['rayon', 'Rayon invalide : entre 0 et 50 km.'],
    ]);
    expect(issues({ lat: 'Infinity', lng: '2', rayon: '2' })).toEqual([['lat', 'Latitude invalide.']]);
  });
});

describe('bakery payloads', () => {
  const { jours_ouvertures, horaires_ouvertures } = emptyWeek();

  it('accepts a nearby card with the spec field names and the compact week', () => {
    const item = {
      id: 12,
      nom: 'Au Bon Pain',
      adresse: '1 rue de la Paix',
      ville: 'Paris',
      code_postal_boulangerie: '75002',
      latitude: 48.8686,
      longitude: 2.3314,
      distance_km: 1.25,
      ...flags,
      revendiquee: true,
      horaires_statut: 'renseignes' as const,
      disponibilites_maj: [1795500300, 1795500300, null, 1795500300, 1795500300],
      horaires_ouvertures: '12345=0700-1330,1530-2000 6=0730-1300',
      image_logo_main: null,
      jours_feries: null,
      fermetures: [],
      horaires_speciaux: [],
      signalements: { pain: null, ferme: null },
    };
    expect(ZNearbyBakery.parse(item)).toEqual(item);
    expect(isNearbyCard(item)).toBe(true);
  });

  it('rounds a distance once, to the 2 decimals the card shows, and card coordinates to 5', () => {
    expect(roundDistanceKm(1.2349)).toBe(1.23);
    expect(roundDistanceKm(1.235001)).toBe(1.24);
    expect(roundCardCoordinate(48.853412345)).toBe(48.85341);
  });

  it('accepts a public bakery without coordinates and with images', () => {
    const bakery = {
      id: 3,
      nom: 'Le Fournil de Léa',
      adresse_postale: '3 place du Marché',
      ville: 'Lyon',
      code_postal_boulangerie: '69001',
      telephone_boulangerie: '',
      latitude: null,
      longitude: null,
      description_courte: 'Pain au levain',
      presentation: '',
      motduboulanger: '',
      image_logo_main: '/media/logos/abc.jpg',
      images: [{ id: 1, image: '/media/images/1.jpg' }],
      ...flags,
      revendiquee: true,
      horaires_statut: 'renseignes' as const,
      horaires_source: null,
      site_web: null,
      sources: [],
      disponibilites_maj: [null, null, null, null, null],
      jours_ouvertures,
      horaires_ouvertures,
      jours_feries: 'fermes' as const,
      fermetures: [{ debut: '2026-08-10', fin: '2026-08-31', motif: 'Congés annuels' }],
      horaires_speciaux: [{ date: '2026-12-24', plages: [{ ouverture: '07:00', fermeture: '13:00' }] }],
      signalements: null,
    };
    expect(ZPublicBakery.parse(bakery)).toEqual(bakery);
  });

  it('accepts a listing: unknown flags as null, not claimed, hours to confirm, its sources', () => {
    const card = {
      id: 7,
      nom: 'Boulangerie du Canal',
      adresse: '4 quai de Jemmapes',
      ville: 'Paris',
      code_postal_boulangerie: '75010',
      latitude: 48.87,
      longitude: 2.36,
      distance_km: 0.4,
      disponibilite_pain: null,
      disponibilite_cafe: null,
      disponibilite_croissant: null,
      disponibilite_sandwich: null,
      disponibilite_bio: null,
      revendiquee: false,
      horaires_statut: 'a_confirmer' as const,
      disponibilites_maj: [null, null, null, null, null],
      horaires_ouvertures: '',
      image_logo_main: null,
      jours_feries: null,
      fermetures: [],
      horaires_speciaux: [],
      signalements: null,
    };
    expect(ZNearbyBakery.parse(card)).toEqual(card);
    expect(ZNearbyBakery.safeParse({ ...card, horaires_statut: 'inconnu' }).success).toBe(false);
    expect(
      ZBakerySourceRecord.array().parse([
        { source: 'osm', id: 'node/123', url: 'https://www.openstreetmap.org/node/123', maj: '2026-11-12' },
        { source: 'sirene', siret: '12345678900017', maj: '2026-11-12' },
      ]),
    ).toHaveLength(2);
  });

  it('keeps the professional bakery boolean and without the listing fields', () => {
    expect(ZProBakery.shape.disponibilite_pain.safeParse(null).success).toBe(false);
    expect('sources' in ZProBakery.shape).toBe(false);
    expect('revendiquee' in ZProBakery.shape).toBe(false);
  });

  it('refuses a bakery whose flags are not booleans', () => {
    expect(ZPublicBakery.safeParse({ id: 3, disponibilite_pain: 'oui' }).success).toBe(false);
  });
});
