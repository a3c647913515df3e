import {
  MY_PAYMENTS_MESSAGES,
  PAYMENT_STATUS_LABELS,
  campaignManagerPayPath,
  formatDateFr,
  formatEuros,
  formatMonthFr,
  isUnfinishedPayment,
  type TPaymentRow,
} from '@fournil/shared';
import { Link } from 'react-router';
import { Badge, EmptyState, ErrorBox, LinkButton, LoadingText, PageHeader, ReceiptIcon, type BadgeTone } from '@/components/ui';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useNow } from '@/lib/use-now';
import { useMyPayments } from '../api/get-my-payments';
import { AccessPanel } from './access-panel';
import { DocumentLink } from './document-link';
import '../payments.css';

const STATUS_TONES: Record<TPaymentRow['status'], BadgeTone> = {
  paid: 'success',
  pending: 'info',
  failed: 'danger',
  canceled: 'neutral',
  expired: 'neutral',
  refunded: 'warning',
};

/** Where « Reprendre » starts the payment again: the bakery's month on the campaign manager, else the unlock screen. */
function resumePath(row: TPaymentRow): string {
  const isBakery = row.purpose === 'bakery_month' || row.purpose === 'bakery_month_subscription';
  return isBakery && row.boulangerie !== null ? campaignManagerPayPath(row.boulangerie) : paths.unlockCampaigns.getHref();
}

/**
 * Payé, En attente…; a paid payment partly refunded also reads « Remboursé : 5,00 € »; a checkout
 * pending for more than an hour reads « Paiement non finalisé — rien n'a été débité » with
 * « Reprendre » (docs/payments.md, "Mes paiements").
 */
function PaymentStatus({ row, now }: { row: TPaymentRow; now: Date }) {
  if (isUnfinishedPayment(row, now)) {
    return (
      <span className="my-payments__status">
        <span className="my-payments__unfinished">{MY_PAYMENTS_MESSAGES.unfinished}</span>
        <Link to={resumePath(row)} className="my-payments__resume" aria-label={`${MY_PAYMENTS_MESSAGES.resume} : ${row.product}`}>
          {MY_PAYMENTS_MESSAGES.resume}
        </Link>
      </span>
    );
  }
  const isPartlyRefunded = row.status === 'paid' && row.refunded_cents > 0;
  return (
    <span className="my-payments__status">
      <Badge tone={STATUS_TONES[row.status]}>{PAYMENT_STATUS_LABELS[row.status]}</Badge>
      {isPartlyRefunded ? <Badge tone="warning">{MY_PAYMENTS_MESSAGES.partiallyRefunded(formatEuros(row.refunded_cents))}</Badge> : null}
    </span>
  );
}

function PaymentLine({ row, now }: { row: TPaymentRow; now: Date }) {
  const month = formatMonthFr(row.period);
  return (
    <tr className="my-payments__row">
      <td data-label={MY_PAYMENTS_MESSAGES.colDate} className="my-payments__date">
        {formatDateFr(row.completed_at ?? row.created_at)}
      </td>
      <th scope="row" data-label={MY_PAYMENTS_MESSAGES.colWhat}>
        {row.product}
        {month ? (
          <span className="my-payments__detail">
            {row.boulangerie_nom ? `${row.boulangerie_nom} · ` : ''}
            {MY_PAYMENTS_MESSAGES.monthOf(month)}
          </span>
        ) : null}
      </th>
      <td data-label={MY_PAYMENTS_MESSAGES.colAmount} className="my-payments__amount">
        {formatEuros(row.amount_cents)}
      </td>
      <td data-label={MY_PAYMENTS_MESSAGES.colStatus}>
        <PaymentStatus row={row} now={now} />
      </td>
      <td data-label={MY_PAYMENTS_MESSAGES.colDocuments}>
        {row.documents.length > 0 ? (
          <ul className="my-payments__docs">
            {row.documents.map((doc) => (
              <li key={doc.numero}>
                <DocumentLink document={doc} />
              </li>
            ))}
          </ul>
        ) : (
          <span className="my-payments__none">{MY_PAYMENTS_MESSAGES.noDocument}</span>
        )}
      </td>
    </tr>
  );
}

/** /mes-paiements (docs/payments.md, "Mes paiements"): the current access, then every payment with its documents. */
export function MyPayments({ onLeave }: { onLeave?: (url: string) => void }) {
  useDocumentTitle(MY_PAYMENTS_MESSAGES.title);
  const payments = useMyPayments();
  const now = useNow();

  return (
    <div className="my-payments">
      <PageHeader eyebrow="Accès PRO" title={MY_PAYMENTS_MESSAGES.title} subtitle={MY_PAYMENTS_MESSAGES.tileHint} />
      <AccessPanel {...(onLeave ? { onLeave } : {})} />
      <section className="my-payments__history" aria-labelledby="my-payments-history">
        <h2 id="my-payments-history">{MY_PAYMENTS_MESSAGES.historyTitle}</h2>
        {payments.isPending ? <LoadingText>{MY_PAYMENTS_MESSAGES.loading}</LoadingText> : null}
        {payments.isError ? <ErrorBox onRetry={() => void payments.refetch()}>{MY_PAYMENTS_MESSAGES.loadError}</ErrorBox> : null}
        {payments.data && payments.data.length === 0 ? (
          <EmptyState
            icon={<ReceiptIcon />}
            action={
              <LinkButton to={paths.unlockCampaigns.getHref()} variant="secondary">
                {MY_PAYMENTS_MESSAGES.unlockLink}
              </LinkButton>
            }
          >
            {MY_PAYMENTS_MESSAGES.empty}
          </EmptyState>
        ) : null}
        {payments.data && payments.data.length > 0 ? (
          <table className="my-payments__table">
            <thead>
              <tr>
                <th scope="col">{MY_PAYMENTS_MESSAGES.colDate}</th>
                <th scope="col">{MY_PAYMENTS_MESSAGES.colWhat}</th>
                <th scope="col">{MY_PAYMENTS_MESSAGES.colAmount}</th>
                <th scope="col">{MY_PAYMENTS_MESSAGES.colStatus}</th>
                <th scope="col">{MY_PAYMENTS_MESSAGES.colDocuments}</th>
              </tr>
            </thead>
            <tbody>
              {payments.data.map((row) => (
                <PaymentLine key={row.id} row={row} now={now} />
              ))}
            </tbody>
          </table>
        ) : null}
      </section>
      <LinkButton to={paths.dashboard.getHref()} variant="ghost">
        {MY_PAYMENTS_MESSAGES.backToDashboard}
      </LinkButton>
    </div>
  );
}
