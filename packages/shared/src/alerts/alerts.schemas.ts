// Alerts (docs/alerts.md): « tell me when there is bread », by Web Push, with no account. A browser's
// push subscription (endpoint + keys) is its identity: listing or removing its alerts needs its
// endpoint and its `auth` secret, which only that browser (and its service worker) knows.
import { z } from 'zod';
import { MAX_SERIAL_ID } from '../constants.js';
import { ALERT_KINDS } from './alerts-constants.js';

export {
  ALERT_KINDS,
  ALERT_MESSAGES,
  ALERT_MIN_INTERVAL_HOURS,
  ALERT_QUIET_HOURS,
  ALERTS_PER_SUBSCRIPTION_MAX,
  ALERTS_STORAGE_KEY,
  type TAlertKind,
} from './alerts-constants.js';

const base64Url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+=*$/);

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
