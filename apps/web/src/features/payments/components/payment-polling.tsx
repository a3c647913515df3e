import { PAYMENT_MESSAGES, PAYMENT_SUCCESS_REDIRECT_MS } from '@fournil/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Card, ErrorBox, FormStatus, LoadingText, PageHeader } from '@/components/ui';
import { paths } from '@/config/paths';
import { errorDetail } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { afterPayment } from '../api/query-keys';
import { usePaymentStatus } from '../hooks/use-payment-status';
import { StillPending } from './still-pending';
import '../payments.css';

const TITLE = 'Paiement en cours de vérification';

/** /success (docs/payments.md, "Result screens"): pending → re-poll every 2.5 s for 30 s; paid → redirect after 1.7 s. */
export function PaymentPolling() {
  useDocumentTitle(TITLE);
  const [params] = useSearchParams();
  const sessionId = params.get('session_id')?.trim() ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const status = usePaymentStatus('polling', sessionId);
  const { isPaid } = status;

  useEffect(() => {
    if (!isPaid) return;
    // A payment changes the access, the paid months and the payments list, which other screens
    // cache too (the campaign manager reads the access itself): everything is read again.
    void queryClient.invalidateQueries(afterPayment);
    const timer = window.setTimeout(() => void navigate(paths.campaigns.getHref({ paymentSuccess: true })), PAYMENT_SUCCESS_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [isPaid, navigate, queryClient]);

  let body;
  if (sessionId === '') body = <ErrorBox>{PAYMENT_MESSAGES.unknownSession}</ErrorBox>;
  else if (status.isError)
    body = <ErrorBox title={PAYMENT_MESSAGES.pollingError}>{errorDetail(status.error) ?? PAYMENT_MESSAGES.paymentCheckError}</ErrorBox>;
  else if (status.isStillPending) body = <StillPending />;
  else if (!status.data || status.isPending) body = <LoadingText>{PAYMENT_MESSAGES.pollingPending}</LoadingText>;
  else if (isPaid) body = <FormStatus message={PAYMENT_MESSAGES.pollingPaid} />;
  else body = <ErrorBox title={PAYMENT_MESSAGES.pollingError}>{status.data.error ?? PAYMENT_MESSAGES.pollingUnknownStatus}</ErrorBox>;

  return (
    <div className="payment-result">
      <PageHeader title={TITLE} />
      <Card>{body}</Card>
    </div>
  );
}
