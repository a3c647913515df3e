// The signed-in user's account endpoints (`/api/auth/user/`, as the web app and the API clients
// know them): read and edit the profile.
import { ZProfilePatch, ZUser } from '@fournil/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZBadRequest, ZTokenError } from '../../lib/http-schemas.js';
import { contextOf } from '../../lib/service-context.js';
import { currentUser } from '../../plugins/auth.js';
import * as service from './service.js';

const tags = ['comptes'];

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/auth/user/',
    {
      onRequest: app.authenticate,
      schema: { tags, summary: 'Profil de l’utilisateur connecté', response: { 200: ZUser, 401: ZTokenError } },
    },
    async (request) => service.getProfile(contextOf(request), currentUser(request).id),
  );

  app.patch(
    '/api/auth/user/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Met à jour le profil (nom, e-mail et date d’inscription en lecture seule ; un nouveau SIREN doit être revérifié)',
        body: ZProfilePatch,
        response: { 200: ZUser, 400: ZBadRequest, 401: ZTokenError },
      },
    },
    async (request) => service.updateProfile(contextOf(request), currentUser(request).id, request.body),
  );
};
