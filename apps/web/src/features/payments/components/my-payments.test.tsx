import { INVOICE_MESSAGES, MY_PAYMENTS_MESSAGES, PAYMENT_MESSAGES, formatEuros, type TAdAccess, type TPaymentRow } from '@fournil/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';
import { stubFetch } from '@/testing/stub-fetch';
import { MyPayments } from './my-payments';

const row = (overrides: Partial<TPaymentRow> = {}): TPaymentRow => ({
  id: 1,
  purpose: 'ad_access_payment',
  product: 'Régie Publicitaire — accès un mois',
  boulangerie: null,
  boulangerie_nom: null,
  period: null,
  amount_cents: 1500,
  status: 'paid',
  refunded_cents: 0,
  created_at: '2026-11-20T10:00:00.000Z',
  completed_at: '2026-11-20T10:01:00.000Z',
  documents: [
    {
      numero: 'F-2026-000007',
      date: '2026-11-20T10:01:00.000Z',
      type: 'facture',
      montant_ttc_cents: 1500,
      pdf_url: '/api/regiepub/factures/F-2026-000007/pdf/',
    },
  ],
  ...overrides,
});

/** A cell's text as shown (its label on a phone is the column's name). */
function cell(row: HTMLElement, label: string): string | null | undefined {
  return row.querySelector(`[data-label="${label}"]`)?.textContent;
}

const noAccess: TAdAccess = { has_access: false, until: null, subscription_active: false, can_cancel: false };

