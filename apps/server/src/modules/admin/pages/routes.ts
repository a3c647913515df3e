// `/api/admin/pages/…`: the static pages as staff edit them. Registered inside the staff area
// (staff-area.ts: one hook, 401/403); the rules are in service.ts.
import { ADMIN_PAGE_SORTS, ZAdminListQuery, ZAdminPage, ZAdminPageInput, adminSort, zAdminList } from '@fournil/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../../plugins/auth.js';
import { ADMIN_TAGS as tags, ZAdminSlugParam, adminErrors, adminWriteErrors } from '../route-schemas.js';
import * as service from './service.js';

const ZPageListQuery = ZAdminListQuery.extend({ sort: adminSort(ADMIN_PAGE_SORTS, 'slug') });
const ONE = '/api/admin/pages/:slug/';

export const adminPageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/pages/',
    {
      schema: {
        tags,
        summary: 'Pages de contenu : liste paginée (recherche sur l’adresse et le titre)',
        querystring: ZPageListQuery,
        response: { 200: zAdminList(ZAdminPage), ...adminErrors },
      },
    },
    async (request) => service.listPages(app.db.db, request.query),
  );

  app.post(
    '/api/admin/pages/',
    { schema: { tags, summary: 'Crée une page (markdown)', body: ZAdminPageInput, response: { 201: ZAdminPage, ...adminWriteErrors } } },
    async (request, reply) => reply.code(201).send(await service.createPage(app.db.db, currentUser(request), request.body)),
  );

  app.get(
    ONE,
    { schema: { tags, summary: 'Une page', params: ZAdminSlugParam, response: { 200: ZAdminPage, ...adminErrors } } },
    async (request) => service.getPage(app.db.db, request.params.slug),
  );

  app.put(
    ONE,
    {
      schema: {
        tags,
        summary: 'Modifie une page ; une autre adresse (`slug`) la renomme',
        params: ZAdminSlugParam,
        body: ZAdminPageInput,
        response: { 200: ZAdminPage, ...adminWriteErrors },
      },
    },
    async (request) => service.updatePage(app.db.db, currentUser(request), request.params.slug, request.body),
  );

  app.delete(
    ONE,
    { schema: { tags, summary: 'Supprime une page', params: ZAdminSlugParam, response: { 204: z.null(), ...adminErrors } } },
    async (request, reply) => {
      await service.deletePage(app.db.db, currentUser(request), request.params.slug);
      return reply.code(204).send(null);
    },
  );
};
