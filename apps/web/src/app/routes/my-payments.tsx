import { MyPayments } from '@/features/payments/components/my-payments';
import { useSessionExpiredRedirect } from './use-session-expired-redirect';

/** /mes-paiements (docs/payments.md, "Mes paiements"): signed-in owners; wide for the table. */
function MyPaymentsRoute() {
  useSessionExpiredRedirect();
  return (
    <div className="container container--wide page">
      <MyPayments />
    </div>
  );
}

export const Component = MyPaymentsRoute;
