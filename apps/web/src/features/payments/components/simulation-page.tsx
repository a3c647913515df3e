import { PAYMENT_MESSAGES, formatEuros } from '@fournil/shared';
import { useNavigate } from 'react-router';
import { Badge, Button, Card, ErrorBox, LoadingText, PageHeader } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDecideSimulation, useSimulation } from '../api/simulation';
import { goToUrl } from '../lib/go-to-url';
import '../payments.css';

/**
 * /paiement/simulation/{sessionId}: the checkout page of the simulated provider (no keys, no money).
 * `Payer` completes the session on the server, the same way a provider event does.
 */
export function SimulationPage({ sessionId }: { sessionId: string }) {
  useDocumentTitle(PAYMENT_MESSAGES.simulationTitle);
  const navigate = useNavigate();
  const session = useSimulation(sessionId);
  const decide = useDecideSimulation();
  const act = (action: 'payer' | 'annuler') =>
    decide.mutate({ sessionId, action }, { onSuccess: (result) => goToUrl(result.redirect_url, (path) => void navigate(path)) });
  const isBusy = decide.isPending || decide.isSuccess;

  return (
    <div className="payment-result">
      <PageHeader title={PAYMENT_MESSAGES.simulationTitle} />
      <Card>
        <p className="simulation__notice">
          <Badge tone="warning">{PAYMENT_MESSAGES.simulated}</Badge>
        </p>
        {session.isPending ? <LoadingText /> : null}
        {session.isError ? <ErrorBox>{errorMessage(session.error)}</ErrorBox> : null}
        {session.data ? (
          <>
            <dl className="simulation__facts">
              <dt>Produit</dt>
              <dd>{session.data.product}</dd>
              <dt>Montant</dt>
              <dd>{formatEuros(session.data.amount_cents)}</dd>
              <dt>Prestataire</dt>
              <dd>{session.data.provider}</dd>
            </dl>
            {decide.isError ? <ErrorBox>{errorMessage(decide.error)}</ErrorBox> : null}
            <div className="unlock__actions">
              <Button onClick={() => act('payer')} isLoading={decide.isPending && decide.variables?.action === 'payer'} disabled={isBusy}>
                {PAYMENT_MESSAGES.pay}
              </Button>
              <Button variant="secondary" onClick={() => act('annuler')} disabled={isBusy}>
                {PAYMENT_MESSAGES.cancel}
              </Button>
            </div>
          </>
        ) : null}
      </Card>
    </div>
  );
}
