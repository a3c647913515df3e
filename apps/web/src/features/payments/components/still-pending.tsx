import { MY_PAYMENTS_MESSAGES } from '@fournil/shared';
import { Link } from 'react-router';
import { ClockIcon } from '@/components/ui';
import { paths } from '@/config/paths';
import '@/styles/forms.css';

/** After 30 s of `pending` (docs/payments.md, "Result screens"): calm, not an error, with the way to follow it. */
export function StillPending() {
  return (
    <div className="status-box status-box--info" role="status">
      <ClockIcon />
      <div>
        <p>{MY_PAYMENTS_MESSAGES.stillPending}</p>
        <p>
          {MY_PAYMENTS_MESSAGES.stillPendingHint} <Link to={paths.myPayments.getHref()}>{MY_PAYMENTS_MESSAGES.myPaymentsLink}</Link>
        </p>
      </div>
    </div>
  );
}
