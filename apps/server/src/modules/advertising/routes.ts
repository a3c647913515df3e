import { ZBakeryIdParam, ZPublishedCampaign } from '@fournil/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as service from './service.js';

export const advertisingPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/regiepub/boulangeries/:id/campagnes-publiees/',
    {
      schema: {
        tags: ['régie publicitaire'],
        summary: 'Campagnes publiées d’une boulangerie (actives, mois en cours payé) ; la première est affichée',
        params: ZBakeryIdParam,
        response: { 200: z.array(ZPublishedCampaign), 400: z.record(z.string(), z.array(z.string())) },
      },
    },
    async (request) => service.listPublishedCampaigns(app.db.db, request.params.id),
  );
};
