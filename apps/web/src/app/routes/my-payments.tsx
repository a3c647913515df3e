import { paths } from '@/config/paths';
import { FaqBlock } from '@/features/faq/components/faq-block';
import { MyPayments } from '@/features/payments/components/my-payments';
import { useSessionExpiredRedirect } from './use-session-expired-redirect';

/** /mes-paiements (docs/payments.md, "Mes paiements"): signed-in owners; wide for the table. */
function MyPaymentsRoute() {
  useSessionExpiredRedirect();
  return (
    <div className="container container--wide page">
      <MyPayments />
      <FaqBlock pathname={paths.myPayments.getHref()} hideWhenEmpty />
    </div>
  );
}

export const Component = MyPaymentsRoute;
