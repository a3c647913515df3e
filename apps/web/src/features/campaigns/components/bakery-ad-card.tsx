import { CAMPAIGN_MESSAGES, type TBakeryAdStatus } from '@fournil/shared';
import { useState } from 'react';
import { Badge, Button } from '@/components/ui';
import { errorDetail } from '@/lib/api-client';
import { useCreatePaymentSession } from '../api/create-payment-session';
import { PayDialog } from './pay-dialog';

type BakeryAdCardProps = {
  bakery: TBakeryAdStatus;
  campaignCount: number;
  providerName: string;
  /** Leaves for the provider's checkout page (window.location in the app, a spy in tests). */
  onCheckout: (url: string) => void;
};

/** One card per bakery (docs/advertising.md, "The campaign manager screen"): 'Payé ce mois-ci', or 'Régler pour {bakery}' when unpaid with campaigns. */
export function BakeryAdCard({ bakery, campaignCount, providerName, onCheckout }: BakeryAdCardProps) {
  const [isPaying, setIsPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const session = useCreatePaymentSession();

  function pay() {
    setError(null);
    session.mutate(bakery.id, {
      onSuccess: (result) => onCheckout(result.checkout_url),
      onError: (cause) => {
        setError(errorDetail(cause) ?? CAMPAIGN_MESSAGES.paymentStartError(providerName));
      },
    });
  }

  return (
    <li className="campaign-card">
      <div className="campaign-card__head">
        <h3 className="campaign-card__name">{bakery.nom}</h3>
        {bakery.paid_this_month ? <Badge tone="success">{CAMPAIGN_MESSAGES.paidThisMonth}</Badge> : null}
      </div>
      {campaignCount === 0 ? <p className="campaign-card__empty">{CAMPAIGN_MESSAGES.noCampaign}</p> : null}
      {!bakery.paid_this_month && campaignCount > 0 && !isPaying ? (
        <Button variant="accent" size="sm" onClick={() => setIsPaying(true)}>
          {CAMPAIGN_MESSAGES.payFor(bakery.nom)}
        </Button>
      ) : null}
      {isPaying ? (
        <PayDialog
          bakeryName={bakery.nom}
          isPending={session.isPending}
          error={error}
          onPay={pay}
          onCancel={() => {
            setIsPaying(false);
            setError(null);
          }}
        />
      ) : null}
    </li>
  );
}
