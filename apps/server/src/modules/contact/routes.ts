import { ZContactRequest } from '@fournil/shared';
import { SECURITY } from '../../plugins/openapi.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZBadRequest, ZErrorDetail } from '../../lib/http-schemas.js';
import { contextOf } from '../../service-context.js';
import * as service from './service.js';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/contact/',
    {
      config: { rateLimit: app.limits.perIp('contact') },
      schema: {
        tags: ['contact'],
        summary: 'Message au staff (captcha) : enregistré et envoyé par e-mail',
        security: [...SECURITY.optionalBearer],
        body: ZContactRequest,
        response: { 201: ZErrorDetail, 400: ZBadRequest, 429: ZErrorDetail },
      },
    },
    async (request, reply) => {
      // Anonymous by default; a valid bearer token links the message to its account.
      const user = await app.optionalUser(request);
      const result = await service.sendContactMessage(contextOf(request), request.body, { ip: request.ip, userId: user?.id ?? null });
      return reply.status(201).send(result);
    },
  );
};
