// TEST HOOK — registered only when NODE_ENV=test (app.ts), absent in development and production.
// Until the professional screens exist, the end-to-end live-feed journey flips a bakery's flags
// through this route, on a second server instance, with the very service function those screens
// will call. It has no authentication: never register it outside tests.
import { ZAvailabilityFlags, ZBakeryIdParam, ZPublicBakeryDetail } from '@fournil/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorDetail } from '../../lib/http-schemas.js';
import * as service from './service.js';

export const bakeryTestHookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/test-hooks/boulangeries/:id/disponibilite/',
    {
      schema: {
        tags: ['tests'],
        summary: 'Tests seulement : change les disponibilités d’une boulangerie (absent hors NODE_ENV=test)',
        params: ZBakeryIdParam,
        body: ZAvailabilityFlags.partial().strict(),
        response: { 200: ZPublicBakeryDetail, 400: z.record(z.string(), z.unknown()), 404: ZErrorDetail },
      },
    },
    async (request) => service.setAvailability(app.db.db, request.params.id, request.body),
  );
};
