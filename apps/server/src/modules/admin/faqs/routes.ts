// `/api/admin/faqs/…`: the FAQs as staff edit them. Registered inside the staff area (staff-area.ts:
// one hook, 401/403); the rules are in service.ts.
import { ADMIN_FAQ_SORTS, ZAdminFaq, ZAdminFaqInput, ZAdminListQuery, adminSort, zAdminList } from '@fournil/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../../plugins/auth.js';
import { ADMIN_TAGS as tags, ZAdminIdParam, adminErrors } from '../route-schemas.js';
import * as service from './service.js';

const ZFaqListQuery = ZAdminListQuery.extend({ sort: adminSort(ADMIN_FAQ_SORTS, 'position') });
const ONE = '/api/admin/faqs/:id/';

export const adminFaqRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/faqs/',
    {
      schema: {
        tags,
        summary: 'Questions fréquentes : liste paginée (recherche dans la question et la réponse)',
        querystring: ZFaqListQuery,
        response: { 200: zAdminList(ZAdminFaq), ...adminErrors },
      },
    },
    async (request) => service.listFaqs(app.db.db, request.query),
  );

  app.post(
    '/api/admin/faqs/',
    { schema: { tags, summary: 'Crée une question fréquente', body: ZAdminFaqInput, response: { 201: ZAdminFaq, ...adminErrors } } },
    async (request, reply) => reply.code(201).send(await service.createFaq(app.db.db, currentUser(request), request.body)),
  );

  app.get(
    ONE,
    { schema: { tags, summary: 'Une question fréquente', params: ZAdminIdParam, response: { 200: ZAdminFaq, ...adminErrors } } },
    async (request) => service.getFaq(app.db.db, request.params.id),
  );

  app.put(
    ONE,
    {
      schema: {
        tags,
        summary: 'Modifie une question fréquente',
        params: ZAdminIdParam,
        body: ZAdminFaqInput,
        response: { 200: ZAdminFaq, ...adminErrors },
      },
    },
    async (request) => service.updateFaq(app.db.db, currentUser(request), request.params.id, request.body),
  );

  app.delete(
    ONE,
    { schema: { tags, summary: 'Supprime une question fréquente', params: ZAdminIdParam, response: { 204: z.null(), ...adminErrors } } },
    async (request, reply) => {
      await service.deleteFaq(app.db.db, currentUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
