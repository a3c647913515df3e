// The legal pages (docs/content.md, "Legal pages"): seeded on a fresh database, read with the
// operator's details from the configuration, added to a database seeded before them without
// touching a page staff edited, listed in the sitemap and in the server-written pages' footer.
import fs from 'node:fs';
import path from 'node:path';
import { AD_ACCESS_ONE_OFF_CENTS, AD_ACCESS_SUBSCRIPTION_CENTS, LEGAL_PAGE_LINKS, formatEuros } from '@fournil/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.js';
import { staticPages } from '../../../src/db/schema/index.js';
import { buildTestApp, createTestDatabase, makeTempDir, testConfig, type TestApp } from '../../testing/helper.js';
import { parseHtml } from '../../testing/parsed-html.js';

const APP_URL = 'https://fournil.test';
const IDENTITY = {
  APP_URL,
  SELLER_NAME: 'Boulange & Cie',
  SELLER_ADDRESS: '5 rue du Levain, 69002 Lyon',
  SELLER_SIREN: '900000001',
  SELLER_VAT_NUMBER: 'FR40900000001',
  LEGAL_PUBLISHER_FORM: 'SAS au capital de 12 000 €',
  LEGAL_PUBLISHER_REGISTRATION: 'RCS Lyon 900 000 001',
  LEGAL_PUBLISHER_PHONE: '04 72 00 00 00',
  LEGAL_CONTACT_EMAIL: 'bonjour@boulange.example',
  LEGAL_PUBLICATION_DIRECTOR: 'Jeanne *Farine*',
  LEGAL_HOST_NAME: 'Serveurs <Lyonnais>',
  LEGAL_HOST_ADDRESS: '8 quai des Données, 69007 Lyon',
  LEGAL_HOST_PHONE: '04 78 11 11 11',
  SMTP_URL: 'smtps://utilisateur:motdepasse@smtp.boulange.example:465',
};

/** An empty build: enough for the server to write the head of `/page/{slug}`. */
function webBuild(): string {
  const dir = makeTempDir('fournil-dist-');
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html>\n<html lang="fr">\n  <head>\n    <meta charset="UTF-8" />\n    <meta name="description" content="x" />\n    <title>Fournil</title>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n',
  );
  return dir;
}

