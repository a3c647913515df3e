import { ALERT_MESSAGES } from '@fournil/shared';
import { errorMessage, isApiError } from '@/lib/api-error';
import { PushUnavailable } from './push-subscription';

/** Alerts are switched off on this server (no VAPID keys: docs/alerts.md, "Keys and configuration"). */
export class AlertsDisabled extends Error {
  constructor() {
    super('alerts disabled');
  }
}

/** The French sentence for a failed alert request (the server's own message for an API refusal). */
export function alertErrorMessage(error: unknown): string {
  if (error instanceof AlertsDisabled) return ALERT_MESSAGES.disabled;
  if (error instanceof PushUnavailable) return error.reason === 'denied' ? ALERT_MESSAGES.denied : ALERT_MESSAGES.unsupported;
  if (isApiError(error)) return errorMessage(error);
  // The browser could not subscribe (no push service reachable, a refused key).
  return ALERT_MESSAGES.unsupported;
}
