// The payments export as French spreadsheets open it (docs/back-office.md "CSV export"): UTF-8 with
// a byte order mark (so accents survive), `;` between cells (`,` is the decimal mark), a French
// header row, amounts as `15,00`, Paris dates, CRLF line ends (RFC 4180).
import { ADMIN_PAYMENT_PURPOSE_LABELS, ADMIN_PAYMENT_STATUS_LABELS, formatShortDateTimeFr, parisDay, type TAdminPayment } from '@fournil/shared';

const BOM = '\uFEFF';
const SEPARATOR = ';';
const LINE_END = '\r\n';

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

/** 1500 → '15,00': a number a French spreadsheet reads as such. */
export function amountCell(cents: number): string {
  return (cents / 100).toFixed(2).replace('.', ',');
}

/**
 * One cell, safe to open: a value a spreadsheet would run as a formula (starting with = + - @, or
 * a tab or carriage return) gets a leading apostrophe (OWASP "CSV injection"); a value holding the
 * separator, a quote or a line break is quoted, its quotes doubled.
 */
export function csvCell(value: string): string {
  const inert = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(inert) ? `"${inert.replace(/"/g, '""')}"` : inert;
}

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
    payment.user.email,
    payment.boulangerie?.nom ?? '',
    payment.promo_code ?? '',
  ];
}

export function paymentsCsv(payments: TAdminPayment[]): string {
  const lines = [PAYMENTS_CSV_HEADER.map(csvCell), ...payments.map((payment) => rowCells(payment).map(csvCell))];
  return BOM + lines.map((cells) => cells.join(SEPARATOR)).join(LINE_END) + LINE_END;
}

/** `paiements-2026-11-23.csv`, the Paris day of the export. */
export function paymentsCsvFilename(now: Date): string {
  return `paiements-${parisDay(now)}.csv`;
}
