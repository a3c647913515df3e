import { CAMPAIGN_MESSAGES, type TCheckoutMode } from '@fournil/shared';
import { useCallback, useState } from 'react';
import { errorDetail } from '@/lib/api-client';
import { useCreatePaymentSession } from '../api/create-payment-session';

/**
 * Paying a bakery's month, from its card or from one of its campaigns (then published in the same
 * step, docs/advertising.md "Publish on payment"): the mode being started, the message of a refusal,
 * and the checkout handed to `onCheckout`.
 */
export function useMonthPayment({
  bakeryId,
  campaignId,
  onCheckout,
}: {
  bakeryId: number;
  campaignId?: number;
  onCheckout: (url: string) => void;
}) {
  const [pendingMode, setPendingMode] = useState<TCheckoutMode | null>(null);
  const [error, setError] = useState<string | null>(null);
  const session = useCreatePaymentSession();
  const clearError = useCallback(() => setError(null), []);

  function pay(mode: TCheckoutMode) {
    setError(null);
    setPendingMode(mode);
    session.mutate(
      { boulangerieId: bakeryId, mode, ...(campaignId ? { campaignId } : {}) },
      {
        onSuccess: (result) => onCheckout(result.checkout_url),
        onError: (cause) => {
          setPendingMode(null);
          setError(errorDetail(cause) ?? CAMPAIGN_MESSAGES.paymentStartError);
        },
      },
    );
  }

  return { pendingMode, error, clearError, pay };
}
