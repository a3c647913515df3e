import { expect, expectAccessible, test } from '../support/fixtures.js';
import { insertFaq, insertPage } from '../support/db.js';

const PUBLIC_ROUTES = [
  '/',
  '/page/mentions',
  '/messageriedirect',
  '/magister',
  '/login',
  '/register',
  '/forgot-password',
  '/itineraire',
  '/paiement/success',
  '/success',
  '/email-confirmation/abc',
  '/activation/abc/def',
  '/reset-password/abc/def',
  '/invite/accepter/abc',
  '/nimporte-quoi',
];

test.describe('every screen', () => {
  for (const route of PUBLIC_ROUTES) {
    test(`${route} shows the bottom navigation`, async ({ page }) => {
      await page.goto(route);
      const nav = page.getByRole('navigation', { name: 'Navigation principale' });
      await expect(nav.getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/');
      await expect(nav.getByRole('link', { name: 'Nous contacter' })).toHaveAttribute('href', '/messageriedirect');
      await expect(nav.getByRole('link', { name: 'Accès PRO' })).toHaveAttribute('href', '/magister');
    });
  }

  test('a login-only route without a token redirects to /login', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('/connexion redirects to the canonical /login', async ({ page }) => {
    await page.goto('/connexion');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test('an unknown path shows 404 - Page non trouvée', async ({ page }) => {
  await page.goto('/nimporte-quoi');
  await expect(page.getByText('404 - Page non trouvée')).toBeVisible();
  await expectAccessible(page);
});

test('the bottom navigation works with the keyboard', async ({ page }) => {
  await page.goto('/page/cgu');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Conditions générales d'utilisation");
  const contact = page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Nous contacter' });
  await contact.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/messageriedirect$/);
});

test.describe('static pages', () => {
  test('/page/mentions shows its title, rendered markdown and French update date', async ({ page }) => {
    await page.goto('/page/mentions');
    await expect(page.getByRole('heading', { level: 1, name: 'Mentions légales' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Éditeur du site' })).toBeVisible();
    await expect(page.locator('strong', { hasText: 'Siège social' })).toBeVisible();
    // The publisher comes from the configuration: the demonstration one outside production.
    await expect(page.getByText('Fournil SAS (démonstration)').first()).toBeVisible();
    await expect(page.getByText(/Mis à jour le \d{1,2} [a-zéû]+ \d{4}/)).toBeVisible();
    await expect(page).toHaveTitle(/Mentions légales/);
    await expectAccessible(page);
  });

  test('the home footer reaches every legal page; « Cookies » opens the privacy policy at its cookies section', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    const footer = page.getByRole('navigation', { name: 'Informations légales' });
    await footer.scrollIntoViewIfNeeded();
    for (const name of ['Mentions légales', 'Confidentialité', 'Cookies', 'CGV', 'CGU', 'Accessibilité : partiellement conforme']) {
      await expect(footer.getByRole('link', { name })).toBeVisible();
    }
    await footer.getByRole('link', { name: 'Cookies' }).click();
    await expect(page).toHaveURL(/\/page\/confidentialite#cookies$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Politique de confidentialité' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Cookies et stockage dans le navigateur' })).toBeInViewport();
    await expectAccessible(page);
  });

  for (const [slug, title] of [
    ['cgv', 'Conditions générales de vente'],
    ['accessibilite', "Déclaration d'accessibilité"],
  ] as const) {
    test(`/page/${slug} shows « ${title} » with the demonstration publisher, accessible at 375 px`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(`/page/${slug}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText(/Fournil SAS \(démonstration\)/).first()).toBeVisible();
      await expectAccessible(page);
    });
  }

  test('the deep link /page/cgu loads directly', async ({ page }) => {
    const response = await page.goto('/page/cgu');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: "Conditions générales d'utilisation" })).toBeVisible();
  });

  test('/page without a slug shows the mentions page', async ({ page }) => {
    await page.goto('/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Mentions légales' })).toBeVisible();
  });

  test('an unknown slug shows Page introuvable with empty content', async ({ page }) => {
    await page.goto('/page/cette-page-nexiste-pas');
    await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
    await expect(page.locator('article').getByRole('heading', { level: 2 })).toHaveCount(0);
    await expect(page.locator('article p:not(.meta-line)')).toHaveCount(0);
  });

  test('markdown containing <script> or onerror= is rendered inert', async ({ page, consoleErrors }) => {
    await insertPage({
      slug: 'piege',
      title: 'Page piégée',
      content: [
        '## Titre sûr',
        '<script>window.__pwned = "script"</script>',
        '<img src="x" onerror="window.__pwned = \'onerror\'">',
        "[lien](javascript:window.__pwned='link')",
        '<a href="#" onclick="window.__pwned=\'click\'">clic</a>',
      ].join('\n\n'),
    });
    await page.goto('/page/piege');
    await expect(page.getByRole('heading', { level: 2, name: 'Titre sûr' })).toBeVisible();
    await page.getByText('clic').click();
    const content = page.locator('main');
    await expect(content.locator('script')).toHaveCount(0);
    await expect(content.locator('[onerror], [onclick]')).toHaveCount(0);
    await expect(content.locator('a[href^="javascript:"]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
    // Chromium reports the CSP refusing the handler while the sanitiser parses the hostile HTML in
    // an inert document: proof the policy holds, not an application error.
    const cspRefusals = consoleErrors.filter((line) => line.includes('Content Security Policy'));
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((line) => !cspRefusals.includes(line)));
  });
});

test.describe('FAQ block', () => {
  test('shows only the FAQs whose destinations include the current path', async ({ page }) => {
    await insertPage({ slug: 'faq-test', title: 'Page de test FAQ', content: 'Bonjour.' });
    await insertFaq({
      question: 'Question pour la page de test ?',
      answer: '<p>Réponse visible.</p>',
      color: 'green',
      destinations: ['/page/faq-test'],
    });
    await insertFaq({ question: 'Question pour une autre page ?', answer: '<p>Ailleurs.</p>', destinations: ['/page/autre'] });
    await page.goto('/page/faq-test');
    await expect(page.getByText('Question pour la page de test ?')).toBeVisible();
    await expect(page.getByText('Question pour une autre page ?')).toHaveCount(0);
    await page.getByText('Question pour la page de test ?').click();
    await expect(page.getByText('Réponse visible.')).toBeVisible();
  });

  test('a static page that no FAQ targets shows no empty FAQ box and leads back home', async ({ page }) => {
    await insertPage({ slug: 'sans-faq', title: 'Sans FAQ', content: 'Rien.' });
    await page.goto('/page/sans-faq');
    await expect(page.getByRole('heading', { name: 'Sans FAQ' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Questions fréquentes' })).toHaveCount(0);
    await expect(page.getByText('Aucune question fréquente pour cette section.')).toHaveCount(0);
    await page.getByRole('link', { name: 'Retour à l’accueil' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the hub /magister shows its own FAQs', async ({ page }) => {
    await page.goto('/magister');
    await expect(page.getByRole('heading', { name: 'Bienvenue sur la plateforme' })).toBeVisible();
    await expect(page.getByText('Qui peut créer un compte professionnel ?')).toBeVisible();
    await expect(page.getByText('J’ai oublié mon mot de passe')).toHaveCount(0);
    await expectAccessible(page);
  });
});

test('the document is French and installable', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await request.get(manifestHref!)).json();
  expect(manifest.lang).toBe('fr');
  expect((await request.get((await page.locator('link[rel="icon"]').first().getAttribute('href'))!)).status()).toBe(200);
});
