// The owner's invoices and credit notes (docs/invoices.md): the list and the PDF of one. Neither
// needs a running advertising access: a lapsed owner keeps their documents.
import { INVOICE_MESSAGES, type TInvoiceListItem } from '@fournil/shared';
import { notFound } from '../../lib/errors.js';
import type { ServiceContext } from '../../service-context.js';
import { invoiceListItem } from './invoice-list-item.js';
import { renderInvoicePdf } from './pdf.js';
import * as repository from './repository.js';
import type { InvoiceRow } from './repository.js';

/** The user's documents, newest first. */
export async function listInvoices(ctx: Pick<ServiceContext, 'db'>, userId: number): Promise<TInvoiceListItem[]> {
  return (await repository.listUserInvoices(ctx.db, userId)).map(invoiceListItem);
}

/** The PDF of a stored document, whoever may see it (the owner here, the staff in the back-office). */
export async function invoicePdf(ctx: Pick<ServiceContext, 'db'>, invoice: InvoiceRow): Promise<Buffer> {
  const credited = invoice.creditedInvoiceId === null ? undefined : await repository.findInvoiceById(ctx.db, invoice.creditedInvoiceId);
  return renderInvoicePdf(invoice, { creditedInvoiceNumber: credited?.number ?? null });
}

/** The PDF of one of the user's documents; anyone else's, or none, is 404 « Facture introuvable. ». */
export async function ownInvoicePdf(
  ctx: Pick<ServiceContext, 'db'>,
  userId: number,
  numero: string,
): Promise<{ filename: string; pdf: Buffer }> {
  const invoice = await repository.findInvoiceByNumber(ctx.db, numero);
  if (!invoice || invoice.userId !== userId) throw notFound(INVOICE_MESSAGES.notFound);
  return { filename: `${invoice.number}.pdf`, pdf: await invoicePdf(ctx, invoice) };
}
