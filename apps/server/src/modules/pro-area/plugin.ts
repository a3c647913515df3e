// The professional area: one encapsulated plugin with ONE authentication hook, and optionally one
// guard, for every route that app.ts puts inside it; the role checks live in guard.ts
// (docs/bakery-management.md, "Who may do what"). It imports no feature module: app.ts composes it.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { documentBearerArea } from '../../plugins/openapi.js';

export type ProAreaOptions = {
  /** The feature routes of this area; none of them authenticates on its own. */
  routes: FastifyPluginAsync[];
  /** A guard run before every route of the area (e.g. the advertising access, ad-access.ts). */
  preHandler?: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
};

export const proArea: FastifyPluginAsync<ProAreaOptions> = async (app, { routes, preHandler }) => {
  app.addHook('onRequest', app.authenticate);
  documentBearerArea(app);
  if (preHandler) app.addHook('preHandler', preHandler);
  for (const area of routes) await app.register(area);
};
