import { ADMIN_REFUND_MESSAGES, formatEuros, type TAdminLedgerPayment, type TAdminPayment } from '@fournil/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';
import { stubFetch } from '@/testing/stub-fetch';
import { listOf, requestsOf } from '@/testing/admin-fixtures';
import { PaymentsView } from './payments-view';

/** Testing Library reads text with its spaces collapsed (the non-breaking ones of `15,00 €` too). */
const spaced = (text: string) => text.replace(/\s+/g, ' ');

const ledger = (values: Partial<TAdminLedgerPayment> = {}): TAdminLedgerPayment => ({
  id: 71,
  amount_cents: 1500,
  refunded_cents: 500,
  refundable_cents: 1000,
  method: 'carte',
  disputed_at: null,
  refunded_at: '2026-11-22T10:00:00.000Z',
  documents: [
    {
      numero: 'F-2026-000012',
      date: '2026-11-20T09:00:00.000Z',
      type: 'facture',
      montant_ttc_cents: 1500,
      pdf_url: '/api/admin/factures/F-2026-000012/pdf/',
    },
    {
      numero: 'A-2026-000003',
      date: '2026-11-22T10:00:00.000Z',
      type: 'avoir',
      montant_ttc_cents: 500,
      pdf_url: '/api/admin/factures/A-2026-000003/pdf/',
    },
  ],
  ...values,
});

const payment = (values: Partial<TAdminPayment> = {}): TAdminPayment => ({
  id: 40,
  source: 'session',
  provider: 'stripe',
  provider_session_id: 'cs_test_40',
  status: 'paid',
  purpose: 'ad_access_payment',
  amount_cents: 1500,
  period: null,
  user: { id: 5, email: 'paul@boulangerie.fr' },
  boulangerie: null,
  promo_code: null,
  created_at: '2026-11-20T08:59:00.000Z',
  completed_at: '2026-11-20T09:00:00.000Z',
  ledger: ledger(),
  ...values,
});

