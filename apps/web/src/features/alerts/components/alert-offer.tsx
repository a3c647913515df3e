import { ALERT_MESSAGES } from '@fournil/shared';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { AppLink } from '@/lib/navigation';
import { useAlerts } from '../hooks/use-alerts';
import { alertButtonState } from '../lib/alert-button-state';
import { alertErrorMessage } from '../lib/alert-error-message';
import { BellIcon } from './bell-icon';
import '../alerts.css';

export type AlertOfferProps = {
  bakeryId: number;
  isOpen: boolean;
  hasBread: boolean;
  isOffline: boolean;
};

type TNotice = { text: string; tone: 'success' | 'error' };

/**
 * On a bakery page (docs/alerts.md, "On the bakery page"): « Me prévenir quand il y a du pain » on an
 * open bakery without bread, « Me prévenir à l’ouverture » on a closed one, with « Même la nuit »;
 * « Ne plus me prévenir » when this browser already has that alert.
 */
export function AlertOffer({ bakeryId, isOpen, hasBread, isOffline }: AlertOfferProps) {
  const { alerts, refresh, create, remove } = useAlerts();
  const [laNuit, setLaNuit] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const [notice, setNotice] = useState<TNotice | null>(null);
  const reasonId = useId();
  const nightId = useId();

  // The server's list may have changed (a notification's « Ne plus me prévenir », another tab).
  useEffect(() => {
    if (!isOffline) void refresh();
  }, [isOffline, refresh]);

  const state = alertButtonState({ bakeryId, isOpen, hasBread, alerts, isOffline });
  if (state.kind === null) return null;

  async function handleClick() {
    if (state.kind === null) return;
    setIsBusy(true);
    setNotice(null);
    try {
      if (state.action === 'remove') {
        await remove(state.alert);
        setNotice({ text: ALERT_MESSAGES.removed, tone: 'success' });
      } else {
        await create(bakeryId, state.kind, laNuit);
        setNotice({ text: ALERT_MESSAGES.created, tone: 'success' });
      }
    } catch (error) {
      setNotice({ text: alertErrorMessage(error), tone: 'error' });
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <section className="alert-offer" aria-label="Alerte">
      <div className="alert-offer__row">
        <Button
          variant={state.action === 'remove' ? 'ghost' : 'secondary'}
          size="sm"
          icon={<BellIcon width={18} height={18} />}
          isLoading={isBusy}
          disabled={state.disabledReason !== null}
          aria-describedby={state.disabledReason ? reasonId : undefined}
          onClick={() => void handleClick()}
        >
          {state.label}
        </Button>
        <AppLink to={paths.myAlerts.getHref()} className="alert-offer__link">
          {ALERT_MESSAGES.listHeading}
        </AppLink>
      </div>
      {state.action === 'create' ? (
        <div className="alert-offer__night">
          <input id={nightId} type="checkbox" checked={laNuit} disabled={state.disabledReason !== null} onChange={(event) => setLaNuit(event.target.checked)} />
          <label htmlFor={nightId}>{ALERT_MESSAGES.nightLabel}</label>
        </div>
      ) : null}
      {state.disabledReason ? (
        <p className="alert-offer__reason" id={reasonId}>
          {state.disabledReason}
        </p>
      ) : null}
      <p className={notice ? `alert-offer__notice alert-offer__notice--${notice.tone}` : 'alert-offer__notice'} role="status">
        {notice?.text}
      </p>
    </section>
  );
}
