// Serves the built web app for every non-API path (history fallback to index.html, so
// /boulangerie/12 deep-links work) and uploaded files under /media/.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { BAKERY_PAGE } from '@fournil/shared';

const API_PREFIXES = ['/api/', '/api', '/ws/', '/media/'];

function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`));
}

export type StaticFilesOptions = {
  webDistDir: string;
  mediaDir: string;
  /**
   * Pages of the web app this server does not have (the simulated checkout with Stripe): they answer
   * 404 with index.html, where the app shows its "page not found" screen.
   */
  isAbsentPage?: (url: string) => boolean;
};

export async function registerStaticFiles(app: FastifyInstance, options: StaticFilesOptions): Promise<void> {
  fs.mkdirSync(options.mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    dotfiles: 'deny',
    index: false,
    maxAge: '7d',
    immutable: true,
  });

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
  const sendIndex = (reply: FastifyReply, url = '/', statusCode = 200) => {
    reply.header('Cache-Control', 'no-cache');
    const page = hasBakeryPage && BAKERY_PAGE.path.test(url) ? BAKERY_PAGE.file : 'index.html';
    return reply.status(statusCode).type('text/html; charset=utf-8').sendFile(page, options.webDistDir);
  };
  // The static plugin does not list directories: the root path is the app itself.
  if (hasWebBuild) app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));

  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ detail: 'Ressource introuvable.' });
    }
    if (!hasWebBuild) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send("L'application web n'est pas construite : lancez « npm run build ».");
    }
    return sendIndex(reply, request.url, options.isAbsentPage?.(request.url) ? 404 : 200);
  });
}
