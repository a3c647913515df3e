import { ADMIN_MESSAGES } from '@fournil/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';
import { stubFetch } from '@/testing/stub-fetch';
import { faqRow, requestsOf, routeFetch } from '@/testing/admin-fixtures';
import { FaqEditor } from './faq-editor';

describe('FaqEditor', () => {
  const fetchMock = stubFetch();

  it('creates a FAQ with its colour, destinations and order, previewing the answer through the sanitizer', async () => {
    routeFetch(fetchMock, { 'POST /api/admin/faqs/': ({ body }) => ({ ...faqRow, ...(body as object), id: 12 }) });
    renderWithProviders(<FaqEditor id={null} />, {
      path: '/admin/faq/:id',
      route: '/admin/faq/nouvelle',
      routes: { '/admin/faq/12': <p>FAQ 12</p> },
    });

    fireEvent.change(screen.getByLabelText('Question'), { target: { value: 'Où trouver du pain ?' } });
    const answer = screen.getByLabelText('Réponse');
    fireEvent.change(answer, {
      target: { value: 'Près de chez vous <img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>' },
    });
    const preview = screen.getByRole('region', { name: 'Aperçu de la question' });
    await waitFor(() => expect(preview.textContent).toContain('Près de chez vous'));
    expect(preview.querySelector('script')).toBeNull();
    expect(preview.querySelector('[onerror]')).toBeNull();
    expect(preview.querySelector('.faq-item')?.getAttribute('data-color')).toBe('orange');

    // The toolbar wraps the selection in tags.
    (answer as HTMLTextAreaElement).setSelectionRange(0, 4);
    fireEvent.click(screen.getByRole('button', { name: 'Gras' }));
    expect((answer as HTMLTextAreaElement).value.startsWith('<strong>Près</strong> de chez vous')).toBe(true);

    fireEvent.click(screen.getByLabelText('Bleu'));
    fireEvent.click(screen.getByRole('checkbox', { name: /Contact/ }));
    fireEvent.change(screen.getByLabelText('Ordre'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('FAQ 12')).toBeTruthy();
    const post = requestsOf(fetchMock).find((request) => request.method === 'POST')!;
    expect(post.body).toMatchObject({
      question: 'Où trouver du pain ?',
      color: 'blue',
      destinations: ['/', '/messageriedirect'],
      position: 5,
    });
    expect((post.body as { answer: string }).answer.startsWith('<strong>Près</strong>')).toBe(true);
  });

  it('asks for at least one destination with the contract’s message', async () => {
    routeFetch(fetchMock, {});
    renderWithProviders(<FaqEditor id={null} />, { path: '/admin/faq/:id', route: '/admin/faq/nouvelle' });
    fireEvent.change(screen.getByLabelText('Question'), { target: { value: 'Question ?' } });
    fireEvent.change(screen.getByLabelText('Réponse'), { target: { value: 'Réponse.' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /Accueil/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(ADMIN_MESSAGES.destinations)).toBeTruthy();
    expect(requestsOf(fetchMock).some((request) => request.method === 'POST')).toBe(false);
  });

  it('puts a refused field’s message under it, focuses it, and says the question was not saved', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse({ question: ['Cette question existe déjà.'] }, 400)));
    renderWithProviders(<FaqEditor id={null} />, { path: '/admin/faq/:id', route: '/admin/faq/nouvelle' });
    fireEvent.change(screen.getByLabelText('Question'), { target: { value: 'Question ?' } });
    fireEvent.change(screen.getByLabelText('Réponse'), { target: { value: 'Réponse.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Cette question existe déjà.')).toBeTruthy();
    expect(screen.getByText('La question n’a pas pu être enregistrée. Réessayez dans un instant.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Question'));
  });

  it('offers every page with a FAQ block and every static page, and saves a FAQ unchanged, a deleted page included', async () => {
    const faq = { ...faqRow, id: 7, destinations: ['/login', '/page/cgv', '/page/ancienne'] };
    routeFetch(fetchMock, {
      'GET /api/admin/faqs/7/': () => faq,
      'GET /api/admin/pages/': () => ({
        count: 1,
        next: null,
        previous: null,
        results: [{ slug: 'cgv', title: 'Conditions générales de vente', content: '', updated_at: '2026-11-01T10:00:00Z' }],
      }),
      'PUT /api/admin/faqs/7/': ({ body }) => ({ ...faq, ...(body as object) }),
    });
    renderWithProviders(<FaqEditor id={7} />, { path: '/admin/faq/:id', route: '/admin/faq/7' });

    expect(await screen.findByRole('checkbox', { name: /Page « Conditions générales de vente »/ })).toHaveProperty('checked', true);
    for (const label of ['Connexion', 'Mes boulangeries', 'Régie publicitaire', 'Mes paiements']) {
      expect(screen.getByRole('checkbox', { name: new RegExp(label) })).toBeTruthy();
    }
    expect(screen.getByRole('checkbox', { name: /Connexion/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: /\/page\/ancienne/ })).toHaveProperty('checked', true);

    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(requestsOf(fetchMock).some((request) => request.method === 'PUT')).toBe(true));
    const put = requestsOf(fetchMock).find((request) => request.method === 'PUT')!;
    expect((put.body as { destinations: string[] }).destinations.sort()).toEqual(['/login', '/page/ancienne', '/page/cgv']);
  });
});
