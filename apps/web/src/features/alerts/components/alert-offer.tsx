import { ALERT_MESSAGES, type TAlert, type TAlertKind } from '@fournil/shared';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { AppLink } from '@/lib/navigation';
import { useAlerts } from '../hooks/use-alerts';
import { ALERT_OFFLINE_REASON, alertButtonState, favouriteAlertSettings } from '../lib/alert-button-state';
import { alertErrorMessage } from '../lib/alert-error-message';
import { BellIcon } from './bell-icon';
import '../alerts.css';

export type AlertOfferProps = {
  bakeryId: number;
  isOpen: boolean;
  hasBread: boolean;
  isOffline: boolean;
  /** A favourite gets both alerts as settings (two switches) instead of the one button of its status. */
  isFavourite?: boolean;
};

type TNotice = { text: string; tone: 'success' | 'error' };

/**
 * Turning one alert on (creating it, subscribing this browser if needed) or off (removing `existing`),
 * with the sentence that says how it went; `busyKind` is the kind on its way.
 */
function useAlertSwitch(bakeryId: number, control: ReturnType<typeof useAlerts>) {
  const [busyKind, setBusyKind] = useState<TAlertKind | null>(null);
  const [notice, setNotice] = useState<TNotice | null>(null);

  async function toggle(kind: TAlertKind, existing: TAlert | null, laNuit: boolean) {
    setBusyKind(kind);
    setNotice(null);
    try {
      if (existing) {
        await control.remove(existing);
        setNotice({ text: ALERT_MESSAGES.removed, tone: 'success' });
      } else {
        await control.create(bakeryId, kind, laNuit);
        setNotice({ text: ALERT_MESSAGES.created, tone: 'success' });
      }
    } catch (error) {
      setNotice({ text: alertErrorMessage(error), tone: 'error' });
    } finally {
      setBusyKind(null);
    }
  }

  return { busyKind, notice, toggle };
}

/** How the last toggle went, as a status line (empty until then). */
function AlertNotice({ notice }: { notice: TNotice | null }) {
  return (
    <p className={notice ? `alert-offer__notice alert-offer__notice--${notice.tone}` : 'alert-offer__notice'} role="status">
      {notice?.text}
    </p>
  );
}

/**
 * On a bakery page (docs/alerts-web.md, "On the bakery page"): « Me prévenir quand il y a du pain » on an
 * open bakery without bread, « Me prévenir à l’ouverture » on a closed one, with « Même la nuit »;
 * « Ne plus me prévenir » when this browser already has that alert. On a favourite, both, as settings.
 */
export function AlertOffer({ bakeryId, isOpen, hasBread, isOffline, isFavourite = false }: AlertOfferProps) {
  const control = useAlerts();
  const { alerts, refresh } = control;
  const [laNuit, setLaNuit] = useState(false);
  const { busyKind, notice, toggle } = useAlertSwitch(bakeryId, control);
  const reasonId = useId();
  const nightId = useId();

  // The server's list may have changed (a notification's « Ne plus me prévenir », another tab).
  useEffect(() => {
    if (!isOffline) void refresh();
  }, [isOffline, refresh]);

  if (isFavourite) return <FavouriteAlertSettings bakeryId={bakeryId} isOffline={isOffline} control={control} />;
  const state = alertButtonState({ bakeryId, isOpen, hasBread, alerts, isOffline });
  if (state.kind === null) return null;

  return (
    <section className="alert-offer" aria-label="Alerte">
      <div className="alert-offer__row">
        <Button
          variant={state.action === 'remove' ? 'ghost' : 'secondary'}
          size="sm"
          icon={<BellIcon width={18} height={18} />}
          isLoading={busyKind !== null}
          disabled={state.disabledReason !== null}
          aria-describedby={state.disabledReason ? reasonId : undefined}
          onClick={() => void toggle(state.kind, state.action === 'remove' ? state.alert : null, laNuit)}
        >
          {state.label}
        </Button>
        <AppLink to={paths.myAlerts.getHref()} className="alert-offer__link">
          {ALERT_MESSAGES.listHeading}
        </AppLink>
      </div>
      {/* The answer right under its button, where the eyes and a screen reader's attention are. */}
      <AlertNotice notice={notice} />
      {state.action === 'create' ? (
        <div className="alert-offer__night">
          <input
            id={nightId}
            type="checkbox"
            checked={laNuit}
            disabled={state.disabledReason !== null}
            onChange={(event) => setLaNuit(event.target.checked)}
          />
          <label htmlFor={nightId}>{ALERT_MESSAGES.nightLabel}</label>
        </div>
      ) : null}
      {state.disabledReason ? (
        <p className="alert-offer__reason" id={reasonId}>
          {state.disabledReason}
        </p>
      ) : null}
    </section>
  );
}

/** A favourite's two alerts, each a switch that creates or removes it at once (docs/alerts-web.md). */
function FavouriteAlertSettings({
  bakeryId,
  isOffline,
  control,
}: {
  bakeryId: number;
  isOffline: boolean;
  control: ReturnType<typeof useAlerts>;
}) {
  const [laNuit, setLaNuit] = useState(false);
  const { busyKind, notice, toggle } = useAlertSwitch(bakeryId, control);
  const reasonId = useId();
  const nightId = useId();
  const settings = favouriteAlertSettings(bakeryId, control.alerts);

  return (
    <section className="alert-offer" aria-label="Alerte">
      <fieldset className="alert-offer__settings" aria-describedby={isOffline ? reasonId : undefined}>
        <legend className="alert-offer__legend">
          <BellIcon width={18} height={18} /> Alertes de ce favori
        </legend>
        {settings.map((setting) => (
          <label key={setting.kind} className="alert-offer__switch">
            <input
              type="checkbox"
              role="switch"
              checked={setting.alert !== null}
              aria-busy={busyKind === setting.kind || undefined}
              disabled={isOffline || busyKind !== null}
              onChange={() => void toggle(setting.kind, setting.alert, laNuit)}
            />
            {setting.label}
          </label>
        ))}
        <label className="alert-offer__night">
          <input id={nightId} type="checkbox" checked={laNuit} disabled={isOffline} onChange={(event) => setLaNuit(event.target.checked)} />
          {ALERT_MESSAGES.nightLabel}
        </label>
      </fieldset>
      <AppLink to={paths.myAlerts.getHref()} className="alert-offer__link">
        {ALERT_MESSAGES.listHeading}
      </AppLink>
      {isOffline ? (
        <p className="alert-offer__reason" id={reasonId}>
          {ALERT_OFFLINE_REASON}
        </p>
      ) : null}
      <AlertNotice notice={notice} />
    </section>
  );
}
