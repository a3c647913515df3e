import { emptyBakeryFields, type TBakeryFields, type TProBakery } from '@fournil/shared';

/** Starting values of the form: an empty bakery, every day closed (create), or the stored one (edit). */
export function bakeryFormValues(bakery?: TProBakery): TBakeryFields {
  if (!bakery) return emptyBakeryFields();
  return {
    nom: bakery.nom,
    adresse_postale: bakery.adresse_postale,
    ville: bakery.ville,
    code_postal_boulangerie: bakery.code_postal_boulangerie,
    telephone_boulangerie: bakery.telephone_boulangerie,
    latitude: bakery.latitude,
    longitude: bakery.longitude,
    description_courte: bakery.description_courte,
    presentation: bakery.presentation,
    motduboulanger: bakery.motduboulanger,
    publicite: bakery.publicite,
    disponibilite_pain: bakery.disponibilite_pain,
    disponibilite_cafe: bakery.disponibilite_cafe,
    disponibilite_croissant: bakery.disponibilite_croissant,
    disponibilite_sandwich: bakery.disponibilite_sandwich,
    disponibilite_bio: bakery.disponibilite_bio,
    jours_ouvertures: bakery.jours_ouvertures,
    horaires_ouvertures: bakery.horaires_ouvertures,
    responsable: bakery.responsable?.id ?? null,
  };
}
