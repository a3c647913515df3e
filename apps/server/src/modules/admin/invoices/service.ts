// Documents as staff handle them (docs/back-office.md, "Invoices"): the month's export for the
// accountant (audited, like every copy of the money records) and any document's PDF.
import { ADMIN_CSV_MAX_ROWS, INVOICE_MESSAGES, invoicesCsvFilename } from '@fournil/shared';
import type { Db } from '../../../db/client.js';
import { badRequest, notFound } from '../../../lib/errors.js';
import type { ServiceContext } from '../../../service-context.js';
import { findInvoiceByNumber } from '../../invoices/repository.js';
import { invoicePdf } from '../../invoices/service.js';
import { ADMIN_SERVER_MESSAGES } from '../admin-messages.js';
import { writeAudit, type AuditActor } from '../../audit/audit.js';
import { invoicesCsv } from './invoices-csv.js';
import * as repository from './repository.js';

export type InvoicesExport = { filename: string; csv: string; rows: number };

/** `month` is 'YYYY-MM' (checked by the route's schema): the documents issued that Paris month. */
export async function exportMonthInvoices(db: Db, actor: AuditActor, month: string): Promise<InvoicesExport> {
  const rows = await repository.findInvoicesIssuedInMonth(db, month, ADMIN_CSV_MAX_ROWS + 1);
  if (rows.length > ADMIN_CSV_MAX_ROWS) throw badRequest(ADMIN_SERVER_MESSAGES.csvTooManyInvoices);
  const filename = invoicesCsvFilename(month);
  await writeAudit(db, actor, { action: 'export', entityType: 'invoices', entityId: filename, after: { mois: month, rows: rows.length } });
  return { filename, csv: invoicesCsv(rows), rows: rows.length };
}

/** Any document's PDF, whoever it belongs to (the owner's route answers 404 to anyone else); 404 when unknown. */
export async function staffInvoicePdf(ctx: Pick<ServiceContext, 'db'>, numero: string): Promise<{ filename: string; pdf: Buffer }> {
  const invoice = await findInvoiceByNumber(ctx.db, numero);
  if (!invoice) throw notFound(INVOICE_MESSAGES.notFound);
  return { filename: `${invoice.number}.pdf`, pdf: await invoicePdf(ctx, invoice) };
}
