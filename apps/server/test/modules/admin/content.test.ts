// Static pages and FAQs edited by staff (docs/back-office.md, "Static pages" and "FAQs";
// docs/content.md): every write is visible at once on the public endpoints and leaves one audit
// entry with the record before and after, as the admin API shows it.
import { ADMIN_MESSAGES, FAQ_PAGES, type TAdminFaq, type TAdminPage } from '@fournil/shared';
import { SEED_FAQS } from '../../../src/db/seed/content.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRequest, auditEntriesOf, staffAccount } from '../../testing/admin-fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/helper.js';
import { PRO_TEST_ENV, type Account } from '../../testing/manager-fixtures.js';

let t: TestApp;
let staff: Account;

const api = (method: Parameters<typeof adminRequest>[2], url: string, payload?: unknown) =>
  adminRequest(t.app, staff, method, url, payload);
const publicGet = (url: string) => t.app.inject({ method: 'GET', url });

beforeAll(async () => {
  t = await buildTestApp(PRO_TEST_ENV);
  staff = await staffAccount(t.app, 'contenu-staff');
}, 180_000);

afterAll(async () => {
  await t?.close();
});

describe('/api/admin/pages/', () => {
  it('lists the seeded pages, sorted and searched on the server', async () => {
    const bySlug = await api('GET', '/api/admin/pages/?sort=slug');
    expect(bySlug.statusCode).toBe(200);
    const slugs = (bySlug.json().results as TAdminPage[]).map((page) => page.slug);
    expect(slugs).toEqual(expect.arrayContaining(['mentions', 'confidentialite', 'cgv', 'accessibilite', 'cgu', 'about', 'infos']));
    expect(slugs).toEqual([...slugs].sort());
    const reversed = (await api('GET', '/api/admin/pages/?sort=-slug')).json().results as TAdminPage[];
    expect(reversed.map((page) => page.slug)).toEqual([...slugs].reverse());
    const searched = (await api('GET', '/api/admin/pages/?q=MENTIONS')).json();
    expect(searched.results.map((page: TAdminPage) => page.slug)).toContain('mentions');
    expect(searched.count).toBe(searched.results.length);
  });

  it('creates, edits, renames and deletes a page; the public page follows at once; each write is audited', async () => {
    const created = await api('POST', '/api/admin/pages/', {
      slug: 'horaires-fetes',
      title: 'Horaires des fêtes',
      content: '# Noël\n\nOuvert le 24.',
    });
    expect(created.statusCode).toBe(201);
    const page = created.json() as TAdminPage;
    expect(page).toMatchObject({ slug: 'horaires-fetes', title: 'Horaires des fêtes', content: '# Noël\n\nOuvert le 24.' });
    expect((await publicGet('/api/pages/horaires-fetes/')).json()).toMatchObject({
      title: 'Horaires des fêtes',
      content: '# Noël\n\nOuvert le 24.',
    });

    const edited = await api('PUT', '/api/admin/pages/horaires-fetes/', {
      slug: 'horaires-fetes',
      title: 'Horaires des fêtes',
      content: 'Ouvert le 24 et le 31.',
    });
    expect(edited.statusCode).toBe(200);
    expect(new Date(edited.json().updated_at).getTime()).toBeGreaterThan(new Date(page.updated_at).getTime());
    expect((await publicGet('/api/pages/horaires-fetes/')).json().content).toBe('Ouvert le 24 et le 31.');

    const renamed = await api('PUT', '/api/admin/pages/horaires-fetes/', {
      slug: 'fetes',
      title: 'Les fêtes',
      content: 'Ouvert le 24 et le 31.',
    });
    expect(renamed.statusCode).toBe(200);
    expect((await publicGet('/api/pages/horaires-fetes/')).statusCode).toBe(404);
    expect((await publicGet('/api/pages/fetes/')).json().title).toBe('Les fêtes');

    const deleted = await api('DELETE', '/api/admin/pages/fetes/');
    expect(deleted.statusCode).toBe(204);
    expect((await publicGet('/api/pages/fetes/')).statusCode).toBe(404);
    expect((await api('GET', '/api/admin/pages/fetes/')).json()).toEqual({ detail: ADMIN_MESSAGES.notFound });

    // Filed under the page's address after the action: a rename under its new address.
    const [create, edit] = await auditEntriesOf(t.app, staff, 'page', 'horaires-fetes');
    expect(create).toMatchObject({ action: 'create', actor_email: staff.email, before: null, after: page });
    expect(edit).toMatchObject({ action: 'update', before: page, after: edited.json() });
    const [rename, remove, ...more] = await auditEntriesOf(t.app, staff, 'page', 'fetes');
    expect(rename).toMatchObject({ action: 'update', before: edited.json(), after: renamed.json() });
    expect(remove).toMatchObject({ action: 'delete', before: renamed.json(), after: null });
    expect(more).toEqual([]);
  });

  it('refuses a second page at the same address (409 on slug), also by renaming, and a bad address (400)', async () => {
    const taken = await api('POST', '/api/admin/pages/', { slug: 'mentions', title: 'Doublon', content: '' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ slug: [ADMIN_MESSAGES.slugTaken] });
    const renamedOnto = await api('PUT', '/api/admin/pages/cgu/', { slug: 'mentions', title: 'CGU', content: '' });
    expect(renamedOnto.statusCode).toBe(409);
    expect(renamedOnto.json()).toEqual({ slug: [ADMIN_MESSAGES.slugTaken] });
    expect((await publicGet('/api/pages/cgu/')).statusCode).toBe(200);

    for (const slug of ['Mentions', '-mentions', 'a--b', 'a b', 'é']) {
      const response = await api('POST', '/api/admin/pages/', { slug, title: 'X', content: '' });
      expect(response.statusCode, slug).toBe(400);
      expect(response.json(), slug).toEqual({ slug: [ADMIN_MESSAGES.slug] });
    }
    const untitled = await api('POST', '/api/admin/pages/', { slug: 'sans-titre', title: '  ', content: '' });
    expect(untitled.json()).toEqual({ title: [ADMIN_MESSAGES.title] });
    expect((await api('PUT', '/api/admin/pages/inconnue/', { slug: 'inconnue', title: 'X', content: '' })).statusCode).toBe(404);
    expect((await api('DELETE', '/api/admin/pages/inconnue/')).statusCode).toBe(404);
  });
});