describe('PaymentsView: documents, refunds and the invoices export', () => {
  const fetchMock = stubFetch();
  let rows: TAdminPayment[];
  let refundAnswer: (body: unknown) => unknown;
  let clicked: { download: string; href: string }[];
  let blobs: Blob[];

  beforeEach(() => {
    rows = [payment()];
    refundAnswer = (body) => {
      const amount = (body as { amount_cents?: number }).amount_cents ?? 1000;
      return { payment: ledger({ refunded_cents: 500 + amount, refundable_cents: 1000 - amount }), avoir: 'A-2026-000004' };
    };
    clicked = [];
    blobs = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: vi.fn((blob: Blob) => {
          blobs.push(blob);
          return `blob:${blobs.length}`;
        }),
        revokeObjectURL: vi.fn(),
      }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ download: this.download, href: this.href });
    });
    // Each route answers JSON; a refund handler may answer a whole Response (an error).
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      const method = (init?.method ?? 'GET').toUpperCase();
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      const routes: Record<string, () => unknown> = {
        'GET /api/admin/payments/': () => listOf(rows),
        'GET /api/admin/payments/totals/': () => [],
        'POST /api/admin/paiements/71/rembourser/': () => refundAnswer(body),
        'POST /api/admin/paiements/72/rembourser/': () => ({
          payment: ledger({ id: 72, refunded_cents: 1500, refundable_cents: 0 }),
          avoir: 'A-2026-000005',
        }),
        'GET /api/admin/factures/export.csv': () => '\uFEFFNuméro;Type\r\nF-2026-000012;Facture\r\n',
      };
      const handler = routes[`${method} ${url.pathname}`];
      if (!handler) return jsonResponse({ detail: 'Élément introuvable.' }, 404);
      const answer = handler();
      return answer instanceof Response ? answer : jsonResponse(answer);
    });
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  const refundRequests = () => requestsOf(fetchMock).filter((request) => request.method === 'POST');

  it('shows the invoice and credit note of a payment, the refunded amount and the Litige flag', async () => {
    rows = [payment({ ledger: ledger({ disputed_at: '2026-11-23T08:00:00.000Z' }) })];
    renderWithProviders(<PaymentsView />);
    const row = (await screen.findByText('paul@boulangerie.fr')).closest('tr')!;
    expect(within(row).getByRole('button', { name: 'Télécharger la facture F-2026-000012 (PDF)' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Télécharger l’avoir A-2026-000003 (PDF)' })).toBeTruthy();
    expect(within(row).getByText('Remboursé en partie')).toBeTruthy();
    expect(within(row).getByText('Litige')).toBeTruthy();
    expect(within(row).getByText(spaced(`Remboursé : ${formatEuros(500)}`))).toBeTruthy();
  });

  it('names the providers in French: « Simulé » for the built-in one, never « simulated »', async () => {
    rows = [payment(), payment({ id: 74, provider: 'simulated', provider_session_id: 'sim_74', user: null, ledger: ledger({ id: 74 }) })];
    renderWithProviders(<PaymentsView />);
    const simulated = (await screen.findByText('sim_74')).closest('tr')!;
    expect(simulated.textContent).toContain('Simulé');
    expect(simulated.textContent).not.toContain('simulated');
    expect((await screen.findByText('cs_test_40')).closest('td')!.textContent).toBe('Stripecs_test_40');
    const provider = screen.getByRole('combobox', { name: 'Prestataire' }) as HTMLSelectElement;
    expect([...provider.options].map((option) => option.textContent)).toEqual(['Tous', 'Stripe', 'Simulé']);
  });

  it('refunds the amount typed after Oui, then says which credit note was issued', async () => {
    renderWithProviders(<PaymentsView />);
    fireEvent.click(await screen.findByRole('button', { name: 'Rembourser' }));
    const amount = screen.getByLabelText('Montant à rembourser (€)') as HTMLInputElement;
    // Everything left is offered first.
    expect(amount.value).toBe('10');
    expect(document.activeElement?.textContent).toBe('Non');

    fireEvent.change(amount, { target: { value: '12,50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Oui' }));
    expect(await screen.findByText(spaced(ADMIN_REFUND_MESSAGES.tooMuch(formatEuros(1000))))).toBeTruthy();
    expect(refundRequests()).toEqual([]);

    fireEvent.change(amount, { target: { value: '4,50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Oui' }));
    expect(await screen.findByText(spaced(ADMIN_REFUND_MESSAGES.done(formatEuros(450), 'A-2026-000004')))).toBeTruthy();
    expect(refundRequests().map((request) => request.body)).toEqual([{ amount_cents: 450 }]);
    // The list is read again: the refunded amount comes from the server.
    await waitFor(() =>
      expect(requestsOf(fetchMock).filter((request) => request.path === '/api/admin/payments/').length).toBeGreaterThan(1),
    );
  });

  it('sends no amount when everything left is refunded, and shows the server’s refusal', async () => {
    refundAnswer = () => jsonResponse({ detail: ADMIN_REFUND_MESSAGES.providerFailed }, 503);
    renderWithProviders(<PaymentsView />);
    fireEvent.click(await screen.findByRole('button', { name: 'Rembourser' }));
    fireEvent.click(screen.getByRole('button', { name: 'Oui' }));
    expect(await screen.findByText(ADMIN_REFUND_MESSAGES.providerFailed)).toBeTruthy();
    expect(refundRequests().map((request) => request.body)).toEqual([{}]);
  });

  it('offers no refund once nothing is left, and none for a session without a recorded payment', async () => {
    rows = [
      payment({ ledger: ledger({ refunded_cents: 1500, refundable_cents: 0 }) }),
      payment({ id: 41, status: 'pending', completed_at: null, ledger: null, user: { id: 6, email: 'lea@pain.fr' } }),
    ];
    renderWithProviders(<PaymentsView />);
    await screen.findByText('lea@pain.fr');
    expect(screen.queryByRole('button', { name: 'Rembourser' })).toBeNull();
    expect(screen.getByText('Remboursé')).toBeTruthy();
  });

  it('lists a subscription renewal like a checkout: its invoice reference, its invoice, and « Rembourser » on its recorded payment', async () => {
    const renewalInvoice = {
      numero: 'F-2026-000020',
      date: '2026-12-01T06:00:00.000Z',
      type: 'facture' as const,
      montant_ttc_cents: 1500,
      pdf_url: '/api/admin/factures/F-2026-000020/pdf/',
    };
    rows = [
      payment({
        id: -72,
        source: 'renewal',
        provider_session_id: 'in_1Renouvellement',
        purpose: 'bakery_month_subscription',
        period: '2026-12-01',
        user: { id: 7, email: 'marie@fournil.fr' },
        boulangerie: { id: 3, nom: 'Au Levain d’Or' },
        created_at: '2026-12-01T06:00:00.000Z',
        completed_at: '2026-12-01T06:00:00.000Z',
        ledger: ledger({ id: 72, refunded_cents: 0, refundable_cents: 1500, refunded_at: null, documents: [renewalInvoice] }),
      }),
      payment(),
    ];
    renderWithProviders(<PaymentsView />);
    const row = (await screen.findByText('marie@fournil.fr')).closest('tr')!;
    expect(within(row).getByText('in_1Renouvellement')).toBeTruthy();
    expect(within(row).getByText('Renouvellement')).toBeTruthy();
    expect(within(row).getByText('Publication mensuelle d’une boulangerie (abonnement)')).toBeTruthy();
    expect(within(row).getByText('Au Levain d’Or')).toBeTruthy();
    expect(within(row).getByText('Payé')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Télécharger la facture F-2026-000020 (PDF)' })).toBeTruthy();
    // The checkout's row is not marked as a renewal.
    const checkout = screen.getByText('paul@boulangerie.fr').closest('tr')!;
    expect(within(checkout).queryByText('Renouvellement')).toBeNull();

    fireEvent.click(within(row).getByRole('button', { name: 'Rembourser' }));
    fireEvent.click(screen.getByRole('button', { name: 'Oui' }));
    expect(await screen.findByText(spaced(ADMIN_REFUND_MESSAGES.done(formatEuros(1500), 'A-2026-000005')))).toBeTruthy();
    expect(refundRequests().map((request) => request.path)).toEqual(['/api/admin/paiements/72/rembourser/']);
  });

  it('shows « — » as the account of a renewal whose account was deleted (its recorded payment stays)', async () => {
    rows = [payment({ id: -73, source: 'renewal', provider_session_id: 'in_compte_supprime', user: null, ledger: ledger({ id: 73 }) })];
    renderWithProviders(<PaymentsView />);
    const row = (await screen.findByText('in_compte_supprime')).closest('tr')!;
    const headers = [...row.closest('table')!.querySelectorAll('thead th')].map((header) => header.textContent);
    const cells = [...row.children].map((cell) => cell.textContent);
    expect(cells[headers.indexOf('Compte')]).toBe('—');
  });

  it('exports the chosen month’s invoices as factures-YYYY-MM.csv, with the byte order mark', async () => {
    renderWithProviders(<PaymentsView />);
    const month = (await screen.findByLabelText('Mois')) as HTMLInputElement;
    expect(month.value).toMatch(/^\d{4}-\d{2}$/);
    fireEvent.change(month, { target: { value: '2026-11' } });
    fireEvent.click(screen.getByRole('button', { name: 'Exporter les factures (CSV)' }));
    await waitFor(() => expect(clicked.map((link) => link.download)).toEqual(['factures-2026-11.csv']));
    const exportRequest = requestsOf(fetchMock).find((request) => request.path === '/api/admin/factures/export.csv')!;
    expect(exportRequest.query.get('mois')).toBe('2026-11');
    // Excel reads UTF-8 only with the byte order mark (EF BB BF) in front.
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toContain('Numéro;Type\r\nF-2026-000012;Facture');
  });

  it('refuses a month typed in another shape without asking the server', async () => {
    renderWithProviders(<PaymentsView />);
    fireEvent.change(await screen.findByLabelText('Mois'), { target: { value: '11/2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Exporter les factures (CSV)' }));
    expect(await screen.findByText('Mois invalide : indiquez-le sous la forme AAAA-MM, par exemple 2026-11.')).toBeTruthy();
    expect(requestsOf(fetchMock).some((request) => request.path === '/api/admin/factures/export.csv')).toBe(false);
  });
});
