import { PaymentPolling } from '@/features/payments/components/payment-polling';

function PaymentPollingRoute() {
  return (
    <div className="container page">
      <PaymentPolling />
    </div>
  );
}

export const Component = PaymentPollingRoute;
