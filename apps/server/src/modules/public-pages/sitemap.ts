// robots.txt and the sitemaps (docs/public-pages.md, "Sitemaps"): a sitemap index pointing at one
// sitemap of the home and static pages and at bakery sitemaps of at most 50,000 URLs each (the
// sitemaps.org limit), written as a stream, batch by batch.
import { OPEN_DATA_PAGE_PATH, TOWNS_PAGE_PATH, bakeryPagePath, departementPagePath, townPagePath } from '@fournil/shared';
import type { Db } from '../../db/client.js';
import { escapeHtml } from '../../lib/html.js';
import * as repository from './repository.js';
import { groupByDepartement } from './town-directory.js';
import { mergeTowns } from './town-pages.js';

/** The sitemaps.org limit of URLs per sitemap. */
export const SITEMAP_MAX_URLS = 50_000;
/** Rows read from the database at a time while a bakery sitemap is written. */
const BATCH = 2_000;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** The addresses search engines should not crawl: the API, the professional area, the back-office. */
const DISALLOWED = [
  '/api/',
  '/admin',
  '/dashboard',
  '/profil',
  '/boulangeries',
  '/boulangerie-responsable',
  '/regie-publicitaire',
  '/deverrouiller-regie',
  '/mes-paiements',
  '/paiement/',
  '/success',
  '/reset-password/',
  '/activation/',
  '/email-confirmation/',
  '/invite/',
  '/dev/',
];

export function robotsTxt(appUrl: string): string {
  return ['User-agent: *', 'Allow: /', ...DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${appUrl}/sitemap.xml`, ''].join(
    '\n',
  );
}

function day(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function urlEntry(loc: string, lastmod?: Date): string {
  return `<url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${day(lastmod)}</lastmod>` : ''}</url>\n`;
}

export function bakerySitemapCount(total: number): number {
  return Math.max(1, Math.ceil(total / SITEMAP_MAX_URLS));
}

export async function sitemapIndex(db: Db, appUrl: string): Promise<string> {
  const [total, lastBakery, pages] = await Promise.all([
    repository.countPublicBakeries(db),
    repository.lastBakeryUpdate(db),
    repository.listStaticPages(db),
  ]);
  const lastPage = pages.reduce<Date | null>((last, page) => (!last || page.updatedAt > last ? page.updatedAt : last), null);
  const entry = (loc: string, lastmod: Date | null) =>
    `<sitemap><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${day(lastmod)}</lastmod>` : ''}</sitemap>\n`;
  const chunks = Array.from({ length: bakerySitemapCount(total) }, (_, index) =>
    entry(`${appUrl}/sitemaps/boulangeries-${index + 1}.xml`, lastBakery),
  );
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${entry(`${appUrl}/sitemaps/pages.xml`, lastPage)}${chunks.join('')}</sitemapindex>\n`;
}

/** The home page, the static pages, the towns' index, the open-data page, each département's towns and every town page. */
export async function pagesSitemap(db: Db, appUrl: string): Promise<string> {
  const [pages, rows] = await Promise.all([repository.listStaticPages(db), repository.listTowns(db)]);
  const towns = mergeTowns(rows);
  const entries = [
    urlEntry(`${appUrl}/`),
    ...pages.map((page) => urlEntry(`${appUrl}/page/${encodeURIComponent(page.slug)}`, page.updatedAt)),
    urlEntry(`${appUrl}${TOWNS_PAGE_PATH}`),
    urlEntry(`${appUrl}${OPEN_DATA_PAGE_PATH}`),
    ...groupByDepartement(towns).flatMap(({ departement }) =>
      departement ? [urlEntry(`${appUrl}${departementPagePath(departement.code)}`)] : [],
    ),
    ...towns.map((town) => urlEntry(`${appUrl}${townPagePath(town.ville, town.codePostal)}`)),
  ];
  return `${XML_HEAD}<urlset xmlns="${NS}">\n${entries.join('')}</urlset>\n`;
}

/** Bakery sitemap `number` (from 1), written batch by batch; null when there is no such sitemap. */
export async function bakerySitemap(db: Db, appUrl: string, number: number): Promise<AsyncIterable<string> | null> {
  const total = await repository.countPublicBakeries(db);
  if (number < 1 || number > bakerySitemapCount(total)) return null;
  const startAfter = await repository.publicBakeryIdBefore(db, (number - 1) * SITEMAP_MAX_URLS);
  async function* write(): AsyncGenerator<string> {
    yield `${XML_HEAD}<urlset xmlns="${NS}">\n`;
    let afterId = startAfter;
    let written = 0;
    while (written < SITEMAP_MAX_URLS) {
      const rows = await repository.publicBakeriesAfter(db, afterId, Math.min(BATCH, SITEMAP_MAX_URLS - written));
      if (rows.length === 0) break;
      yield rows.map((row) => urlEntry(`${appUrl}${bakeryPagePath(row.id)}`, row.updatedAt)).join('');
      written += rows.length;
      afterId = rows.at(-1)!.id;
    }
    yield '</urlset>\n';
  }
  return write();
}
