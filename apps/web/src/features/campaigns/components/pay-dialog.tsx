import {
  AD_OFFER_MESSAGES,
  CAMPAIGN_MESSAGES,
  MY_PAYMENTS_MESSAGES,
  PAYMENT_FORM_MESSAGE_MS,
  formatDateFr,
  parisMonthStart,
  type TCheckoutMode,
} from '@fournil/shared';
import { useEffect, useId, useRef } from 'react';
import { Button, ErrorBox } from '@/components/ui';

/** The last day of the current Paris month, at noon UTC so that it is that day in Paris. */
function lastDayOfParisMonth(now = new Date()): Date {
  const [year, month] = parisMonthStart(now).split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0, 12));
}

type PayDialogProps = {
  bakeryName: string;
  /** The mode being started, if any. */
  pendingMode: TCheckoutMode | null;
  error: string | null;
  /** Called when the message has been shown for PAYMENT_FORM_MESSAGE_MS. */
  onErrorShown: () => void;
  onPay: (mode: TCheckoutMode) => void;
  onCancel: () => void;
  /** Opened from a campaign: it is published once the payment is confirmed. */
  isFromCampaign?: boolean;
};

/**
 * 'Payez 15 € pour activer la publication pour ce mois.' with « Payer ce mois (15,00 €) », « S'abonner
 * (15,00 € / mois) » and Annuler (docs/advertising.md, "The campaign manager screen"). A failure's
 * message goes after 2,5 s (the spec's payment-form message).
 */
export function PayDialog({ bakeryName, pendingMode, error, onErrorShown, onPay, onCancel, isFromCampaign = false }: PayDialogProps) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const isPending = pendingMode !== null;

  useEffect(() => {
    ref.current?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
    ref.current?.querySelector<HTMLButtonElement>('button')?.focus();
  }, []);

  useEffect(() => {
    if (!error) return;
    const timer = window.setTimeout(onErrorShown, PAYMENT_FORM_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [error, onErrorShown]);

  return (
    <div
      ref={ref}
      className="campaign-pay"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <p className="campaign-pay__text" id={titleId}>
        {CAMPAIGN_MESSAGES.payDialog}
        <span className="visually-hidden"> ({bakeryName})</span>
      </p>
      {/* What the fee buys, before paying (docs/payments.md, "The offer, before any payment"). */}
      <p className="campaign-pay__recap">{AD_OFFER_MESSAGES.publicationRecap}</p>
      {/* The month rule, before paying: the calendar month, never prorated (docs/advertising.md, "Publishing"). */}
      <p className="campaign-pay__recap">{CAMPAIGN_MESSAGES.monthRule(formatDateFr(lastDayOfParisMonth()))}</p>
      {isFromCampaign ? <p className="campaign-pay__recap">{AD_OFFER_MESSAGES.publishOnPay}</p> : null}
      <div role="status" className="live-region">
        {error ? <ErrorBox>{error}</ErrorBox> : null}
      </div>
      <div className="campaign-actions">
        <Button variant="accent" onClick={() => onPay('payment')} isLoading={pendingMode === 'payment'} disabled={isPending}>
          {MY_PAYMENTS_MESSAGES.payMonth}
        </Button>
        <Button variant="secondary" onClick={() => onPay('subscription')} isLoading={pendingMode === 'subscription'} disabled={isPending}>
          {MY_PAYMENTS_MESSAGES.subscribeMonthly}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={isPending}>
          {CAMPAIGN_MESSAGES.cancel}
        </Button>
      </div>
    </div>
  );
}
