import { formatEuros, type TAdminLedgerPayment } from '@fournil/shared';
import { useState } from 'react';
import { Button, ErrorBox } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { fetchInvoicePdf } from '../api/payments';
import { downloadBlob } from '@/lib/download';

type TDocument = TAdminLedgerPayment['documents'][number];

function DocumentButton({ document }: { document: TDocument }) {
  const [isLoading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const kind = document.type === 'avoir' ? 'l’avoir' : 'la facture';
  async function download() {
    setLoading(true);
    setError(null);
    try {
      downloadBlob(await fetchInvoicePdf(document.pdf_url), `${document.numero}.pdf`);
    } catch (downloadError) {
      setError(errorMessage(downloadError));
    } finally {
      setLoading(false);
    }
  }
  return (
    <li>
      <Button
        size="sm"
        variant="ghost"
        isLoading={isLoading}
        aria-label={`Télécharger ${kind} ${document.numero} (PDF)`}
        onClick={() => void download()}
      >
        {document.numero}
      </Button>{' '}
      <span className="admin-table__sub">
        {document.type === 'avoir'
          ? `Avoir · -${formatEuros(document.montant_ttc_cents)}`
          : `Facture · ${formatEuros(document.montant_ttc_cents)}`}
      </span>
      {error ? <ErrorBox>{error}</ErrorBox> : null}
    </li>
  );
}

/** The invoice then the credit notes of a recorded payment, each downloadable as PDF (docs/back-office.md, "Payments"). */
export function PaymentDocuments({ ledger }: { ledger: TAdminLedgerPayment | null }) {
  if (!ledger || ledger.documents.length === 0) return <>—</>;
  return (
    <ul className="admin-documents">
      {ledger.documents.map((document) => (
        <DocumentButton key={document.numero} document={document} />
      ))}
    </ul>
  );
}
