// `/api/admin/audit/`: the audit log. Registered inside the staff area (staff-area.ts: one hook, 401/403).
import { ZAdminAuditChain, ZAdminAuditEntry, ZAdminAuditQuery, zAdminList } from '@fournil/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_TAGS as tags, adminErrors } from '../route-schemas.js';
import * as service from './service.js';

export const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/audit/',
    {
      schema: {
        tags,
        summary:
          'Journal des actions de l’équipe Fournil : liste paginée, les plus récentes d’abord (type d’élément ; recherche sur auteur, action, identifiant)',
        querystring: ZAdminAuditQuery,
        response: { 200: zAdminList(ZAdminAuditEntry), ...adminErrors },
      },
    },
    async (request) => service.listAuditEntries(app.db.db, request.query),
  );

  app.get(
    '/api/admin/audit/chain/',
    {
      schema: {
        tags,
        summary: 'Intégrité du journal : chaque entrée est liée à la précédente par une empreinte SHA-256, recalculée ici',
        response: { 200: ZAdminAuditChain, ...adminErrors },
      },
    },
    async () => service.checkAuditChain(app.db.db),
  );
};
