// Favourites of the signed-in account (docs/favourites.md): `/api/favoris/…`. Bearer token only, as
// every account route: a cross-site page cannot send it, so no CSRF token is needed.
import { ZBakeryIdParam, ZFavouriteIds, ZFavouritesMerge } from '@fournil/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZBadRequest, ZErrorDetail, ZTokenError } from '../../lib/http-schemas.js';
import { contextOf } from '../../service-context.js';
import { currentUser } from '../../plugins/auth.js';
import * as service from './service.js';

const tags = ['favoris'];

export const favouriteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/favoris/',
    {
      onRequest: app.authenticate,
      schema: { tags, summary: 'Mes boulangeries favorites, la plus récente d’abord', response: { 200: ZFavouriteIds, 401: ZTokenError } },
    },
    async (request) => service.listFavourites(contextOf(request), currentUser(request).id),
  );

  app.put(
    '/api/favoris/:id/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Ajoute une boulangerie à mes favoris (sans effet si elle y est déjà)',
        params: ZBakeryIdParam,
        response: { 200: ZFavouriteIds, 400: ZBadRequest, 401: ZTokenError, 404: ZErrorDetail },
      },
    },
    async (request) => service.addFavourite(contextOf(request), currentUser(request).id, request.params.id),
  );

  app.delete(
    '/api/favoris/:id/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Retire une boulangerie de mes favoris (sans effet si elle n’y est pas)',
        params: ZBakeryIdParam,
        response: { 200: ZFavouriteIds, 400: ZBadRequest, 401: ZTokenError },
      },
    },
    async (request) => service.removeFavourite(contextOf(request), currentUser(request).id, request.params.id),
  );

  app.post(
    '/api/favoris/fusion/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Fusionne les favoris du navigateur dans ceux du compte (à la connexion) : les miens d’abord, puis les nouveaux',
        body: ZFavouritesMerge,
        response: { 200: ZFavouriteIds, 400: ZBadRequest, 401: ZTokenError },
      },
    },
    async (request) => service.mergeFavourites(contextOf(request), currentUser(request).id, request.body.ids),
  );
};
