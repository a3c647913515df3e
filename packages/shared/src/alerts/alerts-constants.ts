// Alerts' kinds, limits and French messages (docs/alerts.md), free of zod: the bakery page's alert
// button imports them without the schemas (alerts.schemas.ts re-exports them), so zod stays out of
// the visitor's screens.

/** `pain`: bread is back (the bakery open); `ouverture`: the bakery opens. */
export const ALERT_KINDS = ['pain', 'ouverture'] as const;
export type TAlertKind = (typeof ALERT_KINDS)[number];

/** At most one notification per bakery, subscription and kind in this window. */
export const ALERT_MIN_INTERVAL_HOURS = 3;
/** Quiet hours, Europe/Paris: no notification from 21 h to 7 h unless the alert says `la_nuit`. */
export const ALERT_QUIET_HOURS = { from: 21, to: 7 } as const;
/** Most alerts one browser subscription may hold. */
export const ALERTS_PER_SUBSCRIPTION_MAX = 30;
/** localStorage key of the browser's alerts list (what « Mes alertes » shows before the server answers). */
export const ALERTS_STORAGE_KEY = 'fournil.alertes';

export const ALERT_MESSAGES = {
  askBread: 'Me prévenir quand il y a du pain',
  askOpening: 'Me prévenir à l’ouverture',
  stop: 'Ne plus me prévenir',
  listHeading: 'Mes alertes',
  listEmpty: 'Aucune alerte pour l’instant. Sur la page d’une boulangerie, demandez à être prévenu quand il y a du pain.',
  nightLabel: 'Même la nuit (entre 21 h et 7 h)',
  created: 'Alerte enregistrée : vous serez prévenu sur cet appareil.',
  removed: 'Alerte supprimée.',
  unsupported: 'Ce navigateur ne sait pas recevoir de notifications.',
  denied: 'Les notifications sont bloquées pour Fournil : autorisez-les dans les réglages du navigateur.',
  disabled: 'Les alertes ne sont pas disponibles pour le moment.',
  endpointRefused: 'Ce service de notification n’est pas pris en charge.',
  tooMany: `Cet appareil a déjà ${ALERTS_PER_SUBSCRIPTION_MAX} alertes : supprimez-en une pour en créer une autre.`,
  unknownBakery: 'Cette boulangerie n’existe pas ou n’est plus publiée.',
  notFound: 'Cette alerte n’existe plus.',
  breadTitle: (bakeryName: string) => `Du pain chez ${bakeryName}`,
  breadBody: 'Le pain est de retour : la boulangerie vient de l’indiquer.',
  openingTitle: (bakeryName: string) => `${bakeryName} est ouverte`,
  openingBody: 'La boulangerie vient d’ouvrir.',
} as const;
