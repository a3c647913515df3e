// A document as the owner's lists show it (`Mes factures`, and each payment's documents in `Mes paiements`).
import { invoicePdfPath, type TInvoiceListItem } from '@fournil/shared';
import type { InvoiceRow } from './repository.js';

/** The number, date, kind, amount and PDF link of one invoice or credit note. */
export function invoiceListItem(row: InvoiceRow): TInvoiceListItem {
  return {
    numero: row.number,
    date: row.issuedAt.toISOString(),
    type: row.type as TInvoiceListItem['type'],
    montant_ttc_cents: row.totalTtcCents,
    pdf_url: invoicePdfPath(row.number),
  };
}