describe('MyPayments (/mes-paiements)', () => {
  const fetchMock = stubFetch();
  let payments: TPaymentRow[] | Response;
  let access: TAdAccess;
  let calls: { url: string; method: string }[];
  let portal: Response;
  let config: Response;

  beforeEach(() => {
    calls = [];
    access = noAccess;
    portal = jsonResponse({ detail: 'Aucun abonnement.' }, 404);
    config = jsonResponse({ detail: 'inattendu' }, 500);
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      calls.push({ url, method });
      if (url === '/api/regiepub/paiements/') return payments instanceof Response ? payments : jsonResponse(payments);
      if (url === '/api/payments/access/') return jsonResponse(access);
      if (url === '/api/payments/portal/') return portal;
      if (url === '/api/config/') return config;
      if (url === '/api/payments/subscription/cancel/') {
        access = { ...access, subscription_active: false, can_cancel: false };
        return jsonResponse({ detail: PAYMENT_MESSAGES.subscriptionCanceled('20/12/2026'), until: '2026-12-20T10:00:00.000Z' });
      }
      if (url.endsWith('/pdf/')) return new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } });
      return jsonResponse({ detail: 'inattendu' }, 500);
    });
  });

  it('lists every payment with its date, what, bakery and month, amount, French status and documents', async () => {
    payments = [
      row({
        id: 3,
        purpose: 'bakery_month',
        product: 'Publication du mois — Au Bon Pain',
        boulangerie: 4,
        boulangerie_nom: 'Au Bon Pain',
        period: '2026-11-01',
        refunded_cents: 500,
        documents: [
          {
            numero: 'F-2026-000009',
            date: '2026-11-21T09:00:00.000Z',
            type: 'facture',
            montant_ttc_cents: 1500,
            pdf_url: '/api/regiepub/factures/F-2026-000009/pdf/',
          },
          {
            numero: 'A-2026-000001',
            date: '2026-11-22T09:00:00.000Z',
            type: 'avoir',
            montant_ttc_cents: 500,
            pdf_url: '/api/regiepub/factures/A-2026-000001/pdf/',
          },
        ],
      }),
      row({ id: 2, status: 'refunded', refunded_cents: 1500 }),
      // Opened ten minutes ago: still « En attente ».
      row({ id: 1, status: 'pending', created_at: new Date(Date.now() - 10 * 60_000).toISOString(), completed_at: null, documents: [] }),
      row({ id: 0, status: 'failed', completed_at: null, documents: [] }),
    ];
    renderWithProviders(<MyPayments />);
    const rows = await screen.findAllByRole('row');
    // The header, then one row per payment, newest first as the server sends them.
    expect(rows).toHaveLength(5);
    const month = rows[1]!;
    expect(within(month).getByText('Publication du mois — Au Bon Pain')).toBeTruthy();
    expect(within(month).getByText('Au Bon Pain · mois de novembre 2026')).toBeTruthy();
    expect(cell(month, 'Montant')).toBe(formatEuros(1500));
    expect(within(month).getByText('Payé')).toBeTruthy();
    expect(cell(month, 'Statut')).toBe(`PayéRemboursé : ${formatEuros(500)}`);
    const invoice = within(month).getByRole('link', { name: /Télécharger la facture F-2026-000009/ });
    expect(invoice.getAttribute('href')).toBe('/api/regiepub/factures/F-2026-000009/pdf/');
    expect(invoice.getAttribute('download')).toBe('F-2026-000009.pdf');
    expect(
      within(month)
        .getByRole('link', { name: new RegExp(`${INVOICE_MESSAGES.downloadCreditNote} A-2026-000001`) })
        .getAttribute('download'),
    ).toBe('A-2026-000001.pdf');
    expect(cell(month, 'Date')).toBe('20 novembre 2026');

    expect(within(rows[2]!).getByText('Remboursé')).toBeTruthy();
    expect(within(rows[2]!).queryByText(/Remboursé :/)).toBeNull();
    expect(within(rows[3]!).getByText('En attente')).toBeTruthy();
    expect(within(rows[3]!).getByText(MY_PAYMENTS_MESSAGES.noDocument)).toBeTruthy();
    expect(within(rows[4]!).getByText('Échoué')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Mes paiements' })).toBeTruthy();
  });

  it('reads a checkout pending for more than an hour as not finished, with « Reprendre » to pay again', async () => {
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000).toISOString();
    payments = [
      row({
        id: 5,
        purpose: 'bakery_month',
        product: 'Publication du mois — Au Bon Pain',
        boulangerie: 4,
        boulangerie_nom: 'Au Bon Pain',
        period: '2026-12-01',
        status: 'pending',
        created_at: twoHoursAgo,
        completed_at: null,
        documents: [],
      }),
      row({ id: 6, status: 'pending', created_at: twoHoursAgo, completed_at: null, documents: [] }),
    ];
    renderWithProviders(<MyPayments />);
    const rows = await screen.findAllByRole('row');
    expect(cell(rows[1]!, 'Statut')).toBe("Paiement non finalisé — rien n'a été débitéReprendre");
    expect(within(rows[1]!).queryByText('En attente')).toBeNull();
    // The bakery's month is paid again from the campaign manager, the access from the unlock screen.
    expect(
      within(rows[1]!)
        .getByRole('link', { name: /^Reprendre/ })
        .getAttribute('href'),
    ).toBe('/regie-publicitaire?payer=4');
    expect(
      within(rows[2]!)
        .getByRole('link', { name: /^Reprendre/ })
        .getAttribute('href'),
    ).toBe('/deverrouiller-regie');
  });

  it('downloads a document with the bearer token under its number', async () => {
    payments = [row()];
    const createObjectURL = vi.fn(() => 'blob:facture');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderWithProviders(<MyPayments />);
    fireEvent.click(await screen.findByRole('link', { name: /Télécharger la facture/ }));
    await waitFor(() => expect(screen.queryByRole('alert')?.textContent ?? clicked.join()).toBe('F-2026-000007.pdf'));
    const pdfCall = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/pdf/'))!;
    expect(new Headers(pdfCall[1]?.headers).get('Authorization')).toBe('Bearer jwt');
    click.mockRestore();
  });

  it('says Aucun paiement pour le moment. with a link to unlock the Régie', async () => {
    payments = [];
    renderWithProviders(<MyPayments />);
    expect(await screen.findByText(MY_PAYMENTS_MESSAGES.empty)).toBeTruthy();
    const links = screen.getAllByRole('link', { name: MY_PAYMENTS_MESSAGES.unlockLink });
    expect(links.map((link) => link.getAttribute('href'))).toContain('/deverrouiller-regie');
  });

  it('shows an error when the payments cannot be read', async () => {
    payments = jsonResponse({ detail: 'boom' }, 500);
    renderWithProviders(<MyPayments />);
    expect(await screen.findByText(MY_PAYMENTS_MESSAGES.loadError)).toBeTruthy();
  });

  it('shows a one-off access until its end date, without Résilier', async () => {
    payments = [row()];
    access = { has_access: true, until: '2026-12-20T10:00:00.000Z', subscription_active: false, can_cancel: false };
    renderWithProviders(<MyPayments />);
    expect(await screen.findByText("jusqu'au 20 décembre 2026")).toBeTruthy();
    expect(screen.getByText('Paiement unique')).toBeTruthy();
    // Nothing is charged again after a one-off payment.
    expect(screen.queryByText(/Prochain prélèvement/)).toBeNull();
    expect(screen.queryByRole('button', { name: PAYMENT_MESSAGES.cancelSubscription })).toBeNull();
    expect(screen.queryByRole('button', { name: MY_PAYMENTS_MESSAGES.updateCard })).toBeNull();
  });

  it('shows the next renewal of a subscription, cancels it after a confirmation, and hides « Mettre à jour ma carte » on 404', async () => {
    payments = [row()];
    access = { has_access: true, until: '2026-12-20T10:00:00.000Z', subscription_active: true, can_cancel: true };
    renderWithProviders(<MyPayments />);
    expect(await screen.findByText('prochain renouvellement le 20 décembre 2026')).toBeTruthy();
    expect(screen.getByText('Abonnement')).toBeTruthy();
    expect(screen.getByText(/^Prochain prélèvement/).textContent?.replace(/\s/g, ' ')).toBe(
      'Prochain prélèvement : 12,00 € le 20 décembre 2026',
    );

    fireEvent.click(screen.getByRole('button', { name: MY_PAYMENTS_MESSAGES.updateCard }));
    await waitFor(() => expect(screen.queryByRole('button', { name: MY_PAYMENTS_MESSAGES.updateCard })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: PAYMENT_MESSAGES.cancelSubscription }));
    expect(screen.getByText(MY_PAYMENTS_MESSAGES.cancelConfirm)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: MY_PAYMENTS_MESSAGES.confirmNo }));
    expect(calls.some((call) => call.url === '/api/payments/subscription/cancel/')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: PAYMENT_MESSAGES.cancelSubscription }));
    fireEvent.click(screen.getByRole('button', { name: MY_PAYMENTS_MESSAGES.confirmYes }));
    expect(await screen.findByText(PAYMENT_MESSAGES.subscriptionCanceled('20/12/2026'))).toBeTruthy();
    expect(calls.filter((call) => call.url === '/api/payments/subscription/cancel/' && call.method === 'POST')).toHaveLength(1);
  });

  it('says the next charge of a subscription the French way, at full price, on the day it renews', async () => {
    payments = [];
    // 1 January 23:30 UTC is 2 January 00:30 in Paris.
    access = { has_access: true, until: '2027-01-01T23:30:00.000Z', subscription_active: true, can_cancel: true };
    renderWithProviders(<MyPayments />);
    const sentence = await screen.findByText(/^Prochain prélèvement/);
    expect(sentence.textContent).toBe('Prochain prélèvement : 12,00\u00a0€ le 2 janvier 2027');
  });

  it('says no next charge for a cancelled subscription', async () => {
    payments = [];
    access = { has_access: true, until: '2026-12-20T10:00:00.000Z', subscription_active: true, can_cancel: false };
    renderWithProviders(<MyPayments />);
    expect(await screen.findByText("jusqu'au 20 décembre 2026")).toBeTruthy();
    expect(screen.queryByText(/Prochain prélèvement/)).toBeNull();
  });

  it('opens the provider portal with « Mettre à jour ma carte »', async () => {
    payments = [];
    access = { has_access: true, until: '2026-12-20T10:00:00.000Z', subscription_active: true, can_cancel: true };
    portal = jsonResponse({ url: 'https://billing.stripe.com/p/session_1' });
    const onLeave = vi.fn();
    renderWithProviders(<MyPayments onLeave={onLeave} />);
    fireEvent.click(await screen.findByRole('button', { name: MY_PAYMENTS_MESSAGES.updateCard }));
    await waitFor(() => expect(onLeave).toHaveBeenCalledWith('https://billing.stripe.com/p/session_1'));
  });

  it('offers no « Mettre à jour ma carte » with the simulated provider (no card is kept)', async () => {
    payments = [];
    access = { has_access: true, until: '2026-12-20T10:00:00.000Z', subscription_active: true, can_cancel: true };
    config = jsonResponse({ product_name: 'Fournil', map_style_url: '', payment_provider_name: 'Simulation', simulated_checkout: true });
    renderWithProviders(<MyPayments />);
    expect(await screen.findByText('prochain renouvellement le 20 décembre 2026')).toBeTruthy();
    await waitFor(() => expect(calls.some((call) => call.url === '/api/config/')).toBe(true));
    await waitFor(() => expect(screen.queryByRole('button', { name: MY_PAYMENTS_MESSAGES.updateCard })).toBeNull());
    expect(screen.getByRole('button', { name: PAYMENT_MESSAGES.cancelSubscription })).toBeTruthy();
  });
});
