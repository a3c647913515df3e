// `/api/admin/doublons/…`: the staff's review queue « Doublons à vérifier » (docs/open-data.md, "The staff's review
// queue"). Registered inside the staff area (staff-area.ts: one hook, 401/403); the rules are in service.ts.
import { ZAdminDuplicate, ZAdminDuplicateQuery, zAdminList } from '@fournil/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../plugins/auth.js';
import { ADMIN_TAGS as tags, ZAdminIdParam, adminErrors, adminWriteErrors } from '../route-schemas.js';
import * as service from './service.js';

export const adminDuplicateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/doublons/',
    {
      schema: {
        tags,
        summary: 'Doublons à vérifier : liste paginée, ceux à traiter d’abord (état, recherche sur nom, ville)',
        querystring: ZAdminDuplicateQuery,
        response: { 200: zAdminList(ZAdminDuplicate), ...adminErrors },
      },
    },
    async (request) => service.listDuplicates(app.db.db, request.query),
  );

  app.post(
    '/api/admin/doublons/:id/fusionner/',
    {
      schema: {
        tags,
        summary: 'Fusionne les deux fiches (ou confirme le rattachement à la boulangerie d’un professionnel) ; 409 si déjà traité',
        params: ZAdminIdParam,
        response: { 200: ZAdminDuplicate, ...adminWriteErrors },
      },
    },
    async (request) => service.mergeDuplicate(app.db.db, currentUser(request), request.params.id),
  );

  app.post(
    '/api/admin/doublons/:id/separer/',
    {
      schema: {
        tags,
        summary: 'Garde les deux fiches séparées (ou détache la fiche rattachée en une fiche à part) ; 409 si déjà traité',
        params: ZAdminIdParam,
        response: { 200: ZAdminDuplicate, ...adminWriteErrors },
      },
    },
    async (request) => service.keepDuplicateApart(app.db.db, currentUser(request), request.params.id),
  );
};
