import type { TLiveBakery } from '@fournil/shared';
import { describe, expect, it } from 'vitest';
import { fromLiveBakery } from './from-live-bakery';

const live = {
  id: 4,
  nom: 'Le Fournil',
  adresse: '1 place du Marché',
  adresse_postale: '1 place du Marché',
  ville: 'Paris',
  code_postal_boulangerie: '75001',
  telephone_boulangerie: '',
  latitude: 48.8534,
  longitude: 2.3588,
  description_courte: '',
  presentation: '',
  motduboulanger: '',
  image_logo_main: null,
  images: [],
  disponibilite_pain: true,
  disponibilite_cafe: true,
  disponibilite_croissant: false,
  disponibilite_sandwich: false,
  disponibilite_bio: false,
  jours_ouvertures: { lundi: true, mardi: true, mercredi: true, jeudi: true, vendredi: true, samedi: true, dimanche: false },
  horaires_ouvertures: {} as TLiveBakery['horaires_ouvertures'],
  distance_km: 0.73,
} satisfies TLiveBakery;

describe('fromLiveBakery', () => {
  const center = { lat: 48.8534, lng: 2.3488 };

  it('keeps the card fields and the server distance', () => {
    const card = fromLiveBakery(live, center);
    expect(card).toMatchObject({ id: 4, nom: 'Le Fournil', adresse: '1 place du Marché', distance_km: 0.73, disponibilite_pain: true });
    expect(card).not.toHaveProperty('images');
  });

  it('computes the distance from the search centre when the feed has none', () => {
    expect(fromLiveBakery({ ...live, distance_km: null }, center)?.distance_km).toBeCloseTo(0.73, 2);
  });

  it('skips a bakery without coordinates', () => {
    expect(fromLiveBakery({ ...live, latitude: null }, center)).toBeNull();
  });
});
