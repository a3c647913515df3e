// Serves the built web app for every non-API path (uploaded files: plugins/media.ts). Each address
// gets the document `describePage` gives it (docs/public-pages.md): its own head and content and
// HTTP 200, or the app's 404 with HTTP 404; an address without a document of its own gets the app
// as built.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BAKERY_PAGE } from '@fournil/shared';
import { HtmlDocument, type TPageResponse } from '../lib/html-document.js';

const API_PREFIXES = ['/api/', '/api', '/ws/', '/media/'];

function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`));
}

export type StaticFilesOptions = {
  webDistDir: string;
  /**
   * Pages of the web app this server does not have (the simulated checkout with Stripe): they answer
   * 404 with index.html, where the app shows its "page not found" screen.
   */
  isAbsentPage?: (url: string) => boolean;
  /** The document of a pathname; null: the app as built, with HTTP 200. */
  describePage?: (pathname: string) => Promise<TPageResponse | null>;
};

export async function registerStaticFiles(app: FastifyInstance, options: StaticFilesOptions): Promise<void> {
  const indexFile = path.join(options.webDistDir, 'index.html');
  const hasWebBuild = fs.existsSync(indexFile);
  if (hasWebBuild) {
    await app.register(fastifyStatic, {
      root: options.webDistDir,
      prefix: '/',
      wildcard: true,
      index: false,
      dotfiles: 'deny',
      // The build writes .br and .gz copies of its text assets (apps/web/scripts/precompress.mjs).
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Vite fingerprints assets: cache them forever; everything else is revalidated.
        const isFingerprinted = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', isFingerprinted ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const hasBakeryPage = fs.existsSync(path.join(options.webDistDir, BAKERY_PAGE.file));
  const index = hasWebBuild ? HtmlDocument.load(indexFile) : null;
  const templates = index
    ? { index, bakery: hasBakeryPage ? HtmlDocument.load(path.join(options.webDistDir, BAKERY_PAGE.file)) : index }
    : null;

  const sendBuilt = (reply: FastifyReply, url: string, statusCode: number) => {
    reply.header('Cache-Control', 'no-cache');
    const page = hasBakeryPage && BAKERY_PAGE.path.test(url) ? BAKERY_PAGE.file : 'index.html';
    return reply.status(statusCode).type('text/html; charset=utf-8').sendFile(page, options.webDistDir);
  };

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (options.isAbsentPage?.(request.url)) return sendBuilt(reply, request.url, 404);
    let page: TPageResponse | null = null;
    try {
      page = (await options.describePage?.(pathname)) ?? null;
    } catch (error) {
      // The page's data could not be read: the app as built, which asks the API itself.
      request.log.error({ err: error }, 'page document failed; sending the app as built');
    }
    if (page?.redirectTo) return reply.header('Cache-Control', 'no-cache').redirect(page.redirectTo, 301);
    if (!page || !templates) return sendBuilt(reply, request.url, 200);
    const template = page.isBakeryPage ? templates.bakery : templates.index;
    // Rendered from the database at each request: a renamed bakery shows its new name at once.
    reply.header('Cache-Control', 'no-cache');
    return reply.status(page.status).type('text/html; charset=utf-8').send(template.render(page.document));
  };

  // The static plugin does not list directories: the root path is the app itself.
  if (hasWebBuild) app.get('/', { schema: { hide: true } }, sendPage);

  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ detail: 'Ressource introuvable.' });
    }
    if (!hasWebBuild) {
      return reply.status(503).type('text/plain; charset=utf-8').send("L'application web n'est pas construite : lancez « npm run build ».");
    }
    return sendPage(request, reply);
  });
}
