// Public pages are documents (docs/public-pages.md): the HTML the server sends for a bakery page, a
// static page and the home page, read without running any JavaScript, as a crawler or a link
// preview does; real 404s; robots.txt and the sitemaps.
import { parisDay } from '@fournil/shared';
import { eq, sql } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bakeries, bakeryClosures, users } from '../../../src/db/schema/index.js';
import { insertBakery, insertOwner } from '../../testing/bakery-fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/helper.js';
import { fakeWebBuild } from '../../testing/web-build.js';
import { attr, parseHtml, text, type ParsedHtml } from '../../testing/parsed-html.js';

const APP_URL = 'https://fournil.test';
let t: TestApp;
let ownerId: number;
const db = () => t.app.db.db;

async function fetchPage(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  return { response, html: parseHtml(response.body) };
}

function jsonLdOf(html: ParsedHtml): Record<string, unknown>[] {
  return html.find('script', { type: 'application/ld+json' }).map((script) => JSON.parse(text(script)) as Record<string, unknown>);
}

const canonicalOf = (html: ParsedHtml) => attr(html.find('link', { rel: 'canonical' })[0], 'href');

beforeAll(async () => {
  t = await buildTestApp({ APP_URL }, { webDistDir: fakeWebBuild() });
  ownerId = await insertOwner(db());
}, 180_000);
afterAll(async () => t?.close());

