// Visitors' reports (docs/visitor-reports.md, issue 39 Deliver 7): the public one-tap report, the
// owner's read in the professional area, and the staff's list, clear and block in the back office.
import {
  ZAdminListQuery,
  ZAdminReportActionResult,
  ZAdminReportBlockRequest,
  ZAdminReports,
  ZBakeryIdParam,
  ZProBakeryReports,
  ZReportAccepted,
  ZReportRequest,
} from '@fournil/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZBadRequest, ZErrorDetail, ZForbidden, ZTokenError } from '../../lib/http-schemas.js';
import { sha256Hex } from '../../lib/secure-token.js';
import { visitorLimitKeys, visitorOf } from '../../lib/visitor-id.js';
import { contextOf } from '../../service-context.js';
import { currentUser } from '../../plugins/auth.js';
import { ADMIN_TAGS, ZAdminIdParam, adminErrors, adminWriteErrors } from '../admin/route-schemas.js';
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

/** Staff: registered inside the staff area (modules/admin/staff-area.ts: one hook, 401/403). */
export const adminVisitorReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/signalements/',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary: 'Signalements des visiteurs des 7 derniers jours, et les fiches sans propriétaire signalées fermées',
        querystring: ZAdminListQuery.pick({ page: true, page_size: true }),
        response: { 200: ZAdminReports, ...adminErrors },
      },
    },
    async (request) => service.listForStaff(contextOf(request), request.query),
  );

  app.post(
    '/api/admin/signalements/:id/effacer/',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary: 'Efface un signalement : il ne compte plus nulle part (journalisé)',
        params: ZAdminIdParam,
        response: { 200: ZAdminReportActionResult, ...adminWriteErrors },
      },
    },
    async (request) => service.clearOne(contextOf(request), currentUser(request), request.params.id),
  );

  app.post(
    '/api/admin/signalements/bloquer/',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary: 'Bloque le visiteur ou l’adresse d’un signalement et efface leurs signalements en vigueur (journalisé)',
        body: ZAdminReportBlockRequest,
        response: { 201: ZAdminReportActionResult, ...adminWriteErrors, 403: ZForbidden },
      },
    },
    async (request, reply) => reply.code(201).send(await service.block(contextOf(request), currentUser(request), request.body)),
  );
};
