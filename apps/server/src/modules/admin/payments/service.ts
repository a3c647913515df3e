// Payments as staff follow them (docs/back-office.md, "Payments"): the list (checkouts and
// subscription renewals) with its filters, paid totals per Paris month, and the CSV export (at most
// ADMIN_CSV_MAX_ROWS rows; the export is audited). Read only: money records are changed by the payment code alone (modules/payments,
// docs/payments.md).
import {
  ADMIN_CSV_MAX_ROWS,
  adminInvoicePdfPath,
  type TAdminLedgerPayment,
  type TAdminList,
  type TAdminPayment,
  type TAdminPaymentMonth,
  type TAdminPaymentQuery,
} from '@fournil/shared';
import type { Db } from '../../../db/client.js';
import { badRequest } from '../../../lib/errors.js';
import { ADMIN_SERVER_MESSAGES } from '../admin-messages.js';
import { writeAudit, type AuditActor } from '../../audit/audit.js';
import { listPage } from '../list-page.js';
import { paymentsCsv, paymentsCsvFilename } from './payments-csv.js';
import * as repository from './repository.js';

export type PaymentListQuery = TAdminPaymentQuery & { sort: string };
export type PaymentExportQuery = Omit<TAdminPaymentQuery, 'page' | 'page_size'> & { sort: string };

/** A ledger row with its documents, as staff see it; credit notes count what they give back (positive). */
export function toAdminLedger(row: repository.LedgerPaymentRow, documents: repository.PaymentDocumentRow[]): TAdminLedgerPayment {
  return {
    id: row.id,
    amount_cents: row.amountCents,
    refunded_cents: row.refundedCents,
    refundable_cents: row.amountCents - row.refundedCents,
    method: row.method,
    disputed_at: row.disputedAt?.toISOString() ?? null,
    refunded_at: row.refundedAt?.toISOString() ?? null,
    documents: documents
      .filter((document) => document.paymentId === row.id)
      .map((document) => ({
        numero: document.number,
        date: document.issuedAt.toISOString(),
        type: document.type as 'facture' | 'avoir',
        montant_ttc_cents: Math.abs(document.totalTtcCents),
        pdf_url: adminInvoicePdfPath(document.number),
      })),
  };
}

/** One recorded payment with its documents, read again (after a refund). */
export async function readLedgerPayment(db: Db, id: number): Promise<TAdminLedgerPayment | null> {
  const row = await repository.findLedgerPayment(db, id);
  if (!row) return null;
  return toAdminLedger(row, await repository.findDocumentsOfPayments(db, [id]));
}

function toAdminPayment(row: repository.AdminPaymentRow, ledger: TAdminLedgerPayment | null = null): TAdminPayment {
  return {
    id: row.id,
    source: row.source,
    provider: row.provider,
    provider_session_id: row.providerReference,
    status: row.status as TAdminPayment['status'],
    purpose: row.purpose as TAdminPayment['purpose'],
    amount_cents: row.amountCents,
    period: row.period,
    user: row.userId === null ? null : { id: row.userId, email: row.userEmail ?? '' },
    boulangerie: row.bakeryId === null ? null : { id: row.bakeryId, nom: row.bakeryNom ?? '' },
    promo_code: row.promoCode,
    created_at: row.createdAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
    ledger,
  };
}

/** The filters only: paging and sorting stay out of the audit entry. */
function filtersOf(query: repository.PaymentFilters): repository.PaymentFilters {
  const { q, provider, status, purpose, from, to } = query;
  return Object.fromEntries(Object.entries({ q, provider, status, purpose, from, to }).filter(([, value]) => value !== undefined));
}

export async function listPayments(db: Db, query: PaymentListQuery): Promise<TAdminList<TAdminPayment>> {
  const { count, rows } = await repository.findPaymentsPage(db, query);
  // Two more queries for the page, not one per row: the recorded payments and their documents.
  // A session's or a renewal's alike: the list names its ledger row.
  const ledgerRows = await repository.findLedgerPayments(
    db,
    rows.flatMap((row) => (row.ledgerId === null ? [] : [row.ledgerId])),
  );
  const documents = await repository.findDocumentsOfPayments(
    db,
    ledgerRows.map((row) => row.id),
  );
  const ledgerById = new Map(ledgerRows.map((row) => [row.id, toAdminLedger(row, documents)]));
  return listPage(
    query,
    count,
    rows.map((row) => toAdminPayment(row, row.ledgerId === null ? null : (ledgerById.get(row.ledgerId) ?? null))),
  );
}

export async function paidTotals(db: Db, query: repository.PaymentFilters): Promise<TAdminPaymentMonth[]> {
  const rows = await repository.findPaidTotals(db, query);
  return rows.map((row) => ({ month: row.month, paid_cents: row.paidCents, paid_count: row.paidCount }));
}

export type PaymentsExport = { filename: string; csv: string; rows: number };

/** The CSV of the filtered list, or a 400 asking to narrow the dates beyond ADMIN_CSV_MAX_ROWS rows. */
export async function exportPayments(
  db: Db,
  actor: AuditActor,
  query: PaymentExportQuery,
  now: Date = new Date(),
): Promise<PaymentsExport> {
  const rows = await repository.findPaymentsForExport(db, query, ADMIN_CSV_MAX_ROWS + 1);
  if (rows.length > ADMIN_CSV_MAX_ROWS) throw badRequest(ADMIN_SERVER_MESSAGES.csvTooManyRows);
  const filename = paymentsCsvFilename(now);
  // Who took a copy of the money records, and which part: the audit keeps the filters and the count.
  await writeAudit(db, actor, {
    action: 'export',
    entityType: 'payments',
    entityId: filename,
    after: { filters: filtersOf(query), rows: rows.length },
  });
  return { filename, csv: paymentsCsv(rows.map((row) => toAdminPayment(row))), rows: rows.length };
}
