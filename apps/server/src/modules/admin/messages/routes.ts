// `/api/admin/messages/…`: the staff inbox of contact messages. Registered inside the staff area
// (staff-area.ts: one hook, 401/403); the rules are in service.ts.
import { ZAdminMessage, ZAdminMessagePatch, ZAdminMessageQuery, zAdminList } from '@fournil/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../plugins/auth.js';
import { ADMIN_TAGS as tags, ZAdminIdParam, adminErrors } from '../route-schemas.js';
import * as service from './service.js';

const ONE = '/api/admin/messages/:id/';

export const adminMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/messages/',
    {
      schema: {
        tags,
        summary: 'Messages de contact : liste paginée, les plus récents d’abord (état, recherche sur nom, e-mail, objet)',
        querystring: ZAdminMessageQuery,
        response: { 200: zAdminList(ZAdminMessage), ...adminErrors },
      },
    },
    async (request) => service.listMessages(app.db.db, request.query),
  );

  app.get(
    ONE,
    {
      schema: {
        tags,
        summary: 'Un message (l’ouvrir ne le marque pas lu)',
        params: ZAdminIdParam,
        response: { 200: ZAdminMessage, ...adminErrors },
      },
    },
    async (request) => service.getMessage(app.db.db, request.params.id),
  );

  app.patch(
    ONE,
    {
      schema: {
        tags,
        summary: 'Marque un message lu ou non lu, l’archive ou le sort des archives',
        params: ZAdminIdParam,
        body: ZAdminMessagePatch,
        response: { 200: ZAdminMessage, ...adminErrors },
      },
    },
    async (request) => service.patchMessage(app.db.db, currentUser(request), request.params.id, request.body),
  );
};
