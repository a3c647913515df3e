import { ALERT_MESSAGES, type TAlert, type TAlertKind } from '@fournil/shared';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { AppLink } from '@/lib/navigation';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAlerts } from '../hooks/use-alerts';
import { ALERT_OFFLINE_REASON } from '../lib/alert-button-state';
import { alertErrorMessage } from '../lib/alert-error-message';
import '../alerts.css';

export const ALERT_KIND_LABELS: Record<TAlertKind, string> = {
  pain: 'Quand il y a du pain',
  ouverture: 'À l’ouverture',
};
export const NIGHT_LABELS = { yes: 'Même la nuit', no: 'Pas entre 21 h et 7 h' } as const;

/** « Mes alertes » (docs/alerts-web.md): this browser's alerts, each with « Ne plus me prévenir ». */
export function MyAlerts({ isOffline }: { isOffline: boolean }) {
  useDocumentTitle(ALERT_MESSAGES.listHeading);
  const { alerts, refresh, remove } = useAlerts();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    if (!isOffline) void refresh();
  }, [isOffline, refresh]);

  async function handleRemove(alert: TAlert) {
    setBusyId(alert.id);
    setNotice(null);
    try {
      await remove(alert);
      setNotice(ALERT_MESSAGES.removed);
    } catch (error) {
      setNotice(alertErrorMessage(error));
    } finally {
      setBusyId(null);
    }
  }

  return (
    <>
      <PageHeader title={ALERT_MESSAGES.listHeading} />
      {alerts.length === 0 ? (
        <EmptyState>{ALERT_MESSAGES.listEmpty}</EmptyState>
      ) : (
        <ul className="my-alerts" aria-label={ALERT_MESSAGES.listHeading}>
          {alerts.map((alert) => (
            <li key={alert.id} className="my-alerts__item">
              <div>
                <AppLink to={paths.bakery.getHref(alert.boulangerie_id)} className="my-alerts__name">
                  {alert.boulangerie_nom}
                </AppLink>
                <p className="my-alerts__meta">
                  {ALERT_KIND_LABELS[alert.type]} · {alert.la_nuit ? NIGHT_LABELS.yes : NIGHT_LABELS.no}
                </p>
              </div>
              <Button
                variant="ghost"
                size="sm"
                isLoading={busyId === alert.id}
                disabled={isOffline}
                title={isOffline ? ALERT_OFFLINE_REASON : undefined}
                aria-label={`${ALERT_MESSAGES.stop} : ${alert.boulangerie_nom}, ${ALERT_KIND_LABELS[alert.type].toLowerCase()}`}
                onClick={() => void handleRemove(alert)}
              >
                {ALERT_MESSAGES.stop}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {isOffline && alerts.length > 0 ? (
        <p className="alert-offer__reason">{ALERT_OFFLINE_REASON} : la liste est celle gardée sur cet appareil.</p>
      ) : null}
      <p className="alert-offer__notice" role="status">
        {notice}
      </p>
    </>
  );
}
