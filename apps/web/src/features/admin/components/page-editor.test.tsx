import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { stubFetch } from '@/testing/stub-fetch';
import { mentionsPage, requestsOf, routeFetch } from '@/testing/admin-fixtures';
import { PageEditor } from './page-editor';

describe('PageEditor', () => {
  const fetchMock = stubFetch();

  it('renders the markdown live, with scripts and event handlers removed as on the public page', async () => {
    routeFetch(fetchMock, { 'GET /api/admin/pages/mentions/': () => mentionsPage });
    renderWithProviders(<PageEditor slug="mentions" />, { path: '/admin/pages/:slug', route: '/admin/pages/mentions' });
    const content = await screen.findByLabelText('Contenu (markdown)');
    expect(screen.getByText(/Modifiée le 21 novembre 2026 à 14:05/)).toBeTruthy();

    fireEvent.change(content, {
      target: {
        value: '# Bonjour\n\n<script>window.__pwned=1</script>\n\n<img src=x onerror="window.__pwned=1">\n\n[lien](javascript:alert(1))',
      },
    });
    const preview = screen.getByRole('region', { name: 'Aperçu de la page' });
    await waitFor(() => expect(preview.querySelector('h1')?.textContent).toBe('Bonjour'));
    expect(preview.querySelector('script')).toBeNull();
    expect(preview.querySelector('[onerror]')).toBeNull();
    expect(preview.querySelector('a')?.getAttribute('href') ?? null).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('refuses a bad slug with the contract’s message and saves with PUT on the page’s address', async () => {
    routeFetch(fetchMock, {
      'GET /api/admin/pages/mentions/': () => mentionsPage,
      'PUT /api/admin/pages/mentions/': ({ body }) => ({ ...mentionsPage, ...(body as object), updated_at: '2026-11-22T10:00:00.000Z' }),
    });
    renderWithProviders(<PageEditor slug="mentions" />, { path: '/admin/pages/:slug', route: '/admin/pages/mentions' });
    const slug = await screen.findByLabelText('Adresse de la page');
    fireEvent.change(slug, { target: { value: 'Mentions Légales' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText('Adresse invalide : lettres minuscules, chiffres et tirets, sans tiret au début ni à la fin.'),
    ).toBeTruthy();

    fireEvent.change(slug, { target: { value: 'mentions' } });
    fireEvent.change(screen.getByLabelText('Titre'), { target: { value: 'Mentions' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Page enregistrée.')).toBeTruthy();
    const put = requestsOf(fetchMock).find((request) => request.method === 'PUT')!;
    expect(put.path).toBe('/api/admin/pages/mentions/');
    expect(put.body).toEqual({ slug: 'mentions', title: 'Mentions', content: mentionsPage.content });
  });

  it('lists the placeholders the server fills from the configuration', async () => {
    routeFetch(fetchMock, { 'GET /api/admin/pages/mentions/': () => mentionsPage });
    renderWithProviders(<PageEditor slug="mentions" />, { path: '/admin/pages/:slug', route: '/admin/pages/mentions' });
    await screen.findByLabelText('Contenu (markdown)');
    expect(screen.getByText('Coordonnées remplies automatiquement')).toBeTruthy();
    for (const placeholder of ['{{editeur.nom}}', '{{directeur_publication}}', '{{hebergeur.adresse}}', '{{services.email}}']) {
      expect(screen.getByText(placeholder)).toBeTruthy();
    }
  });
});
