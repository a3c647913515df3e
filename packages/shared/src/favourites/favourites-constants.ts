// Favourites' limits and French messages (docs/favourites.md), free of zod: the home page's code
// imports them without the schemas (favourites.schemas.ts re-exports them).

/** Most favourites an account (or a browser) keeps: the home list shows them all above the search. */
export const FAVOURITES_MAX = 50;
/** localStorage key of the favourites of a visitor without an account (ids, most recent first). */
export const FAVOURITES_STORAGE_KEY = 'fournil.favoris';

export const FAVOURITES_MESSAGES = {
  heading: 'Mes favoris',
  add: 'Ajouter aux favoris',
  remove: 'Retirer des favoris',
  tooMany: `Vous avez déjà ${FAVOURITES_MAX} favoris : retirez-en un pour en ajouter un autre.`,
  unknownBakery: 'Cette boulangerie n’existe pas ou n’est plus publiée.',
  idsInvalid: 'Liste de boulangeries invalide.',
} as const;
