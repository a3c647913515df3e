// Invoices (factures) and credit notes (avoirs) as their owner and the staff see them, and the one
// rule that splits a price including VAT into its parts (docs/invoices.md).
import { z } from 'zod';

export const INVOICE_TYPES = ['facture', 'avoir'] as const;
export type TInvoiceType = (typeof INVOICE_TYPES)[number];

/** 2000 basis points = 20 %, the French standard rate; 0 when the seller is not subject to VAT. */
export const STANDARD_VAT_RATE_BASIS_POINTS = 2000;

/** `F-2026-000123` for an invoice, `A-2026-000004` for a credit note. */
export const INVOICE_NUMBER_PATTERN = /^[FA]-\d{4}-\d{6}$/;

export function formatInvoiceNumber(type: TInvoiceType, year: number, sequence: number): string {
  return `${type === 'facture' ? 'F' : 'A'}-${year}-${String(sequence).padStart(6, '0')}`;
}

/**
 * A price including VAT split into its parts, in cents: the VAT-free amount is rounded to the cent
 * and the VAT is what remains, so the two always add up (15,00 € TTC at 20 % = 12,50 € HT + 2,50 €).
 */
export function splitPriceIncludingVat(ttcCents: number, vatRateBasisPoints: number): { htCents: number; vatCents: number } {
  const htCents = Math.round((ttcCents * 10_000) / (10_000 + vatRateBasisPoints));
  return { htCents, vatCents: ttcCents - htCents };
}

/** The owner's download address of a document. */
export function invoicePdfPath(numero: string): string {
  return `/api/regiepub/factures/${numero}/pdf/`;
}

/** One document of `GET /api/regiepub/factures/`, newest first. */
export const ZInvoiceListItem = z.object({
  numero: z.string(),
  /** ISO time of issue. */
  date: z.string(),
  type: z.enum(INVOICE_TYPES),
  /** Including VAT; a credit note's amount is what it gives back (positive). */
  montant_ttc_cents: z.number().int(),
  pdf_url: z.string(),
});
export type TInvoiceListItem = z.infer<typeof ZInvoiceListItem>;

export const ZInvoiceNumberParam = z.object({
  numero: z.string().regex(INVOICE_NUMBER_PATTERN, { error: 'Numéro de facture invalide.' }),
});

/** The documents' own French texts (docs/invoices.md lists what French law requires on them). */
export const INVOICE_MESSAGES = {
  notFound: 'Facture introuvable.',
  invoiceTitle: 'Facture',
  creditNoteTitle: 'Avoir',
  vatNotApplicable: 'TVA non applicable, art. 293 B du CGI',
  download: 'Télécharger la facture',
  downloadCreditNote: "Télécharger l'avoir",
} as const;
