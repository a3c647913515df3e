import { CAMPAIGN_MESSAGES, MY_PAYMENTS_MESSAGES, type TBakeryAdStatus } from '@fournil/shared';
import { useState } from 'react';
import { Badge, Button, ErrorBox } from '@/components/ui';
import { errorDetail } from '@/lib/api-client';
import { useCancelBakerySubscription } from '../api/cancel-bakery-subscription';
import { useMonthPayment } from '../hooks/use-month-payment';
import { PayDialog } from './pay-dialog';

type BakeryAdCardProps = {
  bakery: TBakeryAdStatus;
  campaignCount: number;
  /** `?payer={id}` named this bakery: its payment opens at once (docs/advertising.md, "Unpaid months"). */
  isPayRequested?: boolean;
  /** Leaves for the provider's checkout page (window.location in the app, a spy in tests). */
  onCheckout: (url: string) => void;
  /** A draft of this bakery can be paid and published: its « Payer 15,00 € et publier » is the one way to pay the month. */
  hasPayableDraft?: boolean;
};

/**
 * One card per bakery (docs/advertising.md, "The campaign manager screen"): 'Payé ce mois-ci', or
 * 'Régler pour {bakery}' when unpaid with campaigns; a running monthly subscription with « Résilier ».
 */
export function BakeryAdCard({ bakery, campaignCount, isPayRequested = false, onCheckout, hasPayableDraft = false }: BakeryAdCardProps) {
  const [isPaying, setIsPaying] = useState(isPayRequested && !bakery.paid_this_month);
  const [isConfirmingCancel, setIsConfirmingCancel] = useState(false);
  const { pendingMode, error, clearError, pay } = useMonthPayment({ bakeryId: bakery.id, onCheckout });
  const cancel = useCancelBakerySubscription(bakery.id);

  return (
    <li className="campaign-card" id={`boulangerie-${bakery.id}`}>
      <div className="campaign-card__head">
        <h3 className="campaign-card__name">{bakery.nom}</h3>
        {bakery.paid_this_month ? <Badge tone="success">{CAMPAIGN_MESSAGES.paidThisMonth}</Badge> : null}
      </div>
      {campaignCount === 0 ? <p className="campaign-card__empty">{CAMPAIGN_MESSAGES.noCampaign}</p> : null}
      {bakery.subscription_active ? (
        <div className="campaign-card__subscription">
          <p>{MY_PAYMENTS_MESSAGES.bakerySubscriptionActive}</p>
          {isConfirmingCancel ? (
            <span className="campaign-confirm" role="group" aria-label={`${MY_PAYMENTS_MESSAGES.bakerySubscriptionCancel} (${bakery.nom})`}>
              <span>{MY_PAYMENTS_MESSAGES.cancelConfirm}</span>
              <Button
                size="sm"
                variant="danger"
                isLoading={cancel.isPending}
                onClick={() => cancel.mutate(undefined, { onSettled: () => setIsConfirmingCancel(false) })}
              >
                {MY_PAYMENTS_MESSAGES.confirmYes}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setIsConfirmingCancel(false)} disabled={cancel.isPending}>
                {MY_PAYMENTS_MESSAGES.confirmNo}
              </Button>
            </span>
          ) : (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => setIsConfirmingCancel(true)}
              aria-label={`${MY_PAYMENTS_MESSAGES.bakerySubscriptionCancel} l'abonnement de ${bakery.nom}`}
            >
              {MY_PAYMENTS_MESSAGES.bakerySubscriptionCancel}
            </Button>
          )}
        </div>
      ) : null}
      {cancel.isSuccess ? <p role="status">{cancel.data.detail ?? MY_PAYMENTS_MESSAGES.bakerySubscriptionCanceled}</p> : null}
      {cancel.isError ? <ErrorBox>{errorDetail(cancel.error) ?? MY_PAYMENTS_MESSAGES.bakerySubscriptionCancelError}</ErrorBox> : null}
      {!bakery.paid_this_month && hasPayableDraft && !isPaying ? (
        <p className="campaign-card__hint">{CAMPAIGN_MESSAGES.payFromCampaign}</p>
      ) : null}
      {!bakery.paid_this_month && !hasPayableDraft && (campaignCount > 0 || isPayRequested) && !isPaying ? (
        <Button variant="accent" size="sm" onClick={() => setIsPaying(true)}>
          {CAMPAIGN_MESSAGES.payFor(bakery.nom)}
        </Button>
      ) : null}
      {isPaying && !bakery.paid_this_month ? (
        <PayDialog
          bakeryName={bakery.nom}
          pendingMode={pendingMode}
          error={error}
          onErrorShown={clearError}
          onPay={pay}
          onCancel={() => {
            setIsPaying(false);
            clearError();
          }}
        />
      ) : null}
    </li>
  );
}
