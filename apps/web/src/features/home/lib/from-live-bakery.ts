import { haversineKm, type TLatLng, type TLiveBakery, type TNearbyBakery } from '@fournil/shared';

/**
 * A live-feed bakery as a card of the home list; null without coordinates. The distance is the
 * server's, or computed from the search centre when the feed has none.
 */
export function fromLiveBakery(bakery: TLiveBakery, center: TLatLng): TNearbyBakery | null {
  if (bakery.latitude === null || bakery.longitude === null) return null;
  const position = { lat: bakery.latitude, lng: bakery.longitude };
  return {
    id: bakery.id,
    nom: bakery.nom,
    adresse: bakery.adresse ?? bakery.adresse_postale,
    ville: bakery.ville,
    code_postal_boulangerie: bakery.code_postal_boulangerie,
    latitude: bakery.latitude,
    longitude: bakery.longitude,
    distance_km: typeof bakery.distance_km === 'number' ? bakery.distance_km : Math.round(haversineKm(center, position) * 100) / 100,
    disponibilite_pain: bakery.disponibilite_pain,
    disponibilite_cafe: bakery.disponibilite_cafe,
    disponibilite_croissant: bakery.disponibilite_croissant,
    disponibilite_sandwich: bakery.disponibilite_sandwich,
    disponibilite_bio: bakery.disponibilite_bio,
    jours_ouvertures: bakery.jours_ouvertures,
    horaires_ouvertures: bakery.horaires_ouvertures,
    image_logo_main: bakery.image_logo_main,
  };
}
