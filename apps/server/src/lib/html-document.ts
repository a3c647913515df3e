// The web app's built HTML (index.html, boulangerie.html) with a page's own head and content
// (docs/public-pages.md): read once, then written per request with the page's title, description,
// canonical address, sharing tags and JSON-LD, and any content crawlers and link previews read
// without running JavaScript.
import fs from 'node:fs';
import { escapeHtml, jsonForScript } from './html.js';

export type TPageHead = {
  title: string;
  description: string;
  /** Absolute URL; none on a 404. */
  canonical?: string;
  /** The sharing image: absolute URL, what it shows in words, and its size when the server drew it. */
  image?: { url: string; alt: string; width?: number; height?: number };
  /** OpenGraph type. */
  ogType?: 'website' | 'article';
  /** A schema.org object, written as JSON-LD. */
  jsonLd?: object;
  /** A page that must not be indexed (404s). */
  noindex?: boolean;
};

/** What a page adds to the built HTML. */
export type TPageDocument = {
  head: TPageHead;
  /** HTML placed inside <div id="root">: the React app replaces it when it starts. */
  rootHtml?: string;
  /** Data the app reads instead of asking the API again: `<script type="application/json" id={id}>`. */
  data?: { id: string; value: unknown };
};

/** A page's document and HTTP status; `isBakeryPage` picks the build that announces the bakery page's code. */
export type TPageResponse = {
  status: 200 | 301 | 404;
  document: TPageDocument;
  isBakeryPage: boolean;
  /** With 301: where the address moved for good (a merged listing's page, docs/open-data.md); the document is not sent. */
  redirectTo?: string;
};

const ROOT = '<div id="root"></div>';
const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta name="description" content="[^"]*"\s*\/?>/;

function imageTags(image: NonNullable<TPageHead['image']>): string[] {
  const tags = [`<meta property="og:image" content="${escapeHtml(image.url)}" />`];
  if (image.width && image.height)
    tags.push(
      `<meta property="og:image:width" content="${image.width}" />`,
      `<meta property="og:image:height" content="${image.height}" />`,
    );
  tags.push(
    `<meta property="og:image:alt" content="${escapeHtml(image.alt)}" />`,
    `<meta name="twitter:image" content="${escapeHtml(image.url)}" />`,
    `<meta name="twitter:image:alt" content="${escapeHtml(image.alt)}" />`,
  );
  return tags;
}

function headTags(head: TPageHead): string {
  const tags = [`<title>${escapeHtml(head.title)}</title>`, `<meta name="description" content="${escapeHtml(head.description)}" />`];
  if (head.noindex) tags.push('<meta name="robots" content="noindex" />');
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`);
  if (head.canonical) {
    tags.push(
      `<meta property="og:type" content="${head.ogType ?? 'website'}" />`,
      '<meta property="og:site_name" content="Fournil" />',
      '<meta property="og:locale" content="fr_FR" />',
      `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
      `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
      `<meta property="og:url" content="${escapeHtml(head.canonical)}" />`,
      `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}" />`,
      `<meta name="twitter:title" content="${escapeHtml(head.title)}" />`,
      `<meta name="twitter:description" content="${escapeHtml(head.description)}" />`,
    );
    if (head.image) tags.push(...imageTags(head.image));
  }
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`);
  return tags.join('\n    ');
}

/** A built page, split once where a page's head and content go. */
export class HtmlDocument {
  private constructor(
    private readonly beforeTitle: string,
    private readonly beforeRoot: string,
    private readonly afterRoot: string,
  ) {}

  /** Reads `file`; throws when it lacks the <title> or the empty root element the build writes. */
  static load(file: string): HtmlDocument {
    const html = fs.readFileSync(file, 'utf8').replace(DESCRIPTION, '');
    const title = TITLE.exec(html);
    const root = html.indexOf(ROOT);
    if (!title || root < title.index) throw new Error(`${file} : <title> ou ${ROOT} introuvable.`);
    return new HtmlDocument(html.slice(0, title.index), html.slice(title.index + title[0].length, root), html.slice(root + ROOT.length));
  }

  /** The page's head tags where the build's <title> was; its content in the root element, its data after it. */
  render(page: TPageDocument): string {
    const data = page.data
      ? `\n    <script type="application/json" id="${escapeHtml(page.data.id)}">${jsonForScript(page.data.value)}</script>`
      : '';
    return `${this.beforeTitle}${headTags(page.head)}${this.beforeRoot}<div id="root">${page.rootHtml ?? ''}</div>${data}${this.afterRoot}`;
  }
}
