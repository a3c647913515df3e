// `/api/admin/bakeries/`: every bakery with its owner and public state. Registered inside the staff
// area (staff-area.ts: one hook, 401/403).
import { ADMIN_BAKERY_SORTS, ZAdminBakery, ZAdminListQuery, adminSort, zAdminList } from '@fournil/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_TAGS as tags, adminErrors } from '../route-schemas.js';
import * as service from './service.js';

const ZBakeryListQuery = ZAdminListQuery.extend({ sort: adminSort(ADMIN_BAKERY_SORTS, 'nom') });

export const adminBakeryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/bakeries/',
    {
      schema: {
        tags,
        summary: 'Boulangeries : liste paginée (recherche sur nom, ville, code postal, e-mail du propriétaire)',
        querystring: ZBakeryListQuery,
        response: { 200: zAdminList(ZAdminBakery), ...adminErrors },
      },
    },
    async (request) => service.listBakeries(app.db.db, request.query),
  );
};
