import { PaymentResult } from '@/features/payments/components/payment-result';

function PaymentResultRoute() {
  return (
    <div className="container page">
      <PaymentResult />
    </div>
  );
}

export const Component = PaymentResultRoute;
