import { ADMIN_INVOICE_MONTH_MESSAGE, invoicesCsvFilename, parisMonthStart } from '@fournil/shared';
import { useId, useState } from 'react';
import { Button, ErrorBox } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { exportInvoicesCsv } from '../api/payments';
import { downloadText, withByteOrderMark } from '@/lib/download';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * The month's invoices and credit notes for the accountant (docs/back-office.md, "Invoices export"):
 * a Paris month, this one first, and « Exporter les factures (CSV) ».
 */
export function InvoicesExport() {
  const [month, setMonth] = useState(() => parisMonthStart().slice(0, 7));
  const [isExporting, setExporting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  async function run() {
    setError(null);
    // Browsers without a month picker show a text box: the same French message as the server's.
    if (!MONTH.test(month)) {
      setError(ADMIN_INVOICE_MONTH_MESSAGE);
      return;
    }
    setExporting(true);
    try {
      const csv = await exportInvoicesCsv(month);
      downloadText(withByteOrderMark(csv), invoicesCsvFilename(month), 'text/csv;charset=utf-8');
    } catch (exportError) {
      setError(errorMessage(exportError));
    } finally {
      setExporting(false);
    }
  }

  return (
    <section className="admin-subsection" aria-labelledby="admin-invoices-title">
      <h3 id="admin-invoices-title" className="admin-subsection__title">
        Factures du mois
      </h3>
      <p className="admin-table__sub">
        Les factures et avoirs émis ce mois-là (heure de Paris), pour la comptabilité : un fichier CSV, les avoirs en négatif.
      </p>
      <div className="admin-toolbar admin-toolbar--wrap">
        <div className="field admin-filter">
          <label className="field__label" htmlFor={id}>
            Mois
          </label>
          <input id={id} type="month" className="field__input" value={month} onChange={(event) => setMonth(event.target.value)} />
        </div>
        <Button size="sm" variant="secondary" isLoading={isExporting} onClick={() => void run()}>
          Exporter les factures (CSV)
        </Button>
      </div>
      {error ? <ErrorBox>{error}</ErrorBox> : null}
    </section>
  );
}
