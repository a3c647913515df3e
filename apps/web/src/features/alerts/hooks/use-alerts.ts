import type { TAlert, TAlertKind } from '@fournil/shared';
import { useCallback, useState } from 'react';
import { isApiError } from '@/lib/api-error';
import { createAlert, getAlertsConfig, listAlerts, removeAlert } from '../api/alerts-api';
import { AlertsDisabled } from '../lib/alert-error-message';
import { currentSubscription, subscribeToPush, subscriptionProof } from '../lib/push-subscription';
import { readStoredAlerts, withAlert, withoutAlert, writeStoredAlerts } from '../lib/stored-alerts';

// This browser's alerts (docs/alerts-web.md): the stored copy first, the server's list when it answers.

export type TAlertsControl = {
  alerts: TAlert[];
  /** Asks the server for this subscription's alerts; keeps the stored copy when it cannot. */
  refresh: () => Promise<void>;
  /** Subscribes this browser if needed, then creates the alert. Throws (alertErrorMessage says why). */
  create: (bakeryId: number, kind: TAlertKind, laNuit: boolean) => Promise<TAlert>;
  /** Removes one alert; one the server no longer has is removed here too. */
  remove: (alert: TAlert) => Promise<void>;
};

export function useAlerts(): TAlertsControl {
  const [alerts, setAlerts] = useState(readStoredAlerts);

  const save = useCallback((update: (previous: TAlert[]) => TAlert[]) => {
    // From the stored copy: another tab may have changed it.
    const next = update(readStoredAlerts());
    writeStoredAlerts(next);
    setAlerts(next);
  }, []);

  const refresh = useCallback(async () => {
    try {
      const subscription = await currentSubscription();
      // Without a subscription this browser can have no alert.
      const list = subscription ? await listAlerts(subscriptionProof(subscription)) : [];
      save(() => list);
    } catch {
      // Offline or the server is down: the stored copy stays.
    }
  }, [save]);

  const create = useCallback(
    async (bakeryId: number, kind: TAlertKind, laNuit: boolean) => {
      const config = await getAlertsConfig();
      if (!config.enabled || !config.vapid_public_key) throw new AlertsDisabled();
      const subscription = await subscribeToPush(config.vapid_public_key);
      const alert = await createAlert({ abonnement: subscription, boulangerie_id: bakeryId, type: kind, la_nuit: laNuit });
      save((previous) => withAlert(previous, alert));
      return alert;
    },
    [save],
  );

  const remove = useCallback(
    async (alert: TAlert) => {
      const subscription = await currentSubscription();
      try {
        if (subscription) await removeAlert(alert.id, subscriptionProof(subscription));
      } catch (error) {
        if (!isApiError(error, 404)) throw error;
      }
      save((previous) => withoutAlert(previous, alert.id));
    },
    [save],
  );

  return { alerts, refresh, create, remove };
}
