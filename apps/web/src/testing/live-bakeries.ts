import type { TNearbyBakery, TPublicBakeryDetail } from '@fournil/shared';
import { DAY_NAMES, emptyDayHours } from '@fournil/shared';

/**
 * A card of the nearby search and of the live feed's circle messages (ZNearbyBakery), open Monday to
 * Saturday 07:00–13:30 and 15:30–20:00 in its compact week.
 */
export function makeNearbyCard(overrides: Partial<TNearbyBakery> = {}): TNearbyBakery {
  return {
    id: 1,
    nom: 'Au Bon Pain',
    adresse: '12 rue de Rivoli',
    ville: 'Paris',
    code_postal_boulangerie: '75004',
    latitude: 48.855,
    longitude: 2.35,
    distance_km: 1.25,
    disponibilite_pain: true,
    disponibilite_cafe: false,
    disponibilite_croissant: false,
    disponibilite_sandwich: false,
    disponibilite_bio: false,
    disponibilites_maj: [null, null, null, null, null],
    horaires_ouvertures: '123456=0700-1330,1530-2000',
    image_logo_main: null,
    jours_feries: null,
    fermetures: [],
    horaires_speciaux: [],
    ...overrides,
  };
}

/** A bakery as GET /api/boulangeries/{id}/public/ answers it, and as the live feed sends a watched one. */
export function makePublicDetail(overrides: Partial<TPublicBakeryDetail> = {}): TPublicBakeryDetail {
  const jours = Object.fromEntries(DAY_NAMES.map((day) => [day, day !== 'dimanche'])) as TPublicBakeryDetail['jours_ouvertures'];
  const horaires = Object.fromEntries(
    DAY_NAMES.map((day) => [
      day,
      day === 'dimanche'
        ? emptyDayHours()
        : { ouverture_matin: '07:00', fermeture_matin: '13:30', ouverture_apm: '15:30', fermeture_apm: '20:00' },
    ]),
  ) as TPublicBakeryDetail['horaires_ouvertures'];
  return {
    id: 12,
    nom: 'Au Bon Pain',
    revendiquee: true,
    adresse: '12 rue de Rivoli',
    adresse_postale: '12 rue de Rivoli',
    ville: 'Paris',
    code_postal_boulangerie: '75004',
    telephone_boulangerie: '01 23 45 67 89',
    latitude: 48.8553,
    longitude: 2.3601,
    description_courte: 'Pain au levain cuit au feu de bois.',
    presentation: 'Depuis 1932.',
    motduboulanger: 'Bienvenue !',
    image_logo_main: null,
    images: [],
    disponibilite_pain: true,
    disponibilite_cafe: true,
    disponibilite_croissant: true,
    disponibilite_sandwich: false,
    disponibilite_bio: true,
    disponibilites_maj: [null, null, null, null, null],
    jours_ouvertures: jours,
    horaires_ouvertures: horaires,
    jours_feries: null,
    fermetures: [],
    horaires_speciaux: [],
    ...overrides,
  };
}
