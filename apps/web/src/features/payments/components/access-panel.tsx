import { MY_PAYMENTS_MESSAGES, PAYMENT_MESSAGES, formatDateFr } from '@fournil/shared';
import { useState } from 'react';
import { Badge, Button, Card, ErrorBox, FormStatus, LinkButton, LoadingText } from '@/components/ui';
import { paths } from '@/config/paths';
import { useAdAccess } from '@/lib/ad-access';
import { errorDetail, isApiError } from '@/lib/api-client';
import { usePublicConfig } from '@/lib/public-config';
import { useCancelSubscription } from '../api/cancel-subscription';
import { useOpenBillingPortal } from '../api/open-billing-portal';

type AccessPanelProps = {
  /** Leaves for the provider's page (window.location in the app, a spy in tests). */
  onLeave?: (url: string) => void;
  /** Without an access: offer the unlock screen (« Mes paiements »), or say nothing (the Régie has its own banner). */
  showWhenNone?: boolean;
};

/**
 * The current advertising access (docs/payments.md, "Mes paiements"): its kind, until when or when it
 * renews, « Résilier l'abonnement » after a confirmation and « Mettre à jour ma carte » (the provider's
 * portal; hidden with the simulated provider, and when the provider has none for this owner: 404 or 409).
 */
export function AccessPanel({ onLeave = (url) => window.location.assign(url), showWhenNone = true }: AccessPanelProps) {
  const access = useAdAccess();
  const cancel = useCancelSubscription();
  const portal = useOpenBillingPortal();
  const [isConfirming, setIsConfirming] = useState(false);
  const [isPortalHidden, setIsPortalHidden] = useState(false);
  // The simulated provider keeps no card: nothing to update (docs/payments.md, "Billing portal").
  const hasNoPortal = usePublicConfig().data?.simulated_checkout === true;

  if (access.isPending) return <LoadingText>Chargement de votre accès…</LoadingText>;
  if (access.isError) return <ErrorBox>{MY_PAYMENTS_MESSAGES.accessLoadError}</ErrorBox>;
  const { has_access: hasAccess, until, subscription_active: isSubscription, can_cancel: canCancel } = access.data;
  if ((!hasAccess || !until) && !cancel.data) {
    if (!showWhenNone) return null;
    return (
      <Card as="section" className="access-panel" title={MY_PAYMENTS_MESSAGES.accessTitle}>
        <p>{MY_PAYMENTS_MESSAGES.noAccess}</p>
        <LinkButton to={paths.unlockCampaigns.getHref()} variant="secondary">
          {MY_PAYMENTS_MESSAGES.unlockLink}
        </LinkButton>
      </Card>
    );
  }

  const date = formatDateFr(until);
  const renews = isSubscription && canCancel;

  function openPortal() {
    portal.mutate(undefined, {
      onSuccess: (result) => onLeave(result.url),
      onError: (error) => {
        if (isApiError(error, 404) || isApiError(error, 409)) setIsPortalHidden(true);
      },
    });
  }

  return (
    <Card as="section" className="access-panel" title={MY_PAYMENTS_MESSAGES.accessTitle}>
      {date ? (
        <p className="access-panel__state">
          <Badge tone="success">{isSubscription ? MY_PAYMENTS_MESSAGES.kindSubscription : MY_PAYMENTS_MESSAGES.kindOneOff}</Badge>{' '}
          {renews ? MY_PAYMENTS_MESSAGES.nextRenewal(date) : MY_PAYMENTS_MESSAGES.accessUntil(date)}
        </p>
      ) : null}
      {/* A renewal is charged at full price on the last day paid for (docs/payments.md, "Mes paiements"). */}
      {date && renews ? <p className="access-panel__next-charge">{MY_PAYMENTS_MESSAGES.nextCharge(date)}</p> : null}
      <FormStatus message={cancel.data?.detail ?? null} />
      {cancel.isError ? <ErrorBox>{errorDetail(cancel.error) ?? MY_PAYMENTS_MESSAGES.cancelError}</ErrorBox> : null}
      {portal.isError && !isPortalHidden ? <ErrorBox>{errorDetail(portal.error) ?? MY_PAYMENTS_MESSAGES.portalError}</ErrorBox> : null}
      <div className="access-panel__actions">
        {isSubscription && !hasNoPortal && !isPortalHidden ? (
          <Button variant="secondary" size="sm" isLoading={portal.isPending} onClick={openPortal}>
            {MY_PAYMENTS_MESSAGES.updateCard}
          </Button>
        ) : null}
        {canCancel && !isConfirming ? (
          <Button variant="ghost" size="sm" onClick={() => setIsConfirming(true)}>
            {PAYMENT_MESSAGES.cancelSubscription}
          </Button>
        ) : null}
      </div>
      {canCancel && isConfirming ? (
        <div className="access-panel__confirm" role="group" aria-label={PAYMENT_MESSAGES.cancelSubscription}>
          <p>{MY_PAYMENTS_MESSAGES.cancelConfirm}</p>
          <div className="access-panel__actions">
            <Button
              variant="danger"
              size="sm"
              isLoading={cancel.isPending}
              onClick={() => cancel.mutate(undefined, { onSettled: () => setIsConfirming(false) })}
            >
              {MY_PAYMENTS_MESSAGES.confirmYes}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setIsConfirming(false)} disabled={cancel.isPending}>
              {MY_PAYMENTS_MESSAGES.confirmNo}
            </Button>
          </div>
        </div>
      ) : null}
    </Card>
  );
}
