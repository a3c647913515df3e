// Alerts (docs/alerts.md): « tell me when there is bread », by Web Push, with no account. A browser's
// push subscription (endpoint + keys) is its identity: listing or removing its alerts needs its
// endpoint and its `auth` secret, which only that browser (and its service worker) knows.
import { z } from 'zod';
import { MAX_SERIAL_ID } from '../constants.js';

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

const base64Url = (max: number) => z.string().min(1).max(max).regex(/^[A-Za-z0-9_-]+=*$/);

/** A browser's PushSubscription as `subscription.toJSON()` gives it. */
export const ZPushSubscription = z.object({
  endpoint: z.string().url().max(1000),
  keys: z.object({ p256dh: base64Url(200), auth: base64Url(100) }),
});
export type TPushSubscription = z.infer<typeof ZPushSubscription>;

/** What proves a request comes from the browser holding the subscription. */
export const ZSubscriptionProof = z.object({ endpoint: z.string().url().max(1000), auth: base64Url(100) });
export type TSubscriptionProof = z.infer<typeof ZSubscriptionProof>;

/** `POST /api/alertes/`: create (or update `la_nuit` of) the alert of this subscription, bakery and kind. */
export const ZAlertCreate = z.object({
  abonnement: ZPushSubscription,
  boulangerie_id: z.number().int().positive().max(MAX_SERIAL_ID),
  type: z.enum(ALERT_KINDS),
  la_nuit: z.boolean().default(false),
});
export type TAlertCreate = z.infer<typeof ZAlertCreate>;

/** One alert as listed (`POST /api/alertes/liste/`) and as answered by `POST /api/alertes/`. */
export const ZAlert = z.object({
  id: z.number().int(),
  boulangerie_id: z.number().int(),
  boulangerie_nom: z.string(),
  type: z.enum(ALERT_KINDS),
  la_nuit: z.boolean(),
  cree_le: z.string().meta({ description: 'ISO 8601' }),
  dernier_envoi: z.string().nullable().meta({ description: 'ISO 8601, null si aucune notification encore' }),
});
export type TAlert = z.infer<typeof ZAlert>;

/** `GET /api/alertes/config/`: whether alerts are on, and the VAPID public key to subscribe with. */
export const ZAlertsConfig = z.object({ enabled: z.boolean(), vapid_public_key: z.string().nullable() });
export type TAlertsConfig = z.infer<typeof ZAlertsConfig>;

/** The JSON payload of a notification (encrypted, RFC 8291), read by the service worker. */
export const ZAlertPayload = z.object({
  title: z.string(),
  body: z.string(),
  /** The bakery page, opened when the notification is clicked. */
  url: z.string(),
  alerte_id: z.number().int(),
  boulangerie_id: z.number().int(),
  type: z.enum(ALERT_KINDS),
});
export type TAlertPayload = z.infer<typeof ZAlertPayload>;
