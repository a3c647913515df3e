// A Sirene établissement as the facts an import writes (docs/open-data.md, "Importing from Sirene"): the SIRET as
// source id, a public name that is never a person's, the address, no hours (Sirene has none).
import type { TListingFacts } from '../listing-facts.js';
import type { TSireneEtablissement } from './sirene-types.js';

/** `bakeries.nom` is a varchar(200). */
const NAME_MAX_LENGTH = 200;

/**
 * The name a visitor reads: the shop's sign (enseigne), else its usual name, else « Boulangerie »
 * (« Pâtisserie » for 10.71D) and the street — « Boulangerie, rue des Lilas » — else the town.
 */
export function sireneNameOf(etablissement: Pick<TSireneEtablissement, 'sign' | 'naf' | 'street' | 'city'>): string {
  const generic = etablissement.naf === '10.71D' ? 'Pâtisserie' : 'Boulangerie';
  const place = etablissement.street ?? etablissement.city;
  const name = etablissement.sign ?? (place ? `${generic}, ${place}` : generic);
  return name.slice(0, NAME_MAX_LENGTH);
}

export function sireneListingFacts(etablissement: TSireneEtablissement): TListingFacts {
  return {
    source: 'sirene',
    sourceId: etablissement.siret,
    name: sireneNameOf(etablissement),
    housenumber: etablissement.housenumber,
    street: etablissement.street,
    postcode: etablissement.postcode,
    city: etablissement.city,
    latitude: etablissement.position.latitude,
    longitude: etablissement.position.longitude,
    phone: null,
    website: null,
    hours: { kind: 'none' },
    siret: etablissement.siret,
    ...(etablissement.closed ? { closed: true } : {}),
  };
}
