// `/api/admin/users/…`: accounts, their roles and SIREN state, suspension and restoration, SIREN
// disputes (releasing a SIREN, hiding and showing an account's bakeries), an account's own limits
// (bakeries, stored images), and a person's export and deletion done for them.
// Registered inside the staff area (staff-area.ts: one hook, 401/403); the rules are in service.ts.
import {
  ADMIN_USER_SORTS,
  ZAccountCaps,
  ZAccountCapsPatch,
  ZAdminUser,
  ZAdminUserQuery,
  ZSirenReleaseRequest,
  adminSort,
  zAdminList,
} from '@fournil/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorDetail } from '../../../lib/http-schemas.js';
import { contextOf } from '../../../service-context.js';
import { currentUser } from '../../../plugins/auth.js';
import { ADMIN_TAGS as tags, ZAdminIdParam, adminErrors, adminWriteErrors } from '../route-schemas.js';
import * as service from './service.js';

const ZUserListQuery = ZAdminUserQuery.extend({ sort: adminSort(ADMIN_USER_SORTS, '-date_joined') });

export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/users/',
    {
      schema: {
        tags,
        summary: 'Comptes : liste paginée (rôle ; recherche sur e-mail, identifiant, SIREN)',
        querystring: ZUserListQuery,
        response: { 200: zAdminList(ZAdminUser), ...adminErrors },
      },
    },
    async (request) => service.listUsers(app.db.db, request.query),
  );

  app.post(
    '/api/admin/users/:id/suspend/',
    {
      schema: {
        tags,
        summary: 'Suspend un compte : sessions terminées, connexion refusée, boulangeries retirées des pages publiques et du direct',
        params: ZAdminIdParam,
        response: { 200: ZAdminUser, ...adminErrors },
      },
    },
    async (request) => service.suspendUser(app.db.db, currentUser(request), request.params.id),
  );

  app.post(
    '/api/admin/users/:id/restore/',
    {
      schema: {
        tags,
        summary: 'Rétablit un compte suspendu et ses boulangeries',
        params: ZAdminIdParam,
        response: { 200: ZAdminUser, ...adminErrors },
      },
    },
    async (request) => service.restoreUser(app.db.db, currentUser(request), request.params.id),
  );

  app.post(
    '/api/admin/users/:id/siren/release/',
    {
      schema: {
        tags,
        summary:
          'Libère le SIREN vérifié d’un compte (litige) : plus propriétaire, boulangeries masquées ou laissées visibles ; le compte et les personnes qui l’ont signalé sont prévenus',
        params: ZAdminIdParam,
        body: ZSirenReleaseRequest,
        response: { 200: ZAdminUser, ...adminWriteErrors },
      },
    },
    async (request) => service.releaseSiren(contextOf(request), currentUser(request), request.params.id, request.body.hide_bakeries),
  );

  app.post(
    '/api/admin/users/:id/bakeries/hide/',
    {
      schema: {
        tags,
        summary: 'Masque les boulangeries d’un compte des pages publiques et du direct (litige SIREN)',
        params: ZAdminIdParam,
        response: { 200: ZAdminUser, ...adminErrors },
      },
    },
    async (request) => service.setBakeriesHidden(app.db.db, currentUser(request), request.params.id, true),
  );

  app.post(
    '/api/admin/users/:id/bakeries/show/',
    {
      schema: {
        tags,
        summary: 'Rend de nouveau visibles les boulangeries masquées d’un compte',
        params: ZAdminIdParam,
        response: { 200: ZAdminUser, ...adminErrors },
      },
    },
    async (request) => service.setBakeriesHidden(app.db.db, currentUser(request), request.params.id, false),
  );

  app.get(
    '/api/admin/users/:id/limits/',
    {
      schema: {
        tags,
        summary: 'Boulangeries et images enregistrées d’un compte, et les limites qui s’y appliquent',
        params: ZAdminIdParam,
        response: { 200: ZAccountCaps, ...adminErrors },
      },
    },
    async (request) => service.getUserCaps(app.db.db, request.params.id),
  );

  app.patch(
    '/api/admin/users/:id/limits/',
    {
      schema: {
        tags,
        summary: 'Fixe les limites d’un compte (boulangeries, images) ; null : la valeur par défaut ; inscrit au journal',
        params: ZAdminIdParam,
        body: ZAccountCapsPatch,
        response: { 200: ZAccountCaps, ...adminErrors },
      },
    },
    async (request) => service.setUserCaps(app.db.db, currentUser(request), request.params.id, request.body),
  );

  app.get(
    '/api/admin/users/:id/export/',
    {
      schema: {
        tags,
        summary: 'Export des données d’une personne qui l’a demandé (même fichier que son propre export) ; inscrit au journal',
        params: ZAdminIdParam,
        response: { 200: z.looseObject({ format: z.string(), exporte_le: z.string() }), ...adminErrors },
      },
    },
    async (request, reply) => {
      const data = await service.exportUserData(contextOf(request), currentUser(request), request.params.id);
      reply
        .header(
          'Content-Disposition',
          `attachment; filename="fournil-donnees-compte-${request.params.id}-${data.exporte_le.slice(0, 10)}.json"`,
        )
        .header('Cache-Control', 'no-store');
      return data;
    },
  );

  app.post(
    '/api/admin/users/:id/delete/',
    {
      schema: {
        tags,
        summary: 'Supprime le compte d’une personne qui l’a demandé (comme sa propre suppression) ; inscrit au journal',
        params: ZAdminIdParam,
        response: { 200: ZAdminUser, ...adminErrors, 503: ZErrorDetail },
      },
    },
    async (request) => service.deleteUserAccount(contextOf(request), currentUser(request), request.params.id),
  );
};
