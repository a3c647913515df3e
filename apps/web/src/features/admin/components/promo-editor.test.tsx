import { ADMIN_MESSAGES } from '@fournil/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { stubFetch } from '@/testing/stub-fetch';
import { promoRow, requestsOf, routeFetch } from '@/testing/admin-fixtures';
import { ONCE_PER_ACCOUNT_LABEL, PromoEditor } from './promo-editor';

describe('PromoEditor', () => {
  const fetchMock = stubFetch();

  it('sends the discount typed in euros as cents, the code in capitals and Paris dates as instants', async () => {
    routeFetch(fetchMock, { 'POST /api/admin/promo-codes/': ({ body }) => ({ ...promoRow, ...(body as object), id: 21, uses: 0 }) });
    renderWithProviders(<PromoEditor id={null} />, {
      path: '/admin/codes-promo/:id',
      route: '/admin/codes-promo/nouveau',
      routes: { '/admin/codes-promo/21': <p>Code 21</p> },
    });

    const code = screen.getByLabelText('Code') as HTMLInputElement;
    fireEvent.change(code, { target: { value: 'noel-2026' } });
    expect(code.value).toBe('NOEL-2026');
    fireEvent.change(screen.getByLabelText('Remise (€)'), { target: { value: '12,5' } });
    fireEvent.change(screen.getByLabelText('Valable jusqu’au'), { target: { value: '2026-12-31T23:59' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Code 21')).toBeTruthy();
    const post = requestsOf(fetchMock).find((request) => request.method === 'POST')!;
    expect(post.body).toEqual({
      code: 'NOEL-2026',
      discount_cents: 1250,
      valid_from: null,
      valid_until: '2026-12-31T22:59:00.000Z',
      max_uses: null,
      is_active: true,
      once_per_account: true,
    });
  });

  it('offers « Utilisable une seule fois par compte », checked for a new code', () => {
    renderWithProviders(<PromoEditor id={null} />, { path: '/admin/codes-promo/:id', route: '/admin/codes-promo/nouveau' });
    const once = screen.getByRole('checkbox', { name: ONCE_PER_ACCOUNT_LABEL }) as HTMLInputElement;
    expect(ONCE_PER_ACCOUNT_LABEL).toBe('Utilisable une seule fois par compte');
    expect(once.checked).toBe(true);
  });

  it('lets staff allow a code several times per account: the box unchecked is sent as false', async () => {
    routeFetch(fetchMock, {
      'GET /api/admin/promo-codes/9/': () => promoRow,
      'PUT /api/admin/promo-codes/9/': ({ body }) => ({ ...promoRow, ...(body as object) }),
    });
    renderWithProviders(<PromoEditor id={9} />, { path: '/admin/codes-promo/:id', route: '/admin/codes-promo/9' });
    const once = (await screen.findByRole('checkbox', { name: ONCE_PER_ACCOUNT_LABEL })) as HTMLInputElement;
    expect(once.checked).toBe(true);
    fireEvent.click(once);
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(requestsOf(fetchMock).some((request) => request.method === 'PUT')).toBe(true));
    const put = requestsOf(fetchMock).find((request) => request.method === 'PUT')!;
    expect(put.body).toMatchObject({ code: 'BIENVENUE', once_per_account: false });
  });

  it('shows a code staff opened to reuse with the box unchecked', async () => {
    routeFetch(fetchMock, { 'GET /api/admin/promo-codes/9/': () => ({ ...promoRow, once_per_account: false }) });
    renderWithProviders(<PromoEditor id={9} />, { path: '/admin/codes-promo/:id', route: '/admin/codes-promo/9' });
    expect(((await screen.findByRole('checkbox', { name: ONCE_PER_ACCOUNT_LABEL })) as HTMLInputElement).checked).toBe(false);
  });

  it('shows an existing code in euros with its uses, and refuses an amount that is not one', async () => {
    routeFetch(fetchMock, { 'GET /api/admin/promo-codes/9/': () => promoRow });
    renderWithProviders(<PromoEditor id={9} />, { path: '/admin/codes-promo/:id', route: '/admin/codes-promo/9' });
    const discount = (await screen.findByLabelText('Remise (€)')) as HTMLInputElement;
    expect(discount.value).toBe('5');
    expect(screen.getAllByText(/3 \/ 10 utilisations/).length).toBeGreaterThan(0);
    expect((screen.getByLabelText('Valable jusqu’au') as HTMLInputElement).value).toBe('2026-12-31T23:59');

    fireEvent.change(discount, { target: { value: '5,255' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(ADMIN_MESSAGES.discount)).toBeTruthy();
    expect(requestsOf(fetchMock).some((request) => request.method === 'PUT')).toBe(false);
  });

  it('shows the server’s French refusal when a code that has served is deleted', async () => {
    const detail = 'Ce code a déjà servi : désactivez-le plutôt que de le supprimer (les paiements qui l’ont utilisé gardent leur lien).';
    routeFetch(fetchMock, { 'GET /api/admin/promo-codes/9/': () => promoRow });
    renderWithProviders(<PromoEditor id={9} />, { path: '/admin/codes-promo/:id', route: '/admin/codes-promo/9' });
    await screen.findByLabelText('Remise (€)');
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((input, init) =>
      init?.method === 'DELETE'
        ? Promise.resolve(new Response(JSON.stringify({ detail }), { status: 409, headers: { 'Content-Type': 'application/json' } }))
        : original(input, init),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer le code' }));
    fireEvent.click(screen.getByRole('button', { name: 'Oui' }));
    expect(await screen.findByText(detail)).toBeTruthy();
  });
});
