// Visitors' reports (docs/visitor-reports.md): the public one-tap report, the
// owner's read in the professional area. The staff's routes are in modules/admin/visitor-reports/.
import { ZBakeryIdParam, ZProBakeryReports, ZReportAccepted, ZReportRequest } from '@fournil/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZBadRequest, ZErrorDetail, ZTokenError } from '../../lib/http-schemas.js';
import { sha256Hex } from '../../lib/secure-token.js';
import { visitorLimitKeys, visitorOf } from '../../lib/visitor-id.js';
import { contextOf } from '../../service-context.js';
import { requireBakeryRole } from '../pro-area/guard.js';
import * as service from './service.js';

/** `POST /api/boulangeries/{id}/signalements/`: no account, no captcha; signed in, the account is the visitor (decision 020). */
export const visitorReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/boulangeries/:id/signalements/',
    {
      schema: {
        tags: ['boulangeries'],
        summary: 'Signalement d’un visiteur « Il reste du pain ? » (position vérifiée à 300 m, jamais conservée)',
        params: ZBakeryIdParam,
        body: ZReportRequest,
        response: { 201: ZReportAccepted, 400: ZBadRequest, 403: ZErrorDetail, 404: ZErrorDetail, 429: ZErrorDetail },
      },
    },
    async (request, reply) => {
      const user = await app.optionalUser(request);
      const visitor = visitorOf(request, reply, app.config.appUrl);
      const limitKeys = visitorLimitKeys(visitor, request.ip, user?.id);
      const answer = await service.report(contextOf(request), request.params.id, request.body, {
        limitKeys,
        visitorKey: sha256Hex(limitKeys.visitor),
        addressKey: sha256Hex(limitKeys.address),
      });
      return reply.code(201).send(answer);
    },
  );
};

/** The owner's (or manager's) read, inside the professional area (modules/pro-area/plugin.ts). */
export const proVisitorReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/cotepro/ma-boulangerie/:id/signalements/',
    {
      preHandler: requireBakeryRole(['owner', 'manager']),
      schema: {
        tags: ['cotepro'],
        summary: 'Signalements des visiteurs sur ma boulangerie : ceux en vigueur et ceux des dernières 24 heures',
        params: ZBakeryIdParam,
        response: { 200: ZProBakeryReports, 400: ZBadRequest, 401: ZTokenError, 403: ZErrorDetail, 404: ZErrorDetail },
      },
    },
    async (request) => service.listForOwner(contextOf(request), request.params.id),
  );
};
