// The PDF of an invoice or a credit note (docs/invoices.md), drawn from the document's stored
// snapshot only — never from live data — so the same document always gives the same text.
import { INVOICE_MESSAGES, formatDateFr, formatEuros, formatMonthFr } from '@fournil/shared';
import { LATE_PAYMENT_MENTION, PAYMENT_METHOD_LABELS } from './invoice-texts.js';
import type { InvoiceLine, InvoiceParty, InvoiceRow } from './repository.js';

/** The built-in PDF fonts write WinAnsi: the narrow no-break space of French numbers becomes a no-break space. */
const pdfText = (text: string) => text.replace(/\u202f/g, '\u00a0');
const euros = (cents: number) => pdfText(formatEuros(cents));
const rate = (basisPoints: number) => `${(basisPoints / 100).toLocaleString('fr-FR')} %`;

const MARGIN = 50;
const WIDTH = 595.28 - 2 * MARGIN;
const COLUMNS = [
  { title: 'Désignation', width: 0.34 },
  { title: 'Période', width: 0.22 },
  { title: 'Montant HT', width: 0.15 },
  { title: 'TVA', width: 0.13 },
  { title: 'Montant TTC', width: 0.16 },
] as const;

function partyLines(party: InvoiceParty): string[] {
  return [
    party.name,
    ...(party.address ? [party.address] : []),
    ...(party.siren ? [`SIREN : ${party.siren}`] : []),
    ...(party.vatNumber ? [`N° TVA intracommunautaire : ${party.vatNumber}`] : []),
  ];
}

/** `novembre 2026` stays; a stored 'YYYY-MM-01' (older snapshots) is written as its month. */
const periodText = (period: string | null) => (period && /^\d{4}-\d{2}-01$/.test(period) ? formatMonthFr(period) : (period ?? ''));

function drawRow(doc: PDFKit.PDFDocument, cells: string[], y: number, bold: boolean): number {
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
  let x = MARGIN;
  let height = 0;
  cells.forEach((cell, index) => {
    const width = COLUMNS[index]!.width * WIDTH;
    const options = { width: width - 6, align: index >= 2 ? ('right' as const) : ('left' as const) };
    height = Math.max(height, doc.heightOfString(pdfText(cell), options));
    doc.text(pdfText(cell), x, y, options);
    x += width;
  });
  return y + height + 6;
}

/** The PDF bytes of a stored document; a credit note names the invoice it credits. */
export async function renderInvoicePdf(invoice: InvoiceRow, options: { creditedInvoiceNumber: string | null }): Promise<Buffer> {
  // Loaded on the first PDF asked for, not at start-up: pdfkit and its fonts are heavy to import.
  const { default: PDFDocument } = await import('pdfkit');
  const isCreditNote = invoice.type === 'avoir';
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `${isCreditNote ? INVOICE_MESSAGES.creditNoteTitle : INVOICE_MESSAGES.invoiceTitle} ${invoice.number}`,
      Author: invoice.seller.name,
    },
    lang: 'fr-FR',
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  // Seller (left) and buyer (right).
  doc.font('Helvetica-Bold').fontSize(10).text('Vendeur', MARGIN, MARGIN);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(partyLines(invoice.seller).map(pdfText).join('\n'), MARGIN, doc.y, { width: WIDTH / 2 - 10 });
  const sellerBottom = doc.y;
  doc.font('Helvetica-Bold').text('Client', MARGIN + WIDTH / 2, MARGIN);
  doc.font('Helvetica').text(partyLines(invoice.buyer).map(pdfText).join('\n'), MARGIN + WIDTH / 2, doc.y, { width: WIDTH / 2 });
  let y = Math.max(sellerBottom, doc.y) + 24;

  // Title, number, date.
  const title = isCreditNote ? INVOICE_MESSAGES.creditNoteTitle : INVOICE_MESSAGES.invoiceTitle;
  doc.font('Helvetica-Bold').fontSize(18).text(`${title} n° ${invoice.number}`, MARGIN, y);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(pdfText(`Date : ${formatDateFr(invoice.issuedAt)}`));
  if (isCreditNote && options.creditedInvoiceNumber) doc.text(`Avoir sur la facture n° ${options.creditedInvoiceNumber}`);
  y = doc.y + 16;

  // Lines.
  y = drawRow(
    doc,
    COLUMNS.map((column) => column.title),
    y,
    true,
  );
  doc
    .moveTo(MARGIN, y - 3)
    .lineTo(MARGIN + WIDTH, y - 3)
    .stroke();
  for (const line of invoice.lines as InvoiceLine[]) {
    y = drawRow(
      doc,
      [line.label, periodText(line.period), euros(line.amountHtCents), euros(line.vatCents), euros(line.amountTtcCents)],
      y,
      false,
    );
  }
  doc
    .moveTo(MARGIN, y - 3)
    .lineTo(MARGIN + WIDTH, y - 3)
    .stroke();

  // Totals.
  y += 6;
  const totals: [string, number][] = [
    ['Total HT', invoice.totalHtCents],
    [`TVA (${rate(invoice.vatRateBasisPoints)})`, invoice.totalVatCents],
    ['Total TTC', invoice.totalTtcCents],
  ];
  for (const [label, cents] of totals) {
    doc.font(label === 'Total TTC' ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    doc.text(pdfText(label), MARGIN + WIDTH * 0.5, y, { width: WIDTH * 0.3 });
    doc.text(euros(cents), MARGIN + WIDTH * 0.8, y, { width: WIDTH * 0.2, align: 'right' });
    y = doc.y + 4;
  }

  // Mentions.
  doc.font('Helvetica').fontSize(9);
  const method = PAYMENT_METHOD_LABELS[invoice.paymentMethod] ?? invoice.paymentMethod;
  const mentions = [
    ...(invoice.vatRateBasisPoints === 0 ? [INVOICE_MESSAGES.vatNotApplicable] : []),
    isCreditNote
      ? `Montant remboursé le ${formatDateFr(invoice.paymentDate)} par ${method}.`
      : `Facture acquittée le ${formatDateFr(invoice.paymentDate)} — paiement par ${method}.`,
    ...(isCreditNote ? [] : [LATE_PAYMENT_MENTION]),
  ];
  doc.text(mentions.map(pdfText).join('\n\n'), MARGIN, y + 20, { width: WIDTH });

  doc.end();
  return done;
}
