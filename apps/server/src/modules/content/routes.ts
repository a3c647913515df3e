import { ZFaq, ZStaticPage } from '@fournil/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorDetail } from '../../lib/http-schemas.js';
import { contextOf } from '../../service-context.js';
import * as service from './service.js';

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/pages/:slug/',
    {
      schema: {
        tags: ['contenu'],
        summary: 'Page de contenu statique (markdown)',
        params: z.object({ slug: z.string().max(100) }),
        response: { 200: ZStaticPage, 404: ZErrorDetail },
      },
    },
    async (request) => service.getPage(contextOf(request), request.params.slug),
  );

  app.get(
    '/api/faqs/',
    { schema: { tags: ['contenu'], summary: 'Questions fréquentes et leurs pages de destination', response: { 200: z.array(ZFaq) } } },
    async (request) => service.listFaqs(contextOf(request)),
  );
};
