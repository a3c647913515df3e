import { ADMIN_REFUND_MESSAGES, formatEuros, type TAdminLedgerPayment } from '@fournil/shared';
import { useId, useState } from 'react';
import { ConfirmAction, ErrorBox, FormStatus } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { useRefundPayment } from '../api/payments';
import { centsToEuroInput, euroInputToCents } from '../lib/euros';

/** The amount typed, checked as the server checks it: whole cents, above 0, at most what is left. */
function amountError(cents: number, refundable: number): string | null {
  if (!Number.isInteger(cents) || cents <= 0) return ADMIN_REFUND_MESSAGES.amount;
  if (cents > refundable) return ADMIN_REFUND_MESSAGES.tooMuch(formatEuros(refundable));
  return null;
}

/**
 * « Rembourser » on a recorded payment (docs/back-office.md, "Refunds"): the question holds the
 * amount, everything left by default; Oui sends it. The answer names the credit note issued.
 */
export function RefundAction({ ledger }: { ledger: TAdminLedgerPayment }) {
  const refund = useRefundPayment(ledger.id);
  const [amount, setAmount] = useState(() => centsToEuroInput(ledger.refundable_cents));
  const [invalid, setInvalid] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();

  function confirm() {
    const cents = euroInputToCents(amount);
    const problem = amountError(cents, ledger.refundable_cents);
    setInvalid(problem);
    setDone(null);
    if (problem) return;
    // Everything left is sent without an amount: the server refunds what it finds left.
    refund.mutate(cents === ledger.refundable_cents ? undefined : cents, {
      onSuccess: (answer) => {
        setDone(ADMIN_REFUND_MESSAGES.done(formatEuros(cents), answer.avoir));
        setAmount(centsToEuroInput(answer.payment.refundable_cents));
      },
    });
  }

  return (
    <div className="admin-row-actions">
      {ledger.refundable_cents > 0 ? (
        <ConfirmAction
          label="Rembourser"
          isPending={refund.isPending}
          onConfirm={confirm}
          question={
            <>
              <label htmlFor={inputId}>Montant à rembourser (€)</label>{' '}
              <input
                id={inputId}
                className="field__input admin-refund__amount"
                inputMode="decimal"
                autoComplete="off"
                value={amount}
                aria-describedby={invalid ? `${hintId} ${errorId}` : hintId}
                aria-invalid={invalid ? true : undefined}
                onChange={(event) => setAmount(event.target.value)}
              />
              <span id={hintId} className="admin-table__sub">
                Reste à rembourser : {formatEuros(ledger.refundable_cents)}. Un avoir sera émis ; remboursé en entier, l’accès ou le mois
                payé prend fin.
              </span>
              {invalid ? (
                <span id={errorId} className="field__error" role="alert">
                  {invalid}
                </span>
              ) : null}
            </>
          }
        />
      ) : null}
      <FormStatus message={done} />
      {refund.isError ? <ErrorBox>{errorMessage(refund.error)}</ErrorBox> : null}
    </div>
  );
}
