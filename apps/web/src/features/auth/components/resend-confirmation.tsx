import { AUTH_DETAILS } from '@fournil/shared';
import { Button } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { useResendConfirmation } from '../api/resend-confirmation';

export const RESEND_CONFIRMATION_LABEL = "Renvoyer l'e-mail de confirmation";

/**
 * « Renvoyer l'e-mail de confirmation » for `email`: after sign-up and on the login refusal of an
 * unconfirmed address. The answer (the same for any address) is announced politely.
 */
export function ResendConfirmation({ email }: { email: string }) {
  const resend = useResendConfirmation();
  const isDone = resend.isSuccess;
  return (
    <div className="auth-resend">
      <Button
        variant="secondary"
        block
        isLoading={resend.isPending}
        disabled={isDone}
        onClick={() => {
          if (!resend.isPending) resend.mutate({ email });
        }}
      >
        {RESEND_CONFIRMATION_LABEL}
      </Button>
      <p className={resend.isError ? 'auth-resend__error' : 'auth-resend__status'} role="status" aria-live="polite">
        {isDone ? resend.data.detail || AUTH_DETAILS.confirmationResent : resend.isError ? errorMessage(resend.error) : ''}
      </p>
    </div>
  );
}
