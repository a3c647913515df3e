// `/donnees-ouvertes` (docs/open-data.md, "The open-data page"): written whole by the server, read without
// JavaScript as a crawler does — the two sources with their credits and licences, the ODbL share-alike, the link to
// the file with what it holds and not, how to credit and correct; linked from the server pages' footer, in the
// sitemap; and the legal notice names both sources and links here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/helper.js';
import { fakeWebBuild } from '../../testing/web-build.js';
import { attr, parseHtml, text } from '../../testing/parsed-html.js';

const APP_URL = 'https://fournil.test';
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ APP_URL }, { webDistDir: fakeWebBuild() });
}, 180_000);
afterAll(async () => t?.close());

describe('GET /donnees-ouvertes', () => {
  it('explains the sources, their licences and the ODbL, and links the file', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/donnees-ouvertes' });
    expect(response.statusCode).toBe(200);
    const html = parseHtml(response.body);
    expect(html.title).toBe('Données ouvertes | Fournil');
    expect(attr(html.find('link', { rel: 'canonical' })[0], 'href')).toBe(`${APP_URL}/donnees-ouvertes`);
    const main = text(html.find('main')[0]);
    expect(text(html.find('h1')[0])).toBe('Données ouvertes');
    for (const words of [
      "© les contributeurs d'OpenStreetMap",
      'Open Database License (ODbL) 1.0',
      'base Sirene',
      'Licence Ouverte 2.0',
      'base de données dérivée',
      'Comment créditer',
      'Revendiquer cette boulangerie',
      'disponibilité du pain',
    ])
      expect(main).toContain(words);
    const hrefs = html.within(html.find('main')[0], 'a').map((link) => attr(link, 'href'));
    expect(hrefs).toContain('/donnees-ouvertes/boulangeries.geojson');
    expect(hrefs).toContain('https://www.openstreetmap.org/copyright');
    expect(hrefs).toContain('https://opendatacommons.org/licenses/odbl/1-0/');
    expect((await t.app.inject({ method: 'GET', url: '/donnees-ouvertes/' })).statusCode).toBe(200);
  });

  it('is linked from the footer of the server-written pages, and listed in the sitemap', async () => {
    const towns = parseHtml((await t.app.inject({ method: 'GET', url: '/villes' })).body);
    expect(html(towns)).toContain('/donnees-ouvertes');
    const sitemap = (await t.app.inject({ method: 'GET', url: '/sitemaps/pages.xml' })).body;
    expect(sitemap).toContain(`<loc>${APP_URL}/donnees-ouvertes</loc>`);
  });
});

function html(page: ReturnType<typeof parseHtml>): string[] {
  return page.find('footer').flatMap((footer) => page.within(footer, 'a').map((link) => attr(link, 'href') ?? ''));
}

describe('the legal notice', () => {
  it('names both sources with their licences and links the open-data page', async () => {
    const page = (await t.app.inject({ method: 'GET', url: '/api/pages/mentions/' })).json() as { content: string };
    expect(page.content).toContain("© les contributeurs d'OpenStreetMap");
    expect(page.content).toContain('Open Database License (ODbL) 1.0');
    expect(page.content).toContain('Insee, base Sirene');
    expect(page.content).toContain('Licence Ouverte 2.0');
    expect(page.content).toContain('(/donnees-ouvertes)');
  });
});
