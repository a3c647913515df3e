import { useParams } from 'react-router';
import { SimulationPage } from '@/features/payments/components/simulation-page';

function PaymentSimulationRoute() {
  const { sessionId = '' } = useParams();
  return (
    <div className="container page">
      <SimulationPage key={sessionId} sessionId={sessionId} />
    </div>
  );
}

export const Component = PaymentSimulationRoute;
