import { INVOICE_MESSAGES, type TInvoiceListItem } from '@fournil/shared';
import { useState, type MouseEvent } from 'react';
import { DocumentIcon } from '@/components/ui';
import { apiFetch, errorDetail, errorMessage } from '@/lib/api-client';
import { downloadBlob } from '@/lib/download';

/**
 * « Télécharger la facture » / « Télécharger l'avoir » (docs/payments.md, "Mes paiements"): a plain
 * link to the PDF named after the document's number. The API wants the bearer token, which a link
 * cannot send, so a click fetches the file with it and hands it over under the same name.
 */
export function DocumentLink({ document: doc }: { document: TInvoiceListItem }) {
  const [error, setError] = useState<string | null>(null);
  const [isLoading, setIsLoading] = useState(false);
  const filename = `${doc.numero}.pdf`;
  const label = doc.type === 'facture' ? INVOICE_MESSAGES.download : INVOICE_MESSAGES.downloadCreditNote;

  async function download(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (isLoading) return;
    setError(null);
    setIsLoading(true);
    try {
      downloadBlob(await apiFetch<Blob>(doc.pdf_url, { responseType: 'blob', headers: { Accept: 'application/pdf' } }), filename);
    } catch (cause) {
      setError(errorDetail(cause) ?? errorMessage(cause));
    } finally {
      setIsLoading(false);
    }
  }

  return (
    <span className="doc-link">
      <a href={doc.pdf_url} download={filename} onClick={(event) => void download(event)} aria-busy={isLoading || undefined}>
        <DocumentIcon className="doc-link__icon" />
        {label} <span className="doc-link__number">{doc.numero}</span>
      </a>
      {error ? (
        <span className="doc-link__error" role="alert">
          {error}
        </span>
      ) : null}
    </span>
  );
}
