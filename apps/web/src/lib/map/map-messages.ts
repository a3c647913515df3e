// Apart from create-map.ts, which brings MapLibre's loader: the home page's map placeholder needs the words, not the map.
export const MAP_CONTAINER_MISSING_MESSAGE = "Erreur : la carte n'a pas pu s'initialiser (container manquant).";
export const MAP_UNAVAILABLE_MESSAGE = 'La carte ne peut pas s’afficher sur cet appareil. La liste reste à jour.';
/** A map whose style has not loaded within MAP_STYLE_DEADLINE_MS (use-map-libre.ts), where the spinner was. */
export const MAP_STYLE_UNAVAILABLE_MESSAGE = 'Carte indisponible';