describe('GET /boulangerie/{id}: the served HTML, without JavaScript', () => {
  it('holds the title, description, canonical, sharing tags, JSON-LD with the hours, and the visible content', async () => {
    const bakery = await insertBakery(db(), ownerId, {
      nom: 'Le Fournil des Pentes',
      position: { lat: 45.7705, lng: 4.8297 },
      adressePostale: '12 montée de la Grande-Côte',
      ville: 'Lyon',
      codePostalBoulangerie: '69001',
      telephoneBoulangerie: '04 78 00 00 00',
      descriptionCourte: 'Pain au levain cuit au feu de bois.',
      disponibiliteCroissant: true,
    });
    await db().insert(bakeryClosures).values({ bakeryId: bakery.id, debut: '2099-08-01', fin: '2099-08-15', motif: 'Congés' });

    const { response, html } = await fetchPage(`/boulangerie/${bakery.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(html.title).toBe('Le Fournil des Pentes — boulangerie à Lyon | Fournil');
    expect(html.meta('description')).toBe(
      'Pain au levain cuit au feu de bois. · 12 montée de la Grande-Côte, 69001 Lyon · Mardi–dimanche 7\u00a0h–13\u00a0h, 15\u00a0h–19\u00a0h\u00a030',
    );
    expect(html.find('meta', { name: 'description' })).toHaveLength(1);
    expect(canonicalOf(html)).toBe(`${APP_URL}/boulangerie/${bakery.id}`);
    expect(html.meta('og:title')).toBe(html.title);
    expect(html.meta('og:url')).toBe(`${APP_URL}/boulangerie/${bakery.id}`);
    expect(html.meta('twitter:card')).toBeTruthy();
    expect(html.meta('robots')).toBeNull();
    // The build's code hints for the bakery page stay.
    expect(attr(html.find('link', { rel: 'modulepreload' })[0], 'href')).toBe('/assets/bakery.js');

    const [jsonLd] = jsonLdOf(html);
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Bakery',
      name: 'Le Fournil des Pentes',
      telephone: '04 78 00 00 00',
      url: `${APP_URL}/boulangerie/${bakery.id}`,
      address: {
        '@type': 'PostalAddress',
        streetAddress: '12 montée de la Grande-Côte',
        postalCode: '69001',
        addressLocality: 'Lyon',
        addressCountry: 'FR',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 45.7705, longitude: 4.8297 },
    });
    const hours = jsonLd!.openingHoursSpecification as Record<string, unknown>[];
    expect(hours).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: expect.arrayContaining(['https://schema.org/Tuesday', 'https://schema.org/Sunday']),
      opens: '07:00',
      closes: '13:00',
    });
    expect(hours).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: expect.not.arrayContaining(['https://schema.org/Monday']),
      opens: '15:00',
      closes: '19:30',
    });

    const root = html.byId('root');
    expect(text(html.within(root, 'h1')[0])).toBe('Le Fournil des Pentes');
    expect(text(root)).toContain('12 montée de la Grande-Côte');
    expect(text(root)).toContain('69001 Lyon');
    // The app's toolbar and hero (« Retour », the town, the actions), then the phone for a reader without JavaScript;
    // « Mes alertes » is there when the bakery is closed at the time of the request.
    const links = html.within(root, 'a').map((link) => attr(link, 'href'));
    expect(links.slice(0, 4)).toEqual([
      '/',
      '/ville/lyon-69001',
      `/itineraire?lng=4.8297&lat=45.7705&nom=Le+Fournil+des+Pentes&id=${bakery.id}`,
      'tel:0478000000',
    ]);
    expect(links.at(-1)).toBe('tel:0478000000');
    // Written with the app's classes, so that the app's first render paints the same elements (docs/public-pages.md).
    expect(attr(html.within(root, 'h1')[0], 'class')).toBe('bakery-hero__title');
    expect(response.body).toContain('<header class="bakery-hero">');
    const rows = html.within(root, 'tr').map(text);
    expect(rows).toEqual([
      'LundiFermé',
      'Mardi7\u00a0h – 13\u00a0h, 15\u00a0h – 19\u00a0h\u00a030',
      'Mercredi7\u00a0h – 13\u00a0h, 15\u00a0h – 19\u00a0h\u00a030',
      'Jeudi7\u00a0h – 13\u00a0h, 15\u00a0h – 19\u00a0h\u00a030',
      'Vendredi7\u00a0h – 13\u00a0h, 15\u00a0h – 19\u00a0h\u00a030',
      'Samedi7\u00a0h – 13\u00a0h, 15\u00a0h – 19\u00a0h\u00a030',
      'Dimanche7\u00a0h – 13\u00a0h, 15\u00a0h – 19\u00a0h\u00a030',
    ]);
    expect(html.within(html.within(root, 'ul')[0], 'li').map(text)).toEqual(['viennoiseries']);
    // The town line is the app's breadcrumb: one link up to the town's page.
    expect(html.within(html.within(root, 'nav')[0], 'a').map(text)).toEqual(['69001 Lyon']);

    // The app reads the same detail as the API gives, from the page: no second request.
    const embedded = JSON.parse(text(html.byId('fournil-bakery')) || 'null');
    const api = await t.app.inject({ method: 'GET', url: `/api/boulangeries/${bakery.id}/public/` });
    expect(embedded).toEqual({ ...api.json(), disponibilites_maj: expect.any(Object) });
  });

  it('writes the closures of the coming weeks as closed dates in the JSON-LD', async () => {
    const bakery = await insertBakery(db(), ownerId, { nom: 'Fournil en congés', position: null });
    const today = parisDay(new Date());
    await db().insert(bakeryClosures).values({ bakeryId: bakery.id, debut: today, fin: today, motif: 'Inventaire' });
    const { html } = await fetchPage(`/boulangerie/${bakery.id}`);
    expect(jsonLdOf(html)[0]!.openingHoursSpecification).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      validFrom: today,
      validThrough: today,
      opens: '00:00',
      closes: '00:00',
    });
  });

  it('escapes a name that tries to close the title, an attribute or the JSON-LD script', async () => {
    const nom = `</script><script>alert(1)</script>"' onmouseover="alert(2)<!--`;
    const bakery = await insertBakery(db(), ownerId, {
      nom,
      position: null,
      descriptionCourte: '</title><img src=x onerror=alert(3)>',
      ville: `Saint-"Cyr"`,
    });
    const { response, html } = await fetchPage(`/boulangerie/${bakery.id}`);
    expect(response.statusCode).toBe(200);
    // Only the build's own module script and the two data blocks: nothing the name opened.
    expect(html.all('script').map((script) => attr(script, 'type'))).toEqual(['application/ld+json', 'application/json', 'module']);
    expect(html.all('img')).toHaveLength(0);
    expect(html.title).toBe(`${nom} — boulangerie à Saint-"Cyr" | Fournil`);
    expect(html.meta('og:title')).toBe(html.title);
    expect(html.meta('description')).toContain('</title><img src=x onerror=alert(3)>');
    expect(jsonLdOf(html)[0]!.name).toBe(nom);
    expect(JSON.parse(text(html.byId('fournil-bakery'))).nom).toBe(nom);
    expect(text(html.within(html.byId('root'), 'h1')[0])).toBe(nom);
    expect(response.body).not.toContain('<script>alert(1)');
  });

  it('shows a renamed bakery’s new name at once', async () => {
    const bakery = await insertBakery(db(), ownerId, { nom: 'Ancien Nom', position: null });
    expect((await fetchPage(`/boulangerie/${bakery.id}`)).html.title).toContain('Ancien Nom');
    await db().update(bakeries).set({ nom: 'Nouveau Nom' }).where(eq(bakeries.id, bakery.id));
    const { response, html } = await fetchPage(`/boulangerie/${bakery.id}`);
    expect(html.title).toBe('Nouveau Nom — boulangerie à Paris | Fournil');
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});

describe('Sharing image', () => {
  it('is the logo when there is one, else a 1200 × 630 card the server draws, whose address changes with the name', async () => {
    const withLogo = await insertBakery(db(), ownerId, {
      nom: 'Fournil au logo',
      position: null,
      imageLogoMain: '/media/logos/fournil.png',
    });
    const logoPage = (await fetchPage(`/boulangerie/${withLogo.id}`)).html;
    expect(logoPage.meta('og:image')).toBe(`${APP_URL}/media/logos/fournil.png`);
    expect(logoPage.meta('og:image:width')).toBeNull();

    const bakery = await insertBakery(db(), ownerId, {
      nom: 'Sans Photo',
      position: null,
      ville: 'Lunéville',
      codePostalBoulangerie: '54300',
    });
    const { html } = await fetchPage(`/boulangerie/${bakery.id}`);
    const image = html.meta('og:image')!;
    expect(image).toMatch(new RegExp(`^${APP_URL}/og/boulangerie/${bakery.id}\\.png\\?v=[0-9a-f]{12}$`));
    expect([html.meta('og:image:width'), html.meta('og:image:height')]).toEqual(['1200', '630']);
    expect(html.meta('og:image:alt')).toBe('Sans Photo, boulangerie à 54300 Lunéville');
    expect(html.meta('twitter:card')).toBe('summary_large_image');
    expect(html.meta('twitter:image')).toBe(image);

    const card = await t.app.inject({ method: 'GET', url: image.slice(APP_URL.length) });
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('image/png');
    expect(card.headers['cache-control']).toBe('public, max-age=86400');
    const metadata = await sharp(card.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 1200, 630]);
    // Drawn with the shipped fonts: the name is there in dark ink (not an empty card).
    const { data, info } = await sharp(card.rawPayload)
      .extract({ left: 96, top: 170, width: 1008, height: 340 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    let darkPixels = 0;
    for (let offset = 0; offset < data.length; offset += info.channels) if (data[offset]! < 100 && data[offset + 1]! < 80) darkPixels += 1;
    expect(darkPixels).toBeGreaterThan(2_000);

    await db().update(bakeries).set({ nom: 'Avec Un Autre Nom' }).where(eq(bakeries.id, bakery.id));
    const renamed = (await fetchPage(`/boulangerie/${bakery.id}`)).html.meta('og:image');
    expect(renamed).not.toBe(image);
    const redrawn = await t.app.inject({ method: 'GET', url: renamed!.slice(APP_URL.length) });
    expect(redrawn.rawPayload.equals(card.rawPayload)).toBe(false);
  });

  it('answers 404 for a bakery that is not public or does not exist', async () => {
    const suspendedOwner = await insertOwner(db());
    const hidden = await insertBakery(db(), suspendedOwner, { nom: 'Propriétaire suspendu', position: null });
    await db().update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspendedOwner));
    for (const url of [`/og/boulangerie/${hidden.id}.png`, '/og/boulangerie/999999.png', '/og/boulangerie/abc.png']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(url.endsWith('abc.png') ? 400 : 404);
    }
  });
});

describe('HTTP status of web addresses', () => {
  it('answers 404 with the French 404 page and noindex for unknown paths, bakeries, ids and static pages', async () => {
    const deleted = await insertBakery(db(), ownerId, { nom: 'Fermée pour de bon', position: null });
    await db().delete(bakeries).where(eq(bakeries.id, deleted.id));
    const suspendedOwner = await insertOwner(db());
    const hidden = await insertBakery(db(), suspendedOwner, { nom: 'Propriétaire suspendu', position: null });
    await db().update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspendedOwner));
    for (const url of [
      '/nimporte-quoi',
      '/boulangerie/999999',
      `/boulangerie/${deleted.id}`,
      `/boulangerie/${hidden.id}`,
      '/boulangerie/abc',
      '/boulangerie/12/photos',
      '/page/inconnue',
      '/robots',
    ]) {
      const { response, html } = await fetchPage(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(html.meta('robots'), url).toBe('noindex');
      expect(html.title, url).toBe('404 - Page non trouvée | Fournil');
      expect(text(html.within(html.byId('root'), 'h1')[0]), url).toBe('404 - Page non trouvée');
      expect(canonicalOf(html), url).toBeNull();
    }
  });

  it('answers 200 for the app’s own addresses, the home page and the static pages', async () => {
    await db().execute(
      sql`INSERT INTO static_pages (slug, title, content) VALUES ('a-propos-test', 'À propos', '# Qui sommes-nous ?\n\nUne **équipe** de [boulangers](https://exemple.fr).') ON CONFLICT (slug) DO NOTHING`,
    );
    for (const url of [
      '/',
      '/login',
      '/connexion',
      '/dashboard',
      '/boulangeries/12',
      '/admin/pages/cgu',
      '/page/a-propos-test',
      '/reset-password/abc/def',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
    const home = await fetchPage('/');
    expect(home.html.title).toBe('Fournil — les boulangeries ouvertes qui ont du pain, près de chez vous');
    expect(canonicalOf(home.html)).toBe(`${APP_URL}/`);
    const page = await fetchPage('/page/a-propos-test');
    expect(page.html.title).toBe('À propos | Fournil');
    expect(page.html.meta('description')).toBe('Qui sommes-nous ? Une équipe de boulangers.');
    expect(canonicalOf(page.html)).toBe(`${APP_URL}/page/a-propos-test`);
  });

  it('keeps the API’s JSON 404 for unknown API paths', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/inconnue/' });
    expect([response.statusCode, response.json()]).toEqual([404, { detail: 'Ressource introuvable.' }]);
  });
});

describe('town pages', () => {
  it('list a town’s bakeries with their status, their week and a link, from the bakery page’s breadcrumb up', async () => {
    const first = await insertBakery(db(), ownerId, {
      nom: 'Au Pain de la Croix-Rousse',
      position: null,
      ville: 'Lyon',
      codePostalBoulangerie: '69004',
      adressePostale: '3 place de la Croix-Rousse',
    });
    // Another spelling of the same town, and a bakery of another postcode: one page each.
    await insertBakery(db(), ownerId, { nom: 'Boulangerie des Canuts', position: null, ville: 'LYON', codePostalBoulangerie: '69004' });
    await insertBakery(db(), ownerId, { nom: 'Fournil de Vaise', position: null, ville: 'Lyon', codePostalBoulangerie: '69009' });

    const { response, html } = await fetchPage('/ville/lyon-69004');
    expect(response.statusCode).toBe(200);
    expect(html.title).toBe('Boulangeries à Lyon 4e arrondissement (69004) | Fournil');
    expect(html.meta('description')).toBe(
      '2 boulangeries à Lyon 4e arrondissement (69004) : horaires, adresses et pain disponible en direct sur Fournil.',
    );
    expect(canonicalOf(html)).toBe(`${APP_URL}/ville/lyon-69004`);
    const items = html.find('li', { class: 'server-page__item' });
    expect(items.map((item) => text(html.within(item, 'h2')[0]))).toEqual(['Au Pain de la Croix-Rousse', 'Boulangerie des Canuts']);
    expect(attr(html.within(items[0], 'a')[0], 'href')).toBe(`/boulangerie/${first.id}`);
    expect(text(items[0])).toContain('3 place de la Croix-Rousse, 69004 Lyon');
    // The app's one chip, bread included: « Pain disponible · ferme à … », « Pas de pain · … », « Fermé · … »,
    // with the app's badge classes (a neutral chip has no tone class).
    const [chip] = html.within(items[0], 'span').filter((span) => attr(span, 'class')?.startsWith('badge'));
    expect(text(chip)).toMatch(/^(Pain disponible · ferme|Pas de pain · ferme|Fermé)/);
    expect(attr(chip, 'class')).toMatch(/^badge( badge--(success|danger|info|warning))? server-page__status$/);
    expect(text(items[0])).toContain('Mardi–dimanche 7\u00a0h–13\u00a0h, 15\u00a0h–19\u00a0h\u00a030');
    const [breadcrumb] = html.find('nav', { 'aria-label': 'Fil d’Ariane' });
    expect(html.within(breadcrumb, 'a').map((link) => [attr(link, 'href'), text(link)])).toEqual([
      ['/', 'Accueil'],
      ['/villes', 'Villes'],
      ['/villes/69', 'Rhône'],
    ]);

    // The index lists départements; a département lists its towns.
    const index = await fetchPage('/villes');
    expect(index.response.statusCode).toBe(200);
    const departements = index.html.find('ul', { class: 'server-page__towns' })[0];
    const rhone = index.html.within(departements, 'li').find((item) => text(item).startsWith('Rhône (69)'));
    // The link, then its count.
    // Lyon 1er (the first test's bakery), 4e and 9e: arrondissements of one city, not three towns.
    expect(text(rhone)).toBe('Rhône (69)3 arrondissements, 4 boulangeries');
    expect(index.html.all('a').map((link) => attr(link, 'href'))).not.toContain('/ville/lyon-69004');

    const departement = await fetchPage('/villes/69');
    expect(departement.response.statusCode).toBe(200);
    expect(departement.html.title).toBe('Boulangeries par ville : Rhône (69) | Fournil');
    expect(canonicalOf(departement.html)).toBe(`${APP_URL}/villes/69`);
    expect(text(departement.html.find('p', { class: 'server-page__lead' })[0])).toBe('3 arrondissements et 4 boulangeries sur Fournil.');
    // Lyon's arrondissements, under Lyon.
    const [lyon] = departement.html.find('li', { class: 'server-page__city' });
    expect(text(departement.html.within(lyon, 'h2')[0])).toBe('Lyon — 3 arrondissements');
    expect(departement.html.within(lyon, 'li').map(text)).toEqual([
      'Lyon 1er arrondissement (69001)1 boulangerie',
      'Lyon 4e arrondissement (69004)2 boulangeries',
      'Lyon 9e arrondissement (69009)1 boulangerie',
    ]);
    expect(departement.html.all('a').map((link) => attr(link, 'href'))).toEqual(
      expect.arrayContaining(['/ville/lyon-69004', '/ville/lyon-69009']),
    );
  });

  it('count a city with arrondissements once among the villes, its arrondissements apart and listed under it', async () => {
    const marseille: [string, string, string][] = [
      ['Le Pain du Vieux-Port', 'Marseille', '13001'],
      ['Fournil de Belsunce', 'MARSEILLE', '13001'],
      ['La Mie du Panier', 'Marseille', '13002'],
      ['Boulangerie du Cours Mirabeau', 'Aix-en-Provence', '13100'],
    ];
    for (const [nom, ville, codePostalBoulangerie] of marseille)
      await insertBakery(db(), ownerId, { nom, position: null, ville, codePostalBoulangerie });

    const index = await fetchPage('/villes');
    const entries = index.html.find('li', { class: 'server-page__entry' }).map(text);
    expect(entries).toContain('Bouches-du-Rhône (13)2 villes, 4 boulangeries');
    expect(entries.find((entry) => entry.startsWith('Paris (75)'))).toMatch(/^Paris \(75\)1 arrondissement, \d+ boulangeries?$/);
    // Lyon, Marseille, Aix, Paris, Lunéville, Saint-"Cyr"…: a city with arrondissements is one ville.
    expect(text(index.html.find('p', { class: 'server-page__lead' })[0])).toMatch(/^\d villes ont des boulangeries sur Fournil\./);

    const departement = await fetchPage('/villes/13');
    expect(text(departement.html.find('p', { class: 'server-page__lead' })[0])).toBe('2 villes et 4 boulangeries sur Fournil.');
    expect(departement.html.meta('description')).toBe(
      'Les boulangeries ouvertes et le pain disponible, en direct sur Fournil, dans 2 villes du département Bouches-du-Rhône (13).',
    );
    const [list] = departement.html.find('ul', { class: 'server-page__towns' });
    const top = list!.childNodes.filter((node) => 'tagName' in node && node.tagName === 'li').map(text);
    expect(top).toEqual([
      'Aix-en-Provence (13100)1 boulangerie',
      'Marseille — 2 arrondissementsMarseille 1er arrondissement (13001)2 boulangeriesMarseille 2e arrondissement (13002)1 boulangerie',
    ]);

    const paris = await fetchPage('/villes/75');
    expect(text(paris.html.find('p', { class: 'server-page__lead' })[0])).toMatch(/^1 arrondissement et \d+ boulangeries? sur Fournil\.$/);
    expect(text(paris.html.find('li', { class: 'server-page__city' })[0])).toMatch(/^Paris — 1 arrondissementParis 4e arrondissement/);
  });

  it('are drawn in the app’s shell: skip link, the home’s header, the bottom bar with « Accueil » active, the footer’s links', async () => {
    for (const url of ['/ville/lyon-69004', '/villes', '/villes/69', '/donnees-ouvertes']) {
      const { html } = await fetchPage(url);
      const [shell] = html.find('div', { class: 'app-shell' });
      expect(shell, url).toBeDefined();
      expect(attr(html.find('a', { class: 'skip-link' })[0], 'href')).toBe('#contenu');
      expect(html.find('main', { id: 'contenu', class: 'app-main' })).toHaveLength(1);
      const [header] = html.find('header', { class: 'site-header' });
      const [brand] = html.within(header, 'a');
      expect([attr(brand, 'href'), attr(brand, 'class'), text(brand)]).toEqual(['/', 'brand', 'Fournil']);
      expect(attr(html.within(brand, 'svg')[0], 'class')).toBe('brand__logo');
      const [infos] = html.find('a', { class: 'site-header__action' });
      expect([attr(infos, 'href'), text(infos)]).toEqual(['/page/infos', 'Infos']);

      const [bar] = html.find('nav', { class: 'bottom-nav' });
      expect(attr(bar, 'aria-label')).toBe('Navigation principale');
      const links = html.within(bar, 'a');
      expect(links.map((link) => [attr(link, 'href'), text(link)])).toEqual([
        ['/', 'Accueil'],
        ['/messageriedirect', 'Nous contacter'],
        ['/magister', 'Accès PRO'],
      ]);
      expect(links.map((link) => html.within(link, 'svg').map((svg) => attr(svg, 'class')))).toEqual([
        ['bottom-nav__icon'],
        ['bottom-nav__icon'],
        ['bottom-nav__icon'],
      ]);
      // The town pages are the bakeries' directory, Accueil's section as the bakery pages are; the open-data page is no section's.
      const isTownPage = url !== '/donnees-ouvertes';
      expect(links.map((link) => [attr(link, 'class'), attr(link, 'aria-current')])).toEqual([
        isTownPage ? ['bottom-nav__link is-active', 'true'] : ['bottom-nav__link', null],
        ['bottom-nav__link', null],
        ['bottom-nav__link', null],
      ]);

      const footer = html.within(html.find('footer', { class: 'site-footer' })[0], 'a').map((link) => attr(link, 'href'));
      expect(footer).toEqual(expect.arrayContaining(['/page/about', '/villes', '/donnees-ouvertes', '/page/mentions']));
      expect(html.find('nav', { 'aria-label': 'Fil d’Ariane' })).toHaveLength(1);
    }
  });

  it('answer 404 for a town or a département without bakeries, a postcode that does not match, a code that names no département', async () => {
    for (const url of [
      '/ville/lyon-69099',
      '/ville/villeurbanne-69004',
      '/ville/Lyon-69004',
      '/villes/48',
      '/villes/20',
      '/villes/2A',
      '/villes/999',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});

describe('robots.txt and the sitemaps', () => {
  type Entry = { loc: string; lastmod?: string };
  type Sitemap = { sitemapindex?: { '@_xmlns': string; sitemap: Entry[] }; urlset?: { '@_xmlns': string; url: Entry[] } };
  /** Well-formed XML (the validator says so), read into objects; entries always as lists. */
  function parseXml(body: string): Sitemap {
    expect(XMLValidator.validate(body)).toBe(true);
    return new XMLParser({ ignoreAttributes: false, parseTagValue: false, isArray: (name) => name === 'sitemap' || name === 'url' }).parse(
      body,
    ) as Sitemap;
  }

  it('robots.txt allows the public pages, disallows the API, the pro area and the back-office, and names the sitemap', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /admin',
        'Disallow: /dashboard',
        'Disallow: /regie-publicitaire',
        `Sitemap: ${APP_URL}/sitemap.xml`,
      ]),
    );
    expect(lines.filter((line) => line.startsWith('Disallow: /boulangerie/'))).toEqual([]);
  });

  it('the sitemap index points at the pages sitemap and the bakery sitemaps, which list every public bakery with its lastmod', async () => {
    const bakery = await insertBakery(db(), ownerId, { nom: 'Dans le plan du site', position: null });
    const index = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(index.headers['cache-control']).toBe('public, max-age=3600');
    const indexXml = parseXml(index.body).sitemapindex!;
    expect(indexXml['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(indexXml.sitemap.map((entry) => entry.loc)).toEqual([`${APP_URL}/sitemaps/pages.xml`, `${APP_URL}/sitemaps/boulangeries-1.xml`]);

    const chunk = await t.app.inject({ method: 'GET', url: '/sitemaps/boulangeries-1.xml' });
    expect(chunk.statusCode).toBe(200);
    const chunkXml = parseXml(chunk.body).urlset!;
    expect(chunkXml['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const entry = chunkXml.url.find((url) => url.loc === `${APP_URL}/boulangerie/${bakery.id}`);
    expect(entry?.lastmod).toBe(bakery.updatedAt.toISOString().slice(0, 10));
    const publicCount = await db().execute(
      sql`SELECT count(*)::int AS n FROM bakeries b WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = b.proprietaire_id AND u.suspended_at IS NOT NULL)`,
    );
    expect(chunkXml.url).toHaveLength((publicCount as unknown as { rows: { n: number }[] }).rows[0]!.n);

    const pages = parseXml((await t.app.inject({ method: 'GET', url: '/sitemaps/pages.xml' })).body).urlset!.url.map((url) => url.loc);
    expect(pages).toContain(`${APP_URL}/`);
    expect(pages).toContain(`${APP_URL}/villes`);
    expect(pages).toContain(`${APP_URL}/villes/75`);
    expect(pages).toContain(`${APP_URL}/ville/paris-75004`);
    expect(pages).toContain(`${APP_URL}/donnees-ouvertes`);
    expect(
      pages.every(
        (loc) => loc === `${APP_URL}/` || /^https:\/\/fournil\.test\/(page\/|villes$|villes\/|ville\/|donnees-ouvertes$)/.test(loc),
      ),
    ).toBe(true);

    expect((await t.app.inject({ method: 'GET', url: '/sitemaps/boulangeries-2.xml' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/sitemaps/boulangeries-0.xml' })).statusCode).toBe(400);
  });
});
