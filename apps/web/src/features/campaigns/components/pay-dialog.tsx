import { CAMPAIGN_MESSAGES } from '@fournil/shared';
import { useId } from 'react';
import { Button, ErrorBox } from '@/components/ui';

type PayDialogProps = {
  bakeryName: string;
  isPending: boolean;
  error: string | null;
  onPay: () => void;
  onCancel: () => void;
};

/** 'Payez 15 € pour activer la publication pour ce mois.' with 'Payer 15€' and Annuler (docs/advertising.md, "The campaign manager screen"). */
export function PayDialog({ bakeryName, isPending, error, onPay, onCancel }: PayDialogProps) {
  const titleId = useId();
  return (
    <div
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
      {error ? <ErrorBox>{error}</ErrorBox> : null}
      <div className="campaign-actions">
        <Button variant="accent" onClick={onPay} isLoading={isPending}>
          {CAMPAIGN_MESSAGES.payButton}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={isPending}>
          {CAMPAIGN_MESSAGES.cancel}
        </Button>
      </div>
    </div>
  );
}
