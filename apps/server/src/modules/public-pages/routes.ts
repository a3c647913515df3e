import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.js';
import * as sitemap from './sitemap.js';

const XML = 'application/xml; charset=utf-8';
/** Crawlers may keep them an hour; a new bakery waits that long at most. */
const CACHE = 'public, max-age=3600';

/** robots.txt and the sitemaps (docs/public-pages.md, "Sitemaps"). */
export const publicPageRoutes: FastifyPluginAsyncZod = async (app) => {
  const appUrl = app.config.appUrl;
  const limit = { rateLimit: app.limits.perIp('sitemap') };

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', CACHE).send(sitemap.robotsTxt(appUrl)),
  );

  app.get('/sitemap.xml', { config: limit, schema: { hide: true } }, async (_request, reply) =>
    reply.type(XML).header('Cache-Control', CACHE).send(await sitemap.sitemapIndex(app.db.db, appUrl)),
  );

  app.get('/sitemaps/pages.xml', { config: limit, schema: { hide: true } }, async (_request, reply) =>
    reply.type(XML).header('Cache-Control', CACHE).send(await sitemap.pagesSitemap(app.db.db, appUrl)),
  );

  app.get(
    '/sitemaps/boulangeries-:number.xml',
    { config: limit, schema: { hide: true, params: z.object({ number: z.coerce.number().int().min(1).max(10_000) }) } },
    async (request, reply) => {
      const chunk = await sitemap.bakerySitemap(app.db.db, appUrl, request.params.number);
      if (!chunk) throw notFound('Plan du site introuvable.');
      return reply.type(XML).header('Cache-Control', CACHE).send(Readable.from(chunk));
    },
  );
};
