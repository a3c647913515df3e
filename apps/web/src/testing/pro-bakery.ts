import type { TProBakery } from '@fournil/shared';
import { DAY_NAMES, emptyDayHours } from '@fournil/shared';

/** A professional bakery as the API answers it, for the component tests of this feature. */
export function makeProBakery(overrides: Partial<TProBakery> = {}): TProBakery {
  const jours = Object.fromEntries(DAY_NAMES.map((day) => [day, day !== 'lundi'])) as TProBakery['jours_ouvertures'];
  const horaires = Object.fromEntries(
    DAY_NAMES.map((day) => [
      day,
      day === 'lundi'
        ? emptyDayHours()
        : { ouverture_matin: '07:00', fermeture_matin: '13:00', ouverture_apm: '15:30', fermeture_apm: '19:30' },
    ]),
  ) as TProBakery['horaires_ouvertures'];
  return {
    id: 12,
    nom: 'Au Bon Pain',
    revendiquee: true,
    adresse: '3 rue du Four',
    adresse_postale: '3 rue du Four',
    ville: 'Paris',
    code_postal_boulangerie: '75006',
    telephone_boulangerie: '01 23 45 67 89',
    latitude: 48.8534,
    longitude: 2.3488,
    description_courte: 'Pain au levain cuit au feu de bois.',
    presentation: 'Une boulangerie de quartier.',
    motduboulanger: 'Bienvenue !',
    image_logo_main: null,
    images: [],
    disponibilite_pain: true,
    disponibilite_cafe: false,
    disponibilite_croissant: true,
    disponibilite_sandwich: false,
    disponibilite_bio: false,
    jours_ouvertures: jours,
    horaires_ouvertures: horaires,
    publicite: true,
    proprietaire: { id: 7 },
    responsable: null,
    responsable_obj: null,
    jours_feries: null,
    fermetures: [],
    horaires_speciaux: [],
    position_approximative: false,
    disponibilites_maj: [null, null, null, null, null],
    disponibilites_ouverture: {
      disponibilite_pain: true,
      disponibilite_cafe: false,
      disponibilite_croissant: false,
      disponibilite_sandwich: false,
      disponibilite_bio: false,
    },
    ...overrides,
  };
}
