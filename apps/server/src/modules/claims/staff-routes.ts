// `/api/admin/revendications/…`: the claims that wait for staff, and their decision (docs/claims.md, "Staff").
// Registered inside the staff area (admin/staff-area.ts: one hook, 401/403); the rules are in staff.ts.
import { ZAdminClaim, ZAdminListQuery, ZClaimDecision, ZClaimRefusal, zAdminList } from '@fournil/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.js';
import { ADMIN_TAGS as tags, ZAdminIdParam, adminErrors, adminWriteErrors } from '../admin/route-schemas.js';
import * as staff from './staff.js';

export const adminClaimRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/revendications/',
    {
      schema: {
        tags,
        summary: 'Revendications de boulangeries : en attente d’abord, avec la fiche, ses sources, le compte et l’entreprise du SIREN',
        querystring: ZAdminListQuery,
        response: { 200: zAdminList(ZAdminClaim), ...adminErrors },
      },
    },
    async (request) => staff.listClaims({ db: app.db.db }, request.query),
  );

  app.post(
    '/api/admin/revendications/:id/accepter/',
    {
      schema: {
        tags,
        summary: 'Accepte une revendication : la boulangerie est au compte qui la demande (409 si elle a un propriétaire entre-temps)',
        params: ZAdminIdParam,
        response: { 200: ZClaimDecision, ...adminWriteErrors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return staff.acceptClaim({ db: app.db.db, config: app.config }, { id: user.id, email: user.email }, request.params.id);
    },
  );

  app.post(
    '/api/admin/revendications/:id/refuser/',
    {
      schema: {
        tags,
        summary: 'Refuse une revendication, avec un motif facultatif transmis par e-mail au compte',
        params: ZAdminIdParam,
        body: ZClaimRefusal,
        response: { 200: ZClaimDecision, ...adminWriteErrors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return staff.refuseClaim(
        { db: app.db.db, config: app.config },
        { id: user.id, email: user.email },
        request.params.id,
        // A blank reason is no reason: the mail then says none.
        request.body.motif || undefined,
      );
    },
  );
};
