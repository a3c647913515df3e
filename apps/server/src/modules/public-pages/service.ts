// Which document the server sends for a web address (docs/public-pages.md): a bakery page and a
// static page with their own head and content, the home page with its head, any other address of
// the app as it is built, and an unknown address or record as the app's 404 with HTTP 404.
import {
  BAKERY_PAGE,
  DEFAULT_PAGE_SLUG,
  PRODUCT_NAME,
  TOWNS_PAGE_PATH,
  bakeryIdFromPath,
  bakeryPagePath,
  departementByCode,
  departementCodeFromPath,
  departementOfPostcode,
  isAppRoute,
  isOpenDataPagePath,
  townSlug,
  townSlugFromPath,
} from '@fournil/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { TPageResponse } from '../../lib/html-document.js';
import { findMergedTarget } from '../bakeries/merged-listing-repository.js';
import type { PublicDetails } from '../bakeries/public-details.js';
import type { LegalConfig } from '../content/legal-values.js';
import { getPage } from '../content/service.js';
import { bakeryPageDocument } from './bakery-page.js';
import { openDataPageDocument } from './open-data-page.js';
import * as repository from './repository.js';
import { frame } from './page-shell.js';
import { departementPageDocument, townsIndexDocument } from './town-directory.js';
import { mergeTowns, townPageDocument } from './town-pages.js';

export type PublicPagesContext = {
  db: Db;
  appUrl: string;
  now: () => Date;
  config: LegalConfig;
  /** The public bakeries as the public detail route gives them, never older than the database (docs/public-details.md). */
  details: Pick<PublicDetails, 'freshBakeries'>;
};

const HOME_TITLE = `${PRODUCT_NAME} — les boulangeries ouvertes qui ont du pain, près de chez vous`;
const HOME_DESCRIPTION = `${PRODUCT_NAME} : trouvez près de chez vous les boulangeries ouvertes qui ont encore du pain, en direct.`;
/** The spec's text for an address the app does not know. */
export const NOT_FOUND_TITLE = '404 - Page non trouvée';

const DESCRIPTION_MAX = 160;

