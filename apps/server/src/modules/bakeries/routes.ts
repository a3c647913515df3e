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
        querystring: ZNearbyQuery,
        response: { 200: z.array(ZNearbyBakery), 400: ZFieldErrors },
      },
    },
    async (request) => {
      const { lat, lng, rayon } = request.query;
      return service.searchNearby(app.db.db, { lat, lng, rayonKm: rayon });
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
