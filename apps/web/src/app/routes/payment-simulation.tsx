import { useParams } from 'react-router';
import { LoadingText } from '@/components/ui';
import { SimulationPage } from '@/features/payments/components/simulation-page';
import { usePublicConfig } from '@/lib/public-config';
import { NotFound } from '../not-found';

/**
 * The simulated checkout exists only while the server's provider is the simulation: with Stripe
 * (always in production, docs/production.md) the server answers this address with 404 and the app
 * shows its usual "page not found" screen.
 */
function PaymentSimulationRoute() {
  const { sessionId = '' } = useParams();
  const config = usePublicConfig();
  if (config.data?.simulated_checkout === false) return <NotFound />;
  return (
    <div className="container page">{config.isPending ? <LoadingText /> : <SimulationPage key={sessionId} sessionId={sessionId} />}</div>
  );
}

export const Component = PaymentSimulationRoute;
