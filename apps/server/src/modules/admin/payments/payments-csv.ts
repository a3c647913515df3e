// The payments export (docs/back-office.md "CSV export"): a French header row, amounts as `15,00`,
// Paris dates, written by the back-office's one CSV writer (../csv.ts: BOM, `;`, CRLF, inert cells).
import {
  ADMIN_PAYMENT_PURPOSE_LABELS,
  ADMIN_PAYMENT_STATUS_LABELS,
  formatShortDateTimeFr,
  parisDay,
  type TAdminPayment,
} from '@fournil/shared';
import { amountCell, csvDocument } from '../csv.js';

export const PAYMENTS_CSV_HEADER = [
  'Numéro',
  'Créé le',
  'Payé le',
  'Prestataire',
  'Référence du prestataire',
  'Statut',
  'Objet',
  'Montant (€)',
  'Mois payé',
  'Compte',
  'Boulangerie',
  'Code promo',
] as const;

function rowCells(payment: TAdminPayment): string[] {
  return [
    String(payment.id),
    formatShortDateTimeFr(payment.created_at),
    formatShortDateTimeFr(payment.completed_at),
    payment.provider,
    payment.provider_session_id,
    ADMIN_PAYMENT_STATUS_LABELS[payment.status],
    ADMIN_PAYMENT_PURPOSE_LABELS[payment.purpose],
    amountCell(payment.amount_cents),
    payment.period ? payment.period.slice(0, 7).split('-').reverse().join('/') : '',
    payment.user?.email ?? '',
    payment.boulangerie?.nom ?? '',
    payment.promo_code ?? '',
  ];
}

export function paymentsCsv(payments: TAdminPayment[]): string {
  return csvDocument(PAYMENTS_CSV_HEADER, payments.map(rowCells));
}

/** `paiements-2026-11-23.csv`, the Paris day of the export. */
export function paymentsCsvFilename(now: Date): string {
  return `paiements-${parisDay(now)}.csv`;
}
