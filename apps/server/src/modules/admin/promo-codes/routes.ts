// `/api/admin/promo-codes/…`: the promo codes as staff manage them. Registered inside the staff
// area (staff-area.ts: one hook, 401/403); the rules are in service.ts.
import { ADMIN_PROMO_SORTS, ZAdminListQuery, ZAdminPromo, ZAdminPromoInput, adminSort, zAdminList } from '@fournil/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../../plugins/auth.js';
import { ADMIN_TAGS as tags, ZAdminIdParam, adminErrors, adminWriteErrors } from '../route-schemas.js';
import * as service from './service.js';

const ZPromoListQuery = ZAdminListQuery.extend({ sort: adminSort(ADMIN_PROMO_SORTS, '-created_at') });
const ONE = '/api/admin/promo-codes/:id/';

export const adminPromoCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/promo-codes/',
    {
      schema: {
        tags,
        summary: 'Codes promo : liste paginée (recherche sur le code)',
        querystring: ZPromoListQuery,
        response: { 200: zAdminList(ZAdminPromo), ...adminErrors },
      },
    },
    async (request) => service.listPromos(app.db.db, request.query),
  );

  app.post(
    '/api/admin/promo-codes/',
    { schema: { tags, summary: 'Crée un code promo', body: ZAdminPromoInput, response: { 201: ZAdminPromo, ...adminWriteErrors } } },
    async (request, reply) => reply.code(201).send(await service.createPromo(app.db.db, currentUser(request), request.body)),
  );

  app.get(
    ONE,
    { schema: { tags, summary: 'Un code promo', params: ZAdminIdParam, response: { 200: ZAdminPromo, ...adminErrors } } },
    async (request) => service.getPromo(app.db.db, request.params.id),
  );

  app.put(
    ONE,
    {
      schema: {
        tags,
        summary: 'Modifie un code promo (`uses` ne se modifie pas ; le maximum ne descend pas sous les utilisations)',
        params: ZAdminIdParam,
        body: ZAdminPromoInput,
        response: { 200: ZAdminPromo, ...adminWriteErrors },
      },
    },
    async (request) => service.updatePromo(app.db.db, currentUser(request), request.params.id, request.body),
  );

  app.delete(
    ONE,
    {
      schema: {
        tags,
        summary: 'Supprime un code promo qui n’a jamais servi (sinon 409 : le désactiver)',
        params: ZAdminIdParam,
        response: { 204: z.null(), ...adminWriteErrors },
      },
    },
    async (request, reply) => {
      await service.deletePromo(app.db.db, currentUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
