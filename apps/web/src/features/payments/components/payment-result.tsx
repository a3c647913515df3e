import { PAYMENT_MESSAGES, PAYMENT_RESULT_REDIRECT_MS, PRODUCT_NAME } from '@fournil/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Card, ErrorBox, FormStatus, LinkButton, LoadingText, PageHeader } from '@/components/ui';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { afterPayment } from '../api/query-keys';
import { usePaymentStatus } from '../hooks/use-payment-status';
import { StillPending } from './still-pending';
import '../payments.css';

const TITLE = 'Résultat du paiement';

/**
 * /paiement/success (docs/payments.md, "Result screens"): a pending payment is asked again every
 * 2,5 s for 30 s, then reads « Paiement en cours de confirmation… », never as a failure; a confirmed
 * one goes back to /regie-publicitaire at once, a failed one after 15 s.
 */
export function PaymentResult() {
  useDocumentTitle(TITLE);
  const [params] = useSearchParams();
  const sessionId = params.get('session_id')?.trim() ?? '';
  const navigate = useNavigate();
  const result = usePaymentStatus('result', sessionId);
  const { isPaid } = result;
  const isSettled = sessionId === '' || result.isError || (result.isSuccess && !result.isPending);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!isPaid) return;
    // The bakery's month is now paid: the campaign manager must not show its cached "unpaid" state,
    // and the owner goes back to it as soon as the payment is confirmed.
    void queryClient.invalidateQueries(afterPayment);
    void navigate(paths.campaigns.getHref(), { replace: true });
  }, [isPaid, queryClient, navigate]);

  useEffect(() => {
    if (!isSettled || isPaid) return;
    const timer = window.setTimeout(() => void navigate(paths.campaigns.getHref()), PAYMENT_RESULT_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [isSettled, isPaid, navigate]);

  let body;
  if (sessionId === '') body = <ErrorBox>{PAYMENT_MESSAGES.missingSessionId}</ErrorBox>;
  else if (result.isError) body = <ErrorBox>{PAYMENT_MESSAGES.paymentCheckError}</ErrorBox>;
  else if (result.isStillPending) body = <StillPending />;
  else if (!result.data) body = <LoadingText />;
  else if (result.isPending) body = <LoadingText>{PAYMENT_MESSAGES.pollingPending}</LoadingText>;
  else if (isPaid) body = <FormStatus message={PAYMENT_MESSAGES.resultSuccess(PRODUCT_NAME)} />;
  else body = <ErrorBox>{PAYMENT_MESSAGES.resultFailure}</ErrorBox>;

  return (
    <div className="payment-result">
      <PageHeader title={TITLE} />
      <Card>
        {body}
        {isSettled || result.isStillPending ? (
          <LinkButton to={paths.campaigns.getHref()} variant="secondary">
            Retour au gestionnaire des campagnes
          </LinkButton>
        ) : null}
      </Card>
    </div>
  );
}
