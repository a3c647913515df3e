// Public advertising endpoints: the published campaign of a bakery page, and the view and click
// beacons of its statistics (docs/advertising.md). The owner's endpoints: campaign-routes.ts.
import {
  ZBakeryIdParam,
  ZCampaignIdParam,
  ZPublishedCampaign,
  ZSponsoredCampaign,
  ZSponsoredQuery,
  SPONSORED_RADIUS_KM,
} from '@fournil/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../service-context.js';
import type { StatKind } from './repository.js';
import { findSponsoredCampaigns, listPublishedCampaigns } from './public-campaigns.js';
import { createStatsRecorder } from './stats.js';

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
    async (request, reply) => {
      // A publish or unpublish must reach visitors within seconds: no shared or long cache.
      void reply.header('Cache-Control', 'no-cache');
      return listPublishedCampaigns(contextOf(request), request.params.id);
    },
  );

  // One recorder for the beacons and the sponsored card: a view is deduplicated across both.
  const stats = createStatsRecorder();

  app.get(
    '/api/regiepub/campagnes-sponsorisees/',
    {
      config: { rateLimit: app.limits.perIp('nearby') },
      schema: {
        tags: ['régie publicitaire'],
        summary: `La carte « Sponsorisé » de la liste : au plus une campagne publiée dont la boulangerie est à moins de ${SPONSORED_RADIUS_KM} km de (lat, lng), la plus proche ; chaque affichage compte une vue`,
        querystring: ZSponsoredQuery,
        response: { 200: z.array(ZSponsoredCampaign).max(1), 400: z.record(z.string(), z.array(z.string())) },
      },
    },
    async (request, reply) => {
      // Shown to this visitor now: not cached anywhere, and counted as a view (crawlers and repeats excepted).
      void reply.header('Cache-Control', 'no-store');
      const found = await findSponsoredCampaigns(contextOf(request), request.query);
      for (const campaign of found) {
        await stats.record(app.db.db, { campaignId: campaign.id, kind: 'views', ip: request.ip, userAgent: request.headers['user-agent'] });
      }
      return found;
    },
  );

  const beacon = (path: string, kind: StatKind, summary: string) =>
    app.post(
      path,
      {
        config: { rateLimit: app.limits.perIp('campaignStats') },
        schema: { tags: ['régie publicitaire'], summary, params: ZCampaignIdParam, response: { 204: z.null() } },
      },
      async (request, reply) => {
        await stats.record(app.db.db, { campaignId: request.params.id, kind, ip: request.ip, userAgent: request.headers['user-agent'] });
        return reply.code(204).send(null);
      },
    );
  beacon(
    '/api/regiepub/campagnes-publicitaires/:id/vue/',
    'views',
    'Compte une vue du bloc de la campagne (sans cookie ni donnée personnelle)',
  );
  beacon('/api/regiepub/campagnes-publicitaires/:id/clic/', 'clicks', 'Compte un clic sur « Découvrir le site du boulanger »');
};