describe('legal pages on a fresh database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(IDENTITY, { webDistDir: webBuild() });
  }, 120_000);
  afterAll(async () => t?.close());

  const read = async (slug: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/pages/${slug}/` });
    expect(response.statusCode, slug).toBe(200);
    return response.json() as { title: string; content: string };
  };

  it('serves the legal notice with the publisher, its director and its host from the configuration, escaped for markdown', async () => {
    const page = await read('mentions');
    expect(page.title).toBe('Mentions légales');
    for (const value of [
      'Boulange &amp; Cie',
      'SAS au capital de 12 000 €',
      '5 rue du Levain, 69002 Lyon',
      'RCS Lyon 900 000 001',
      'TVA intracommunautaire FR40900000001',
      '04 72 00 00 00',
      'bonjour@boulange.example',
      'Jeanne \\*Farine\\*',
      'Serveurs &lt;Lyonnais&gt;',
      '8 quai des Données, 69007 Lyon',
      '04 78 11 11 11',
      'Fonds de carte © contributeurs OpenStreetMap. Itinéraires calculés par OSRM.',
    ]) {
      expect(page.content).toContain(value);
    }
    expect(page.content).not.toMatch(/\{\{/);
  });

  it('serves the privacy policy naming each processor by its host, never a password, with the cookies section', async () => {
    const page = await read('confidentialite');
    expect(page.title).toBe('Politique de confidentialité');
    expect(page.content).toContain('Stripe');
    expect(page.content).toContain('INSEE');
    expect(page.content).toContain("**Recherche d'adresses** : 127.0.0.1");
    expect(page.content).toContain('**E-mails** : smtp.boulange.example');
    expect(page.content).not.toContain('motdepasse');
    expect(page.content).toContain('www.cnil.fr');
    expect(page.content).toContain('<h2 id="cookies">');
    for (const key of [
      'fournil_refresh',
      'csrftoken',
      '`token`',
      'fournil.returnAfterLogin',
      'fournil.directionsMode',
      'fournil-scroll-positions',
    ]) {
      expect(page.content).toContain(key);
    }
    expect(page.content).not.toMatch(/\{\{/);
  });

  it('serves the terms of sale with the prices including VAT, and the accessibility statement', async () => {
    const cgv = await read('cgv');
    expect(cgv.title).toBe('Conditions générales de vente');
    // The shared prices, written by the shared formatter (15,00 € and 12,00 €).
    expect(cgv.content).toContain(`${formatEuros(AD_ACCESS_ONE_OFF_CENTS)} TTC pour un mois`);
    expect(cgv.content).toContain(`${formatEuros(AD_ACCESS_SUBSCRIPTION_CENTS)} TTC par mois`);
    expect(cgv.content).toContain('Boulange &amp; Cie');
    const accessibility = await read('accessibilite');
    expect(accessibility.title).toBe("Déclaration d'accessibilité");
    expect(accessibility.content).toContain('**partiellement conforme**');
    expect(accessibility.content).toContain('RGAA), version 4.1');
  });

  it('writes the details, unescaped, into the head the server sends for /page/{slug}', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/page/mentions' });
    expect(response.statusCode).toBe(200);
    const html = parseHtml(response.body);
    expect(html.title).toBe('Mentions légales | Fournil');
    expect(html.meta('description')).toContain('Boulange & Cie, SAS au capital de 12 000 €');
  });

  it('lists every legal page in the sitemap', async () => {
    const sitemap = (await t.app.inject({ method: 'GET', url: '/sitemaps/pages.xml' })).body;
    for (const slug of ['mentions', 'confidentialite', 'cgv', 'cgu', 'accessibilite'])
      expect(sitemap).toContain(`${APP_URL}/page/${slug}</loc>`);
  });

  it('links every legal page from the footer of a server-written page', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/villes' })).body;
    for (const link of LEGAL_PAGE_LINKS) expect(body).toContain(`<a href="${link.href}">${link.label}</a>`);
  });
});

describe('a database seeded before the legal pages', () => {
  it('gets each missing legal page at start, and keeps the pages staff edited', async () => {
    const dataDir = makeTempDir('fournil-legal-');
    const testDb = await createTestDatabase({ dataDir });
    const env: Record<string, string> = testDb.url ? { DATABASE_URL: testDb.url, DATA_DIR: dataDir } : { DATA_DIR: dataDir };
    try {
      const first = await buildApp(testConfig(env), { logger: false, webDistDir: dataDir });
      // As an older database: no privacy policy nor terms of sale, and a legal notice staff rewrote.
      await first.db.db.delete(staticPages).where(eq(staticPages.slug, 'confidentialite'));
      await first.db.db.delete(staticPages).where(eq(staticPages.slug, 'cgv'));
      await first.db.db.update(staticPages).set({ content: 'Notre texte, relu par notre avocat.' }).where(eq(staticPages.slug, 'mentions'));
      await first.close();

      const second = await buildApp(testConfig(env), { logger: false, webDistDir: dataDir });
      expect(second.seedReport).toMatchObject({ seededContent: false, addedLegalPages: ['confidentialite', 'cgv'] });
      expect((await second.inject({ method: 'GET', url: '/api/pages/mentions/' })).json().content).toBe(
        'Notre texte, relu par notre avocat.',
      );
      const privacy = await second.inject({ method: 'GET', url: '/api/pages/confidentialite/' });
      expect(privacy.json().title).toBe('Politique de confidentialité');
      expect(privacy.json().content).toContain('Fournil SAS (démonstration)');
      expect((await second.inject({ method: 'GET', url: '/api/pages/cgv/' })).statusCode).toBe(200);
      await second.close();

      const third = await buildApp(testConfig(env), { logger: false, webDistDir: dataDir });
      expect(third.seedReport.addedLegalPages).toEqual([]);
      await third.close();
    } finally {
      await testDb.drop();
    }
  }, 120_000);
});
