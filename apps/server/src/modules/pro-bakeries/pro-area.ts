// The professional area (`/api/cotepro/…` and the other owner/manager endpoints): one encapsulated
// plugin with ONE authentication hook for every route inside it; the role checks live in guard.ts
// (docs/bakery-management.md, "Who may do what").
import type { FastifyPluginAsync } from 'fastify';
import { managerRoutes } from '../managers/routes.js';
import { proBakeryRoutes } from './routes.js';

export const proAreaRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.authenticate);
  await app.register(proBakeryRoutes);
  await app.register(managerRoutes);
};
