import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.js';
import * as repository from './repository.js';
import { renderSharingCard, sharingCardVersion } from './sharing-card.js';
import * as sitemap from './sitemap.js';

const XML = 'application/xml; charset=utf-8';
/** Crawlers may keep them an hour; a new bakery waits that long at most. */
const CACHE = 'public, max-age=3600';

/** The address of a card names its version (sharing-card.ts): a day in any cache is safe. */
const CARD_CACHE = 'public, max-age=86400';
/** Cards kept in memory, by bakery and version: a shared link brings a few preview bots at once. */
const CARDS_KEPT = 200;

/** robots.txt, the sitemaps and the bakeries' generated sharing images (docs/public-pages.md). */
export const publicPageRoutes: FastifyPluginAsyncZod = async (app) => {
  const appUrl = app.config.appUrl;
  const limit = { rateLimit: app.limits.perIp('sitemap') };

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', CACHE).send(sitemap.robotsTxt(appUrl)),
  );

  const cards = new Map<string, Buffer>();
  const host = new URL(appUrl).host;
  app.get(
    '/og/boulangerie/:id.png',
    {
      config: { rateLimit: app.limits.perIp('sharingCard') },
      schema: { hide: true, params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }) },
    },
    async (request, reply) => {
      const facts = await repository.findSharingCardFacts(app.db.db, request.params.id);
      if (!facts) throw notFound('Boulangerie introuvable.');
      const key = `${facts.id}:${sharingCardVersion(facts)}`;
      let png = cards.get(key);
      if (!png) {
        png = await renderSharingCard(facts, host);
        if (cards.size >= CARDS_KEPT) cards.delete(cards.keys().next().value!);
        cards.set(key, png);
      }
      return reply.type('image/png').header('Cache-Control', CARD_CACHE).send(png);
    },
  );

  app.get('/sitemap.xml', { config: limit, schema: { hide: true } }, async (_request, reply) =>
    reply
      .type(XML)
      .header('Cache-Control', CACHE)
      .send(await sitemap.sitemapIndex(app.db.db, appUrl)),
  );

  app.get('/sitemaps/pages.xml', { config: limit, schema: { hide: true } }, async (_request, reply) =>
    reply
      .type(XML)
      .header('Cache-Control', CACHE)
      .send(await sitemap.pagesSitemap(app.db.db, appUrl)),
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
