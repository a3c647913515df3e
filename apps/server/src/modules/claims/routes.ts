// `POST /api/boulangeries/{id}/revendication/`: an owner with a verified SIREN claims an open-data listing
// (docs/claims.md). Transport only; the rules are in service.ts.
import { ZBakeryIdParam, ZClaimAccepted, ZClaimPending } from '@fournil/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZBadRequest, ZErrorDetail, ZForbidden, ZTokenError } from '../../lib/http-schemas.js';
import { currentUser } from '../../plugins/auth.js';
import { contextOf } from '../../service-context.js';
import * as service from './service.js';

export const claimRoutes: FastifyPluginAsyncZod = async (app) => {
  const claimsByAccount = app.limits.perAccount('claimAccount', (request) => (request.user ? `user:${request.user.id}` : undefined));

  app.post(
    '/api/boulangeries/:id/revendication/',
    {
      onRequest: app.authenticate,
      preHandler: claimsByAccount,
      config: { rateLimit: app.limits.perIp('claim') },
      schema: {
        tags: ['boulangeries'],
        summary:
          'Revendique une boulangerie importée des données ouvertes : à vous aussitôt si son SIRET commence par votre SIREN vérifié (200), sinon la demande attend l’équipe (202) ; 409 si elle a déjà un propriétaire',
        params: ZBakeryIdParam,
        response: {
          200: ZClaimAccepted,
          202: ZClaimPending,
          400: ZBadRequest,
          401: ZTokenError,
          403: ZForbidden,
          404: ZErrorDetail,
          409: ZBadRequest,
          429: ZErrorDetail,
        },
      },
    },
    async (request, reply) => {
      const result = await service.claimBakery(contextOf(request), currentUser(request).id, request.params.id);
      return reply.status(result.status).send(result.body);
    },
  );
};
