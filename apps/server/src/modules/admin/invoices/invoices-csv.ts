// The month's invoices for the accountant (docs/back-office.md, "Invoices export"): one line per
// invoice and credit note, credit notes negative so that a column's sum is what the month kept,
// written by the back-office's one CSV writer (../csv.ts: BOM, `;`, decimal comma, CRLF).
import { formatNumericDateFr } from '@fournil/shared';
import { PAYMENT_METHOD_LABELS } from '../../invoices/invoice-texts.js';
import { amountCell, csvDocument } from '../csv.js';
import type { InvoiceExportRow } from './repository.js';

export const INVOICES_CSV_HEADER = [
  'Numéro',
  'Type',
  'Date',
  'Client',
  'SIREN du client',
  'Montant HT (€)',
  'TVA (€)',
  'Montant TTC (€)',
  'Taux de TVA (%)',
  'Facture d’origine',
  'Moyen de paiement',
] as const;

/** 2000 → '20', 550 → '5,5'. */
const rateCell = (basisPoints: number) => String(basisPoints / 100).replace('.', ',');

function rowCells(row: InvoiceExportRow): string[] {
  // Stored amounts are positive for both types (docs/invoices.md); a credit note gives money back.
  const sign = row.type === 'avoir' ? -1 : 1;
  const signed = (cents: number) => amountCell(sign * Math.abs(cents));
  return [
    row.number,
    row.type === 'avoir' ? 'Avoir' : 'Facture',
    formatNumericDateFr(row.issuedAt),
    row.buyer.name,
    row.buyer.siren ?? '',
    signed(row.totalHtCents),
    signed(row.totalVatCents),
    signed(row.totalTtcCents),
    rateCell(row.vatRateBasisPoints),
    row.creditedNumber ?? '',
    PAYMENT_METHOD_LABELS[row.paymentMethod] ?? row.paymentMethod,
  ];
}

export function invoicesCsv(rows: InvoiceExportRow[]): string {
  return csvDocument(INVOICES_CSV_HEADER, rows.map(rowCells));
}
