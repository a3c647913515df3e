// The campaign manager's API (spec §7 "Advertising"): one encapsulated plugin with ONE
// authentication hook and ONE advertising-access guard for every route inside it (403 without
// access); ownership of each campaign is checked by the service (docs/advertising.md).
import type { FastifyPluginAsync } from 'fastify';
import { requireAdAccess } from '../payments/access.js';
import { campaignRoutes } from './campaign-routes.js';

export const advertisingAreaRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('preHandler', requireAdAccess);
  await app.register(campaignRoutes);
};
