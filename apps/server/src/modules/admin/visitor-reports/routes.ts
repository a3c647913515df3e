// `/api/admin/signalements/`: the visitors' reports as staff see them (docs/visitor-reports.md,
// "Staff"): list, clear, block, audited. Registered inside the staff area (staff-area.ts: one hook, 401/403).
import { ZAdminListQuery, ZAdminReportActionResult, ZAdminReportBlockRequest, ZAdminReports } from '@fournil/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZForbidden } from '../../../lib/http-schemas.js';
import { currentUser } from '../../../plugins/auth.js';
import { contextOf } from '../../../service-context.js';
import * as service from '../../visitor-reports/service.js';
import { ADMIN_TAGS, ZAdminIdParam, adminErrors, adminWriteErrors } from '../route-schemas.js';

export const adminVisitorReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/signalements/',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary:
          'Signalements des visiteurs des 7 derniers jours (recherche sur le nom de la boulangerie), et les fiches sans propriétaire signalées fermées',
        querystring: ZAdminListQuery,
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
