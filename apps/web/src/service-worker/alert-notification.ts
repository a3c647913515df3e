// The notification of an alert (docs/alerts-web.md, "Notifications"), built by the service worker from
// the push payload. Without @fournil/shared's values: its alerts module brings zod (~30 kB) into the
// worker; alert-notification.test.ts checks these strings against ALERT_MESSAGES.
import type { TAlertPayload } from '@fournil/shared';

/** The notification's « Ne plus me prévenir » action (ALERT_MESSAGES.stop). */
export const STOP_ACTION = 'stop';
export const STOP_ACTION_TITLE = 'Ne plus me prévenir';

/** The decrypted push data as a payload, or null when it is not one of ours. */
export function readAlertPayload(json: unknown): TAlertPayload | null {
  if (typeof json !== 'object' || json === null) return null;
  const payload = json as Partial<TAlertPayload>;
  const isPayload =
    typeof payload.title === 'string' &&
    typeof payload.body === 'string' &&
    typeof payload.url === 'string' &&
    typeof payload.alerte_id === 'number' &&
    typeof payload.boulangerie_id === 'number';
  return isPayload ? (payload as TAlertPayload) : null;
}

export type TAlertNotificationOptions = NotificationOptions & { actions: { action: string; title: string }[] };

/** Title and options of `showNotification`: one notification per alert (its tag), opening the bakery page. */
export function alertNotification(payload: TAlertPayload): { title: string; options: TAlertNotificationOptions } {
  return {
    title: payload.title,
    options: {
      body: payload.body,
      data: payload,
      icon: '/icon-192.png',
      badge: '/icon-192.png',
      lang: 'fr',
      tag: `alerte-${payload.alerte_id}`,
      actions: [{ action: STOP_ACTION, title: STOP_ACTION_TITLE }],
    },
  };
}

/** The page a click on the notification opens: the payload's, on this site only. */
export function notificationTarget(url: string, origin: string): string | null {
  try {
    const target = new URL(url, origin);
    return target.origin === origin ? target.href : null;
  } catch {
    return null;
  }
}
