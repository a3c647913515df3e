import { ZBakeryIdParam, ZNearbyBakery, ZNearbyQuery, ZPublicBakeryDetail } from '@fournil/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorDetail, ZFieldErrors } from '../../lib/http-schemas.js';
import * as service from './service.js';


export const bakeryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/boulangeries/',
    {
      schema: {
        tags: ['boulangeries'],
        summary: 'Boulangeries à moins de `rayon` km (0 < rayon ≤ 50) de (lat, lng), les plus proches d’abord (500 au plus)',
        description:
          'Cartes compactes : ce qu’une carte de la liste et un marqueur affichent. `horaires_ouvertures` y est la semaine compacte ' +
          '(voir le schéma) ; la fiche publique `/api/boulangeries/{id}/public/` garde tous les champs.',
        querystring: ZNearbyQuery,
        response: { 200: z.array(ZNearbyBakery), 400: ZFieldErrors },
      },
    },
    async (request, reply) => {
      const { lat, lng, rayon } = request.query;
      // Assembled from cards serialized once per change (card.ts): a string with a JSON content
      // type goes out as it is, the response schema above only documents it.
      const body = await service.searchNearby(app.nearbyCards, { lat, lng, rayonKm: rayon });
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  );

  app.get(
    '/api/boulangeries/:id/public/',
    {
      schema: {
        tags: ['boulangeries'],
        summary: 'Fiche publique d’une boulangerie',
        params: ZBakeryIdParam,
        response: { 200: ZPublicBakeryDetail, 400: ZFieldErrors, 404: ZErrorDetail },
      },
    },
    async (request) => service.getPublicBakery(app.db.db, request.params.id),
  );
};
