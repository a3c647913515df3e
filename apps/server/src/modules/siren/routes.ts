import { ZSirenDisputeRequest, ZSirenVerifyRequest, ZSirenVerifyResponse } from '@fournil/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZBadRequest, ZErrorDetail, ZTokenError } from '../../lib/http-schemas.js';
import { contextOf } from '../../service-context.js';
import { currentUser } from '../../plugins/auth.js';
import * as service from './service.js';

export const sirenRoutes: FastifyPluginAsyncZod = async (app) => {
  const disputesByAccount = app.limits.perAccount('sirenDisputeAccount', (request) =>
    request.user ? `user:${request.user.id}` : undefined,
  );

  app.post(
    '/api/insee/auth/verify-siren/',
    {
      onRequest: app.authenticate,
      config: { rateLimit: app.limits.perIp('siren') },
      schema: {
        tags: ['comptes'],
        summary: 'Vérifie qu’un SIREN est une boulangerie active (INSEE ou registre) ; valide, l’utilisateur devient propriétaire',
        body: ZSirenVerifyRequest,
        response: {
          200: ZSirenVerifyResponse,
          400: ZBadRequest,
          401: ZTokenError,
          409: ZSirenVerifyResponse,
          429: ZErrorDetail,
          502: ZSirenVerifyResponse,
          503: ZSirenVerifyResponse,
        },
      },
    },
    async (request, reply) => {
      const result = await service.verifySiren(contextOf(request), currentUser(request).id, request.body.siren);
      if (result.status === 503) reply.header('retry-after', '60');
      return reply.status(result.status).send(result.body);
    },
  );

  app.post(
    '/api/siren/dispute/',
    {
      onRequest: app.authenticate,
      preHandler: disputesByAccount,
      config: { rateLimit: app.limits.perIp('sirenDispute') },
      schema: {
        tags: ['comptes'],
        summary: 'Signale au staff un SIREN déjà vérifié par un autre compte (« Signaler un problème ») ; accusé de réception par e-mail',
        body: ZSirenDisputeRequest,
        response: { 201: ZErrorDetail, 400: ZBadRequest, 401: ZTokenError, 429: ZErrorDetail },
      },
    },
    async (request, reply) => {
      const result = await service.disputeSiren(contextOf(request), currentUser(request).id, request.body, request.ip);
      return reply.status(201).send(result);
    },
  );
};