/** A static page's first words, without its markdown marks. */
function plainText(markdown: string): string {
  return markdown
    .replace(/!\[[^\]]*]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, '')
    .replace(/^\s*[-*_]{3,}\s*$/gm, '')
    .replace(/^\s{0,3}(?:#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_`~|]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function excerpt(text: string): string {
  return text.length <= DESCRIPTION_MAX ? text : `${text.slice(0, DESCRIPTION_MAX - 1).replace(/\s+\S*$/, '')}…`;
}

function notFoundResponse(isBakeryPage = false): TPageResponse {
  return {
    status: 404,
    isBakeryPage,
    document: {
      head: { title: `${NOT_FOUND_TITLE} | ${PRODUCT_NAME}`, description: 'Cette page n’existe pas ou plus sur Fournil.', noindex: true },
      // In the app's shell, for the server-written pages (a town that has no page); elsewhere the app replaces it.
      rootHtml: frame(null, `<h1>${NOT_FOUND_TITLE}</h1><p><a href="/">Retour à l’accueil</a></p>`),
    },
  };
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function isNotFound(error: unknown): boolean {
  return error instanceof AppError && error.code === 'not_found';
}

async function bakeryResponse(ctx: PublicPagesContext, id: number): Promise<TPageResponse> {
  const [bakery] = await ctx.details.freshBakeries([id]);
  if (bakery) return { status: 200, isBakeryPage: true, document: bakeryPageDocument(bakery, ctx.appUrl, ctx.now()) };
  // A listing staff merged into another: its address moves for good to the kept bakery's (docs/open-data.md).
  const target = await findMergedTarget(ctx.db, id);
  return target === null ? notFoundResponse(true) : redirectResponse(bakeryPagePath(target));
}

function redirectResponse(location: string): TPageResponse {
  return {
    status: 301,
    redirectTo: location,
    isBakeryPage: false,
    document: { head: { title: PRODUCT_NAME, description: '', noindex: true } },
  };
}

async function staticPageResponse(ctx: PublicPagesContext, slug: string): Promise<TPageResponse> {
  try {
    const page = await getPage(ctx, slug, { escape: false });
    const description = excerpt(plainText(page.content)) || page.title;
    return {
      status: 200,
      isBakeryPage: false,
      document: {
        head: {
          title: `${page.title} | ${PRODUCT_NAME}`,
          description,
          canonical: `${ctx.appUrl}/page/${encodeURIComponent(page.slug)}`,
          ogType: 'article',
        },
      },
    };
  } catch (error) {
    if (isNotFound(error)) return notFoundResponse();
    throw error;
  }
}

/** `/villes/{code}`: the towns of a département that has bakeries. */
async function departementResponse(ctx: PublicPagesContext, code: string): Promise<TPageResponse> {
  const departement = departementByCode(code);
  if (!departement) return notFoundResponse();
  const towns = mergeTowns(await repository.listTowns(ctx.db)).filter(
    (town) => departementOfPostcode(town.codePostal)?.code === departement.code,
  );
  if (towns.length === 0) return notFoundResponse();
  return { status: 200, isBakeryPage: false, document: departementPageDocument(departement, towns, ctx.appUrl) };
}

/** `/ville/{slug}`: the bakeries of the postcode the slug ends with, kept when their town gives that slug. */
async function townResponse(ctx: PublicPagesContext, slug: string): Promise<TPageResponse> {
  const codePostal = slug.slice(slug.lastIndexOf('-') + 1);
  const rows = (await repository.findBakeriesOfPostcode(ctx.db, codePostal)).filter((row) => townSlug(row.ville, codePostal) === slug);
  if (rows.length === 0) return notFoundResponse();
  const [town] = mergeTowns(rows.map((row) => ({ ville: row.ville, codePostal, count: 1 })));
  const bakeries = await ctx.details.freshBakeries(rows.map((row) => row.id));
  bakeries.sort((a, b) => a.nom.localeCompare(b.nom, 'fr'));
  return { status: 200, isBakeryPage: false, document: townPageDocument(town!, bakeries, ctx.appUrl, ctx.now()) };
}

/**
 * The response for a GET of `pathname` (no query): null for an address of the app that has no
 * document of its own (the signed-in screens, the forms), sent as the build wrote it.
 */
export async function describePage(ctx: PublicPagesContext, pathname: string): Promise<TPageResponse | null> {
  if (pathname === '/') {
    return {
      status: 200,
      isBakeryPage: false,
      document: { head: { title: HOME_TITLE, description: HOME_DESCRIPTION, canonical: `${ctx.appUrl}/` } },
    };
  }
  const bakeryId = bakeryIdFromPath(pathname);
  if (bakeryId !== null) return bakeryResponse(ctx, bakeryId);
  if (isOpenDataPagePath(pathname)) return { status: 200, isBakeryPage: false, document: openDataPageDocument(ctx.appUrl) };
  if (pathname.replace(/\/$/, '') === TOWNS_PAGE_PATH) {
    return { status: 200, isBakeryPage: false, document: townsIndexDocument(mergeTowns(await repository.listTowns(ctx.db)), ctx.appUrl) };
  }
  const departementCode = departementCodeFromPath(pathname);
  if (departementCode !== null) return departementResponse(ctx, departementCode);
  const town = townSlugFromPath(pathname);
  if (town !== null) return townResponse(ctx, town);
  // '/boulangerie/abc': the bakery page's address, but no bakery can have that id.
  if (BAKERY_PAGE.path.test(pathname)) return notFoundResponse(true);
  const staticPage = /^\/page(?:\/([^/]+))?\/?$/.exec(pathname);
  if (staticPage) {
    const slug = staticPage[1] ? safeDecode(staticPage[1]) : DEFAULT_PAGE_SLUG;
    return slug === null ? notFoundResponse() : staticPageResponse(ctx, slug);
  }
  if (isAppRoute(pathname)) return null;
  return notFoundResponse();
}