describe('/api/admin/faqs/', () => {
  const faqInput = {
    question: 'Comment signaler une boulangerie fermée ?',
    answer: '<p>Écrivez-nous depuis la page <strong>Contact</strong>.</p>',
    color: 'teal',
    destinations: ['/', '/messageriedirect', '/'],
    position: 3,
  };

  it('creates a FAQ (a destination chosen twice kept once), edits and deletes it; the public list follows; each write is audited', async () => {
    const created = await api('POST', '/api/admin/faqs/', faqInput);
    expect(created.statusCode).toBe(201);
    const faq = created.json() as TAdminFaq;
    expect(faq).toMatchObject({ ...faqInput, destinations: ['/', '/messageriedirect'] });
    const publicFaqs = (await publicGet('/api/faqs/')).json() as { id: number; question: string; destinations: string[] }[];
    expect(publicFaqs.find((candidate) => candidate.id === faq.id)).toMatchObject({
      question: faqInput.question,
      destinations: ['/', '/messageriedirect'],
    });

    const edited = await api('PUT', `/api/admin/faqs/${faq.id}/`, { ...faqInput, color: 'brown', destinations: ['/dashboard'] });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: faq.id, color: 'brown', destinations: ['/dashboard'], created_at: faq.created_at });
    expect(((await publicGet('/api/faqs/')).json() as TAdminFaq[]).find((candidate) => candidate.id === faq.id)).toMatchObject({
      color: 'brown',
    });

    expect((await api('DELETE', `/api/admin/faqs/${faq.id}/`)).statusCode).toBe(204);
    expect(((await publicGet('/api/faqs/')).json() as TAdminFaq[]).some((candidate) => candidate.id === faq.id)).toBe(false);
    expect((await api('GET', `/api/admin/faqs/${faq.id}/`)).statusCode).toBe(404);

    const entries = await auditEntriesOf(t.app, staff, 'faq', faq.id);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update', 'delete']);
    expect(entries[0]).toMatchObject({ before: null, after: faq });
    expect(entries[1]).toMatchObject({ before: faq, after: edited.json() });
    expect(entries[2]).toMatchObject({ before: edited.json(), after: null });
  });

  it('stores the answer as typed: it is sanitized wherever it is shown, as every FAQ', async () => {
    const answer = '<img src=x onerror="alert(1)"><script>alert(2)</script>Réponse';
    const created = await api('POST', '/api/admin/faqs/', { ...faqInput, answer });
    expect(created.json().answer).toBe(answer);
  });

  it('refuses a destination that shows no FAQ block, none at all, an unknown colour and a bad order, in French', async () => {
    for (const destination of ['/admin', '/profil', '/page/', '/page/Majuscules', '/page/a/b']) {
      const badDestination = await api('POST', '/api/admin/faqs/', { ...faqInput, destinations: [destination] });
      expect(badDestination.statusCode, destination).toBe(400);
      expect(badDestination.json()).toEqual({ destinations: [ADMIN_MESSAGES.destination] });
    }
    expect((await api('POST', '/api/admin/faqs/', { ...faqInput, destinations: [] })).json()).toEqual({
      destinations: [ADMIN_MESSAGES.destinations],
    });
    expect((await api('POST', '/api/admin/faqs/', { ...faqInput, color: 'pink' })).json()).toEqual({ color: [ADMIN_MESSAGES.color] });
    expect((await api('POST', '/api/admin/faqs/', { ...faqInput, position: -1 })).json()).toEqual({ position: [ADMIN_MESSAGES.position] });
    expect((await api('PUT', '/api/admin/faqs/2147483647/', faqInput)).json()).toEqual({ detail: ADMIN_MESSAGES.notFound });
  });

  it('accepts every page that shows a FAQ block and any static page, and the public list follows', async () => {
    const destinations = [...FAQ_PAGES.map((page) => page.path), '/page/cgv', '/page/une-page-a-venir'];
    const created = await api('POST', '/api/admin/faqs/', { ...faqInput, question: 'Partout ?', destinations });
    expect(created.statusCode).toBe(201);
    expect(created.json().destinations).toEqual(destinations);
    const publicFaqs = (await publicGet('/api/faqs/')).json() as TAdminFaq[];
    expect(publicFaqs.find((faq) => faq.question === 'Partout ?')?.destinations).toEqual(destinations);
  });

  it('saves every seeded FAQ again unchanged', async () => {
    const seeded = (await api('GET', '/api/admin/faqs/?page_size=100')).json().results as TAdminFaq[];
    for (const seed of SEED_FAQS) {
      const faq = seeded.find((candidate) => candidate.question === seed.question);
      expect(faq, seed.question).toBeDefined();
      const { id, created_at: _createdAt, ...input } = faq!;
      const saved = await api('PUT', `/api/admin/faqs/${id}/`, input);
      expect(saved.statusCode, seed.question).toBe(200);
      expect(saved.json()).toEqual(faq);
    }
  });

  it('lists FAQs by position by default, and by question on demand', async () => {
    const byPosition = (await api('GET', '/api/admin/faqs/?page_size=100')).json().results as TAdminFaq[];
    const positions = byPosition.map((faq) => faq.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    const byQuestion = (await api('GET', '/api/admin/faqs/?sort=-question&page_size=2')).json();
    expect(byQuestion.results).toHaveLength(2);
    expect(byQuestion.count).toBe(byPosition.length);
  });
});
